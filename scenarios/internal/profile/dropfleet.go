package profile

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// Limits on a Dropfleet profile, which the scenario compiler applies to its
// moves and groups too.
const (
	// MaxInches is the longest distance a profile gives (scan, signature,
	// thrust); a move may go twice as far.
	MaxInches = 120
	// MaxGroupShips is the most ships in a group.
	MaxGroupShips = 12
)

// profileFields are the fields of a Dropfleet profile.
var profileFields = []string{"scan", "sig", "thrust", "hull", "armour", "passive", "pd", "tonnage", "points", "group", "special", "weapons", "launch"}

// shipRules set the special rules a Dropfleet profile may name.
var shipRules = map[string]func(*dropfleet.Profile){
	"atmospheric":         func(p *dropfleet.Profile) { p.Atmospheric = true },
	"detector":            func(p *dropfleet.Profile) { p.Detector = true },
	"open":                func(p *dropfleet.Profile) { p.Open = true },
	"outlier":             func(p *dropfleet.Profile) { p.Outlier = true },
	"reinforced-armour":   func(p *dropfleet.Profile) { p.ReinforcedArmour = true },
	"rare":                func(p *dropfleet.Profile) { p.Rare = true },
	"command-ship":        func(p *dropfleet.Profile) { p.CommandShip = true },
	"stealth-observation": func(p *dropfleet.Profile) { p.StealthObservation = true },
}

// specialRules are the names of shipRules, sorted.
var specialRules = yamldoc.SortedKeys(shipRules)

// ShipRule returns the setter of the ship special rule called name
// (atmospheric, detector, open, outlier, reinforced-armour, rare,
// command-ship, stealth-observation), as scenario
// files name it; false for a rule the rules core does not play.
func ShipRule(name string) (func(*dropfleet.Profile), bool) {
	set, ok := shipRules[name]
	return set, ok
}

// WeaponRule returns the setter of the weapon special rule without a value
// called name (close-action, swarmer, beam, bloom, flash, particle,
// distortion, mauler, crippling), as scenario files name it; false for
// another.
func WeaponRule(name string) (func(*dropfleet.Weapon), bool) {
	set, ok := weaponFlags[name]
	return set, ok
}

// AddCalibre makes w a Calibre weapon against tonnage t: −1 Lock against
// it, and a critical at Lock + 1 when t is H or S (rules notes §2).
func AddCalibre(w *dropfleet.Weapon, t dropfleet.Tonnage) {
	w.CalibreVs[t] = true
	if t == dropfleet.Heavy || t == dropfleet.SuperHeavy {
		w.CalibreHeavy = true
	}
}

// Dropfleet decodes the Dropfleet ship profile called name from n (its
// path, such as ships.frigate, names it in messages): scan, sig, thrust,
// hull and tonnage, the optional armour, passive, point defence, points,
// group size and special rules, and its weapons.
func Dropfleet(d *yamldoc.Decoder, n *yaml.Node, path, name string) (dropfleet.Profile, error) {
	p := dropfleet.Profile{Name: name}
	o, err := d.Object(n, path, profileFields...)
	if err != nil {
		return p, err
	}
	if err := o.Require("scan", "sig", "thrust", "hull", "tonnage"); err != nil {
		return p, err
	}
	for _, f := range []struct {
		key      string
		to       *int
		def, lo  int
		hi       int
		optional bool
	}{
		{"scan", &p.Scan, 0, 0, MaxInches, false},
		{"sig", &p.Sig, 0, 0, MaxInches, false},
		{"thrust", &p.Thrust, 0, 0, MaxInches, false},
		{"hull", &p.Hull, 0, 1, 100, false},
		{"armour", &p.Armour, 0, 2, 6, true},
		{"passive", &p.Passive, 0, 2, 6, true},
		{"pd", &p.PD, 0, 0, 30, true},
		{"points", &p.Points, 0, 0, 10000, true},
	} {
		if *f.to, err = o.Integer(f.key, f.def, f.lo, f.hi); err != nil {
			return p, err
		}
	}
	if p.Tonnage, err = yamldoc.Enum(o, "tonnage", dropfleet.TonnageNone, dropfleet.ParseTonnage); err != nil {
		return p, err
	}
	err = eachSpecial(d, o, len(specialRules), func(text string, n *yaml.Node, field string) error {
		set, ok := shipRules[text]
		if !ok {
			return d.Errorf(n, field, "unknown special rule %q%s (expected one of %s)", text, yamldoc.Suggest(text, specialRules), strings.Join(specialRules, ", "))
		}
		set(&p)
		return nil
	})
	if err != nil {
		return p, err
	}
	if p.GroupMin, p.GroupMax, err = groupSize(d, o); err != nil {
		return p, err
	}
	if p.Weapons, err = weapons(d, o); err != nil {
		return p, err
	}
	if p.Launch, p.Assets, err = launch(d, o); err != nil {
		return p, err
	}
	return p, nil
}

