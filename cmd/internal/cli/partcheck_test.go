package cli

import (
	"context"
	varint "encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
)

// shardParts plays args as n shards into part-0 … part-n-1 in the working
// folder and returns their folders.
func shardParts(t *testing.T, n int, args ...string) []string {
	t.Helper()
	var parts []string
	for i := range n {
		part := fmt.Sprintf("part-%d", i)
		if code, _, errs := fleetlab(t, append(args, "--quiet", "--shard", fmt.Sprintf("%d/%d", i, n), "--out", part)...); code != ExitOK {
			t.Fatalf("shard %d/%d: exit %d: %s", i, n, code, errs)
		}
		parts = append(parts, part)
	}
	return parts
}

// editPart rewrites the part in folder dir after edit changes it, sealed
// again as the writer seals (as anyone can: only a key's seal cannot be
// made again) unless keepSeal.
func editPart(t *testing.T, dir string, keepSeal bool, edit func(*job.Part)) {
	t.Helper()
	file := filepath.Join(dir, "part.json")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var pt job.Part
	if err := json.Unmarshal(data, &pt); err != nil {
		t.Fatal(err)
	}
	edit(&pt)
	if keepSeal {
		data, err = json.Marshal(&pt)
	} else {
		data, err = pt.Marshal()
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyParts copies the part folders into fresh ones named prefix-i.
func copyParts(t *testing.T, parts []string, prefix string) []string {
	t.Helper()
	var out []string
	for i, p := range parts {
		data, err := os.ReadFile(filepath.Join(p, "part.json"))
		if err != nil {
			t.Fatal(err)
		}
		dir := fmt.Sprintf("%s-%d", prefix, i)
		os.Mkdir(dir, 0o755)
		if err := os.WriteFile(filepath.Join(dir, "part.json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		out = append(out, dir)
	}
	return out
}

// TestMergeRefusesPartsOfTwoBuilds (issue 36 item 1): a part records what
// fixes its numbers, the build (version, module version, VCS revision and
// dirty flag, Go version, the executable's hash when those do not fix the
// code), the engine's draws, the scenario's hash, the seed, the block
// sizes and the shard plan, and merge refuses parts that differ in any,
// naming the field: shards of two commits built without version
// information ("devel" both) merged into a figure of neither.
func TestMergeRefusesPartsOfTwoBuilds(t *testing.T) {
	t.Chdir(t.TempDir())
	parts := shardParts(t, 3, "run", "tie-break", "--trials", "10000")
	var first job.Part
	data, _ := os.ReadFile(filepath.Join(parts[0], "part.json"))
	if err := json.Unmarshal(data, &first); err != nil {
		t.Fatal(err)
	}
	if id := first.Identity; id.Engine == "" || id.GoVersion == "" || id.ShardPlan == "" || id.Version == "devel" || id.Revision == "" && id.Binary == "" {
		t.Fatalf("the part does not name its build and engine: %+v", id)
	}
	for _, tc := range []struct {
		field string
		edit  func(*job.Identity)
	}{
		{"fleetlab_version", func(id *job.Identity) { id.Version = "devel+bin.000000000000" }},
		{"module_version", func(id *job.Identity) { id.Module = "v9.9.9" }},
		{"vcs_revision", func(id *job.Identity) { id.Revision = "0123456789abcdef" }},
		{"vcs_modified", func(id *job.Identity) { id.Modified = !id.Modified }},
		{"go_version", func(id *job.Identity) { id.GoVersion = "go1.0" }},
		{"binary_sha256", func(id *job.Identity) { id.Binary = strings.Repeat("ab", 32) }},
		{"engine", func(id *job.Identity) { id.Engine = "stream/0" }},
		{"scenario_sha256", func(id *job.Identity) { id.ScenarioSHA256 = strings.Repeat("0", 64) }},
		{"seed", func(id *job.Identity) { id.Seed = 7 }},
		{"block_sizes", func(id *job.Identity) { id.BlockSizes = []int{1024} }},
		{"shard_plan", func(id *job.Identity) { id.ShardPlan = "contiguous/1" }},
	} {
		t.Run(tc.field, func(t *testing.T) {
			// one part of another build: foreign to the others
			one := copyParts(t, parts, "one-"+tc.field)
			editPart(t, one[1], false, func(pt *job.Part) { tc.edit(&pt.Identity) })
			code, _, errs := fleetlab(t, append([]string{"merge"}, one...)...)
			if want := fmt.Sprintf("part %s is not of the same run as %s: its %s is", one[1], one[0], tc.field); code != ExitBadInput || !strings.Contains(errs, want) {
				t.Errorf("one part edited: exit %d: %s\nwant exit 2 saying %q", code, errs, want)
			}
			if tc.field == "seed" {
				return // a setting: every part edited alike is a run of that seed, found by a key's seal alone
			}
			// every part of another build: foreign to this fleetlab
			all := copyParts(t, parts, "all-"+tc.field)
			for _, p := range all {
				editPart(t, p, false, func(pt *job.Part) { tc.edit(&pt.Identity) })
			}
			code, _, errs = fleetlab(t, append([]string{"merge"}, all...)...)
			if want := "its " + tc.field + " is"; code != ExitBadInput || !strings.Contains(errs, want) {
				t.Errorf("every part edited: exit %d: %s\nwant exit 2 saying %q", code, errs, want)
			}
		})
	}
}

// TestMergeReadsNoFileAPartNames (issue 36 item 2): a hand-made part whose
// scenario names list: FILE made merge read that file and quote a line
// of it; now merge reads a part's own copies of its lists alone, and a
// file the part does not carry is refused, unread.
func TestMergeReadsNoFileAPartNames(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("secret.txt", []byte("s3cret-line: do not quote me\n"), 0o600)
	parts := shardParts(t, 2, "run", "tie-break", "--trials", "10000")
	abs, _ := filepath.Abs("secret.txt")
	forged := "name: forged\ngame: armada\nbattle: {points: 400}\nfleets:\n  a: {list: " + abs + ", catalogue: " + filepath.Dir(abs) +
		"}\n  b: {list: " + abs + ", catalogue: " + filepath.Dir(abs) + "}\nmeasure:\n  - {name: w, what: wins, of: a}\n"
	for _, p := range parts {
		editPart(t, p, false, func(pt *job.Part) {
			pt.Source = forged
			pt.Identity.ScenarioSHA256 = ""
		})
	}
	code, out, errs := fleetlab(t, append([]string{"merge"}, parts...)...)
	if code != ExitBadInput || strings.Contains(out+errs, "s3cret") || !strings.Contains(errs, "does not carry "+abs+": merge reads no file a part names") {
		t.Errorf("a part naming a file: exit %d: %s%s\nwant exit 2, the file refused unread", code, out, errs)
	}
}

// TestPartsCarryTheirLists (issue 36 item 2): the shards of a battle of
// lists (a BattleScribe roster against its catalogue folder, an Armada
// text list against its card data, tournament list files) carry every
// list and catalogue file in their parts, so that the merge gives the
// single run's numbers with the files gone; and a part whose carried file
// was changed is refused.
func TestPartsCarryTheirLists(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	src, err := filepath.Abs("../../../scenarios")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"dropfleet-lists", "armada-lists", "tournament-lists"} {
		t.Run(name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			if err := os.CopyFS("scenarios", os.DirFS(src)); err != nil {
				t.Fatal(err)
			}
			scenario := filepath.Join("scenarios", "testdata", "lists", name+".yaml")
			args := []string{"run", scenario, "--trials", "6", "--seed", "2", "--workers", "1"}
			if code, _, errs := fleetlab(t, append(args, "--quiet", "--format", "json", "--out", "single")...); code != ExitOK {
				t.Fatalf("single run: %s", errs)
			}
			parts := shardParts(t, 2, args...)
			if err := os.RemoveAll("scenarios"); err != nil {
				t.Fatal(err)
			}
			if code, _, errs := fleetlab(t, append([]string{"merge", "--quiet", "--out", "merged"}, parts...)...); code != ExitOK {
				t.Fatalf("merge with the lists gone: exit %d: %s", code, errs)
			}
			if got, want := readResults(t, "merged"), readResults(t, "single"); string(got) != string(want) {
				t.Errorf("merged:\n%s\nwant\n%s", got, want)
			}
			editPart(t, parts[1], false, func(pt *job.Part) { pt.Files[0].Data = append(pt.Files[0].Data, '\n') })
			if code, _, errs := fleetlab(t, append([]string{"merge"}, parts...)...); code != ExitBadInput || !strings.Contains(errs, "does not match its hash") {
				t.Errorf("a carried file changed: exit %d: %s", code, errs)
			}
		})
	}
}

// TestMergeChecksPartsFirst (issue 36 item 3): merge reads no part file
// over MaxPartSize (merge /dev/zero grew until out of memory; a sparse
// 2 GiB part took 2.1 GB) and no special file; a part changed after it
// was written (a shard's number edited, a probability of 5.9) is refused
// by its seal, and one sealed again by hand by its tallies' checks: no
// probability above 1, no shard holding another shard's share of trials.
func TestMergeChecksPartsFirst(t *testing.T) {
	t.Chdir(t.TempDir())
	parts := shardParts(t, 3, "run", "tie-break", "--trials", "10000")
	f, _ := os.Create("sparse.json")
	f.Truncate(2 << 30)
	f.Close()
	for _, tc := range []struct {
		name  string
		parts []string
		want  string
	}{
		{"/dev/zero", []string{"/dev/zero", parts[1], parts[2]}, "part /dev/zero: not a regular file"},
		{"sparse", []string{parts[0], "sparse.json"}, "part sparse.json: 2147483648 bytes, over the 100663296 accepted"},
		{"folder", []string{parts[0], "."}, "part .:"},
	} {
		code, _, errs := fleetlabWithin(t, context.Background(), 10*time.Second, append([]string{"merge"}, tc.parts...)...)
		if code != ExitBadInput || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: exit %d: %s\nwant exit 2 saying %q", tc.name, code, errs, tc.want)
		}
	}
	for _, tc := range []struct {
		name     string
		keepSeal bool
		edit     func(*job.Part)
		want     string
	}{
		{"relabelled", true, func(pt *job.Part) { pt.Shard = 1 }, "was changed after it was written: its seal does not match"},
		{"relabelled and sealed again", false, func(pt *job.Part) { pt.Shard = 1 }, "holds 1808 trials of point 1, shard 1/3 plays 4096: a part of another shard, or altered"},
		{"blocks", false, func(pt *job.Part) { pt.BlocksPlayed = 2 }, "played 2 blocks, shard 1/3 has 1"},
		{"tally", false, func(pt *job.Part) { pt.Points[0].Tally = successesOver(t, pt.Points[0].Tally) }, "successes in"},
		{"shards", false, func(pt *job.Part) { pt.Identity.Shards = 1 << 30 }, "1073741824 shards; a job has from 1 to"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps := copyParts(t, parts, strings.ReplaceAll(tc.name, " ", "-"))
			victim := 1
			if tc.name == "relabelled" || tc.name == "relabelled and sealed again" {
				// a copy of shard 2 given as shard 1
				data, _ := os.ReadFile(filepath.Join(ps[2], "part.json"))
				os.WriteFile(filepath.Join(ps[1], "part.json"), data, 0o644)
			}
			editPart(t, ps[victim], tc.keepSeal, tc.edit)
			code, _, errs := fleetlab(t, append([]string{"merge"}, ps...)...)
			if code != ExitBadInput || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d: %s\nwant exit 2 saying %q", code, errs, tc.want)
			}
		})
	}
}

