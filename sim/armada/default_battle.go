package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// RandomPlaces is the default ObstacleDecision and DeployDecision: it
// places at random where the rules allow, trying up to placementTries
// places. Obstacles go anywhere legal; ships anywhere in their deployment
// zone facing the enemy's edge, at the middle speed of their chart;
// squadrons at distance 1–2 of a friendly ship.
type RandomPlaces struct{}

// PlaceObstacle implements ObstacleDecision.
func (RandomPlaces) PlaceObstacle(s *State, _ int, o *Obstacle, r *sim.Stream) (Placement, bool) {
	t := &s.Model.Battle.Table
	lo, hi := t.SetupArea()
	if s.game.obj.played == Minefields {
		return s.minefieldSpot(o, r) // objective_minefields.go
	}
	d3 := t.Ruler.Distance[2]
	for range placementTries {
		pl := Placement{At: plane.Vec{X: lo.X + r.Float64()*(hi.X-lo.X), Y: d3 + r.Float64()*(t.PlayArea.Y-2*d3)}, Heading: 360 * r.Float64()}
		p := o.Placed(pl)
		if s.obstaclePlaceable(&p.Polygon) {
			return pl, true
		}
	}
	return Placement{}, false
}

// Deploy implements DeployDecision.
func (RandomPlaces) Deploy(s *State, u int, r *sim.Stream) (Placement, int) {
	g := s.Model
	un := &g.Units[u]
	if un.Profile.Squadron {
		return s.squadronSpot(u, r), 0
	}
	if u == s.SurpriseFlagship() {
		return s.surpriseFlagshipSpot(u, r), (un.Profile.Speeds.Max + 1) / 2
	}
	lo, hi := s.shipDeploymentArea(u)
	heading := 0.0
	if un.Player == 1 {
		heading = 180
	}
	w, l, _ := BaseSize(un.Profile.Size)
	speed := max((un.Profile.Speeds.Max+1)/2, 1)
	var pl Placement
	for range placementTries {
		pl = Placement{At: plane.Vec{X: lo.X + w/2 + r.Float64()*(hi.X-lo.X-w), Y: lo.Y + l/2 + r.Float64()*max(hi.Y-lo.Y-l, 0)}, Heading: heading}
		if un.Profile.Size == HugeShip {
			pl.At.Y = g.Battle.Table.hugeDeploymentY(un.Player) // touching its edge (huge.go)
		}
		if s.deployable(u, pl) {
			break
		}
	}
	return pl, speed
}

// squadronSpot returns a place at distance 1–2 of a friendly ship for
// squadron u, the last tried when none is legal.
func (s *State) squadronSpot(u int, r *sim.Stream) Placement {
	g := s.Model
	player := g.Units[u].Player
	var friends [64]int
	n := 0
	for i := range g.Units {
		if o := &g.Units[i]; o.Player == player && !o.Profile.Squadron && s.Deployed(i) && n < len(friends) {
			friends[n] = i
			n++
		}
	}
	var pl Placement
	if n == 0 {
		return pl
	}
	for range placementTries {
		ship := friends[r.IntN(n)]
		dir := plane.Direction(360 * r.Float64())
		dist := s.reachRadius(ship) + g.squadronRadius() + r.Float64()*g.Battle.Table.Ruler.Distance[0]
		pl = Placement{At: s.Units[ship].At.At.Add(dir.Scale(dist))}
		if s.deployable(u, pl) {
			break
		}
	}
	return pl
}

// Approach is the default free-play style of a battle: the fleet bidding
// for it takes the first player; it deploys its ships before its
// squadrons, in the order listed; it passes whenever it may (so as to
// activate after the enemy); it activates first the ship closest to an
// enemy ship; every attack goes for ships before squadrons; and each
// maneuver (see Maneuver) closes to the range its battery favours, or, with
// Standoff, holds at long range.
type Approach struct {
	// Standoff holds the fleet at the long end of the range ruler
	// whatever its dice.
	Standoff bool
	// Squadrons makes attacks go for squadrons before ships when the
	// ship's anti-squadron armament is at least two dice.
	Squadrons bool
	// Objectives plays for the objective's victory tokens
	// (default_objective.go: ObjectiveFocus).
	Objectives bool
}

