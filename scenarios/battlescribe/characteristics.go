package battlescribe

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// characteristics returns a profile's characteristics by name, resolving a
// characteristic without a name through its typeId.
func characteristics(p *node, typeNames map[string]string) map[string]string {
	out := map[string]string{}
	for _, c := range p.all("characteristics", "characteristic") {
		name := c.attr("name")
		if name == "" {
			name = typeNames[c.attr("typeId")]
		}
		out[name] = strings.TrimSpace(c.text)
	}
	return out
}

// inches reads a distance such as 12" (the inch mark is optional).
func inches(s string) (int, error) {
	t := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), `"”''`))
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 || n > profile.MaxInches {
		return 0, fmt.Errorf("%q is not a distance in inches from 0 to %d", s, profile.MaxInches)
	}
	return n, nil
}

// save reads a target number such as 4+ (2+ to 6+).
func save(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(s), "+"))
	if err != nil || n < 2 || n > 6 {
		return 0, fmt.Errorf("%q is not a roll from 2+ to 6+", s)
	}
	return n, nil
}

// count reads a whole number in [lo, hi].
func count(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%q is not a whole number from %d to %d", s, lo, hi)
	}
	return n, nil
}

// cost reads a BattleScribe cost value such as 27 or 27.0 as whole points.
func cost(s string) (int, error) {
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || f < 0 || f > 1e6 || f != float64(int(f)) {
		return 0, fmt.Errorf("%q is not a whole number of points", s)
	}
	return int(f), nil
}

// splitRules splits a Special characteristic, "Atmospheric, Launch, Rare".
func splitRules(s string) []string {
	var out []string
	for _, r := range strings.Split(s, ",") {
		if r = strings.TrimSpace(r); r != "" {
			out = append(out, r)
		}
	}
	return out
}

// ruleValue splits "Burnthrough (6)" or "Alt-1" into the rule's name in
// lower case and its value ("" when none).
func ruleValue(rule string) (name, value string) {
	r := strings.ToLower(strings.TrimSpace(rule))
	if i := strings.IndexByte(r, '('); i >= 0 && strings.HasSuffix(r, ")") {
		return strings.TrimSpace(r[:i]), strings.TrimSpace(r[i+1 : len(r)-1])
	}
	if i := strings.LastIndexByte(r, '-'); i >= 0 {
		if _, err := strconv.Atoi(r[i+1:]); err == nil {
			return strings.TrimSpace(r[:i]), r[i+1:]
		}
	}
	return r, ""
}

// shipRule applies one of a Ship profile's special rules (rules notes §3)
// to s, as the scenario files' profile decoder names them, reporting false
// for a rule the rules core does not play.
func shipRule(s *Ship, rule string) bool {
	name, _ := ruleValue(rule)
	if set, ok := profile.ShipRule(strings.ReplaceAll(name, " ", "-")); ok {
		set(&s.Profile)
		return true
	}
	switch name { // rare and command-ship are the profile's own (profile.ShipRule)
	case "launch", "dreadnought": // the Load lines and tonnage S2 carry them
	default:
		return false
	}
	return true
}

// weaponRule applies one of a Weapon profile's special rules to w, as the
// scenario files' profile decoder names them ("Close Action (Beam)" is its
// beam), reporting false for a rule the rules core does not play, and an
// error for a malformed value.
func weaponRule(w *dropfleet.Weapon, rule string) (bool, error) {
	name, value := ruleValue(rule)
	if name == "close action" && value != "" {
		name, value = value, ""
	}
	if name == "bombardment" { // the scenario files' bombard: sectors only (battle notes §4.1)
		name = "bombard"
	}
	number := func(lo, hi int) (int, error) { return count(value, lo, hi) }
	var err error
	switch name {
	case "fusillade":
		w.Fusillade, err = number(1, 12)
	case "linked":
		w.Linked, err = number(1, 9)
	case "alt":
		w.Alt, err = number(1, 9)
	case "burnthrough":
		w.Burnthrough, err = number(1, 30)
	case "impel":
		w.Impel, err = number(1, 30)
	case "calibre":
		for _, c := range strings.FieldsFunc(strings.ToUpper(value), func(r rune) bool { return r == '&' || r == '/' || r == ',' || r == ' ' }) {
			t, perr := dropfleet.ParseTonnage(c)
			if perr != nil {
				return false, fmt.Errorf("rule %q: %v", rule, perr)
			}
			profile.AddCalibre(w, t)
		}
	default:
		set, ok := profile.WeaponRule(strings.ReplaceAll(name, " ", "-"))
		if !ok || value != "" {
			return false, nil
		}
		set(w)
	}
	if err != nil {
		return false, fmt.Errorf("rule %q: %v", rule, err)
	}
	return true, nil
}

// arcs reads a weapon's printed arcs, "F/S(L)": the first arc is the one
// the rules core plays (its weapons have one arc each).
func arcs(s string) ([]dropfleet.Arc, error) {
	var out []dropfleet.Arc
	for _, part := range strings.Split(s, "/") {
		a, err := dropfleet.ParseArc(strings.TrimSpace(part))
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// loadKind returns the launch asset a Load line's name gives, its value
// not yet read (battle notes §2.2): Fighters & Bombers, one value the two
// kinds share ("up to 6 in any mix"), or Fighters or Bombers alone,
// Torpedoes, Fire Ships, Dropships, Bulk Landers; Bulk Lander & Fire Ship
// (the R17 data's "Bulk Lander & Fireship"), one value those two share
// alike (the v1.7 text: "There may be a choice of different types but the
// carrier is still limited by its overall capacity"); Shaltari Gates
// launch as Dropships.
func loadKind(name string) (dropfleet.LaunchAsset, bool) {
	n := strings.ToLower(name)
	fighters, bombers := strings.Contains(n, "fighter"), strings.Contains(n, "bomber")
	fire := strings.Contains(n, "fire ship") || strings.Contains(n, "fireship")
	switch {
	case fighters && bombers:
		return dropfleet.LaunchAsset{Kind: dropfleet.Fighters, Also: dropfleet.KindsOf(dropfleet.Bombers)}, true
	case fire && strings.Contains(n, "bulk lander"):
		return dropfleet.LaunchAsset{Kind: dropfleet.BulkLanders, Also: dropfleet.KindsOf(dropfleet.FireShips)}, true
	case fighters:
		return dropfleet.LaunchAsset{Kind: dropfleet.Fighters}, true
	case bombers:
		return dropfleet.LaunchAsset{Kind: dropfleet.Bombers}, true
	case strings.Contains(n, "torpedo"):
		return dropfleet.LaunchAsset{Kind: dropfleet.Torpedoes}, true
	case strings.Contains(n, "bulk lander"):
		return dropfleet.LaunchAsset{Kind: dropfleet.BulkLanders}, true
	case fire:
		return dropfleet.LaunchAsset{Kind: dropfleet.FireShips}, true
	case strings.Contains(n, "dropship"), strings.Contains(n, "gate"):
		return dropfleet.LaunchAsset{Kind: dropfleet.Dropships}, true
	}
	return dropfleet.LaunchAsset{}, false
}