// launch reads a profile's launch assets: {dropships: 2, bulk-landers: 1,
// fighters: 3, ...}, each kind's launch value a turn, or a mapping
// {value: 2, limited: 1, special: [corruptor]} giving its Limited (X) and
// the special rules its tokens add to their faction's (scald, corruptor,
// flash: bombers, torpedoes and fire ships only); fighters-bombers: 6, a
// value the two kinds share ("Fighters & Bombers 6" = up to 6 in any mix,
// battle notes §2.2), counted once toward the launch cap, with no
// limited; bulk-landers-fire-ships: 1, the same for bulk landers and fire
// ships; and assets: the row of the notes' asset table their tokens use
// (ucm, the default, scourge, phr, shaltari or resistance).
func launch(d *yamldoc.Decoder, o *yamldoc.Object) ([]dropfleet.LaunchAsset, dropfleet.AssetFaction, error) {
	if !o.Has("launch") {
		return nil, 0, nil
	}
	kinds, keys, values, err := o.Entries("launch")
	if err != nil {
		return nil, 0, err
	}
	var out []dropfleet.LaunchAsset
	var faction dropfleet.AssetFaction
	for j, name := range kinds {
		field := o.Field("launch") + "." + name
		if name == "assets" {
			text, n, _, err := d.Scalar(values[j], field)
			if err != nil {
				return nil, 0, err
			}
			if faction, err = dropfleet.ParseAssetFaction(text); err != nil {
				return nil, 0, d.Errorf(n, field, "%v", err)
			}
			continue
		}
		k, also := dropfleet.Fighters, dropfleet.KindsOf(dropfleet.Bombers)
		switch name {
		case sharedFightersBombers:
		case sharedLandersFireShips:
			k, also = dropfleet.BulkLanders, dropfleet.KindsOf(dropfleet.FireShips)
		default:
			also = 0
			if k, err = dropfleet.ParseLaunchKind(name); err != nil {
				return nil, 0, d.Errorf(keys[j], field, "%v (or %s, %s: a value the two share; or assets: the faction of their profiles)", err, sharedFightersBombers, sharedLandersFireShips)
			}
		}
		a, err := launchAsset(d, values[j], field, dropfleet.LaunchAsset{Kind: k, Also: also})
		if err != nil {
			return nil, 0, err
		}
		out = append(out, a)
	}
	return out, faction, nil
}

// sharedFightersBombers is the launch key of a value fighters and bombers
// share (launch); sharedLandersFireShips that of a value bulk landers and
// fire ships share (the Resistance's "Bulk Lander & Fire Ship 1").
const (
	sharedFightersBombers  = "fighters-bombers"
	sharedLandersFireShips = "bulk-landers-fire-ships"
)

