package trace

import (
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// Frame is a picture of the table at one moment: its size, in the game's
// own unit (inches for Dropfleet, millimetres for Armada), and the shapes on
// it. Y grows away from player 0's edge, which is drawn at the bottom.
type Frame struct {
	Title string
	Size  plane.Vec
	// Shapes are drawn in order: later ones on top.
	Shapes []Shape
}

// Side says whose a shape is: player 0, player 1, or nobody's.
type Side int8

// The sides a shape can belong to.
const (
	Neutral Side = -1
	Player0 Side = 0
	Player1 Side = 1
)

// Shape is one thing on the table: a polygon (a ship's base, an obstacle,
// a zone) when Polygon has vertices, else a disc of radius Radius at At (a
// squadron, a sector, a flight stem). Label is written beside it, and Hint
// is shown when the pointer rests on it. Faded draws it pale (a destroyed
// ship, a zone).
type Shape struct {
	Polygon plane.Polygon
	At      plane.Vec
	Radius  float64
	Side    Side
	Label   string
	Hint    string
	Faded   bool
}

// sideColours are the fill colours of player 0, player 1 and nobody.
var sideColours = map[Side]string{Player0: "#1f77b4", Player1: "#d62728", Neutral: "#7f7f7f"}

// WriteSVG writes f as a standalone SVG picture, scale pixels to the unit
// (about 800 pixels across when scale is 0).
func (f *Frame) WriteSVG(w io.Writer, scale float64) error {
	if f.Size.X <= 0 || f.Size.Y <= 0 {
		return fmt.Errorf("trace: frame %q has no size", f.Title)
	}
	if scale <= 0 {
		scale = 800 / f.Size.X
	}
	width, height := f.Size.X*scale, f.Size.Y*scale
	top := 24.0 // room for the title
	y := func(v float64) float64 { return top + height - v*scale }
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.1f %.1f\" font-family=\"sans-serif\" font-size=\"11\">\n",
		width, height+top, width, height+top)
	fmt.Fprintf(&b, "<text x=\"4\" y=\"16\" font-size=\"14\">%s</text>\n", html.EscapeString(f.Title))
	fmt.Fprintf(&b, "<rect x=\"0\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#0b0d1a\"/>\n", top, width, height)
	for _, s := range f.Shapes {
		colour := sideColours[s.Side]
		if colour == "" {
			colour = sideColours[Neutral]
		}
		opacity := 0.85
		if s.Faded {
			opacity = 0.3
		}
		b.WriteString("<g>")
		if s.Hint != "" {
			fmt.Fprintf(&b, "<title>%s</title>", html.EscapeString(s.Hint))
		}
		var lx, ly float64
		if s.Polygon.N > 0 {
			b.WriteString("<polygon points=\"")
			for i := range s.Polygon.N {
				v := s.Polygon.V[i]
				fmt.Fprintf(&b, "%.1f,%.1f ", v.X*scale, y(v.Y))
				lx, ly = max(lx, v.X*scale), max(ly, y(v.Y))
			}
			fmt.Fprintf(&b, "\" fill=\"%s\" fill-opacity=\"%.2f\" stroke=\"white\" stroke-width=\"0.5\"/>", colour, opacity)
		} else {
			r := max(s.Radius*scale, 2)
			fmt.Fprintf(&b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" fill-opacity=\"%.2f\" stroke=\"white\" stroke-width=\"0.5\"/>",
				s.At.X*scale, y(s.At.Y), r, colour, opacity)
			lx, ly = s.At.X*scale+r, y(s.At.Y)
		}
		if s.Label != "" {
			fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" fill=\"white\">%s</text>", lx+2, ly, html.EscapeString(s.Label))
		}
		b.WriteString("</g>\n")
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
