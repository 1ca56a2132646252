package job

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
)

// Limits on the files a part carries: the most bytes of one file (the
// largest list or catalogue file the importers read), of them all, and
// the most files and folder depth of a catalogue.
const (
	maxCarriedFile  = 8 << 20
	maxCarriedBytes = 64 << 20
	maxCarriedFiles = 4096
	maxCarriedDepth = 6
)

// catalogueExts are the files of a catalogue folder a part carries: those
// the BattleScribe and Armada importers read.
var catalogueExts = []string{".gst", ".cat", ".gstz", ".catz", ".json"}

// PartFile is a list or catalogue file a part carries: Include is the path
// a fleet of the scenario names (list: or catalogue:, resolved against the
// scenario's folder), Rel the file's slash-separated path inside it when
// Include is a folder ("" when Include is the file), SHA256 the hash of
// Data, its bytes.
type PartFile struct {
	Include string `json:"include"`
	Rel     string `json:"rel,omitempty"`
	SHA256  string `json:"sha256"`
	Data    []byte `json:"data"`
}

// carry reads the files at the paths a scenario's fleets named: a file,
// or a folder's catalogue files (catalogueExts, sorted, at most
// maxCarriedDepth deep), within the limits above.
func carry(paths []string) ([]PartFile, error) {
	var out []PartFile
	total := 0
	add := func(include, rel, file string) error {
		data, err := readCarried(file)
		if err != nil {
			return err
		}
		if total += len(data); total > maxCarriedBytes || len(out) >= maxCarriedFiles {
			return usagef("the lists and catalogues of the scenario are over %d files or %d bytes: a part cannot carry them", maxCarriedFiles, maxCarriedBytes)
		}
		sum := sha256.Sum256(data)
		out = append(out, PartFile{Include: include, Rel: rel, SHA256: hex.EncodeToString(sum[:]), Data: data})
		return nil
	}
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, BadRequest(err)
		}
		if !info.IsDir() {
			if err := add(p, "", p); err != nil {
				return nil, err
			}
			continue
		}
		var walk func(dir, rel string, depth int) error
		walk = func(dir, rel string, depth int) error {
			entries, err := os.ReadDir(dir)
			if err != nil {
				return BadRequest(err)
			}
			for _, e := range entries {
				r := path.Join(rel, e.Name())
				switch {
				case e.IsDir() && depth < maxCarriedDepth:
					if err := walk(filepath.Join(dir, e.Name()), r, depth+1); err != nil {
						return err
					}
				case e.Type().IsRegular() && slices.Contains(catalogueExts, strings.ToLower(filepath.Ext(e.Name()))):
					if err := add(p, r, filepath.Join(dir, e.Name())); err != nil {
						return err
					}
				}
			}
			return nil
		}
		if err := walk(p, "", 0); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// readCarried reads a regular file of at most maxCarriedFile bytes.
func readCarried(file string) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, BadRequest(err)
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, usagef("%s is not a regular file: a part carries files alone", file)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxCarriedFile+1))
	if err != nil {
		return nil, BadRequest(err)
	}
	if len(data) > maxCarriedFile {
		return nil, usagef("%s is over %d bytes: a part cannot carry it", file, maxCarriedFile)
	}
	return data, nil
}

// checkFiles checks the files a part carries: each one's hash, a path
// inside its folder that stays inside it, no file twice, and the limits
// above.
func checkFiles(path string, files []PartFile) error {
	total := 0
	seen := map[string]bool{}
	for i, f := range files {
		sum := sha256.Sum256(f.Data)
		key := f.Include + "\x00" + f.Rel
		switch {
		case f.Include == "" || strings.ContainsRune(f.Include, 0):
			return usagef("part %s: carried file %d names no list or catalogue", path, i+1)
		case f.Rel != "" && !filepath.IsLocal(filepath.FromSlash(f.Rel)):
			return usagef("part %s: carried file %q of %s leaves its folder", path, f.Rel, f.Include)
		case hex.EncodeToString(sum[:]) != f.SHA256:
			return usagef("part %s: carried file %s does not match its hash", path, strconv.Quote(carriedName(f)))
		case seen[key]:
			return usagef("part %s: carried file %s is given twice", path, strconv.Quote(carriedName(f)))
		}
		seen[key] = true
		if total += len(f.Data); total > maxCarriedBytes || i >= maxCarriedFiles || len(f.Data) > maxCarriedFile {
			return usagef("part %s carries over %d files or %d bytes", path, maxCarriedFiles, maxCarriedBytes)
		}
	}
	return nil
}

// carriedName names a carried file: its include, and its path inside it.
func carriedName(f PartFile) string {
	if f.Rel == "" {
		return f.Include
	}
	return f.Include + "/" + f.Rel
}

// materialise writes the files a part carries into a new private folder
// and returns where a fleet's named path is to be read from there (an
// error for a path the part does not carry: a merge reads no file a part
// names), and the function that removes the folder.
func materialise(partPath string, files []PartFile) (locate func(string) (string, error), cleanup func(), err error) {
	if len(files) == 0 {
		return func(named string) (string, error) {
			return "", reports.Msgf("part %s does not carry %s: merge reads no file a part names", partPath, named)
		}, func() {}, nil
	}
	dir, err := os.MkdirTemp("", "fleetlab-merge-")
	if err != nil {
		return nil, nil, err
	}
	cleanup = func() { os.RemoveAll(dir) }
	at := map[string]string{}
	for _, f := range files {
		base, ok := at[f.Include]
		if !ok {
			name := filepath.Base(filepath.FromSlash(f.Include))
			if !filepath.IsLocal(name) {
				name = "include"
			}
			base = filepath.Join(dir, strconv.Itoa(len(at)), name)
			at[f.Include] = base
		}
		target := base
		if f.Rel != "" {
			target = filepath.Join(base, filepath.FromSlash(f.Rel))
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o700); err != nil {
			cleanup()
			return nil, nil, err
		}
		if err := os.WriteFile(target, f.Data, 0o600); err != nil {
			cleanup()
			return nil, nil, err
		}
	}
	return func(named string) (string, error) {
		if p, ok := at[named]; ok {
			return p, nil
		}
		return "", reports.Msgf("part %s does not carry %s: merge reads no file a part names", partPath, named)
	}, cleanup, nil
}
