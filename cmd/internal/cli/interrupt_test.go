package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"
)

// binary is the real command, built once for the tests that send it
// signals.
var binary struct {
	once      sync.Once
	dir, path string
	err       error
}

// buildFleetlab builds the command into a temporary folder (removed by
// TestMain) and returns its path.
func buildFleetlab(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT to a child process on Windows")
	}
	binary.once.Do(func() {
		binary.dir, binary.err = os.MkdirTemp("", "fleetlab-bin-")
		if binary.err != nil {
			return
		}
		binary.path = filepath.Join(binary.dir, "fleetlab")
		out, err := exec.Command("go", "build", "-o", binary.path, "github.com/fleetlab/fleetlab/cmd/fleetlab").CombinedOutput()
		if err != nil {
			binary.err = &buildError{err, out}
		}
	})
	if binary.err != nil {
		t.Fatal(binary.err)
	}
	return binary.path
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string { return "go build: " + e.err.Error() + "\n" + string(e.out) }

// waitExit waits for cmd, at most limit after now, and returns its exit code
// and how long after now it ended.
func waitExit(t *testing.T, cmd *exec.Cmd, limit time.Duration) (int, time.Duration) {
	t.Helper()
	sent := time.Now()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		took := time.Since(sent)
		if err == nil {
			return 0, took
		}
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), took
		}
		t.Fatal(err)
	case <-time.After(limit):
		cmd.Process.Kill()
		<-done
		t.Fatalf("still running %v after the signal", limit)
	}
	return 0, 0
}

// heavy is the heaviest scenario the tests play (about 20 ms a trial).
var heavy = filepath.Join("testdata", "heavy.yaml")

// firstWrite is an io.Writer that keeps what it is given and the time of
// its first write.
type firstWrite struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	first time.Time
}

func (w *firstWrite) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.first.IsZero() {
		w.first = time.Now()
	}
	return w.buf.Write(p)
}

// TestCtrlCStopsAHeavyRunWithinASecond builds the real command, starts a
// run of a heavy but legal scenario (a block of 4,096 trials takes over a
// minute), sends it SIGINT (what Ctrl-C sends), and checks that the run
// stops within a second (its partial result, marked interrupted, is on
// stdout by then), that it writes a complete --out report marked the same
// way, and exits 130 (issue 13 item 2). Drawing the report's plots comes
// after the stop and takes its own time, more on a loaded machine, so the
// exit itself is given a few seconds.
func TestCtrlCStopsAHeavyRunWithinASecond(t *testing.T) {
	bin := buildFleetlab(t)
	out := filepath.Join(t.TempDir(), "report")
	scenario, read := scenarioFIFO(t, heavy)
	cmd := exec.Command(bin, "run", scenario, "--trials", "1e12", "--workers", "2", "--format", "json", "--out", out)
	var stdoutW firstWrite
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdoutW, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	read()
	awaitTrials(t, cmd.Process.Pid, 2*time.Second)
	sent := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	code, took := waitExit(t, cmd, 20*time.Second)
	if code != ExitInterrupted {
		t.Errorf("exit %d, want %d; stderr: %s", code, ExitInterrupted, stderr.String())
	}
	if stopped := stdoutW.first.Sub(sent); stdoutW.first.IsZero() || stopped > time.Second {
		t.Errorf("the partial result came %v after SIGINT, want within a second", stopped)
	}
	if took > 10*time.Second {
		t.Errorf("exited %v after SIGINT, want within a few seconds", took)
	}
	stdout := &stdoutW.buf
	var r runJSON
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		t.Fatalf("no JSON on stdout: %v\n%s\nstderr: %s", err, stdout.String(), stderr.String())
	}
	if !r.Interrupted || r.Trials <= 0 || r.Trials >= 4096 {
		t.Errorf("interrupted %v after %d trials, want a partial block", r.Interrupted, r.Trials)
	}
	for _, m := range r.Metrics {
		var n int64
		for _, c := range m.Histogram {
			n += c
		}
		if m.Kind == "distribution" && n != r.Trials {
			t.Errorf("%s holds %d trials of %d: not whole trials", m.Name, n, r.Trials)
		}
	}
	if !bytes.Contains(stderr.Bytes(), []byte("interrupted")) {
		t.Errorf("stderr does not say it was interrupted: %s", stderr.String())
	}
	for _, name := range []string{"report.md", "report.html", "results.json", "results.csv"} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("--out: %v", err)
		}
	}
	file, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil || !bytes.Contains(file, []byte(`"interrupted": true`)) {
		t.Errorf("--out results.json not written as interrupted: %v", err)
	}
	if md, _ := os.ReadFile(filepath.Join(out, "report.md")); !bytes.Contains(md, []byte("interrupted: partial result")) {
		t.Error("--out report.md is not marked partial")
	}
}

