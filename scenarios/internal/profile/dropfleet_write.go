package profile

import (
	"fmt"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// DropfleetNode writes a Dropfleet profile as a scenario file gives it: the
// fields [Dropfleet] reads back into the same profile (its name is the
// key the node is written under), in flow style. A list read from a
// roster becomes a tournament list file this way.
func DropfleetNode(p dropfleet.Profile) *yaml.Node {
	m := flow(yaml.MappingNode)
	add := func(k string, v *yaml.Node) { m.Content = append(m.Content, str(k), v) }
	num := func(k string, v int) { add(k, integer(v)) }
	num("scan", p.Scan)
	num("sig", p.Sig)
	num("thrust", p.Thrust)
	num("hull", p.Hull)
	if p.Armour > 0 {
		num("armour", p.Armour)
	}
	if p.Passive > 0 {
		num("passive", p.Passive)
	}
	num("pd", p.PD)
	add("tonnage", str(p.Tonnage.String()))
	num("points", p.Points)
	if p.GroupMin > 0 {
		add("group", str(fmt.Sprintf("%d-%d", p.GroupMin, p.GroupMax)))
	}
	special := flow(yaml.SequenceNode)
	for _, name := range specialRules {
		probe := dropfleet.Profile{}
		shipRules[name](&probe)
		if hasShipRule(p, probe) {
			special.Content = append(special.Content, str(name))
		}
	}
	if len(special.Content) > 0 {
		add("special", special)
	}
	if len(p.Weapons) > 0 {
		ws := &yaml.Node{Kind: yaml.SequenceNode}
		for _, w := range p.Weapons {
			ws.Content = append(ws.Content, weaponNode(w))
		}
		add("weapons", ws)
	}
	if len(p.Launch) > 0 {
		l := flow(yaml.MappingNode)
		for _, a := range p.Launch {
			key := a.Kind.String()
			switch {
			case a.Shared() && a.Kind == dropfleet.BulkLanders:
				key = sharedLandersFireShips
			case a.Shared():
				key = sharedFightersBombers
			}
			var v *yaml.Node = integer(a.Value)
			if a.Limited > 0 || a.Special != 0 {
				v = flow(yaml.MappingNode)
				v.Content = append(v.Content, str("value"), integer(a.Value))
				if a.Limited > 0 {
					v.Content = append(v.Content, str("limited"), integer(a.Limited))
				}
				if a.Special != 0 {
					sp := flow(yaml.SequenceNode)
					for _, name := range []string{"scald", "corruptor", "flash"} {
						if s, _ := dropfleet.ParseAssetSpecial(name); a.Special&s != 0 {
							sp.Content = append(sp.Content, str(name))
						}
					}
					v.Content = append(v.Content, str("special"), sp)
				}
			}
			l.Content = append(l.Content, str(key), v)
		}
		l.Content = append(l.Content, str("assets"), str(p.Assets.String()))
		add("launch", l)
	}
	return m
}

// hasShipRule reports whether p has the flag the probe sets.
func hasShipRule(p, probe dropfleet.Profile) bool {
	return probe.Atmospheric && p.Atmospheric || probe.Detector && p.Detector || probe.Open && p.Open ||
		probe.Outlier && p.Outlier || probe.ReinforcedArmour && p.ReinforcedArmour || probe.Rare && p.Rare ||
		probe.CommandShip && p.CommandShip || probe.StealthObservation && p.StealthObservation
}

// weaponNode writes a weapon as a profile's weapons: gives it.
func weaponNode(w dropfleet.Weapon) *yaml.Node {
	m := flow(yaml.MappingNode)
	add := func(k string, v *yaml.Node) { m.Content = append(m.Content, str(k), v) }
	add("name", str(w.Name))
	add("lock", integer(w.Lock))
	add("attacks", str(w.Attacks.String()))
	add("damage", str(w.Damage.String()))
	add("arc", str(w.Arc.String()))
	sp := flow(yaml.SequenceNode)
	flag := func(on bool, name string) {
		if on {
			sp.Content = append(sp.Content, str(name))
		}
	}
	flag(w.CloseAction && !w.Swarmer && !w.Beam, "close-action")
	flag(w.Swarmer, "swarmer")
	flag(w.Beam, "beam")
	flag(w.Bloom, "bloom")
	flag(w.Flash, "flash")
	flag(w.Particle, "particle")
	flag(w.Distortion, "distortion")
	flag(w.Mauler, "mauler")
	flag(w.Crippling, "crippling")
	flag(w.Bombard, "bombard")
	valued := func(v int, name string) {
		if v > 0 {
			o := flow(yaml.MappingNode)
			o.Content = append(o.Content, str(name), integer(v))
			sp.Content = append(sp.Content, o)
		}
	}
	valued(w.Fusillade, "fusillade")
	valued(w.Linked, "linked")
	valued(w.Alt, "alt")
	valued(w.Burnthrough, "burnthrough")
	valued(w.Impel, "impel")
	cal := flow(yaml.SequenceNode)
	for t := dropfleet.Light; t <= dropfleet.SuperHeavy2; t++ {
		if w.CalibreVs[t] {
			cal.Content = append(cal.Content, str(t.String()))
		}
	}
	if len(cal.Content) > 0 {
		o := flow(yaml.MappingNode)
		o.Content = append(o.Content, str("calibre"), cal)
		sp.Content = append(sp.Content, o)
	}
	if len(sp.Content) > 0 {
		add("special", sp)
	}
	return m
}

func flow(kind yaml.Kind) *yaml.Node { return &yaml.Node{Kind: kind, Style: yaml.FlowStyle} }

func str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

func integer(v int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)}
}
