package scenarios

import (
	"strings"
	"testing"
)

// TestTurnsBeyondTwelve: a scenario may play more turns than the 12 the
// per-turn records once held (their storage is sized from the script), and
// its turn measures read the later turns; a measure of a turn the script
// never plays reads as nothing happened.
func TestTurnsBeyondTwelve(t *testing.T) {
	src, err := BuiltinSource("activation-order")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "turns: {count: $turns}", "turns: {count: 14}", 1)
	text = strings.Replace(text, "{name: ucm_scouts_position, what: position, of: ucm-scouts, turn: 1}",
		"{name: ucm_scouts_position, what: position, of: ucm-scouts, turn: 14}", 1)
	text = strings.Replace(text, "{name: ucm_last, what: last, of: ucm, turn: 1}",
		"{name: ucm_last, what: last, of: ucm, turn: 14}", 1)
	text = strings.Replace(text, "{name: phr_last, what: last, of: phr, turn: 1}",
		"{name: phr_last, what: last, of: phr, turn: 20}", 1)
	r := runModel(t, compileSource(t, "long.yaml", text), 2000, 1)
	if h := &metric(t, r, "ucm_scouts_position").Histogram; h.Min() < 1 || h.Max() > 8 {
		t.Errorf("turn 14: the UCM scouts' positions run from %d to %d, want 1 to 8", h.Min(), h.Max())
	}
	if p := metric(t, r, "ucm_last").Proportion; p.Successes == 0 || p.Successes == p.Trials {
		t.Errorf("turn 14: the UCM made the last activation in %d of %d trials", p.Successes, p.Trials)
	}
	if p := metric(t, r, "phr_last").Proportion; p.Successes != 0 {
		t.Errorf("turn 20, never played: the PHR made its last activation in %d trials", p.Successes)
	}
}
