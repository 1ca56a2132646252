package scenarios

import (
	"context"
	"reflect"
	"testing"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// explicitArmada is every Armada decision set to its documented default
// (armada.Player: a nil field means these).
func explicitArmada() armada.Player {
	return armada.Player{Obstruct: armada.MaxDamage{}, Concentrate: armada.MaxDamage{}, Reroll: armada.MaxDamage{}, Lock: armada.MaxDamage{},
		Token: armada.TokenSpending{}, Evade: armada.TokenSpending{}, Redirect: armada.TokenSpending{}, Discard: armada.TokenSpending{},
		Prey: armada.Hunt, SquadronMoves: armada.Hunt, Dial: armada.ScriptedDials{}, KeepDial: armada.KeepUseful{}, Repair: armada.CardsThenShields{}, Debris: armada.MostShieldsZone{}, Zone: armada.MostDamageZone{},
		SquadronCommand: armada.NearestSquadron{}, SquadronPhase: armada.ListedSquadrons{},
		Aside: armada.NearestPlace{}, CardDiscard: armada.FaceupFirst{}, NavigateToken: armada.SpendWhenUseful{}, RepairToken: armada.SpendWhenUseful{},
		Defender:    armada.NearestDefender{},
		FirstPlayer: armada.Approach{}, Obstacle: armada.RandomPlaces{}, DeployOrder: armada.Approach{}, Deploy: armada.RandomPlaces{},
		Pass: armada.Approach{}, ShipOrder: armada.Approach{}, AttackTarget: armada.Approach{}, Maneuver: armada.Approach{}}
}

// TestNilDecisionsAreTheDefaults plays every built-in (and the variants
// that take other paths) with each nil decision of every player replaced
// by the default its Player documents, and checks that the numbers are the
// same bit for bit: nil means the default, and asking the default through
// the interface changes nothing.
func TestNilDecisionsAreTheDefaults(t *testing.T) {
	for _, v := range builtinVariants(t) {
		c := compile(t, v.name, v.sets...)
		var explicit sim.Model
		switch g := c.Model.(type) {
		case *armada.Model:
			e := *g
			for p := range e.Players {
				policies.With(&e.Players[p], func(pl *armada.Player) {
					d := explicitArmada()
					if g.Battle != nil {
						d.Dial = armada.Approach{}     // a battle's default dials
						d.KeepDial = armada.Approach{} // and its default of keeping them (a Navigate dial as a token)
					}
					fill(pl, &d)
				})
			}
			explicit = &e
		case *dropfleet.Model:
			e := *g
			e.Players = append([]func() dropfleet.Player(nil), g.Players...)
			for f := range dropfleet.Players {
				policies.With(e.FleetPlayer(f), func(pl *dropfleet.Player) {
					if pl.PointDefence == nil {
						pl.PointDefence = policies.PointDefenceFunc(dropfleet.FewestHullLost)
					}
					if pl.Weapons == nil {
						pl.Weapons = dropfleet.MostDamageFirst{}
					}
				})
			}
			explicit = &e
		default:
			t.Fatalf("%s: a model of type %T", v, c.Model)
		}
		opts := sim.Options{Trials: testTrials(c.Model, 3000), Seed: 1, Workers: 2}
		want, err := sim.Run(context.Background(), c.Model, opts)
		if err != nil {
			t.Fatal(err)
		}
		got, err := sim.Run(context.Background(), explicit, opts)
		if err != nil {
			t.Fatal(err)
		}
		if w, g := frozen(v.String(), want), frozen(v.String(), got); !reflect.DeepEqual(w, g) {
			t.Errorf("%s: with explicit defaults\n%+v\nwant\n%+v", v, g, w)
		}
	}
}

// fill sets each nil field of *p to d's.
func fill[P any](p, d *P) {
	pv, dv := reflect.ValueOf(p).Elem(), reflect.ValueOf(d).Elem()
	for i := range pv.NumField() {
		if pv.Field(i).IsNil() {
			pv.Field(i).Set(dv.Field(i))
		}
	}
}

// TestEachWorkerHasItsOwnPlayers checks that a compiled scenario's players
// are made afresh for every worker's trial: two trials never share a
// decision, so a policy may keep a plan in itself.
func TestEachWorkerHasItsOwnPlayers(t *testing.T) {
	type plan struct {
		armada.MaxDamage
		round int //lint:ignore U1000 what a plan would keep: a size, so each is its own
	}
	c := compile(t, "armada-attack")
	g := c.Model.(*armada.Model)
	made := 0
	var seen []*plan
	policies.With(&g.Players[0], func(p *armada.Player) {
		pl := &plan{}
		made++
		seen = append(seen, pl)
		p.Reroll = pl
	})
	a, b := armada.NewState(g), armada.NewState(g)
	g.NewTrial()
	if made != 3 || seen[0] == seen[1] || seen[1] == seen[2] || a.Player(0).Reroll == b.Player(0).Reroll {
		t.Errorf("%d players made for 3 workers' states, shared: %v", made, seen)
	}
	d := compile(t, "tie-break").Model.(*dropfleet.Model)
	count := 0
	policies.Fleet(d, 0, func(*dropfleet.Player) { count++ })
	d.NewTrial()
	d.NewTrial()
	if count != 2 {
		t.Errorf("the fleet's player made %d times for two workers, want 2", count)
	}
}
