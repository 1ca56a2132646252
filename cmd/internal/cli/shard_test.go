package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios"
)

// elapsed matches the run time in results.json, the one figure that is not
// the run's result.
var elapsed = regexp.MustCompile(`"elapsed_s": [-+.e0-9]+`)

// readResults returns dir's results.json, its run time blanked.
func readResults(t *testing.T, dir string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	return elapsed.ReplaceAll(b, []byte(`"elapsed_s": 0`))
}

// TestShardsMergeBitForBit (issue 21 items 1, 2, 4 and 5): a run, a sweep,
// a comparison and a tournament of three lists played as n shard processes (the fleetlab binary, the
// index given on the command line or by the batch system's environment),
// then merged, give the single run's results.json byte for byte (its run
// time aside), for several n, shards with no block among them.
func TestShardsMergeBitForBit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command and runs shard processes")
	}
	bin := buildFleetlab(t)
	for _, tc := range []struct {
		name   string
		args   []string
		shards []int
	}{
		{"run", []string{"run", "active-scan", "--set", "scanners=2", "--trials", "10000"}, []int{1, 2, 5}},
		{"sweep", []string{"run", "tie-break", "--sweep", "admiral_a=1..3", "--sweep", "rolloff=admiral,plain", "--trials", "5000"}, []int{2, 4}},
		{"compare", []string{"compare", "tie-break", "--a", "admiral_a=2", "--vs", "admiral_a=4", "--vs", "admiral_a=5", "--trials", "9000"}, []int{3, 7}},
		{"compare sweep", []string{"compare", "tie-break", "--vs", "admiral_a=4", "--sweep", "admiral_b=1..2", "--trials", "5000"}, []int{3}},
		// issue 21 item 4: pairings are the unit; 5 shards of 3 pairings leave two with none
		{"tournament", []string{"tournament", "../../../scenarios/lists/ucm-clash.yaml", "../../../scenarios/lists/phr-clash.yaml",
			"../../../scenarios/lists/ucm-attrition.yaml", "--games", "40"}, []int{1, 2, 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			args := append(tc.args, "--seed", "3", "--workers", "2", "--quiet")
			single := filepath.Join(dir, "single")
			if code, _, errs := fleetlab(t, append(args, "--out", single, "--format", "json")...); code != ExitOK {
				t.Fatalf("the single run: exit %d: %s", code, errs)
			}
			want := readResults(t, single)
			for _, n := range tc.shards {
				var parts []string
				for i := range n {
					part := filepath.Join(dir, fmt.Sprintf("n%d-part-%d", n, i))
					cmd := exec.Command(bin, append(args, "--shard", fmt.Sprintf("%d/%d", i, n), "--out", part)...)
					switch i { // the batch systems' ways of giving the index
					case 1:
						cmd.Args[len(cmd.Args)-3] = fmt.Sprintf("/%d", n)
						cmd.Env = append(os.Environ(), fmt.Sprintf("JOB_COMPLETION_INDEX=%d", i))
					case 2:
						cmd.Args[len(cmd.Args)-3] = fmt.Sprintf("/%d", n)
						cmd.Env = append(os.Environ(), fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", i+1), "SLURM_ARRAY_TASK_MIN=1")
					}
					if out, err := cmd.CombinedOutput(); err != nil {
						t.Fatalf("shard %d/%d: %v\n%s", i, n, err, out)
					}
					parts = append(parts, part)
				}
				// the merge by the same binary: a part names the fleetlab that made it
				merged := filepath.Join(dir, fmt.Sprintf("n%d-merged", n))
				if out, err := exec.Command(bin, append([]string{"merge", "--out", merged, "--quiet"}, parts...)...).CombinedOutput(); err != nil {
					t.Fatalf("merge of %d shards: %v: %s", n, err, out)
				}
				if got := readResults(t, merged); !bytes.Equal(got, want) {
					t.Errorf("%d shards: the merged results.json differs from the single run's:\n%s\nwant\n%s", n, got, want)
				}
				out, err := exec.Command(bin, append([]string{"merge", "--status"}, parts...)...).CombinedOutput()
				if err != nil || !strings.Contains(string(out), fmt.Sprintf("done: %d of %d shards", n, n)) {
					t.Errorf("merge --status of every shard: %v:\n%s", err, out)
				}
				// a tournament's units are pairings of games, a run's trials and blocks
				unit := "blocks"
				if tc.name == "tournament" {
					unit = "pairings"
				}
				if !strings.Contains(string(out), " "+unit+" in ") {
					t.Errorf("merge --status of a %s does not count %s:\n%s", tc.name, unit, out)
				}
			}
		})
	}
}

