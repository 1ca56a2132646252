package cli

import (
	"bytes"
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// htmlText finds the text between tags: the page's text nodes, the plots'
// <text> elements included. Styles are cut out first.
var (
	htmlText   = regexp.MustCompile(`>([^<]+)<`)
	htmlStyle  = regexp.MustCompile(`(?s)<style>.*?</style>`)
	formatVerb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)
)

// wordsOf splits s into its words of letters (digits and punctuation split).
func wordsOf(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '·' })
}

// TestNoEnglishInCatalanHTML renders report.html of every built-in with
// --lang ca (and es) and fails if English remains (issue 19, item 3): every
// word of every text node, once the names a user types are set aside
// (scenario, parameter and metric names, parameter values), must be a word
// of the language's catalogue or of the scenario's translation; and no
// English text the catalogue or the scenario file knows may appear.
func TestNoEnglishInCatalanHTML(t *testing.T) {
	if raceDetector {
		// 26 report folders with their plots: most of the package's time
		// under the detector (838 s of 1195 on the loaded machine), for
		// words; make docs-check runs it without the detector
		t.Skip("checked by make docs-check, without the race detector")
	}
	for _, l := range []reports.Lang{reports.Catalan, reports.Spanish} {
		t.Run(l.String(), func(t *testing.T) { testNoEnglishHTML(t, l) })
	}
}

func testNoEnglishHTML(t *testing.T, l reports.Lang) {
	all, err := scenarios.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	catalan := map[string]bool{} // the words of l's catalogue
	for _, text := range l.Texts() {
		for _, w := range wordsOf(text) {
			catalan[strings.ToLower(w)] = true
		}
	}
	// English fragments: the catalogue's keys between their format verbs,
	// of two words or more (a single word such as "valor" or "mitjana"
	// may be Catalan too).
	var english []string
	for _, key := range reports.English.Texts() {
		for _, frag := range formatVerb.Split(key, -1) {
			if frag = strings.TrimSpace(frag); len(wordsOf(frag)) >= 2 {
				english = append(english, frag)
			}
		}
	}
	for _, s := range all {
		t.Run(s.Name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			code, _, errs := fleetlab(t, "run", s.Name, "--trials", "300", "--lang", l.String(), "--quiet", "--out", dir)
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			page, err := os.ReadFile(filepath.Join(dir, reports.HTMLFile))
			if err != nil {
				t.Fatal(err)
			}
			js, err := os.ReadFile(filepath.Join(dir, reports.JSONFile))
			if err != nil {
				t.Fatal(err)
			}
			if title, _ := json.Marshal(s.Title); !bytes.Contains(js, title) {
				t.Errorf("results.json lacks the English title %s: JSON stays in English", title)
			}
			vals, err := s.Bind(nil)
			if err != nil {
				t.Fatal(err)
			}
			c, err := s.Compile(vals)
			if err != nil {
				t.Fatal(err)
			}
			names := map[string]bool{s.Name: true, "P": true, "k": true, "s": true}
			vocab := map[string]bool{}
			tr := s.Translated(l.String(), nil)
			for _, text := range append([]string{tr.Title, tr.Description}, mapValues(tr.Params, tr.Measure)...) {
				for _, w := range wordsOf(text) {
					vocab[strings.ToLower(w)] = true
				}
			}
			sources := []string{s.Title, s.Description}
			for _, p := range s.Params {
				names[p.Name] = true
				for _, v := range append([]string{p.Default}, p.Values...) {
					names[v] = true
				}
				sources = append(sources, p.Doc)
			}
			for _, m := range c.Model.Metrics() {
				names[m.Name] = true
				sources = append(sources, m.Doc)
			}
			body := htmlStyle.ReplaceAllString(string(page), "")
			for _, m := range htmlText.FindAllStringSubmatch(body, -1) {
				node := strings.TrimSpace(html.UnescapeString(m[1]))
				var prose []string
				for _, tok := range strings.Fields(node) {
					if !names[strings.Trim(tok, ":,;()")] {
						prose = append(prose, tok)
					}
				}
				text := strings.Join(prose, " ")
				for _, w := range wordsOf(text) {
					if !catalan[strings.ToLower(w)] && !vocab[strings.ToLower(w)] {
						t.Errorf("%q in %q is not %s", w, node, l)
					}
				}
				for _, frag := range append(english, sources...) {
					if frag != "" && strings.Contains(text, frag) {
						t.Errorf("English %q left in %q", frag, node)
					}
				}
			}
		})
	}
}

// mapValues returns the values of the maps.
func mapValues(ms ...map[string]string) []string {
	var out []string
	for _, m := range ms {
		for _, v := range m {
			out = append(out, v)
		}
	}
	return out
}

