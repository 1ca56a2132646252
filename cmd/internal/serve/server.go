// Package serve is `fleetlab serve`: a local web page that does what the
// command line does, for players who will never type --set. It picks a
// built-in scenario or an uploaded file, shows its parameters as form
// fields, runs it with progress streamed to the page (server-sent events),
// and shows the result table, plots, comparisons and sweeps, with the files
// --out writes to download. Every page, script and style is embedded.
//
// It runs on the command's own job path, cmd/internal/job: a run's query
// becomes a job.Request (job.FromValues, the flags' names and words),
// job.New loads and checks it as the command does (--set, --vs, --sweep,
// limits), Plan.Execute plays it, and the page and its downloads show the
// reports.Document it returns (the downloads written by reports.Write, as
// --out's). The server adds only what a page needs: its form, progress
// stream, cap on trials, uploads and the Host and origin checks.
//
// It is safe by default: it listens on 127.0.0.1, refuses requests whose
// Host is not the address it serves (DNS rebinding), and bounds request
// bodies, uploads, concurrent runs and trials.
package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// DefaultAddr is the address served without --addr: loopback, a free port.
const DefaultAddr = "127.0.0.1:0"

// DefaultMaxTrials is the most trials one run (or one sweep point) may ask
// for without --max-trials.
const DefaultMaxTrials = 10_000_000

// maxHeaderBytes bounds a request's header, query string included.
const maxHeaderBytes = 64 << 10

// A connection that sends its request's header slower than
// readHeaderTimeout, or its whole request (an upload's body) slower than
// readTimeout, is closed, and so is one idle between requests for
// idleTimeout: strangers' slow or idle connections are not held open. The
// read deadline ends with the request's body (net/http clears it while the
// handler runs), so a run's progress stream outlasts it; no write deadline
// is set, since a run streams for as long as it plays.
const (
	readHeaderTimeout = 10 * time.Second
	readTimeout       = time.Minute
	idleTimeout       = 30 * time.Second
)

// maxUploadBody bounds an upload request: one scenario file
// (scenarios.MaxFileSize) and room for the form's framing.
const maxUploadBody = scenarios.MaxFileSize + 64<<10

// Options configure a Server.
type Options struct {
	// Addr is the address to listen on; DefaultAddr when empty.
	Addr string
	// MaxRuns is the most runs played at once; one per core when 0.
	MaxRuns int
	// MaxTrials is the most trials a run asks for; DefaultMaxTrials when 0.
	MaxTrials int64
	// Workers is the goroutines each run plays trials on; GOMAXPROCS when 0.
	Workers int
	// Lang is the page's language when the browser asks for none of en,
	// es, ca.
	Lang reports.Lang
	// Log receives the server's own messages (the address, warnings);
	// io.Discard when nil.
	Log io.Writer
}

// Server is the web page and its handlers.
type Server struct {
	opts Options
	// execute plays a checked plan: (*job.Plan).Execute, the command's
	// own path (the tests stand in their own).
	execute func(p *job.Plan, ctx context.Context, progress job.Progress) (reports.Document, error)
	slots   chan struct{} // one token per run playing
	uploads *uploads
	results *results
	mux     *http.ServeMux

	mu    sync.Mutex
	pages map[string]*runSlot // the run of each open page

	// timeouts are the connections' (readHeaderTimeout, readTimeout,
	// idleTimeout; the tests shorten them)
	timeouts struct{ header, read, idle time.Duration }

	hostMu sync.Mutex
	port   string // the port served, set by Serve
	hosts  []string
}

// New returns a Server with opts.
func New(opts Options) *Server {
	if opts.Addr == "" {
		opts.Addr = DefaultAddr
	}
	if opts.MaxRuns <= 0 {
		opts.MaxRuns = runtime.GOMAXPROCS(0)
	}
	if opts.MaxTrials <= 0 {
		opts.MaxTrials = DefaultMaxTrials
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	s := &Server{opts: opts, execute: (*job.Plan).Execute, slots: make(chan struct{}, opts.MaxRuns),
		uploads: newUploads(), results: newResults(), pages: map[string]*runSlot{}}
	s.timeouts.header, s.timeouts.read, s.timeouts.idle = readHeaderTimeout, readTimeout, idleTimeout
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("GET /{$}", s.page)
	s.mux.HandleFunc("GET /run", s.run)
	s.mux.HandleFunc("POST /cancel", s.cancel)
	s.mux.HandleFunc("POST /upload", s.upload)
	s.mux.HandleFunc("GET /result/{id}/{file}", s.download)
	s.mux.Handle("GET /static/", http.FileServerFS(static))
	return s
}

// ServeHTTP checks the Host header and hands the request to its handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !s.hostAllowed(r.Host) {
		http.Error(w, "fleetlab: this server answers only to its own address (the request's Host is "+fmt.Sprintf("%q", r.Host)+")", http.StatusMisdirectedRequest)
		return
	}
	if (r.Method == http.MethodPost || r.URL.Path == "/run") && !s.sameOrigin(r) {
		http.Error(w, "fleetlab: only fleetlab's own page may start, stop or upload here", http.StatusForbidden)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'")
	s.mux.ServeHTTP(w, r)
}

