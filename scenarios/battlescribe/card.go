package battlescribe

import (
	"fmt"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// Card is one ship class as printed: the facts of its BattleScribe entry
// (names, points, characteristics, weapons, special-rule names and launch
// capacities, never a rule's text), each characteristic as the data
// writes it ("6\"", "4+/5+", "1-3"). It is what fleetlab's own catalogue
// format holds (builtin.go), and what a BattleScribe file is read into
// before its profile is: both become a [Ship] by the same reading.
type Card struct {
	Entry   string       `yaml:"entry"`
	ID      string       `yaml:"id"`
	Name    string       `yaml:"name"`
	Points  int          `yaml:"points"`
	Scan    string       `yaml:"scan"`
	Sig     string       `yaml:"sig"`
	Thrust  string       `yaml:"thrust"`
	Hull    string       `yaml:"hull"`
	Armour  string       `yaml:"armour"`
	PD      string       `yaml:"pd"`
	Group   string       `yaml:"group"`
	Tonnage string       `yaml:"tonnage"`
	Special string       `yaml:"special,omitempty"`
	Weapons []WeaponCard `yaml:"weapons,omitempty"`
	Loads   []LoadCard   `yaml:"loads,omitempty"`
	at      place
}

// WeaponCard is one Weapon profile as printed.
type WeaponCard struct {
	Name    string `yaml:"name"`
	Lock    string `yaml:"lock"`
	Attacks string `yaml:"attacks"`
	Damage  string `yaml:"damage"`
	Arc     string `yaml:"arc"`
	Special string `yaml:"special,omitempty"`
	at      place
}

// LoadCard is one Load line as printed: "Torpedo", launch 1, special "L (2)".
type LoadCard struct {
	Name    string `yaml:"name"`
	Launch  string `yaml:"launch"`
	Special string `yaml:"special,omitempty"`
	at      place
}

// place is where a card was read, for messages: the file, the line and
// the element (such as profile "Lysander").
type place struct {
	file  string
	line  int
	field string
}

// errorf returns an *Error at the place.
func (p place) errorf(format string, args ...any) error {
	return &Error{File: p.file, Line: p.line, Field: p.field, Err: fmt.Errorf(format, args...)}
}

// shipOf reads a card of faction into the ship the rules core plays:
// its profile (rules notes §3), its weapons (rules notes §2), its launch
// assets from its Load lines (battle notes §2.2), and what of it the
// rules core does not play.
func shipOf(c *Card, faction string) (Ship, error) {
	s := Ship{Entry: c.Entry, Faction: faction, File: c.at.file, Line: c.at.line, id: c.ID}
	s.Profile.Name = c.Name
	if s.Profile.Name == "" {
		s.Profile.Name = s.Entry
	}
	s.Profile.Points = c.Points
	p := c.at
	bad := func(k string, err error) error { return p.errorf("characteristic %s: %v", k, err) }
	var err error
	if s.Profile.Scan, err = inches(c.Scan); err != nil {
		return s, bad("Scan", err)
	}
	sig, raised, shields := strings.Cut(c.Sig, "/")
	if s.Profile.Sig, err = inches(sig); err != nil {
		return s, bad("Sig", err)
	}
	if shields {
		if _, err := inches(raised); err != nil {
			return s, bad("Sig", err)
		}
		s.Unmodelled = append(s.Unmodelled, "shields (the raised Signature)")
	}
	if s.Profile.Thrust, err = inches(c.Thrust); err != nil {
		return s, bad("Thrust", err)
	}
	if s.Profile.Hull, err = count(c.Hull, 1, 100); err != nil {
		return s, bad("Hull", err)
	}
	armour, passive, hasPassive := strings.Cut(c.Armour, "/")
	if s.Profile.Armour, err = save(armour); err != nil {
		return s, bad("A", err)
	}
	if hasPassive {
		if s.Profile.Passive, err = save(passive); err != nil {
			return s, bad("A", err)
		}
	}
	if s.Profile.PD, err = count(c.PD, 0, 30); err != nil {
		return s, bad("PD", err)
	}
	lo, hi, ranged := strings.Cut(c.Group, "-")
	if !ranged {
		hi = lo
	}
	if s.Profile.GroupMin, err = count(lo, 1, profile.MaxGroupShips); err != nil {
		return s, bad("G", err)
	}
	if s.Profile.GroupMax, err = count(hi, s.Profile.GroupMin, profile.MaxGroupShips); err != nil {
		return s, bad("G", err)
	}
	if s.Profile.Tonnage, err = dropfleet.ParseTonnage(c.Tonnage); err != nil || s.Profile.Tonnage == dropfleet.TonnageNone {
		return s, bad("T", fmt.Errorf("%q is not a tonnage (L, L2, M, H, S, S2)", c.Tonnage))
	}
	s.Special = splitRules(c.Special)
	for _, r := range s.Special {
		if !shipRule(&s, r) {
			s.Unmodelled = append(s.Unmodelled, r)
		}
	}
	for i := range c.Weapons {
		if err := s.addWeapon(&c.Weapons[i]); err != nil {
			return s, err
		}
	}
	for i := range c.Loads {
		if err := s.addLoad(&c.Loads[i]); err != nil {
			return s, err
		}
	}
	s.Profile.Launch = s.battleLaunch()
	if len(s.Profile.Launch) > 0 {
		s.Profile.Assets = assetFactionOf(faction)
	}
	return s, nil
}

// addWeapon reads one Weapon profile into the ship (rules notes §2).
func (s *Ship) addWeapon(c *WeaponCard) error {
	w := dropfleet.Weapon{Name: c.Name}
	for _, r := range splitRules(c.Special) {
		played, err := weaponRule(&w, r)
		if err != nil {
			return c.at.errorf("characteristic Special: %v", err)
		}
		if !played {
			s.addUnmodelled(r)
		}
	}
	var err error
	switch {
	case c.Lock == "*" && w.Mauler:
		w.Lock = 6 // Mauler: the target's Armour is the Lock
	default:
		if w.Lock, err = save(c.Lock); err != nil {
			return c.at.errorf("characteristic Lock: %v", err)
		}
	}
	if w.Attacks, err = dropfleet.ParseRoll(c.Attacks); err != nil {
		return c.at.errorf("characteristic Attacks: %v", err)
	}
	switch {
	case c.Damage == "-" && w.Distortion: // Distortion: the hits are the damage
		w.Damage = dropfleet.Fixed(0)
	default:
		if w.Damage, err = dropfleet.ParseRoll(c.Damage); err != nil {
			return c.at.errorf("characteristic Damage: %v", err)
		}
	}
	a, err := arcs(c.Arc)
	if err != nil {
		return c.at.errorf("characteristic Arc: %v", err)
	}
	w.Arc = a[0]
	if len(a) > 1 {
		s.addUnmodelled("weapons with several arcs (played in the first)")
	}
	s.Profile.Weapons = append(s.Profile.Weapons, w)
	s.Arcs = append(s.Arcs, c.Arc)
	s.WeaponRules = append(s.WeaponRules, c.Special)
	return nil
}

// addLoad reads one Load line into the ship's launch values (battle notes
// §2.2): its kind, its value, its Limited (X) ("L (2)") and the special
// rules its tokens add (Corruptor); a rule the rules core does not play
// is listed as played without effect.
func (s *Ship) addLoad(c *LoadCard) error {
	a, ok := loadKind(c.Name)
	if !ok {
		return c.at.errorf("unknown kind of launch asset (Fighters & Bombers, Torpedoes, Fire Ships, Dropships, Bulk Landers or Gates)")
	}
	v, err := count(c.Launch, 0, 60)
	if err != nil {
		return c.at.errorf("characteristic Launch: %v", err)
	}
	a.Value = v
	line := fmt.Sprintf("%s %d", c.Name, v)
	if c.Special != "" {
		line += " (" + c.Special + ")"
	}
	for _, r := range splitRules(c.Special) {
		if !loadRule(&a, r) {
			s.addUnmodelled(fmt.Sprintf("launch asset rule %s (%s)", r, c.Name))
		}
	}
	switch n := strings.ToLower(c.Name); {
	case a.Kind == dropfleet.Dropships && strings.Contains(n, "gate"):
		s.addUnmodelled("Gates (launched through Voidgates, battle notes §4.6: not carried into battle)")
	case strings.Contains(n, "pungari"):
		s.addUnmodelled(c.Name + " (Pungari profiles: played with the faction's)")
	case strings.Contains(n, "heavy torpedo"), strings.Contains(n, "light torpedo"):
		s.addUnmodelled(c.Name + " (played with the faction's torpedo profile)")
	}
	s.Launch = append(s.Launch, a)
	s.Loads = append(s.Loads, line)
	return nil
}

// loadRule applies one special rule of a Load line to a: Limited (X),
// written "L (2)", "L(4)*" or "Limited (2)", and the token rules Corruptor,
// Scald and Flash; false for another.
func loadRule(a *dropfleet.LaunchAsset, rule string) bool {
	name, value := ruleValue(strings.TrimSuffix(strings.TrimSpace(rule), "*"))
	switch name {
	case "l", "limited":
		n, err := count(value, 1, 20)
		if err != nil || a.Shared() {
			return false
		}
		a.Limited = n
		return true
	}
	sp, err := dropfleet.ParseAssetSpecial(name)
	if err != nil || value != "" || !a.Covers(dropfleet.Bombers) && !a.Covers(dropfleet.Torpedoes) && !a.Covers(dropfleet.FireShips) {
		return false
	}
	a.Special |= sp
	return true
}

// battleLaunch returns the launch assets the ship plays in a battle: its
// Load lines', but for Shaltari Gates, which launch through Voidgates
// (battle notes §4.6), a rule the rules core does not play: they are not
// Dropships.
func (s *Ship) battleLaunch() []dropfleet.LaunchAsset {
	if len(s.Launch) == 0 {
		return nil
	}
	var out []dropfleet.LaunchAsset
	for i, a := range s.Launch {
		if strings.Contains(strings.ToLower(s.Loads[i]), "gate") {
			continue
		}
		out = append(out, a)
	}
	return out
}

// factionAliases are the names players write for the data's factions.
var factionAliases = map[string]string{
	"ucm":      "United Colonies of Mankind",
	"phr":      "Post-Human Republic",
	"shaltari": "Shaltari Tribes",
}

// assetFactionOf returns the row of the notes' asset table a faction's
// tokens use (battle notes §2.2, "Asset profiles"); the UCM's for a
// faction the table does not name (the allied Multi-faction ships).
func assetFactionOf(faction string) dropfleet.AssetFaction {
	f := strings.ToLower(faction)
	switch {
	case strings.Contains(f, "scourge"):
		return dropfleet.ScourgeAssets
	case strings.Contains(f, "post-human"), f == "phr":
		return dropfleet.PHRAssets
	case strings.Contains(f, "shaltari"):
		return dropfleet.ShaltariAssets
	case strings.Contains(f, "resistance"):
		return dropfleet.ResistanceAssets
	}
	return dropfleet.UCMAssets
}
