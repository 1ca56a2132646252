package serve_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/cmd/internal/cli"
	"github.com/fleetlab/fleetlab/cmd/internal/serve"
)

// startServer serves a fresh server on a loopback port and returns its URL.
func startServer(t *testing.T, opts serve.Options) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	urls := make(chan string, 1)
	go func() {
		defer close(done)
		if err := serve.New(opts).ServeListener(ctx, ln, func(u string) { urls <- u }); err != nil {
			t.Error(err)
		}
	}()
	t.Cleanup(func() { cancel(); <-done })
	return strings.TrimSuffix(<-urls, "/")
}

// serverJSON plays query on the server, as the page does, and returns the
// results.json it offers for download.
func serverJSON(t *testing.T, base string, query url.Values) map[string]any {
	t.Helper()
	resp, err := http.Get(base + "/run?" + query.Encode())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 16<<20)
	var id string
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		var ev map[string]any
		json.Unmarshal([]byte(data), &ev)
		if e, ok := ev["error"]; ok {
			t.Fatalf("%s: %v", query.Encode(), e)
		}
		if v, ok := ev["id"].(string); ok {
			id = v
			break
		}
	}
	if id == "" {
		t.Fatalf("%s: no result", query.Encode())
	}
	file, err := http.Get(base + "/result/" + id + "/results.json")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Body.Close()
	return decode(t, file.Body)
}

// cliJSON runs the fleetlab command with args and returns its JSON.
func cliJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := cli.Main(context.Background(), append(args, "--format", "json", "--quiet"), &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("fleetlab %s: exit %d: %s", strings.Join(args, " "), code, stderr.String())
	}
	return decode(t, &stdout)
}

// decode reads JSON, leaving out what differs between two runs of the same
// inputs: the time taken and the worker count.
func decode(t *testing.T, r io.Reader) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := json.NewDecoder(r).Decode(&doc); err != nil {
		t.Fatal(err)
	}
	var strip func(any)
	strip = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			delete(v, "elapsed_s")
			delete(v, "workers")
			for _, x := range v {
				strip(x)
			}
		case []any:
			for _, x := range v {
				strip(x)
			}
		}
	}
	strip(doc)
	return doc
}

// TestSameNumbersAsTheCommand: a run, a comparison and a sweep played from
// the page give the command's JSON, number for number, for the same
// scenario, parameters, seed and trials (issue 20: one engine).
func TestSameNumbersAsTheCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every run twice")
	}
	base := startServer(t, serve.Options{Workers: 2})
	for _, tc := range []struct {
		query string
		args  []string
	}{
		{"scenario=active-scan&set=scanners=3&trials=20000&seed=7",
			[]string{"run", "active-scan", "--set", "scanners=3", "--trials", "20000", "--seed", "7"}},
		{"scenario=armada-attack&set=red=3&set=tokens=brace,evade&trials=5000&precision=0.05",
			[]string{"run", "armada-attack", "--set", "red=3", "--set", "tokens=brace,evade", "--trials", "5000", "--precision", "0.05"}},
		{"scenario=armada-attack&mode=compare&vs=concentrate_fire=dial&trials=5000&seed=3",
			[]string{"compare", "armada-attack", "--vs", "concentrate_fire=dial", "--trials", "5000", "--seed", "3"}},
		{"scenario=tie-break&mode=compare&set=admiral_a=2&vs=admiral_a=4+rolloff=plain&trials=5000",
			[]string{"compare", "tie-break", "--set", "admiral_a=2", "--vs", "admiral_a=4 rolloff=plain", "--trials", "5000"}},
		{"scenario=tie-break&mode=compare&set=admiral_a=2&vs=admiral_a=4&vs=rolloff=plain&trials=5000",
			[]string{"compare", "tie-break", "--set", "admiral_a=2", "--vs", "admiral_a=4 rolloff=plain", "--trials", "5000"}},
		{"scenario=active-scan&mode=sweep&sweep=scanners=1..4&set=target_sig=12&trials=5000",
			[]string{"run", "active-scan", "--sweep", "scanners=1..4", "--set", "target_sig=12", "--trials", "5000"}},
		{"scenario=tie-break&mode=sweep&sweep=admiral_a=1..3&sweep=rolloff=admiral,plain&trials=2000",
			[]string{"run", "tie-break", "--sweep", "admiral_a=1..3", "--sweep", "rolloff=admiral,plain", "--trials", "2000"}},
	} {
		q, err := url.ParseQuery(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		got, want := serverJSON(t, base, q), cliJSON(t, tc.args...)
		if len(got) < 5 {
			t.Fatalf("%s: the server's JSON holds little: %v", tc.query, got)
		}
		if !reflect.DeepEqual(got, want) {
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			t.Errorf("%s:\nserver  %s\ncommand %s", tc.query, g, w)
		}
	}
}
