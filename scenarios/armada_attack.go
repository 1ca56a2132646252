package scenarios

import (
	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

var attackFields = []string{"attacker", "from", "defender", "zone", "range", "obstructed", "concentrate_fire"}

// attack reads one attack; attacker is fixed (>= 0) inside an activation.
func (b *armadaBuild) attack(n *yaml.Node, path string, attacker int) (armada.Attack, error) {
	fields := attackFields
	if attacker >= 0 {
		fields = attackFields[1:]
	}
	var a armada.Attack
	o, err := b.d.Object(n, path, fields...)
	if err != nil {
		return a, err
	}
	if err := o.Require("defender", "range"); err != nil {
		return a, err
	}
	if attacker < 0 {
		if err := o.Require("attacker"); err != nil {
			return a, err
		}
		if attacker, err = b.unit(o, "attacker"); err != nil {
			return a, err
		}
	}
	a.Attacker = attacker
	name, _, _, _ := o.Scalar("defender")
	if t, terr := armada.ParseTarget(name); terr == nil {
		a.Target, a.Defender = t, attacker
	} else if a.Defender, err = b.unit(o, "defender"); err != nil {
		return a, err
	}
	if from, _, _, _ := o.Scalar("from"); o.Has("from") && from == "best" {
		a.BestZone = true
	} else if a.From, err = yamldoc.Enum(o, "from", armada.Front, armada.ParseZone); err != nil {
		return a, err
	}
	if zone, _, _, _ := o.Scalar("zone"); o.Has("zone") && zone == "nearest" {
		a.NearestZone = true
	} else if a.Zone, err = yamldoc.Enum(o, "zone", armada.Front, armada.ParseZone); err != nil {
		return a, err
	}
	if rng, _, _, _ := o.Scalar("range"); rng == "auto" {
		a.Measured = true
	} else if a.Range, err = yamldoc.Enum(o, "range", armada.RangeNone, armada.ParseRange); err != nil {
		return a, err
	}
	if a.BestZone && !a.Measured {
		return a, b.d.Errorf(o.Value("from"), o.Field("from"), "from: best needs range: auto (the zones are measured on the table)")
	}
	if a.NearestZone && !a.Measured {
		return a, b.d.Errorf(o.Value("zone"), o.Field("zone"), "zone: nearest needs range: auto (the zones are measured on the table)")
	}
	if a.Obstructed, err = o.Boolean("obstructed", false); err != nil {
		return a, err
	}
	if a.Concentrate, err = yamldoc.Enum(o, "concentrate_fire", armada.NoConcentrate, armada.ParseConcentrateFire); err != nil {
		return a, err
	}
	att, def := &b.g.Units[a.Attacker], &b.g.Units[a.Defender]
	if a.BestZone && att.Profile.Squadron {
		return a, b.d.Errorf(o.Value("from"), o.Field("from"), "%s is a squadron: from: best chooses among a ship's hull zones", att.ID)
	}
	if a.Target != armada.TargetNamed {
		if !a.Measured || !att.Placed {
			return a, b.d.Errorf(o.Value("defender"), o.Field("defender"), "defender: %s is chosen on the table: it needs range: auto and %s placed with at:", o.Value("defender").Value, att.ID)
		}
		return a, nil
	}
	if a.Measured && (!att.Placed || !def.Placed) {
		return a, b.d.Errorf(o.Value("range"), o.Field("range"), "range: auto measures on the table: %s and %s must both be placed with at:", att.ID, def.ID)
	}
	switch {
	case att.Player == def.Player:
		return a, b.d.Errorf(o.Node(), path, "illegal attack: %s may not attack %s, a friendly unit (rules notes §3: \"No attacking friendlies\")", att.ID, def.ID)
	case att.Profile.Squadron && !a.Measured && a.Range != armada.Distance1:
		return a, b.d.Errorf(o.Value("range"), o.Field("range"), "illegal attack: squadron %s attacks at distance-1 (rules notes §2: \"each squadron's attack range is distance 1\")", att.ID)
	case !att.Profile.Squadron && (a.Range == armada.Distance1 || a.Range == armada.Distance2):
		return a, b.d.Errorf(o.Value("range"), o.Field("range"), "illegal attack: ship %s attacks at close, medium or long range", att.ID)
	}
	return a, nil
}
