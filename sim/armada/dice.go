package armada

import (
	"github.com/fleetlab/fleetlab/sim/internal/names"

	"fmt"

	"github.com/fleetlab/fleetlab/sim"
)

// Colour is an attack die's colour. The zero Colour is "none".
type Colour uint8

// The three attack dice (rules notes §1).
const (
	ColourNone Colour = iota
	Red
	Blue
	Black
)

// Colours lists the dice colours in order.
var Colours = [...]Colour{Red, Blue, Black}

var colourNames = []string{"none", "red", "blue", "black"}

// String returns "red", "blue" or "black".
func (c Colour) String() string { return names.Of(colourNames, int(c)) }

// Face is the icon(s) a rolled die shows. The zero Face is "no die".
type Face uint8

// The faces of the attack dice.
const (
	FaceNone Face = iota
	Blank
	Hit
	Crit
	Accuracy
	HitHit  // two hit icons
	HitCrit // a hit and a crit icon
)

var faceNames = []string{"none", "blank", "hit", "crit", "accuracy", "hit+hit", "hit+crit"}

// String returns the face's name, such as "hit+crit".
func (f Face) String() string { return names.Of(faceNames, int(f)) }

// faceIcons are the hit, crit and accuracy icons of each face.
var faceIcons = [...][3]uint8{
	FaceNone: {}, Blank: {}, Hit: {1, 0, 0}, Crit: {0, 1, 0}, Accuracy: {0, 0, 1}, HitHit: {2, 0, 0}, HitCrit: {1, 1, 0},
}

// Hits returns the face's hit icons.
func (f Face) Hits() int { return int(faceIcons[f][0]) }

// Crits returns the face's crit icons.
func (f Face) Crits() int { return int(faceIcons[f][1]) }

// Accuracies returns the face's accuracy icons.
func (f Face) Accuracies() int { return int(faceIcons[f][2]) }

// DiceFaces is the eight faces of each die, from the table of rules notes
// §1: red 2 blank, 2 hit, 2 crit, 1 accuracy, 1 hit+hit; blue 4 hit, 2
// crit, 2 accuracy; black 2 blank, 4 hit, 2 hit+crit.
var DiceFaces = [...][8]Face{
	ColourNone: {},
	Red:        {Blank, Blank, Hit, Hit, Crit, Crit, Accuracy, HitHit},
	Blue:       {Hit, Hit, Hit, Hit, Crit, Crit, Accuracy, Accuracy},
	Black:      {Blank, Blank, Hit, Hit, Hit, Hit, HitCrit, HitCrit},
}

// Roll rolls one die of colour c. It draws as r.IntN(8) does, one value
// whose top three bits pick the face (for a power of two Lemire's method
// never rejects), without IntN's general multiply and rejection test.
func (c Colour) Roll(r *sim.Stream) Face { return DiceFaces[c][r.Uint64()>>61] }

// ParseColour parses red, blue or black.
func ParseColour(s string) (Colour, error) {
	i, err := names.Parse("dice colour", s, colourNames)
	return Colour(i), err
}

// Dice is a count of dice of each colour, indexed by Colour.
type Dice [4]int

// Total returns the number of dice.
func (d Dice) Total() int { return d[Red] + d[Blue] + d[Black] }

// String writes the dice as "3 red, 2 blue".
func (d Dice) String() string {
	s := ""
	for _, c := range Colours {
		if d[c] > 0 {
			if s != "" {
				s += ", "
			}
			s += fmt.Sprintf("%d %s", d[c], c)
		}
	}
	if s == "" {
		return "no dice"
	}
	return s
}

// ExpectedDamage returns the mean damage of one die of colour c: hits plus
// crits when crits count, else hits (red and blue 0.75 and black 1 against
// ships; 0.5, 0.5 and 0.75 otherwise, rules notes §1).
func ExpectedDamage(c Colour, crits bool) float64 {
	sum := 0
	for _, f := range DiceFaces[c] {
		sum += f.Hits()
		if crits {
			sum += f.Crits()
		}
	}
	return float64(sum) / 8
}
