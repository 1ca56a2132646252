package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// range2 is a firer at the origin heading north and a target 8" ahead.
func range2(w []Weapon, target Profile, targetState ShipState) *State {
	g := &Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	g.AddGroup(g.AddBattlegroup(a, "fa", Line), "f", Profile{Name: "f", Scan: 12, Sig: 6, Hull: 10, Tonnage: Medium, Weapons: w, Points: 100, Atmospheric: true}, 1, ShipState{})
	targetState.Pos = plane.Vec{Y: 8}
	g.AddGroup(g.AddBattlegroup(b, "fb", Line), "t", target, 1, targetState)
	return NewState(g)
}

var plain = Profile{Name: "t", Scan: 6, Sig: 6, Hull: 40, Armour: 4, Tonnage: Medium, Atmospheric: true}

// TestLockModifiers checks the to-hit modifiers of rules notes §2 and the
// critical threshold.
func TestLockModifiers(t *testing.T) {
	tests := []struct {
		name         string
		w            Weapon
		target       Profile
		state        ShipState
		lock, critAt int
	}{
		{"plain", Weapon{Lock: 4}, plain, ShipState{}, 4, 6},
		{"across orbital layers: +1", Weapon{Lock: 4}, plain, ShipState{Layer: LowOrbit}, 5, 7},
		{"into the Atmosphere: 6+, so no critical", Weapon{Lock: 2}, plain, ShipState{Layer: Atmosphere}, 6, 8},
		{"Calibre against the tonnage: −1", Weapon{Lock: 4, CalibreVs: calibre(Medium)}, plain, ShipState{}, 3, 5},
		{"Calibre against another tonnage", Weapon{Lock: 4, CalibreVs: calibre(Light)}, plain, ShipState{}, 4, 6},
		{"Calibre H crits at Lock + 1", Weapon{Lock: 4, CalibreVs: calibre(Heavy), CalibreHeavy: true}, plain, ShipState{}, 4, 5},
		{"Reinforced Armour: critical at Lock + 3", Weapon{Lock: 3}, Profile{Hull: 9, Armour: 4, ReinforcedArmour: true}, ShipState{}, 3, 6},
		{"Mauler: Lock is the target's Armour", Weapon{Lock: 5, Mauler: true}, Profile{Hull: 9, Armour: 3}, ShipState{}, 3, 5},
		{"clamped to 2+", Weapon{Lock: 2, CalibreVs: calibre(Medium)}, plain, ShipState{}, 2, 4},
	}
	for _, tc := range tests {
		s := range2([]Weapon{tc.w}, tc.target, tc.state) // both in High Orbit unless the case says
		lock, critAt := s.lockAgainst(0, &s.Model.Ships[0].Profile.Weapons[0], 1)
		if lock != tc.lock || critAt != tc.critAt {
			t.Errorf("%s: Lock %d, critical at %d; want %d and %d", tc.name, lock, critAt, tc.lock, tc.critAt)
		}
	}
}

func calibre(ts ...Tonnage) (c [SuperHeavy2 + 1]bool) {
	for _, t := range ts {
		c[t] = true
	}
	return c
}

// TestFireMatchesExact checks whole shots against DamageOdds: hits on Lock
// or more, criticals ignoring Armour, one Armour save per point.
func TestFireMatchesExact(t *testing.T) {
	for _, tc := range []struct{ dice, lock, armour int }{{6, 3, 4}, {4, 4, 5}, {3, 2, 3}, {5, 5, 6}} {
		s := range2([]Weapon{{Lock: tc.lock, Attacks: Fixed(tc.dice), Damage: Fixed(1), Arc: FrontArc}}, Profile{Hull: 40, Armour: tc.armour, Tonnage: Medium}, ShipState{})
		w := &s.Model.Ships[0].Profile.Weapons[0]
		r := sim.NewStream(uint64(tc.lock), 0)
		var dmg, crits sim.Histogram
		for range 40_000 {
			s.Reset()
			shot := s.Fire(0, w, 1, false, r)
			dmg.Add(shot.Damage)
			crits.Add(shot.Crits)
		}
		exact := map[int]float64{}
		for k, p := range DamageOdds(tc.dice, tc.lock, tc.armour) {
			exact[k] = p
		}
		simtest.Distribution(t, "damage", &dmg, exact)
		_, _, pc := DieOdds(tc.lock)
		exactCrits := map[int]float64{}
		for k, p := range binomial(tc.dice, pc) {
			exactCrits[k] = p
		}
		simtest.Distribution(t, "criticals", &crits, exactCrits)
	}
}

