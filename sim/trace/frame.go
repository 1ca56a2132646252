package trace

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// Frame is a picture of the table at one moment: its size, in the game's
// own unit (inches for Dropfleet, millimetres for Armada), and the shapes on
// it. Y grows away from player 0's edge, which is drawn at the bottom.
//
// A frame's Name and Title agree: the picture after the set-up is named
// "setup" and titled "Set-up…", the one after turn or round N is named
// "turn-N" or "round-N" (the game's own word) and titled "Turn N…" or
// "Round N…" (SetupFrame, AfterFrame).
type Frame struct {
	// Name is the picture's file name without its extension.
	Name  string
	Title string
	Size  plane.Vec
	// Shapes are drawn in order: later ones on top. Their labels are
	// drawn above every shape, placed so that no two overlap.
	Shapes []Shape
	// Legend says what the picture shows, drawn under the table.
	Legend Legend
}

// Legend explains a frame: the players' names, beside their colours, and
// one line for each kind of mark the picture uses.
type Legend struct {
	Sides [2]string
	Keys  []string
}

// SetupFrame returns an empty frame of the table of size size after the
// set-up, titled "Set-up" and then more (say, ": VP 0–0").
func SetupFrame(size plane.Vec, more string) Frame {
	return Frame{Name: "setup", Title: "Set-up" + more, Size: size}
}

// AfterFrame returns an empty frame of the table of size size after the
// game's unit of play word ("turn", "round") number n, titled "Turn n"
// (or "Round n") and then more.
func AfterFrame(size plane.Vec, word string, n int, more string) Frame {
	return Frame{Name: fmt.Sprintf("%s-%d", word, n), Title: fmt.Sprintf("%s%s %d%s", strings.ToUpper(word[:1]), word[1:], n, more), Size: size}
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
	// Bow, when positive, draws a line this long (in the game's unit)
	// along Heading, from a polygon's centre or a disc's edge: where a
	// ship faces.
	Bow float64
	// Heading is the way the shape faces, a compass bearing in degrees
	// (0 is +Y, clockwise, as plane.Direction).
	Heading float64
	// Arcs are its firing arcs, drawn as pale wedges about its centre.
	Arcs []Wedge
	// Mark is a letter or two written on the shape (a Dropfleet ship's
	// orbital layer).
	Mark string
}

// Wedge is a firing arc: the bearings from From to To, clockwise and
// relative to the shape's heading, in degrees, out to Reach from its
// centre.
type Wedge struct {
	From, To, Reach float64
}

// sideColours are the fill colours of player 0, player 1 and nobody.
var sideColours = map[Side]string{Player0: "#1f77b4", Player1: "#d62728", Neutral: "#7f7f7f"}

// The picture's layout, in pixels: the title's band over the table, a
// legend line's height under it, and a label's font size and estimated
// box (a generous mean width of a character of the sans-serif font).
const (
	titleBand   = 24.0
	legendLine  = 16.0
	labelSize   = 11.0
	labelCharW  = 6.6
	labelHeight = 13.0
	// labelBaseline is how far above its box's bottom a label's baseline
	// is written.
	labelBaseline = 3.0
)

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
	legend := f.legendLines()
	total := titleBand + height + legendLine*float64(len(legend)) + 6
	px := func(v plane.Vec) (float64, float64) { return v.X * scale, titleBand + height - v.Y*scale }
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.1f %.1f\" font-family=\"sans-serif\" font-size=\"%g\">\n",
		width, total, width, total, labelSize)
	fmt.Fprintf(&b, "<rect width=\"%.1f\" height=\"%.1f\" fill=\"white\"/>\n", width, total)
	fmt.Fprintf(&b, "<text class=\"title\" x=\"4\" y=\"16\" font-size=\"14\">%s</text>\n", html.EscapeString(f.Title))
	fmt.Fprintf(&b, "<rect x=\"0\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#0b0d1a\"/>\n", titleBand, width, height)
	var labels []pending
	var small []box // the small shapes, which labels keep off where they can
	for _, s := range f.Shapes {
		colour := colourOf(s.Side)
		opacity := 0.85
		if s.Faded {
			opacity = 0.3
		}
		b.WriteString("<g>")
		if s.Hint != "" {
			fmt.Fprintf(&b, "<title>%s</title>", html.EscapeString(s.Hint))
		}
		var cx, cy, r float64 // the shape's centre and reach in pixels
		if s.Polygon.N > 0 {
			c := polygonCentre(&s.Polygon)
			cx, cy = px(c)
			for i := range s.Polygon.N {
				r = max(r, s.Polygon.V[i].Sub(c).Len()*scale)
			}
		} else {
			cx, cy = px(s.At)
			r = max(s.Radius*scale, 2)
		}
		for _, a := range s.Arcs {
			writeWedge(&b, cx, cy, s.Heading, a, scale, colour)
		}
		if s.Polygon.N > 0 {
			b.WriteString("<polygon points=\"")
			for i := range s.Polygon.N {
				x, y := px(s.Polygon.V[i])
				fmt.Fprintf(&b, "%.1f,%.1f ", x, y)
			}
			fmt.Fprintf(&b, "\" fill=\"%s\" fill-opacity=\"%.2f\" stroke=\"white\" stroke-width=\"0.5\"/>", colour, opacity)
		} else {
			fmt.Fprintf(&b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" fill-opacity=\"%.2f\" stroke=\"white\" stroke-width=\"0.5\"/>",
				cx, cy, r, colour, opacity)
		}
		if s.Bow > 0 { // from a disc's edge, or a polygon's centre
			d, from := plane.Direction(s.Heading), 0.0
			if s.Polygon.N == 0 {
				from = r
			}
			fmt.Fprintf(&b, "<line class=\"bow\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"white\" stroke-width=\"2\" stroke-opacity=\"%.2f\"/>",
				cx+d.X*from, cy-d.Y*from, cx+d.X*(from+s.Bow*scale), cy-d.Y*(from+s.Bow*scale), max(opacity, 0.5))
		}
		if s.Mark != "" {
			fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%.1f\" fill=\"white\" font-size=\"9\" font-weight=\"bold\" text-anchor=\"middle\">%s</text>",
				cx, cy+3, html.EscapeString(s.Mark))
		}
		b.WriteString("</g>\n")
		if s.Label != "" {
			labels = append(labels, pending{text: s.Label, x: cx, y: cy, r: r})
		}
		if r <= smallShape {
			small = append(small, box{cx - r, cy - r, cx + r, cy + r})
		}
	}
	for _, l := range placeLabels(labels, small, box{x0: 0, y0: titleBand, x1: width, y1: titleBand + height}) {
		if l.leader {
			fmt.Fprintf(&b, "<line class=\"leader\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"white\" stroke-width=\"0.8\" stroke-opacity=\"0.9\" stroke-dasharray=\"2,2\"/>\n",
				l.ax, l.ay, l.at.centreX(), l.at.centreY())
		}
		fmt.Fprintf(&b, "<text class=\"label\" x=\"%.1f\" y=\"%.1f\" fill=\"white\" stroke=\"#0b0d1a\" stroke-width=\"3\" paint-order=\"stroke\">%s</text>\n",
			l.at.x0, l.at.y1-labelBaseline, html.EscapeString(l.text))
	}
	f.writeLegend(&b, legend, titleBand+height)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// colourOf returns side's fill colour.
