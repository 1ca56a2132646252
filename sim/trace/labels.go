package trace

import (
	"html"
	"regexp"
	"strconv"
)

// Labels are placed one by one, in the order of their shapes, each at the
// first place around its shape where its box overlaps no label placed
// before it and stays on the table: beside the shape on its right, left,
// above or below, then the diagonals, then the same eight farther out, up
// to labelRings steps away, with a dashed leader line back to the shape
// once it stands apart. Within the first shapeRings steps a place must
// also keep off the small shapes (ships, squadrons), else the nearest
// place free of labels is taken. A label with no free place left is put
// where it overlaps least (TestLabelsDoNotOverlap: 120 ships crowded in a corner
// find free places).

// box is a rectangle in pixels, from (x0, y0) to (x1, y1), y down.
type box struct{ x0, y0, x1, y1 float64 }

func (b box) overlaps(o box) bool {
	return b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1
}

// overlap returns the area b and o share.
func (b box) overlap(o box) float64 {
	w, h := min(b.x1, o.x1)-max(b.x0, o.x0), min(b.y1, o.y1)-max(b.y0, o.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

func (b box) inside(o box) bool { return b.x0 >= o.x0 && b.x1 <= o.x1 && b.y0 >= o.y0 && b.y1 <= o.y1 }

func (b box) centreX() float64 { return (b.x0 + b.x1) / 2 }
func (b box) centreY() float64 { return (b.y0 + b.y1) / 2 }

// pending is a label to place: its text and its shape's centre (x, y) and
// reach r, in pixels.
type pending struct {
	text    string
	x, y, r float64
}

// placed is a label placed: its box, and whether it stands apart from its
// shape, at the end of a leader line from (ax, ay).
type placed struct {
	text   string
	at     box
	leader bool
	ax, ay float64
}

// labelRings is how many steps of labelStep pixels out a label is tried
// before it is put where it overlaps least, shapeRings how many it is
// tried off the small shapes too (smallShape pixels across at most);
// labelGap is the room kept between two labels, so that rounding their
// positions as the SVG writes them never makes them touch.
const (
	labelRings = 40
	shapeRings = 3
	smallShape = 40.0
	labelStep  = 12.0
	labelGap   = 1.0
)

// labelBox returns the box of a label text: its estimated width and
// height in pixels.
func labelBox(text string) (w, h float64) {
	return labelCharW*float64(len([]rune(text))) + 2, labelHeight
}

// placeLabels places labels inside table, none overlapping another where
// it can, and none over a small shape (a ship, a squadron: boxes in small)
// where a place within shapeRings steps allows.
func placeLabels(labels []pending, small []box, table box) []placed {
	out := make([]placed, 0, len(labels))
	// the directions tried, in order: right, left, above, below, then the
	// diagonals (dx, dy: -1 left or above the shape, 1 right or below, 0
	// centred)
	dirs := [8][2]float64{{1, 0}, {-1, 0}, {0, -1}, {0, 1}, {1, -1}, {1, 1}, {-1, -1}, {-1, 1}}
	for _, l := range labels {
		w, h := labelBox(l.text)
		var best, free placed
		bestCost, found := -1.0, false
	search:
		for ring := range labelRings {
			gap := l.r + 2 + float64(ring)*labelStep
			for _, d := range dirs {
				b := besideAt(l.x, l.y, gap, d, w, h)
				at := placed{text: l.text, at: b, leader: ring > 0, ax: l.x, ay: l.y}
				cost := 0.0
				if !b.inside(table) {
					cost += 1e9 // off the table: only when nothing else is left
				}
				apart := box{b.x0 - labelGap, b.y0 - labelGap, b.x1 + labelGap, b.y1 + labelGap}
				for _, o := range out {
					cost += apart.overlap(o.at)
				}
				if bestCost < 0 || cost < bestCost {
					best, bestCost = at, cost
				}
				if cost > 0 {
					continue
				}
				if !found {
					free, found = at, true // the nearest free of labels
				}
				if ring < shapeRings && !coversAny(b, small, l) {
					best = at // free of labels and of small shapes
					break search
				}
				if ring >= shapeRings {
					best = free
					break search
				}
			}
		}
		if found && best != free && bestCost != 0 {
			best = free
		}
		out = append(out, best)
	}
	return out
}

// coversAny reports whether b overlaps a small shape's box other than
// label l's own shape.
func coversAny(b box, small []box, l pending) bool {
	for _, s := range small {
		if b.overlaps(s) && !(s.centreX() == l.x && s.centreY() == l.y) {
			return true
		}
	}
	return false
}

// besideAt returns the box w by h pixels beside the point (x, y), gap
// away in direction d.
func besideAt(x, y, gap float64, d [2]float64, w, h float64) box {
	var x0, y0 float64
	switch d[0] {
	case 1:
		x0 = x + gap
	case -1:
		x0 = x - gap - w
	default:
		x0 = x - w/2
	}
	switch d[1] {
	case 1:
		y0 = y + gap
	case -1:
		y0 = y - gap - h
	default:
		y0 = y - h/2
	}
	if d[0] != 0 && d[1] != 0 { // a diagonal: the corner at gap along 45°
		x0 += -d[0] * gap * (1 - 1/1.4142)
		y0 += -d[1] * gap * (1 - 1/1.4142)
	}
	return box{x0: x0, y0: y0, x1: x0 + w, y1: y0 + h}
}

// LabelBox is a label drawn in a picture and its box in pixels, as
// WriteSVG estimates it, y down.
type LabelBox struct {
	Text           string
	X0, Y0, X1, Y1 float64
}

// Overlaps reports whether b and o share some area.
func (b LabelBox) Overlaps(o LabelBox) bool {
	return box{b.X0, b.Y0, b.X1, b.Y1}.overlaps(box{o.X0, o.Y0, o.X1, o.Y1})
}

// labelText matches a label as WriteSVG writes it.
var labelText = regexp.MustCompile(`<text class="label" x="([-0-9.]+)" y="([-0-9.]+)"[^>]*>([^<]*)</text>`)

// LabelBoxes returns the labels of a picture WriteSVG wrote, each with its
// estimated box: for tests that check that no two overlap.
func LabelBoxes(svg string) []LabelBox {
	var out []LabelBox
	for _, m := range labelText.FindAllStringSubmatch(svg, -1) {
		x, errX := strconv.ParseFloat(m[1], 64)
		y, errY := strconv.ParseFloat(m[2], 64)
		if errX != nil || errY != nil {
			continue
		}
		text := html.UnescapeString(m[3])
		w, h := labelBox(text)
		bottom := y + labelBaseline // the baseline is labelBaseline above the box's bottom
		out = append(out, LabelBox{Text: text, X0: x, Y0: bottom - h, X1: x + w, Y1: bottom})
	}
	return out
}