// TestPointDefenceBeforeArmour checks rules notes §2 against exact
// enumeration: one Close Action die at Lock 4+ (crit on 6) against PD 1
// (5+) and Armour 4+: a normal hit is cancelled by a success, else saved on
// 4+; a critical needs two successes, so one PD die never stops it.
func TestPointDefenceBeforeArmour(t *testing.T) {
	// P(damage) = P(crit) + P(normal hit)·P(no PD success)·P(no save)
	exact := 1.0/6 + (2.0/6)*(4.0/6)*(3.0/6)
	for _, w := range []Weapon{{Lock: 4, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, CloseAction: true}} {
		s := range2([]Weapon{w}, Profile{Hull: 9, Armour: 4, PD: 1, Tonnage: Medium}, ShipState{})
		r := sim.NewStream(5, 0)
		var hit int64
		const n = 100_000
		for range n {
			s.Reset()
			if s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage > 0 {
				hit++
			}
		}
		simtest.Proportion(t, "damage through PD and Armour", hit, n, exact)
	}
	// Beam ignores PD; Swarmer needs two successes for a normal point
	beam := Weapon{Lock: 4, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, CloseAction: true, Beam: true}
	s := range2([]Weapon{beam}, Profile{Hull: 9, Armour: 4, PD: 1, Tonnage: Medium}, ShipState{})
	r := sim.NewStream(6, 0)
	var hit int64
	for range 100_000 {
		s.Reset()
		if s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage > 0 {
			hit++
		}
	}
	simtest.Proportion(t, "Beam through Armour alone", hit, 100_000, 1.0/6+(2.0/6)*(3.0/6))
}

// TestParticleAndDistortion: Particle makes every hit a critical and
// allows no passive save; Distortion makes each hit deal as many damage as
// there were hits.
func TestParticleAndDistortion(t *testing.T) {
	s := range2([]Weapon{{Lock: 4, Attacks: Fixed(4), Damage: Fixed(1), Arc: FrontArc, Particle: true}}, Profile{Hull: 40, Armour: 2, Passive: 2, Tonnage: Medium}, ShipState{})
	r := sim.NewStream(7, 0)
	for range 200 {
		s.Reset()
		shot := s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r)
		if shot.Crits != shot.Hits || shot.Damage != shot.Hits {
			t.Fatalf("Particle: hits %d crits %d damage %d", shot.Hits, shot.Crits, shot.Damage)
		}
	}
	s = range2([]Weapon{{Lock: 2, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc, Distortion: true}}, Profile{Hull: 40, Tonnage: Medium}, ShipState{})
	for range 200 {
		s.Reset()
		shot := s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r)
		if shot.Damage != shot.Hits*shot.Hits {
			t.Fatalf("Distortion: %d hits dealt %d", shot.Hits, shot.Damage)
		}
	}
}

// TestOrdersDecideTheFiring checks seed 003 and rules notes §6: one weapon
// system under Standard Orders (the best), Close Action in addition, every
// system under Weapons Free, none under Max Thrust and Silent Running.
func TestOrdersDecideTheFiring(t *testing.T) {
	ws := []Weapon{
		{Name: "a", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc},
		{Name: "b", Lock: 3, Attacks: Fixed(3), Damage: Fixed(2), Arc: FrontArc},
		{Name: "c", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: RearArc}, // cannot reach the target ahead
		{Name: "flak", Lock: 5, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, CloseAction: true},
	}
	for _, tc := range []struct {
		order Order
		want  int
	}{{Standard, 2}, {StationKeeping, 2}, {CourseChange, 2}, {ActiveScan, 2}, {WeaponsFree, 3}, {MaxThrust, 0}, {SilentRunning, 0}} {
		s := range2(ws, plain, ShipState{})
		if got := s.fireAll(0, 1, tc.order, sim.NewStream(1, 0)); got != tc.want {
			t.Errorf("%v fired %d weapon systems, want %d", tc.order, got, tc.want)
		}
	}
	// linked weapons are one system and fire together
	linked := []Weapon{{Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, Linked: 1}, {Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, Linked: 1},
		{Lock: 3, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc}}
	s := range2(linked, plain, ShipState{})
	if got := s.fireAll(0, 1, Standard, sim.NewStream(2, 0)); got != 1 {
		t.Errorf("a linked set fired as %d systems", got)
	}
}

// TestWeaponsFreeFiresAllAndSpikesMajor is issue 5's "done means": a
// scripted activation under Weapons Free fires every weapon system and
// leaves a Major Spike; Fusillade adds its dice under Weapons Free alone.
func TestWeaponsFreeFiresAllAndSpikesMajor(t *testing.T) {
	ws := []Weapon{{Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, Particle: true, Fusillade: 2},
		{Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, Particle: true}}
	s := range2(ws, Profile{Hull: 40, Tonnage: Medium}, ShipState{})
	a, err := s.Model.NewActivation(0, WeaponsFree, nil, -1)
	if err != nil {
		t.Fatal(err)
	}
	a.Ships[0].Target = 1
	r := sim.NewStream(3, 0)
	var total int64
	const n = 6000
	for range n {
		s.Reset()
		s.Activate(&a, r)
		if s.Ships[0].Spike != MajorSpike {
			t.Fatal("Weapons Free did not leave a Major Spike")
		}
		total += int64(s.Ships[1].DamageSuffered)
	}
	// 1 + 2 (Fusillade) + 1 dice, each a Particle hit on 2+: mean 4 · 5/6
	if m := float64(total) / n; math.Abs(m-4*5.0/6) > 0.05 {
		t.Errorf("mean damage %v under Weapons Free, want %v (all systems, Fusillade dice)", m, 4*5.0/6)
	}
}