// Dial implements DialDecision: Navigate when a straight course at the
// ship's speed would take it off the table by the time the dial is
// revealed (the stack's depth in rounds) and it holds no Navigate token;
// otherwise the simple command heuristic's dial (ScriptedDials).
func (Approach) Dial(s *State, u int, r *sim.Stream) Command {
	g, st := s.Model, &s.Units[u]
	if g.PlayArea != (plane.Vec{}) && !st.HasToken(Navigate) {
		run := float64(int(st.NDials)+1)*float64(max(st.Speed, 1))*g.Tool.Segment + s.reachRadius(u)
		ahead := st.At.At.Add(plane.Direction(st.At.Heading).Scale(run))
		if ahead.X < 0 || ahead.Y < 0 || ahead.X > g.PlayArea.X || ahead.Y > g.PlayArea.Y {
			return Navigate
		}
	}
	return ScriptedDials{}.Dial(s, u, r)
}

// GoFirst implements FirstPlayerDecision.
func (Approach) GoFirst(*State, int, *sim.Stream) bool { return true }

// NextDeployment implements DeployOrderDecision.
func (Approach) NextDeployment(s *State, player int, _ *sim.Stream) int {
	g := s.Model
	squadron := -1
	for i := range g.Units {
		if u := &g.Units[i]; u.Player == player && !s.Deployed(i) && !s.setAside(i) {
			if !u.Profile.Squadron {
				return i
			}
			if squadron < 0 {
				squadron = i
			}
		}
	}
	return squadron
}

// Pass implements PassDecision.
func (Approach) Pass(*State, int, ShipTurn, *sim.Stream) bool { return true }

