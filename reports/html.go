package reports

import (
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/fleetlab/fleetlab/sim"
)

// HTMLFile is the name of the HTML report.
const HTMLFile = "report.html"

// htmlPage is the report page: one file, styles inline, plots as inline
// SVG, no scripts. html/template escapes everything that comes from the
// scenario file.
var htmlPage = template.Must(template.New("page").Funcs(template.FuncMap{"numeric": numeric}).Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<title>{{.Title}}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
th { background: #f0f4f8; }
figure { margin: 1rem 0; }
figure svg { max-width: 100%; height: auto; }
.note { color: #555; }
</style>
</head>
<body>
<h1>{{.Title}}</h1>
{{with .Description}}<p class="note">{{.}}</p>{{end}}
<table class="run">
{{range .Info}}<tr><th>{{.Key}}</th><td>{{.Value}}</td></tr>
{{end}}</table>
{{range .Sections}}
<h2>{{.Title}}</h2>
{{with .Note}}<p class="note">{{.}}</p>{{end}}
{{range .Plots}}<figure>{{.}}</figure>
{{end}}{{range .Tables}}<table>
<tr>{{range .Head}}<th>{{.}}</th>{{end}}</tr>
{{range .Rows}}<tr>{{range .}}{{if numeric .}}<td class="n">{{.}}</td>{{else}}<td>{{.}}</td>{{end}}{{end}}</tr>
{{end}}</table>
{{end}}{{end}}
</body>
</html>
`))

type htmlKV struct{ Key, Value string }

// numeric reports whether a cell holds a number or an interval, which the
// page aligns right.
func numeric(cell string) bool {
	return cell != "" && strings.ContainsRune("0123456789[+-±—", []rune(cell)[0])
}

type htmlTable struct {
	Head []string
	Rows [][]string
}

type htmlSection struct {
	Title, Note string
	Plots       []template.HTML
	Tables      []htmlTable
}

type htmlDoc struct {
	Lang, Title, Description string
	Info                     []htmlKV
	Sections                 []htmlSection
}

// inlineSVG renders p as SVG markup to embed in the page (without the XML
// prolog).
func inlineSVG(p Figure) (template.HTML, error) {
	b, err := renderSVG(p)
	if err != nil {
		return "", err
	}
	s := string(b)
	if i := strings.Index(s, "<svg"); i >= 0 {
		s = s[i:]
	}
	return template.HTML(s), nil // our own plot: titles are validated names
}

// writeHTML writes r as a self-contained HTML page: the scenario, its
// parameters, seed and trials, the results table, and for each
// distribution its three plots and its table.
func writeHTML(w io.Writer, r *Run) error {
	r = r.ForPeople()
	l, res := r.Lang, r.Result
	doc := htmlDoc{Lang: l.String(), Title: r.Title, Description: r.Description}
	doc.Info = append(doc.Info, htmlKV{l.T("scenario"), r.Scenario})
	for _, p := range r.Params {
		doc.Info = append(doc.Info, htmlKV{p.Name, fmt.Sprint(p.Value)})
	}
	doc.Info = append(doc.Info, htmlKV{l.T("seed"), fmt.Sprint(res.Seed)}, htmlKV{l.T("trials"), l.Int(res.Trials)},
		htmlKV{l.T("workers"), fmt.Sprint(res.Workers)}, htmlKV{l.T("time"), l.Num(res.Elapsed.Seconds(), 2) + " s"})
	if res.Interrupted {
		doc.Info = append(doc.Info, htmlKV{l.T("status"), l.T("interrupted: partial result")})
	}
	if r.Precision > 0 {
		doc.Info = append(doc.Info, htmlKV{l.T("precision"), PrecisionText(r.Precision, res.Converged, l)})
	}
	for _, n := range r.Notes {
		doc.Info = append(doc.Info, htmlKV{l.T("note"), n})
	}
	if len(r.Unmodelled) > 0 {
		doc.Info = append(doc.Info, htmlKV{l.T("played without effect"), l.Unmodelled(r.Unmodelled)})
	}
	summary := htmlTable{Head: []string{l.T("metric"), l.T("kind"), l.T("estimate"), l.T("95% interval"), ""}}
	for i := range res.Metrics {
		m := &res.Metrics[i]
		est, ci := formatEstimate(m, l)
		summary.Rows = append(summary.Rows, []string{m.Name, l.T(m.Kind.String()), est, ci, m.Doc})
	}
	doc.Sections = append(doc.Sections, htmlSection{Title: l.T("Results"), Tables: []htmlTable{summary}})
	for i := range res.Metrics {
		m := &res.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		sec := htmlSection{Title: m.Name, Note: m.Doc}
		_, plots := distributionPlots(m, r)
		for _, p := range plots {
			svg, err := inlineSVG(p)
			if err != nil {
				return err
			}
			sec.Plots = append(sec.Plots, svg)
		}
		t := htmlTable{Head: []string{l.T("value"), l.T("count"), "P(=k)", l.T("95% interval"), "P(≥k)", l.T("95% interval")}}
		for _, row := range binRows(&m.Histogram) {
			t.Rows = append(t.Rows, []string{fmt.Sprint(row.value), l.Int(row.count), l.Num(row.eq, 4), interval(row.eqLo, row.eqHi, l),
				l.Num(row.atLeast, 4), interval(row.alLo, row.alHi, l)})
		}
		sec.Tables = []htmlTable{t}
		doc.Sections = append(doc.Sections, sec)
	}
	return executeShown(w, doc)
}

// writeSweepHTML writes a sweep as a self-contained HTML page: its
// header, and for each metric its plot and table.
func writeSweepHTML(w io.Writer, s *Sweep) error {
	s = s.ForPeople()
	l := s.Lang
	doc := htmlDoc{Lang: l.String(), Title: s.Title}
	doc.Info = append(doc.Info, htmlKV{l.T("scenario"), s.Scenario})
	for _, p := range s.Params {
		doc.Info = append(doc.Info, htmlKV{p.Name, fmt.Sprint(p.Value)})
	}
	for _, a := range s.Axes {
		vals := make([]string, len(a.Values))
		for i, v := range a.Values {
			vals[i] = label(v)
		}
		doc.Info = append(doc.Info, htmlKV{l.T("sweep") + ": " + a.Name, strings.Join(vals, ", ")})
	}
	if len(s.Points) > 0 {
		r := s.Points[0].Result
		doc.Info = append(doc.Info, htmlKV{l.T("seed"), fmt.Sprint(r.Seed)},
			htmlKV{l.T("trials"), l.Tf("%s trials a point, every point on the same random streams", l.Int(r.Trials))},
			htmlKV{l.T("workers"), fmt.Sprint(r.Workers)})
	}
	if s.Interrupted {
		doc.Info = append(doc.Info, htmlKV{l.T("status"), l.Tf("INTERRUPTED after %d of %d points", len(s.Points), s.size())})
	}
	for m, mt := range s.metrics() {
		sec := htmlSection{Title: mt.Name, Note: mt.Doc}
		var p Figure
		var err error
		if len(s.Axes) == 1 {
			p, err = SweepLinePlot(s, m)
		} else {
			p, err = SweepHeatMap(s, m)
		}
		if err == nil {
			svg, err := inlineSVG(p)
			if err != nil {
				return err
			}
			sec.Plots = []template.HTML{svg}
		}
		rows := s.Axes[0]
		t := htmlTable{}
		if len(s.Axes) == 1 {
			t.Head = []string{rows.Name, l.T("estimate [95% interval]")}
			for i, v := range rows.Values {
				t.Rows = append(t.Rows, []string{label(v), cell(s.point(i, 0), m, l)})
			}
		} else {
			cols := s.Axes[1]
			t.Head = []string{rows.Name + " \\ " + cols.Name}
			for _, v := range cols.Values {
				t.Head = append(t.Head, label(v))
			}
			for i, v := range rows.Values {
				row := []string{label(v)}
				for j := range cols.Values {
					row = append(row, cell(s.point(i, j), m, l))
				}
				t.Rows = append(t.Rows, row)
			}
		}
		sec.Tables = []htmlTable{t}
		doc.Sections = append(doc.Sections, sec)
	}
	return executeShown(w, doc)
}

// executeShown renders the page with doc, hidden characters escaped
// (html/template leaves terminal controls and bidirectional overrides as
// they are).
func executeShown(w io.Writer, doc htmlDoc) error {
	var b strings.Builder
	if err := htmlPage.Execute(&b, doc); err != nil {
		return err
	}
	return writeShown(w, b.String())
}
