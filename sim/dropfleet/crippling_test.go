package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestCripplingTable checks every cell against rules notes §2's table, and
// the results that cause Orbital Decay (battle notes §2.3: Energy Surges,
// Hull breach, Engines Disabled, Reactor Overload).
func TestCripplingTable(t *testing.T) {
	want := [3][3]struct {
		damage int
		effect Cripple
		spike  bool
		again  bool
	}{
		{{0, 0, true, false}, {0, CrippleFire, false, false}, {2, CrippleNoSpecial | CrippleDecay, false, false}},                 // Subsystems
		{{0, CrippleScanOne, false, false}, {2, CrippleArmourWorse, false, false}, {2, CrippleDecay, false, false}},               // Hull
		{{2, CrippleSlow | CrippleDecay, false, false}, {3, CrippleWeaponsOffline, false, false}, {3, CrippleDecay, false, true}}, // Core
	}
	for loc := range 3 {
		for eff := range 3 {
			got, w := crippleTable[loc][eff], want[loc][eff]
			if got.damage != w.damage || got.effect != w.effect || got.spike != w.spike || got.again != w.again {
				t.Errorf("location %d, effect %d: %+v, want %+v", loc, eff, got, w)
			}
		}
	}
}

// TestCripplingExtraDamage: one crippling roll's expected extra Hull loss
// is the table's 14 points over 9 cells, with "roll again" on one cell of
// 9: E = (14/9) / (1 - 1/9) = 14/8.
func TestCripplingExtraDamage(t *testing.T) {
	s := range2(nil, Profile{Hull: 200, Tonnage: Medium}, ShipState{})
	r := sim.NewStream(8, 0)
	const n = 100_000
	var h sim.Histogram
	for range n {
		s.Reset()
		s.rollCrippling(1, r)
		h.Add(200 - int(s.Ships[1].Hull))
	}
	simtest.Mean(t, "extra Hull lost", h.Mean(), h.SD(), h.N(), 14.0/8)
}

// TestCatastrophicExplosion checks rules notes §2 for a Hull 6 ship
// destroyed 0.5" from a neighbour with no saves: results 1-3 cost nothing
// (3 a Minor Spike), 4 one damage, 5 and 6 two.
func TestCatastrophicExplosion(t *testing.T) {
	s := range2(nil, Profile{Hull: 6, Tonnage: Medium}, ShipState{})
	s.Model.Ships[0].Profile = Profile{Name: "n", Hull: 50, Tonnage: Medium} // the neighbour, no Armour
	s.Model.Ships[0].Start.Hull = 50
	r := sim.NewStream(9, 0)
	const n = 60_000
	var lost sim.Histogram
	var spiked int64
	for range n {
		s.Reset()
		s.Ships[0].Pos = plane.Vec{Y: 8.5}
		s.loseHull(1, 6, r)
		lost.Add(50 - int(s.Ships[0].Hull))
		if s.Ships[0].Spike == MinorSpike {
			spiked++
		}
	}
	simtest.Distribution(t, "neighbour's Hull lost", &lost, map[int]float64{0: 3.0 / 6, 1: 1.0 / 6, 2: 2.0 / 6})
	simtest.Proportion(t, "neighbour spiked", spiked, n, 1.0/6)
	// no roll in the Atmosphere, none across layers
	s.Reset()
	s.Ships[1].Layer = LowOrbit
	s.Ships[0].Pos = plane.Vec{Y: 8.5}
	for range 100 {
		s.Ships[1].Hull = 6
		s.loseHull(1, 6, r)
	}
	if s.Ships[0].Hull != 50 || s.Ships[0].Spike != NoSpike {
		t.Error("a blast reached another orbital layer")
	}
}

// TestBurnthrough checks rules notes §2: "every hitting die is rolled
// again, repeating until it misses; total Hull damage from the weapon capped
// at X": one die at Lock 2+ deals min(G, 4) where P(G = k) = (5/6)^k·(1/6).
func TestBurnthrough(t *testing.T) {
	s := range2([]Weapon{{Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, Burnthrough: 4}}, Profile{Hull: 40, Tonnage: Medium}, ShipState{})
	r := sim.NewStream(10, 0)
	var h sim.Histogram
	for range 100_000 {
		s.Reset()
		h.Add(s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage)
	}
	exact := map[int]float64{}
	p := 1.0
	for k := range 4 {
		exact[k] = p / 6
		p *= 5.0 / 6
	}
	exact[4] = p
	simtest.Distribution(t, "Burnthrough 4 damage", &h, exact)
}

