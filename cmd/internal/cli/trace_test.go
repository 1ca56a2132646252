package cli

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/trace"
)

// svgTitle matches a picture's title as trace.Frame.WriteSVG writes it.
var svgTitle = regexp.MustCompile(`<text class="title"[^>]*>([^<]*)</text>`)

// TestTracePictures traces a game of each built-in battle with --out and
// reads the pictures written: a set-up picture first (setup.svg, which
// trace --help promises), then one a turn or round, each titled as its
// file is named (setup: "Set-up…", turn-N: "Turn N…", round-N: "Round
// N…"), with a legend naming both sides, every ship's bow and arcs
// (Dropfleet: its orbital layer), and no two labels overlapping.
func TestTracePictures(t *testing.T) {
	for _, tc := range []struct {
		scenario, word string
		pictures       int
		sides          [2]string
	}{
		{"dfc-battle", "turn", 7, [2]string{"ucm", "phr"}},
		{"armada-battle", "round", 7, [2]string{"empire", "rebels"}},
	} {
		dir := t.TempDir()
		code, out, errs := fleetlab(t, "trace", tc.scenario, "--trial", "0", "--out", dir)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.scenario, code, errs)
		}
		if !strings.Contains(out, "7 pictures of the table written") {
			t.Errorf("%s: %q does not say 7 pictures were written", tc.scenario, out[max(0, len(out)-200):])
		}
		files, err := filepath.Glob(filepath.Join(dir, "*.svg"))
		if err != nil || len(files) != tc.pictures {
			t.Fatalf("%s: %d pictures written, want %d: %v", tc.scenario, len(files), tc.pictures, files)
		}
		for i := range tc.pictures {
			name := "setup"
			if i > 0 {
				name = tc.word + "-" + string(rune('0'+i))
			}
			b, err := os.ReadFile(filepath.Join(dir, name+".svg"))
			if err != nil {
				t.Fatalf("%s: %v", tc.scenario, err)
			}
			svg := string(b)
			m := svgTitle.FindStringSubmatch(svg)
			if m == nil || !trace.NameAgrees(name, html.UnescapeString(m[1])) {
				t.Errorf("%s: %s.svg is titled %q", tc.scenario, name, m)
			}
			for _, want := range []string{`class="legend"`, ">" + tc.sides[0] + "</text>", ">" + tc.sides[1] + "</text>"} {
				if !strings.Contains(svg, want) {
					t.Errorf("%s: %s.svg has no %s", tc.scenario, name, want)
				}
			}
			if i > 0 && (!strings.Contains(svg, `class="bow"`) || !strings.Contains(svg, `class="arc"`)) {
				t.Errorf("%s: %s.svg draws no bow or no firing arc", tc.scenario, name)
			}
			if i > 0 && tc.word == "turn" && !regexp.MustCompile(`font-weight="bold" text-anchor="middle">[HLA]</text>`).MatchString(svg) {
				t.Errorf("%s: %s.svg marks no ship's orbital layer", tc.scenario, name)
			}
			boxes := trace.LabelBoxes(svg)
			for k, a := range boxes {
				for _, o := range boxes[:k] {
					if a.Overlaps(o) {
						t.Errorf("%s: %s.svg: labels %q and %q overlap", tc.scenario, name, a.Text, o.Text)
					}
				}
			}
		}
	}
}
