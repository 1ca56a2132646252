package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompareJSON checks the comparison's JSON and that the paired
// interval of the damage difference is narrower than independent runs'.
func TestCompareJSON(t *testing.T) {
	code, out, errs := fleetlab(t, "compare", "armada-attack", "--vs", "concentrate_fire=dial", "--trials", "100000", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Scenario string         `json:"scenario"`
		Trials   int64          `json:"trials"`
		Params   map[string]any `json:"params"`
		Variants []struct {
			Name    string         `json:"name"`
			Set     map[string]any `json:"set"`
			Metrics []struct {
				Name     string  `json:"name"`
				Estimate float64 `json:"estimate"`
			} `json:"metrics"`
		} `json:"variants"`
		Differences []struct {
			Name        string     `json:"name"`
			Estimate    float64    `json:"estimate"`
			CI95        [2]float64 `json:"ci95"`
			Independent float64    `json:"independent_half_width"`
		} `json:"differences"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if r.Scenario != "armada-attack" || r.Trials != 100000 || len(r.Variants) != 2 || r.Variants[1].Set["concentrate_fire"] != "dial" || r.Params["red"] != 3.0 {
		t.Fatalf("header %+v", r)
	}
	d := r.Differences[0]
	if d.Name != "damage" || d.CI95[0] <= 0 || (d.CI95[1]-d.CI95[0])/2 >= d.Independent/2 {
		t.Errorf("damage difference %+v: want a positive difference, its paired interval under half the independent one", d)
	}
	if diff := r.Variants[1].Metrics[0].Estimate - r.Variants[0].Metrics[0].Estimate; diff-d.Estimate > 1e-9 || d.Estimate-diff > 1e-9 {
		t.Errorf("B − A of the means %v, mean paired difference %v", diff, d.Estimate)
	}
}

func TestCompareText(t *testing.T) {
	code, out, _ := fleetlab(t, "compare", "tie-break", "--a", "admiral_a=2", "--vs", "admiral_a=4", "--trials", "50000")
	if code != ExitOK || !strings.Contains(out, "A: admiral_a=2") || !strings.Contains(out, "B: admiral_a=4") || !strings.Contains(out, "paired 95% interval") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	for f, want := range map[string]string{"csv": "a_chooses", "md": `a\_chooses`} {
		if code, out, _ := fleetlab(t, "compare", "tie-break", "--vs", "admiral_a=3", "--trials", "1000", "--format", f); code != ExitOK || !strings.Contains(out, want) {
			t.Errorf("%s: exit %d\n%s", f, code, out)
		}
	}
}

func TestCompareBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"compare", "tie-break"}, "at least one --vs"},
		{[]string{"compare", "tie-break", "--vs", "admiral_z=3"}, `no parameter "admiral_z"`},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=9"}, "admiral_a must be from 1 to 7"},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=3", "--trials", "0"}, "--trials must be from 1"},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=3", "--format", "xml"}, "--format must be one of"},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=3", "--precision", "-1"}, "--precision must be a positive number"},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=3", "--vs", " "}, `--vs " ": expected name=value settings for variant C`},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=2", "--vs", "admiral_a=9"}, "admiral_a must be from 1 to 7"},
		{[]string{"compare", "tie-break", "--vs", "rolloff=plain", "--sweep", "admiral_a=1..3", "--sweep", "admiral_b=1..2"}, "one --sweep parameter"},
		{[]string{"compare", "tie-break", "--vs", "rolloff=plain", "--sweep", "admiral_a=1..3", "--precision", "0.01"}, "--precision and --sweep do not go together"},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=3", "--sweep", "admiral_a=1..3"}, "--vs also sets admiral_a"},
		{[]string{"compare", "tie-break", "--vs", "rolloff=plain", "--sweep", "admiral_a=0..3"}, "--sweep admiral_a=0..3: "},
	} {
		code, _, errs := fleetlab(t, tc.args...)
		if code != ExitBadInput || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestCompareOutAndPrecision: --precision stops when every interval is
// narrow enough and says so; --out writes the report folder with the
// overlaid plots.
func TestCompareOutAndPrecision(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cmp")
	target := "0.02"
	if raceDetector { // the same stop and files, six times fewer trials
		target = "0.05"
	}
	code, out, errs := fleetlab(t, "compare", "armada-attack", "--vs", "concentrate_fire=dial", "--precision", target, "--out", dir)
	if code != ExitOK || !strings.Contains(out, "precision ±"+target+" reached") || !strings.Contains(errs, "wrote") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, name := range []string{"damage_compared.png", "damage_compared.svg", "report.md", "report.html", "results.json", "results.csv"} {
		if info, err := os.Stat(filepath.Join(dir, name)); err != nil || info.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestCompareSeveralVariants: each --vs is a variant compared with A, and
// one --vs may change several parameters; A's figures are the same for
// every variant, being one run.
func TestCompareSeveralVariants(t *testing.T) {
	code, out, errs := fleetlab(t, "compare", "tie-break", "--a", "admiral_a=2", "--vs", "admiral_a=4", "--vs", "admiral_a=4 rolloff=plain", "--trials", "20000", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Variants []struct {
			Name    string         `json:"name"`
			Set     map[string]any `json:"set"`
			Metrics []struct {
				Estimate float64 `json:"estimate"`
			} `json:"metrics"`
		} `json:"variants"`
		Differences []struct {
			Name     string  `json:"name"`
			Variant  string  `json:"variant"`
			Estimate float64 `json:"estimate"`
		} `json:"differences"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(r.Variants) != 3 || r.Variants[1].Name != "B" || r.Variants[2].Name != "C" ||
		r.Variants[2].Set["rolloff"] != "plain" || r.Variants[1].Set["rolloff"] != "admiral" || r.Variants[0].Set["admiral_a"] != 2.0 {
		t.Fatalf("variants %+v", r.Variants)
	}
	for _, d := range r.Differences {
		if d.Name != "a_chooses" {
			continue
		}
		// the roll-off with Admirals 4 against 1 is won 0.9091 of the time, with
		// Admirals 2 against 1 0.6774; the plain d6 is even
		want := map[string]float64{"B": 0.9091 - 0.6774, "C": 0.5 - 0.6774}[d.Variant]
		if d.Estimate < want-0.02 || d.Estimate > want+0.02 {
			t.Errorf("%s − A of a_chooses = %v, want about %v", d.Variant, d.Estimate, want)
		}
	}
}

// TestCompareSweep: --sweep plays the comparison at every value, and --out
// writes the differences' plots.
func TestCompareSweep(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sw")
	code, out, errs := fleetlab(t, "compare", "tie-break", "--vs", "rolloff=plain", "--sweep", "admiral_a=1..3", "--trials", "20000", "--out", dir)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"A: rolloff=admiral\nB: rolloff=plain\nsweep: admiral_a = 1, 2, 3\n", "a_chooses: ", "\n3 "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	for _, name := range []string{"a_chooses_difference.png", "report.html", "report.md", "results.json", "results.csv"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
}

// TestCompareVsValueWithComma (issue 20): a --vs value written with ", ",
// as --set takes it, is one setting of variant B, and plays as --set with
// the same value does.
func TestCompareVsValueWithComma(t *testing.T) {
	code, out, errs := fleetlab(t, "compare", "armada-attack", "--vs", "red=2 tokens=brace, evade", "--trials", "2000", "--format", "json")
	if code != ExitOK {
		t.Fatalf("--vs 'red=2 tokens=brace, evade': exit %d: %s", code, errs)
	}
	var r struct {
		Variants []struct {
			Set     map[string]any `json:"set"`
			Metrics []struct {
				Estimate float64 `json:"estimate"`
			} `json:"metrics"`
		} `json:"variants"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	_, single, _ := fleetlab(t, "run", "armada-attack", "--set", "red=2", "--set", "tokens=brace, evade", "--trials", "2000", "--format", "json")
	var want runJSON
	if err := json.Unmarshal([]byte(single), &want); err != nil {
		t.Fatal(err)
	}
	if len(r.Variants) != 2 || len(r.Variants[1].Metrics) == 0 || r.Variants[1].Metrics[0].Estimate != want.Metrics[0].Estimate {
		t.Errorf("variant B is not the run with --set 'tokens=brace, evade':\n%s\nwant\n%s", out, single)
	}
}
