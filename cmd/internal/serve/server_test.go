package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// newTestServer starts s on a loopback port and returns its base URL.
func newTestServer(t *testing.T, s *Server) string {
	t.Helper()
	ts := httptest.NewUnstartedServer(s)
	s.setAddr(ts.Listener.Addr(), "")
	ts.Start()
	t.Cleanup(ts.Close)
	return ts.URL
}

// TestHostCheck: a request is answered only when its Host names this
// server (an IP address, localhost or the --addr name, with its port), so
// that a page of another site whose name resolves to 127.0.0.1 (DNS
// rebinding) cannot read it.
func TestHostCheck(t *testing.T) {
	s := New(Options{Addr: "fleet.lan:8080"})
	s.setAddr(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}, "fleet.lan:8080")
	for _, tc := range []struct {
		host string
		want int
	}{
		{"127.0.0.1:8080", http.StatusOK},
		{"localhost:8080", http.StatusOK},
		{"LOCALHOST:8080", http.StatusOK},
		{"[::1]:8080", http.StatusOK},
		{"fleet.lan:8080", http.StatusOK},
		{"evil.example:8080", http.StatusMisdirectedRequest},
		{"127.0.0.1.nip.io:8080", http.StatusMisdirectedRequest},
		{"127.0.0.1:9090", http.StatusMisdirectedRequest},
		{"127.0.0.1", http.StatusMisdirectedRequest},
		{"", http.StatusMisdirectedRequest},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Host = tc.host
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != tc.want {
			t.Errorf("Host %q: status %d, want %d", tc.host, w.Code, tc.want)
		}
	}
}

// TestAnotherSite: a page of another site cannot start a run, cancel one
// or upload, even addressing 127.0.0.1 (which the Host check lets
// through); a link from another site still opens the page.
func TestAnotherSite(t *testing.T) {
	base := newTestServer(t, New(Options{}))
	for _, tc := range []struct {
		method, path, header, value string
		want                        int
	}{
		{"POST", "/cancel?page=x", "Origin", "http://evil.example", http.StatusForbidden},
		{"POST", "/upload", "Origin", "http://evil.example", http.StatusForbidden},
		{"POST", "/upload", "Sec-Fetch-Site", "cross-site", http.StatusForbidden},
		{"GET", "/run?scenario=active-scan", "Sec-Fetch-Site", "cross-site", http.StatusForbidden},
		{"GET", "/run?scenario=active-scan&trials=10", "Sec-Fetch-Site", "same-origin", http.StatusOK},
		{"GET", "/?scenario=active-scan", "Sec-Fetch-Site", "cross-site", http.StatusOK},
	} {
		req, _ := http.NewRequest(tc.method, base+tc.path, strings.NewReader(""))
		req.Header.Set(tc.header, tc.value)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Errorf("%s %s with %s: %s: status %d, want %d", tc.method, tc.path, tc.header, tc.value, resp.StatusCode, tc.want)
		}
	}
}

// TestWarnsWhenNotLoopback: serving on an address other machines can
// reach prints a warning.
func TestWarnsWhenNotLoopback(t *testing.T) {
	for _, tc := range []struct {
		addr string
		warn bool
	}{{"127.0.0.1:0", false}, {"0.0.0.0:0", true}} {
		var log bytes.Buffer
		ctx, cancel := context.WithCancel(context.Background())
		err := New(Options{Addr: tc.addr, Log: &log}).Serve(ctx, func(string) { cancel() })
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(log.String(), "warning: serving on"); got != tc.warn {
			t.Errorf("--addr %s: warning %v, want %v: %q", tc.addr, got, tc.warn, log.String())
		}
	}
}

// postFile uploads a file as the page does.
func postFile(t *testing.T, base, name string, data []byte) (int, map[string]string) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("file", name)
	fw.Write(data)
	mw.Close()
	resp, err := http.Post(base+"/upload", mw.FormDataContentType(), &body)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out := map[string]string{}
	json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// TestUpload: a good file is kept and shown; a bad one's error is the
