package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// nearestAlive targets the nearest enemy still on the table, asked afresh
// each time.
type nearestAlive struct{}

func (nearestAlive) Target(s *State, i int, _ *sim.Stream) int {
	best, bestD := -1, math.Inf(1)
	for e := range s.Model.Ships {
		if s.Model.Ships[e].Fleet != s.Model.Ships[i].Fleet && s.OnTable(e) {
			if d := s.Ships[i].Pos.Dist(s.Ships[e].Pos); d < bestD {
				best, bestD = e, d
			}
		}
	}
	return best
}

// groupVsTwo is a group of gunships (one weapon each, firing ahead) and
// two enemies ahead: near (Hull 1) at 10" and far (Hull 10) at 14", with no
// saves. Every gunship targets the nearest enemy on the table.
func groupVsTwo(gunships int, w Weapon) (*Model, Activation) {
	g := &Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	bg := g.AddBattlegroup(a, "guns", Line)
	g.AddGroup(bg, "gun", Profile{Name: "gun", Scan: 30, Sig: 6, Hull: 6, Tonnage: Medium, Weapons: []Weapon{w}}, gunships, ShipState{})
	for k := range gunships {
		g.Ships[k].Start.Pos = plane.Vec{X: float64(k)}
	}
	fb := g.AddBattlegroup(b, "foes", Line)
	g.AddGroup(fb, "near", Profile{Name: "near", Scan: 6, Sig: 6, Hull: 1, Tonnage: Light}, 1, ShipState{Pos: plane.Vec{Y: 10}})
	g.AddGroup(fb, "far", Profile{Name: "far", Scan: 6, Sig: 6, Hull: 10, Tonnage: Medium}, 1, ShipState{Pos: plane.Vec{Y: 14}})
	act := g.Plans[bg]
	p := g.AddPlayer(func() Player { return Player{Target: nearestAlive{}} })
	for k := range act.Ships {
		act.Ships[k].Player = p
	}
	return g, act
}

// TestGroupAllocatesBeforeRolling checks rules notes §2 step 2: "the whole
// Group allocates before any dice are rolled" (v1.7 firing rules: "All of a
// Group's Attack Dice must be allocated between the available targets
// before any rolls to hit are made. This helps to speed up game play and
// prevents the firing player from excessively optimising their shooting").
// Two gunships (one die at Lock 2+ each) both pick the nearest enemy, a
// Hull 1 ship, before either rolls: the second never re-targets the far
// ship after the first has destroyed the near one. Exactly: the near ship
// dies with chance 1 − (1/6)², the far ship is never hurt.
func TestGroupAllocatesBeforeRolling(t *testing.T) {
	g, act := groupVsTwo(2, Weapon{Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc})
	s := NewState(g)
	near, far := g.ShipIndex("near"), g.ShipIndex("far")
	r := sim.NewStream(70, 0)
	const n = 60_000
	var nearDead, farHit int64
	for range n {
		s.Reset()
		s.Activate(&act, r)
		if s.Ships[near].Hull <= 0 {
			nearDead++
		}
		if s.Ships[far].Hull < 10 {
			farHit++
		}
	}
	simtest.Proportion(t, "the near ship destroyed", nearDead, n, 1-1.0/36)
	simtest.Proportion(t, "the far ship hurt (no re-targeting)", farHit, n, 0)
}

// TestPooledPointDefence checks rules notes §2: "A group's pooled Close
// Action attacks (or pooled bombers) get one PD roll", FAQ261: "you get one
// roll of PD against the entire pool of attacks – roll all the close
// action attacks together and then roll one PD against the roll". Three
// gunships, each with a Close Action weapon of two dice at Lock 5+ (hits on
// 5-6, no criticals), fire at a ship with PD 3 and no save, Hull 40: the
// damage is (H − S)⁺ with H ~ Bin(6, 1/3) hits and S ~ Bin(3, 1/3)
// successes of one Point Defence roll (three rolls, one per weapon, would
// cancel more).
func TestPooledPointDefence(t *testing.T) {
	for _, tc := range []struct {
		name     string
		gunships int
	}{{"one ship's weapon", 1}, {"three ships' weapons, one roll", 3}} {
		t.Run(tc.name, func(t *testing.T) {
			ca := Weapon{Lock: 5, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, CloseAction: true}
			g, act := groupVsTwo(tc.gunships, ca)
			near := g.ShipIndex("near")
			g.Ships[near].Profile.Hull, g.Ships[near].Start.Hull, g.Ships[near].Profile.PD = 40, 40, 3
			g.Ships[near].Start.Pos = plane.Vec{Y: 4} // Close Action: the firer's Scan alone
			for k := range act.Ships {
				act.Ships[k].Target = near
			}
			s := NewState(g)
			r := sim.NewStream(71, 0)
			var h sim.Histogram
			for range 150_000 {
				s.Reset()
				s.Activate(&act, r)
				h.Add(int(s.Ships[near].DamageSuffered))
			}
			exact := map[int]float64{}
			for hits, ph := range binomial(2*tc.gunships, 1.0/3) {
				for succ, ps := range binomial(3, 1.0/3) {
					exact[max(0, hits-succ)] += ph * ps
				}
			}
			simtest.Distribution(t, "damage through one pooled PD roll", &h, exact)
		})
	}
}