// NextShip implements ShipOrderDecision.
func (Approach) NextShip(s *State, player int, _ *sim.Stream) int {
	best, bestD := -1, math.Inf(1)
	for i := range s.Model.Units {
		if !s.MayActivateShip(player, i) {
			continue
		}
		if d, _ := s.nearestEnemyShip(i, s.Units[i].At.At); best < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// AttackTarget implements AttackTargetDecision.
func (a Approach) AttackTarget(s *State, u int, _ *sim.Stream) Target {
	if a.Squadrons && s.Model.Units[u].Profile.AntiSquadron.Total() >= 2 {
		return TargetNearestSquadron
	}
	return TargetNearestShip
}

// nearestEnemyShip returns the gap from p to the nearest enemy ship of
// unit u (centre to centre less both reach radii) and that ship, or +Inf
// and -1.
func (s *State) nearestEnemyShip(u int, p plane.Vec) (float64, int) {
	g := s.Model
	best, bestD := -1, math.Inf(1)
	for j := range g.Units {
		o := &g.Units[j]
		if o.Player == g.Units[u].Player || o.Profile.Squadron || s.Units[j].Destroyed {
			continue
		}
		if d := s.Units[j].At.At.Sub(p).Len() - s.reachRadius(j) - s.reachRadius(u); d < bestD {
			best, bestD = j, d
		}
	}
	return bestD, best
}

// Maneuver implements ManeuverDecision. It tries the speeds the ship may
// reach (its dial's, and one more or less with a Navigate dial or token)
// and at each, for every yaw from two clicks to port to two to starboard,
// the course that spreads it over every joint and the one that puts it at
// the last joint, as far as the chart allows; it takes the end place that
// scores best (Approach.place).
func (a Approach) Maneuver(s *State, u int, _ *sim.Stream) (NavigateRequest, Course) {
	g := s.Model
	st, p := &s.Units[u], &g.Units[u].Profile
	cur := int(st.Speed)
	lo, hi := cur, cur
	if st.KeptDial == Navigate || st.HasToken(Navigate) {
		lo, hi = max(cur-1, 0), min(cur+1, p.Speeds.Max)
	}
	bestNav, bestCourse, bestScore := NavigateRequest{}, Course{}, math.Inf(-1)
	for speed := lo; speed <= hi; speed++ {
		if speed == 0 {
			if sc := a.place(s, u, st.At, 0); sc > bestScore {
				bestNav, bestCourse, bestScore = NavigateRequest{Speed: -cur}, Course{}, sc
			}
			continue
		}
		for yaw := int8(-2); yaw <= 2; yaw++ {
			for spread := range 2 {
				var c Course
				for j := range speed {
					limit := p.Speeds.Chart[speed-1][j]
					if spread == 1 || j == speed-1 {
						c.Yaw[j] = max(min(yaw, limit), -limit)
					}
				}
				if spread == 1 && yaw == 0 {
					continue // the same course as the straight one
				}
				end := g.Tool.Place(p.Size, st.At, c, speed)
				if sc := a.place(s, u, end, speed); sc > bestScore {
					bestNav, bestCourse, bestScore = NavigateRequest{Speed: speed - cur}, c, sc
				}
			}
		}
	}
	return bestNav, bestCourse
}

// Weights of Approach.place, in points per millimetre or per event.
const (
	edgeMargin  = 200.0 // mm from the table's edge below which a place loses
	lookAhead   = 10.0  // per mm a straight move next round would run off the table
	edgeWeight  = 8.0   // per mm inside the edge margin
	offTable    = -1e6
	overlapShip = -400.0
	onAsteroid  = -300.0
	onDebris    = -250.0
	arcDie      = 20.0 // per battery die of the zone the enemy would be in
	rangeMiss   = 1.0  // per mm from the preferred gap
)

// place scores ship u ending its maneuver at end: off the table and near
// its edge, on asteroid or debris fields, on another ship lose; the gap to
// the nearest enemy ship is wanted at the range the ship's battery
// favours (preferredGap); the dice of the hull zone that enemy would be in
// win.
func (a Approach) place(s *State, u int, end Placement, speed int) float64 {
	g := s.Model
	p := &g.Units[u].Profile
	base, ok := BasePolygon(p.Size, end)
	if !ok || !g.holds(&base) {
		return offTable
	}
	score := 0.0
	if g.PlayArea != (plane.Vec{}) {
		m := min(end.At.X, end.At.Y, g.PlayArea.X-end.At.X, g.PlayArea.Y-end.At.Y)
		if m < edgeMargin {
			score -= edgeWeight * (edgeMargin - m)
		}
		// a look ahead: where one and two straight moves at this speed
		// would take the ship's front, which must stay on the table
		for moves := 1; moves <= 2; moves++ {
			ahead := end.At.Add(plane.Direction(end.Heading).Scale(float64(moves*max(speed, 1))*g.Tool.Segment + s.reachRadius(u)))
			out := max(-ahead.X, -ahead.Y, ahead.X-g.PlayArea.X, ahead.Y-g.PlayArea.Y, 0)
			score -= lookAhead * out / float64(moves)
		}
	}
	obstacles := s.tableObstacles()
	for i := range obstacles {
		o := &obstacles[i]
		if !base.Overlaps(&o.Polygon) || s.ignoresObstacleEffects(u, o.Kind) {
			continue
		}
		switch o.Kind {
		case AsteroidField:
			score += onAsteroid
		case DebrisField:
			score += onDebris
		}
	}
	for j := range g.Units {
		if j != u && !g.Units[j].Profile.Squadron && !s.Units[j].Destroyed && base.Overlaps(s.base(j)) {
			score += overlapShip
		}
	}
	if s.game.obj.played == Minefields {
		score += s.minesPlace(&base) // every style keeps clear of mines
	}
	if s.game.obj.played == InfestedFields || s.game.obj.played == AsteroidTactics {
		score += s.exogorthPlace(&base) // and of exogorths
	}
	gap, enemy := s.nearestEnemyShip(u, end.At)
	if enemy < 0 {
		return score
	}
	score -= rangeMiss * math.Abs(gap-a.preferredGap(g, p))
	if a.Objectives {
		score += s.objectivePlace(u, end, &base, enemy)
	}
	rel := normalise(bearingOf(s.Units[enemy].At.At.Sub(end.At)) - end.Heading)
	z := Front
	switch {
	case rel > 45 && rel <= 135:
		z = Right
	case rel > 135 && rel <= 225:
		z = Rear
	case rel > 225 && rel < 315:
		z = Left
	}
	return score + arcDie*float64(p.Battery[z].Total())
}

// preferredGap is the gap to the nearest enemy ship a ship of profile p
// steers for: inside close range with black dice in its strongest
// battery, inside medium range with blue, at long range with red only or
// with Standoff.
func (a Approach) preferredGap(g *Model, p *Profile) float64 {
	best := p.Battery[Front]
	for z := range Zone(zones) {
		if p.Battery[z].Total() > best.Total() {
			best = p.Battery[z]
		}
	}
	switch {
	case a.Standoff || best[Black] == 0 && best[Blue] == 0:
		return (g.Ruler.Medium + g.Ruler.Long) / 2
	case best[Black] > 0:
		return g.Ruler.Close * 0.6
	}
	return (g.Ruler.Close + g.Ruler.Medium) / 2
}
