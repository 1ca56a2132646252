package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"strings"
	"testing"
	"time"
)

func TestTargetsAreTheSixReleaseSystems(t *testing.T) {
	seen := map[string]bool{}
	for _, tg := range Targets {
		seen[tg.String()] = true
	}
	for _, os := range []string{"linux", "darwin", "windows"} {
		for _, arch := range []string{"amd64", "arm64"} {
			if !seen[os+"-"+arch] {
				t.Errorf("no target %s-%s", os, arch)
			}
		}
	}
	if len(Targets) != 6 {
		t.Errorf("%d targets, want 6", len(Targets))
	}
}

// entries lists an archive's files with their contents and modes.
func entries(t *testing.T, a Archive) map[string]string {
	t.Helper()
	got := map[string]string{}
	if strings.HasSuffix(a.Name, ".zip") {
		zr, err := zip.NewReader(bytes.NewReader(a.Data), int64(len(a.Data)))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range zr.File {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(rc)
			rc.Close()
			got[f.Name] = string(b)
		}
		return got
	}
	gz, err := gzip.NewReader(bytes.NewReader(a.Data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Typeflag == tar.TypeDir {
			continue
		}
		b, _ := io.ReadAll(tr)
		got[h.Name] = string(b)
		if strings.HasSuffix(h.Name, "/fleetlab") && h.Mode&0o111 == 0 {
			t.Errorf("%s: the binary is not executable (mode %o)", a.Name, h.Mode)
		}
	}
	return got
}

func TestPackHoldsTheBinaryAndTheREADME(t *testing.T) {
	mtime := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, tg := range Targets {
		a, err := Pack(tg, "v9.8.7", []byte("binary "+tg.String()), []byte("# readme"), mtime)
		if err != nil {
			t.Fatal(err)
		}
		dir := "fleetlab-v9.8.7-" + tg.String()
		wantName := dir + ".tar.gz"
		if tg.OS == "windows" {
			wantName = dir + ".zip"
		}
		if a.Name != wantName {
			t.Errorf("archive %q, want %q", a.Name, wantName)
		}
		got := entries(t, a)
		want := map[string]string{dir + "/" + tg.Binary(): "binary " + tg.String(), dir + "/README.md": "# readme"}
		if len(got) != len(want) {
			t.Errorf("%s holds %v, want %v", a.Name, got, want)
		}
		for name, data := range want {
			if got[name] != data {
				t.Errorf("%s: %s = %q, want %q", a.Name, name, got[name], data)
			}
		}
		again, _ := Pack(tg, "v9.8.7", []byte("binary "+tg.String()), []byte("# readme"), mtime)
		if !bytes.Equal(a.Data, again.Data) {
			t.Errorf("%s: two packs of the same files differ", a.Name)
		}
	}
}

func TestSumsIsWhatSha256sumChecks(t *testing.T) {
	archives := []Archive{{"b.zip", []byte("bb")}, {"a.tar.gz", []byte("a")}}
	got := string(Sums(archives))
	sa, sb := sha256.Sum256([]byte("a")), sha256.Sum256([]byte("bb"))
	want := hex.EncodeToString(sa[:]) + "  a.tar.gz\n" + hex.EncodeToString(sb[:]) + "  b.zip\n"
	if got != want {
		t.Errorf("Sums =\n%s\nwant\n%s", got, want)
	}
}
