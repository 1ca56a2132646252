package armada

import (
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestUnitSet checks the set operations across word boundaries.
func TestUnitSet(t *testing.T) {
	u := newUnitSet(130)
	if len(u) != 3 || u.First() != -1 || u.Len() != 0 {
		t.Fatalf("a new set of 130 units: %d words, first %d, len %d", len(u), u.First(), u.Len())
	}
	for _, i := range []int{129, 64, 63, 0} {
		u.Add(i)
	}
	if u.First() != 0 || u.Len() != 4 || !u.Has(64) || u.Has(65) || u.Has(-1) || u.Has(500) {
		t.Errorf("after adding 0, 63, 64, 129: first %d, len %d", u.First(), u.Len())
	}
	u.Remove(0)
	if u.First() != 63 {
		t.Errorf("after removing 0: first %d, want 63", u.First())
	}
	v := newUnitSet(130)
	v.Add(100)
	u.Union(v)
	if !u.Has(100) || u.Len() != 4 {
		t.Errorf("union: has 100 %v, len %d", u.Has(100), u.Len())
	}
	u.Clear()
	var none UnitSet
	if u.Len() != 0 || none.Has(3) || none.First() != -1 {
		t.Error("a cleared or nil set is not empty")
	}
}

// beyond64 puts 64 reserve squadrons, never placed on the table, before
// units, so that every unit of units has an index of 64 or more.
func beyond64(units ...Unit) []Unit {
	out := make([]Unit, 0, 64+len(units))
	for i := range 64 {
		out = append(out, Unit{ID: fmt.Sprint("reserve", i), Player: 1, Profile: Profile{Squadron: true, Hull: 1}})
	}
	return append(out, units...)
}

// TestMoreThan64Units checks that a game's capacity is its number of
// units, not a word size: the rules that track sets of units work the same
// for units at index 64 and beyond. A ship's attack at a squadron declares
// each other squadron in the arc once as an additional target ("each
// squadron once per attack", rules notes §3); a ship that would end on
// another drops a speed and both take a card (seed 004: "la seva velocitat
// es redueix temporalment en 1 ... tant la nau que es mou com la nau més
// propera amb què s'hagi superposat reben una carta de dany cap per
// avall"); a ship that ends on a squadron moves it aside (seed 004: "el
// jugador que no s'està movent col·loca les esquadres superposades de
// manera que les seves bases toquin la nau").
func TestMoreThan64Units(t *testing.T) {
	t.Run("additional squadron targets", func(t *testing.T) {
		ship := tableShip("gun", 0, 0, 0, 0)
		ship.Profile.AntiSquadron = Dice{Blue: 2}
		s := tableGame(beyond64(ship, tableSquadron("a", 1, 0, 120), tableSquadron("b", 1, 40, 150))...)
		s.fire(&Attack{Attacker: 64, Defender: 65, From: Front, Measured: true}, sim.NewStream(1, 0))
		if s.Attacks != 2 || s.inFlight[0].Defender != 66 {
			t.Errorf("%d attacks, the last at unit %d; want 2, the named squadron then the other (66)", s.Attacks, s.inFlight[0].Defender)
		}
	})
	t.Run("overlapping", func(t *testing.T) {
		a := Unit{ID: "A", Profile: Profile{Size: SmallShip, Hull: 9, Speeds: cr90Speeds}, Speed: 2, Placed: true,
			Start: Placement{plane.Vec{X: 0, Y: 0}, 0}}
		b := blocker("B", 0, 150, 90, false)
		s := tableGame(beyond64(a, b)...)
		s.Maneuver(64, s.Model.Tool, Course{Side: 1}, sim.NewStream(2, 0))
		if s.Units[64].SpeedUsed != 1 || s.Units[64].OverlapCards != 1 || s.Units[65].OverlapCards != 1 {
			t.Errorf("speed %d, overlap cards %d and %d; want speed 1 and a card each", s.Units[64].SpeedUsed, s.Units[64].OverlapCards, s.Units[65].OverlapCards)
		}
	})
	t.Run("moving squadrons aside", func(t *testing.T) {
		s := tableGame(beyond64(tableShip("mover", 0, 0, 0, 0), tableSquadron("x", 1, 5, 2*68.4))...)
		s.Maneuver(64, s.Model.Tool, Course{Side: 1}, sim.NewStream(3, 0))
		s.moveAside(64, nil)
		if s.Units[65].MovedAside != 1 || !touches(s, 65, 64) {
			t.Errorf("the squadron under the ship was moved aside %d times", s.Units[65].MovedAside)
		}
	})
}
