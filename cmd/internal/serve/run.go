package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// slotWait is how long a run waits for a place among the runs playing
// (a run that replaces one needs the moment the old one takes to stop).
const slotWait = 2 * time.Second

// progressEvery is how often a run's progress is sent to the page.
const progressEvery = 200 * time.Millisecond

// The kinds of run the page asks for (its query's mode), as the command
// line has them.
const (
	modeRun     = "run"     // fleetlab run S --set …
	modeCompare = "compare" // fleetlab compare S --set … --vs "…"
	modeSweep   = "sweep"   // fleetlab run S --set … --sweep … [--sweep …]
)

// formKeys are the query's values that job.FromValues reads for the page:
// not workers (the server's choice) nor lang (the page's); vs in a
// comparison alone, sweep in a sweep alone.
var formKeys = []string{"scenario", "set", "trials", "seed", "precision"}

// request reads a run from a query into the job path's request, as the
// command line reads its flags, with the server's cap on trials. A query
// without trials plays the scenario's default (its file's trials:, else
// job.DefaultTrials; at most the server's cap), which with a precision is
// the cap on trials, as
// --trials is with --precision: the page sends no trials with a precision
// when its trials field holds the figure it offered. The
// scenario is upload=ID (a file sent from the page) or scenario=NAME (a
// built-in, never a file of the server's, active-scan by default).
func (s *Server) request(q url.Values, l reports.Lang) (job.Request, error) {
	form := url.Values{}
	for _, k := range formKeys {
		if v, ok := q[k]; ok {
			form[k] = v
		}
	}
	mode := job.Run
	switch m := q.Get("mode"); m {
	case "", modeRun:
	case modeCompare:
		// the page compares A with one variant B: every vs= is one of B's
		// settings (job.VariantSettings splits them again)
		mode = job.Compare
		if b := strings.TrimSpace(strings.Join(q["vs"], " ")); b != "" {
			form["vs"] = []string{b}
		}
	case modeSweep:
		if form["sweep"] = q["sweep"]; len(form["sweep"]) == 0 {
			return job.Request{}, reports.Msgf("a sweep needs a parameter and its values, such as scanners=1..6")
		}
	default:
		return job.Request{}, reports.Msgf("unknown mode %q (expected run, compare or sweep)", m)
	}
	req, err := job.FromValues(mode, form, s.opts.Workers)
	if err != nil {
		return req, err
	}
	if req.Trials > s.opts.MaxTrials {
		return req, reports.Msgf("--trials must be at most %d, got %d", s.opts.MaxTrials, req.Trials)
	}
	req.DefaultCap = s.opts.MaxTrials
	req.Lang = l
	if id := q.Get("upload"); id != "" {
		u, ok := s.uploads.get(id)
		if !ok {
			return req, reports.Msgf("the uploaded scenario file is no longer on the server (it keeps the last %d): upload it again", maxKept)
		}
		req.Scenario, req.Source = u.Name, u.Data
		return req, nil
	}
	if req.Scenario == "" {
		req.Scenario = "active-scan"
	}
	req.Builtin = true
	return req, nil
}

// event writes one server-sent event: name and data as one JSON line.
func event(w io.Writer, name string, data any) error {
	b, err := json.Marshal(data)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", name, b); err != nil {
		return err
	}
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
	return nil
}

// progressData is one progress event: trials done out of total, the rate
// and the time left, and the same as a sentence in the page's language.
type progressData struct {
	Done  int64   `json:"done"`
	Total int64   `json:"total"`
	Rate  float64 `json:"rate"`
	Left  float64 `json:"left_s"`
	Text  string  `json:"text"`
}

// newProgress describes a run that has played done of total trials in
// elapsed.
func newProgress(done, total int64, elapsed time.Duration, l reports.Lang) progressData {
	p := progressData{Done: done, Total: total}
	if s := elapsed.Seconds(); s > 0 {
		p.Rate = float64(done) / s
	}
	if p.Rate > 0 {
		p.Left = float64(total-done) / p.Rate
	}
	p.Text = l.Tf("%s of %s trials · %s trials/s · %s left", l.Int(done), l.Int(total), l.Int(int64(math.Round(p.Rate))), timeLeft(p.Left, l))
	return p
}

// timeLeft writes a time left of s seconds as people read it: 4.5 s,
// 3 min 20 s, 1 h 12 min.
func timeLeft(s float64, l reports.Lang) string {
	switch whole := int64(math.Round(s)); {
	case s < 59.95: // 59.96 s would read 60.0 s
		return l.Num(s, 1) + " s"
	case whole < 3600:
		return fmt.Sprintf("%d min %d s", whole/60, whole%60)
	default:
		minutes := int64(math.Round(s / 60))
		return fmt.Sprintf("%d h %d min", minutes/60, minutes%60)
	}
}

// runSlot is the run a page has going, which a new run of the same page
// or its Cancel button stops.
type runSlot struct{ cancel context.CancelFunc }

