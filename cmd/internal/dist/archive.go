package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"
	"time"
)

// Target is one operating system and processor a release is built for.
type Target struct{ OS, Arch string }

// Targets are the systems a release covers: Linux, macOS and Windows on
// amd64 and arm64.
var Targets = []Target{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
	{"windows", "amd64"}, {"windows", "arm64"},
}

// String returns "os-arch", as in the archive names.
func (t Target) String() string { return t.OS + "-" + t.Arch }

// Binary returns the program's file name on t: fleetlab, or fleetlab.exe
// on Windows.
func (t Target) Binary() string {
	if t.OS == "windows" {
		return "fleetlab.exe"
	}
	return "fleetlab"
}

// Archive is one release archive, named and in memory.
type Archive struct {
	Name string
	Data []byte
}

// SumsFile is the checksum file beside the archives, in the format
// `sha256sum -c` checks.
const SumsFile = "SHA256SUMS"

// Pack puts the binary exe and the README into the archive for t: the
// folder fleetlab-VERSION-OS-ARCH/ holding both, as a .zip for Windows and
// a .tar.gz elsewhere, every entry dated mtime.
func Pack(t Target, version string, exe, readme []byte, mtime time.Time) (Archive, error) {
	dir := "fleetlab-" + version + "-" + t.String()
	files := []struct {
		name string
		data []byte
		mode int64
	}{{t.Binary(), exe, 0o755}, {"README.md", readme, 0o644}}
	var buf bytes.Buffer
	if t.OS == "windows" {
		zw := zip.NewWriter(&buf)
		for _, f := range files {
			h := &zip.FileHeader{Name: dir + "/" + f.name, Method: zip.Deflate, Modified: mtime}
			h.SetMode(fs.FileMode(f.mode))
			w, err := zw.CreateHeader(h)
			if err != nil {
				return Archive{}, err
			}
			if _, err := w.Write(f.data); err != nil {
				return Archive{}, err
			}
		}
		if err := zw.Close(); err != nil {
			return Archive{}, err
		}
		return Archive{Name: dir + ".zip", Data: buf.Bytes()}, nil
	}
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return Archive{}, err
	}
	tw := tar.NewWriter(gz)
	if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: dir + "/", Mode: 0o755, ModTime: mtime, Format: tar.FormatPAX}); err != nil {
		return Archive{}, err
	}
	for _, f := range files {
		h := &tar.Header{Typeflag: tar.TypeReg, Name: dir + "/" + f.name, Mode: f.mode, Size: int64(len(f.data)), ModTime: mtime, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return Archive{}, err
		}
		if _, err := tw.Write(f.data); err != nil {
			return Archive{}, err
		}
	}
	if err := tw.Close(); err != nil {
		return Archive{}, err
	}
	if err := gz.Close(); err != nil {
		return Archive{}, err
	}
	return Archive{Name: dir + ".tar.gz", Data: buf.Bytes()}, nil
}

// Sums returns the SHA256SUMS file of archives: one "HASH  NAME" line per
// archive, by name.
func Sums(archives []Archive) []byte {
	lines := make([]string, len(archives))
	for i, a := range archives {
		sum := sha256.Sum256(a.Data)
		lines[i] = fmt.Sprintf("%s  %s\n", hex.EncodeToString(sum[:]), a.Name)
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i][66:] < lines[j][66:] })
	var b bytes.Buffer
	for _, l := range lines {
		b.WriteString(l)
	}
	return b.Bytes()
}