// setAddr records the address being served, for the Host check: the
// listener's port, and its host name when it is not an IP address.
func (s *Server) setAddr(listening net.Addr, asked string) {
	s.hostMu.Lock()
	defer s.hostMu.Unlock()
	_, s.port, _ = net.SplitHostPort(listening.String())
	s.hosts = []string{"localhost"}
	if h, _, err := net.SplitHostPort(asked); err == nil && h != "" && net.ParseIP(h) == nil {
		s.hosts = append(s.hosts, strings.ToLower(h))
	}
}

// hostAllowed reports whether a request's Host names this server: an IP
// address (a DNS-rebinding attack needs a name), localhost, or the name
// given in --addr, with the port served. A name of another site that
// resolves to this machine is refused.
func (s *Server) hostAllowed(host string) bool {
	s.hostMu.Lock()
	defer s.hostMu.Unlock()
	name, port, err := splitHost(host)
	if err != nil || port != s.port {
		return false
	}
	if net.ParseIP(name) != nil {
		return true
	}
	for _, h := range s.hosts {
		if strings.EqualFold(name, h) {
			return true
		}
	}
	return false
}

// splitHost splits a request's Host into its name and port: a Host with
// no port names HTTP's default port, 80, as browsers write it for a server
// on port 80 (every request was refused there when a port was required).
func splitHost(host string) (name, port string, err error) {
	if i := strings.LastIndexByte(host, ':'); i < 0 || strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		return strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"), "80", nil
	}
	return net.SplitHostPort(host)
}

// sameOrigin reports whether a request that starts or stops work comes
// from this server's own page, as far as the browser says: its
// Sec-Fetch-Site is same-origin and its Origin is this server, when the
// browser sends them. (A page of another site may still address
// 127.0.0.1, an IP address the Host check lets through.)
func (s *Server) sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	host, ok := strings.CutPrefix(origin, "http://")
	return ok && host == r.Host
}

// Serve listens on the configured address and serves until ctx is
// cancelled, then shuts down, ending the runs in progress. ready, when not
// nil, receives the page's URL once the server listens.
func (s *Server) Serve(ctx context.Context, ready func(url string)) error {
	ln, err := net.Listen("tcp", s.opts.Addr)
	if err != nil {
		return reports.Msgf("--addr %s: %v", s.opts.Addr, err)
	}
	return s.ServeListener(ctx, ln, ready)
}

// ServeListener is Serve on a listener already open.
func (s *Server) ServeListener(ctx context.Context, ln net.Listener, ready func(url string)) error {
	s.setAddr(ln.Addr(), s.opts.Addr)
	if !loopback(ln.Addr()) {
		fmt.Fprintln(s.opts.Log, "fleetlab:", s.opts.Lang.Tf("warning: serving on %s, which other machines can reach; anyone who can reach it can run scenarios here", ln.Addr()))
	}
	t := s.timeouts
	srv := &http.Server{Handler: s, ReadHeaderTimeout: t.header, ReadTimeout: t.read, IdleTimeout: t.idle,
		MaxHeaderBytes: maxHeaderBytes, BaseContext: func(net.Listener) context.Context { return ctx }}
	url := pageURL(ln.Addr())
	if ready != nil {
		ready(url)
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		srv.Close()
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// loopback reports whether addr is a loopback address.
func loopback(addr net.Addr) bool {
	tcp, ok := addr.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// pageURL is the address of the page served on addr: on every address
// (0.0.0.0, ::), which no browser opens, the loopback one.
func pageURL(addr net.Addr) string {
	host := addr.String()
	if tcp, ok := addr.(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
		host = net.JoinHostPort("127.0.0.1", strconv.Itoa(tcp.Port))
	}
	return "http://" + host + "/"
}