// run plays the query's run and streams it to the page as server-sent
// events: progress every so often, then result (the result's HTML and its
// id) or failure (the error as the command line prints it). The run stops
// when the page closes the stream, when the same page starts another run,
// or on /cancel; a stopped run's partial result is still sent when the
// stream is open.
func (s *Server) run(w http.ResponseWriter, r *http.Request) {
	l := s.pageLang(r)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	fail := func(err error) { event(w, "failure", map[string]string{"error": job.Message(err, l)}) }
	req, err := s.request(r.URL.Query(), l)
	if err != nil {
		fail(err)
		return
	}
	plan, err := newPlan(r.Context(), req)
	if err != nil {
		fail(err)
		return
	}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	page := r.URL.Query().Get("page")
	slot := &runSlot{cancel}
	s.claim(page, slot) // the page's earlier run stops, and frees its place
	defer s.release(page, slot)
	select {
	case s.slots <- struct{}{}:
	case <-time.After(slotWait):
		fail(reports.Msgf("this server is playing %d runs already, its most at once; try again when one ends", s.opts.MaxRuns))
		return
	case <-ctx.Done():
		return
	}
	type ended struct {
		doc reports.Document
		err error
	}
	endc := make(chan ended, 1)
	done := new(atomic.Int64)
	start := time.Now()
	go func() {
		defer func() { <-s.slots }()
		defer func() { // a bug must not take the server down with the other pages' runs
			if p := recover(); p != nil {
				endc <- ended{nil, bug(p)}
			}
		}()
		doc, err := s.execute(plan, ctx, func(n int64) { done.Store(n) })
		endc <- ended{doc, err}
	}()
	total := plan.Trials()
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	event(w, "progress", newProgress(0, total, 0, l))
	for {
		select {
		case <-tick.C:
			if event(w, "progress", newProgress(done.Load(), total, time.Since(start), l)) != nil {
				cancel()
			}
		case e := <-endc:
			if e.err != nil {
				fail(e.err)
				return
			}
			v, err := view(e.doc, l)
			if err != nil {
				fail(err)
				return
			}
			v.ID = s.results.add(e.doc)
			var b bytes.Buffer
			if err := templates.ExecuteTemplate(&b, "result.html", struct {
				*resultView
				Lang reports.Lang
			}{v, l}); err != nil {
				fail(err)
				return
			}
			event(w, "result", map[string]any{"id": v.ID, "html": b.String(), "interrupted": e.doc.Incomplete()})
			return
		}
	}
}

// bug is the error the page shows for a panic p: a bug in fleetlab, told
// in a sentence, never as a stack trace.
func bug(p any) error {
	return reports.Msgf("internal error: %v (a bug in fleetlab: please report it with the page's link)", p)
}

// newPlan is job.New, a bug in it shown on the page as one.
func newPlan(ctx context.Context, req job.Request) (p *job.Plan, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, bug(r)
		}
	}()
	return job.New(ctx, req)
}

// claim records slot as page's run, stopping the run it replaces.
func (s *Server) claim(page string, slot *runSlot) {
	if page == "" {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old := s.pages[page]; old != nil {
		old.cancel()
	}
	s.pages[page] = slot
}

// release forgets page's run when it is still slot.
func (s *Server) release(page string, slot *runSlot) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pages[page] == slot {
		delete(s.pages, page)
	}
}

// cancel stops the run of the page named in the query; its partial result
// is still sent to the page, marked as interrupted.
func (s *Server) cancel(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	slot := s.pages[r.URL.Query().Get("page")]
	s.mu.Unlock()
	if slot != nil {
		slot.cancel()
	}
	w.WriteHeader(http.StatusNoContent)
}

// upload receives a scenario file from the page's form, checks it as
// `fleetlab run FILE` does, and sends the page to it; a bad file's error
// is shown on the page as the command prints it.
func (s *Server) upload(w http.ResponseWriter, r *http.Request) {
	l := s.pageLang(r)
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	fail := func(status int, err error) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(map[string]string{"error": job.Message(err, l)})
	}
	tooBig := func() {
		fail(http.StatusRequestEntityTooLarge, reports.Msgf("the file is larger than %d bytes, the largest scenario accepted", scenarios.MaxFileSize))
	}
	f, hdr, err := r.FormFile("file")
	if err != nil {
		var bodyTooBig *http.MaxBytesError
		if errors.As(err, &bodyTooBig) {
			tooBig()
			return
		}
		fail(http.StatusBadRequest, reports.Msgf("no scenario file in the upload"))
		return
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, scenarios.MaxFileSize+1))
	if err != nil {
		fail(http.StatusBadRequest, err)
		return
	}
	if len(data) > scenarios.MaxFileSize { // within the body's slack: its size is not the bytes read
		tooBig()
		return
	}
	name := strings.TrimSpace(hdr.Filename)
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	if name == "" {
		name = "upload.yaml"
	}
	if _, err := job.Load(r.Context(), job.Request{Scenario: name, Source: data}); err != nil {
		fail(http.StatusUnprocessableEntity, err)
		return
	}
	id := s.uploads.add(upload{Name: name, Data: data})
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"upload": id})
}

// downloads are the files of a finished run the page offers, as `--out`
// writes them, rendered from its document: each file's format and type.
var downloads = map[string]struct {
	format reports.Format
	typ    string
}{
	reports.JSONFile: {reports.JSON, "application/json"},
	reports.CSVFile:  {reports.CSV, "text/csv; charset=utf-8"},
	reports.HTMLFile: {reports.HTML, "text/html; charset=utf-8"},
}

// download serves one file of a finished run: results.json, results.csv or
// report.html, as `--out` writes them (JSON and CSV in English, the report
// in the run's language).
func (s *Server) download(w http.ResponseWriter, r *http.Request) {
	doc, ok := s.results.get(r.PathValue("id"))
	if !ok {
		http.Error(w, "fleetlab: "+s.pageLang(r).T("this result is no longer on the server: run it again"), http.StatusNotFound)
		return
	}
	file := r.PathValue("file")
	d, ok := downloads[file]
	if !ok {
		http.NotFound(w, r)
		return
	}
	var b bytes.Buffer
	if err := reports.Write(&b, doc, d.format); err != nil {
		http.Error(w, job.Message(err, s.pageLang(r)), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", d.typ)
	if r.URL.Query().Get("view") == "" {
		w.Header().Set("Content-Disposition", `attachment; filename="`+file+`"`)
	}
	w.Write(b.Bytes())
}
