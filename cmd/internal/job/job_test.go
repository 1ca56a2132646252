package job

import (
	"context"
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// TestFromValues: a web form's values make the request the same flags
// would, and a value that cannot be read is refused as bad input.
func TestFromValues(t *testing.T) {
	v := url.Values{"scenario": {"tie-break"}, "set": {"admiral_a=2"}, "sweep": {"admiral_b=1..3"},
		"trials": {"250k"}, "seed": {"7"}, "lang": {"es"}}
	r, err := FromValues(Run, v, 2)
	if err != nil {
		t.Fatal(err)
	}
	want := Request{Mode: Run, Scenario: "tie-break", Sets: []string{"admiral_a=2"}, Sweeps: []string{"admiral_b=1..3"},
		Trials: 250_000, Seed: 7, Workers: 2, Lang: reports.Spanish}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("got %+v\nwant %+v", r, want)
	}
	for _, bad := range []url.Values{{"trials": {"lots"}}, {"trials": {"0"}}, {"seed": {"-1"}}, {"workers": {"x"}}, {"precision": {"0"}}, {"lang": {"de"}}} {
		if _, err := FromValues(Run, bad, 2); err == nil || !IsBadInput(err) {
			t.Errorf("%v: %v, want a bad request", bad, err)
		}
	}
}

// TestDefaultTrials: a request that names no trials plays its scenario's
// default (the file's trials:, else DefaultTrials), at most DefaultCap; one
// that names them plays them; a form without trials names none.
func TestDefaultTrials(t *testing.T) {
	src, err := scenarios.BuiltinSource("active-scan")
	if err != nil {
		t.Fatal(err)
	}
	upload := append([]byte("trials: 2500\n"), src...)
	for _, tc := range []struct {
		req  Request
		want int64
	}{
		{Request{Scenario: "active-scan", Workers: 1}, DefaultTrials},
		{Request{Scenario: "active-scan", Workers: 1, Trials: 7}, 7},
		{Request{Scenario: "active-scan", Workers: 1, DefaultCap: 1000}, 1000},
		{Request{Scenario: "armada-battle", Workers: 1}, 5000},
		{Request{Scenario: "dfc-battle", Workers: 1, DefaultCap: 1000}, 1000},
		{Request{Scenario: "few.yaml", Source: upload, Workers: 1}, 2500},
		{Request{Scenario: "few.yaml", Source: upload, Workers: 1, Mode: Compare, Vs: []string{"scanners=2"}}, 2500},
	} {
		p, err := New(context.Background(), tc.req)
		if err != nil {
			t.Fatalf("%s: %v", tc.req.Scenario, err)
		}
		if got := p.Request().Trials; got != tc.want || p.Trials() != tc.want {
			t.Errorf("%s (trials %d, cap %d): plays %d (%d), want %d", tc.req.Scenario, tc.req.Trials, tc.req.DefaultCap, got, p.Trials(), tc.want)
		}
	}
	r, err := FromValues(Run, url.Values{"scenario": {"dfc-battle"}}, 2)
	if err != nil || r.Trials != 0 {
		t.Errorf("a form without trials: %d, %v; want 0 (the scenario's default)", r.Trials, err)
	}
}

