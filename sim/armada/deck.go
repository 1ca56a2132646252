package armada

import (
	"github.com/fleetlab/fleetlab/sim/internal/names"

	"strings"

	"github.com/fleetlab/fleetlab/sim"
)

// Card is a kind of damage card. The zero Card is "none".
type Card uint8

// The damage cards of the core set (rules notes §6). Append only.
const (
	CardNone Card = iota
	StructuralDamage
	InjuredCrew
	BlindedGunners
	CapacitorFailure
	CommNoise
	CompartmentFire
	CoolantDischarge
	CrewPanic
	DamagedControls
	DamagedMunitions
	DepoweredArmament
	DisengagedFireControl
	FaultyCountermeasures
	LifeSupportFailure
	PointDefenseFailure
	PowerFailure
	ProjectorMisaligned
	RupturedEngine
	ShieldFailure
	TargeterDisruption
	ThrustControlMalfunction
	ThrusterFissure
	cardKinds // number of kinds, with CardNone
)

var cardNames = [cardKinds]string{"none", "Structural Damage", "Injured Crew", "Blinded Gunners", "Capacitor Failure",
	"Comm Noise", "Compartment Fire", "Coolant Discharge", "Crew Panic", "Damaged Controls", "Damaged Munitions",
	"Depowered Armament", "Disengaged Fire Control", "Faulty Countermeasures", "Life Support Failure",
	"Point-Defense Failure", "Power Failure", "Projector Misaligned", "Ruptured Engine", "Shield Failure",
	"Targeter Disruption", "Thrust-Control Malfunction", "Thruster Fissure"}

// String returns the card's printed name, such as "Structural Damage".
func (c Card) String() string { return names.Of(cardNames[:], int(c)) }

// Key returns the card's scenario name: its printed name in lower case
// with hyphens, such as "structural-damage".
func (c Card) Key() string {
	return strings.ToLower(strings.NewReplacer(" ", "-", "--", "-").Replace(c.String()))
}

// ParseCard parses a card's scenario name, such as "blinded-gunners".
func ParseCard(s string) (Card, error) {
	keys := make([]string, cardKinds)
	for c := range cardKinds {
		keys[c] = Card(c).Key()
	}
	i, err := names.Parse("damage card", s, keys)
	return Card(i), err
}

// DeckSize is the number of cards in the damage deck.
const DeckSize = 52

// deckCounts is the composition of the deck: 8 Structural Damage, 4 Injured
// Crew and 2 of each other card (rules notes §6, "sums to 52").
func deckCounts() [cardKinds]int {
	var n [cardKinds]int
	for c := StructuralDamage; c < cardKinds; c++ {
		n[c] = 2
	}
	n[StructuralDamage], n[InjuredCrew] = 8, 4
	return n
}

// Deck is the damage deck: the draw pile, and the discard pile that is
// shuffled into it when it runs out. Dealt cards are cards[:drawn], the
// draw pile cards[drawn:]; discard counts the dealt cards that were
// discarded. A Deck is owned by one trial.
type Deck struct {
	cards   [DeckSize]Card
	drawn   int
	discard [cardKinds]uint8
}

// NewDeck returns a full deck.
func NewDeck() Deck {
	var d Deck
	i := 0
	for c, n := range deckCounts() {
		for range n {
			d.cards[i] = Card(c)
			i++
		}
	}
	return d
}

// fullDeck is a full deck in its starting order.
var fullDeck = NewDeck()

// Reset gathers every card back into the draw pile, in the starting order,
// without allocating. Every draw picks a card uniformly from the draw pile,
// so any order would give the same odds; the starting order also gives the
// same cards: a trial's draws depend on its own stream only, not on the
// trials its worker played before (the determinism contract).
func (d *Deck) Reset() {
	*d = fullDeck
}

// Left returns the number of cards in the draw pile.
func (d *Deck) Left() int { return DeckSize - d.drawn }

// Draw deals the top card: one drawn uniformly from the draw pile. When the
// pile is empty the discard pile is shuffled back in first; if both are
// empty (every card is on a ship) Draw returns CardNone.
func (d *Deck) Draw(r *sim.Stream) Card {
	if d.drawn == DeckSize {
		if d.discard == ([cardKinds]uint8{}) {
			return CardNone
		}
		d.reshuffle()
	}
	i := d.drawn + r.IntN(DeckSize-d.drawn)
	d.cards[d.drawn], d.cards[i] = d.cards[i], d.cards[d.drawn]
	d.drawn++
	return d.cards[d.drawn-1]
}

// Discard puts a dealt card on the discard pile.
func (d *Deck) Discard(c Card) {
	d.discard[c]++
}

// reshuffle returns the discarded cards to the draw pile. Dealt cards sit
// in cards[:drawn]; those discarded are moved behind the ones still dealt.
func (d *Deck) reshuffle() {
	want := d.discard
	keep := 0
	for i := 0; i < d.drawn; i++ {
		c := d.cards[i]
		if want[c] > 0 {
			want[c]--
			continue // goes back to the draw pile
		}
		d.cards[keep] = c
		keep++
	}
	// rebuild the draw pile after the kept (still dealt) cards
	i := keep
	for c, n := range d.discard {
		for range n {
			d.cards[i] = Card(c)
			i++
		}
	}
	d.drawn = keep
	d.discard = [cardKinds]uint8{}
}
