package policies

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// duel is a cruiser (Sig 6, Thrust 10) at the origin heading north and an
// enemy (Scan 12) at (x, y).
func duel(x, y float64) (*dropfleet.State, *dropfleet.Activation) {
	g := &dropfleet.Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	gun := dropfleet.Weapon{Name: "gun", Lock: 4, Attacks: dropfleet.Fixed(2), Damage: dropfleet.Fixed(1), Arc: dropfleet.FrontArc}
	bg := g.AddBattlegroup(a, "line", dropfleet.Line)
	g.AddGroup(bg, "cruiser", dropfleet.Profile{Name: "cruiser", Scan: 6, Sig: 6, Thrust: 10, Hull: 8, Tonnage: dropfleet.Medium, Weapons: []dropfleet.Weapon{gun}}, 1, dropfleet.ShipState{})
	g.AddGroup(g.AddBattlegroup(b, "foe", dropfleet.Line), "enemy", dropfleet.Profile{Name: "enemy", Scan: 12, Sig: 6, Thrust: 10, Hull: 8, Tonnage: dropfleet.Medium}, 1,
		dropfleet.ShipState{Pos: plane.Vec{X: x, Y: y}})
	act, err := g.NewActivation(bg, dropfleet.OrderNone, nil, -1)
	if err != nil {
		panic(err)
	}
	return dropfleet.NewState(g), &act
}

// TestSpikeAware checks its one-line rule: the order that keeps the ship's
// Signature plus enemy Scan short of the enemy, firing most; else Weapons
// Free.
func TestSpikeAware(t *testing.T) {
	tests := []struct {
		dist float64
		want dropfleet.Order
	}{
		{40, dropfleet.WeaponsFree},   // 12 + 6 + 12 = 30 < 40: even a Major Spike stays out of reach
		{25, dropfleet.Standard},      // 12 + 6 + 6 = 24 < 25, Major 30 ≥ 25: Standard (no spike, fires one)
		{20, dropfleet.Standard},      // Minor 24 ≥ 20 reaches; Standard 18 < 20
		{15, dropfleet.SilentRunning}, // only Silent Running's 0" keeps 12 < 15
		{10, dropfleet.WeaponsFree},   // nothing hides it: shoot everything
	}
	for _, tc := range tests {
		s, a := duel(0, tc.dist)
		if got := (SpikeAware{}).ChooseOrder(s, a, nil); got != tc.want {
			t.Errorf("enemy %v\" away: %v, want %v", tc.dist, got, tc.want)
		}
	}
}

func TestRandomLegalCoversTheLegalOrders(t *testing.T) {
	s, a := duel(0, 30)
	r := sim.NewStream(1, 0)
	seen := map[dropfleet.Order]int{}
	for range 7000 {
		seen[(RandomLegal{}).ChooseOrder(s, a, r)]++
	}
	if len(seen) != 6 || seen[dropfleet.ActiveScan] != 0 {
		t.Errorf("orders chosen %v: want the six legal ones (no Active Scan without a scan target)", seen)
	}
	for o, n := range seen {
		if n < 800 || n > 1540 {
			t.Errorf("%v chosen %d times in 7000, want about 1167", o, n)
		}
	}
}

// TestCloseOn checks that close-on turns towards the target as far as the
// order allows and ends as near as the move allows.
func TestCloseOn(t *testing.T) {
	s, _ := duel(30, 30) // bearing 45°
	m := CloseOn{Target: -1}.Move(s, 0, dropfleet.Standard, nil)
	if m.Turn != 45 || m.Distance != 10 {
		t.Errorf("Standard: %+v, want a 45° turn and the full 10\"", m)
	}
	if err := dropfleet.CheckMovement(m, dropfleet.Standard, 10); err != nil {
		t.Error(err)
	}
	m = CloseOn{Target: 1}.Move(s, 0, dropfleet.WeaponsFree, nil)
	if m.Turn != 0 || m.Distance != 10 {
		t.Errorf("Weapons Free (no turning): %+v", m)
	}
	s2, _ := duel(0, 3)
	if m := (CloseOn{Target: 1}).Move(s2, 0, dropfleet.Standard, nil); m.Distance != 5 {
		t.Errorf("target 3\" ahead: moved %v, want the least move, 5\"", m.Distance)
	}
}

// TestKeepAt checks that keep-at ends as close to the range as it can.
func TestKeepAt(t *testing.T) {
	s, _ := duel(0, 20)
	m := KeepAt{Range: 12, Target: 1}.Move(s, 0, dropfleet.Standard, nil)
	if math.Abs(m.Distance-8) > 1e-9 || m.Turn != 0 {
		t.Errorf("20\" away, keep at 12\": %+v, want 8\" straight on", m)
	}
	m = KeepAt{Range: 18, Target: 1}.Move(s, 0, dropfleet.Standard, nil)
	if m.Turn != 45 && m.Turn != -45 {
		t.Errorf("20\" away, keep at 18\" with a 5\" least move: %+v, want a turn away", m)
	}
	if err := dropfleet.CheckMovement(m, dropfleet.Standard, 10); err != nil {
		t.Error(err)
	}
}

func TestTargeters(t *testing.T) {
	s, _ := duel(0, 10)
	if got := (Nearest{}).Target(s, 0, nil); got != 1 {
		t.Errorf("Nearest = %d", got)
	}
	if got := (NearestDetected{}).Target(s, 0, nil); got != 1 {
		t.Errorf("NearestDetected at 10\" (range 12) = %d", got)
	}
	s, _ = duel(0, 30)
	if got := (NearestDetected{}).Target(s, 0, nil); got != -1 {
		t.Errorf("NearestDetected at 30\" = %d, want none", got)
	}
	s.Ships[1].Silent = true
	if got := (NearestSilent{}).Target(s, 0, nil); got != 1 {
		t.Errorf("NearestSilent = %d", got)
	}
	for _, tc := range []struct {
		name string
		want dropfleet.TargetDecision
	}{{"nearest", Nearest{}}, {"nearest-silent", NearestSilent{}}, {"nearest-detected", NearestDetected{}}} {
		p, err := dropfleetPlayer(Targets, tc.name)
		if err != nil || p.Target != tc.want {
			t.Errorf("%s: targets by %v (%v), want %v", tc.name, p.Target, err, tc.want)
		}
		var scan dropfleet.Player
		st, _ := Targets.Lookup(tc.name)
		ScanTargetStyle(st)(&scan)
		if scan.ScanTarget != tc.want || scan.Target != nil {
			t.Errorf("%s as a scan target: %+v", tc.name, scan)
		}
	}
}
