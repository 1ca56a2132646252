package reports

import (
	"context"
	"fmt"
	"io"

	"gonum.org/v1/plot"

	"github.com/fleetlab/fleetlab/sim"
)

// Files of a report folder (see WriteDir).
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

// writeDir writes the report folder dir: report.md, report.html,
// results.json, results.csv and, for each distribution metric, its bars, "at least k"
// and cumulative plots as PNG and SVG. Every file is rendered in memory
// first, then the whole folder is written beside dir and swapped in: dir
// holds its old report or the complete new one, never a mix, and a failure
// or ctx cancelled leaves no temporary file (see CheckDir for what dir may
// hold). It returns the paths written.
func (r *Run) writeDir(ctx context.Context, dir string) ([]string, error) {
	english, r := r, r.ForPeople() // JSON and CSV keep the file's English
	f := newReportFolder()
	plots := map[string][]string{}
	for i := range r.Result.Metrics {
		m := &r.Result.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		bases, ps := distributionPlots(m, r)
		for k, p := range ps {
			names, err := f.plot(bases[k], p)
			if err != nil {
				return nil, err
			}
			if k < 2 { // the report shows the bars and the "at least k" curve
				plots[m.Name] = append(plots[m.Name], names[0])
			}
		}
	}
	return f.write(ctx, dir,
		func(w io.Writer) error { return writeMarkdown(w, r, plots) },
		func(w io.Writer) error { return writeHTML(w, r) },
		func(w io.Writer) error { return writeJSON(w, english) },
		func(w io.Writer) error { return writeCSV(w, english) })
}
