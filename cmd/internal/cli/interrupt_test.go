package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// TestCtrlCPrintsPartialResult builds the real command, starts a run far
// too long to finish, sends it SIGINT (what Ctrl-C sends), and checks that
// it stops within a second, prints the partial result marked interrupted,
// writes --out, and exits 130.
func TestCtrlCPrintsPartialResult(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT to a child process on Windows")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "fleetlab")
	build := exec.Command("go", "build", "-o", bin, "github.com/fleetlab/fleetlab/cmd/fleetlab")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out := filepath.Join(dir, "report")
	cmd := exec.Command(bin, "run", "active-scan", "--set", "scanners=3", "--trials", "1e12", "--format", "json", "--out", out)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(700 * time.Millisecond)
	sent := time.Now()
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != ExitInterrupted {
			t.Errorf("exit %v, want %d", err, ExitInterrupted)
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatal("still running 10 s after SIGINT")
	}
	if d := time.Since(sent); d > time.Second {
		t.Errorf("stopped %v after SIGINT, want within a second", d)
	}
	var r runJSON
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		t.Fatalf("no JSON on stdout: %v\n%s\nstderr: %s", err, stdout.String(), stderr.String())
	}
	if !r.Interrupted || r.Trials <= 0 || r.Trials >= 1e12 {
		t.Errorf("interrupted %v after %d trials", r.Interrupted, r.Trials)
	}
	if !bytes.Contains(stderr.Bytes(), []byte("interrupted")) {
		t.Errorf("stderr does not say it was interrupted: %s", stderr.String())
	}
	file, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil || !bytes.Contains(file, []byte(`"interrupted": true`)) {
		t.Errorf("--out results.json not written as interrupted: %v", err)
	}
}
