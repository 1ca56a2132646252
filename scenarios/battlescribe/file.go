package battlescribe

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// MaxFileSize is the largest file accepted, in bytes, zipped or not, and
// the most a zipped file may inflate to: the same limit as a scenario
// file's (scenarios.MaxFileSize; a test checks they agree).
const MaxFileSize = 1 << 20

// maxZipEntries is the most files a zipped BattleScribe file may hold: it
// holds one, and a folder entry or two does no harm.
const maxZipEntries = 4

// readFile returns the XML text of the file at path: read whole, within
// MaxFileSize, and unzipped when its name ends in z (.rosz, .catz, .gstz).
func readFile(path string) ([]byte, error) {
	info, err := os.Stat(path) // before opening: opening a named pipe would wait for a writer
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	if !info.Mode().IsRegular() {
		return nil, &Error{File: path, Err: fmt.Errorf("not a regular file")}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	if len(data) > MaxFileSize {
		return nil, &Error{File: path, Err: fmt.Errorf("file is over %d bytes, the largest accepted", MaxFileSize)}
	}
	if !zipped(path) {
		return data, nil
	}
	return unzip(path, data)
}

// zipped reports whether path names a zipped BattleScribe file.
func zipped(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".rosz", ".catz", ".gstz":
		return true
	}
	return false
}

// unzip returns the one file inside the zip data, refusing a zip of
// several files, a nested zip, and a file that inflates past MaxFileSize
// (whatever its header claims: the reading stops there).
func unzip(path string, data []byte) ([]byte, error) {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, &Error{File: path, Err: fmt.Errorf("not a zip file: %v", err)}
	}
	if len(z.File) > maxZipEntries {
		return nil, &Error{File: path, Err: fmt.Errorf("the zip holds %d entries; a BattleScribe file holds one", len(z.File))}
	}
	var one *zip.File
	for _, f := range z.File {
		if f.FileInfo().IsDir() {
			continue
		}
		if one != nil {
			return nil, &Error{File: path, Err: fmt.Errorf("the zip holds %s and %s; a BattleScribe file holds one", one.Name, f.Name)}
		}
		one = f
	}
	if one == nil {
		return nil, &Error{File: path, Err: fmt.Errorf("the zip is empty")}
	}
	if zipped(one.Name) || strings.EqualFold(filepath.Ext(one.Name), ".zip") {
		return nil, &Error{File: path, Err: fmt.Errorf("the zip holds another zip, %s", one.Name)}
	}
	if one.UncompressedSize64 > MaxFileSize {
		return nil, &Error{File: path, Err: fmt.Errorf("%s inflates to %d bytes, over the %d accepted", one.Name, one.UncompressedSize64, MaxFileSize)}
	}
	r, err := one.Open()
	if err != nil {
		return nil, &Error{File: path, Err: fmt.Errorf("%s: %v", one.Name, err)}
	}
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, &Error{File: path, Err: fmt.Errorf("%s: %v", one.Name, err)}
	}
	if len(out) > MaxFileSize {
		return nil, &Error{File: path, Err: fmt.Errorf("%s inflates past %d bytes, the largest accepted", one.Name, MaxFileSize)}
	}
	return out, nil
}