// command line's, naming the file, line and field; a file over the
// scenario-file limit is refused before it is read whole.
func TestUpload(t *testing.T) {
	base := newTestServer(t, New(Options{}))
	good, err := scenarios.BuiltinSource("active-scan")
	if err != nil {
		t.Fatal(err)
	}
	code, out := postFile(t, base, "my-scan.yaml", good)
	if code != http.StatusOK || out["upload"] == "" {
		t.Fatalf("good file: status %d, %v", code, out)
	}
	resp, err := http.Get(base + "/?upload=" + out["upload"])
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(page), "my-scan.yaml") || !strings.Contains(string(page), `name="p.scanners"`) {
		t.Errorf("the uploaded scenario's page does not show it and its parameters")
	}
	for _, tc := range []struct {
		name string
		data []byte
		code int
		want string
	}{
		{"bad.yaml", []byte("name: x\ngame: chess\nmeasure: []\n"), http.StatusUnprocessableEntity,
			`fleetlab: bad.yaml:2: game: unknown game "chess" (expected one of dropfleet, armada)`},
		{"tabs.yaml", []byte("name: x\ngame: dropfleet\nmeasure:\n\t- {name: a}\n"), http.StatusUnprocessableEntity,
			`fleetlab: tabs.yaml:4: a tab character indents this line`},
		{"huge.yaml", bytes.Repeat([]byte("#"), scenarios.MaxFileSize+100<<10), http.StatusRequestEntityTooLarge,
			`fleetlab: the file is larger than 1048576 bytes, the largest scenario accepted`},
		// larger than a scenario, within the request's slack: the message
		// must not give the bytes read (1048577) as its size
		{"big.yaml", bytes.Repeat([]byte("#"), 1_100_000), http.StatusRequestEntityTooLarge,
			`fleetlab: the file is larger than 1048576 bytes, the largest scenario accepted`},
	} {
		code, out := postFile(t, base, tc.name, tc.data)
		if code != tc.code || !strings.HasPrefix(out["error"], tc.want) {
			t.Errorf("%s: status %d, error %q\nwant %d and %q", tc.name, code, out["error"], tc.code, tc.want)
		}
	}
}

// sseEvent is one server-sent event.
type sseEvent struct {
	name string
	data map[string]any
}

// events opens a run's stream and sends its events on a channel, closed
// when the stream ends.
func events(t *testing.T, ctx context.Context, url string) <-chan sseEvent {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan sseEvent, 100)
	go func() {
		defer close(ch)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 16<<20)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				ev.name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &ev.data)
			case line == "":
				ch <- ev
				ev = sseEvent{}
			}
		}
	}()
	return ch
}

// last waits for the stream's result or failure.
func last(t *testing.T, ch <-chan sseEvent) sseEvent {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case ev, ok := <-ch:
			if !ok {
				t.Fatal("the stream ended with no result")
			}
			if ev.name == "result" || ev.name == "failure" {
				return ev
			}
		case <-timeout:
			t.Fatal("no result in 30 s")
		}
	}
}

