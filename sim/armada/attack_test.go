package armada

import (
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestSmallPoolsMatchEnumeration compares whole attacks (no tokens, no
// shields, plenty of hull) with exact enumeration, for every colour at
// every range.
func TestSmallPoolsMatchEnumeration(t *testing.T) {
	target := Profile{Name: "brick", Size: LargeShip, Hull: 99}
	for i, arm := range []Dice{{Red: 1}, {Blue: 2}, {Black: 2}, {Red: 2, Blue: 1, Black: 1}, {Red: 3, Blue: 2}} {
		for _, rg := range []Range{Close, Medium, Long} {
			t.Run(fmt.Sprintf("%v at %v", arm, rg), func(t *testing.T) {
				att := isd
				att.Battery[Front] = arm
				g := pair(att, target, nil, &testDefender{})
				h := attackOnce(t, g, rg, false, NoConcentrate, 40_000, uint64(10*i)+uint64(rg))
				simtest.Distribution(t, "damage", h, exact(DamageOdds(rg.Gather(arm), true)))
			})
		}
	}
}

// TestSquadronsCountHitsOnly checks rules notes §3: "if attacker or
// defender is a squadron = hits only".
func TestSquadronsCountHitsOnly(t *testing.T) {
	target := xwing
	target.Hull = 99
	g := pair(isd, target, nil, nil)
	h := attackOnce(t, g, Close, false, NoConcentrate, 40_000, 3)
	simtest.Distribution(t, "anti-squadron damage", h, exact(DamageOdds(isd.AntiSquadron, false)))
	g = pair(xwing, Profile{Name: "brick", Size: LargeShip, Hull: 99}, nil, nil)
	h = attackOnce(t, g, Distance1, false, NoConcentrate, 40_000, 4)
	simtest.Distribution(t, "squadron vs ship", h, exact(DamageOdds(xwing.Battery[Front], false)))
}

// TestBraceMatchesEnumeration checks Brace: "halve it, rounding up" (rules
// notes §4) against the exact braced distribution.
func TestBraceMatchesEnumeration(t *testing.T) {
	def := Profile{Name: "braced", Size: LargeShip, Hull: 99, Tokens: []TokenType{Brace}}
	g := pair(isd, def, nil, &testDefender{spend: []int{0}})
	h := attackOnce(t, g, Medium, false, NoConcentrate, 40_000, 5)
	// with tokens, accuracies could lock Brace: the test attacker locks nothing
	simtest.Distribution(t, "braced damage", h, exact(Braced(DamageOdds(Dice{Red: 4, Blue: 4}, true))))
	for _, tc := range [][2]int{{5, 3}, {1, 1}, {0, 0}, {4, 2}, {7, 4}} {
		if got := (tc[0] + 1) / 2; got != tc[1] {
			t.Errorf("brace %d = %d, want %d", tc[0], got, tc[1])
		}
	}
}

// TestObstructionRemovesOneDie checks seed 004: "l'atac queda
// obstaculitzat i l'atacant tira un dau menys, a la seva elecció".
func TestObstructionRemovesOneDie(t *testing.T) {
	target := Profile{Name: "brick", Size: LargeShip, Hull: 99}
	att := isd
	att.Battery[Front] = Dice{Red: 2, Blue: 1, Black: 1}
	for _, remove := range []Colour{Red, Blue, Black} {
		g := pair(att, target, &testAttacker{obstruct: remove, reroll: -1}, nil)
		h := attackOnce(t, g, Close, true, NoConcentrate, 40_000, uint64(remove))
		left := att.Battery[Front]
		left[remove]--
		simtest.Distribution(t, "obstructed, "+remove.String()+" removed", h, exact(DamageOdds(left, true)))
	}
}

// TestConcentrateFireDialAddsADie checks rules notes §5: the dial adds one
// die of a colour already in the pool, ignoring range.
func TestConcentrateFireDialAddsADie(t *testing.T) {
	target := Profile{Name: "brick", Size: LargeShip, Hull: 99}
	att := isd
	att.Battery[Front] = Dice{Red: 2, Black: 2}
	g := pair(att, target, &testAttacker{concentrate: Red, reroll: -1}, nil)
	h := attackOnce(t, g, Long, false, DialCF, 40_000, 8) // long: 2 red gathered, a third red added
	simtest.Distribution(t, "dial at long range", h, exact(DamageOdds(Dice{Red: 3}, true)))
	g = pair(att, target, &testAttacker{concentrate: Black, reroll: -1}, nil)
	h = attackOnce(t, g, Long, false, DialCF, 40_000, 9) // black is not in the pool: a red is added
	simtest.Distribution(t, "dial colour not in the pool", h, exact(DamageOdds(Dice{Red: 3}, true)))
}

// TestDamageShieldsThenCardsAndCrit checks rules notes §3: damage removes
// shields of the defending zone first, then deals facedown cards; a crit
// makes the first card faceup, unless Contain is spent.
func TestDamageShieldsThenCardsAndCrit(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Shields: [zones]int{2, 1, 1, 1}, Tokens: []TokenType{Contain}}
	for _, tc := range []struct {
		contain bool
		faceup  bool
	}{{false, true}, {true, false}} {
		spend := []int{}
		if tc.contain {
			spend = []int{0}
		}
		g := pair(isd, def, nil, &testDefender{spend: spend})
		s, a := fixed(g, Close, die(Red, Crit), die(Red, HitHit), die(Blue, Hit)) // 4 damage
		s.resolveRolled(a, sim.NewStream(11, 0))
		st := &s.Units[1]
		if st.Shields[Front] != 0 || st.Shields[Left] != 1 || a.Damage != 4 {
			t.Errorf("contain %v: shields %v, damage %d", tc.contain, st.Shields, a.Damage)
		}
		if st.DealtFaceup != tc.faceup || a.StdCrit != tc.faceup {
			t.Errorf("contain %v: faceup %v, standard crit %v; want %v", tc.contain, st.DealtFaceup, a.StdCrit, tc.faceup)
		}
		if st.Cards < 2 {
			t.Errorf("contain %v: %d cards, want at least 2", tc.contain, st.Cards)
		}
	}
	// Targeter Disruption: "no crit effects while attacking"
	g := pair(isd, Profile{Name: "d", Size: MediumShip, Hull: 99}, nil, nil)
	s, a := fixed(g, Close, die(Red, Crit))
	s.Units[0].Faceup[TargeterDisruption] = 1
	s.resolveRolled(a, sim.NewStream(1, 0))
	if s.Units[1].DealtFaceup {
		t.Error("Targeter Disruption: a faceup card was dealt")
	}
}

// TestDestroyedAtHull checks rules notes §6: "a ship is destroyed as soon as
// its damage cards ≥ hull value".
func TestDestroyedAtHull(t *testing.T) {
	g := pair(isd, Profile{Name: "d", Size: SmallShip, Hull: 3}, nil, nil)
	s, a := fixed(g, Close, die(Red, HitHit), die(Red, Hit))
	s.resolveRolled(a, sim.NewStream(5, 0))
	if !s.Units[1].Destroyed || s.Units[1].Cards < 3 {
		t.Errorf("3 damage on hull 3: destroyed %v with %d cards", s.Units[1].Destroyed, s.Units[1].Cards)
	}
	a2 := &Attack{Attacker: 0, Defender: 1, Range: Close}
	s.Resolve(a2, sim.NewStream(6, 0))
	if !a2.Cancelled {
		t.Error("an attack on a destroyed ship was not cancelled")
	}
}