// TestBurnthroughArmourAfterACritical checks the switch of rules notes §9
// item 5: by default every hit after a critical ignores Armour (FAQ261).
func TestBurnthroughArmourAfterACritical(t *testing.T) {
	mean := func(dieOnly bool) float64 {
		s := range2([]Weapon{{Lock: 2, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc, Burnthrough: 30}}, Profile{Hull: 90, Armour: 2, Tonnage: Medium}, ShipState{})
		s.Model.Rules.BurnthroughDieOnly = dieOnly
		r := sim.NewStream(11, 0)
		total := 0
		for range 20_000 {
			s.Reset()
			total += s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage
		}
		return float64(total) / 20_000
	}
	if faq, die := mean(false), mean(true); faq <= die*1.2 {
		t.Errorf("mean damage %v (FAQ) vs %v (the critical die only): later hits should ignore Armour", faq, die)
	}
}

func TestAltCrippleImpelAndSwitches(t *testing.T) {
	alt := []Weapon{{Lock: 3, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, Alt: 1}, {Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, Alt: 1},
		{Lock: 4, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}}
	if got := range2(alt, plain, ShipState{}).fireAll(0, 1, WeaponsFree, sim.NewStream(1, 0)); got != 2 {
		t.Errorf("Weapons Free with two Alt weapons fired %d systems, want 2 (one alternative)", got)
	}
	// Crippling: a critical that damages forces a crippling roll
	s := range2([]Weapon{{Lock: 2, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc, Particle: true, Crippling: true}}, Profile{Hull: 40, Tonnage: Medium}, ShipState{})
	r := sim.NewStream(12, 0)
	for s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage == 0 {
	}
	if s.Ships[1].PendingCripple == 0 {
		t.Error("a damaging critical of a Crippling weapon forced no crippling roll")
	}
	// Impel 2: 2 or more damage turns the target 45°
	s = range2([]Weapon{{Lock: 2, Attacks: Fixed(6), Damage: Fixed(1), Arc: FrontArc, Particle: true, Impel: 2}}, Profile{Hull: 40, Tonnage: Medium}, ShipState{Heading: 180})
	for s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage < 2 {
		s.Ships[1].Heading = 180
	}
	if s.Ships[1].Heading != 225 {
		t.Errorf("Impel: heading %v, want 225", s.Ships[1].Heading)
	}
	// crit threshold from the printed Lock, and the printed Calibre
	s = range2([]Weapon{{Lock: 3, CalibreHeavy: true}}, plain, ShipState{Layer: LowOrbit})
	w := &s.Model.Ships[0].Profile.Weapons[0]
	if _, c := s.lockAgainst(0, w, 1); c != 5 { // modified Lock 4, Calibre H: 4 + 1
		t.Errorf("default critical at %d, want 5", c)
	}
	s.Model.Rules.PrintedCritLock = true
	if _, c := s.lockAgainst(0, w, 1); c != 4 { // printed Lock 3 + 1
		t.Errorf("printed-Lock critical at %d, want 4", c)
	}
	s.Model.Rules.PrintedCalibre = true
	if _, c := s.lockAgainst(0, w, 1); c != 5 { // printed 3 + 2
		t.Errorf("printed Calibre: critical at %d, want 5", c)
	}
}

// TestCripplingEffects checks the lasting effects on later play.
func TestCripplingEffects(t *testing.T) {
	s := range2([]Weapon{{Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}}, plain, ShipState{})
	var scanned uint8
	s.Ships[0].Cripples = CrippleNoSpecial
	if s.mayTake(0, WeaponsFree, &scanned) {
		t.Error("a ship crippled with 'no special orders' took Weapons Free")
	}
	s.Ships[0].Cripples = CrippleScanOne
	if got := s.TargetingRange(0, 1, false); got != 1+6 {
		t.Errorf("Scan 1\": targeting range %v, want 7", got)
	}
	s.Ships[1].Cripples = CrippleArmourWorse
	if s.armour(1) != 6 {
		t.Errorf("Armour 4+ made 2 worse: %d, want 6", s.armour(1))
	}
	s.Ships[0].Cripples = CrippleHoldFire
	a, _ := s.Model.NewActivation(0, Standard, nil, -1)
	a.Ships[0].Target = 1
	s.Activate(&a, sim.NewStream(1, 0))
	if s.Ships[1].DamageSuffered != 0 || s.Ships[0].Cripples&CrippleHoldFire != 0 {
		t.Error("a ship told to hold fire fired, or still holds")
	}
}