// TestRunErrors: a bad run is refused with the command line's message:
// the parameter checks of --set, and the server's limit on trials.
func TestRunErrors(t *testing.T) {
	base := newTestServer(t, New(Options{MaxTrials: 1000}))
	for _, tc := range []struct{ query, want string }{
		{"scenario=active-scan&set=scanners=0",
			`fleetlab: --set scanners=0: scanners must be from 1 to 100, got 0 (the nearest allowed is 1) (builtin/active-scan.yaml:23)`},
		{"scenario=active-scan&set=scaners=2",
			`fleetlab: --set scaners=2: scenario active-scan has no parameter "scaners" (did you mean scanners?) (its parameters: scanners, target_sig)`},
		{"scenario=active-scan&trials=5000", `fleetlab: --trials must be at most 1000, got 5000`},
		{"scenario=active-scan&trials=0", `fleetlab: --trials must be at least 1, got 0`},
		{"scenario=active-scan&trials=lots", `fleetlab: invalid value "lots" for --trials: "lots" is not a whole number of trials (examples: 100000, 1e6, 250k, 10M)`},
		{"scenario=active-scan&trials=2e3", `fleetlab: --trials must be at most 1000, got 2000`},
		{"scenario=active-scan&mode=sweep&sweep=scanners=1..3&precision=0.01",
			`fleetlab: --precision and --sweep do not go together: every point plays --trials trials`},
		{"scenario=../../etc/passwd", `fleetlab: scenarios: bad scenario: no built-in scenario "../../etc/passwd"`},
		{"scenario=active-scan&precision=-1", `fleetlab: --precision must be a positive number, got -1`},
		{"scenario=nope", `fleetlab: scenarios: bad scenario: no built-in scenario "nope"`},
		{"scenario=tie-break&mode=compare", `fleetlab: compare needs at least one --vs name=value: what makes variant B differ`},
		{"scenario=tie-break&mode=compare&vs=admiral_a=3&vs=admiral_b=9",
			`fleetlab: --vs admiral_b=9: admiral_b must be from 1 to 7, got 9 (the nearest allowed is 7) (builtin/tie-break.yaml:23)`},
		{"scenario=tie-break&mode=compare&vs=rolloff=plian",
			`fleetlab: --vs rolloff=plian: rolloff takes one of admiral, plain, got "plian" (did you mean plain?) (builtin/tie-break.yaml:24)`},
		{"scenario=active-scan&mode=sweep&sweep=scanners=0..3&trials=10",
			`fleetlab: --sweep scanners=0..3: scanners must be from 1 to 100, got 0 (the nearest allowed is 1) (builtin/active-scan.yaml:23)`},
		{"scenario=active-scan&set=scanners=0&lang=es",
			`fleetlab: --set scanners=0: scanners debe ser de 1 a 100, no 0 (el más cercano permitido es 1) (builtin/active-scan.yaml:23)`},
	} {
		ev := last(t, events(t, context.Background(), base+"/run?"+tc.query))
		if ev.name != "failure" || ev.data["error"] != tc.want {
			t.Errorf("%s: %s %v\nwant failure %q", tc.query, ev.name, ev.data, tc.want)
		}
	}
}

// blocking plays runs that go on until they are cancelled, then return
// an interrupted result; started and stopped report each run's start and
// end.
type blocking struct {
	started, stopped chan string
}

// execute stands in for (*job.Plan).Execute.
func (b *blocking) execute(p *job.Plan, ctx context.Context, progress job.Progress) (reports.Document, error) {
	sets := strings.Join(p.Request().Sets, " ")
	b.started <- sets
	progress(7)
	<-ctx.Done()
	defer func() { b.stopped <- sets }()
	res := &sim.Result{Seed: p.Request().Seed, Trials: 7, Interrupted: true}
	return &reports.Run{Scenario: p.Scenario().Name, Result: res}, nil
}

// wait returns what ch sends next, or fails after a while.
func wait(t *testing.T, ch chan string, what string) string {
	t.Helper()
	select {
	case s := <-ch:
		return s
	case <-time.After(10 * time.Second):
		t.Fatalf("%s did not happen", what)
		return ""
	}
}

