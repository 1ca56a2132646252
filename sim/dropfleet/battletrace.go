package dropfleet

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// Trace sets the recorder the following trials write to (nil: off): a
// State is [sim.Traceable]. A battle logs, under a heading per turn, each
// activation and its order, ships destroyed, the Roundup (initiative,
// ground combat, landings, surveys, scores) and the result, and adds a
// picture of the table at the end of each turn (Frame). Recording draws
// no dice and changes nothing a trial records. A traced state plays its
// script without plans (plan.go), which log nothing.
func (s *State) Trace(r *trace.Recorder) {
	s.rec = r
	if r != nil {
		s.plans = nil
		s.way = s.chooseWay()
	}
}

var _ sim.Traceable = (*State)(nil)

// Frame returns a picture of the table at the end of turn t, or after the
// set-up when t is 0: each ship on the table (its flight stem, marked with
// its orbital layer, its bow and its weapons' firing arcs, labelled with
// its ID), faded where destroyed; each sector, coloured by its holder,
// with its tokens in the hint; each cluster's centre; scenery pieces and
// stations; and a legend. Its name and title agree: "setup" titled
// "Set-up", "turn-N" titled "Turn N".
func (s *State) Frame(t int) trace.Frame {
	g := s.Model
	size, score := plane.Vec{X: TableSize, Y: TableSize}, fmt.Sprintf(": VP %d–%d", s.battle.VP[0], s.battle.VP[1])
	f := trace.AfterFrame(size, "turn", t, score)
	if t == 0 {
		f = trace.SetupFrame(size, score)
	}
	f.Legend = frameLegend(g, s.battle.anomaly.on)
	if g.Battle != nil {
		for c, spec := range g.Battle.Clusters {
			cl := &s.battle.clusters[c]
			f.Shapes = append(f.Shapes, trace.Shape{At: spec.Centre, Radius: 4, Side: trace.Side(cl.Holder()), Label: spec.Name, Faded: true,
				Hint: fmt.Sprintf("%s cluster %s, held by %d", spec.Size, spec.Name, cl.Holder())})
			for k, sec := range spec.Sectors {
				st := &cl.Sectors[k]
				f.Shapes = append(f.Shapes, trace.Shape{At: sec.At, Radius: SectorRadius, Side: trace.Side(st.Holder()),
					Hint: fmt.Sprintf("%s: tokens %v (infantry, armour, battery per player)", sec.Type, st.Tokens)})
			}
		}
		f.Shapes = s.worldShapes(f.Shapes) // scenery and stations (scenery.go)
	}
	if a := &s.battle.anomaly; a.on {
		f.Shapes = append(f.Shapes, trace.Shape{At: a.at, Radius: AnomalyReach, Side: trace.Side(-1), Label: "anomaly", Faded: true,
			Hint: fmt.Sprintf("the Anomaly, facing %s", s.anomalyFacing())})
	}
	for i := range g.Ships {
		if !s.entered[g.Ships[i].Battlegroup] {
			continue
		}
		sh := &s.Ships[i]
		f.Shapes = append(f.Shapes, trace.Shape{At: sh.Pos, Radius: 0.6, Side: trace.Side(g.Ships[i].Fleet % Players),
			Label: g.Ships[i].ID, Hint: shipHint(g.Ships[i].ID, sh), Faded: sh.Hull <= 0,
			Bow: frameBow, Heading: sh.Heading, Arcs: arcWedges(&g.Ships[i].Profile), Mark: layerMarks[sh.Layer]})
	}
	return f
}

// frameBow and frameArcReach are how long a ship's bow line and the
// wedges of its firing arcs are drawn, in inches.
const (
	frameBow      = 1.6
	frameArcReach = 1.8
)

// layerMarks are the letters a picture marks a ship's orbital layer with.
var layerMarks = [...]string{LayerNone: "", HighOrbit: "H", LowOrbit: "L", Atmosphere: "A"}

// frameLegend returns the legend of g's pictures, with The Anomaly when
// it is on the table.
func frameLegend(g *Model, anomaly bool) trace.Legend {
	var l trace.Legend
	for f := range g.Fleets {
		l.Sides[f%Players] = g.Fleets[f].Name
	}
	l.Keys = []string{
		"ship: a dot at its flight stem, marked H, L or A (High Orbit, Low Orbit, Atmosphere); white line: its bow",
		"pale wedges: its weapons' firing arcs (F, F(N), S, R); faded: destroyed",
		"large pale discs: clusters, their sectors coloured by holder (grey: nobody's); rectangles: scenery",
	}
	if anomaly {
		l.Keys = append(l.Keys, "pale disc labelled anomaly: The Anomaly's reach")
	}
	return l
}

// arcWedges returns the wedges of the firing arcs of profile p's weapons,
// each arc once.
func arcWedges(p *Profile) []trace.Wedge {
	var seen [RearArc + 1]bool
	var w []trace.Wedge
	add := func(from, to float64) { w = append(w, trace.Wedge{From: from, To: to, Reach: frameArcReach}) }
	for _, wp := range p.Weapons {
		a := wp.Arc
		if int(a) >= len(seen) || seen[a] {
			continue
		}
		seen[a] = true
		switch a {
		case FrontArc:
			add(-45, 45)
		case NarrowFrontArc:
			add(-NarrowArcDegrees/2.0, NarrowArcDegrees/2.0)
		case SideArc:
			add(45, 135)
			add(-135, -45)
		case LeftArc:
			add(-135, -45)
		case RightArc:
			add(45, 135)
		case RearArc:
			add(135, 225)
		}
	}
	return w
}