// TestSecondSignalEndsAtOnce: after a first SIGINT the command writes its
// partial report, here to a stdout nobody reads, so it would wait for
// ever; a second SIGINT, or a SIGTERM, ends it at once with 130 and no
// temporary folder left (issue 13 item 2).
func TestSecondSignalEndsAtOnce(t *testing.T) {
	bin := buildFleetlab(t)
	for _, second := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(second.String(), func(t *testing.T) {
			parent := t.TempDir()
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			fillPipe(t, w)
			scenario, read := scenarioFIFO(t, heavy)
			cmd := exec.Command(bin, "run", scenario, "--trials", "1e12", "--workers", "2", "--out", filepath.Join(parent, "report"))
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = w, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			w.Close()
			read()
			awaitTrials(t, cmd.Process.Pid, time.Second)
			if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			// It is now stuck writing its partial result to stdout.
			awaitKernelWait(t, cmd.Process.Pid, 500*time.Millisecond, writingAFullPipe)
			if err := cmd.Process.Signal(second); err != nil {
				t.Fatal(err)
			}
			code, took := waitExit(t, cmd, 10*time.Second)
			if code != ExitInterrupted || took > time.Second {
				t.Errorf("exit %d %v after the second signal, want %d at once; stderr: %s", code, took, ExitInterrupted, stderr.String())
			}
			if !bytes.Contains(stderr.Bytes(), []byte("second signal")) {
				t.Errorf("stderr: %s", stderr.String())
			}
			if left, _ := os.ReadDir(parent); len(left) != 0 {
				t.Errorf("left %v", left)
			}
		})
	}
}

// awaitTrials waits until the child, whose scenario has been read, is
// playing trials: 200 ms of processor time is some ten trials of the
// heavy scenario (starting, parsing and compiling it take milliseconds),
// so its result, cut short then, holds some. Without /proc it sleeps
// fallback.
func awaitTrials(t *testing.T, pid int, fallback time.Duration) {
	t.Helper()
	awaitCPUTime(t, pid, 200*time.Millisecond, fallback)
}

// fillPipe fills the pipe's buffer, so that the next write to w blocks.
func fillPipe(t *testing.T, w *os.File) {
	t.Helper()
	raw, err := w.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 4096)
	raw.Write(func(fd uintptr) bool {
		for {
			if _, err := syscall.Write(int(fd), chunk); err != nil {
				return true // EAGAIN: full
			}
		}
	})
}

// TestCtrlCWhileReadingAFIFO: a scenario "file" that is a FIFO with no
// writer blocks the read for ever; Ctrl-C must still end the command
// (issue 13 item 2).
func TestCtrlCWhileReadingAFIFO(t *testing.T) {
	bin := buildFleetlab(t)
	fifo := filepath.Join(t.TempDir(), "scenario.yaml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	cmd := exec.Command(bin, "run", fifo)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	// Its signal handlers are set before it opens the scenario.
	awaitKernelWait(t, cmd.Process.Pid, 500*time.Millisecond, openingAFIFO)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	code, took := waitExit(t, cmd, 10*time.Second)
	if code != ExitInterrupted || took > time.Second {
		t.Errorf("exit %d %v after SIGINT, want %d within a second", code, took, ExitInterrupted)
	}
	if !bytes.Contains(stderr.Bytes(), []byte("interrupted while reading")) {
		t.Errorf("stderr: %s", stderr.String())
	}
}
