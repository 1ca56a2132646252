package reports

import (
	"slices"

	"github.com/fleetlab/fleetlab/sim"
)

// Words are a scenario's own texts in a report's language, from the
// translations: section of its file: its title, description and metric
// docs. The reports for people (text, Markdown, HTML, plots) show them;
// JSON and CSV keep the English of the file. A text left empty, or a
// metric missing from Docs, shows the English.
type Words struct {
	Title, Description string
	// Docs maps a metric's name to its doc.
	Docs map[string]string
}

// title returns w's title, or english when w gives none.
func (w *Words) title(english string) string {
	if w == nil || w.Title == "" {
		return english
	}
	return w.Title
}

// description returns w's description, or english when w gives none.
func (w *Words) description(english string) string {
	if w == nil || w.Description == "" {
		return english
	}
	return w.Description
}

// result returns res with its metric docs in w's language: a copy when
// any doc changes, res itself otherwise.
func (w *Words) result(res *sim.Result) *sim.Result {
	if w == nil || res == nil || len(w.Docs) == 0 {
		return res
	}
	out := *res
	out.Metrics = slices.Clone(res.Metrics)
	for i := range out.Metrics {
		if doc := w.Docs[out.Metrics[i].Name]; doc != "" {
			out.Metrics[i].Doc = doc
		}
	}
	return &out
}

// ForPeople returns r as the reports for people show it: its title,
// description and metric docs in r.Lang (Words applied, and dropped). JSON
// and CSV show r itself.
func (r *Run) ForPeople() *Run {
	if r.Words == nil {
		return r
	}
	out := *r
	out.Title, out.Description = r.Words.title(r.Title), r.Words.description(r.Description)
	out.Result = r.Words.result(r.Result)
	out.Words = nil
	return &out
}

// ForPeople returns s as the reports for people show it: its title and
// metric docs in s.Lang (Words applied, and dropped). JSON and CSV show s
// itself.
func (s *Sweep) ForPeople() *Sweep {
	if s.Words == nil {
		return s
	}
	out := *s
	out.Title = s.Words.title(s.Title)
	out.Points = slices.Clone(s.Points)
	for i := range out.Points {
		out.Points[i].Result = s.Words.result(s.Points[i].Result)
	}
	out.Words = nil
	return &out
}

// ForPeople returns c as a page for people shows it: its title and every
// variant's metric docs in c.Lang (Words applied, and dropped).
func (c *Comparison) ForPeople() *Comparison {
	if c.Words == nil {
		return c
	}
	out := *c
	out.Title = c.Words.title(c.Title)
	cmp := *c.Result
	cmp.A, cmp.B = c.Words.result(cmp.A), c.Words.result(cmp.B)
	out.Result = &cmp
	out.Others = slices.Clone(c.Others)
	for i := range out.Others {
		o := *out.Others[i].Result
		o.B = c.Words.result(o.B)
		out.Others[i].Result = &o
	}
	out.Words = nil
	return &out
}
