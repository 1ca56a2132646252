package serve_test

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/fleetlab/fleetlab/cmd/internal/serve"
)

// screenshot, when set, is where TestBrowserRun saves a picture of the
// page: go test ./cmd/internal/serve -run TestBrowserRun -screenshot ../../../docs/serve.png
var screenshot = flag.String("screenshot", "", "save a screenshot of the page with a result to this PNG file")

// chromium returns the path of a Chromium or Chrome on this machine. The
// browser tests skip without one, except in CI (CI=true), where .ci/run
// installs Debian's chromium and they must run.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no chromium on PATH; CI must run the browser tests (.ci/run installs Debian's chromium)")
	}
	t.Skip("no chromium on PATH: the browser tests are skipped (apt-get install chromium)")
	return ""
}

// browser starts a fleetlab server and a headless Chromium, and returns a
// browser context and the page's address.
func browser(t *testing.T) (context.Context, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("drives a browser")
	}
	path := chromium(t)
	base := startServer(t, serve.Options{})
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path),
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(1200, 1700),
		chromedp.Flag("lang", "en-GB"))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTimeout(); cancelBrowser(); cancelAlloc() })
	return ctx, base
}

// TestBrowserRun: a player picks a scenario, changes a parameter, runs,
// and reads the result table; its numbers are the command's for the same
// seed. The shared URL of the result re-runs it to the same numbers.
func TestBrowserRun(t *testing.T) {
	ctx, base := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?lang=en"),
		chromedp.WaitVisible("#scenario"),
		chromedp.SetValue("#scenario", "active-scan"),
		chromedp.WaitVisible(`input[name="p.scanners"]`),
		chromedp.SetValue(`input[name="p.scanners"]`, "3"),
		chromedp.SetValue("#trials", "50000"),
		chromedp.SetValue("#seed", "5"),
		chromedp.Click("#run"),
		chromedp.WaitVisible(`table.results td[data-estimate]`),
	)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[[]map[string]string](resultRows))
	if err != nil {
		t.Fatal(err)
	}
	want := cliJSON(t, "run", "active-scan", "--set", "scanners=3", "--trials", "50000", "--seed", "5")
	checkRows(t, rows, want)
	shared, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.href`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(shared, "set=scanners%3D3") || !strings.Contains(shared, "seed=5") || !strings.Contains(shared, "run=1") {
		t.Errorf("the result's URL %s does not name the run", shared)
	}

	// the shared URL re-runs the same run
	err = chromedp.Do(ctx,
		chromedp.Navigate("about:blank"),
		chromedp.Navigate(shared),
		chromedp.WaitVisible(`table.results td[data-estimate]`),
	)
	if err != nil {
		t.Fatal(err)
	}
	if rows, err = chromedp.Run(ctx, chromedp.Evaluate[[]map[string]string](resultRows)); err != nil {
		t.Fatal(err)
	}
	checkRows(t, rows, want)

	if *screenshot != "" {
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*screenshot, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// hovering a bar shows its value and interval
	if err := chromedp.Do(ctx, chromedp.WaitVisible(`svg.plot .hover rect`)); err != nil {
		t.Fatal(err)
	}
	tip := pointAt(t, ctx, `document.querySelector("svg.plot .hover rect")`)
	if !strings.HasPrefix(tip, "P(=") || !strings.Contains(tip, "[") {
		t.Errorf("hovering a bar shows %q, want P(=k) and its interval", tip)
	}
}

// resultRows reads the page's result table: each metric's exact estimate
// and interval, and the text shown.
const resultRows = `[...document.querySelectorAll("table.results tr[data-metric]")].map(tr => {
			const td = tr.querySelector("td[data-estimate]");
			return {metric: tr.dataset.metric, estimate: td.dataset.estimate, lo: td.dataset.lo, hi: td.dataset.hi, text: td.textContent};
		})`

// checkRows compares the page's result table with the command's JSON.
func checkRows(t *testing.T, rows []map[string]string, want map[string]any) {
	t.Helper()
	metrics, _ := want["metrics"].([]any)
	if len(rows) != len(metrics) || len(rows) == 0 {
		t.Fatalf("the page shows %d metrics, the command %d", len(rows), len(metrics))
	}
	for i, row := range rows {
		m := metrics[i].(map[string]any)
		ci := m["ci95"].([]any)
		for _, f := range []struct {
			name string
			got  string
			want any
		}{{"estimate", row["estimate"], m["estimate"]}, {"ci95 low", row["lo"], ci[0]}, {"ci95 high", row["hi"], ci[1]}} {
			x, err := strconv.ParseFloat(f.got, 64)
			if err != nil || x != f.want.(float64) || row["metric"] != m["name"] {
				t.Errorf("%s %s: the page shows %s (%q), the command %v (%v)", row["metric"], f.name, f.got, row["text"], f.want, m["name"])
			}
		}
	}
}

// TestBrowserBadUpload: a bad scenario file uploaded from the page shows
// the command's error, naming the file, line and field.
func TestBrowserBadUpload(t *testing.T) {
	ctx, base := browser(t)
	bad := filepath.Join(t.TempDir(), "my-fleet.yaml")
	if err := os.WriteFile(bad, []byte("name: mine\ngame: dropfleet\nmeasure:\n  - {name: seen, of: ghost, what: not-silnet}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?lang=en"),
		chromedp.WaitVisible("#file"),
		chromedp.SetUploadFiles("#file", []string{bad}),
		chromedp.WaitVisible("#error"),
	)
	if err != nil {
		t.Fatal(err)
	}
	text, err := chromedp.Run(ctx, chromedp.Text("#error"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, "fleetlab: my-fleet.yaml:4: ") {
		t.Errorf("the page shows %q, want the command's error naming my-fleet.yaml:4", text)
	}
}

// TestBrowserCancel: Cancel stops a long run; the page shows the partial
// result, marked as interrupted, in the page's language.
func TestBrowserCancel(t *testing.T) {
	ctx, base := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?scenario=engagement&lang=es&trials=10000000"),
		chromedp.WaitVisible("#run"),
		chromedp.Click("#run"),
	)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("progress-text").textContent.includes("pruebas/s")`)); err != nil {
		t.Fatal(err)
	}
	progress, err := chromedp.Run(ctx, chromedp.Text("#progress-text"))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Click("#cancel"), chromedp.WaitVisible(`.result.interrupted .status`)); err != nil {
		t.Fatal(err)
	}
	status, err := chromedp.Run(ctx, chromedp.Text(`.result .status`))
	if err != nil {
		t.Fatal(err)
	}
	if status != "interrumpido: resultado parcial" {
		t.Errorf("after Cancel the page says %q (progress was %q)", status, progress)
	}
}

