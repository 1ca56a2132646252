package battlescribe

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

const minimalRoster = `<?xml version="1.0" encoding="UTF-8"?>
<roster name="x" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces/></roster>`

// zipOf returns a zip holding the named files.
func zipOf(t *testing.T, files ...[2]string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, f := range files {
		w, err := z.Create(f[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(f[1])); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestHostileFiles: what a hostile roster or catalogue could try is
// refused cleanly, within the file-size limit scenario files have (issue
// 18 item 5): entity declarations (recursive "billion laughs", external),
// undeclared entities, other encodings, invalid UTF-8, huge files, zip
// bombs, zips of several files or of zips, and deep nesting.
func TestHostileFiles(t *testing.T) {
	laughs := `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<roster name="&lol2;"/>`
	external := `<?xml version="1.0"?>
<!DOCTYPE roster [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<roster name="&xxe;"/>`
	bomb := strings.Repeat("\x00", 2*MaxFileSize)
	tests := []struct {
		name, file string
		data       []byte
		want       string
	}{
		{"recursive entities", "a.ros", []byte(laughs), "document type declaration"},
		{"external entity", "a.ros", []byte(external), "document type declaration"},
		{"undeclared entity", "a.ros", []byte(`<roster name="&xxe;"/>`), "not a well-formed XML file"},
		{"Latin-1 declared", "a.ros", []byte(`<?xml version="1.0" encoding="ISO-8859-1"?><roster name="x"/>`), `declares encoding "ISO-8859-1"; only UTF-8 is read`},
		{"UTF-16", "a.ros", []byte("\xff\xfe<\x00r\x00o\x00"), "not UTF-8 text"},
		{"invalid UTF-8", "a.ros", []byte("<roster name=\"\xc3\x28\"/>"), "not UTF-8 text"},
		{"huge file", "a.ros", []byte("<roster>" + strings.Repeat(" ", MaxFileSize) + "</roster>"), "over 1048576 bytes"},
		{"zip bomb", "a.rosz", zipOf(t, [2]string{"a.ros", bomb}), "inflates"},
		{"two files zipped", "a.rosz", zipOf(t, [2]string{"a.ros", minimalRoster}, [2]string{"b.ros", minimalRoster}), "a BattleScribe file holds one"},
		{"zip in a zip", "a.rosz", zipOf(t, [2]string{"inner.rosz", "PK"}), "holds another zip"},
		{"not a zip", "a.rosz", []byte(minimalRoster), "not a zip file"},
		{"deep nesting", "a.ros", []byte(strings.Repeat("<a>", 100) + strings.Repeat("</a>", 100)), "nested more than 64 deep"},
		{"not XML", "a.ros", []byte("name: a scenario?"), "no XML element"},
		{"empty", "a.ros", nil, "no XML element"},
		{"text split a million ways", "a.ros", []byte("<roster><a>" + strings.Repeat("x<!---->", MaxFileSize/8-4) + "</a>"), "not a well-formed XML file"},
	}
	cat := &Catalogue{}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), tc.file)
			if err := os.WriteFile(path, tc.data, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := ReadRoster(path, cat)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error with %q", err, tc.want)
			}
			if !strings.HasPrefix(err.Error(), path) {
				t.Errorf("%q does not name the file", err)
			}
			if !errors.Is(err, yamldoc.ErrScenario) {
				t.Errorf("%v is not a bad input", err)
			}
		})
	}
}

// TestZippedRosterReads: a .rosz holding the fixture roster reads as the
// roster does.
func TestZippedRosterReads(t *testing.T) {
	data, err := os.ReadFile("testdata/skirmish.ros")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "skirmish.rosz")
	if err := os.WriteFile(path, zipOf(t, [2]string{"skirmish.ros", string(data)}), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := ReadRoster(path, loadFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	if l.Points() != 600 {
		t.Errorf("points %d, want 600", l.Points())
	}
}

// FuzzRoster: no roster text panics the reader, or checking what it read.
func FuzzRoster(f *testing.F) {
	data, err := os.ReadFile(fixtureRoster)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(minimalRoster))
	cat, err := LoadCatalogue(fixtureCatalogue)
	if err != nil {
		f.Fatal(err)
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "f.ros")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if l, err := ReadRoster(path, cat); err == nil {
			_ = l.Check()
			_ = l.Summary()
		}
	})
}