// TestUploadedScenario: a scenario given as text plays exactly as the same
// file given by name.
func TestUploadedScenario(t *testing.T) {
	src, err := scenarios.BuiltinSource("active-scan")
	if err != nil {
		t.Fatal(err)
	}
	play := func(req Request) *reports.Run {
		t.Helper()
		p, err := New(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := p.Execute(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		return doc.(*reports.Run)
	}
	base := Request{Trials: 5000, Seed: 3, Workers: 2, Sets: []string{"scanners=2"}}
	named, uploaded := base, base
	named.Scenario = "active-scan"
	uploaded.Scenario, uploaded.Source = "upload.yaml", src
	a, b := play(named), play(uploaded)
	if !reflect.DeepEqual(a.Result.Metrics, b.Result.Metrics) || a.Scenario != b.Scenario {
		t.Error("the uploaded scenario's result differs from the built-in's")
	}
}

// TestBadInputIsNamed: errors name the uploaded file and line, and are
// told apart from failures; limits are refused in the flags' words.
func TestBadInputIsNamed(t *testing.T) {
	for _, tc := range []struct {
		req  Request
		want string
	}{
		{Request{Scenario: "mine.yaml", Source: []byte("name: x\ngame: chess\n"), Trials: 10, Workers: 1}, "mine.yaml:"},
		{Request{Scenario: "active-scan", Trials: -3, Workers: 1}, "--trials must be at least 1, got -3"},
		{Request{Mode: Compare, Scenario: "active-scan", Trials: 10, Workers: 1}, "at least one --vs"},
		{Request{Scenario: "active-scan", Trials: 10, Workers: 1, Sets: []string{"nope=1"}}, "nope"},
		{Request{Scenario: "active-scan", Trials: 10, Workers: 1, Sweeps: []string{"scanners=1..3", "scanners=2..3"}}, "given twice"},
		{Request{Scenario: "testdata/../../job/testdata", Builtin: true, Trials: 10, Workers: 1}, `no built-in scenario "testdata/`},
	} {
		_, err := New(context.Background(), tc.req)
		if err == nil || !IsBadInput(err) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want bad input saying %q", tc.req, err, tc.want)
		}
	}
}

// TestLoad: Load returns the scenario unbound, whatever the settings; a
// request for a built-in never reads a file.
func TestLoad(t *testing.T) {
	s, err := Load(context.Background(), Request{Scenario: "active-scan", Builtin: true, Sets: []string{"nope=1"}})
	if err != nil || s.Name != "active-scan" {
		t.Errorf("active-scan: %v, %v", s, err)
	}
	file := "../../../scenarios/builtin/active-scan.yaml"
	if _, err := Load(context.Background(), Request{Scenario: file}); err != nil {
		t.Errorf("%s: %v", file, err)
	}
	if _, err := Load(context.Background(), Request{Scenario: file, Builtin: true}); !IsBadInput(err) {
		t.Errorf("%s named as a built-in: %v, want bad input", file, err)
	}
}

// TestExecuteStopsAndReports: a cancelled job returns its partial document
// marked incomplete, and the progress callback ends on the trials played.
func TestExecuteStopsAndReports(t *testing.T) {
	for _, mode := range []Mode{Run, Compare} {
		req := Request{Mode: mode, Scenario: "tie-break", Trials: 100_000, Workers: 2, Vs: []string{"admiral_a=3"}}
		p, err := New(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		var last int64
		doc, err := p.Execute(context.Background(), func(done int64) { last = done })
		if err != nil || doc.Incomplete() || last != p.Trials() {
			t.Errorf("mode %d: %v, incomplete %v, progress %d of %d", mode, err, doc.Incomplete(), last, p.Trials())
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		doc, err = p.Execute(ctx, nil)
		if err != nil || !doc.Incomplete() {
			t.Errorf("mode %d cancelled: %v, %v", mode, doc, err)
		}
	}
	req := Request{Mode: Compare, Scenario: "tie-break", Trials: 1000, Workers: 1, Vs: []string{"admiral_a=3"}, Sweeps: []string{"admiral_b=1..2"}}
	p, err := New(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Execute(ctx, nil); !errors.Is(err, ErrInterrupted) {
		t.Errorf("a comparison sweep stopped before any trial: %v", err)
	}
}

// TestShardInterrupted: a shard cut short writes no part, and says so.
func TestShardInterrupted(t *testing.T) {
	p, err := New(context.Background(), Request{Scenario: "tie-break", Trials: 100_000, Workers: 2, Shard: Shard{1, 3}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if part, err := p.ExecuteShard(ctx, nil); part != nil || !errors.Is(err, ErrInterrupted) || !strings.Contains(err.Error(), "no part was written") {
		t.Errorf("%v, %v", part, err)
	}
	if _, err := p.Execute(context.Background(), nil); err == nil {
		t.Error("a shard's plan played as a whole run")
	}
}

// TestMessage: an error's line says "fleetlab: " once, in the reader's
// language, as the command prints it and the page shows it.
func TestMessage(t *testing.T) {
	for _, tc := range []struct {
		err  error
		l    reports.Lang
		want string
	}{
		{errors.New("boom"), reports.English, "fleetlab: boom"},
		{errors.New("fleetlab: boom"), reports.English, "fleetlab: boom"},
		{BadRequest(reports.Msgf("--trials must be at least 1, got %d", 0)), reports.Spanish, "fleetlab: " + reports.Spanish.Tf("--trials must be at least 1, got %d", 0)},
	} {
		if got := Message(tc.err, tc.l); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.err, got, tc.want)
		}
	}
}
