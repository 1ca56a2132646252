package cli

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/scenarios"
)

// updateDocs rewrites the output blocks of the documentation with what the
// command prints today: `go test ./cmd/internal/cli -run TestDocs -update-docs`.
var updateDocs = flag.Bool("update-docs", false, "rewrite the documented outputs in README.md and scenarios/README.md")

// docFiles are the documents whose examples TestDocs checks, relative to
// this package.
var docFiles = []string{"../../../README.md", "../../../scenarios/README.md"}

// TestDocs runs every example of the documentation (issue 19: "examples that
// cannot go stale"):
//
//   - a fenced block whose lines start with `$ ./fleetlab …` is a transcript:
//     each command runs in-process as written and its output must match the
//     lines below it. Only the elapsed time and the worker count on the run
//     header are free; a line that is only "…" stands for any lines (the
//     lines before it must match the start of the output, those after it the
//     end).
//   - a fenced `sh` block's `./fleetlab` lines must run and exit 0; they run
//     with `--trials 2000` added (a later flag wins), since only their working
//     is checked there, and `> FILE` writes stdout to FILE in a scratch folder
//     that later lines of the same document can read.
//   - a fenced `yaml` block must be valid YAML; one that is a whole scenario
//     (it has name: and game:) must load and play a few trials.
//
// With -update-docs the transcripts' outputs are rewritten in place.
//
// Under the race detector (a trial ten to fifty times slower; this test
// was most of the package's time there) every command plays at most
// raceTrials trials, so it still runs each documented path under the
// detector, and a transcript's output is not compared (fewer trials give
// other figures): `make docs-check` runs this test without the detector,
// comparing every output, as part of `make test`.
func TestDocs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every documented example")
	}
	if raceDetector && *updateDocs {
		t.Fatal("-update-docs under the race detector would write figures of fewer trials")
	}
	for _, path := range docFiles {
		t.Run(filepath.Base(filepath.Dir(path))+"/"+filepath.Base(path), func(t *testing.T) {
			path, err := filepath.Abs(path)
			if err != nil {
				t.Fatal(err)
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			scratch := t.TempDir()
			// the bundled fleet lists, as the README's tournament names them,
			// and the test fixtures the README's own lists read
			for _, dir := range []string{"scenarios/lists", "scenarios/armadalist/testdata", "scenarios/battlescribe/testdata"} {
				abs, err := filepath.Abs(filepath.Join("../../..", dir))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.MkdirAll(filepath.Dir(filepath.Join(scratch, dir)), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(abs, filepath.Join(scratch, dir)); err != nil {
					t.Fatal(err)
				}
			}
			t.Chdir(scratch)
			lines := strings.Split(string(src), "\n")
			changed := false
			for _, b := range fencedBlocks(lines) {
				where := fmt.Sprintf("%s:%d", path, b.start+1)
				switch {
				case b.lang == "sh":
					checkShellBlock(t, where, b.body(lines))
				case b.lang == "yaml":
					checkYAMLBlock(t, where, b.body(lines))
				case len(b.body(lines)) > 0 && strings.HasPrefix(b.body(lines)[0], "$ ./fleetlab "):
					got := transcript(t, where, b.body(lines))
					if got == nil {
						continue
					}
					if *updateDocs {
						lines = b.replace(lines, got)
						changed = true
					}
				}
			}
			if changed {
				if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// block is a fenced block: the line of its opening fence, the line of its
// closing fence and its info string.
type block struct {
	start, end int
	lang       string
}

func (b block) body(lines []string) []string { return lines[b.start+1 : b.end] }

// replace returns lines with the block's body replaced by body.
func (b block) replace(lines, body []string) []string {
	out := append([]string{}, lines[:b.start+1]...)
	out = append(out, body...)
	return append(out, lines[b.end:]...)
}

// fencedBlocks finds the ``` blocks of a Markdown document, last first, so
// that replacing one keeps the line numbers of those still to come.
func fencedBlocks(lines []string) []block {
	var blocks []block
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "```") {
			continue
		}
		lang := strings.TrimSpace(strings.TrimPrefix(lines[i], "```"))
		for j := i + 1; j < len(lines); j++ {
			if strings.HasPrefix(lines[j], "```") {
				blocks = append(blocks, block{start: i, end: j, lang: lang})
				i = j
				break
			}
		}
	}
	for l, r := 0, len(blocks)-1; l < r; l, r = l+1, r-1 {
		blocks[l], blocks[r] = blocks[r], blocks[l]
	}
	return blocks
}

// volatile matches what changes from one run of the same command to the
// next: the worker count and the elapsed time on a run header.
var volatile = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`\d+ (workers?|treballadors?|trabajadores?) · [\d.,]+ s\b`), "W workers · T s"},
	{regexp.MustCompile(`\d+ (workers?|treballadors?|trabajadores?)$`), "W workers"},
	{regexp.MustCompile(`"elapsed_s": [0-9.e+-]+`), `"elapsed_s": T`},
	{regexp.MustCompile(`"workers": \d+`), `"workers": W`},
}

func normalise(s string) string {
	for _, v := range volatile {
		s = v.re.ReplaceAllString(s, v.with)
	}
	return s
}

// transcript runs the `$ ./fleetlab` commands of a block and compares their
// output with the block's. It returns the block as the commands print it
// today (keeping the block's "…" elisions), or nil after a failure.
func transcript(t *testing.T, where string, body []string) []string {
	t.Helper()
	var out []string
	for i := 0; i < len(body); {
		cmd := body[i]
		j := i + 1
		for j < len(body) && !strings.HasPrefix(body[j], "$ ./fleetlab ") {
			j++
		}
		want := body[i+1 : j]
		args, err := splitCommand(strings.TrimPrefix(cmd, "$ ./fleetlab "))
		if err != nil {
			t.Errorf("%s: %q: %v", where, cmd, err)
			return nil
		}
		var stdout, stderr bytes.Buffer
		code := Main(context.Background(), raceArgs(args), &stdout, &stderr)
		got := strings.Split(strings.TrimRight(stdout.String()+stderr.String(), "\n"), "\n")
		if code != ExitOK && !strings.HasPrefix(stderr.String(), "fleetlab:") {
			t.Errorf("%s: %s: exit %d\n%s", where, cmd, code, stderr.String())
			return nil
		}
		if raceDetector { // the figures of fewer trials: make docs-check compares them
			if documentedOK := len(want) == 0 || !strings.HasPrefix(want[0], "fleetlab:"); documentedOK != (code == ExitOK) {
				t.Errorf("%s: %s: exit %d, documented %q\n%s", where, cmd, code, want, stderr.String())
			}
			i = j
			continue
		}
		shown, ok := matchElided(want, got)
		if !ok && !*updateDocs {
			t.Errorf("%s: the documented output of\n  %s\nis not what it prints today; run\n  go test ./cmd/internal/cli -run TestDocs -update-docs\nand commit the new figures with the change that moved them.\n--- documented\n%s\n--- printed\n%s",
				where, cmd, strings.Join(want, "\n"), strings.Join(got, "\n"))
		}
		out = append(out, cmd)
		out = append(out, shown...)
		i = j
	}
	return out
}

// matchElided compares documented lines with printed ones. A documented
// line "…" stands for any printed lines: the lines above it must match the
// start of the output and those below it the end. It returns the printed
// lines in the documented shape (the same number of lines on either side of
// the "…") and whether they match.
func matchElided(want, got []string) ([]string, bool) {
	cut := -1
	for k, w := range want {
		if strings.TrimSpace(w) == "…" {
			cut = k
			break
		}
	}
	equal := func(w, g []string) bool {
		if len(w) != len(g) {
			return false
		}
		for k := range w {
			if normalise(strings.TrimRight(w[k], " ")) != normalise(strings.TrimRight(g[k], " ")) {
				return false
			}
		}
		return true
	}
	// keep a documented line that matches: the update then changes only
	// what moved, not the elapsed times of the documented run
	keep := func(w, g []string) []string {
		out := append([]string{}, g...)
		for k := range out {
			if k < len(w) && normalise(strings.TrimRight(w[k], " ")) == normalise(strings.TrimRight(g[k], " ")) {
				out[k] = w[k]
			}
		}
		return out
	}
	if cut < 0 {
		return keep(want, got), equal(want, got)
	}
	head, tail := want[:cut], want[cut+1:]
	if len(head)+len(tail) > len(got) {
		return got, false
	}
	gh, gt := got[:len(head)], got[len(got)-len(tail):]
	shown := append(append(append([]string{}, keep(head, gh)...), want[cut]), keep(tail, gt)...)
	return shown, equal(head, gh) && equal(tail, gt)
}

// checkShellBlock runs the ./fleetlab lines of an sh block with few trials.
func checkShellBlock(t *testing.T, where string, body []string) {
	t.Helper()
	for _, line := range body {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "./fleetlab ") {
			continue
		}
		if k := strings.Index(line, " #"); k >= 0 {
			line = strings.TrimSpace(line[:k])
		}
		args, err := splitCommand(strings.TrimPrefix(line, "./fleetlab "))
		if err != nil {
			t.Errorf("%s: %q: %v", where, line, err)
			continue
		}
		redirect := ""
		if n := len(args); n >= 2 && args[n-2] == ">" {
			redirect, args = args[n-1], args[:n-2]
		}
		if len(args) > 0 && (args[0] == "run" || args[0] == "compare") {
			args = append(args, "--trials", "2000", "--quiet")
		}
		var stdout, stderr bytes.Buffer
		if code := Main(context.Background(), raceArgs(args), &stdout, &stderr); code != ExitOK {
			t.Errorf("%s: %s: exit %d\n%s", where, line, code, stderr.String())
			continue
		}
		if redirect != "" {
			if err := os.WriteFile(redirect, stdout.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkYAMLBlock parses a yaml block, and loads and plays a whole scenario.
func checkYAMLBlock(t *testing.T, where string, body []string) {
	t.Helper()
	text := strings.Join(body, "\n")
	var doc any
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		t.Errorf("%s: not valid YAML: %v", where, err)
		return
	}
	if m, ok := doc.(map[string]any); !ok || m["name"] == nil || m["game"] == nil {
		return
	}
	file := filepath.Join(t.TempDir(), "example.yaml")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := scenarios.Load(file); err != nil {
		t.Errorf("%s: the example scenario does not load: %v", where, err)
		return
	}
	var stdout, stderr bytes.Buffer
	if code := Main(context.Background(), raceArgs([]string{"run", file, "--trials", "500", "--quiet"}), &stdout, &stderr); code != ExitOK {
		t.Errorf("%s: the example scenario does not run: exit %d\n%s", where, code, stderr.String())
	}
}

// raceTrials is the most trials (games of a tournament pairing) a
// documented command plays under the race detector.
const raceTrials = 200

// raceArgs returns a documented command's arguments as TestDocs plays them:
// as written, or under the race detector with at most raceTrials trials
// (--trials of run, compare and battle, --games of a tournament; a
// documented figure that is not a number of trials stays, for the error it
// shows).
func raceArgs(args []string) []string {
	if !raceDetector || len(args) == 0 {
		return args
	}
	flag := "--trials"
	switch args[0] {
	case "run", "compare", "battle":
	case "tournament":
		flag = "--games"
	default:
		return args
	}
	out := append([]string{}, args...)
	given := false
	for k := 0; k+1 < len(out); k++ {
		if out[k] != flag {
			continue
		}
		given = true
		if n, err := job.ParseTrials(out[k+1]); err == nil && n > raceTrials {
			out[k+1] = fmt.Sprint(raceTrials)
		}
	}
	if !given {
		out = append(out, flag, fmt.Sprint(raceTrials))
	}
	return out
}

// splitCommand splits a documented command line into arguments: words
// separated by spaces, with single or double quotes around a word that holds
// spaces; a # after a space starts a comment.
func splitCommand(s string) ([]string, error) {
	var args []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				args = append(args, cur.String())
				cur.Reset()
				inWord = false
			}
		case r == '#' && !inWord:
			return args, nil
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed quote")
	}
	if inWord {
		args = append(args, cur.String())
	}
	return args, nil
}
