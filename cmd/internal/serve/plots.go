package serve

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"strings"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/fleetlab/fleetlab/reports"
)

// plotWidth and plotHeight are the size of the report's plot files
// (reports' plotWidth, plotHeight).
const plotWidth, plotHeight = 7 * vg.Inch, 4.5 * vg.Inch

// hover is a region of a plot, in data coordinates, and what hovering it
// shows: a value and its interval. A column (a bar, a point) spans the
// plot's whole height; a cell (of a heat map) spans y0 to y1 as well.
type hover struct {
	x0, x1 float64
	y0, y1 float64 // a cell's rows; unused for a column
	cell   bool
	text   string
}

// column is a hover region from x0 to x1 over the plot's whole height.
func column(x0, x1 float64, text string) hover { return hover{x0: x0, x1: x1, text: text} }

// svgFigure draws f as inline SVG, as the report does, and lays over its
// data the hover regions, each a transparent rectangle that carries its
// text as an SVG <title> (the browser's tooltip) and as data-tip, which
// the page's script shows at once.
func svgFigure(f reports.Figure, hovers []hover) (template.HTML, error) {
	c := vgsvg.New(plotWidth, plotHeight)
	f.Draw(draw.New(c))
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return "", err
	}
	svg := buf.String()
	if i := strings.Index(svg, "<svg"); i >= 0 {
		svg = svg[i:]
	}
	svg = strings.Replace(svg, "<svg ", `<svg class="plot" role="img" `, 1)
	p, on, ok := reports.DataPlot(f, draw.New(vgsvg.New(plotWidth, plotHeight)))
	if !ok || len(hovers) == 0 {
		return template.HTML(svg), nil // gonum's SVG of our own plot
	}
	da := p.DataCanvas(on)
	x, y := p.Transforms(&da)
	h := plotHeight.Points()
	var g strings.Builder
	g.WriteString(`<g class="hover">`)
	for _, hv := range hovers {
		lo, hi := p.Y.Min, p.Y.Max
		if hv.cell {
			lo, hi = hv.y0, hv.y1
		}
		x0, x1 := x(hv.x0).Points(), x(hv.x1).Points()
		top, bottom := y(hi).Points(), y(lo).Points()
		fmt.Fprintf(&g, `<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" data-tip="%s"><title>%s</title></rect>`,
			x0, h-top, x1-x0, top-bottom, html.EscapeString(hv.text), html.EscapeString(hv.text))
	}
	g.WriteString(`</g>`)
	if i := strings.LastIndex(svg, "</svg>"); i >= 0 {
		svg = svg[:i] + g.String() + svg[i:]
	}
	return template.HTML(svg), nil // gonum's SVG of our own plot, and escaped texts
}