// launchAsset reads one launch value of a's kinds: a number, or {value,
// limited, special} (see launch).
func launchAsset(d *yamldoc.Decoder, n *yaml.Node, field string, a dropfleet.LaunchAsset) (dropfleet.LaunchAsset, error) {
	n, err := d.Resolve(n, field)
	if err != nil {
		return a, err
	}
	if n.Kind == yaml.SequenceNode {
		return a, d.Errorf(n, field, "expected a launch value or a mapping of value, limited, special, got %s", yamldoc.Describe(n))
	}
	if n.Kind != yaml.MappingNode {
		text, at, from, err := d.Scalar(n, field)
		if err != nil {
			return a, err
		}
		a.Value, err = d.Integer(text, at, field, from, 1, 20)
		return a, err
	}
	o, err := d.Object(n, field, "value", "limited", "special")
	if err != nil {
		return a, err
	}
	if err := o.Require("value"); err != nil {
		return a, err
	}
	if a.Value, err = o.Integer("value", 0, 1, 20); err != nil {
		return a, err
	}
	if a.Limited, err = o.Integer("limited", 0, 1, 20); err != nil {
		return a, err
	}
	if a.Limited > 0 && a.Shared() {
		return a, d.Errorf(o.Value("limited"), o.Field("limited"), "a shared launch value takes no limited: give the kinds apart to limit them")
	}
	err = eachSpecial(d, o, 3, func(text string, at *yaml.Node, f string) error {
		sp, err := dropfleet.ParseAssetSpecial(text)
		if err != nil {
			return d.Errorf(at, f, "%v", err)
		}
		if !a.Covers(dropfleet.Bombers) && !a.Covers(dropfleet.Torpedoes) && !a.Covers(dropfleet.FireShips) {
			return d.Errorf(at, f, "%s tokens do not attack: only bombers, torpedoes and fire-ships take %s", a.Kind, text)
		}
		a.Special |= sp
		return nil
	})
	return a, err
}

// eachSpecial calls set with each name of o's special list (at most `most` of them),
// its node and its field, such as ships.frigate.special[1]. A name given
// twice is refused: a special rule does not stack.
func eachSpecial(d *yamldoc.Decoder, o *yamldoc.Object, most int, set func(text string, n *yaml.Node, field string) error) error {
	items, err := o.List("special", most)
	if err != nil {
		return err
	}
	seen := make([]string, 0, len(items))
	for j, it := range items {
		field := fmt.Sprintf("%s[%d]", o.Field("special"), j)
		text, n, _, err := d.Scalar(it, field)
		if err != nil {
			return err
		}
		if slices.Contains(seen, text) {
			return d.Errorf(n, field, "%q is given twice", text)
		}
		seen = append(seen, text)
		if err := set(text, n, field); err != nil {
			return err
		}
	}
	return nil
}

// groupSize reads a profile's group size: "1-3" or a single number.
func groupSize(d *yamldoc.Decoder, o *yamldoc.Object) (lo, hi int, err error) {
	if !o.Has("group") {
		return 0, 0, nil
	}
	text, n, from, err := o.Scalar("group")
	if err != nil {
		return 0, 0, err
	}
	a, c, found := strings.Cut(text, "-")
	if !found {
		c = a
	}
	if lo, err = d.Integer(strings.TrimSpace(a), n, o.Field("group"), from, 1, MaxGroupShips); err != nil {
		return 0, 0, err
	}
	if hi, err = d.Integer(strings.TrimSpace(c), n, o.Field("group"), from, lo, MaxGroupShips); err != nil {
		return 0, 0, err
	}
	return lo, hi, nil
}

var weaponFields = []string{"name", "lock", "attacks", "damage", "arc", "special"}

