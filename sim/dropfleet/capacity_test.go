package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// longGame builds two fleets of six one-ship battlegroups playing turns
// whole turns: fleet b's ships have the Scan to see fleet a's anywhere,
// fleet a's see nothing 500" away. Ship 0 (fleet a) and the first ship of
// fleet b are watched.
func longGame(turns int) (g *Model, watchedA, watchedB int) {
	g = &Model{}
	for f, scan := range []int{0, 10_000} {
		fl := g.AddFleet(string(rune('a'+f)), 1)
		for k := range 6 {
			bg := g.AddBattlegroup(fl, string(rune('a'+f))+string(rune('1'+k)), Line)
			g.AddGroup(bg, g.Battlegroups[bg].Name, Profile{Name: "l", Hull: 4, Thrust: 4, Scan: scan, Sig: 2, Tonnage: Light}, 1,
				ShipState{Pos: plane.Vec{X: float64(500 * f), Y: float64(k)}})
		}
	}
	g.Script = []Step{{Kind: StepTurns, Turns: Turns{Count: turns}}}
	watchedA, watchedB = 0, 6
	g.Watch = []int{watchedA, watchedB}
	return g, watchedA, watchedB
}

// TestStorageBeyondTheOldCaps plays 14 turns of 12 battlegroups: 168
// activations, past the 64 one word of detection held and the 12 turns the
// per-turn records held. Every turn and activation is recorded, and a
// trial still allocates nothing.
func TestStorageBeyondTheOldCaps(t *testing.T) {
	const turns = 14
	g, a, b := longGame(turns)
	g.Probes = []Probe{
		{Name: "a_detected_168", What: DetectedAfter, Ship: a, After: 168},
		{Name: "b_undetected", What: UndetectedThrough, Ship: b},
		{Name: "a1_position_14", What: Position, Battlegroup: 0, Turn: turns},
		{Name: "a_last_14", What: Last, Fleet: 0, Turn: turns},
		{Name: "b_last_14", What: Last, Fleet: 1, Turn: turns},
		{Name: "rolloffs_14", What: TurnRolloffs, Turn: turns},
		{Name: "a_double_14", What: Double, Fleet: 0, Turn: turns},
	}
	s := NewState(g)
	r := sim.NewStream(5, 0)
	s.playTurns(&g.Script[0].Turns, r)
	if s.Activations != turns*12 {
		t.Fatalf("%d activations, want %d", s.Activations, turns*12)
	}
	for k := 1; k <= s.Activations; k++ {
		if !s.DetectedAt(a, k) || s.DetectedAt(b, k) {
			t.Fatalf("activation %d: a detected %v, b detected %v; want true, false", k, s.DetectedAt(a, k), s.DetectedAt(b, k))
		}
	}
	if s.DetectedAt(a, s.Activations+1) || s.DetectedAt(1, 1) {
		t.Error("detection reported for an activation not played, or a ship not watched")
	}
	if !s.UndetectedThrough(b, 0) || s.UndetectedThrough(a, 100) || !s.UndetectedThrough(b, 168) {
		t.Error("undetected-through disagrees with the recorded detection")
	}
	var seen [13]bool
	for bg := range g.Battlegroups {
		p := s.positionIn(bg, turns)
		if p < 1 || p > 12 || seen[p] {
			t.Fatalf("turn %d: battlegroup %d at position %d (positions seen %v)", turns, bg, p, seen)
		}
		seen[p] = true
	}
	if s.positionIn(0, turns+1) != 0 || s.doubled(0, turns+1) {
		t.Error("a turn the script never plays has records")
	}
	if last := s.lastFleet[turns-1]; last != 0 && last != 1 {
		t.Errorf("turn %d: last fleet %d", turns, last)
	}

	// the probes read the same through a trial, which allocates nothing
	tr := g.NewTrial()
	capture := sim.NewCapture(g.Metrics())
	tr.Play(sim.NewStream(5, 0), capture)
	if capture.Value(0) != 1 || capture.Value(1) != 1 || capture.Value(2) < 1 || capture.Value(3)+capture.Value(4) != 1 {
		t.Errorf("probes read a %v, b %v, position %v, last %v+%v", capture.Value(0), capture.Value(1), capture.Value(2), capture.Value(3), capture.Value(4))
	}
	tally := sim.NewTally(g.Metrics())
	st := sim.NewStream(6, 0)
	if n := testing.AllocsPerRun(50, func() { tr.Play(st, tally) }); n != 0 {
		t.Errorf("a trial of %d turns allocates %v times", turns, n)
	}
}
