package dropfleet

import (
	"math"
	"slices"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// orderOf is an OrderDecision that always picks its order.
type orderOf Order

func (o orderOf) ChooseOrder(*State, *Activation, *sim.Stream) Order { return Order(o) }

// firstEnemy is a TargetDecision that picks the first ship of the other
// fleet.
type firstEnemy struct{}

func (firstEnemy) Target(s *State, i int, _ *sim.Stream) int {
	for e := range s.Model.Ships {
		if s.Model.Ships[e].Fleet != s.Model.Ships[i].Fleet {
			return e
		}
	}
	return -1
}

// TestBattlegroupPlaysChosenSpecialOrder (issue 31 item 1; rules notes §6:
// "one special order per battlegroup per activation; each ship uses it or
// Standard"; seed 003, Weapons Free: "It may then fire any number of
// weapon systems. Add a Major Spike to the ship at the end of its
// activation."): a battlegroup activating by its default plan plays the
// order its player chooses. One gunship on Weapons Free with two weapon
// systems of 3 dice at Lock 2+ (a hit on 2-6) against an unarmoured
// Thrust-0 target 6" ahead deals 2 x 3 x 5/6 = 5 damage an activation and
// ends with a Major Spike; before, every ship of a plan played Standard
// Orders whatever its player chose: one system, 2.5 damage, no spike.
func TestBattlegroupPlaysChosenSpecialOrder(t *testing.T) {
	gun := Profile{Name: "gunship", Scan: 12, Sig: 6, Thrust: 0, Hull: 8, Armour: 4, Tonnage: Medium,
		Weapons: []Weapon{{Name: "a", Lock: 2, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc},
			{Name: "b", Lock: 2, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc}}}
	hulk := Profile{Name: "hulk", Scan: 6, Sig: 6, Thrust: 0, Hull: 1000, Tonnage: Heavy}
	for _, tc := range []struct {
		order  Order
		damage float64
		spike  Spike
	}{
		{WeaponsFree, 5, MajorSpike},
		{Standard, 2.5, NoSpike},
		{StationKeeping, 2.5, MinorSpike},
	} {
		g := &Model{}
		a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
		bg := g.AddBattlegroup(a, "guns", Line)
		g.AddGroup(bg, "gun", gun, 1, ShipState{Pos: plane.Vec{X: 24, Y: 10}})
		g.AddGroup(g.AddBattlegroup(b, "hulks", Line), "hulk", hulk, 1, ShipState{Pos: plane.Vec{X: 24, Y: 16}})
		order := tc.order
		*g.FleetPlayer(a) = func() Player { return Player{Order: orderOf(order), Target: firstEnemy{}} }
		s := NewState(g)
		for k := range s.entered {
			s.entered[k] = true
		}
		const n = 4000
		var r sim.Stream
		r.Reset(1, 0)
		total := 0.0
		for range n {
			s.Ships[1].Hull = 1000
			s.Ships[0].Spike = NoSpike
			s.Activate(&g.Plans[bg], &r)
			total += float64(1000 - s.Ships[1].Hull)
			if s.Ships[0].Spike != tc.spike || s.Ships[0].Order != tc.order {
				t.Fatalf("%s: the gunship ends on %s with spike %v, want %s and %v", tc.order, s.Ships[0].Order, s.Ships[0].Spike, tc.order, tc.spike)
			}
		}
		// each die deals 1 with probability 5/6: sd sqrt(dice*5/36) an activation
		dice := 3.0 * tc.damage / 2.5
		tol := 4 * math.Sqrt(dice*5.0/36/n)
		if got := total / n; math.Abs(got-tc.damage) > tol {
			t.Errorf("%s: %.3f damage an activation, want %.2f ± %.3f", tc.order, got, tc.damage, tol)
		}
	}
}

// TestTraceTellsOrderPlayed (issue 31 item 15: "the log line announcing
// an order matches what was played"; seed 003: "Ships outside their group
// cohesion range can only use standard orders."): a battlegroup announced
// on Weapons Free whose group is out of coherency plays Standard Orders,
// and the trace says so, in its log and in its OrderEvents.
func TestTraceTellsOrderPlayed(t *testing.T) {
	gun := Profile{Name: "gunship", Scan: 12, Sig: 6, Thrust: 0, Hull: 4, Armour: 4, Tonnage: Light,
		Weapons: []Weapon{{Name: "a", Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}}}
	g := &Model{}
	a := g.AddFleet("a", 1)
	g.AddFleet("b", 1)
	bg := g.AddBattlegroup(a, "guns", Line)
	g.AddGroup(bg, "gun", gun, 1, ShipState{Pos: plane.Vec{X: 10, Y: 10}})
	g.AddGroup(bg, "gun", gun, 1, ShipState{Pos: plane.Vec{X: 30, Y: 10}}) // 20" away: one group, out of coherency
	*g.FleetPlayer(a) = func() Player { return Player{Order: orderOf(WeaponsFree)} }
	s := NewState(g)
	for k := range s.entered {
		s.entered[k] = true
	}
	var rec trace.Recorder
	s.Trace(&rec)
	var r sim.Stream
	s.Activate(&g.Plans[bg], &r)
	var log []string
	for _, e := range rec.Entries {
		log = append(log, e.Text)
	}
	want := []string{"a activates guns on weapons-free", "gun plays standard orders (out of coherency)", "gun plays standard orders (out of coherency)"}
	if len(log) < 3 || !slices.Equal(log[:3], want) {
		t.Errorf("log %q, want %q", log, want)
	}
	played := 0
	for _, e := range rec.Events {
		if o, ok := e.(OrderEvent); ok {
			played++
			if o.Announced != WeaponsFree || o.Played != Standard || o.Why != "refused: out of coherency" {
				t.Errorf("%+v, want weapons-free announced, standard played, refused: out of coherency", o)
			}
		}
	}
	if played != 2 {
		t.Errorf("%d OrderEvents, want 2", played)
	}
}
