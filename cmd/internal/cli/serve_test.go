package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

// TestServeCommand: fleetlab serve refuses bad flags with exit 2, and
// otherwise serves on 127.0.0.1 until its context ends (Ctrl-C), then
// exits 0.
func TestServeCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--max-runs", "0"}, "fleetlab: --max-runs must be at least 1, got 0"},
		{[]string{"serve", "--workers", "0"}, "fleetlab: --workers must be from 1 to 4096, got 0"},
		{[]string{"serve", "--lang", "fr"}, `fleetlab: --lang: unknown language "fr" (expected en, es or ca)`},
		{[]string{"serve", "now"}, "fleetlab: serve needs no arguments (got 1 argument)"},
		{[]string{"serve", "--addr", "nonsense"}, "fleetlab: --addr nonsense: expected host:port, such as 127.0.0.1:8080 (port 0: a free port)"},
		{[]string{"serve", "--addr", "127.0.0.1:http8080"}, "fleetlab: --addr 127.0.0.1:http8080: expected host:port, such as 127.0.0.1:8080 (port 0: a free port)"},
	} {
		code, _, stderr := fleetlab(t, tc.args...)
		if code != ExitBadInput || strings.TrimSpace(stderr) != tc.want {
			t.Errorf("%q: exit %d, %q; want exit 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	var stdout, stderr bytes.Buffer
	if code := Main(ctx, []string{"serve", "--lang", "en"}, &stdout, &stderr); code != ExitOK {
		t.Fatalf("serve: exit %d: %s", code, stderr.String())
	}
	if !strings.HasPrefix(stderr.String(), "fleetlab: serving http://127.0.0.1:") {
		t.Errorf("serve printed %q, want the page's address on 127.0.0.1", stderr.String())
	}
}

// TestServeEveryAddress (issue 20): serving on every address prints a URL
// a browser opens (the loopback address, not http://[::]:PORT/) and the
// warning that other machines can reach it.
func TestServeEveryAddress(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	var stdout, stderr bytes.Buffer
	if code := Main(ctx, []string{"serve", "--lang", "en", "--addr", "0.0.0.0:0"}, &stdout, &stderr); code != ExitOK {
		t.Fatalf("serve: exit %d: %s", code, stderr.String())
	}
	if out := stderr.String(); !strings.Contains(out, "fleetlab: serving http://127.0.0.1:") || !strings.Contains(out, "warning: serving on") {
		t.Errorf("serve --addr 0.0.0.0:0 printed %q, want the warning and a loopback URL", out)
	}
}
