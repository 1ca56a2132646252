package reports

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// parsed counts what a report page holds.
type parsed struct {
	tables, svgs, figures, scripts, external int
	headings                                 []string
	text                                     strings.Builder
}

func parsePage(t *testing.T, page []byte) *parsed {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	p := &parsed{}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "table":
				p.tables++
			case "svg":
				p.svgs++
			case "figure":
				p.figures++
			case "script":
				p.scripts++
			case "h1", "h2":
				if n.FirstChild != nil {
					p.headings = append(p.headings, n.FirstChild.Data)
				}
			}
			for _, a := range n.Attr {
				if (a.Key == "src" || a.Key == "href") && (strings.Contains(a.Val, "://") || strings.HasPrefix(a.Val, "//")) {
					p.external++
				}
			}
		}
		if n.Type == html.TextNode {
			p.text.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return p
}

// TestHTMLReport parses the page and checks it holds every table and plot,
// inline, with no script and nothing fetched from elsewhere, and that text
// from the scenario file is escaped.
func TestHTMLReport(t *testing.T) {
	r := fixedRun(t)
	var b bytes.Buffer
	if err := writeHTML(&b, r); err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, b.Bytes())
	// the run table, the results table, and one table per distribution
	if p.tables != 3 || p.figures != 3 || p.svgs != 3 {
		t.Errorf("tables %d, figures %d, svgs %d; want 3, 3 and 3", p.tables, p.figures, p.svgs)
	}
	if p.scripts != 0 || p.external != 0 {
		t.Errorf("scripts %d, external references %d; want none", p.scripts, p.external)
	}
	if !bytes.Contains(b.Bytes(), []byte("A probe | with &lt;html&gt;")) || bytes.Contains(b.Bytes(), []byte("<b>")) {
		t.Error("text from the scenario reached the page unescaped")
	}
	for _, want := range []string{"revealed", "target_signature", "distance", "seed"} {
		if !strings.Contains(p.text.String(), want) {
			t.Errorf("the page does not show %q", want)
		}
	}
	r.Lang = Catalan
	b.Reset()
	if err := writeHTML(&b, r); err != nil {
		t.Fatal(err)
	}
	if p := parsePage(t, b.Bytes()); !strings.Contains(p.text.String(), "llavor") || !bytes.Contains(b.Bytes(), []byte(`lang="ca"`)) {
		t.Error("the Catalan page is not in Catalan")
	}
}

func TestSweepHTML(t *testing.T) {
	s := sweepOf(t, []Axis{{Name: "a", Values: []any{"x", "y"}}, {Name: "b", Values: []any{int64(1), int64(2)}}})
	var b bytes.Buffer
	if err := writeSweepHTML(&b, s); err != nil {
		t.Fatal(err)
	}
	p := parsePage(t, b.Bytes())
	if p.tables != 4 || p.svgs != 3 || p.scripts != 0 { // header + 3 metrics; 3 heat maps
		t.Errorf("tables %d, svgs %d, scripts %d", p.tables, p.svgs, p.scripts)
	}
}

// TestHTMLInChromium renders the page in headless Chromium when it is
// installed, and checks the browser lays out every table and plot.
func TestHTMLInChromium(t *testing.T) {
	var browser string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			browser = path
			break
		}
	}
	if browser == "" {
		t.Skip("no Chromium on this machine (apt-get install chromium to run this test); the page was checked by the Go HTML parser")
	}
	dir := t.TempDir()
	page := filepath.Join(dir, HTMLFile)
	var b bytes.Buffer
	if err := writeHTML(&b, fixedRun(t)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "page.png")
	args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
		"--disable-sync", "--no-first-run", "--user-data-dir=" + filepath.Join(dir, "profile")}
	dom, err := exec.Command(browser, append(args, "--dump-dom", "file://"+page)...).Output()
	if err != nil {
		t.Fatalf("chromium --dump-dom: %v", err)
	}
	if p := parsePage(t, dom); p.tables != 3 || p.svgs != 3 {
		t.Errorf("Chromium's DOM has %d tables and %d plots, want 3 and 3", p.tables, p.svgs)
	}
	cmd := exec.Command(browser, append(args, "--screenshot="+shot, "--window-size=1200,3000", "file://"+page)...)
	done := make(chan error, 1)
	go func() { done <- cmd.Run() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("chromium --screenshot: %v", err)
		}
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		t.Fatal("chromium did not finish in a minute")
	}
	if info, err := os.Stat(shot); err != nil || info.Size() < 10_000 {
		t.Errorf("screenshot: %v (%d bytes)", err, info.Size())
	}
}

// TestPrecisionNotReachedInEveryFormat (issue 20): a run whose --precision
// target the trial cap stopped short of says so in the text, the Markdown
// and the HTML report alike.
func TestPrecisionNotReachedInEveryFormat(t *testing.T) {
	for _, converged := range []bool{false, true} {
		r := fixedRun(t)
		r.Precision, r.Result.Converged = 0.001, converged
		want := "±0.001 (not reached: trial cap hit)"
		if converged {
			want = "±0.001 (reached)"
		}
		for _, f := range []Format{Text, Markdown, HTML} {
			var b bytes.Buffer
			if err := Write(&b, r, f); err != nil {
				t.Fatal(err)
			}
			text := b.String()
			if f == Text { // the status line: "precision ±0.001 not reached: trial cap hit"
				want := strings.NewReplacer("(", "", ")", "").Replace(want)
				if !strings.Contains(text, want) {
					t.Errorf("%s: no %q:\n%s", f, want, text)
				}
				continue
			}
			if !strings.Contains(text, want) {
				t.Errorf("%s, converged %v: no %q:\n%s", f, converged, want, text)
			}
		}
	}
}
