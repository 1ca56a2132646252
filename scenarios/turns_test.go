package scenarios

import (
	"strings"
	"testing"
)

// TestActivationOrder checks the activation-order scenario: every
// battlegroup activates exactly once in turn 1 (positions 1 to 8), and the
// answers are consistent with each other.
func TestActivationOrder(t *testing.T) {
	r := run(t, "activation-order", 40_000, 2)
	seen := map[int]bool{}
	for _, name := range []string{"ucm_scouts", "ucm_line", "ucm_vanguard", "ucm_line_2", "phr_scouts", "phr_line", "phr_vanguard", "phr_flag"} {
		h := &metric(t, r, name+"_position").Histogram
		if h.Min() < 1 || h.Max() > 8 {
			t.Errorf("%s: positions %d to %d, want 1 to 8", name, h.Min(), h.Max())
		}
		for _, b := range h.Bins() {
			seen[b.Value] = true
		}
	}
	if len(seen) != 8 {
		t.Errorf("positions seen %v, want all of 1 to 8", seen)
	}
	ul, pl := metric(t, r, "ucm_last").Proportion, metric(t, r, "phr_last").Proportion
	if ul.Successes+pl.Successes != ul.Trials {
		t.Errorf("last activation: UCM %d + PHR %d of %d trials", ul.Successes, pl.Successes, ul.Trials)
	}
	if m := metric(t, r, "rolloffs_turn_1"); m.Histogram.Max() == 0 {
		t.Error("no roll-off in turn 1, though the 11-rated cards can meet")
	}
}

// TestTurnsScenarioErrors checks the new fields' errors.
func TestTurnsScenarioErrors(t *testing.T) {
	src, err := BuiltinSource("activation-order")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ old, new, want string }{
		{"admiral_ship: flagship", "admiral_ship: p-bc", "ship p-bc is not in fleet ucm"},
		{"deck: $deck_ucm", "deck: shuffle", `unknown deck policy "shuffle"`},
		{"deck: $deck_ucm", "deck: {scripted: [[ucm-line, phr-line]]}", `no battlegroup "phr-line" in fleet ucm`},
		{"choice: $choice_ucm", "choice: never", `unknown first-or-second policy "never"`},
		{"turn: 1}\n  - {name: ucm_line_position", "turn: 101}\n  - {name: ucm_line_position", "turn: must be from 1 to 100"},
		{"what: before, of: ucm-scouts, than: phr-line", "what: before, of: ucm-scouts", "missing required field than"},
		{"turns: {count: $turns}", "turns: {count: 2, losses: [{ship: flagship}]}", "missing required field before_turn"},
	} {
		if !strings.Contains(string(src), tc.old) {
			t.Fatalf("case does not apply: %q", tc.old)
		}
		_, err := Parse("order.yaml", []byte(strings.Replace(string(src), tc.old, tc.new, 1)))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.new, err, tc.want)
		}
	}
	// a scripted deck and a loss are accepted
	ok := strings.Replace(string(src), "deck: $deck_ucm", "deck: {scripted: [[ucm-line, ucm-scouts], [ucm-vanguard]]}", 1)
	ok = strings.Replace(ok, "turns: {count: $turns}", "turns: {count: $turns, losses: [{ship: flagship, before_turn: 2}]}", 1)
	if _, err := Parse("order.yaml", []byte(ok)); err != nil {
		t.Error(err)
	}
}
