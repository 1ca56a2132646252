package reports

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"

	"github.com/fleetlab/fleetlab/sim"
)

// Files written by WriteDir.
const (
	ReportFile = "report.md"
	JSONFile   = "results.json"
	CSVFile    = "results.csv"
)

// PlotFile returns the file name of a metric's main plot (PNG).
func PlotFile(metric string) string { return metric + ".png" }

// addPlot renders p as PNG and SVG under base, adds both to files, and
// returns their names, PNG first.
func addPlot(files map[string][]byte, base string, p Figure) ([]string, error) {
	png, err := renderPNG(p)
	if err != nil {
		return nil, fmt.Errorf("plot %s: %w", base, err)
	}
	svg, err := renderSVG(p)
	if err != nil {
		return nil, fmt.Errorf("plot %s: %w", base, err)
	}
	files[base+".png"], files[base+".svg"] = png, svg
	return []string{base + ".png", base + ".svg"}, nil
}

// distributionPlots returns the three plots of a distribution metric, with
// their file bases: the bars of P(=k), the "at least k" curve and the
// cumulative curve.
func distributionPlots(m *sim.MetricResult, r *Run) (bases []string, plots []*plot.Plot) {
	c := runContext(r)
	if p, err := DistributionPlot(m, c); err == nil {
		bases, plots = append(bases, m.Name), append(plots, p)
	}
	if p, err := CurvePlot(m, true, c); err == nil {
		bases, plots = append(bases, m.Name+"_at_least"), append(plots, p)
	}
	if p, err := CurvePlot(m, false, c); err == nil {
		bases, plots = append(bases, m.Name+"_cumulative"), append(plots, p)
	}
	return bases, plots
}

// WriteDir writes the report folder dir: report.md, report.html,
// results.json, results.csv and, for each distribution metric, its bars, "at least k"
// and cumulative plots as PNG and SVG. Every file is rendered in memory
// first and then moved into place, so a failure leaves no half-written
// file. It returns the paths written.
func WriteDir(dir string, r *Run) ([]string, error) {
	files := map[string][]byte{}
	var order []string
	plots := map[string][]string{}
	for i := range r.Result.Metrics {
		m := &r.Result.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		bases, ps := distributionPlots(m, r)
		for k, p := range ps {
			names, err := addPlot(files, bases[k], p)
			if err != nil {
				return nil, err
			}
			order = append(order, names...)
			if k < 2 { // the report shows the bars and the "at least k" curve
				plots[m.Name] = append(plots[m.Name], names[0])
			}
		}
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
	page, err := htmlBytes(func(w io.Writer) error { return WriteHTML(w, r) })
	if err != nil {
		return nil, err
	}
	files[ReportFile], files[HTMLFile], files[JSONFile], files[CSVFile] = md.Bytes(), page, js.Bytes(), csv.Bytes()
	order = append(order, ReportFile, HTMLFile, JSONFile, CSVFile)
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