// TestBrowserCompare: in Spanish, a player compares two Armada attacks
// (concentrate fire on the dial against none) on the same dice; the page's
// paired differences are the command's.
func TestBrowserCompare(t *testing.T) {
	ctx, base := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?scenario=armada-attack&lang=es"),
		chromedp.WaitVisible(`input[name=mode][value=compare]`),
		chromedp.Click(`input[name=mode][value=compare]`),
		chromedp.WaitVisible(`select[name="b.concentrate_fire"]`),
		chromedp.SetValue(`select[name="b.concentrate_fire"]`, "dial"),
		chromedp.SetValue("#trials", "20000"),
		chromedp.Click("#run"),
		chromedp.WaitVisible(`table.results td[data-diff]`),
	)
	if err != nil {
		t.Fatal(err)
	}
	checkDiffs(t, ctx, cliJSON(t, "compare", "armada-attack", "--vs", "concentrate_fire=dial", "--trials", "20000"))
	title, err := chromedp.Run(ctx, chromedp.Text(".result h2"))
	if err != nil {
		t.Fatal(err)
	}
	if title != "Un ataque contra una zona de casco que se defiende" {
		t.Errorf("the result's title is %q, want the scenario's Spanish title", title)
	}
}

// TestBrowserHeatMapHover (issue 20 item 2): pointing at a cell of a
// two-parameter sweep's heat map shows that cell's value and interval.
func TestBrowserHeatMapHover(t *testing.T) {
	ctx, base := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?lang=en&scenario=tie-break&mode=sweep&sweep=admiral_a=1..2&sweep=rolloff=admiral,plain&trials=2000&run=1"),
		chromedp.WaitVisible(`svg.plot .hover rect`),
	)
	if err != nil {
		t.Fatal(err)
	}
	tip := pointAt(t, ctx, `[...document.querySelectorAll("svg.plot .hover rect")].find(r => r.dataset.tip.startsWith("admiral_a = 2, rolloff = plain: "))`)
	if !strings.HasPrefix(tip, "admiral_a = 2, rolloff = plain: ") || !strings.Contains(tip, "[") {
		t.Errorf("pointing at a heat map's cell shows %q, want its value and interval", tip)
	}
}

