package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// oneAttack is a script of one attack of isd's front battery (4 red, 4
// blue) at another isd's front zone at medium range, both players' decisions
// the defaults.
func oneAttack() *Model {
	return &Model{Units: []Unit{
		{ID: "attacker", Profile: isd, Player: 0, Speed: 2},
		{ID: "defender", Profile: isd, Player: 1, Speed: 2},
	}, Script: []Step{{Kind: StepAttack, Attacks: []Attack{{Attacker: 0, Defender: 1, Range: Medium}}}}}
}

// TestAttackMemoTakesOneAttackScripts checks which scripts a worker
// memoises the defence of: one attack from the starting state, every
// decision of its defence a built-in default (scenarios'
// TestArmadaAttackMemoIsExact checks that the memo changes no number).
func TestAttackMemoTakesOneAttackScripts(t *testing.T) {
	cases := []struct {
		name   string
		change func(g *Model)
		memo   bool
	}{
		{"one attack, default decisions", func(*Model) {}, true},
		{"save-tokens", func(g *Model) {
			g.Players[1] = func() Player { return Player{Token: TokenSpending{Threshold: 2, Keep: true}} }
		}, true},
		{"NoShortcuts", func(g *Model) { g.NoShortcuts = true }, false},
		{"two steps", func(g *Model) { g.Script = append(g.Script, Step{Kind: StepStatus}) }, false},
		{"an activation", func(g *Model) { g.Script[0].Activation = true }, false},
		{"a measured attack", func(g *Model) { g.Script[0].Attacks[0].Measured = true }, false},
		{"a custom lock", func(g *Model) { g.Players[0] = func() Player { return Player{Lock: &testAttacker{}} } }, false},
		{"a custom token decision", func(g *Model) {
			g.Players[1] = func() Player { return Player{Token: &testDefender{}} }
		}, false},
		{"a custom reroll", func(g *Model) { g.Players[0] = func() Player { return Player{Reroll: &testAttacker{}} } }, false},
		{"an attacker's upgrade card", func(g *Model) { g.Units[0].Kit.Attacking = true }, false},
		{"a defender's upgrade card", func(g *Model) { g.Units[1].Kit.Defending = true }, false},
	}
	for _, c := range cases {
		g := oneAttack()
		c.change(g)
		if got := newAttackMemo(NewState(g)) != nil; got != c.memo {
			t.Errorf("%s: memoised %v, want %v", c.name, got, c.memo)
		}
	}
}

// TestAttackMemoFills checks that the memo of the default one-attack
// script holds, after some trials, many pools' defence in few outcomes,
// and that pools whose defence draws are played (an Evade's reroll at
// medium range, rules notes §4).
func TestAttackMemoFills(t *testing.T) {
	for _, c := range []struct {
		name   string
		tokens []TokenType
		played bool // some pool's defence draws
	}{
		{"brace, redirect, contain", isd.Tokens, false},
		{"evade", []TokenType{Evade, Brace}, true},
	} {
		g := oneAttack()
		g.Units[1].Profile.Tokens = c.tokens
		s := NewState(g)
		r := sim.NewStream(1, 0)
		tally := sim.NewTally(g.Metrics())
		for range 20_000 {
			s.Play(r, tally)
		}
		m := s.memo
		if m == nil || !m.ready || m.off {
			t.Fatalf("%s: no memo", c.name)
		}
		var filled, played int
		for _, e := range m.entries {
			switch {
			case e&entryPlayed != 0:
				played++
			case e != 0:
				filled++
			}
		}
		if len(m.entries) != 5*5*5*5*3*3*3*3 || filled < 1000 || len(m.outcomes) == 0 || len(m.outcomes) == memoMaxOutcomes {
			t.Errorf("%s: %d pools, %d memoised in %d outcomes", c.name, len(m.entries), filled, len(m.outcomes))
		}
		if (played > 0) != c.played {
			t.Errorf("%s: %d pools played, want some: %v", c.name, played, c.played)
		}
	}
}