func colourOf(side Side) string {
	if c := sideColours[side]; c != "" {
		return c
	}
	return sideColours[Neutral]
}

// polygonCentre returns the mean of p's vertices.
func polygonCentre(p *plane.Polygon) plane.Vec {
	var c plane.Vec
	for i := range p.N {
		c = c.Add(p.V[i])
	}
	return c.Scale(1 / float64(p.N))
}

// writeWedge draws firing arc a of a shape centred at pixel (cx, cy)
// facing heading.
func writeWedge(b *strings.Builder, cx, cy, heading float64, a Wedge, scale float64, colour string) {
	r := a.Reach * scale
	at := func(bearing float64) (float64, float64) {
		d := plane.Direction(heading + bearing)
		return cx + d.X*r, cy - d.Y*r
	}
	x0, y0 := at(a.From)
	x1, y1 := at(a.To)
	large := 0
	if math.Mod(a.To-a.From+720, 360) > 180 {
		large = 1
	}
	fmt.Fprintf(b, "<path class=\"arc\" d=\"M%.1f,%.1f L%.1f,%.1f A%.1f,%.1f 0 %d 1 %.1f,%.1f Z\" fill=\"%s\" fill-opacity=\"0.12\" stroke=\"%s\" stroke-opacity=\"0.9\" stroke-width=\"1\"/>",
		cx, cy, x0, y0, r, r, large, x1, y1, colour, colour)
}

// legendLines returns the legend's lines: the sides, then the keys.
func (f *Frame) legendLines() []string {
	var lines []string
	if f.Legend.Sides != [2]string{} {
		lines = append(lines, "")
	}
	return append(lines, f.Legend.Keys...)
}

// writeLegend draws the legend's lines under the table, whose bottom is
// at pixel top: a first line of the sides' colours and names, when
// named, then each key.
func (f *Frame) writeLegend(b *strings.Builder, lines []string, top float64) {
	if len(lines) == 0 {
		return
	}
	b.WriteString("<g class=\"legend\">\n")
	y := top + legendLine
	k := 0
	if f.Legend.Sides != [2]string{} {
		x := 4.0
		for i, name := range append(f.Legend.Sides[:], "scenery, objectives") {
			side := Side(i)
			if i == 2 {
				side = Neutral
			}
			fmt.Fprintf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%.1f\" y=\"%.1f\">%s</text>\n",
				x, y-9, colourOf(side), x+14, y, html.EscapeString(name))
			x += 14 + labelCharW*float64(len([]rune(name))) + 16
		}
		y += legendLine
		k = 1
	}
	for _, line := range lines[k:] {
		fmt.Fprintf(b, "<text x=\"4\" y=\"%.1f\">%s</text>\n", y, html.EscapeString(line))
		y += legendLine
	}
	b.WriteString("</g>\n")
}

// NameAgrees reports whether a picture's file name and its title agree by
// the convention of SetupFrame and AfterFrame: "setup" titled "Set-up…",
// "turn-N" titled "Turn N…", "round-N" titled "Round N…", the title going
// on with no further digit.
func NameAgrees(name, title string) bool {
	want := "Set-up"
	if name != "setup" {
		word, n, ok := strings.Cut(name, "-")
		if !ok || word == "" || n == "" || strings.Trim(n, "0123456789") != "" {
			return false
		}
		want = strings.ToUpper(word[:1]) + word[1:] + " " + n
	}
	rest, ok := strings.CutPrefix(title, want)
	return ok && (rest == "" || !strings.ContainsAny(rest[:1], "0123456789"))
}
