package scenarios

import (
	"strings"
	"testing"
)

// TestDropfleetMoonshotObjectiveFirstFights (battle notes §3.1, §3.3
// Moonshot; issue 16 item 5: "the result measures the lists"): the
// built-in dfc-battle played on Moonshot with objective-first on both
// sides is not a draw every game and has kills. Each player's two
// clusters stand by its own corner with the Large Solid Object between
// them; players who only held their own clusters never met, and every
// game was a draw at 16-16 VP and 0-0 kill points, whatever the lists.
func TestDropfleetMoonshotObjectiveFirstFights(t *testing.T) {
	statistical(t)
	data, err := builtinFS.ReadFile("builtin/dfc-battle.yaml")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(data), "scenario: take-and-hold", "scenario: moonshot", 1)
	if src == string(data) {
		t.Fatal("dfc-battle has no `scenario: take-and-hold` to replace")
	}
	r := runModel(t, compileSource(t, "moonshot.yaml", src), 500, 1)
	if d := metric(t, r, "draw").Estimate(); d > 0.9 {
		t.Errorf("P(draw) = %.3f, want the lists to decide most games", d)
	}
	for _, name := range []string{"ucm_kp", "phr_kp"} {
		if kp := metric(t, r, name).Estimate(); kp <= 0 {
			t.Errorf("%s = %.1f, want kills", name, kp)
		}
	}
}
