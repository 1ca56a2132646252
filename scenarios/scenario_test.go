package scenarios

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// valid is a small scenario that the bad-input cases break one way each.
const valid = `name: probe
game: dropfleet
params:
  n: {default: 2, min: 1, max: 10, doc: scanners}
ships:
  scout: {scan: 12, sig: 3, thrust: 12, hull: 4, armour: 5, tonnage: L}
  ghost: {scan: 6, sig: 6, thrust: 10, hull: 6, armour: 4, tonnage: M}
fleets:
  red:
    battlegroups:
      - {name: scouts, type: pathfinder, copies: $n, groups: [{ship: scout}]}
  blue:
    battlegroups:
      - {name: line, type: line, groups: [{ship: ghost, state: silent-running}]}
script:
  - activate: {battlegroup: scouts, order: active-scan, scan_target: ghost}
measure:
  - {name: revealed, of: ghost, what: not-silent}
`

func TestValidScenarioParses(t *testing.T) {
	if _, err := Parse("probe.yaml", []byte(valid)); err != nil {
		t.Fatal(err)
	}
}

// TestBadScenarios checks that each file broken as a whole (YAML syntax,
// tabs, unknown top-level fields, a key given twice) is refused with an
// *Error that names the line, the field and what was expected. The cases
// of each section sit beside its file; the profiles' in internal/profile.
func TestBadScenarios(t *testing.T) {
	checkBadEdits(t, valid, []badEdit{
		{"unknown top-level field", "game: dropfleet", "game: dropfleet\ncolour: red", 3, "colour: unknown field"},
		{"unknown game", "game: dropfleet", "game: chess", 2, `game: unknown game "chess"`},
		{"duplicate key", "  red:\n", "  red:\n    admiral: 2\n    admiral: 3\n", 11, "fleets.red.admiral: given twice (first on line 10)"},
		{"YAML syntax", "game: dropfleet", "game: [dropfleet", 2, "YAML syntax: did not find expected ',' or ']'"},
		{"YAML syntax, scanner stage", "game: dropfleet", "game: dropfleet: x", 2, "YAML syntax: mapping values are not allowed"},
		{"tab indentation", "  red:\n", "\tred:\n", 9, `a tab character indents this line (column 1: "\tred:"); YAML forbids tabs for indentation: indent with spaces`},
		{"tab after spaces", "  red:\n    battlegroups:", "  red:\n  \tbattlegroups:", 10, `(column 3: "  \tbattlegroups:"); YAML forbids tabs for indentation`},
		{"tab in a folded text (the library names the line before)", "game: dropfleet", "description: >\n  two\n\tlines\ngame: dropfleet", 4, "YAML forbids tabs for indentation"},
		{"tab on a blank line", "ships:\n", "\t\nships:\n", 5, "YAML forbids tabs for indentation"},
		{"second document", "measure:", "---\nmeasure:", 0, "one YAML document"},
	})
}

// badEdit breaks a valid scenario: old replaced with new, the line its
// error must name (0: any line) and part of the message.
type badEdit struct {
	name, old, new string
	line           int
	want           string
}

// checkBadEdits parses src, as probe.yaml, with each edit made and checks
// that it is refused with an *Error that names the line and says what the
// edit wants.
func checkBadEdits(t *testing.T, src string, tests []badEdit) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(src, tc.old) {
				t.Fatalf("case does not apply: %q not in the valid file", tc.old)
			}
			_, err := Parse("probe.yaml", []byte(strings.Replace(src, tc.old, tc.new, 1)))
			checkError(t, err, tc.line, tc.want)
		})
	}
}

func checkError(t *testing.T, err error, line int, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("accepted; want an error with %q", want)
	}
	var se *Error
	if !errors.As(err, &se) || !errors.Is(err, ErrScenario) {
		t.Fatalf("error %q is not a scenario *Error", err)
	}
	if se.File != "probe.yaml" || (line != 0 && se.Line != line) {
		t.Errorf("error %q at %s:%d, want probe.yaml:%d", err, se.File, se.Line, line)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
}

// TestHostileFiles checks empty files, binary noise, huge files and alias
// bombs: each refused with a clear error, quickly, and without a panic.
func TestHostileFiles(t *testing.T) {
	bomb := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	for i := 'b'; i <= 'k'; i++ {
		bomb += string(i) + ": &" + string(i) + " [*" + string(i-1) + strings.Repeat(", *"+string(i-1), 9) + "]\n"
	}
	bombInField := strings.Replace(valid, "script:\n", strings.ReplaceAll(bomb, "a:", "x:")+"script:\n", 1)
	scriptBomb := "name: bomb\ngame: dropfleet\nmeasure: [{name: r, what: rolloffs}]\nfleets: {}\n" +
		"ships:\n  s: &s0 {scan: 1, sig: 1, thrust: 1, hull: 1, tonnage: L}\n" +
		"script: &l0 [{activate: {battlegroup: z, order: standard}}]\n"
	deep := "name: deep\ngame: dropfleet\nmeasure: " + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + "\n"
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "file is empty"},
		{"only spaces", []byte("  \n\n\t\n"), "file is empty"},
		{"binary noise", []byte{0x7f, 'E', 'L', 'F', 0, 1, 2, 0xff, 0xfe}, "not a text file"},
		{"invalid UTF-8", []byte("name: \xff\xfe\n"), "not a text file"},
		{"huge file", []byte("name: x\n# " + strings.Repeat("x", MaxFileSize)), "largest scenario accepted"},
		{"alias bomb", []byte(bomb), "unknown field"},
		{"alias bomb in a known list", []byte("name: b\ngame: dropfleet\nmeasure:\n" + aliasBombList()), "measure[0]: expected a mapping"},
		{"aliased unknown field", []byte(bombInField), "unknown field"},
		{"script of unknown battlegroups", []byte(scriptBomb), `no battlegroup "z"`},
		{"deep nesting", []byte(deep), "YAML syntax"},
		{"a bare scalar", []byte("hello"), "expected a mapping"},
		{"a list", []byte("- a\n- b\n"), "expected a mapping"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("probe.yaml", tc.data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one that says %q", err, tc.want)
			}
			if !errors.Is(err, ErrScenario) || !strings.HasPrefix(err.Error(), "probe.yaml") {
				t.Errorf("error %q does not start with the file name", err)
			}
		})
	}
}