// TestCancellation: a run stops when its page presses Cancel (and the
// partial result is sent, marked interrupted), when the page closes its
// stream, and when the same page starts another run; and no more runs than
// MaxRuns play at once.
func TestCancellation(t *testing.T) {
	b := &blocking{started: make(chan string, 10), stopped: make(chan string, 10)}
	s := New(Options{MaxRuns: 2})
	s.execute = b.execute
	base := newTestServer(t, s)

	// the Cancel button
	ch := events(t, context.Background(), base+"/run?scenario=active-scan&page=p1&set=scanners=1")
	wait(t, b.started, "the first run")
	resp, err := http.Post(base+"/cancel?page=p1", "text/plain", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	ev := last(t, ch)
	if ev.name != "result" || ev.data["interrupted"] != true || !strings.Contains(ev.data["html"].(string), "interrupted: partial result") {
		t.Errorf("after Cancel: %s %v, want the partial result marked interrupted", ev.name, ev.data)
	}
	wait(t, b.stopped, "the cancelled run's end")

	// the page closed
	ctx, closePage := context.WithCancel(context.Background())
	events(t, ctx, base+"/run?scenario=active-scan&page=p2&set=scanners=2")
	wait(t, b.started, "the second run")
	closePage()
	if got := wait(t, b.stopped, "the end of the run of a closed page"); got != "scanners=2" {
		t.Errorf("stopped %q", got)
	}

	// no more than MaxRuns at once; a new run of the same page replaces
	// the old one (and takes its place)
	p3 := events(t, context.Background(), base+"/run?scenario=active-scan&page=p3&set=scanners=3")
	wait(t, b.started, "the third run")
	p4 := events(t, context.Background(), base+"/run?scenario=active-scan&page=p4&set=scanners=4")
	wait(t, b.started, "the fourth run")
	ev = last(t, events(t, context.Background(), base+"/run?scenario=active-scan&page=p5&set=scanners=5"))
	if want := "fleetlab: this server is playing 2 runs already, its most at once; try again when one ends"; ev.name != "failure" || ev.data["error"] != want {
		t.Errorf("a third run at once: %s %v, want failure %q", ev.name, ev.data, want)
	}
	again := events(t, context.Background(), base+"/run?scenario=active-scan&page=p4&set=scanners=6")
	if got := wait(t, b.stopped, "the replaced run's end"); got != "scanners=4" {
		t.Errorf("stopped %q, want the replaced run scanners=4", got)
	}
	if got := wait(t, b.started, "the replacing run"); got != "scanners=6" {
		t.Errorf("started %q, want the replacing run scanners=6", got)
	}
	for _, page := range []string{"p3", "p4"} {
		resp, err := http.Post(base+"/cancel?page="+page, "text/plain", nil)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	for _, ch := range []<-chan sseEvent{p3, p4, again} {
		last(t, ch)
	}
}

// TestPage: the form shows the scenario's parameters with their ranges and
// choices, in the page's language, filled from a result's URL.
func TestPage(t *testing.T) {
	base := newTestServer(t, New(Options{}))
	get := func(query string, header ...string) string {
		req, _ := http.NewRequest("GET", base+"/?"+query, nil)
		if len(header) == 2 {
			req.Header.Set(header[0], header[1])
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	for _, tc := range []struct {
		query  string
		header []string
		want   []string
	}{
		{"scenario=tie-break&set=admiral_a=3&run=1", nil,
			[]string{`<option selected>admiral</option><option>plain</option>`, `name="p.admiral_a" value="3"`, `data-autorun="1"`, `1 … 7`}},
		{"scenario=active-scan&lang=es", nil, []string{`<html lang="es">`, "Ejecutar", "Escenario"}},
		{"scenario=active-scan&mode=sweep", nil, []string{`<body class="mode-sweep"`, `<option value="scanners" selected>`, `value="1..6"`}},
		{"scenario=tie-break&mode=sweep&sweep=rolloff=plain,admiral", nil, []string{`<option value="rolloff" selected>`, `value="plain,admiral"`}},
		{"scenario=active-scan", []string{"Accept-Language", "ca-ES,ca;q=0.9"}, []string{`<html lang="ca">`, "Executa"}},
		{"scenario=nope", nil, []string{`fleetlab: scenarios: bad scenario: no built-in scenario &#34;nope&#34;`}},
		{"upload=gone", nil, []string{`fleetlab: the uploaded scenario file is no longer on the server`}},
	} {
		page := get(tc.query, tc.header...)
		for _, w := range tc.want {
			if !strings.Contains(page, w) {
				t.Errorf("%s: the page does not hold %q", tc.query, w)
			}
		}
	}
}

// TestStatic: the script and style are served; the templates are not.
func TestStatic(t *testing.T) {
	base := newTestServer(t, New(Options{}))
	for path, want := range map[string]int{"/static/page.js": 200, "/static/page.css": 200, "/static/page.html": 404, "/static/../server.go": 404} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("%s: status %d, want %d", path, resp.StatusCode, want)
		}
	}
}

// TestServeStops: Serve returns when its context is cancelled (Ctrl-C).
func TestServeStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	urls := make(chan string, 1)
	go func() { errc <- New(Options{}).Serve(ctx, func(url string) { urls <- url }) }()
	url := <-urls
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Errorf("serving %s, want 127.0.0.1 by default", url)
	}
	cancel()
	select {
	case err := <-errc:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not stop")
	}
}