// TestListInCatalan checks that list --lang ca gives every built-in's
// title and parameter docs in Catalan, and its parameter types.
func TestListInCatalan(t *testing.T) {
	code, out, errs := fleetlab(t, "list", "--lang", "ca")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	all, err := scenarios.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		tr := s.Translated("ca", nil)
		if !strings.Contains(out, tr.Title) || strings.Contains(out, s.Title) {
			t.Errorf("%s: title not in Catalan", s.Name)
		}
		for _, p := range s.Params {
			if p.Doc != "" && !strings.Contains(out, ": "+tr.Params[p.Name]+"\n") {
				t.Errorf("%s: parameter %s: doc not in Catalan", s.Name, p.Name)
			}
		}
	}
	for _, infos := range [][]policies.Info{policies.Deck.Infos(), policies.ArmadaDefence.Infos()} {
		for _, p := range infos {
			if strings.Contains(out, p.Doc) || !strings.Contains(out, reports.Catalan.T(p.Doc)) {
				t.Errorf("policy %s: doc not in Catalan", p.Name)
			}
		}
	}
	for _, typ := range []scenarios.ParamType{scenarios.ParamInt, scenarios.ParamFloat, scenarios.ParamBool, scenarios.ParamString} {
		for _, l := range []reports.Lang{reports.Spanish, reports.Catalan} {
			if typ != scenarios.ParamBool && l.T(typ.String()) == typ.String() {
				t.Errorf("parameter type %q has no %s", typ, l)
			}
		}
	}
}

// TestScenarioErrorInCatalan checks that a scenario file's error keeps its
// file, line and field names but says its sentence in the --lang language.
func TestScenarioErrorInCatalan(t *testing.T) {
	src, err := scenarios.BuiltinSource("active-scan")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "mine.yaml")
	bad := strings.Replace(string(src), "scout: {scan: 12", "scout: {sacn: 12", 1)
	if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := fleetlab(t, "run", file, "--lang", "ca")
	want := file + ":26: ships.scout.sacn: camp desconegut (volíeu dir scan?) (s'espera un de scan, sig,"
	if code != ExitBadInput || !strings.Contains(errs, want) {
		t.Errorf("exit %d, %q; want %q", code, errs, want)
	}
}

// TestGameAndSettingErrorsInCatalan checks that the errors particular to
// one game's sections, a bad --set or --sweep value, an unknown name from a
// rules core's table and a bad policy name say their sentence in the --lang language,
// keeping file, line, field, flag, setting and names as they are.
func TestGameAndSettingErrorsInCatalan(t *testing.T) {
	edit := func(builtin, old, new string) string {
		src, err := scenarios.BuiltinSource(builtin)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(src, []byte(old)) {
			t.Fatalf("%s has no %q", builtin, old)
		}
		return writeTemp(t, "mine.yaml", strings.Replace(string(src), old, new, 1))
	}
	dropfleet := edit("active-scan", "order: active-scan, scan_target", "order: active-scna, scan_target")
	armada := edit("armada-duel", "commands: $victory_dial", "commands: bogus")
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"dropfleet", []string{"run", dropfleet}, dropfleet + `:37: script[0].activate.order: "active-scna" no és una ordre (standard, weapons-free, station-keeping, course-change, max-thrust, silent-running, active-scan) ni una política d'ordres (spike-aware, random-legal)`},
		{"armada", []string{"run", armada}, armada + `:56: fleets.empire.units[0].commands: s'espera un dial (navigate, squadron, repair, concentrate-fire), una llista d'ells en cicle, heuristic o none; no "bogus"`},
		{"set", []string{"run", "active-scan", "--set", "scanners=500"}, "--set scanners=500: scanners ha de ser de 1 a 100, no 500 (el més proper permès és 100) (builtin/active-scan.yaml:23)"},
		{"set name", []string{"run", "active-scan", "--set", "scaners=5"}, `--set scaners=5: l'escenari active-scan no té cap paràmetre "scaners" (volíeu dir scanners?) (els seus paràmetres: scanners, target_sig)`},
		{"sweep", []string{"run", "armada-attack", "--sweep", "range=close,far"}, `--sweep range=close,far: range pren un de close, medium, long, no "far" (builtin/armada-attack.yaml:23)`},
		{"parameter note", []string{"run", "armada-attack", "--set", "tokens=brace,evade,scatter,contain,salvo,redirect,brace"}, "builtin/armada-attack.yaml:44: ships.target.tokens: 7 fitxes; una unitat en té com a màxim 6 (de $tokens = brace,evade,scatter,contain,salvo,redirect,brace, establert)"},
		{"policy", []string{"run", "armada-attack", "--set", "defender=foo"}, `builtin/armada-attack.yaml:50: fleets.defender.defence: política de defensor desconeguda "foo" (s'espera minimise-damage, save-tokens:N o none)`},
		{"unknown name", []string{"run", "armada-attack", "--set", "tokens=brase"}, `fitxa de defensa: nom desconegut "brase" (volíeu dir brace?) (s'espera un de brace, redirect, evade, scatter, contain, salvo) (o none)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := fleetlab(t, append(tc.args, "--lang", "ca")...)
			if code != ExitBadInput || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, %q; want %q", code, errs, tc.want)
			}
			if _, _, english := fleetlab(t, tc.args...); english == errs {
				t.Errorf("the same in English and Catalan: %q", errs)
			}
		})
	}
}

// TestFlagValueErrorInCatalan: a flag value the command cannot read is
// refused in the reader's language, the value's own reason too (issue 19
// item 3: errors in the language).
func TestFlagValueErrorInCatalan(t *testing.T) {
	code, _, errs := fleetlab(t, "run", "active-scan", "--trials", "1.5x", "--lang", "ca")
	want := `fleetlab: run: valor "1.5x" no vàlid per a --trials: "1.5x" no és un nombre enter de proves (exemples: 100000, 1e6, 250k, 10M) (vegeu fleetlab run --help)`
	if code != ExitBadInput || strings.TrimSpace(errs) != want {
		t.Errorf("exit %d, stderr %q; want %d and %q", code, errs, ExitBadInput, want)
	}
}
