package armada

import (
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// evadePicker is a defender that spends its token 0 and names, for each die
// Evade asks for, the next of picks, recording whether each ask was for the
// extra die.
type evadePicker struct {
	testDefender
	picks []int
	extra []bool
}

func (p *evadePicker) EvadeDie(a *Attack, cancel bool, _ *sim.Stream) int {
	p.extra = append(p.extra, a.EvadeExtra())
	k := len(p.extra) - 1
	if k >= len(p.picks) {
		return -1
	}
	return p.picks[k]
}

// TestEvadeExtraDieAgainstALargerAttacker checks rules notes §4, Evade
// under 1.5: "Ship defending against a ship of a LARGER size class may
// affect one extra die (cancel or reroll as per range), but then the spent
// token is discarded whether it was readied or exhausted." The extra die
// is the defender's choice (its policy may decline it, and the token is
// then only exhausted), it is discarded only when the extra die is affected,
// and the extra die is a different die from the first ("one extra die").
func TestEvadeExtraDieAgainstALargerAttacker(t *testing.T) {
	tests := []struct {
		name      string
		rule      EvadeRule
		rg        Range
		attSize   Size
		start     TokenState
		picks     []int
		asks      []bool // EvadeExtra at each ask
		affected  []bool // whether dice 0 and 1 were cancelled or rerolled
		wantState TokenState
	}{
		{"long: both dice cancelled, token discarded", Evade15, Long, LargeShip, Ready, []int{0, 1}, []bool{false, true}, []bool{true, true}, Discarded},
		{"long: extra die declined, token exhausted", Evade15, Long, LargeShip, Ready, []int{0, -1}, []bool{false, true}, []bool{true, false}, Exhausted},
		{"medium: the same die again is no extra die", Evade15, Medium, LargeShip, Ready, []int{0, 0}, []bool{false, true}, []bool{true, false}, Exhausted},
		{"medium: a second die rerolled, token discarded", Evade15, Medium, LargeShip, Ready, []int{0, 1}, []bool{false, true}, []bool{true, true}, Discarded},
		{"extreme: two cancelled and the extra one", Evade15, Extreme, LargeShip, Ready, []int{0, 1, 2}, []bool{false, false, true}, []bool{true, true}, Discarded},
		{"extreme: the extra die declined", Evade15, Extreme, LargeShip, Ready, []int{0, 1, -1}, []bool{false, false, true}, []bool{true, true}, Exhausted},
		{"exhausted token, extra declined: discarded as any exhausted token", Evade15, Long, LargeShip, Exhausted, []int{0, -1}, []bool{false, true}, []bool{true, false}, Discarded},
		{"same size: no extra die", Evade15, Long, SmallShip, Ready, []int{0, 1}, []bool{false}, []bool{true, false}, Exhausted},
		{"pre-1.5: no extra die", EvadePre15, Long, LargeShip, Ready, []int{0, 1}, []bool{false}, []bool{true, false}, Exhausted},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			att := isd
			att.Size = tc.attSize
			def := Profile{Name: "d", Size: SmallShip, Hull: 99, Shields: [zones]int{Front: 9}, Tokens: []TokenType{Evade}}
			dp := &evadePicker{testDefender: testDefender{spend: []int{0}}, picks: tc.picks}
			g := pair(att, def, nil, nil)
			g.Players = testPlayers(nil, dp, nil)
			g.Rules.Evade = tc.rule
			s, a := fixed(g, tc.rg, die(Red, HitHit), die(Red, HitHit), die(Red, HitHit))
			s.Units[1].Tokens[0] = tc.start
			s.resolveRolled(a, sim.NewStream(7, 0))
			if len(dp.extra) != len(tc.asks) {
				t.Fatalf("asked for %d dice (extra %v), want %d (%v)", len(dp.extra), dp.extra, len(tc.asks), tc.asks)
			}
			for k := range tc.asks {
				if dp.extra[k] != tc.asks[k] {
					t.Errorf("ask %d: EvadeExtra %v, want %v", k, dp.extra[k], tc.asks[k])
				}
			}
			for i, want := range tc.affected {
				if a.Evaded(i) != want {
					t.Errorf("die %d affected %v, want %v", i, a.Evaded(i), want)
				}
			}
			if a.Evaded(2) && tc.rg != Extreme {
				t.Error("a third die was affected")
			}
			if got := s.Units[1].Tokens[0]; got != tc.wantState {
				t.Errorf("token %v, want %v", got, tc.wantState)
			}
		})
	}
}

// TestEvadeByRange checks the Evade rows of rules notes §4 under both rule
// sets, and the larger-ship extra die that discards the token.
func TestEvadeByRange(t *testing.T) {
	tests := []struct {
		rule       EvadeRule
		rg         Range
		attSize    Size
		wantDamage int // pool: two red hit+hit (4 damage); rerolls of a red hit+hit are random, so rerolls are checked apart
		reroll     bool
		discard    bool
	}{
		{Evade15, Long, SmallShip, 2, false, false},
		{Evade15, Extreme, SmallShip, 0, false, false},
		{Evade15, Long, LargeShip, 0, false, true},    // larger attacker: one extra die, token discarded
		{Evade15, Medium, SmallShip, -1, true, false}, // reroll one die
		{Evade15, Close, SmallShip, -1, true, false},
		{EvadePre15, Long, SmallShip, 2, false, false},
		{EvadePre15, Close, SmallShip, 4, false, false}, // no effect at close range
		{EvadePre15, Long, LargeShip, 2, false, false},  // no larger-ship rule before 1.5
		{EvadePre15, Extreme, SmallShip, 0, false, false},
		{EvadePre15, Medium, SmallShip, -1, true, false},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%v %v vs %v", tc.rule, tc.rg, tc.attSize), func(t *testing.T) {
			att := isd
			att.Size = tc.attSize
			def := Profile{Name: "d", Size: SmallShip, Hull: 99, Tokens: []TokenType{Evade}}
			g := pair(att, def, nil, &testDefender{spend: []int{0}})
			g.Rules.Evade = tc.rule
			s, a := fixed(g, tc.rg, die(Red, HitHit), die(Red, HitHit))
			s.resolveRolled(a, sim.NewStream(7, 0))
			if tc.reroll {
				// a rerolled red die deals 0, 1 or 2: the total is 2, 3 or 4
				if a.Damage < 2 || a.Damage > 4 {
					t.Errorf("reroll: damage %d, want 2 to 4", a.Damage)
				}
			} else if a.Damage != tc.wantDamage {
				t.Errorf("damage %d, want %d", a.Damage, tc.wantDamage)
			}
			if got := s.Units[1].Tokens[0] == Discarded; got != tc.discard {
				t.Errorf("token %v, want discarded %v", s.Units[1].Tokens[0], tc.discard)
			}
		})
	}
}
