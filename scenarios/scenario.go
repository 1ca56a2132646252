package scenarios

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim"
)

// MaxFileSize is the largest scenario file accepted, in bytes.
const MaxFileSize = 1 << 20

//go:embed builtin/*.yaml
var builtinFS embed.FS

// Scenario is a parsed and checked scenario file. Compile it with parameter
// values to get a model the engine can run.
type Scenario struct {
	// File is where the scenario came from: a path, or "builtin/NAME.yaml".
	File        string
	Name        string
	Title       string
	Description string
	Game        string
	Params      []*Param
	// Translations are the scenario's words in other languages, by code
	// (es, ca): its translations: section.
	Translations map[string]*Translation
	// Builtin is true for the scenarios embedded in fleetlab.
	Builtin bool
	// Trials is the file's trials: (0 when it has none): the trials a run
	// plays when it names none (see DefaultTrials).
	Trials int64

	root    *yaml.Node
	metrics []string   // the names of the measured metrics
	lists   *ListFiles // how its fleets read the list files they name (list: PATH); nil: they may not
}

// Compiled is a scenario bound to parameter values, ready to run.
type Compiled struct {
	Scenario *Scenario
	Values   Values
	Model    sim.Model

	listed []string // what the fleets' lists hold that the rules core does not play
	notes  []string // what the report says of the fleets' lists besides
}

// Notes are what a report of the compiled scenario says besides its
// figures: where a fleet's list and its card data disagree with the rules
// core (a card priced differently), and which figure each part uses.
func (c *Compiled) Notes() []string { return c.notes }

