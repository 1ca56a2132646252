package scenarios

import (
	"slices"
	"strings"
	"testing"
)

// TestBuiltinsAreTranslated fails when a built-in scenario shows a person
// any English under --lang es or ca: its title, description, a parameter's
// doc or a metric's doc without a translation (issue 19, item 3).
func TestBuiltinsAreTranslated(t *testing.T) {
	all, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		for _, lang := range Languages {
			if missing := s.Untranslated(lang); len(missing) > 0 {
				t.Errorf("%s: translations.%s lacks %s", s.File, lang, strings.Join(missing, ", "))
			}
		}
	}
}

// TestTranslated checks that a translation replaces the English it gives
// and leaves the rest, and that a language without one is the English.
func TestTranslated(t *testing.T) {
	src := strings.Replace(valid, "measure:", `translations:
  es:
    title: "Sonda"
    params: {n: exploradores}
measure:`, 1)
	s, err := Parse("probe.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]string{"revealed": "the target is no longer Silent Running"}
	es := s.Translated("es", docs)
	if es.Title != "Sonda" || es.Params["n"] != "exploradores" || es.Measure["revealed"] != docs["revealed"] {
		t.Errorf("es: %+v", es)
	}
	ca := s.Translated("ca", docs)
	if ca.Title != "probe" || ca.Params["n"] != "scanners" {
		t.Errorf("ca without a translation: %+v", ca)
	}
	if got := s.Untranslated("es"); !slices.Equal(got, []string{"measure.revealed"}) {
		t.Errorf("Untranslated(es) = %v", got)
	}
	if got := s.Untranslated("ca"); !slices.Equal(got, []string{"title", "params.n", "measure.revealed"}) {
		t.Errorf("Untranslated(ca) = %v", got)
	}
}

// TestBadTranslations checks that a broken translations: section is
// refused with its line, field and what was expected, like every other
// section.
func TestBadTranslations(t *testing.T) {
	tests := []struct {
		name, section string
		line          int
		want          string
	}{
		{"unknown language", "translations:\n  fr: {title: Sonde}\n", 18, `translations.fr: unknown field (expected one of es, ca)`},
		{"misspelt language", "translations:\n  cat: {title: Sonda}\n", 18, `did you mean ca?`},
		{"unknown field", "translations:\n  es: {titel: Sonda}\n", 18, `translations.es.titel: unknown field (did you mean title?)`},
		{"empty title", "translations:\n  es: {title: \"\"}\n", 18, `translations.es.title: must not be empty`},
		{"unknown parameter", "translations:\n  es:\n    params: {m: exploradores}\n", 19, `translations.es.params.m: no parameter "m" in this scenario (did you mean n?) (its parameters: n)`},
		{"misspelt metric", "translations:\n  ca:\n    measure: {reveal: descoberta}\n", 19, `translations.ca.measure.reveal: no metric "reveal" in this scenario (did you mean revealed?)`},
		{"doc not text", "translations:\n  es:\n    measure: {revealed: [a, b]}\n", 19, `translations.es.measure.revealed: expected a single value, got a list`},
		{"not a mapping", "translations: es\n", 17, `translations: expected a mapping of es, ca`},
		{"language given twice", "translations:\n  es: {title: A}\n  es: {title: B}\n", 19, `translations.es: given twice (first on line 18)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(valid, "measure:", tc.section+"measure:", 1)
			_, err := Parse("probe.yaml", []byte(src))
			checkError(t, err, tc.line, tc.want)
		})
	}
}
