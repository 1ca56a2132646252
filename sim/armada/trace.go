package armada

import (
	"fmt"
	"strings"

	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// Trace implements [sim.Traceable]: the following games write to r (nil:
// off). A battle logs its set-up, each round's dials, activations,
// attacks with their dice, tokens and damage, maneuvers, and the score,
// under a heading per round, and adds a picture of the table after the
// set-up and after each round; a script logs its attacks. Every call site
// checks r.On() first, so tracing off costs a nil check.
func (s *State) Trace(r *trace.Recorder) { s.rec = r }

// traceSetUp logs the set-up just played and pictures the table.
func (s *State) traceSetUp() {
	g, rec := s.Model, s.rec
	rec.Heading("Set-up")
	b := g.Battle
	rec.Logf("fleet points: %s %d, %s %d; %s is first player", b.Fleets[0], g.FleetPoints(0), b.Fleets[1], g.FleetPoints(1), b.Fleets[s.first])
	for i := range s.obstacles {
		c := centre(&s.obstacles[i].Polygon)
		rec.Logf("%s at (%.0f, %.0f)", s.obstacles[i].Kind, c.X, c.Y)
	}
	rec.Logf("pass tokens: %s %d, %s %d", b.Fleets[0], s.game.passTokens[0], b.Fleets[1], s.game.passTokens[1])
	for i := range g.Units {
		u, st := &g.Units[i], &s.Units[i]
		if u.Profile.Squadron {
			rec.Logf("%s deploys %s at (%.0f, %.0f)", b.Fleets[u.Player], u.ID, st.At.At.X, st.At.At.Y)
		} else {
			rec.Logf("%s deploys %s at (%.0f, %.0f) heading %.0f°, speed %d", b.Fleets[u.Player], u.ID, st.At.At.X, st.At.At.Y, st.At.Heading, st.Speed)
		}
	}
	rec.AddFrame(s.frame(0))
}

// traceDials logs each ship's command stack after the Command Phase.
func (s *State) traceDials() {
	for i := range s.Model.Units {
		u, st := &s.Model.Units[i], &s.Units[i]
		if u.Profile.Squadron || st.Destroyed {
			continue
		}
		dials := make([]string, st.NDials)
		for k := range dials {
			dials[k] = st.Dials[k].String()
		}
		s.rec.Logf("%s's dials: %s", u.ID, strings.Join(dials, ", "))
	}
}

// traceAttack logs attack a, resolved.
func (s *State) traceAttack(a *Attack) {
	g := s.Model
	att, def := g.Units[a.Attacker].ID, g.Units[a.Defender].ID
	if a.Defender == a.Attacker {
		s.rec.Logf("%s finds no target", att)
		return
	}
	if a.Cancelled {
		s.rec.Logf("%s attacks %s: cancelled (no dice)", att, def)
		return
	}
	from, to := "", ""
	if !g.Units[a.Attacker].Profile.Squadron {
		from = " (" + a.From.String() + ")"
	}
	if !g.Units[a.Defender].Profile.Squadron {
		to = " (" + a.Zone.String() + ")"
	}
	var tokens []string
	for t := range TokenType(tokenTypes) {
		if a.spentType[t] {
			tokens = append(tokens, t.String())
		}
	}
	extra := ""
	if a.Obstructed {
		extra = ", obstructed"
	}
	if len(tokens) > 0 {
		extra += ", defender spends " + strings.Join(tokens, ", ")
	}
	st := &s.Units[a.Defender]
	s.rec.Logf("%s%s attacks %s%s at %s range%s: [%s] → %d damage%s", att, from, def, to, a.Range, extra,
		diceText(a), a.Damage, destroyedNote(st))
}

// diceText lists attack a's final pool, its removed dice left out.
func diceText(a *Attack) string {
	var dice []string
	for i := range a.N {
		if d := a.Pool[i]; d.Face != FaceNone {
			dice = append(dice, d.Colour.String()+" "+d.Face.String())
		}
	}
	return strings.Join(dice, ", ")
}

func destroyedNote(st *UnitState) string {
	if st.Destroyed {
		return "; destroyed"
	}
	return fmt.Sprintf("; %d damage cards (%d faceup)", st.Cards, faceup(st))
}

func faceup(st *UnitState) int {
	n := 0
	for _, c := range st.Faceup {
		n += int(c)
	}
	return n
}

// traceManeuver logs ship u's maneuver, just executed.
func (s *State) traceManeuver(u int, c Course) {
	st := &s.Units[u]
	if st.Destroyed {
		s.rec.Logf("%s maneuvers off the table: destroyed", s.Model.Units[u].ID)
		return
	}
	yaw := make([]string, st.SpeedUsed)
	for j := range yaw {
		yaw[j] = fmt.Sprintf("%+d", c.Yaw[j])
	}
	note := ""
	if st.Overlapped {
		note = ", overlapping"
	}
	s.rec.Logf("%s moves at speed %d (dial %d), yaw [%s], to (%.0f, %.0f) heading %.0f°%s", s.Model.Units[u].ID,
		st.SpeedUsed, st.Speed, strings.Join(yaw, " "), st.At.At.X, st.At.At.Y, st.At.Heading, note)
}

// traceRoundEnd logs the score so far and pictures the table.
func (s *State) traceRoundEnd(round int) {
	b := s.Model.Battle
	rules := b.Score
	rules.VictoryTokenValue = s.game.obj.played.VictoryTokenValue()
	s.rec.Logf("score so far: %s %d, %s %d", b.Fleets[0], Score(s.casualtiesOf(1), s.game.victoryTokens[0], rules), b.Fleets[1], Score(s.casualtiesOf(0), s.game.victoryTokens[1], rules))
	s.rec.AddFrame(s.frame(round))
}

// traceEnd logs the result.
func (s *State) traceEnd() {
	b := s.Model.Battle
	s.rec.Heading("End")
	s.rec.Logf("final score: %s %d, %s %d; %s wins (%s)", b.Fleets[0], s.game.score[0], b.Fleets[1], s.game.score[1],
		b.Fleets[s.game.winner], s.game.end)
}

// frame pictures the table: obstacles, then ships' bases and squadrons by
// frame returns a picture of the table after round n, or after the set-up
// when n is 0: the obstacles, the objective's tokens, and each unit on the
// table, a ship as its base with its bow and its hull zones' firing arcs,
// a squadron as its disc, labelled with its ID and faded once destroyed;
// and a legend. Its name and title agree: "setup" titled "Set-up",
// "round-N" titled "Round N".
func (s *State) frame(n int) trace.Frame {
	g := s.Model
	f := trace.AfterFrame(g.PlayArea, "round", n, "")
	if n == 0 {
		f = trace.SetupFrame(g.PlayArea, "")
	}
	f.Legend = s.frameLegend()
	for i := range s.obstacles {
		f.Shapes = append(f.Shapes, trace.Shape{Polygon: s.obstacles[i].Polygon, Side: trace.Neutral, Label: s.obstacles[i].Kind.String(), Faded: true})
	}
	if p, ok := s.Outpost(); ok {
		f.Shapes = append(f.Shapes, trace.Shape{Polygon: p, Side: trace.Neutral, Label: "outpost", Faded: true})
	}
	for k := range s.ObjectiveTokens() {
		if c, ok := s.ObjectiveToken(k); ok {
			f.Shapes = append(f.Shapes, trace.Shape{At: c, Radius: ObjectiveTokenRadius, Side: trace.Neutral, Label: s.tokenLabel(), Faded: true})
		}
	}
	for k := range Exogorths {
		if d, ok := s.Exogorth(k); ok {
			f.Shapes = append(f.Shapes, trace.Shape{At: d.C, Radius: d.R, Side: trace.Neutral, Label: "exogorth"})
		}
	}
	for i := range g.Units {
		if s.SetAside(i) {
			continue // off the table (Hyperspace Assault)
		}
		u, st := &g.Units[i], &s.Units[i]
		sh := trace.Shape{Side: trace.Side(u.Player), Label: u.ID, Faded: st.Destroyed}
		if u.Profile.Squadron {
			sh.At, sh.Radius = st.At.At, g.squadronRadius()
			sh.Hint = fmt.Sprintf("%s: hull %d", u.ID, st.HullLeft)
		} else {
			sh.Polygon, _ = BasePolygon(u.Profile.Size, st.At)
			sh.Heading, sh.Arcs = st.At.Heading, zoneWedges(u.Profile.Size, u.Profile.Arcs)
			if _, l, ok := BaseSize(u.Profile.Size); ok {
				sh.Bow = l * 0.75
			}
			sh.Hint = fmt.Sprintf("%s: speed %d, shields %v, %d damage cards", u.ID, st.Speed, st.Shields, st.Cards)
		}
		f.Shapes = append(f.Shapes, sh)
	}
	return f
}

// frameLegend returns the legend of the battle's pictures.
func (s *State) frameLegend() trace.Legend {
	l := trace.Legend{Keys: []string{
		"ship: its base; white line: its bow; spokes around it: its arc lines, between them its hull zones' firing arcs",
		"disc: a squadron; pale shapes: obstacles and objective tokens; faded: destroyed",
	}}
	if b := s.Model.Battle; b != nil {
		l.Sides = [2]string{b.Fleets[0], b.Fleets[1]}
	}
	return l
}

// zoneWedges returns the firing arcs of a ship of size z with arc lines
// arcs (the zero value for the default), one wedge a hull zone, drawn out
// to four fifths of the base's length.
func zoneWedges(z Size, arcs ArcLines) []trace.Wedge {
	_, l, ok := BaseSize(z)
	if !ok {
		return nil
	}
	if arcs == (ArcLines{}) {
		arcs = DefaultArcLines(z)
	}
	f, r := arcs.Front, arcs.Rear
	reach := 0.8 * l
	return []trace.Wedge{{From: -f, To: f, Reach: reach}, {From: f, To: 180 - r, Reach: reach}, {From: 180 - r, To: 180 + r, Reach: reach}, {From: 180 + r, To: 360 - f, Reach: reach}}
}

// centre returns the mean of p's vertices.
func centre(p *plane.Polygon) plane.Vec {
	var c plane.Vec
	for i := range p.N {
		c = c.Add(p.V[i])
	}
	return c.Scale(1 / float64(p.N))
}