// successesOver returns the encoding of a tally whose first metric, a
// probability, counts more successes than trials (what a part edited by
// hand said: a probability of 5.9158 [NaN, NaN]).
func successesOver(t *testing.T, enc []byte) []byte {
	t.Helper()
	// tie-break's first metric is a probability: "fltally2", trials, the
	// count of metrics, its kind, then its successes and trials
	i := len("fltally2")
	_, n1 := uvarint(enc[i:])
	_, n2 := uvarint(enc[i+n1:])
	at := i + n1 + n2 + 1
	_, k := uvarint(enc[at:])
	trials, k2 := uvarint(enc[at+k:])
	out := append([]byte(nil), enc[:at]...)
	out = appendUvarint(out, trials*59/10)
	out = appendUvarint(out, trials)
	out = append(out, enc[at+k+k2:]...)
	return out
}

// TestSealedParts (issue 36 item 3): with a key file (FLEETLAB_PART_KEY_FILE)
// every shard seals its part with the key, and merge with the key refuses
// a part without it, forged or of another key; merge without the key
// refuses a keyed part rather than trust it unchecked.
func TestSealedParts(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("job.key", []byte("a key of the job, long enough\n"), 0o600)
	os.WriteFile("other.key", []byte("another key, long enough too\n"), 0o600)
	os.WriteFile("short.key", []byte("short\n"), 0o600)
	t.Setenv(job.KeyEnv, "job.key")
	parts := shardParts(t, 2, "run", "tie-break", "--trials", "10000")
	if code, _, errs := fleetlab(t, append([]string{"merge"}, parts...)...); code != ExitOK {
		t.Fatalf("merge of sealed parts with their key: exit %d: %s", code, errs)
	}
	forged := copyParts(t, parts, "forged")
	t.Setenv(job.KeyEnv, "")
	editPart(t, forged[1], false, func(pt *job.Part) { pt.Workers = 9 })
	t.Setenv(job.KeyEnv, "other.key")
	other := copyParts(t, parts, "other")
	editPart(t, other[0], false, func(pt *job.Part) {})
	for _, tc := range []struct {
		key   string
		parts []string
		want  string
	}{
		{"", parts, "is sealed with a key: set FLEETLAB_PART_KEY_FILE"},
		{"job.key", forged, "part forged-1 is not sealed with a key, and FLEETLAB_PART_KEY_FILE gives one"},
		{"job.key", other, "part other-0 is not sealed with the key FLEETLAB_PART_KEY_FILE gives"},
		{"short.key", parts, "the key is 5 bytes; a key is at least 16"},
		{"/dev/zero", parts, "not a regular file"},
	} {
		t.Setenv(job.KeyEnv, tc.key)
		if code, _, errs := fleetlab(t, append([]string{"merge"}, tc.parts...)...); code != ExitBadInput || !strings.Contains(errs, tc.want) {
			t.Errorf("key %q, parts %v: exit %d: %s\nwant exit 2 saying %q", tc.key, tc.parts, code, errs, tc.want)
		}
	}
}

func uvarint(b []byte) (uint64, int) { return varint.Uvarint(b) }

func appendUvarint(b []byte, v uint64) []byte { return varint.AppendUvarint(b, v) }
