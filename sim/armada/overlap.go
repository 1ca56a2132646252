package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// place puts every placed unit at its start, with its jitter.
func (s *State) place(r *sim.Stream) {
	for i := range s.Model.Units {
		u := &s.Model.Units[i]
		if !u.Placed {
			continue
		}
		at := u.Start
		if u.JitterMM > 0 {
			at.At.X += (2*r.Float64() - 1) * u.JitterMM
			at.At.Y += (2*r.Float64() - 1) * u.JitterMM
		}
		if u.JitterDeg > 0 {
			at.Heading = normalise(at.Heading + (2*r.Float64()-1)*u.JitterDeg)
		}
		s.Units[i].At = at
		s.gridMoved(i)
	}
}

// overlapping sets s.overlaps to the placed ships other than u whose bases
// overlap base, and reports whether there are any.
func (s *State) overlapping(u int, base *plane.Polygon) bool {
	set, found := s.overlaps, false
	set.Clear()
	test := func(i int) bool {
		g := &s.Model.Units[i]
		if i == u || !g.Placed || g.Profile.Squadron || s.Units[i].Destroyed {
			return true
		}
		if base.Overlaps(s.base(i)) {
			set.Add(i)
			found = true
		}
		return true
	}
	if s.usesGrid() {
		// a base overlapping this one has its centre within its radius
		// of this one's box
		lo, hi := base.Box()
		s.eachInBox(lo, hi, s.grid.maxRadius+gridSlack, test)
	} else {
		for i := range s.Model.Units {
			test(i)
		}
	}
	return found
}

// Landing is where a ship's maneuver ends and what it met on the way
// there, as State.Land works it out: the course with the maneuver tool's
// side resolved, the final place, the speed the move was executed at once
// overlaps lowered it, and the ships it overlapped.
type Landing struct {
	// Course is the course as executed: its Side the side of the ship the
	// tool went on.
	Course Course
	// At is where the ship ends.
	At Placement
	// Speed is the speed the move was executed at: the speed asked for,
	// less one for each time the ship would have ended on another ship.
	Speed int
	// Closest is the ship the final position is closest to among those
	// it would have overlapped, which takes the overlap's damage card
	// with it; -1 when it overlapped none.
	Closest int
}

// Land works out, without changing anything, where ship u's maneuver at
// speed with course c ends (seed 004; rules notes §7, "Overlapping"): the
// side the tool goes on (Tool.PlaceSided), then the speed lowered while the
// ship would end overlapping another ship. State.Maneuver executes exactly this; a
// maneuver planner scores exactly this. It uses the state's overlap
// scratch sets, which it leaves holding the ships overlapped.
func (s *State) Land(u int, tool Tool, c Course, speed int) Landing {
	g := &s.Model.Units[u]
	st := &s.Units[u]
	at, c := tool.PlaceSided(g.Profile.Size, st.At, c, speed)
	hit := s.overlapped
	hit.Clear()
	for speed > 0 {
		base, _ := BasePolygon(g.Profile.Size, at)
		if !s.overlapping(u, &base) {
			break
		}
		hit.Union(s.overlaps)
		speed--
		at = tool.Place(g.Profile.Size, st.At, c, speed)
	}
	closest := hit.First()
	if closest >= 0 && hit.Len() > 1 { // the closest of them to the final position
		base, _ := BasePolygon(g.Profile.Size, at)
		best := math.Inf(1)
		for i := range s.Model.Units {
			if !hit.Has(i) {
				continue
			}
			if _, _, d := plane.Closest(&base, s.base(i)); d < best {
				closest, best = i, d
			}
		}
	}
	return Landing{Course: c, At: at, Speed: speed, Closest: closest}
}

// Maneuver executes unit u's maneuver at its current speed with course c
// (seed 004; rules notes §7, "Overlapping"): "Una nau no pot acabar el seu
// moviment superposant-se a una altra nau; la seva velocitat es redueix
// temporalment en 1 i ho torna a intentar fins que pot acabar el moviment
// o la seva velocitat es redueix a 0. Després de moure's, tant la nau que
// es mou com la nau més propera amb què s'hagi superposat reben una carta
// de dany cap per avall." The dial is unchanged; touching is not
// overlapping; a flotilla overlapping or overlapped takes the card alone
// unless both are flotillas. The closest ship is measured from the final
// position; on a tie the one listed first. Squadrons are not placed by
// this geometry, so "ends on squadrons" does not arise. Where it ends is
// State.Land's.
func (s *State) Maneuver(u int, tool Tool, c Course, r *sim.Stream) {
	g := &s.Model.Units[u]
	st := &s.Units[u]
	if !g.Placed || st.Destroyed {
		return
	}
	l := s.Land(u, tool, c, int(st.Speed))
	st.At, st.SpeedUsed = l.At, int8(l.Speed)
	s.gridMoved(u)
	closest := l.Closest
	st.OverlapLast = 0
	if closest < 0 {
		return
	}
	st.Overlapped = true
	s.Units[closest].Overlapped = true
	st.OverlapLast = int16(closest + 1)
	s.cause = causeOverlap
	mine, theirs := g.Profile.Flotilla, s.Model.Units[closest].Profile.Flotilla
	if !theirs || mine {
		s.overlapCard(u, r)
	}
	if !mine || theirs {
		s.overlapCard(closest, r)
	}
	if st.Faceup[DamagedControls] > 0 {
		s.damagedControls(u, r) // "When you overlap a ship or obstacle" (damagecard.go)
	}
}

// overlapCard deals unit u a facedown damage card for an overlap.
func (s *State) overlapCard(u int, r *sim.Stream) {
	s.Units[u].OverlapCards++
	s.deal(u, false, r)
}

// sideOf returns the course's side, starboard (+1) when unset.
func sideOf(c Course) int8 {
	if c.Side == 0 {
		return 1
	}
	return c.Side
}
