package reports

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// reportExts are the kinds of file a report folder holds.
var reportExts = []string{".md", ".html", ".json", ".csv", ".png", ".svg"}

// PartFile is the file of a shard's partial result, alone in its folder.
const PartFile = "part.json"

// MarkerFile is the mark fleetlab leaves in every report and part folder
// it writes, and by which alone it knows a folder it may replace: a folder
// of someone else's results.json and notes is never taken for a report.
const MarkerFile = "fleetlab-report.txt"

// markerText is MarkerFile's content, for whoever opens it.
const markerText = "This folder was written by fleetlab (a report or a shard's part). fleetlab replaces the whole folder when it writes here again: keep nothing else in it.\n"

// CheckDir reports whether dir can take a report. Writing a report replaces
// the whole folder, so dir must not exist yet, or be an empty folder, or
// hold an earlier report or part of fleetlab's: its MarkerFile beside
// files of the kinds a report holds (Markdown, HTML, JSON, CSV, PNG, SVG)
// and nothing else. A results.json alone does not make a folder a report
// (a folder of someone else's results had its .md and .csv wiped).
func CheckDir(dir string) error {
	info, err := os.Stat(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return Msgf("exists and is not a folder")
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	if len(entries) == 0 {
		return nil
	}
	var foreign []string
	report := false
	for _, e := range entries {
		if e.Name() == MarkerFile && e.Type().IsRegular() {
			report = true
			continue
		}
		if !e.Type().IsRegular() || !slices.Contains(reportExts, strings.ToLower(filepath.Ext(e.Name()))) {
			foreign = append(foreign, e.Name())
		}
	}
	switch {
	case len(foreign) > 0:
		return Msgf("holds %s, which a report does not; a report replaces its whole folder, so give a new or empty folder or an earlier report's", strings.Join(foreign[:min(len(foreign), 3)], ", "))
	case !report:
		return Msgf("holds no %s, so it is not an earlier report; a report replaces its whole folder, so give a new or empty folder or an earlier report's", MarkerFile)
	}
	return nil
}

// WritePart replaces the folder dir by one holding a shard's partial
// result, data, as PartFile: written beside dir and swapped in whole, as
// WriteDir writes a report. It returns the path written.
func WritePart(ctx context.Context, dir string, data []byte) ([]string, error) {
	return writeFiles(ctx, dir, []string{PartFile}, map[string][]byte{PartFile: data})
}

// writeFile writes one file of a report, and exchange swaps two folders;
// tests replace them to make a write fail or to play the fallback of
// systems without an atomic exchange.
var (
	writeFile = os.WriteFile
	exchange  = exchangeDirs
)

// unfinished holds the temporary folders of reports being written, for
// RemoveUnfinished; busy is held while a folder is written and swapped in.
var unfinished = struct {
	sync.Mutex
	dirs map[string]bool
	busy chan struct{}
}{dirs: map[string]bool{}, busy: make(chan struct{}, 1)}

// RemoveUnfinished removes the temporary folders of the reports being
// written, for a process about to exit at once (a second Ctrl-C). It waits
// a moment for a folder being swapped in, so that the target is left
// holding the old report or the new one, never neither.
func RemoveUnfinished() {
	select {
	case unfinished.busy <- struct{}{}:
		defer func() { <-unfinished.busy }()
	case <-time.After(250 * time.Millisecond):
	}
	unfinished.Lock()
	defer unfinished.Unlock()
	for d := range unfinished.dirs {
		os.RemoveAll(d)
	}
}

// track records (or, with on false, forgets) a temporary folder.
func track(dir string, on bool) {
	unfinished.Lock()
	defer unfinished.Unlock()
	if on {
		unfinished.dirs[dir] = true
	} else {
		delete(unfinished.dirs, dir)
	}
}

// writeFiles replaces the folder dir by one holding exactly files[name] for
// each name of order, and returns the paths written. It writes the files
// into a temporary folder beside dir and swaps it in whole, so dir holds
// either its old report or the complete new one: a failed write, or ctx
// cancelled before the swap, leaves dir as it was and no temporary file.
func writeFiles(ctx context.Context, dir string, order []string, files map[string][]byte) ([]string, error) {
	if err := CheckDir(dir); err != nil {
		return nil, err
	}
	target := filepath.Clean(dir)
	if real, err := filepath.EvalSymlinks(target); err == nil {
		target = real // replace the folder a link points to, not the link
	}
	parent := filepath.Dir(target)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	unfinished.busy <- struct{}{}
	defer func() { <-unfinished.busy }()
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(target)+".tmp-*")
	if err != nil {
		return nil, err
	}
	track(tmp, true)
	defer track(tmp, false)
	defer os.RemoveAll(tmp) // after the swap it holds the old report, if any
	if err := os.Chmod(tmp, 0o755); err != nil {
		return nil, err
	}
	if err := writeFile(filepath.Join(tmp, MarkerFile), []byte(markerText), 0o644); err != nil {
		return nil, fmt.Errorf("write %s: %w", MarkerFile, err)
	}
	for _, name := range order {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := writeFile(filepath.Join(tmp, name), files[name], 0o644); err != nil {
			return nil, fmt.Errorf("write %s: %w", name, err)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := swapIn(tmp, target); err != nil {
		return nil, err
	}
	paths := make([]string, len(order))
	for i, name := range order {
		paths[i] = filepath.Join(dir, name)
	}
	return paths, nil
}

// swapIn puts the folder tmp in the place of dir. Afterwards tmp is gone
// or holds the old dir, for the caller to remove.
func swapIn(tmp, dir string) error {
	if os.Rename(tmp, dir) == nil { // dir did not exist or was empty
		return nil
	}
	if exchange(tmp, dir) == nil { // one atomic step where the system has it
		return nil
	}
	// elsewhere two renames: dir is missing for an instant, and put back
	// if the second rename fails
	old := tmp + ".old"
	if err := os.Rename(dir, old); err != nil {
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		if back := os.Rename(old, dir); back != nil {
			return fmt.Errorf("%w; the old report is in %s", err, old)
		}
		return err
	}
	return os.Rename(old, tmp)
}

// reportFolder gathers a report folder's files in memory, plots first,
// before writeFiles swaps the folder into place: the one way every --out
// folder (run, sweep, comparison, comparison sweep, table) is put together.
type reportFolder struct {
	files map[string][]byte
	order []string
}

func newReportFolder() *reportFolder { return &reportFolder{files: map[string][]byte{}} }

// plot adds plot p as base.png and base.svg and returns their names.
func (f *reportFolder) plot(base string, p Figure) ([]string, error) {
	names, err := addPlot(f.files, base, p)
	if err != nil {
		return nil, err
	}
	f.order = append(f.order, names...)
	return names, nil
}

// write renders report.md, report.html, results.json and results.csv with
// the writers given and writes the folder dir whole (see writeFiles). It
// returns the paths written.
func (f *reportFolder) write(ctx context.Context, dir string, md, html, json, csv func(io.Writer) error) ([]string, error) {
	for _, d := range []struct {
		name  string
		write func(io.Writer) error
	}{{ReportFile, md}, {HTMLFile, html}, {JSONFile, json}, {CSVFile, csv}} {
		var b bytes.Buffer
		if err := d.write(&b); err != nil {
			return nil, err
		}
		f.files[d.name] = b.Bytes()
		f.order = append(f.order, d.name)
	}
	return writeFiles(ctx, dir, f.order, f.files)
}