// aliasBombList is a measure: list whose items alias lists that alias lists,
// ten levels of tenfold expansion.
func aliasBombList() string {
	s := "  - &l0 [a, a, a, a, a, a, a, a, a, a]\n"
	for i := 1; i < 10; i++ {
		prev := "*l" + string(rune('0'+i-1))
		s += "  - &l" + string(rune('0'+i)) + " [" + prev + strings.Repeat(", "+prev, 9) + "]\n"
	}
	return s
}

func TestLoadFromDisk(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "probe.yaml")
	if err := os.WriteFile(good, []byte(valid), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Load(good)
	if err != nil || s.Name != "probe" || s.Builtin {
		t.Fatalf("Load(%s) = %+v, %v", good, s, err)
	}
	for _, tc := range []struct{ path, want string }{
		{filepath.Join(dir, "missing.yaml"), "no such file"},
		{"no-such-scenario", "no built-in scenario or file"},
		{dir, "is a directory"},
	} {
		if _, err := Load(tc.path); err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrScenario) {
			t.Errorf("Load(%s): %v, want %q", tc.path, err, tc.want)
		}
	}
}

// FuzzParse feeds arbitrary bytes to the parser: it may refuse them, but
// must never panic, and a refusal is always a scenario error. A scenario
// that parses is played a few trials with the engine's shortcuts and
// without them (Model.NoSkips, Model.NoShortcuts): the tallies must encode
// to the same bytes, and the streams end in the same state.
func FuzzParse(f *testing.F) {
	f.Add([]byte(valid))
	f.Add([]byte(armadaValid))
	all, err := Builtins()
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range all {
		src, err := BuiltinSource(s.Name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	// the games the shortcuts take (skips_test.go), and one measured by
	// each quantity (skips_quantity_test.go)
	for _, src := range []string{flatScript, flatReveals, scanningPlans, battlelineAdmirals} {
		f.Add([]byte(src))
	}
	for _, m := range quantityMeasures {
		f.Add([]byte(strings.Replace(quantitySkips, "MEASURE", m, 1)))
	}
	f.Add([]byte("a: &a [*a]"))
	// the hostile-input campaign of issue 13: control characters and
	// bidirectional overrides in the text a report shows, parameters at the
	// ends of int64, and the engagement at its heaviest legal size
	f.Add([]byte(strings.Replace(valid, "name: probe", "name: probe\ntitle: \"evil\\e]0;pwned\\a\\r\\0 \u202eright\"\ndescription: \"\\e[2J\\x9b31m\"", 1)))
	f.Add([]byte(strings.Replace(valid, "n: {default: 2, min: 1, max: 10, doc: scanners}", "n: {default: 9223372036854775807, min: -9223372036854775808, max: 9223372036854775807, doc: \"\\e]0;x\\a\"}", 1)))
	f.Add([]byte(strings.Replace(valid, "max: 10", "max: 18446744073709551616", 1)))
	if src, err := BuiltinSource("engagement"); err == nil {
		heavy := strings.NewReplacer("rounds:     {default: 3, min: 1, max: 6", "rounds:     {default: 50, min: 1, max: 50",
			"squadrons:  {default: 2, min: 0, max: 4", "squadrons:  {default: 30, min: 0, max: 30").Replace(string(src))
		f.Add([]byte(heavy))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.yaml", data)
		if err != nil {
			if !errors.Is(err, ErrScenario) {
				t.Errorf("error %v is not a scenario error", err)
			}
			return
		}
		// a scenario that parses is one that runs: play a few trials
		vals, err := s.Bind(nil)
		if err != nil {
			t.Fatal(err)
		}
		c, err := s.Compile(vals)
		if err != nil {
			t.Fatal(err)
		}
		// and plays the same with the engine's shortcuts and without them
		fast, fastStream := playFew(c.Model)
		slow, slowStream := playFew(withoutShortcuts(c.Model))
		if !bytes.Equal(fast, slow) || fastStream != slowStream {
			t.Errorf("the shortcuts change the result:\n%x\nwithout them:\n%x", fast, slow)
		}
	})
}

// playFew plays a few trials of m on one worker, one by one and in a
// block, and returns the tally's encoding and the stream at the end.
func playFew(m sim.Model) ([]byte, sim.Stream) {
	tally := sim.NewTally(m.Metrics())
	trial := m.NewTrial()
	stream := sim.NewStream(1, 0)
	for range 2 {
		trial.Play(stream, tally)
	}
	if b, ok := trial.(sim.BlockTrial); ok {
		b.PlayBlock(stream, tally, 2, new(atomic.Bool))
	}
	enc, err := tally.AppendBinary(nil)
	if err != nil {
		panic(err)
	}
	return enc, *stream
}

// withoutShortcuts returns a copy of m that plays every trial through the
// rules code, taking none of the engine's shortcuts: the reference they
// are checked against.
func withoutShortcuts(m sim.Model) sim.Model {
	switch g := m.(type) {
	case *dropfleet.Model:
		full := *g
		full.NoSkips = true
		return &full
	case *armada.Model:
		full := *g
		full.NoShortcuts = true
		return &full
	}
	panic(fmt.Sprintf("a model of type %T", m))
}
