package serve

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// hoverRect matches one hover region of a plot: its place and its text.
var hoverRect = regexp.MustCompile(`<rect x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)" height="([0-9.]+)" data-tip="([^"]*)">`)

// playView plays req (a built-in, seed 1, two workers) on the job path
// and returns what the page shows of it in l.
func playView(t *testing.T, req job.Request, l reports.Lang) *resultView {
	t.Helper()
	req.Seed, req.Workers, req.Builtin = 1, 2, true
	p, err := job.New(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := p.Execute(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := view(doc, l)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestHovers (issue 20 item 2): every bar, point and heat-map cell of the
// page's plots shows its value and 95% interval on hover, over the plot's
// data area; a heat map's cells tile its grid, one region per point.
func TestHovers(t *testing.T) {
	for _, tc := range []struct {
		name string
		req  job.Request
		want string // the text of one region
		n    int    // regions of the first plot
	}{
		{"distribution bars", job.Request{Scenario: "active-scan", Sets: []string{"scanners=3"}},
			"P(=6) = ", 4},
		{"sweep line", job.Request{Scenario: "active-scan", Sweeps: []string{"scanners=1..4"}},
			"scanners = 3: ", 4},
		{"heat map cells", job.Request{Scenario: "tie-break", Sweeps: []string{"admiral_a=1..3", "rolloff=admiral,plain"}},
			"admiral_a = 2, rolloff = plain: ", 6},
	} {
		tc.req.Trials = 2000
		v := playView(t, tc.req, reports.English)
		if len(v.Plots) == 0 {
			t.Fatalf("%s: no plot", tc.name)
		}
		rects := hoverRect.FindAllStringSubmatch(string(v.Plots[0]), -1)
		if len(rects) != tc.n {
			t.Errorf("%s: %d hover regions, want %d", tc.name, len(rects), tc.n)
		}
		found := false
		for _, r := range rects {
			x, _ := strconv.ParseFloat(r[1], 64)
			y, _ := strconv.ParseFloat(r[2], 64)
			w, _ := strconv.ParseFloat(r[3], 64)
			h, _ := strconv.ParseFloat(r[4], 64)
			if !(x > 0 && y > 0 && w > 0 && h > 0 && x+w <= plotWidth.Points()+0.01 && y+h <= plotHeight.Points()+0.01) {
				t.Errorf("%s: region %q at %v,%v size %v×%v lies outside the plot", tc.name, r[5], x, y, w, h)
			}
			found = found || strings.HasPrefix(r[5], tc.want) && strings.Contains(r[5], "[")
		}
		if !found {
			t.Errorf("%s: no region says %q with its interval", tc.name, tc.want)
		}
	}
}

// TestHeatMapCellsTile: a heat map's hover cells are as many as its points,
// of one size, side by side left of its colour legend.
func TestHeatMapCellsTile(t *testing.T) {
	v := playView(t, job.Request{Scenario: "tie-break", Trials: 500, Sweeps: []string{"admiral_a=1..3", "admiral_b=1..2"}}, reports.Spanish)
	rects := hoverRect.FindAllStringSubmatch(string(v.Plots[0]), -1)
	xs, ys := map[string]bool{}, map[string]bool{}
	for _, r := range rects {
		xs[r[1]], ys[r[2]] = true, true
	}
	if len(rects) != 6 || len(xs) != 2 || len(ys) != 3 {
		t.Errorf("%d cells in %d columns and %d rows, want 6 in 2 and 3", len(rects), len(xs), len(ys))
	}
	if !strings.Contains(string(v.Plots[0]), `data-tip="admiral_a = 3, admiral_b = 1: `) {
		t.Error("no cell says admiral_a = 3, admiral_b = 1")
	}
}

// TestTimeLeft (issue 20): the progress line gives the time left as
// people read it, not 4315.5 s.
func TestTimeLeft(t *testing.T) {
	for _, tc := range []struct {
		s    float64
		l    reports.Lang
		want string
	}{
		{4.54, reports.English, "4.5 s"},
		{4.54, reports.Spanish, "4,5 s"},
		{59.96, reports.English, "1 min 0 s"},
		{200, reports.English, "3 min 20 s"},
		{4315.5, reports.English, "1 h 12 min"},
		{7200, reports.Catalan, "2 h 0 min"},
	} {
		if got := timeLeft(tc.s, tc.l); got != tc.want {
			t.Errorf("timeLeft(%v, %v) = %q, want %q", tc.s, tc.l, got, tc.want)
		}
	}
	if p := newProgress(1000, 1_000_000, time.Second, reports.English); !strings.HasSuffix(p.Text, " · 16 min 39 s left") {
		t.Errorf("the progress line reads %q", p.Text)
	}
}

// TestNoEmptyParamsRow (issue 20): with every parameter swept the result
// shows no empty params row; with one left, it shows it.
func TestNoEmptyParamsRow(t *testing.T) {
	for _, tc := range []struct {
		sweeps []string
		want   bool
	}{
		{[]string{"scanners=1..2", "target_sig=0,6"}, false},
		{[]string{"scanners=1..2"}, true},
	} {
		v := playView(t, job.Request{Scenario: "active-scan", Trials: 500, Sweeps: tc.sweeps}, reports.English)
		shown := false
		for _, row := range v.Info {
			if row[0] == "params" {
				shown = true
				if row[1] == "" {
					t.Errorf("%v: an empty params row", tc.sweeps)
				}
			}
		}
		if shown != tc.want {
			t.Errorf("%v: params row shown %v, want %v", tc.sweeps, shown, tc.want)
		}
	}
}

// TestUnmodelledShown (issue 20, issues 16/17: "a rule the core does not
// play yet is named in the report"): the page names what a scenario plays
// without effect, as every other report does, in the page's language.
func TestUnmodelledShown(t *testing.T) {
	for _, l := range []reports.Lang{reports.English, reports.Spanish} {
		v := playView(t, job.Request{Scenario: "dfc-battle", Trials: 20}, l)
		found := false
		for _, row := range v.Info {
			if row[0] == l.T("played without effect") && row[1] != "" {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: the dfc-battle result does not say what it plays without effect: %v", l, v.Info)
		}
	}
}
