package armada

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// TestTraceSaysWhatHappened plays traced battles and checks that the log
// says only what happened (issue 31, item 15), against the structured
// events and the table: a maneuver line says "off the table" only when the
// ship's base ended off the play area, "overlapping" only for the maneuver
// that overlapped a ship; every unit destroyed outside an attack has a
// line saying so and why; every squadron move and repair is logged.
func TestTraceSaysWhatHappened(t *testing.T) {
	g := battleModel(50)
	s := NewState(g)
	tally := sim.NewTally(g.Metrics())
	var offTable, overlaps, destroyedOutside, moves int
	for seed := range uint64(60) {
		var rec trace.Recorder
		s.Trace(&rec)
		s.playBattle(sim.NewStream(seed, 0), tally)
		s.Trace(nil)
		var lines []string
		for _, e := range rec.Entries {
			lines = append(lines, e.Text)
		}
		text := strings.Join(lines, "\n")
		var maneuvers []ManeuverEvent
		for _, ev := range rec.Events {
			switch e := ev.(type) {
			case ManeuverEvent:
				maneuvers = append(maneuvers, e)
				base, _ := BasePolygon(g.Units[e.Ship].Profile.Size, Placement{At: plane.Vec{X: e.To.X, Y: e.To.Y}, Heading: e.To.Heading})
				if off := !g.holds(&base); off != e.LeftTable {
					t.Fatalf("seed %d: %s's maneuver to %+v: off the table %v, the event says %v", seed, g.Units[e.Ship].ID, e.To, off, e.LeftTable)
				}
			case DestroyedEvent:
				if e.Cause != "attack" {
					destroyedOutside++
					if want := g.Units[e.Unit].ID + " is destroyed (" + e.Cause; !strings.Contains(text, want) {
						t.Errorf("seed %d: no line %q", seed, want)
					}
				}
			case SquadronMoveEvent:
				moves++
			}
		}
		k := 0
		for _, l := range lines {
			if !strings.Contains(l, " moves at speed ") && !strings.Contains(l, "destroyed before it moves") {
				continue
			}
			if k >= len(maneuvers) {
				t.Fatalf("seed %d: more maneuver lines than maneuvers", seed)
			}
			e := maneuvers[k]
			k++
			if strings.Contains(l, "off the table") != e.LeftTable {
				t.Errorf("seed %d: %q, but left the table: %v", seed, l, e.LeftTable)
			}
			if strings.Contains(l, "overlapping") != (e.Overlapped >= 0) {
				t.Errorf("seed %d: %q, but overlapped: %d", seed, l, e.Overlapped)
			}
			if e.LeftTable {
				offTable++
			}
			if e.Overlapped >= 0 {
				overlaps++
			}
		}
		if k != len(maneuvers) {
			t.Errorf("seed %d: %d maneuver lines, %d maneuvers", seed, k, len(maneuvers))
		}
		sqMoves := 0
		for _, ev := range rec.Events {
			if _, ok := ev.(SquadronMoveEvent); ok {
				sqMoves++
			}
		}
		if n := strings.Count(text, " moves from ") + strings.Count(text, " moves (Cloak) from ") + strings.Count(text, " is moved aside by "); n != sqMoves {
			t.Errorf("seed %d: %d squadron move lines, %d moves", seed, n, sqMoves)
		}
	}
	if overlaps == 0 || moves == 0 {
		t.Errorf("60 games: %d overlaps, %d squadron moves: the test checks nothing", overlaps, moves)
	}
	t.Logf("60 games: %d maneuvers off the table, %d overlapping, %d units destroyed outside attacks, %d squadron moves", offTable, overlaps, destroyedOutside, moves)
}
