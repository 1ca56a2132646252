package scenarios

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

var profileFields = []string{"scan", "sig", "thrust", "hull", "armour", "passive", "pd", "tonnage", "points", "group", "special", "weapons"}

var specialRules = []string{"atmospheric", "detector", "open", "outlier", "reinforced-armour"}

func (b *dropfleetBuild) ships(top *object) error {
	names, nodes, err := top.profileEntries()
	if err != nil {
		return err
	}
	for i, name := range names {
		o, err := b.d.object(nodes[i], "ships."+name, profileFields...)
		if err != nil {
			return err
		}
		if err := o.require("scan", "sig", "thrust", "hull", "tonnage"); err != nil {
			return err
		}
		p := dropfleet.Profile{Name: name}
		for _, f := range []struct {
			key      string
			to       *int
			def, lo  int
			hi       int
			optional bool
		}{
			{"scan", &p.Scan, 0, 0, maxInches, false},
			{"sig", &p.Sig, 0, 0, maxInches, false},
			{"thrust", &p.Thrust, 0, 0, maxInches, false},
			{"hull", &p.Hull, 0, 1, 100, false},
			{"armour", &p.Armour, 0, 2, 6, true},
			{"passive", &p.Passive, 0, 2, 6, true},
			{"pd", &p.PD, 0, 0, 30, true},
			{"points", &p.Points, 0, 0, 10000, true},
		} {
			if *f.to, err = o.integer(f.key, f.def, f.lo, f.hi); err != nil {
				return err
			}
		}
		if p.Tonnage, err = enum(o, "tonnage", dropfleet.TonnageNone, dropfleet.ParseTonnage); err != nil {
			return err
		}
		items, err := o.list("special", len(specialRules))
		if err != nil {
			return err
		}
		for j, it := range items {
			field := fmt.Sprintf("%s[%d]", o.field("special"), j)
			text, n, _, err := b.d.scalar(it, field)
			if err != nil {
				return err
			}
			switch text {
			case "atmospheric":
				p.Atmospheric = true
			case "detector":
				p.Detector = true
			case "open":
				p.Open = true
			case "outlier":
				p.Outlier = true
			case "reinforced-armour":
				p.ReinforcedArmour = true
			default:
				return b.d.errorf(n, field, "unknown special rule %q%s (expected one of %s)", text, suggest(text, specialRules), strings.Join(specialRules, ", "))
			}
		}
		if p.GroupMin, p.GroupMax, err = b.groupSize(o); err != nil {
			return err
		}
		if p.Weapons, err = b.weapons(o); err != nil {
			return err
		}
		b.profiles[name] = p
	}
	return nil
}

// groupSize reads a profile's group size: "1-3" or a single number.
func (b *dropfleetBuild) groupSize(o *object) (lo, hi int, err error) {
	if !o.has("group") {
		return 0, 0, nil
	}
	text, n, from, err := o.scalar("group")
	if err != nil {
		return 0, 0, err
	}
	a, c, found := strings.Cut(text, "-")
	if !found {
		c = a
	}
	if lo, err = b.d.integer(strings.TrimSpace(a), n, o.field("group"), from, 1, maxGroupShips); err != nil {
		return 0, 0, err
	}
	if hi, err = b.d.integer(strings.TrimSpace(c), n, o.field("group"), from, lo, maxGroupShips); err != nil {
		return 0, 0, err
	}
	return lo, hi, nil
}

var weaponFields = []string{"name", "lock", "attacks", "damage", "arc", "special"}

// weapons reads a profile's weapon systems.
func (b *dropfleetBuild) weapons(o *object) ([]dropfleet.Weapon, error) {
	items, err := o.list("weapons", 12)
	if err != nil {
		return nil, err
	}
	var out []dropfleet.Weapon
	for j, it := range items {
		wo, err := b.d.object(it, fmt.Sprintf("%s[%d]", o.field("weapons"), j), weaponFields...)
		if err != nil {
			return nil, err
		}
		if err := wo.require("name", "lock", "attacks", "damage", "arc"); err != nil {
			return nil, err
		}
		w := dropfleet.Weapon{}
		if w.Name, err = wo.str("name", ""); err != nil {
			return nil, err
		}
		if w.Lock, err = wo.integer("lock", 0, 2, 6); err != nil {
			return nil, err
		}
		if w.Attacks, err = enum(wo, "attacks", dropfleet.Roll{}, dropfleet.ParseRoll); err != nil {
			return nil, err
		}
		if w.Damage, err = enum(wo, "damage", dropfleet.Roll{}, dropfleet.ParseRoll); err != nil {
			return nil, err
		}
		if w.Arc, err = enum(wo, "arc", dropfleet.ArcNone, dropfleet.ParseArc); err != nil {
			return nil, err
		}
		if err := b.weaponRules(wo, &w); err != nil {
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
}

var weaponValued = []string{"fusillade", "linked", "alt", "burnthrough", "impel", "calibre"}

// weaponRules reads a weapon's special rules: names (close-action,
// swarmer, beam, bloom, flash, particle, distortion, mauler) and valued
// rules ({fusillade: 2}, {linked: 1}, {calibre: [L, M]}).
func (b *dropfleetBuild) weaponRules(wo *object, w *dropfleet.Weapon) error {
	specials, err := wo.list("special", 12)
	if err != nil {
		return err
	}
	flags := mapKeys(weaponFlags)
	for k, sp := range specials {
		field := fmt.Sprintf("%s[%d]", wo.field("special"), k)
		n, err := b.d.resolve(sp, field)
		if err != nil {
			return err
		}
		if n.Kind == yaml.ScalarNode {
			text, tn, _, err := b.d.scalar(n, field)
			if err != nil {
				return err
			}
			set, ok := weaponFlags[text]
			if !ok {
				all := append(append([]string{}, flags...), weaponValued...)
				return b.d.errorf(tn, field, "unknown weapon rule %q%s (expected one of %s, or {fusillade: N}, {linked: N}, {alt: N}, {burnthrough: N}, {impel: N}, {calibre: [tonnages]})", text, suggest(text, all), strings.Join(flags, ", "))
			}
			set(w)
			continue
		}
		vo, err := b.d.object(n, field, weaponValued...)
		if err != nil {
			return err
		}
		if w.Fusillade, err = vo.integer("fusillade", w.Fusillade, 1, 12); err != nil {
			return err
		}
		if w.Linked, err = vo.integer("linked", w.Linked, 1, 9); err != nil {
			return err
		}
		if w.Alt, err = vo.integer("alt", w.Alt, 1, 9); err != nil {
			return err
		}
		if w.Burnthrough, err = vo.integer("burnthrough", w.Burnthrough, 1, 30); err != nil {
			return err
		}
		if w.Impel, err = vo.integer("impel", w.Impel, 1, 30); err != nil {
			return err
		}
		items, err := vo.list("calibre", 6)
		if err != nil {
			return err
		}
		for j, it := range items {
			f := fmt.Sprintf("%s[%d]", vo.field("calibre"), j)
			text, tn, _, err := b.d.scalar(it, f)
			if err != nil {
				return err
			}
			if text == "none" {
				continue // lets a parameter switch Calibre off
			}
			t, err := dropfleet.ParseTonnage(text)
			if err != nil {
				return b.d.errorf(tn, f, "%v", err)
			}
			w.CalibreVs[t] = true
			if t == dropfleet.Heavy || t == dropfleet.SuperHeavy {
				w.CalibreHeavy = true
			}
		}
	}
	return nil
}