// Unmodelled names what a run of the compiled scenario plays without
// effect: the rules its model leaves unplayed ([sim.UnmodelledOf]) and
// the cards and special rules of its fleets' lists (list: PATH).
func (c *Compiled) Unmodelled() []string {
	out := sim.UnmodelledOf(c.Model)
	for _, u := range c.listed {
		if !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	return out
}

// topLevel are the fields a scenario file may have.
var topLevel = []string{"name", "title", "description", "game", "rules", "params", "ships", "fleets", "obstacles", "script", "measure", "translations",
	"battle", // battle: a whole game (dropfleet_battle.go, armada_battle.go)
	"trials"} // trials: the default trials of a run (trials.go)

// games are the rules cores a scenario can name.
var games = []string{"dropfleet", "armada"}

// Parse reads a scenario from data; file names it in messages. It checks
// the whole scenario, compiling it once with its default parameters, so a
// scenario that parses is one that runs.
//
// A scenario read by Parse reads no other file: a fleet's list: is
// refused, since the text may come from anyone (a web page's upload). Load
// and ParseLists read the lists a trusted file names.
func Parse(file string, data []byte) (*Scenario, error) { return parseText(file, data, false) }

// ParseLists is Parse for a trusted scenario text whose fleets may read
// the list files they name (list: PATH, relative to file's folder): the
// command line's own files and compositions (BattleSource).
func ParseLists(file string, data []byte) (*Scenario, error) { return parseText(file, data, true) }

func parseText(file string, data []byte, lists bool) (*Scenario, error) {
	root, err := decodeRoot(file, data, topLevel)
	if err != nil {
		return nil, err
	}
	s := &Scenario{File: file, root: root}
	if lists {
		s.lists = &ListFiles{}
	}
	return parseScenario(s)
}

// decodeRoot reads the one YAML document of data, a file's text, and
// returns its top-level node; fields name what the mapping may hold, in
// the error when it is not one. Scenario and list files share it.
func decodeRoot(file string, data []byte, fields []string) (*yaml.Node, error) {
	d := &yamldoc.Decoder{File: file}
	switch {
	case len(data) > MaxFileSize:
		return nil, d.Errorf(nil, "", "file is %d bytes; the largest scenario accepted is %d bytes", len(data), MaxFileSize)
	case len(bytes.TrimSpace(data)) == 0:
		return nil, d.Errorf(nil, "", "file is empty: a scenario needs at least name, game, measure")
	case bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data):
		return nil, d.Errorf(nil, "", "not a text file: a scenario is YAML text in UTF-8")
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		return nil, yamlError(file, data, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, d.Errorf(&extra, "", "a scenario file holds one YAML document; a second begins here")
	} else if !errors.Is(err, io.EOF) {
		return nil, yamlError(file, data, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, d.Errorf(&doc, "", "expected a YAML mapping of %s", strings.Join(fields, ", "))
	}
	return doc.Content[0], nil
}

// parseScenario checks and compiles s, whose file and root are set.
func parseScenario(s *Scenario) (*Scenario, error) {
	d := &yamldoc.Decoder{File: s.File}
	top, err := d.Object(s.root, "", topLevel...)
	if err != nil {
		return nil, err
	}
	required := []string{"name", "game", "measure"}
	if top.Has("battle") {
		required = required[:2] // a battle has its own measures
	}
	if err := top.Require(required...); err != nil {
		return nil, err
	}
	if s.Name, _, err = top.Name("name"); err != nil {
		return nil, err
	}
	if s.Title, err = top.Str("title", s.Name); err != nil {
		return nil, err
	}
	if s.Description, err = top.Str("description", ""); err != nil {
		return nil, err
	}
	game, n, _, err := top.Scalar("game")
	if err != nil {
		return nil, err
	}
	if !slices.Contains(games, game) {
		return nil, d.Errorf(n, "game", "unknown game %q (expected one of %s)", game, strings.Join(games, ", "))
	}
	s.Game = game
	if s.Trials, err = parseTrials(d, top); err != nil {
		return nil, err
	}
	if s.Params, err = parseParams(d, top); err != nil {
		return nil, err
	}
	vals, err := s.Bind(nil)
	if err != nil {
		return nil, err
	}
	compiled, err := s.Compile(vals)
	if err != nil {
		return nil, err
	}
	s.metrics = metricNames(compiled)
	if s.Translations, err = parseTranslations(d, top, s); err != nil {
		return nil, err
	}
	return s, nil
}

// yamlLine matches the line number in the YAML library's messages.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// parserProblems start the messages of the YAML library's parser stage.
var parserProblems = []string{"did not find expected", "found duplicate %", "found incompatible YAML document", "found undefined tag handle"}

// yamlError turns a YAML syntax error in data into an *Error with its
// line. A tab indenting a line is reported on that line in words a person
// can act on: the library says "found character that cannot start any
// token", sometimes a line earlier.
func yamlError(file string, data []byte, err error) error {
	msg := err.Error()
	line := 0
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
	}
	if strings.Contains(msg, "tab character") || strings.Contains(msg, "cannot start any token") {
		if at, col := tabIndent(data, line); at > 0 {
			text := string(bytes.Split(data, []byte("\n"))[at-1])
			if r := []rune(text); len(r) > 40 {
				text = string(r[:40]) + "…"
			}
			return &Error{File: file, Line: at, Err: yamldoc.Problemf("a tab character indents this line (column %d: %q); YAML forbids tabs for indentation: indent with spaces", col, text)}
		}
	}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		problem, where := m[2], Problem{}
		// The library's parser-stage errors (unlike its scanner errors) give
		// the 0-based line of the list or mapping being parsed.
		for _, p := range parserProblems {
			if strings.HasPrefix(problem, p) {
				line++
				where = Problem{Format: " (in the list or mapping that starts on this line)"}
				break
			}
		}
		return &Error{File: file, Line: line, Err: yamldoc.Problemf("YAML syntax: %s%s", problem, where)}
	}
	return &Error{File: file, Err: yamldoc.Problemf("YAML syntax: %s", strings.TrimPrefix(msg, "yaml: "))}
}

// tabIndent finds the line whose indentation holds a tab, the likeliest
// cause of a YAML error reported on line near: the last such line up to
// the one after near (the library may name the line before), else the
// first one; near 0 means no line was reported. It returns the 1-based line
// and the tab's column, or 0, 0 when no line is indented with a tab.
func tabIndent(data []byte, near int) (line, col int) {
	first, firstCol := 0, 0
	for i, text := range bytes.Split(data, []byte("\n")) {
		indent := len(text) - len(bytes.TrimLeft(text, " \t"))
		tab := bytes.IndexByte(text[:indent], '\t')
		if tab < 0 {
			continue
		}
		if first == 0 {
			first, firstCol = i+1, tab+1
		}
		if near > 0 && i+1 <= near+1 {
			line, col = i+1, tab+1
		}
	}
	if line == 0 {
		return first, firstCol
	}
	return line, col
}

