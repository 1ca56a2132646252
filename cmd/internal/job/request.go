package job

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// Mode is what a job does with its scenario.
type Mode int

// The modes of a job.
const (
	// Run plays the scenario and reports its metrics; with Sweeps, at
	// every point of the swept parameters.
	Run Mode = iota
	// Compare plays variant A and every variant of Vs on common random
	// numbers and reports the paired differences; with one Sweep, at every
	// value of the swept parameter.
	Compare
)

// DefaultTrials is the number of trials of a request that names none, of
// a scenario that names none either (its file's trials:; see
// scenarios.Scenario.DefaultTrials).
const DefaultTrials = scenarios.DefaultTrials

// MaxWorkers is the most workers a request may ask for.
const MaxWorkers = 4096

// MaxSweepPoints bounds the points of a sweep.
const MaxSweepPoints = 400

// MaxVariants is the most variants compared with A in one job.
const MaxVariants = 8

// Request is everything a job is asked to do, as the command line's flags
// or a web form give it.
type Request struct {
	Mode Mode
	// Scenario is a built-in scenario's name or a scenario file's path;
	// with Source, the name the uploaded file goes by in messages.
	Scenario string
	// Source, when not nil, is the scenario's YAML text (an upload).
	Source []byte
	// Lists, when true, lets Source's fleets read the list files they
	// name (list: PATH): the command line's own battle of two lists, never
	// a web request.
	Lists bool
	// locate, when not nil, is where Source's fleets read the list and
	// catalogue files they name: a merge's copies that its parts carry
	// (see materialise).
	locate func(named string) (string, error)
	// Builtin, when true, takes Scenario as a built-in scenario's name
	// alone, never a file's path: a web request must not read the files
	// of the machine that serves it.
	Builtin bool
	// Sets are name=value settings for every variant (--set).
	Sets []string
	// A are the settings of variant A alone (--a); Vs are the other
	// variants, each one or more settings separated by spaces (--vs).
	A, Vs []string
	// Sweeps are swept parameters, name=a..b or name=v1,v2,... (--sweep):
	// up to two for a run, one for a comparison.
	Sweeps []string
	// Trials is the number of trials (of every point, of every variant),
	// or the cap with Precision; 0 plays the scenario's default (its
	// file's trials:, else DefaultTrials), at most DefaultCap when that is
	// positive.
	Trials int64
	// DefaultCap, when positive, caps the scenario's default trials (a
	// server's most trials a run may play).
	DefaultCap int64
	// Seed selects the random streams.
	Seed uint64
	// Workers is the number of goroutines; it changes speed, never results.
	Workers int
	// Precision, when positive, stops once every 95% interval's half-width
	// is at most this.
	Precision float64
	// Lang is the language of the document's text, Markdown, HTML and
	// plots (JSON and CSV stay in English).
	Lang reports.Lang
	// Shard, when set, is the share of the job's blocks to play, for
	// ExecuteShard (see Shard for which blocks are whose).
	Shard Shard
}

// check refuses a request whose numbers are out of range, in the words of
// the command's flags.
func (r *Request) check() error {
	if err := r.checkNumbers(); err != nil {
		return err
	}
	switch sh := r.Shard; {
	case sh.Sharded() && (sh.Count > MaxShards || sh.Index < 0 || sh.Index >= sh.Count):
		return usagef("--shard %s: the index must be a whole number from 0 to %d", sh.String(), sh.Count-1)
	case sh.Sharded() && r.Precision > 0:
		return usagef("--precision and --shard do not go together: a shard plays a fixed share of the blocks")
	}
	return nil
}

