package reports

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/fleetlab/fleetlab/sim"
)

// Files written by WriteDir.
const (
	ReportFile = "report.md"
	JSONFile   = "results.json"
	CSVFile    = "results.csv"
)

// PlotFile returns the file name of a metric's plot.
func PlotFile(metric string) string { return metric + ".png" }

// WriteDir writes the report folder dir: report.md, results.json,
// results.csv and one PNG plot per distribution metric. Every file is
// rendered in memory first and then moved into place, so a failure leaves
// no half-written file. It returns the paths written.
func WriteDir(dir string, r *Run) ([]string, error) {
	files := map[string][]byte{}
	var order []string
	add := func(name string, data []byte) {
		files[name] = data
		order = append(order, name)
	}
	plots := map[string]string{}
	for i := range r.Result.Metrics {
		m := &r.Result.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		p, err := DistributionPlot(m, r.Scenario)
		if err != nil {
			continue // too wide to draw: the tables still hold it
		}
		c := vgimg.PngCanvas{Canvas: vgimg.New(6*vg.Inch, 4*vg.Inch)}
		p.Draw(draw.New(c))
		var buf bytes.Buffer
		if _, err := c.WriteTo(&buf); err != nil {
			return nil, fmt.Errorf("plot %s: %w", m.Name, err)
		}
		name := PlotFile(m.Name)
		plots[m.Name] = name
		add(name, buf.Bytes())
	}
	var md, js, csv bytes.Buffer
	if err := WriteMarkdown(&md, r, plots); err != nil {
		return nil, err
	}
	if err := WriteJSON(&js, r); err != nil {
		return nil, err
	}
	if err := WriteCSV(&csv, r); err != nil {
		return nil, err
	}
	add(ReportFile, md.Bytes())
	add(JSONFile, js.Bytes())
	add(CSVFile, csv.Bytes())

	return writeFiles(dir, order, files)
}

// writeFiles creates dir and writes files[name] for each name of order,
// each atomically, returning the paths written.
func writeFiles(dir string, order []string, files map[string][]byte) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var written []string
	for _, name := range order {
		path := filepath.Join(dir, name)
		if err := writeAtomic(path, files[name]); err != nil {
			return written, err
		}
		written = append(written, path)
	}
	return written, nil
}

// writeAtomic writes data to a temporary file beside path and renames it
// into place.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+"-*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, errors.Join(werr, cerr))
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
