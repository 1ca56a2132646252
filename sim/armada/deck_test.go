package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestDeckComposition checks rules notes §6: 52 cards, 8 Structural Damage,
// 4 Injured Crew, 2 of each of the other 20; drawing them all deals each
// exactly once.
func TestDeckComposition(t *testing.T) {
	n := deckCounts()
	total := 0
	for c := StructuralDamage; c < cardKinds; c++ {
		total += n[c]
	}
	if total != DeckSize || n[StructuralDamage] != 8 || n[InjuredCrew] != 4 || int(cardKinds)-1 != 22 {
		t.Fatalf("deck of %d cards, %d kinds", total, cardKinds-1)
	}
	d := NewDeck()
	r := sim.NewStream(1, 0)
	var seen [cardKinds]int
	for range DeckSize {
		seen[d.Draw(r)]++
	}
	if seen != n {
		t.Errorf("52 draws dealt %v, want %v", seen, n)
	}
	if c := d.Draw(r); c != CardNone {
		t.Errorf("a 53rd draw dealt %v", c)
	}
	d.Discard(ShieldFailure)
	d.Discard(CrewPanic)
	got := [2]Card{d.Draw(r), d.Draw(r)}
	if !(got == [2]Card{ShieldFailure, CrewPanic} || got == [2]Card{CrewPanic, ShieldFailure}) || d.Draw(r) != CardNone {
		t.Errorf("after discarding two cards the reshuffled pile dealt %v", got)
	}
}

// TestFirstCardDrawIsUniform checks that the first card of a reset deck is
// Structural Damage 8 times in 52, whatever earlier trials left behind.
func TestFirstCardDrawIsUniform(t *testing.T) {
	d := NewDeck()
	r := sim.NewStream(3, 0)
	const n = 52_000
	var sd int64
	for range n {
		d.Reset()
		if d.Draw(r) == StructuralDamage {
			sd++
		}
		d.Draw(r)
	}
	simtest.Proportion(t, "first card is Structural Damage", sd, n, 8.0/52)
}

// TestFaceupEffects checks the faceup cards that change later play (rules
// notes §6).
func TestFaceupEffects(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Tokens: []TokenType{Brace, Redirect}}
	g := pair(isd, def, nil, &testDefender{discard: 1})
	s := NewState(g)
	r := sim.NewStream(1, 0)
	s.faceup(1, StructuralDamage, r)
	if st := &s.Units[1]; st.Cards != 1 || st.Facedown[StructuralDamage] != 1 || st.Faceup[StructuralDamage] != 0 {
		t.Errorf("Structural Damage: %d more cards, faceup %d; want one more facedown card and the card flipped", st.Cards, st.Faceup[StructuralDamage])
	}
	s.faceup(1, InjuredCrew, r)
	if st := &s.Units[1]; st.Tokens[1] != Discarded || st.Faceup[InjuredCrew] != 0 {
		t.Errorf("Injured Crew: tokens %v", st.Tokens[:2])
	}
	s.Units[1].Shields = [zones]int8{1, 3, 2, 3}
	s.faceup(1, ProjectorMisaligned, r)
	if sh := s.Units[1].Shields; sh != [zones]int8{1, 0, 2, 3} {
		t.Errorf("Projector Misaligned: shields %v, want the first zone with most shields emptied", sh)
	}
	// Compartment Fire: "can't ready defense tokens"
	s.Units[1].Tokens[0] = Exhausted
	s.faceup(1, CompartmentFire, r)
	s.StatusPhase()
	if s.Units[1].Tokens[0] != Exhausted {
		t.Error("Compartment Fire: a token was readied")
	}
	// Faulty Countermeasures: "You cannot spend exhausted defense tokens."
	s.faceup(1, FaultyCountermeasures, r)
	a := &Attack{Attacker: 0, Defender: 1, State: s}
	if a.Spendable(0) {
		t.Error("Faulty Countermeasures: an exhausted token is spendable")
	}
	// Depowered Armament: no long-range attacks
	s.faceup(0, DepoweredArmament, r)
	long := &Attack{Attacker: 0, Defender: 1, Range: Long}
	s.Resolve(long, r)
	if !long.Cancelled {
		t.Error("Depowered Armament: a long-range attack was made")
	}
}

func TestCardKeys(t *testing.T) {
	for c := StructuralDamage; c < cardKinds; c++ {
		back, err := ParseCard(c.Key())
		if err != nil || back != c {
			t.Errorf("ParseCard(%q) = %v, %v", c.Key(), back, err)
		}
	}
	if PointDefenseFailure.Key() != "point-defense-failure" || ThrustControlMalfunction.Key() != "thrust-control-malfunction" {
		t.Errorf("keys %q, %q", PointDefenseFailure.Key(), ThrustControlMalfunction.Key())
	}
}

// TestPowerFailure checks rules notes §6: "Power Failure (engineering
// halved, round down)", applied once per faceup card.
func TestPowerFailure(t *testing.T) {
	def := Profile{Name: "d", Size: MediumShip, Hull: 99, Engineering: 5}
	g := pair(isd, def, nil, nil)
	s := NewState(g)
	for cards, want := range []int{5, 2, 1, 0} {
		if got := s.Engineering(1); got != want {
			t.Errorf("%d Power Failures: engineering %d, want %d", cards, got, want)
		}
		s.faceup(1, PowerFailure, sim.NewStream(1, 0))
	}
}