// checkNumbers refuses trials, workers, precision or variants out of range.
func (r *Request) checkNumbers() error {
	if r.Mode == Compare {
		switch {
		case r.Trials != 0 && CheckTrials(r.Mode, r.Trials) != nil:
			return CheckTrials(r.Mode, r.Trials)
		case r.Workers < 1 || r.Workers > MaxWorkers:
			return usagef("--workers must be from 1 to 4096, got %d", r.Workers)
		case badPrecision(r.Precision):
			return usagef("--precision must be a positive number, got %v", r.Precision)
		case len(r.Vs) == 0:
			return usagef("compare needs at least one --vs name=value: what makes variant B differ")
		case len(r.Vs) > MaxVariants:
			return usagef("compare takes at most %d --vs variants, got %d", MaxVariants, len(r.Vs))
		}
		return nil
	}
	if r.Trials != 0 {
		if err := CheckTrials(r.Mode, r.Trials); err != nil {
			return err
		}
	}
	switch {
	case r.Workers < 1:
		return usagef("--workers must be at least 1, got %d", r.Workers)
	case r.Workers > MaxWorkers:
		return usagef("--workers must be at most 4096, got %d", r.Workers)
	case badPrecision(r.Precision):
		return usagef("--precision must be a positive number, got %v", r.Precision)
	}
	return nil
}

// CheckTrials refuses a number of trials a user gave (--trials, a form's
// trials) that is out of range, in the words of mode's flag. A request's
// Trials of 0 is the scenario's default; a user's 0 is refused here.
func CheckTrials(mode Mode, n int64) error {
	switch {
	case mode == Compare && (n < 1 || n > sim.MaxTrials):
		return usagef("--trials must be from 1 to %d, got %d", int64(sim.MaxTrials), n)
	case n < 1:
		return usagef("--trials must be at least 1, got %d", n)
	case n > sim.MaxTrials:
		return usagef("--trials must be at most %d, got %d", int64(sim.MaxTrials), n)
	}
	return nil
}

// badPrecision reports whether p is no precision target: not 0 (none) and
// not a positive number.
func badPrecision(p float64) bool {
	return p != 0 && !(p > 0 && p < 1e300)
}

// Check refuses a request whose numbers are out of range, before anything
// is loaded; New checks it again.
func (r *Request) Check() error { return r.check() }

// FromValues builds a request of mode from form values (a web form or a
// query string), the command line's flags by the same names without their
// dashes: scenario, set, a, vs and sweep (each repeatable), trials (also
// 1e6, 250k), seed, workers, precision and lang. Missing values take the
// command line's defaults (workers: the caller's choice, passed in; no
// trials: the scenario's default).
// Values it cannot read are refused in the flags' words.
func FromValues(mode Mode, v url.Values, workers int) (Request, error) {
	r := Request{Mode: mode, Scenario: v.Get("scenario"), Sets: v["set"], A: v["a"], Vs: v["vs"], Sweeps: v["sweep"],
		Seed: 1, Workers: workers}
	if s := v.Get("trials"); s != "" {
		n, err := ParseTrials(s)
		if err != nil {
			return r, BadRequest(reports.Msgf("invalid value %q for --%s: %v", s, "trials", err))
		}
		if err := CheckTrials(mode, n); err != nil {
			return r, err
		}
		r.Trials = n
	}
	if s := v.Get("seed"); s != "" {
		n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
		if err != nil {
			return r, usagef("invalid value %q for --%s: %v", s, "seed", reports.Msgf("not a whole number from 0 up"))
		}
		r.Seed = n
	}
	if s := v.Get("workers"); s != "" {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return r, usagef("invalid value %q for --%s: %v", s, "workers", reports.Msgf("not a whole number from 0 up"))
		}
		r.Workers = n
	}
	if s, ok := v["precision"]; ok && len(s) > 0 && s[0] != "" {
		p, err := strconv.ParseFloat(strings.TrimSpace(s[0]), 64)
		if err != nil || !(p > 0) {
			return r, usagef("--precision must be a positive number, got %v", s[0])
		}
		r.Precision = p
	}
	if s := v.Get("lang"); s != "" {
		l, err := reports.ParseLang(s)
		if err != nil {
			return r, BadRequest(reports.Msgf("--lang: %v", err))
		}
		r.Lang = l
	}
	return r, nil
}

// ParseTrials reads a number of trials written 1000000, 1e6, 1_000_000,
// 250k, 10M or 1G, as a scenario file's trials: is read
// (scenarios.ParseTrials), refusing it in the flag's words.
func ParseTrials(s string) (int64, error) {
	n, err := scenarios.ParseTrials(s)
	if err != nil {
		return 0, reports.Msgf("%q is not a whole number of trials (examples: 100000, 1e6, 250k, 10M)", s)
	}
	return n, nil
}
