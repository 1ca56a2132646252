package reports

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/sim"
)

// keyCall finds the literal keys of T, Tf and Msgf calls: a literal that
// is the whole first argument (keys built by concatenation are listed
// apart).
var keyCall = regexp.MustCompile(`(?:\.(?:Tf?|Msgf)\(|\busagef\(|exactArgs\(\d+,\s*)("(?:[^"\\]|\\.)*")\s*[,)]`)

// templateCall finds the texts a page template translates.
var templateCall = regexp.MustCompile(`\{\{T \S+ ("(?:[^"\\]|\\.)*")\}\}`)

// problemCall finds the literal formats of the scenario checker's errors
// and phrases: errorf's third argument (its arguments may run over
// lines), a Problem's or problemf's first.
var problemCall = regexp.MustCompile(`(?:\.errorf\((?:[^"]|"[^"\n]*")*?,\s+(?:"[^"\n]*",\s+)?|Problem\{|problemf\()("(?:[^"\\]|\\.)*")`)

// wordedCall finds the literal formats of the policies' errors.
var wordedCall = regexp.MustCompile(`wordedf\(("(?:[^"\\]|\\.)*")`)

// nameTable finds what a rules core's name table names: the first argument
// of names.Parse, Index and ParseFunc.
var nameTable = regexp.MustCompile(`names\.(?:Parse|Index|ParseFunc)\(("[^"\\]+")`)

// scanKeys adds to keys the quoted string that re's first group finds in
// each Go file (tests aside) that the patterns match, with the file where
// it was found.
func scanKeys(t *testing.T, keys map[string]string, re *regexp.Regexp, patterns ...string) {
	t.Helper()
	for _, pattern := range patterns {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range re.FindAllStringSubmatch(string(src), -1) {
				key, err := strconv.Unquote(m[1])
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				keys[key] = f
			}
		}
	}
}

// TestCatalogueIsComplete fails when a text the reports or the command
// line show has no Spanish or Catalan: every literal key of a T, Tf or Msgf
// call in this package, the command line's and the job path's, the formats of a scenario
// file's and a parameter setting's errors, and the keys built from names
// (kinds, rules, ranges, dice colours, what a name table names).
func TestCatalogueIsComplete(t *testing.T) {
	keys := map[string]string{}
	scanKeys(t, keys, keyCall, "*.go", "../cmd/internal/cli/*.go", "../cmd/internal/job/*.go", "../cmd/internal/serve/*.go")
	// the texts of the serve command's page templates: {{T .Lang "text"}}
	scanKeys(t, keys, templateCall, "../cmd/internal/serve/assets/*.html")
	for _, k := range []sim.Kind{sim.KindProbability, sim.KindDistribution, sim.KindMean} {
		keys[k.String()] = "sim.Kind"
	}
	// the tables' words built from the rules cores' names (rules, ranges,
	// dice colours) are checked beside the tables, in cmd/internal/job
	for _, infos := range [][]policies.Info{policies.Deck.Infos(), policies.First.Infos(), policies.PointDefence.Infos(),
		policies.Orders.Infos(), policies.Moves.Infos(), policies.Targets.Infos(), policies.ArmadaAttack.Infos(), policies.ArmadaDefence.Infos(),
		policies.ArmadaSquadrons.Infos(), policies.Battle.Infos(), policies.ArmadaBattle.Infos()} {
		for _, p := range infos {
			keys[p.Doc] = "policy " + p.Name
		}
	}
	// the sentences of a scenario file's errors, those every section shares
	// and those of each game's sections, and of a bad parameter setting
	scanKeys(t, keys, problemCall, "../scenarios/*.go")
	// the policies' errors about a policy's name or setting
	scanKeys(t, keys, wordedCall, "../policies/*.go")
	// what the rules cores' name tables name, in an unknown name's error
	scanKeys(t, keys, nameTable, "../sim/*/*.go")
	if len(keys) < 40 {
		t.Fatalf("found only %d keys: the scan is broken", len(keys))
	}
	for key, where := range keys {
		tr, ok := catalogue[key]
		if !ok {
			t.Errorf("%s: %q has no translation", where, key)
			continue
		}
		for i, lang := range []string{"es", "ca"} {
			if strings.TrimSpace(tr[i]) == "" {
				t.Errorf("%q has no %s text", key, lang)
			}
			if strings.Count(tr[i], "%") != strings.Count(key, "%") {
				t.Errorf("%q in %s has different format verbs: %q", key, lang, tr[i])
			}
		}
	}
}

func TestNumbersFollowTheLanguage(t *testing.T) {
	tests := []struct {
		l         Lang
		num, ints string
	}{
		{English, "0.875", "1,234,567"},
		{Spanish, "0,875", "1.234.567"},
		{Catalan, "0,875", "1.234.567"},
	}
	for _, tc := range tests {
		if got := tc.l.Num(0.875, 3); got != tc.num {
			t.Errorf("%v: Num = %q, want %q", tc.l, got, tc.num)
		}
		if got := tc.l.Int(1234567); got != tc.ints {
			t.Errorf("%v: Int = %q, want %q", tc.l, got, tc.ints)
		}
	}
}

func TestLangFromEnv(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{}, English},
		{map[string]string{"LANG": "es_ES.UTF-8"}, Spanish},
		{map[string]string{"LANG": "es_ES.UTF-8", "LC_ALL": "ca_ES.UTF-8"}, Catalan},
		{map[string]string{"LANG": "C.UTF-8"}, English},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, English},
	} {
		if got := LangFromEnv(env(tc.env)); got != tc.want {
			t.Errorf("%v: %v, want %v", tc.env, got, tc.want)
		}
	}
	if _, err := ParseLang("de"); err == nil {
		t.Error("de accepted")
	}
}

// TestGoldenLanguages pins the Spanish and Catalan text report (the
// tables' are pinned in cmd/internal/job, where tables are built).
func TestGoldenLanguages(t *testing.T) {
	for _, l := range []Lang{Spanish, Catalan} {
		r := fixedRun(t)
		r.Lang = l
		var b strings.Builder
		if err := writeText(&b, r); err != nil {
			t.Fatal(err)
		}
		golden(t, "probe."+l.String()+".txt", []byte(b.String()))
	}
}
