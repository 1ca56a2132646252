package serve

import (
	"bytes"
	"context"
	"embed"
	"html/template"
	"io/fs"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

//go:embed assets
var assets embed.FS

// static is the page's script and style, served under /static/.
var static = func() fs.FS {
	sub, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err)
	}
	return &prefixed{sub}
}()

// prefixed serves fsys under "static/", as the mux's path has it.
type prefixed struct{ fsys fs.FS }

// Open opens static/NAME as NAME of the assets.
func (p *prefixed) Open(name string) (fs.File, error) {
	rest, ok := strings.CutPrefix(name, "static/")
	if !ok || strings.HasSuffix(rest, ".html") {
		return nil, fs.ErrNotExist
	}
	return p.fsys.Open(rest)
}

// templates are the page and the result fragment; T translates a text of
// the catalogue into the page's language.
var templates = template.Must(template.New("").Funcs(template.FuncMap{
	"T": func(l reports.Lang, key string) string { return l.T(key) },
	"field": func(p paramView, prefix, value string) fieldView {
		return fieldView{P: p, Prefix: prefix, Value: value}
	},
}).ParseFS(assets, "assets/*.html"))

// DefaultPageTrials is the trials the page offers for a run of fixed
// length of a scenario of the command's default trials: a tenth of them,
// so that most answers come in under a second (a scenario whose file
// names fewer, a whole battle, is offered a tenth of its own). With a
// precision target the page offers the scenario's default as the cap, and
// a link that names no trials plays the scenario's default, as the
// command does.
const DefaultPageTrials = 100_000

// paramView is one parameter as a form field.
type paramView struct {
	Name, Doc, Kind, Default, Value, B string
	Min, Max, Step                     string
	Choices                            []string
	Bool, Number                       bool
}

// fieldView is one form field of a parameter: variant A's (prefix "p.")
// or B's ("b.").
type fieldView struct {
	P             paramView
	Prefix, Value string
}

// pageView is what the page template shows.
type pageView struct {
	Lang        reports.Lang
	Langs       []langLink
	Scenarios   []scenarioOption
	Upload      string // the id of the uploaded scenario shown, if any
	UploadName  string
	Scenario    *scenarios.Scenario
	Title, Desc string
	Params      []paramView
	Mode        string
	Trials      string
	// OfferTrials is the trials the form offers for a run of fixed
	// length, CapTrials the cap it offers with a precision target: the
	// command's default, as --trials is with --precision.
	OfferTrials, CapTrials int64
	Seed                   string
	Precision              string
	Sweeps                 [2]sweepView
	AutoRun                bool
	Error                  string
	MaxTrials              int64
}

// sweepView is one swept parameter of the form.
type sweepView struct{ Name, Values string }

// langLink is the page in one language.
type langLink struct {
	Code, Name, Href string
	Current          bool
}

// scenarioOption is a built-in scenario in the picker.
type scenarioOption struct {
	Name, Title string
	Selected    bool
}

// pageLang returns the page's language: ?lang=, else the browser's first
// language that fleetlab speaks, else the server's.
func (s *Server) pageLang(r *http.Request) reports.Lang {
	if l, err := reports.ParseLang(r.URL.Query().Get("lang")); err == nil && r.URL.Query().Get("lang") != "" {
		return l
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		if l, err := reports.ParseLang(tag); err == nil && tag != "" {
			return l
		}
	}
	return s.opts.Lang
}

