package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"
)

// TestStopInsideALongTrial (issue 36 item 4): a legal scenario of 990
// squadrons and 50 rounds plays some seconds a trial, and a stop read only
// between trials left Ctrl-C (and a closed page, whose run slot stayed
// taken) unanswered for 1.5 to 12 s; the trial now reads the stop between
// its rounds and activations, so the run ends within a second of it, with
// the cut trials neither recorded nor counted.
func TestStopInsideALongTrial(t *testing.T) {
	if testing.Short() {
		t.Skip("plays trials of seconds")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		code     int
		out, err string
		at       time.Time
	}
	done := make(chan result, 1)
	go func() {
		var out, errb bytes.Buffer
		code := Main(ctx, []string{"run", filepath.Join("testdata", "swarm.yaml"), "--trials", "100", "--workers", "2", "--format", "json"}, &out, &errb)
		done <- result{code, out.String(), errb.String(), time.Now()}
	}()
	select {
	case r := <-done:
		t.Fatalf("the run ended before it was stopped: exit %d: %s", r.code, r.err)
	case <-time.After(1500 * time.Millisecond): // parsed and well into its first trials
	}
	stopped := time.Now()
	cancel()
	var r result
	select {
	case r = <-done:
	case <-time.After(15 * time.Second):
		t.Fatal("the run still plays 15 s after its stop")
	}
	if took := r.at.Sub(stopped); took > time.Second {
		t.Errorf("the run ended %v after its stop, want within a second", took)
	}
	if r.code != ExitInterrupted {
		t.Errorf("exit %d, want %d: %s", r.code, ExitInterrupted, r.err)
	}
	var res runJSON
	if err := json.Unmarshal([]byte(r.out), &res); err != nil {
		t.Fatalf("no JSON result: %v\n%s", err, r.out)
	}
	if !res.Interrupted || res.Trials != 0 {
		t.Errorf("interrupted %v after %d trials, want true after none: the cut trials are not counted", res.Interrupted, res.Trials)
	}
}
