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

// Frame returns a picture of the table at the end of turn t: each ship on
// the table (its flight stem, labelled with its ID and layer), faded where
// destroyed; each sector, coloured by its holder, with its tokens in the
// hint; each cluster's centre; scenery pieces and stations.
func (s *State) Frame(t int) trace.Frame {
	g := s.Model
	f := trace.Frame{Title: fmt.Sprintf("Turn %d: VP %d–%d", t, s.battle.VP[0], s.battle.VP[1]), Size: plane.Vec{X: TableSize, Y: TableSize}}
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
			Label: g.Ships[i].ID, Hint: shipHint(g.Ships[i].ID, sh), Faded: sh.Hull <= 0})
	}
	return f
}
