package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// scripted policies for the rules tests

type testAttacker struct {
	obstruct    Colour
	concentrate Colour
	reroll      int
	lock        []int // token indices to lock, one per accuracy
}

func (p *testAttacker) Obstruct(*Attack, *sim.Stream) Colour    { return p.obstruct }
func (p *testAttacker) Concentrate(*Attack, *sim.Stream) Colour { return p.concentrate }
func (p *testAttacker) Reroll(*Attack, *sim.Stream) int         { return p.reroll }
func (p *testAttacker) Lock(a *Attack, _ *sim.Stream) int {
	for _, i := range p.lock {
		if !a.Locked[i] {
			return i
		}
	}
	return -1
}

// testDefender spends the tokens of spend in order (while it may), cancels
// or rerolls the first die that deals damage, redirects to redirect.
type testDefender struct {
	spend    []int
	redirect Zone
	discard  int
	asked    int
}

func (p *testDefender) NextToken(a *Attack, _ *sim.Stream) int {
	for _, i := range p.spend {
		if a.Spendable(i) {
			return i
		}
	}
	return -1
}
func (p *testDefender) EvadeDie(a *Attack, cancel bool, _ *sim.Stream) int {
	for i := range a.N {
		if a.DieDamage(i) > 0 {
			return i
		}
	}
	return -1
}
func (p *testDefender) RedirectZone(*Attack, *sim.Stream) Zone    { return p.redirect }
func (p *testDefender) DiscardToken(*State, int, *sim.Stream) int { return p.discard }

var (
	isd = Profile{Name: "isd", Size: LargeShip, Hull: 11, Command: 3, Engineering: 4,
		Shields:      [zones]int{4, 3, 3, 2},
		Battery:      [zones]Dice{{Red: 4, Blue: 4}, {Red: 2, Blue: 2}, {Red: 2, Blue: 2}, {Red: 1, Blue: 2}},
		AntiSquadron: Dice{Blue: 2}, Tokens: []TokenType{Brace, Redirect, Redirect, Contain}}
	cr90 = Profile{Name: "cr90", Size: SmallShip, Hull: 4, Command: 1, Engineering: 2,
		Shields:      [zones]int{2, 2, 2, 1},
		Battery:      [zones]Dice{{Red: 2, Blue: 1}, {Red: 1, Blue: 1}, {Red: 1, Blue: 1}, {Red: 1}},
		AntiSquadron: Dice{Blue: 1}, Tokens: []TokenType{Evade, Evade, Redirect}}
	xwing = Profile{Name: "x-wing", Squadron: true, Hull: 5, Battery: [zones]Dice{{Red: 3}}, AntiSquadron: Dice{Blue: 4}, Tokens: nil}
)

// pair is a game of an attacker and a defender with the given profiles.
func pair(att, def Profile, ap *testAttacker, dp *testDefender) *Model {
	if ap == nil {
		ap = &testAttacker{reroll: -1}
	}
	if dp == nil {
		dp = &testDefender{}
	}
	return &Model{Units: []Unit{
		{ID: "attacker", Profile: att, Player: 0, Speed: 2},
		{ID: "defender", Profile: def, Player: 1, Speed: 2},
	}, Players: testPlayers(ap, dp, nil)}
}

// attackOnce plays n attacks of att's front battery at def's front zone
// at range rg and returns the histogram of damage suffered, after each
// trial reset.
func attackOnce(t *testing.T, g *Model, rg Range, obstructed bool, cf ConcentrateFire, n int, seed uint64) *sim.Histogram {
	t.Helper()
	s := NewState(g)
	r := sim.NewStream(seed, 0)
	var h sim.Histogram
	for range n {
		s.Reset()
		a := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: rg, Obstructed: obstructed, Concentrate: cf}
		s.Resolve(&a, r)
		h.Add(a.Damage)
	}
	return &h
}

func exact(p []float64) map[int]float64 {
	m := map[int]float64{}
	for k, pk := range p {
		if pk > 0 {
			m[k] = pk
		}
	}
	return m
}

// fixed builds an attack on the given pool, for the deterministic tests of
// steps 3–5.
func fixed(g *Model, rg Range, faces ...Die) (*State, *Attack) {
	s := NewState(g)
	a := &Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: rg, State: s}
	for _, f := range faces {
		a.Pool[a.N] = f
		a.N++
	}
	return s, a
}

func die(c Colour, f Face) Die { return Die{Colour: c, Face: f} }