// page shows the form for the chosen scenario, filled from the query (a
// result's URL), and, with run=1, starts that run at once.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	l := s.pageLang(r)
	v := &pageView{Lang: l, Mode: modeRun, Seed: "1", MaxTrials: s.opts.MaxTrials}
	for i, code := range []string{"en", "es", "ca"} {
		lq := cloneQuery(q)
		lq.Set("lang", code)
		lq.Del("run")
		v.Langs = append(v.Langs, langLink{Code: code, Name: []string{"English", "Español", "Català"}[i], Href: "/?" + lq.Encode(), Current: reports.Lang(i) == l})
	}
	builtins, err := scenarios.Builtins()
	if err != nil {
		http.Error(w, "fleetlab: "+l.Text(err), http.StatusInternalServerError)
		return
	}
	name := q.Get("scenario")
	if name == "" && q.Get("upload") == "" {
		name = "active-scan"
	}
	for _, b := range builtins {
		v.Scenarios = append(v.Scenarios, scenarioOption{Name: b.Name, Title: b.Translated(l.String(), nil).Title, Selected: b.Name == name && q.Get("upload") == ""})
	}
	sc, err := s.scenario(r.Context(), q, l)
	if err != nil {
		v.Error = job.Message(err, l)
	} else {
		v.fill(sc, q, l)
	}
	v.offerTrials(sc, q, s.opts.MaxTrials)
	if m := q.Get("mode"); m == modeCompare || m == modeSweep {
		v.Mode = m
	}
	for _, f := range []struct {
		key string
		to  *string
	}{{"trials", &v.Trials}, {"seed", &v.Seed}, {"precision", &v.Precision}} {
		if x := q.Get(f.key); x != "" {
			*f.to = x
		}
	}
	for i, spec := range q["sweep"] {
		if i < len(v.Sweeps) {
			v.Sweeps[i].Name, v.Sweeps[i].Values, _ = strings.Cut(spec, "=")
		}
	}
	if sc != nil {
		v.AutoRun = q.Get("run") == "1"
		if v.Sweeps[0].Name == "" {
			for _, p := range sc.Params {
				if vals := sweepValues(p); vals != "" {
					v.Sweeps[0] = sweepView{p.Name, vals}
					break
				}
			}
		}
	}
	var b bytes.Buffer
	if err := templates.ExecuteTemplate(&b, "page.html", v); err != nil {
		http.Error(w, "fleetlab: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b.Bytes())
}

// offerTrials sets the trials the form offers for sc (nil: a scenario
// that did not load): a tenth of its default runs (DefaultPageTrials for
// the scenarios of a million), its default as the cap with a precision,
// neither above the server's most; and the trials field, what a query
// without trials plays (see request) when it runs or has a precision.
func (v *pageView) offerTrials(sc *scenarios.Scenario, q url.Values, most int64) {
	def := int64(job.DefaultTrials)
	if sc != nil {
		def = sc.DefaultTrials()
	}
	v.OfferTrials = min(max(def/(job.DefaultTrials/DefaultPageTrials), 1), most)
	v.CapTrials = min(def, most)
	v.Trials = strconv.FormatInt(v.OfferTrials, 10)
	if q.Get("trials") == "" && (q.Get("precision") != "" || q.Get("run") == "1") {
		v.Trials = strconv.FormatInt(v.CapTrials, 10)
	}
}

// fill shows sc's parameters as form fields: their values from the
// query's set= (variant A) and vs= (variant B), else their defaults.
func (v *pageView) fill(sc *scenarios.Scenario, q url.Values, l reports.Lang) {
	v.Scenario = sc
	tr := sc.Translated(l.String(), nil)
	v.Title, v.Desc = tr.Title, tr.Description
	given := settings(q["set"])
	vs := settings(q["vs"])
	for _, p := range sc.Params {
		pv := paramView{Name: p.Name, Doc: tr.Params[p.Name], Default: p.Default, Value: p.Default, B: vs[p.Name], Choices: p.Values}
		pv.Kind = rangeText(p)
		if x, ok := given[p.Name]; ok {
			pv.Value = x
		}
		switch p.Type {
		case scenarios.ParamBool:
			pv.Bool, pv.Choices = true, []string{"true", "false"}
		case scenarios.ParamInt, scenarios.ParamFloat:
			pv.Number, pv.Step = true, "1"
			if p.Type == scenarios.ParamFloat {
				pv.Step = "any"
			}
			if p.Min != nil {
				pv.Min = strconv.FormatFloat(*p.Min, 'g', -1, 64)
			}
			if p.Max != nil {
				pv.Max = strconv.FormatFloat(*p.Max, 'g', -1, 64)
			}
		}
		v.Params = append(v.Params, pv)
	}
	if id := q.Get("upload"); id != "" {
		v.Upload, v.UploadName = id, sc.File
	}
}

// settings maps name=value settings to their values, the last one of a
// name winning.
func settings(sets []string) map[string]string {
	out := map[string]string{}
	for _, set := range sets {
		for _, one := range job.VariantSettings(set) {
			if name, value, ok := strings.Cut(one, "="); ok {
				out[name] = value
			}
		}
	}
	return out
}

// scenario returns the scenario a query names, unbound, as the run of
// that query would load it (see request).
func (s *Server) scenario(ctx context.Context, q url.Values, l reports.Lang) (*scenarios.Scenario, error) {
	only := url.Values{}
	for _, k := range []string{"scenario", "upload"} {
		if v, ok := q[k]; ok {
			only[k] = v
		}
	}
	req, err := s.request(only, l)
	if err != nil {
		return nil, err
	}
	return job.Load(ctx, req)
}

// cloneQuery returns a copy of q.
func cloneQuery(q url.Values) url.Values {
	out := url.Values{}
	for k, v := range q {
		out[k] = append([]string(nil), v...)
	}
	return out
}

// rangeText writes what a parameter accepts in signs every language
// reads: "1 … 100", "≥ 0", "a | b | c".
func rangeText(p *scenarios.Param) string {
	num := func(x *float64) string { return strconv.FormatFloat(*x, 'g', -1, 64) }
	switch {
	case p.Values != nil:
		return strings.Join(p.Values, " | ")
	case p.Type == scenarios.ParamBool:
		return "true | false"
	case p.Min != nil && p.Max != nil:
		return num(p.Min) + " … " + num(p.Max)
	case p.Min != nil:
		return "≥ " + num(p.Min)
	case p.Max != nil:
		return "≤ " + num(p.Max)
	}
	return ""
}

// sweepValues suggests values to sweep p over: up to six whole numbers
// from its least, or every one of its choices; nothing for a parameter
// with neither.
func sweepValues(p *scenarios.Param) string {
	switch {
	case p.Type == scenarios.ParamInt && p.Min != nil && math.Abs(*p.Min) < 1e15:
		lo := int64(*p.Min)
		hi := lo + 5
		if p.Max != nil {
			hi = min(hi, int64(*p.Max))
		}
		return strconv.FormatInt(lo, 10) + ".." + strconv.FormatInt(hi, 10)
	case p.Values != nil:
		return strings.Join(p.Values, ",")
	case p.Type == scenarios.ParamBool:
		return "false,true"
	}
	return ""
}
