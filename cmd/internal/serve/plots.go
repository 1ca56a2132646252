package serve

import (
	"bytes"
	"fmt"
	"html"
	"html/template"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/fleetlab/fleetlab/reports"
)

// plotWidth and plotHeight are the size of the report's plot files
// (reports' plotWidth, plotHeight).
const plotWidth, plotHeight = 7 * vg.Inch, 4.5 * vg.Inch

// hover is a region of a plot, in data coordinates (a column from x0 to x1,
// the plot's whole height), and what hovering it shows: a value and its
// interval.
type hover struct {
	x0, x1 float64
	text   string
}

// svgFigure draws f as inline SVG, as the report does, and lays over it
// one transparent column per hover region of the plot p (nil for a figure
// with no hover regions, such as a heat map whose cells are labelled). Each
// column carries its text as an SVG <title> (the browser's tooltip) and as
// data-tip, which the page's script shows at once.
func svgFigure(f reports.Figure, p *plot.Plot, hovers []hover) (template.HTML, error) {
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
	if p != nil && len(hovers) > 0 {
		da := p.DataCanvas(draw.New(vgsvg.New(plotWidth, plotHeight)))
		x, y := p.Transforms(&da)
		top, bottom := y(p.Y.Max).Points(), y(p.Y.Min).Points()
		h := plotHeight.Points()
		var g strings.Builder
		g.WriteString(`<g class="hover">`)
		for _, hv := range hovers {
			x0, x1 := x(hv.x0).Points(), x(hv.x1).Points()
			fmt.Fprintf(&g, `<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" data-tip="%s"><title>%s</title></rect>`,
				x0, h-top, x1-x0, top-bottom, html.EscapeString(hv.text), html.EscapeString(hv.text))
		}
		g.WriteString(`</g>`)
		if i := strings.LastIndex(svg, "</svg>"); i >= 0 {
			svg = svg[:i] + g.String() + svg[i:]
		}
	}
	return template.HTML(svg), nil // gonum's SVG of our own plot, and escaped texts
}
