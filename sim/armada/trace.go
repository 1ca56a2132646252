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
	rec.Event(s.setUpEvent())
}

// setUpEvent returns the set-up, played, as an event: the table, every
// unit's card facts, the obstacles and where the units were deployed.
func (s *State) setUpEvent() SetUpEvent {
	g := s.Model
	b := g.Battle
	e := SetUpEvent{PlayArea: [2]float64{g.PlayArea.X, g.PlayArea.Y}, SquadronRadius: g.squadronRadius(), First: s.first,
		Fleets: b.Fleets, Objective: s.game.obj.played.String(), VictoryTokenValue: s.game.obj.played.VictoryTokenValue(),
		TablingWorth: b.Score.TablingWorth}
	for i := range g.Units {
		u, st := &g.Units[i], &s.Units[i]
		f := UnitFacts{Unit: i, ID: u.ID, Player: u.Player, Squadron: u.Profile.Squadron, Flotilla: u.Profile.Flotilla,
			Size: u.Profile.Size.String(), Hull: u.Profile.Hull, CardPoints: u.Profile.Points, UpgradePoints: u.UpgradePoints(),
			SquadronSpeed: u.Profile.SquadronSpeed}
		for k := KeywordNone + 1; k < keywordCount; k++ {
			if u.Profile.Keywords.Has(k) {
				f.Keywords = append(f.Keywords, k.String())
			}
		}
		if !u.Profile.Squadron {
			f.Hull = s.hullValue(i)
			for sp := 1; sp <= u.Profile.Speeds.Max; sp++ {
				row := make([]int, sp)
				for j := range row {
					row[j] = int(u.Profile.Speeds.Chart[sp-1][j])
				}
				f.Speeds = append(f.Speeds, row)
			}
			arcs := u.Profile.Arcs
			if arcs == (ArcLines{}) {
				arcs = DefaultArcLines(u.Profile.Size)
			}
			f.ArcFront, f.ArcRear = arcs.Front, arcs.Rear
		}
		e.Units = append(e.Units, f)
		e.Deployed = append(e.Deployed, poseOf(st.At))
		e.Speeds = append(e.Speeds, int(st.Speed))
		e.SetAside = append(e.SetAside, s.SetAside(i))
	}
	for i := range s.obstacles {
		o := &s.obstacles[i]
		f := ObstacleFacts{Kind: o.Kind.String()}
		for k := range o.N {
			f.Outline = append(f.Outline, [2]float64{o.V[k].X, o.V[k].Y})
		}
		e.Obstacles = append(e.Obstacles, f)
	}
	return e
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

// traceAttack logs attack a, resolved, and records it, both at mark m:
// before the damage cards, destruction and Salvo it caused.
func (s *State) traceAttack(a *Attack, m traceMark) {
	g := s.Model
	att, def := g.Units[a.Attacker].ID, g.Units[a.Defender].ID
	if a.Defender == a.Attacker {
		s.rec.LogAt(m.log, "%s finds no target", att)
		return
	}
	s.eventAt(m.events, s.attackEvent(a))
	if a.Cancelled {
		s.rec.LogAt(m.log, "%s attacks %s: cancelled (no dice, or a target its damage cards forbid)", att, def)
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
	s.rec.LogAt(m.log, "%s%s attacks %s%s at %s range%s: [%s] → %d damage%s", att, from, def, to, a.Range, extra,
		diceText(a), a.Damage, destroyedNote(st))
}

// attackEvent returns attack a, resolved, as an event.
func (s *State) attackEvent(a *Attack) AttackEvent {
	g := s.Model
	e := AttackEvent{Round: s.Round, Attacker: a.Attacker, Defender: a.Defender, Range: a.Range.String(), Distance: a.Distance,
		Obstructed: a.Obstructed, Damage: a.Damage, Destroyed: s.Units[a.Defender].Destroyed, Cancelled: a.Cancelled}
	if !g.Units[a.Attacker].Profile.Squadron {
		e.From = a.From.String()
	}
	if !g.Units[a.Defender].Profile.Squadron {
		e.Zone = a.Zone.String()
	}
	e.Gathered = [3]int{a.gathered[Red], a.gathered[Blue], a.gathered[Black]}
	for i := range a.N {
		if d := a.Pool[i]; d.Face != FaceNone {
			e.Pool = append(e.Pool, d.Colour.String()+" "+d.Face.String())
		}
	}
	for t := range TokenType(tokenTypes) {
		if a.spentType[t] {
			e.Tokens = append(e.Tokens, t.String())
		}
	}
	switch {
	case a.IsSalvo:
		e.Kind = "salvo"
	case a.Keyword == CounterAttack:
		e.Kind = "counter"
	case a.Keyword != NoKeywordAttack:
		e.Kind = "snipe"
	}
	return e
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

// eventAt records event e at mark (a length of the events), before the
// events recorded since.
func (s *State) eventAt(mark int, e any) {
	ev := append(s.rec.Events, nil)
	copy(ev[mark+1:], ev[mark:])
	ev[mark] = e
	s.rec.Events = ev
}

// traceMark is where a trace's log and events stood before something
// whose outcome is logged first.
type traceMark struct{ log, events int }

// markTrace returns where the trace stands now.
func (s *State) markTrace() traceMark { return traceMark{s.rec.Mark(), len(s.rec.Events)} }

// traceManeuver logs ship u's maneuver, just executed from pose from as
// s.executed says, and records it at mark m, before the damage cards and
// destruction it caused. The log says "overlapping" only for the maneuver
// that overlapped, "off the table" only when it left the play area.
func (s *State) traceManeuver(u int, from Placement, m traceMark) {
	g := s.Model
	st := &s.Units[u]
	c, speed, nav, mark := s.executed.course, s.executed.speed, s.executed.navJoint, m.events
	e := ManeuverEvent{Round: s.Round, Ship: u, From: poseOf(from), To: poseOf(st.At), Speed: speed, SpeedUsed: int(st.SpeedUsed),
		NavigateJoint: nav, ThrustControl: s.executed.thrust, Overlapped: int(st.OverlapLast) - 1,
		LeftTable: st.LeftPlayArea, Destroyed: st.Destroyed, Player: g.Units[u].Player, SpeedBefore: s.executed.speedBefore}
	if s.executed.navToken && !st.HasToken(Navigate) {
		e.NavigateTokens = 1
	}
	if e.Overlapped >= 0 {
		e.OverlappedFriend = g.Units[e.Overlapped].Player == e.Player
	}
	for j := range speed {
		e.Yaw = append(e.Yaw, int(c.Yaw[j]))
	}
	if s.executed.unmoved {
		s.eventAt(mark, e)
		s.rec.LogAt(m.log, "%s changes speed to %d and is destroyed before it moves", g.Units[u].ID, speed)
		return
	}
	base, _ := BasePolygon(g.Units[u].Profile.Size, st.At)
	for i := range s.obstacles {
		if o := &s.obstacles[i]; o.Kind != ObstacleNone && base.Overlaps(&o.Polygon) {
			e.Obstacles = append(e.Obstacles, o.Kind.String())
		}
	}
	s.eventAt(mark, e)
	yaw := make([]string, len(e.Yaw))
	for j := range yaw {
		yaw[j] = fmt.Sprintf("%+d", e.Yaw[j])
	}
	note := ""
	if e.Overlapped >= 0 {
		note = fmt.Sprintf(", overlapping %s (a facedown damage card each)", g.Units[e.Overlapped].ID)
	}
	if len(e.Obstacles) > 0 {
		note += ", ending on " + strings.Join(e.Obstacles, " and ")
	}
	if e.LeftTable {
		note += ": off the table, destroyed"
	}
	s.rec.LogAt(m.log, "%s moves at speed %d (dial %d), yaw [%s], to (%.0f, %.0f) heading %.0f°%s", g.Units[u].ID,
		e.SpeedUsed, e.Speed, strings.Join(yaw, " "), e.To.X, e.To.Y, e.To.Heading, note)
}

// traceReveal logs and records ship u's activation: the dial top it
// revealed, or discarded to Crew Panic (panicked), at mark m, before what
// revealing it did (repairs).
func (s *State) traceReveal(u int, top Command, panicked bool, m traceMark) {
	g := s.Model
	e := DialEvent{Round: s.Round, Ship: u, Dial: top.String(), EnemyInReach: s.enemyInReach(u)}
	if panicked {
		e.Dial = CommandNone.String()
		s.rec.LogAt(m.log, "%s activates, discarding its %s dial to Crew Panic", g.Units[u].ID, top)
	} else {
		s.rec.LogAt(m.log, "%s activates, revealing %s", g.Units[u].ID, top)
	}
	s.eventAt(m.events, e)
}

// enemyInReach reports whether an enemy ship or squadron on the table
// stands within long range of ship u's base, in any arc.
func (s *State) enemyInReach(u int) bool {
	g := s.Model
	for j := range g.Units {
		if g.Units[j].Player == g.Units[u].Player || !s.onTable(j) {
			continue
		}
		d := 0.0
		if g.Units[j].Profile.Squadron {
			d = s.gap(j, u)
		} else {
			_, _, d = plane.Closest(s.base(u), s.base(j))
		}
		if d <= g.Ruler.Long {
			return true
		}
	}
	return false
}

// traceSquadronMove logs and records squadron u's move to point to,
// before it is made; kind is the event's Kind, how the log's words.
func (s *State) traceSquadronMove(u int, to plane.Vec, kind, how string) {
	g := s.Model
	from := s.Units[u].At
	s.rec.Event(SquadronMoveEvent{Round: s.Round, Squadron: u, From: poseOf(from), To: Pose{X: to.X, Y: to.Y},
		Speed: g.Units[u].Profile.SquadronSpeed, Kind: kind})
	s.rec.Logf("%s %s from (%.0f, %.0f) to (%.0f, %.0f), %.0f mm", g.Units[u].ID, how, from.At.X, from.At.Y, to.X, to.Y, to.Sub(from.At).Len())
}

// traceRepair logs and records ship u's repair: cards discarded and
// shields recovered since the counts were cards and shields.
func (s *State) traceRepair(u int, cards, shields int16, station bool) {
	st := &s.Units[u]
	e := RepairEvent{Round: s.Round, Ship: u, CardsDiscarded: int(st.CardsRepaired - cards), ShieldsRecovered: int(st.ShieldsRecovered - shields), Station: station}
	if e.CardsDiscarded == 0 && e.ShieldsRecovered == 0 && !station {
		return
	}
	s.rec.Event(e)
	what := "repairs"
	if station {
		what = "ends on the station"
	}
	s.rec.Logf("%s %s: %d damage cards discarded, %d shields recovered (shields %v, %d damage cards)", s.Model.Units[u].ID, what,
		e.CardsDiscarded, e.ShieldsRecovered, st.Shields, st.Cards)
}

// traceDestroyed logs and records unit u destroyed. An attack's log line
// says so itself; other causes get a line of their own.
func (s *State) traceDestroyed(u int) {
	st := &s.Units[u]
	s.rec.Event(DestroyedEvent{Round: s.Round, Unit: u, Cause: s.cause.String(), Cards: int(st.Cards), Hull: s.hullValue(u)})
	if s.cause != causeAttack {
		s.rec.Logf("%s is destroyed (%s; %d damage cards, hull %d)", s.Model.Units[u].ID, s.cause, st.Cards, s.hullValue(u))
	}
}

// traceCard logs a faceup damage card's effect dealt to ship u outside an
// attack's line (which counts them).
func (s *State) traceCard(u int, c Card, faceup bool) {
	if s.cause == causeAttack {
		return
	}
	side := "facedown"
	if faceup {
		side = "faceup: " + c.String()
	}
	s.rec.Logf("%s is dealt a damage card (%s; %s)", s.Model.Units[u].ID, side, s.cause)
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
	e := ScoreEvent{Score: s.game.score, PointsDestroyed: s.game.pointsDestroyed, VictoryTokens: s.game.victoryTokens, ObjectiveShips: [Players]int{-1, -1},
		Winner: s.game.winner, End: s.game.end.String()}
	if o := &s.game.obj; o.played == MostWanted || o.played == AdvancedGunnery || o.played == IntelSweep {
		e.ObjectiveShips = o.ships
	}
	for i := range s.Units {
		e.Destroyed = append(e.Destroyed, s.Units[i].Destroyed)
		e.Cards = append(e.Cards, int(s.Units[i].Cards))
		e.SetAside = append(e.SetAside, s.SetAside(i))
	}
	s.rec.Event(e)
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
