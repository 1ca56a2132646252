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
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// slotWait is how long a run waits for a place among the runs playing
// (a run that replaces one needs the moment the old one takes to stop).
const slotWait = 2 * time.Second

// progressEvery is how often a run's progress is sent to the page.
const progressEvery = 200 * time.Millisecond

// parseRequest reads a run from a query, checking it as the command line
// checks its flags, with the server's cap on trials.
func (s *Server) parseRequest(q url.Values, l reports.Lang) (request, error) {
	req := request{Mode: modeRun, Sets: q["set"], Seed: 1, Trials: min(DefaultPageTrials, s.opts.MaxTrials), Workers: s.opts.Workers, Lang: l}
	switch m := q.Get("mode"); m {
	case "", modeRun:
	case modeCompare:
		req.Mode = modeCompare
		for _, v := range q["vs"] {
			req.VS = append(req.VS, strings.Fields(v)...)
		}
	case modeSweep:
		req.Mode, req.Sweeps = modeSweep, q["sweep"]
		if len(req.Sweeps) == 0 {
			return req, reports.Msgf("a sweep needs a parameter and its values, such as scanners=1..6")
		}
	default:
		return req, reports.Msgf("unknown mode %q (expected run, compare or sweep)", m)
	}
	if t := q.Get("trials"); t != "" {
		n, err := strconv.ParseInt(strings.TrimSpace(t), 10, 64)
		if err != nil {
			return req, reports.Msgf("--trials takes a whole number, got %q", t)
		}
		req.Trials = n
	}
	switch {
	case req.Trials < 1:
		return req, reports.Msgf("--trials must be at least 1, got %d", req.Trials)
	case req.Trials > s.opts.MaxTrials:
		return req, reports.Msgf("--trials must be at most %d, got %d", s.opts.MaxTrials, req.Trials)
	}
	if x := q.Get("seed"); x != "" {
		seed, err := strconv.ParseUint(strings.TrimSpace(x), 10, 64)
		if err != nil {
			return req, reports.Msgf("--seed takes a whole number from 0 to %d, got %q", uint64(math.MaxUint64), x)
		}
		req.Seed = seed
	}
	if x := q.Get("precision"); x != "" {
		p, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		if err != nil || !(p > 0 && p < 1e300) {
			return req, reports.Msgf("--precision must be a positive number, got %v", x)
		}
		req.Precision = p
	}
	sc, err := s.scenario(q)
	if err != nil {
		return req, err
	}
	req.Scenario = sc
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
	p.Text = l.Tf("%s of %s trials · %s trials/s · %s s left", l.Int(done), l.Int(total), l.Int(int64(math.Round(p.Rate))), l.Num(p.Left, 1))
	return p
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
	fail := func(err error) { event(w, "failure", map[string]string{"error": cliError(err, l)}) }
	req, err := s.parseRequest(r.URL.Query(), l)
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
		out *outcome
		err error
	}
	endc := make(chan ended, 1)
	done := new(atomic.Int64)
	start := time.Now()
	go func() {
		defer func() { <-s.slots }()
		defer func() { // a bug must not take the server down with the other pages' runs
			if p := recover(); p != nil {
				endc <- ended{nil, reports.Msgf("internal error: %v (a bug in fleetlab: please report it with the page's link)", p)}
			}
		}()
		out, err := s.engine.Run(ctx, req, done)
		endc <- ended{out, err}
	}()
	total := req.total()
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
			id := s.results.add(e.out)
			v, err := view(id, e.out, l)
			if err != nil {
				fail(err)
				return
			}
			var b bytes.Buffer
			if err := templates.ExecuteTemplate(&b, "result.html", struct {
				*resultView
				Lang reports.Lang
			}{v, l}); err != nil {
				fail(err)
				return
			}
			event(w, "result", map[string]any{"id": id, "html": b.String(), "interrupted": e.out.Interrupted})
			return
		}
	}
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
		json.NewEncoder(w).Encode(map[string]string{"error": cliError(err, l)})
	}
	f, hdr, err := r.FormFile("file")
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(http.StatusRequestEntityTooLarge, reports.Msgf("the file is larger than %d bytes, the largest scenario accepted", scenarios.MaxFileSize))
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
	name := strings.TrimSpace(hdr.Filename)
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	if name == "" {
		name = "upload.yaml"
	}
	if _, err := s.engine.Load(name, data); err != nil {
		fail(http.StatusUnprocessableEntity, err)
		return
	}
	id := s.uploads.add(upload{Name: name, Data: data})
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"upload": id})
}

// download serves one file of a finished run: results.json, results.csv or
// report.html, as `--out` writes them.
func (s *Server) download(w http.ResponseWriter, r *http.Request) {
	o, ok := s.results.get(r.PathValue("id"))
	if !ok {
		http.Error(w, "fleetlab: "+s.pageLang(r).T("this result is no longer on the server: run it again"), http.StatusNotFound)
		return
	}
	file := r.PathValue("file")
	data, ok := o.Files[file]
	if !ok {
		http.NotFound(w, r)
		return
	}
	types := map[string]string{reports.JSONFile: "application/json", reports.CSVFile: "text/csv; charset=utf-8", reports.HTMLFile: "text/html; charset=utf-8"}
	w.Header().Set("Content-Type", types[file])
	if r.URL.Query().Get("view") == "" {
		w.Header().Set("Content-Disposition", `attachment; filename="`+file+`"`)
	}
	w.Write(data)
}
