package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The signal tests wait for the child to reach the state they mean before
// they signal it, instead of sleeping a fixed time that a loaded machine
// can outlast. stateDeadline bounds every such wait.
const stateDeadline = 10 * time.Second

// Kernel waits, as /proc/<pid>/task/<tid>/wchan names them.
var (
	// openingAFIFO: blocked opening a FIFO that has no other end yet.
	openingAFIFO = []string{"wait_for_partner"}
	// writingAFullPipe: blocked writing a pipe whose buffer is full
	// (anon_pipe_write since Linux 6.x, pipe_write or pipe_wait before).
	writingAFullPipe = []string{"anon_pipe_write", "pipe_write", "pipe_wait_writable", "pipe_wait"}
)

// haveProc reports whether this system shows a process's threads and their
// kernel waits under /proc (Linux).
func haveProc() bool {
	_, err := os.Stat("/proc/self/task")
	return err == nil
}

// awaitKernelWait waits until a thread of process pid is blocked in one of
// the kernel waits named, failing the test after stateDeadline or when the
// process ends first. Without /proc it sleeps fallback instead, the best
// it can do.
func awaitKernelWait(t *testing.T, pid int, fallback time.Duration, waits []string) {
	t.Helper()
	if !haveProc() {
		time.Sleep(fallback)
		return
	}
	var seen []string
	for deadline := time.Now().Add(stateDeadline); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if childEnded(pid) {
			t.Fatalf("the child ended before it was blocked in %v", waits)
		}
		seen = kernelWaits(pid)
		for _, w := range seen {
			for _, want := range waits {
				if w == want {
					return
				}
			}
		}
	}
	t.Fatalf("the child was not blocked in %v within %v; its threads wait in %v", waits, stateDeadline, seen)
}

// kernelWaits returns the kernel wait of each thread of process pid ("0"
// for a thread that is running or runnable).
func kernelWaits(pid int) []string {
	tasks, _ := filepath.Glob(filepath.Join("/proc", strconv.Itoa(pid), "task", "*", "wchan"))
	var waits []string
	for _, path := range tasks {
		if b, err := os.ReadFile(path); err == nil {
			waits = append(waits, strings.TrimSpace(string(b)))
		}
	}
	return waits
}

// childEnded reports whether process pid, a child not yet waited for, has
// ended (it is a zombie, or gone).
func childEnded(pid int) bool {
	stat := procStat(pid)
	return len(stat) == 0 || stat[0] == "Z" || stat[0] == "X"
}

// cpuTime returns the processor time process pid has used so far (its
// utime and stime, in USER_HZ ticks, 100 a second on Linux).
func cpuTime(pid int) time.Duration {
	stat := procStat(pid)
	if len(stat) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(stat[11], 10, 64)
	stime, _ := strconv.ParseInt(stat[12], 10, 64)
	return time.Duration(utime+stime) * 10 * time.Millisecond
}

// procStat returns the fields of /proc/<pid>/stat after the command name
// (its state first), or nil when the process is gone.
func procStat(pid int) []string {
	stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return nil
	}
	return strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
}

// awaitCPUTime waits until process pid has used at least d of processor
// time, failing the test after three times stateDeadline (processor time
// comes at the machine's share: 2 cores at a load of 30 give the child a
// fifteenth of a core) or when the process ends first. Without /proc it
// sleeps fallback instead.
func awaitCPUTime(t *testing.T, pid int, d, fallback time.Duration) {
	t.Helper()
	if !haveProc() {
		time.Sleep(fallback)
		return
	}
	wait := 3 * stateDeadline
	for deadline := time.Now().Add(wait); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if childEnded(pid) {
			t.Fatalf("the child ended before it used %v of processor time", d)
		}
		if cpuTime(pid) >= d {
			return
		}
	}
	t.Fatalf("the child used %v of processor time in %v, want %v", cpuTime(pid), wait, d)
}

// scenarioFIFO returns the path of a FIFO from which the child is to read
// the scenario file src, and a function that waits (up to stateDeadline)
// until the child has opened it and read it whole. The command installs
// its signal handlers before it reads a scenario, so once that function
// returns, a SIGINT interrupts the command instead of killing it, on any
// system with FIFOs.
func scenarioFIFO(t *testing.T, src string) (string, func()) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(t.TempDir(), filepath.Base(src))
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	fed := make(chan error, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0) // blocks until the child opens it
		if err != nil {
			fed <- err
			return
		}
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		fed <- err
	}()
	t.Cleanup(func() {
		// Unblock the writer if the child never opened the FIFO.
		if r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
			r.Close()
		}
	})
	return fifo, func() {
		t.Helper()
		select {
		case err := <-fed:
			if err != nil {
				t.Fatalf("feeding the scenario through a FIFO: %v", err)
			}
		case <-time.After(stateDeadline):
			t.Fatalf("the child did not read its scenario within %v", stateDeadline)
		}
	}
}