// weapons reads a profile's weapon systems.
func weapons(d *yamldoc.Decoder, o *yamldoc.Object) ([]dropfleet.Weapon, error) {
	items, err := o.List("weapons", 12)
	if err != nil {
		return nil, err
	}
	var out []dropfleet.Weapon
	for j, it := range items {
		wo, err := d.Object(it, fmt.Sprintf("%s[%d]", o.Field("weapons"), j), weaponFields...)
		if err != nil {
			return nil, err
		}
		if err := wo.Require("name", "lock", "attacks", "damage", "arc"); err != nil {
			return nil, err
		}
		w := dropfleet.Weapon{}
		if w.Name, err = wo.Str("name", ""); err != nil {
			return nil, err
		}
		if w.Lock, err = wo.Integer("lock", 0, 2, 6); err != nil {
			return nil, err
		}
		if w.Attacks, err = yamldoc.Enum(wo, "attacks", dropfleet.Roll{}, dropfleet.ParseRoll); err != nil {
			return nil, err
		}
		if w.Damage, err = yamldoc.Enum(wo, "damage", dropfleet.Roll{}, dropfleet.ParseRoll); err != nil {
			return nil, err
		}
		if w.Arc, err = yamldoc.Enum(wo, "arc", dropfleet.ArcNone, dropfleet.ParseArc); err != nil {
			return nil, err
		}
		if err := weaponRules(d, wo, &w); err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}

// weaponFlags are the weapon special rules without a value.
var weaponFlags = map[string]func(*dropfleet.Weapon){
	"close-action": func(w *dropfleet.Weapon) { w.CloseAction = true },
	"swarmer":      func(w *dropfleet.Weapon) { w.CloseAction, w.Swarmer = true, true },
	"beam":         func(w *dropfleet.Weapon) { w.CloseAction, w.Beam = true, true },
	"bloom":        func(w *dropfleet.Weapon) { w.Bloom = true },
	"flash":        func(w *dropfleet.Weapon) { w.Flash = true },
	"particle":     func(w *dropfleet.Weapon) { w.Particle = true },
	"distortion":   func(w *dropfleet.Weapon) { w.Distortion = true },
	"mauler":       func(w *dropfleet.Weapon) { w.Mauler = true },
	"crippling":    func(w *dropfleet.Weapon) { w.Crippling = true },
	"bombard":      func(w *dropfleet.Weapon) { w.Bombard = true }, // Bombardment: sectors only (battle notes §4.1)
}

var weaponValued = []string{"fusillade", "linked", "alt", "burnthrough", "impel", "calibre"}

// weaponRules reads a weapon's special rules: names (close-action,
// swarmer, beam, bloom, flash, particle, distortion, mauler, bombard) and valued
// rules ({fusillade: 2}, {linked: 1}, {calibre: [L, M]}).
func weaponRules(d *yamldoc.Decoder, wo *yamldoc.Object, w *dropfleet.Weapon) error {
	specials, err := wo.List("special", 12)
	if err != nil {
		return err
	}
	flags := yamldoc.SortedKeys(weaponFlags)
	for k, sp := range specials {
		field := fmt.Sprintf("%s[%d]", wo.Field("special"), k)
		n, err := d.Resolve(sp, field)
		if err != nil {
			return err
		}
		if n.Kind == yaml.ScalarNode {
			text, tn, _, err := d.Scalar(n, field)
			if err != nil {
				return err
			}
			set, ok := weaponFlags[text]
			if !ok {
				all := append(append([]string{}, flags...), weaponValued...)
				return d.Errorf(tn, field, "unknown weapon rule %q%s (expected one of %s, or {fusillade: N}, {linked: N}, {alt: N}, {burnthrough: N}, {impel: N}, {calibre: [tonnages]})", text, yamldoc.Suggest(text, all), strings.Join(flags, ", "))
			}
			set(w)
			continue
		}
		vo, err := d.Object(n, field, weaponValued...)
		if err != nil {
			return err
		}
		if w.Fusillade, err = vo.Integer("fusillade", w.Fusillade, 1, 12); err != nil {
			return err
		}
		if w.Linked, err = vo.Integer("linked", w.Linked, 1, 9); err != nil {
			return err
		}
		if w.Alt, err = vo.Integer("alt", w.Alt, 1, 9); err != nil {
			return err
		}
		if w.Burnthrough, err = vo.Integer("burnthrough", w.Burnthrough, 1, 30); err != nil {
			return err
		}
		if w.Impel, err = vo.Integer("impel", w.Impel, 1, 30); err != nil {
			return err
		}
		items, err := vo.List("calibre", 6)
		if err != nil {
			return err
		}
		for j, it := range items {
			f := fmt.Sprintf("%s[%d]", vo.Field("calibre"), j)
			text, tn, _, err := d.Scalar(it, f)
			if err != nil {
				return err
			}
			if text == "none" {
				continue // lets a parameter switch Calibre off
			}
			t, err := dropfleet.ParseTonnage(text)
			if err != nil {
				return d.Errorf(tn, f, "%v", err)
			}
			AddCalibre(w, t)
		}
	}
	return nil
}