// TestMergeRefusesBadParts: a missing, duplicated or foreign part is
// refused, named; --status lists the missing shards and exits 1.
func TestMergeRefusesBadParts(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, name := range []string{"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"} {
		t.Setenv(name, "") // so that --shard /3 finds no index
	}
	base := []string{"run", "tie-break", "--trials", "10000", "--quiet"}
	for i := range 3 {
		if code, _, errs := fleetlab(t, append(base, "--shard", fmt.Sprintf("%d/3", i), "--out", fmt.Sprintf("part-%d", i))...); code != ExitOK {
			t.Fatalf("shard %d: %s", i, errs)
		}
	}
	if code, _, errs := fleetlab(t, append(base, "--seed", "2", "--shard", "1/3", "--out", "other")...); code != ExitOK {
		t.Fatal(errs)
	}
	if code, _, errs := fleetlab(t, "run", "tie-break", "--trials", "20000", "--quiet", "--shard", "1/3", "--out", "more"); code != ExitOK {
		t.Fatal(errs)
	}
	data, err := os.ReadFile(filepath.Join("part-1", "part.json"))
	if err != nil {
		t.Fatal(err)
	}
	os.Mkdir("copy", 0o755)
	os.WriteFile(filepath.Join("copy", "part.json"), data, 0o644)
	for _, tc := range []struct {
		parts []string
		code  int
		want  string
	}{
		{[]string{"part-0", "part-2"}, ExitBadInput, "missing shards of 3: 1"},
		{[]string{"part-0", "part-1", "copy", "part-2"}, ExitBadInput, "parts part-1 and copy are both shard 1 of 3"},
		{[]string{"part-0", "other", "part-2"}, ExitBadInput, "part other is not of the same run as part-0: its seed is 2, not 1"},
		{[]string{"part-0", "nothing"}, ExitBadInput, "part nothing:"},
		// the first setting that differs, in the identity's order: the
		// trials, not the block counts derived from them
		{[]string{"part-0", "more", "part-2"}, ExitBadInput, "part more is not of the same run as part-0: its trials is 20000, not 10000"},
	} {
		code, _, errs := fleetlab(t, append([]string{"merge"}, tc.parts...)...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("merge %v: exit %d: %s\nwant exit %d saying %q", tc.parts, code, errs, tc.code, tc.want)
		}
	}
	if code, _, errs := fleetlab(t, "merge", "part-0", "part-1", "part-2", "--out", "part-1/"); code != ExitBadInput || !strings.Contains(errs, "is one of the parts") {
		t.Errorf("--out a part: exit %d: %s", code, errs)
	}
	// a plain report must not replace a shard's part
	for _, args := range [][]string{append(base, "--out", "part-0"), {"compare", "tie-break", "--vs", "admiral_a=2", "--trials", "1000", "--out", "part-0"}, {"merge", "part-0", "part-1", "part-2", "--out", "other"}} {
		if code, _, errs := fleetlab(t, args...); code != ExitBadInput || !strings.Contains(errs, "--out part-0 holds a shard's part; choose another folder") && !strings.Contains(errs, "--out other holds a shard's part") {
			t.Errorf("%v: exit %d: %s, want the part refused", args, code, errs)
		}
	}
	if _, err := os.Stat(filepath.Join("part-0", "part.json")); err != nil {
		t.Errorf("the part was replaced: %v", err)
	}
	code, out, errs := fleetlab(t, "merge", "--status", "part-2", "part-0")
	if code != ExitFailure || !strings.Contains(out, "done: 2 of 3 shards (0, 2)") || !strings.Contains(out, "missing: 1 shard (1)") {
		t.Errorf("--status: exit %d\n%s%s", code, out, errs)
	}
	for _, args := range [][]string{
		append(base, "--shard", "3/3", "--out", "x"),
		append(base, "--shard", "0/3"),
		append(base, "--shard", "0/3", "--out", "x", "--format", "json"),
		append(base, "--shard", "0/3", "--out", "x", "--precision", "0.01"),
		append(base, "--shard", "/3", "--out", "x"),
	} {
		if code, _, errs := fleetlab(t, args...); code != ExitBadInput {
			t.Errorf("%v: exit %d, want %d: %s", args, code, ExitBadInput, errs)
		}
	}
}

// TestMergeSameScenarioOtherPath (issue 21): shards given the same
// scenario file by two paths to it (good.yaml, ./good.yaml) are parts of
// one run: the scenario is its text's hash and its cleaned path.
func TestMergeSameScenarioOtherPath(t *testing.T) {
	t.Chdir(t.TempDir())
	src, err := scenarios.BuiltinSource("tie-break")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("good.yaml", src, 0o644); err != nil {
		t.Fatal(err)
	}
	for i, path := range []string{"good.yaml", "./good.yaml"} {
		if code, _, errs := fleetlab(t, "run", path, "--trials", "10000", "--quiet", "--shard", fmt.Sprintf("%d/2", i), "--out", fmt.Sprintf("part-%d", i)); code != ExitOK {
			t.Fatalf("shard %d: %s", i, errs)
		}
	}
	if code, out, errs := fleetlab(t, "merge", "--status", "part-0", "part-1"); code != ExitOK {
		t.Errorf("merge --status of good.yaml and ./good.yaml: exit %d\n%s%s", code, out, errs)
	}
}

// TestMergeHelpExitCodes (issue 21): merge --help gives its exit codes,
// which a script waiting for the parts relies on.
func TestMergeHelpExitCodes(t *testing.T) {
	_, out, _ := fleetlab(t, "merge", "--help")
	for _, want := range []string{"0 complete", "1 parts\nmissing", "2 refused"} {
		if !strings.Contains(out, want) {
			t.Errorf("merge --help does not say %q:\n%s", want, out)
		}
	}
}