// panicking stands in for (*job.Plan).Execute with a bug.
func panicking(*job.Plan, context.Context, job.Progress) (reports.Document, error) {
	var m map[string]int
	//lint:ignore SA5000 the bug this stub stands for
	m["boom"]++
	return nil, nil
}

// TestBugShownNotCrashing: a bug while running is shown on the page as an
// error, with no stack trace, and the server goes on serving.
func TestBugShownNotCrashing(t *testing.T) {
	s := New(Options{})
	s.execute = panicking
	base := newTestServer(t, s)
	for range 2 {
		ev := last(t, events(t, context.Background(), base+"/run?scenario=active-scan"))
		msg, _ := ev.data["error"].(string)
		if ev.name != "failure" || !strings.HasPrefix(msg, "fleetlab: internal error: assignment to entry in nil map (a bug in fleetlab") || strings.Contains(msg, "goroutine") {
			t.Errorf("a bug: %s %q", ev.name, msg)
		}
	}
}

// TestRequestTrialsDefault (issue 20): a query without trials plays the
// scenario's default (its file's trials:, else the command's), with a
// precision target its cap, as `fleetlab run` does; never more than the
// server's cap.
func TestRequestTrialsDefault(t *testing.T) {
	for _, tc := range []struct {
		query     string
		maxTrials int64
		want      int64
	}{
		{"scenario=active-scan", 0, job.DefaultTrials},
		{"scenario=active-scan&precision=0.001", 0, job.DefaultTrials},
		{"scenario=active-scan&precision=0.001", 200_000, 200_000},
		{"scenario=active-scan&precision=0.001&trials=5000", 0, 5000},
		{"scenario=armada-battle", 0, 5000},
		{"scenario=dfc-battle&precision=0.01", 0, 40_000},
		{"scenario=dfc-battle", 10_000, 10_000},
	} {
		s := New(Options{MaxTrials: tc.maxTrials})
		q, _ := url.ParseQuery(tc.query)
		req, err := s.request(q, reports.English)
		if err != nil {
			t.Fatalf("%s: %v", tc.query, err)
		}
		p, err := job.New(context.Background(), req)
		if err != nil || p.Request().Trials != tc.want {
			t.Errorf("%s (server cap %d): trials %d, %v; want %d", tc.query, tc.maxTrials, p.Request().Trials, err, tc.want)
		}
	}
}

// TestPageOffersScenarioTrials: the form offers a tenth of the scenario's
// default trials, its default as the cap with a precision (the trials a
// link without trials plays), never above the server's cap.
func TestPageOffersScenarioTrials(t *testing.T) {
	for _, tc := range []struct {
		query      string
		maxTrials  int64
		value, cap string
	}{
		{"scenario=active-scan", 0, "100000", "1000000"},
		{"scenario=dfc-battle", 0, "4000", "40000"},
		{"scenario=armada-battle&run=1", 0, "5000", "5000"},
		{"scenario=armada-battle", 0, "500", "5000"},
		{"scenario=dfc-battle", 3000, "3000", "3000"},
		{"scenario=dfc-battle&trials=77", 0, "77", "40000"},
	} {
		s := New(Options{MaxTrials: tc.maxTrials})
		s.setAddr(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}, "")
		r := httptest.NewRequest("GET", "/?"+tc.query, nil)
		r.Host = "127.0.0.1:8080"
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		want := `value="` + tc.value + `" data-offer="`
		if body := w.Body.String(); !strings.Contains(body, want) || !strings.Contains(body, `data-cap="`+tc.cap+`"`) {
			i := strings.Index(body, `id="trials"`)
			t.Errorf("%s (cap %d): the trials field is %.120s; want value %s, cap %s", tc.query, tc.maxTrials, body[max(i, 0):], tc.value, tc.cap)
		}
	}
}
