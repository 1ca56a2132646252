package scenarios

import (
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// Languages are the codes of the languages a translations: section may
// give, besides the English of the file itself.
var Languages = []string{"es", "ca"}

// Translation is a scenario's words in one other language: the
// translations.LANG section of its file. An empty text means the English
// one is shown.
type Translation struct {
	Title       string
	Description string
	// Params maps a parameter's name to its doc.
	Params map[string]string
	// Measure maps a metric's name to its doc.
	Measure map[string]string
}

// Translated returns the scenario's words in lang (a code of Languages):
// each text its translation, or the English text when the file gives none.
// docs maps metric names to their English docs (a compiled model's
// metrics); the result maps them to the docs in lang. Any other lang gives
// the English.
func (s *Scenario) Translated(lang string, docs map[string]string) Translation {
	out := Translation{Title: s.Title, Description: s.Description, Params: map[string]string{}, Measure: map[string]string{}}
	for _, p := range s.Params {
		out.Params[p.Name] = p.Doc
	}
	for name, doc := range docs {
		out.Measure[name] = doc
	}
	tr, ok := s.Translations[lang]
	if !ok {
		return out
	}
	if tr.Title != "" {
		out.Title = tr.Title
	}
	if tr.Description != "" {
		out.Description = tr.Description
	}
	for name, doc := range tr.Params {
		out.Params[name] = doc
	}
	for name, doc := range tr.Measure {
		out.Measure[name] = doc
	}
	return out
}

// Untranslated lists what the scenario shows in English for want of a
// translation into lang: "title", "description", "params.NAME" (a
// parameter with a doc) and "measure.NAME" (every metric: each has a doc).
func (s *Scenario) Untranslated(lang string) []string {
	tr := s.Translations[lang]
	if tr == nil {
		tr = &Translation{}
	}
	var missing []string
	if tr.Title == "" {
		missing = append(missing, "title")
	}
	if s.Description != "" && tr.Description == "" {
		missing = append(missing, "description")
	}
	for _, p := range s.Params {
		if p.Doc != "" && tr.Params[p.Name] == "" {
			missing = append(missing, "params."+p.Name)
		}
	}
	for _, m := range s.metrics {
		if tr.Measure[m] == "" {
			missing = append(missing, "measure."+m)
		}
	}
	return missing
}

// parseTranslations reads the translations: section: for each language of
// Languages, a mapping of title, description, params (parameter name →
// doc) and measure (metric name → doc), naming only declared parameters
// and measured metrics.
func parseTranslations(d *yamldoc.Decoder, top *yamldoc.Object, s *Scenario) (map[string]*Translation, error) {
	if !top.Has("translations") {
		return nil, nil
	}
	langs, err := d.Object(top.Value("translations"), "translations", Languages...)
	if err != nil {
		return nil, err
	}
	out := map[string]*Translation{}
	for _, lang := range langs.Keys() {
		o, err := d.Object(langs.Value(lang), langs.Field(lang), "title", "description", "params", "measure")
		if err != nil {
			return nil, err
		}
		tr := &Translation{}
		if tr.Title, err = o.Str("title", ""); err != nil {
			return nil, err
		}
		if tr.Description, err = o.Str("description", ""); err != nil {
			return nil, err
		}
		if tr.Params, err = translatedDocs(d, o, "params", s.paramNames()); err != nil {
			return nil, err
		}
		if tr.Measure, err = translatedDocs(d, o, "measure", s.metrics); err != nil {
			return nil, err
		}
		out[lang] = tr
	}
	return out, nil
}

// translatedDocs reads the mapping at key (params or measure) of names,
// each one of known, to non-empty docs.
func translatedDocs(d *yamldoc.Decoder, o *yamldoc.Object, key string, known []string) (map[string]string, error) {
	docs := map[string]string{}
	if !o.Has(key) {
		return docs, nil
	}
	m, err := d.Object(o.Value(key), o.Field(key))
	if err != nil {
		return nil, err
	}
	for _, name := range m.Keys() {
		if !slices.Contains(known, name) {
			list := strings.Join(known, ", ")
			if list == "" {
				list = "none"
			}
			if key == "params" {
				return nil, d.Errorf(m.Key(name), m.Field(name), "no parameter %q in this scenario%s (its parameters: %s)", name, yamldoc.Suggest(name, known), list)
			}
			return nil, d.Errorf(m.Key(name), m.Field(name), "no metric %q in this scenario%s (its metrics: %s)", name, yamldoc.Suggest(name, known), list)
		}
		if docs[name], err = m.Str(name, ""); err != nil {
			return nil, err
		}
	}
	return docs, nil
}

// metricNames returns the names of a compiled scenario's metrics.
func metricNames(c *Compiled) []string {
	ms := c.Model.Metrics()
	names := make([]string, len(ms))
	for i, m := range ms {
		names[i] = m.Name
	}
	return names
}