// TestSpikesFromShooting checks Bloom (a Minor Spike on the firer) and
// Flash (a Minor on the target when it hits, another at 3+ damage).
func TestSpikesFromShooting(t *testing.T) {
	s := range2([]Weapon{{Lock: 2, Attacks: Fixed(4), Damage: Fixed(1), Arc: FrontArc, Particle: true, Bloom: true, Flash: true}}, Profile{Hull: 40, Tonnage: Medium}, ShipState{})
	r := sim.NewStream(4, 0)
	for range 300 {
		s.Reset()
		shot := s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r)
		want := NoSpike // Flash: a Minor when it hits, another at 3+ damage
		if shot.Hits > 0 {
			want = MinorSpike
		}
		if shot.Damage >= 3 {
			want = MajorSpike
		}
		if s.Ships[1].Spike != want || s.Ships[0].Spike != MinorSpike {
			t.Fatalf("hits %d damage %d: target %v, firer %v", shot.Hits, shot.Damage, s.Ships[1].Spike, s.Ships[0].Spike)
		}
	}
}

// TestCrippledAndDestroyed checks rules notes §2: crippled at half the
// starting Hull lost (never with a starting Hull of 3 or less), destroyed
// at 0, and a destroyed ship no longer activates.
func TestCrippledAndDestroyed(t *testing.T) {
	s := range2(nil, Profile{Hull: 6, Tonnage: Medium}, ShipState{})
	s.damageHull(1, 2, sim.NewStream(1, 0))
	if s.Ships[1].Crippled {
		t.Error("crippled after losing 2 of 6")
	}
	s.damageHull(1, 1, sim.NewStream(1, 0))
	if !s.Ships[1].Crippled {
		t.Error("not crippled after losing 3 of 6")
	}
	s.damageHull(1, 10, sim.NewStream(1, 0))
	if s.Ships[1].Hull != 0 || s.Ships[1].DamageSuffered != 6 {
		t.Errorf("Hull %d, lost %d: want 0 and 6 (never more than it had)", s.Ships[1].Hull, s.Ships[1].DamageSuffered)
	}
	small := range2(nil, Profile{Hull: 3, Tonnage: Light}, ShipState{})
	small.damageHull(1, 2, sim.NewStream(1, 0))
	if small.Ships[1].Crippled {
		t.Error("a ship of starting Hull 3 was crippled")
	}
}

// TestSwarmer checks Close Action (Swarmer): Point Defence needs one more
// success a point, so one PD die never stops a Swarmer's normal hit: one
// die at Lock 4+ (crit on 6) against PD 1 and no Armour deals damage on 4+.
func TestSwarmer(t *testing.T) {
	w := Weapon{Lock: 4, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, CloseAction: true, Swarmer: true}
	s := range2([]Weapon{w}, Profile{Hull: 9, PD: 1, Tonnage: Medium}, ShipState{})
	r := sim.NewStream(13, 0)
	var hit int64
	const n = 60_000
	for range n {
		s.Reset()
		if s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage > 0 {
			hit++
		}
	}
	simtest.Proportion(t, "Swarmer through one PD die", hit, n, 3.0/6)
}

// TestCloseActionNotIntoOrOutOfAtmosphere checks rules notes §2 (v1.7
// firing rules): "Close Action weapons may not fire into or out of
// Atmosphere", while other weapons fire there at Lock 6+.
func TestCloseActionNotIntoOrOutOfAtmosphere(t *testing.T) {
	ca := Weapon{Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, CloseAction: true}
	gun := Weapon{Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc}
	for _, tc := range []struct {
		name                 string
		w                    Weapon
		firerLayer, tgtLayer Layer
		want                 bool
	}{
		{"Close Action, both in High Orbit", ca, HighOrbit, HighOrbit, true},
		{"Close Action, Low Orbit into High Orbit", ca, LowOrbit, HighOrbit, true},
		{"Close Action into the Atmosphere", ca, LowOrbit, Atmosphere, false},
		{"Close Action out of the Atmosphere", ca, Atmosphere, LowOrbit, false},
		{"Close Action within the Atmosphere", ca, Atmosphere, Atmosphere, false},
		{"another weapon into the Atmosphere (at 6+)", gun, LowOrbit, Atmosphere, true},
		{"another weapon out of the Atmosphere (at 6+)", gun, Atmosphere, HighOrbit, true},
	} {
		s := range2([]Weapon{tc.w}, plain, ShipState{Layer: tc.tgtLayer})
		s.Ships[0].Layer = tc.firerLayer
		if got := s.CanTarget(0, &s.Model.Ships[0].Profile.Weapons[0], 1); got != tc.want {
			t.Errorf("%s: can fire %v, want %v", tc.name, got, tc.want)
		}
		r := sim.NewStream(1, 0)
		s.fireAll(0, 1, Standard, r)
		if dealt := s.Ships[1].DamageSuffered > 0 || s.Ships[1].CritsSuffered > 0; dealt && !tc.want {
			t.Errorf("%s: the weapon fired", tc.name)
		}
	}
}
