package reports

import (
	"bytes"
	"image/color"
	"strings"
	"testing"

	"gonum.org/v1/plot"

	"github.com/fleetlab/fleetlab/sim"
)

// rareRound is armada-duel's victory_round: the round the Victory is
// destroyed in, 0 in 999,998 trials of a million and 3 in two.
func rareRound() *sim.MetricResult {
	m := &sim.MetricResult{Metric: sim.Metric{Name: "victory_round", Kind: sim.KindDistribution,
		Doc: "the round the Victory is destroyed in (0: it survives)"}}
	for range 999_998 {
		m.Histogram.Add(0)
	}
	m.Histogram.Add(3)
	m.Histogram.Add(3)
	return m
}

// TestCurvesReadTrueAtEveryK checks the "at least k" and cumulative
// staircases at every whole number from the least value to the greatest,
// seen or not: the step over k is P(≥ k) (or P(≤ k)) with its Wilson
// interval, and the steps join without gap or overlap. A line between the
// values seen read P(≥ 1) ≈ 0.67 for the rare round; the truth is 0.000002.
func TestCurvesReadTrueAtEveryK(t *testing.T) {
	for _, m := range []*sim.MetricResult{rareRound(), &fixedRun(t).Result.Metrics[1]} {
		h := &m.Histogram
		n := h.N()
		for _, atLeast := range []bool{true, false} {
			steps := curveSteps(m, atLeast)
			for i := 1; i < len(steps); i++ {
				if steps[i].From != steps[i-1].To {
					t.Errorf("%s: step %d starts at %v, the one before ends at %v", m.Name, i, steps[i].From, steps[i-1].To)
				}
			}
			if steps[0].From != float64(h.Min())-0.5 || steps[len(steps)-1].To != float64(h.Max())+0.5 {
				t.Errorf("%s: steps cover [%v, %v], want the values seen ±0.5", m.Name, steps[0].From, steps[len(steps)-1].To)
			}
			for k := h.Min(); k <= h.Max(); k++ {
				count := h.AtLeast(k)
				if !atLeast {
					count = n - h.AtLeast(k+1)
				}
				s := stepAt(steps, k)
				lo, hi := sim.Wilson(count, n, z95)
				if want := float64(count) / float64(n); s.P != want || s.Lo != lo || s.Hi != hi {
					t.Errorf("%s (at least %v) at k=%d: %v [%v, %v], want %v [%v, %v]", m.Name, atLeast, k, s.P, s.Lo, s.Hi, want, lo, hi)
				}
			}
		}
	}
	if s := stepAt(curveSteps(rareRound(), true), 1); s.P != 0.000002 {
		t.Errorf("rare round: P(≥ 1) drawn at %v, want 0.000002", s.P)
	}
}

func TestProbText(t *testing.T) {
	for _, tc := range []struct {
		p    float64
		want string
	}{{0, "0"}, {1, "1"}, {0.000002, "0.000002"}, {0.999998, "0.999998"}, {0.7106, "0.71"}, {0.2868, "0.29"},
		{0.0014, "0.0014"}, {0.5, "0.5"}, {0.25, "0.25"}} {
		if got := ProbText(tc.p, English); got != tc.want {
			t.Errorf("ProbText(%v) = %q, want %q", tc.p, got, tc.want)
		}
	}
	if got := ProbText(0.000002, Spanish); got != "0,000002" {
		t.Errorf("Spanish: %q", got)
	}
}

// TestPlotTitlesSpeakToPlayers: each of a metric's plots has its own title
// with the metric's doc text, the scenario, the trial count and, when the
// run was interrupted, a PARTIAL mark; the axes say what k is.
func TestPlotTitlesSpeakToPlayers(t *testing.T) {
	r := fixedRun(t)
	m := &r.Result.Metrics[1]
	r.Result.Interrupted = true
	c := runContext(r)
	bars, err := DistributionPlot(m, c)
	if err != nil {
		t.Fatal(err)
	}
	least, err := CurvePlot(m, true, c)
	if err != nil {
		t.Fatal(err)
	}
	most, err := CurvePlot(m, false, c)
	if err != nil {
		t.Fatal(err)
	}
	titles := map[string]bool{}
	for _, p := range []*plot.Plot{bars, least, most} {
		title := strings.ReplaceAll(p.Title.Text, "\n", " ")
		for _, want := range []string{"Signature | in inches <b>", "probe", "100,000 trials", "PARTIAL"} {
			if !strings.Contains(title, want) {
				t.Errorf("title %q lacks %q", title, want)
			}
		}
		if strings.Contains(title, "target_signature") || strings.Contains(p.X.Label.Text, "target_signature") {
			t.Errorf("title %q or label %q shows the metric's identifier", title, p.X.Label.Text)
		}
		if !strings.Contains(p.X.Label.Text, "Signature | in inches") {
			t.Errorf("x label %q lacks the doc text", p.X.Label.Text)
		}
		titles[strings.SplitN(p.Title.Text, ":", 2)[0]] = true
	}
	if len(titles) != 3 {
		t.Errorf("the three plots share titles: %v", titles)
	}
	r.Result.Interrupted = false
	if p, _ := CurvePlot(m, true, runContext(r)); strings.Contains(p.Title.Text, "PARTIAL") {
		t.Error("a whole run's plot is marked partial")
	}
}