// Compile binds the scenario to vals (from [Scenario.Bind]) and builds the
// model for its game.
func (s *Scenario) Compile(vals Values) (*Compiled, error) {
	d := &yamldoc.Decoder{File: s.File, Params: map[string]*yamldoc.ParamValue{}}
	for _, v := range vals {
		how := Problem{Format: "the default"}
		if v.Text != v.Param.Default {
			how = Problem{Format: "set"}
		}
		d.Params[v.Param.Name] = &yamldoc.ParamValue{Text: v.Text, Set: how}
	}
	top, err := d.Object(s.root, "", topLevel...)
	if err != nil {
		return nil, err
	}
	lists, err := readFleetLists(d, top, s.Game, s.lists)
	if err != nil {
		return nil, err
	}
	var m sim.Model
	switch s.Game {
	case "dropfleet":
		m, err = decodeDropfleet(d, top, lists)
	case "armada":
		m, err = decodeArmada(d, top, lists)
	}
	if err != nil {
		return nil, err
	}
	return &Compiled{Scenario: s, Values: vals, Model: m, listed: lists.unmodelled, notes: lists.notes}, nil
}

// Load returns the built-in scenario called nameOrPath, or else parses the
// file at that path.
func Load(nameOrPath string) (*Scenario, error) {
	if s, err := Builtin(nameOrPath); err == nil {
		return s, nil
	}
	if _, err := os.Stat(nameOrPath); errors.Is(err, fs.ErrNotExist) && !strings.ContainsAny(nameOrPath, "/.") {
		return nil, scenarioProblem{yamldoc.Problemf("no built-in scenario or file called %q (see fleetlab list)", nameOrPath)}
	}
	data, err := readFile(nameOrPath)
	if err != nil {
		return nil, err
	}
	return ParseLists(nameOrPath, data)
}

// readFile reads the scenario or list file at path, refusing a directory
// and a file larger than MaxFileSize.
func readFile(nameOrPath string) ([]byte, error) {
	info, err := os.Stat(nameOrPath)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrScenario, err)
	}
	if info.IsDir() {
		return nil, scenarioProblem{yamldoc.Problemf("%s is a directory, not a scenario file", nameOrPath)}
	}
	if info.Size() > MaxFileSize {
		return nil, &Error{File: nameOrPath, Err: yamldoc.Problemf("file is %d bytes; the largest scenario accepted is %d bytes", info.Size(), MaxFileSize)}
	}
	f, err := os.Open(nameOrPath)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrScenario, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrScenario, err)
	}
	return data, nil
}

// Builtin returns the built-in scenario with the given name.
func Builtin(name string) (*Scenario, error) {
	file := path.Join("builtin", name+".yaml")
	data, err := builtinFS.ReadFile(file)
	if err != nil || !yamldoc.ValidName(name) {
		return nil, scenarioProblem{yamldoc.Problemf("no built-in scenario %q", name)}
	}
	s, err := Parse(file, data)
	if err != nil {
		return nil, err
	}
	s.Builtin = true
	return s, nil
}

// Builtins returns every built-in scenario, sorted by name.
func Builtins() ([]*Scenario, error) {
	entries, err := builtinFS.ReadDir("builtin")
	if err != nil {
		return nil, err
	}
	var out []*Scenario
	for _, e := range entries {
		s, err := Builtin(strings.TrimSuffix(e.Name(), ".yaml"))
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// BuiltinSource returns the YAML text of a built-in scenario, for users who
// want to copy and edit one.
func BuiltinSource(name string) ([]byte, error) {
	data, err := builtinFS.ReadFile(path.Join("builtin", name+".yaml"))
	if err != nil {
		return nil, scenarioProblem{yamldoc.Problemf("no built-in scenario %q", name)}
	}
	return data, nil
}
