package policies

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// TestPointDefencePolicies checks each Point Defence policy's choice for
// one pool (rules notes §2: one success cancels a normal point, two a
// critical point) against a ship with Armour 3+, where the least expected
// Hull loss cancels the critical point first.
func TestPointDefencePolicies(t *testing.T) {
	g := &dropfleet.Model{}
	f := g.AddFleet("a", 1)
	g.AddGroup(g.AddBattlegroup(f, "bg", dropfleet.Line), "t", dropfleet.Profile{Name: "t", Hull: 9, Armour: 3, Tonnage: dropfleet.Medium}, 1, dropfleet.ShipState{})
	s := dropfleet.NewState(g)
	pool := dropfleet.DamagePool{dropfleet.NormalDamage: 2, dropfleet.CriticalDamage: 1}
	for _, tc := range []struct {
		name      string
		successes int
		want      dropfleet.DamagePool
	}{
		{"fewest-hull", 2, dropfleet.DamagePool{dropfleet.CriticalDamage: 1}},
		{"fewest-hull", 3, dropfleet.DamagePool{dropfleet.CriticalDamage: 1, dropfleet.NormalDamage: 1}},
		{"normal-first", 2, dropfleet.DamagePool{dropfleet.NormalDamage: 2}},
		{"normal-first", 4, dropfleet.DamagePool{dropfleet.NormalDamage: 2, dropfleet.CriticalDamage: 1}},
		{"critical-first", 3, dropfleet.DamagePool{dropfleet.CriticalDamage: 1, dropfleet.NormalDamage: 1}},
	} {
		p, err := dropfleetPlayer(PointDefence, tc.name)
		if err != nil {
			t.Fatal(err)
		}
		var cancel dropfleet.PointDefenceDecision = PointDefenceFunc(dropfleet.FewestHullLost) // nil: the default
		if p.PointDefence != nil {
			cancel = p.PointDefence
		}
		if got := cancel.Cancel(s, 0, tc.successes, pool, nil); got != tc.want {
			t.Errorf("%s with %d successes cancels %v, want %v", tc.name, tc.successes, got, tc.want)
		}
	}
	if _, err := PointDefence.Lookup("best"); err == nil || !strings.Contains(err.Error(), "fewest-hull, normal-first, critical-first") {
		t.Errorf("unknown policy: %v", err)
	}
	if len(PointDefence.Infos()) != 3 {
		t.Error("the list does not show the three policies")
	}
}