// pointAt points at the middle of the element the script find returns (as
// the mouse does: at whatever is on top there) and returns the hover text
// the page then shows.
func pointAt(t *testing.T, ctx context.Context, find string) string {
	t.Helper()
	tip, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
			const el = `+find+`;
			if (!el) return "nothing to point at";
			el.scrollIntoView({block: "center"});
			const b = el.getBoundingClientRect();
			const at = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
			at.dispatchEvent(new MouseEvent("mouseover", {bubbles: true}));
			return document.getElementById("tip").textContent;
		})()`))
	if err != nil {
		t.Fatal(err)
	}
	return tip
}

// TestBrowserPrecision (issue 20): a precision target makes the trials
// field the cap, offering the command's default cap (1,000,000) as
// --trials is with --precision; a run the cap stops short says so, as
// the command's text and report.md do.
func TestBrowserPrecision(t *testing.T) {
	ctx, base := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?lang=en&scenario=active-scan"),
		chromedp.WaitVisible("#precision"),
		chromedp.SendKeys("#precision", "0.0001"),
	)
	if err != nil {
		t.Fatal(err)
	}
	trials, err := chromedp.Run(ctx, chromedp.Value("#trials"))
	if err != nil || trials != "1000000" {
		t.Errorf("with a precision the trials field offers %q, want the command's cap 1000000 (%v)", trials, err)
	}
	err = chromedp.Do(ctx,
		chromedp.SetValue("#trials", "3000"),
		chromedp.Click("#run"),
		chromedp.WaitVisible(`table.results td[data-estimate]`),
	)
	if err != nil {
		t.Fatal(err)
	}
	info, err := chromedp.Run(ctx, chromedp.Text(".result .info"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(info, "±0.0001 (not reached: trial cap hit)") {
		t.Errorf("a precision run stopped by its cap shows %q, want it to say the precision was not reached", info)
	}
}

// checkDiffs compares the page's paired differences with the command's
// JSON, want.
func checkDiffs(t *testing.T, ctx context.Context, want map[string]any) {
	t.Helper()
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[[]map[string]string](`[...document.querySelectorAll("table.results tr[data-metric]")].map(tr => {
		const td = tr.querySelector("td[data-diff]");
		return {metric: tr.dataset.metric, diff: td.dataset.diff, lo: td.dataset.diffLo, hi: td.dataset.diffHi, text: td.textContent};
	})`))
	if err != nil {
		t.Fatal(err)
	}
	diffs, _ := want["differences"].([]any)
	if len(rows) != len(diffs) || len(rows) == 0 {
		t.Fatalf("the page shows %d differences, the command %d", len(rows), len(diffs))
	}
	for i, row := range rows {
		d := diffs[i].(map[string]any)
		ci := d["ci95"].([]any)
		for _, f := range []struct {
			got  string
			want any
		}{{row["diff"], d["estimate"]}, {row["lo"], ci[0]}, {row["hi"], ci[1]}} {
			if x, err := strconv.ParseFloat(f.got, 64); err != nil || x != f.want.(float64) || row["metric"] != d["name"] {
				t.Errorf("%s: the page shows %s (%q), the command %v", row["metric"], f.got, row["text"], f.want)
			}
		}
	}
}

// TestBrowserCompareValueWithComma (issue 20): a B value holding ", "
// (tokens "brace, evade") reaches the run whole: the page's differences
// are the command's with --vs 'tokens=brace, evade'.
func TestBrowserCompareValueWithComma(t *testing.T) {
	ctx, base := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?scenario=armada-attack&lang=en&mode=compare"),
		chromedp.WaitVisible(`input[name="b.tokens"]`),
		chromedp.SetValue(`input[name="b.tokens"]`, "brace, evade"),
		chromedp.SetValue(`input[name="b.red"]`, "2"),
		chromedp.SetValue("#trials", "5000"),
		chromedp.Click("#run"),
		chromedp.WaitVisible(`table.results td[data-diff]`),
	)
	if err != nil {
		t.Fatal(err)
	}
	checkDiffs(t, ctx, cliJSON(t, "compare", "armada-attack", "--vs", "red=2 tokens=brace, evade", "--trials", "5000"))
}

// TestBrowserLanguageKeepsRun (issue 20): after a run, the Español link
// opens the same run (scenario, parameters, seed, trials) in Spanish, to
// the same numbers.
func TestBrowserLanguageKeepsRun(t *testing.T) {
	ctx, base := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?lang=en&scenario=active-scan"),
		chromedp.WaitVisible(`input[name="p.scanners"]`),
		chromedp.SetValue(`input[name="p.scanners"]`, "2"),
		chromedp.SetValue("#trials", "20000"),
		chromedp.SetValue("#seed", "7"),
		chromedp.Click("#run"),
		chromedp.WaitVisible(`table.results td[data-estimate]`),
		chromedp.Click(`nav.langs a[hreflang="es"]`),
		chromedp.WaitVisible(`html[lang="es"] table.results td[data-estimate]`),
	)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[[]map[string]string](resultRows))
	if err != nil {
		t.Fatal(err)
	}
	checkRows(t, rows, cliJSON(t, "run", "active-scan", "--set", "scanners=2", "--trials", "20000", "--seed", "7"))
	scanners, err := chromedp.Run(ctx, chromedp.Value(`input[name="p.scanners"]`))
	if err != nil || scanners != "2" {
		t.Errorf("in Spanish the scanners field holds %q, want 2 (%v)", scanners, err)
	}
}

// TestBrowserSweptFieldDisabled (issue 20): in a sweep, the swept
// parameter's field is disabled (the sweep gives it every value), and
// enabled again when the run is no longer a sweep.
func TestBrowserSweptFieldDisabled(t *testing.T) {
	ctx, base := browser(t)
	disabled := func(name string) bool {
		t.Helper()
		d, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector('input[name="p.`+name+`"]').disabled`))
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/?lang=en&scenario=active-scan&mode=sweep&sweep=scanners=1..3"),
		chromedp.WaitVisible(`input[name="p.scanners"]`),
	)
	if err != nil {
		t.Fatal(err)
	}
	if !disabled("scanners") || disabled("target_sig") {
		t.Errorf("sweeping scanners: scanners disabled %v, target_sig disabled %v; want true, false", disabled("scanners"), disabled("target_sig"))
	}
	if err := chromedp.Do(ctx, chromedp.Click(`input[name=mode][value=run]`)); err != nil {
		t.Fatal(err)
	}
	if disabled("scanners") {
		t.Error("after leaving the sweep, the scanners field is still disabled")
	}
}
