package serve

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/sim"
)

// TestHostCheckOnPort80 (issue 36 item 5): served on port 80, a browser's
// Host has no port (http://localhost/), and every request was answered
// 421; a Host with no port now names port 80, and the check still refuses
// other names and ports.
func TestHostCheckOnPort80(t *testing.T) {
	s := New(Options{Addr: "fleet.lan:80"})
	s.setAddr(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 80}, "fleet.lan:80")
	for _, tc := range []struct {
		host string
		want int
	}{
		{"localhost", http.StatusOK},
		{"127.0.0.1", http.StatusOK},
		{"[::1]", http.StatusOK},
		{"fleet.lan", http.StatusOK},
		{"localhost:80", http.StatusOK},
		{"evil.example", http.StatusMisdirectedRequest},
		{"localhost:8080", http.StatusMisdirectedRequest},
		{"", http.StatusMisdirectedRequest},
		{"::1", http.StatusMisdirectedRequest},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Host = tc.host
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != tc.want {
			t.Errorf("Host %q on port 80: status %d, want %d", tc.host, w.Code, tc.want)
		}
	}
}

// TestKeptBySize (issue 36 item 5): the results and uploads the server
// keeps are bounded by their total size, not only their number (16 large
// sweeps took it from 31 MB to 662 MB), the oldest forgotten first.
func TestKeptBySize(t *testing.T) {
	k := newKept(10<<20, func(b []byte) int { return len(b) })
	for i := range maxKept {
		k.put(string(rune('a'+i)), make([]byte, 3<<20))
	}
	n, bytes := k.held()
	if bytes > 10<<20 || n != 3 {
		t.Errorf("32 values of 3 MiB under a 10 MiB bound: %d kept, %d bytes", n, bytes)
	}
	if _, ok := k.get("a"); ok {
		t.Error("the oldest value is still kept")
	}
	if _, ok := k.get(string(rune('a' + maxKept - 1))); !ok {
		t.Error("the newest value is forgotten")
	}
	doc := &reports.Run{Scenario: "x", Result: &sim.Result{Trials: 1}}
	if documentSize(doc) <= 0 {
		t.Error("a result's size is not counted")
	}
	if rs := newResults(); rs.maxBytes != maxResultBytes {
		t.Errorf("results kept up to %d bytes, want %d", rs.maxBytes, maxResultBytes)
	}
}

// serveLoopback serves s on a loopback port with its timeouts and
// returns its address.
func serveLoopback(t *testing.T, s *Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.ServeListener(ctx, ln, nil); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	return ln.Addr().String()
}

// closedWithin reports whether the server closes conn within limit.
func closedWithin(conn net.Conn, limit time.Duration) bool {
	conn.SetReadDeadline(time.Now().Add(limit))
	buf := make([]byte, 4096)
	for {
		if _, err := conn.Read(buf); err != nil {
			return !strings.Contains(err.Error(), "timeout")
		}
	}
}

// TestSlowAndIdleConnectionsClosed (issue 36 item 5): a connection that
// sends its header slowly, its body slowly, or stays idle after a request
// is closed by the server (300 such connections were held open), while a
// run's progress stream lasts longer than the read timeout.
func TestSlowAndIdleConnectionsClosed(t *testing.T) {
	s := New(Options{})
	s.timeouts.header, s.timeouts.read, s.timeouts.idle = 300*time.Millisecond, 600*time.Millisecond, 300*time.Millisecond
	s.execute = func(p *job.Plan, ctx context.Context, progress job.Progress) (reports.Document, error) {
		time.Sleep(1500 * time.Millisecond) // longer than the read timeout
		return (*job.Plan).Execute(p, ctx, progress)
	}
	addr := serveLoopback(t, s)
	dial := func() net.Conn {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	slowHeader := dial()
	slowHeader.Write([]byte("GET / HTTP/1.1\r\nHost: " + addr + "\r\n"))
	if !closedWithin(slowHeader, 3*time.Second) {
		t.Error("a connection that never ends its header is held open")
	}
	slowBody := dial()
	slowBody.Write([]byte("POST /upload HTTP/1.1\r\nHost: " + addr + "\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x"))
	if !closedWithin(slowBody, 3*time.Second) {
		t.Error("a connection that never ends its body is held open")
	}
	idle := dial()
	idle.Write([]byte("GET /static/page.css HTTP/1.1\r\nHost: " + addr + "\r\n\r\n"))
	resp, err := http.ReadResponse(bufio.NewReader(idle), nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if !closedWithin(idle, 3*time.Second) {
		t.Error("an idle connection is held open")
	}
	stream := dial()
	stream.Write([]byte("GET /run?scenario=tie-break&trials=1000&page=p HTTP/1.1\r\nHost: " + addr + "\r\n\r\n"))
	stream.SetReadDeadline(time.Now().Add(20 * time.Second))
	got, err := readAll(stream)
	if !strings.Contains(got, "event: result") {
		t.Errorf("a run's stream longer than the read timeout was cut: %v\n%s", err, got)
	}
}

// readAll reads conn until the result event or an error.
func readAll(conn net.Conn) (string, error) {
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := conn.Read(buf)
		b.Write(buf[:n])
		if err != nil || strings.Contains(b.String(), "event: result") {
			return b.String(), err
		}
	}
}

// TestClosedPageFreesItsSlotWithinASecond (issue 36 item 4): a page
// playing a legal scenario of seconds a trial (990 squadrons, 50 rounds)
// kept its run's place for over 6 s after it closed; the trial now reads
// the stop between its rounds and activations, so the place is free
// within a second.
func TestClosedPageFreesItsSlotWithinASecond(t *testing.T) {
	if testing.Short() {
		t.Skip("plays trials of seconds")
	}
	data, err := os.ReadFile(filepath.Join("..", "cli", "testdata", "swarm.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	s := New(Options{MaxRuns: 1, Workers: 2})
	base := newTestServer(t, s)
	id := s.uploads.add(upload{Name: "swarm.yaml", Data: data})
	ctx, closePage := context.WithCancel(context.Background())
	ch := events(t, ctx, base+"/run?upload="+id+"&trials=100&page=p1")
	select {
	case ev := <-ch:
		if ev.name != "progress" {
			t.Fatalf("the run did not start: %s %v", ev.name, ev.data)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no progress")
	}
	time.Sleep(1500 * time.Millisecond) // well inside its first trials
	closed := time.Now()
	closePage()
	for len(s.slots) > 0 {
		if time.Since(closed) > 10*time.Second {
			t.Fatal("the closed page's run still holds its place after 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if took := time.Since(closed); took > time.Second {
		t.Errorf("the closed page's place was freed %v after it closed, want within a second", took)
	}
}