// TestPlotsClipNothing: every bar, error bar, step and band lies inside
// the axes, with room above for the probabilities written over them.
func TestPlotsClipNothing(t *testing.T) {
	for _, m := range []*sim.MetricResult{rareRound(), &fixedRun(t).Result.Metrics[1]} {
		h := &m.Histogram
		c := PlotContext{Scenario: "probe", Trials: h.N()}
		bars, err := DistributionPlot(m, c)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := newDistributionData(m)
		for i, pt := range d.points {
			if top := pt.Y + d.errs[i].High; top*1.1 > bars.Y.Max || pt.X-0.5 < bars.X.Min || pt.X+0.5 > bars.X.Max {
				t.Errorf("%s: the bar at %v (top %v) leaves the axes [%v, %v]×[0, %v] or the labels' room",
					m.Name, pt.X, top, bars.X.Min, bars.X.Max, bars.Y.Max)
			}
		}
		for _, atLeast := range []bool{true, false} {
			p, _ := CurvePlot(m, atLeast, c)
			steps := curveSteps(m, atLeast)
			if steps[0].From < p.X.Min || steps[len(steps)-1].To > p.X.Max || p.Y.Min > 0 || p.Y.Max < 1.1 {
				t.Errorf("%s: steps over [%v, %v] in [0, 1] leave the axes [%v, %v]×[%v, %v] or the labels' room",
					m.Name, steps[0].From, steps[len(steps)-1].To, p.X.Min, p.X.Max, p.Y.Min, p.Y.Max)
			}
		}
	}
}

func TestTextOnCells(t *testing.T) {
	if textOn(color.RGBA{59, 76, 192, 255}) != color.White || textOn(color.RGBA{180, 4, 38, 255}) != color.White {
		t.Error("dark cells do not get light text")
	}
	if textOn(color.RGBA{221, 221, 221, 255}) != color.Black {
		t.Error("a pale cell does not get dark text")
	}
}

// TestSVGEscapesTheDocText: a doc text from a scenario file lands in the
// plot's title as text, never as markup.
func TestSVGEscapesTheDocText(t *testing.T) {
	r := fixedRun(t)
	p, err := CurvePlot(&r.Result.Metrics[1], true, runContext(r))
	if err != nil {
		t.Fatal(err)
	}
	svg, err := renderSVG(p)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(svg, []byte("<b>")) || !bytes.Contains(svg, []byte("&lt;b&gt;")) {
		t.Error("the doc text's <b> is not escaped in the SVG")
	}
}

// TestPlotSourceUnits checks that a plot's source line counts what the
// document plays: trials, trials a point (a sweep), games a pairing (a
// tournament).
func TestPlotSourceUnits(t *testing.T) {
	for _, tc := range []struct {
		c    PlotContext
		want string
	}{
		{PlotContext{Scenario: "s", Trials: 1000, Lang: English}, "s · 1,000 trials"},
		{PlotContext{Scenario: "s", Trials: 1000, PerPoint: true, Lang: English}, "s · 1,000 trials a point"},
		{PlotContext{Scenario: "dfc-battle", Trials: 100, PerPairing: true, Lang: English}, "dfc-battle · 100 games a pairing"},
		{PlotContext{Scenario: "dfc-battle", Trials: 100, PerPairing: true, Lang: Spanish}, "dfc-battle · 100 partidas por emparejamiento"},
	} {
		if got := tc.c.source(); got != tc.want {
			t.Errorf("source() = %q, want %q", got, tc.want)
		}
	}
}
