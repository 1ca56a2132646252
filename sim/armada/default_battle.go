package armada

import (
	"math"
	"slices"

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
// Standoff, holds just inside long range, keeping clear of friends,
// obstacles and the table's edge unless a kill or an objective pays for
// it; a ship sets a Navigate dial when a speed change pays (Dial) and
// takes its token (KeepDial).
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
	// Weights are the maneuver planner's weights; nil for the defaults
	// (DefaultManeuverWeights).
	Weights *ManeuverWeights
}

// weights returns the planner's weights.
func (a Approach) weights() *ManeuverWeights {
	if a.Weights != nil {
		return a.Weights
	}
	return &defaultWeights
}

// Dial implements DialDecision: Navigate when a straight course at the
// ship's speed would take it off the table by the time the dial is
// revealed (the stack's depth in rounds) and it holds no Navigate token;
// otherwise the simple command heuristic's dial (ScriptedDials), unless
// that is not Repair, the ship holds no Navigate token nor dial, and its
// speed is wrong (wantsSpeed): then Navigate, whose token (KeepDial) lets
// it change speed when that pays.
func (a Approach) Dial(s *State, u int, r *sim.Stream) Command {
	g, st := s.Model, &s.Units[u]
	if st.HasToken(Navigate) {
		return ScriptedDials{}.Dial(s, u, r)
	}
	if g.PlayArea != (plane.Vec{}) {
		run := float64(int(st.NDials)+1)*float64(max(st.Speed, 1))*g.Tool.Segment + s.reachRadius(u)
		ahead := st.At.At.Add(plane.Direction(st.At.Heading).Scale(run))
		if ahead.X < 0 || ahead.Y < 0 || ahead.X > g.PlayArea.X || ahead.Y > g.PlayArea.Y {
			return Navigate
		}
	}
	d := ScriptedDials{}.Dial(s, u, r)
	if d == Repair || slices.Contains(st.Dials[:st.NDials], Navigate) || !g.Units[u].Placed || st.Destroyed {
		return d
	}
	if a.wantsSpeed(s, u) != 0 {
		return Navigate
	}
	return d
}

// wantsSpeed returns the speed change ship u wants, as a player judges it
// in the Command Phase: −1 when a straight move at its speed would end on
// a ship; +1 when the gap to the nearest enemy ship is more than
// two moves at its speed past the gap it steers for and it may go faster;
// −1 when it is within one move of that gap (or inside it) at a speed
// above 1, to hold the range; 0 otherwise.
func (a Approach) wantsSpeed(s *State, u int) int {
	g := s.Model
	st, p := &s.Units[u], &g.Units[u].Profile
	gap, enemy := s.nearestEnemyShip(u, st.At.At)
	if enemy < 0 {
		return 0
	}
	if st.Speed > 0 {
		straight := s.Land(u, g.Tool, Course{}, int(st.Speed))
		if straight.Closest >= 0 {
			return -1 // a ship stands in its way
		}
	}
	move := float64(max(st.Speed, 1)) * g.Tool.Segment
	want := a.preferredGap(g, p)
	switch {
	case gap > want+2*move && int(st.Speed) < p.Speeds.Max:
		return 1
	case gap < want+move && st.Speed > 1:
		return -1
	}
	return 0
}

// KeepDial implements KeepDialDecision: a Navigate dial is spent for its
// token when the ship holds none (the token changes the speed as the dial
// does, in this maneuver or a later one, and Maneuver spends it only when
// the change pays); every other dial as KeepUseful.
func (Approach) KeepDial(s *State, u int, dial Command, attacks, maneuvers bool, r *sim.Stream) bool {
	if dial == Navigate && !s.Units[u].HasToken(Navigate) {
		return false
	}
	return KeepUseful{}.KeepDial(s, u, dial, attacks, maneuvers, r)
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
// reach (its dial's, one more or less for each of a kept Navigate dial
// and a Navigate token) and at each, for every yaw from two clicks to port
// to two to starboard, the course that spreads it over every joint and the
// one that puts it at the last joint, as far as the chart allows; it takes
// the one whose landing (State.Land: the place the maneuver really ends
// at, the tool's side and overlaps included) scores best
// (Approach.place).
func (a Approach) Maneuver(s *State, u int, _ *sim.Stream) (NavigateRequest, Course) {
	st, p := &s.Units[u], &s.Model.Units[u].Profile
	cur, steps := int(st.Speed), 0
	if st.KeptDial == Navigate {
		steps++
	}
	if st.HasToken(Navigate) {
		steps++
	}
	nav, c, _ := a.best(s, u, max(cur-steps, 0), min(cur+steps, p.Speeds.Max))
	return nav, c
}

// best returns ship u's best maneuver at speeds lo to hi, as the
// Navigate request and course Maneuver returns, and its score.
func (a Approach) best(s *State, u, lo, hi int) (NavigateRequest, Course, float64) {
	g := s.Model
	st := &s.Units[u]
	w := a.weights()
	cur := int(st.Speed)
	k := a.know(s, u)
	bestNav, bestCourse, bestScore := NavigateRequest{}, Course{}, math.Inf(-1)
	for speed := lo; speed <= hi; speed++ {
		change := w.SpeedChange * float64(abs(speed-cur))
		if speed == 0 {
			l := Landing{At: st.At, Closest: -1}
			if sc := a.place(s, u, &l, 0, &k) - change; sc > bestScore {
				bestNav, bestCourse, bestScore = NavigateRequest{Speed: -cur}, Course{}, sc
			}
			continue
		}
		var tried [10]Course
		n := 0
		for yaw := int8(-2); yaw <= 2; yaw++ {
			for spread := range 2 {
				var c Course
				for j := range speed {
					limit := int8(s.YawLimit(u, speed, j)) // the chart, less a Thrust-Control Malfunction's click
					if spread == 1 || j == speed-1 {
						c.Yaw[j] = max(min(yaw, limit), -limit)
					}
				}
				if slices.Contains(tried[:n], c) {
					continue // the chart made it a course already tried
				}
				tried[n] = c
				n++
				l := s.Land(u, g.Tool, c, speed)
				sc := a.place(s, u, &l, speed, &k) - change
				if sc > bestScore { // the look ahead only costs: worth working out for a candidate still ahead
					sc -= a.nextMove(s, u, l.At, speed, &k, speed == cur && k.token || k.nextDial)
				}
				if sc > bestScore {
					bestNav, bestCourse, bestScore = NavigateRequest{Speed: speed - cur}, c, sc
				}
			}
		}
	}
	return bestNav, bestCourse, bestScore
}

// offTable is the score of a place off the table: below any other.
const offTable = -1e6

// placeKnown is what Approach.place reads of the moving ship, worked out
// once a plan: the weights, its hull value, damage cards and player, the
// shields of the zone a debris field's damage would go to, and the gap to
// the nearest enemy ship its battery favours.
type placeKnown struct {
	w             *ManeuverWeights
	hull, cards   int
	player        int
	debrisShields int
	preferred     float64
	flotilla      bool
	// token: the ship holds a Navigate token; nextDial: its next dial is
	// Navigate (either lets it change speed next round).
	token, nextDial bool
	// shipsNear: another ship stands within two moves' reach.
	shipsNear bool
	// obstacles are the table's obstacles with an effect on the ship,
	// each as the circle round it (centre, radius), for a quick test of
	// which may be in reach; far holds whether there are more than fit.
	circles [maxPlanObstacles]circle
	nCircle int
	far     bool
}

// maxPlanObstacles is how many obstacles placeKnown keeps circles of.
const maxPlanObstacles = 16

// circle is a centre and a radius.
type circle struct {
	c plane.Vec
	r float64
}

// obstaclesNear reports whether an obstacle with an effect on the ship
// may lie within reach of p.
func (k *placeKnown) obstaclesNear(p plane.Vec, reach float64) bool {
	if k.far {
		return true
	}
	for _, c := range k.circles[:k.nCircle] {
		if d := reach + c.r; p.Sub(c.c).Dot(p.Sub(c.c)) < d*d {
			return true
		}
	}
	return false
}

// obstacleCost returns what landing with base on the table's obstacles
// costs ship u: Asteroid for an asteroid field, two ShieldLost for a
// debris field.
func (k *placeKnown) obstacleCost(s *State, u int, base *plane.Polygon) float64 {
	obstacles := s.tableObstacles()
	cost := 0.0
	for i := range obstacles {
		o := &obstacles[i]
		if o.Kind != AsteroidField && o.Kind != DebrisField || !base.Overlaps(&o.Polygon) || s.ignoresObstacleEffects(u, o.Kind) {
			continue
		}
		if o.Kind == AsteroidField {
			cost += k.w.Asteroid
		} else {
			cost += 2 * k.w.ShieldLost
		}
	}
	return cost
}

// know returns what place reads of ship u.
func (a Approach) know(s *State, u int) placeKnown {
	g := s.Model
	st := &s.Units[u]
	p := &g.Units[u].Profile
	k := placeKnown{
		w: a.weights(), hull: s.hullValue(u), cards: int(st.Cards), player: g.Units[u].Player,
		debrisShields: int(st.Shields[MostShieldsZone{}.DebrisZone(s, u, nil)]),
		preferred:     a.preferredGap(g, p), flotilla: p.Flotilla,
		token: st.HasToken(Navigate),
		// a faceup Crew Panic may discard the next dial (damagecard.go):
		// a careful player does not count on it
		nextDial: st.NDials > 0 && st.Dials[0] == Navigate && st.Faceup[CrewPanic] == 0,
	}
	reach := 2*float64(p.Speeds.Max)*g.Tool.Segment + 2*s.reachRadius(u)
	for j := range g.Units {
		if j != u && !g.Units[j].Profile.Squadron && s.onTable(j) && s.Units[j].At.At.Sub(st.At.At).Len() < reach+s.reachRadius(j) {
			k.shipsNear = true
			break
		}
	}
	obstacles := s.tableObstacles()
	for i := range obstacles {
		o := &obstacles[i]
		if o.Kind != AsteroidField && o.Kind != DebrisField || s.ignoresObstacleEffects(u, o.Kind) {
			continue
		}
		if k.nCircle == len(k.circles) {
			k.far = true
			break
		}
		var c plane.Vec // the vertices' mean: inside a convex polygon
		for j := range o.N {
			c = c.Add(o.V[j])
		}
		c = c.Scale(1 / float64(max(o.N, 1)))
		r := 0.0
		for j := range o.N {
			r = max(r, o.V[j].Sub(c).Len())
		}
		k.circles[k.nCircle] = circle{c, r}
		k.nCircle++
	}
	return k
}

// place scores ship u's maneuver at speed landing at l, but for the look
// ahead (nextMove, which best takes off): off the table loses everything,
// the table's edge loses; the damage the
// landing deals (an overlap's cards to the ship and the ship it overlapped,
// an asteroid field's faceup card, a debris field's shields and cards), the
// speed an overlap took off and the ship's own destruction lose, a station's
// repair and an enemy's card or destruction win; minefields and exogorths
// lose; the gap to the nearest enemy ship (nearestEnemyShip: centre to
// centre less both radii, which the bases' distance is at least) is wanted
// at the gap the ship's battery favours (preferredGap); the dice of the hull
// zone that enemy would be in win. Each weight is k.w's.
func (a Approach) place(s *State, u int, l *Landing, speed int, k *placeKnown) float64 {
	g := s.Model
	w := k.w
	p := &g.Units[u].Profile
	end := l.At
	base, ok := BasePolygon(p.Size, end)
	if !ok || !g.holds(&base) {
		return offTable
	}
	score := 0.0
	if g.PlayArea != (plane.Vec{}) {
		m := min(end.At.X, end.At.Y, g.PlayArea.X-end.At.X, g.PlayArea.Y-end.At.Y)
		if m < w.EdgeMargin {
			score -= w.EdgePerMM * (w.EdgeMargin - m)
		}
	}
	cards, faceup := 0, 0
	if j := l.Closest; j >= 0 {
		theirs := g.Units[j].Profile.Flotilla
		if !theirs || k.flotilla {
			cards++
		}
		if !k.flotilla || theirs {
			switch {
			case g.Units[j].Player == k.player:
				score -= w.FriendCard
			case int(s.Units[j].Cards)+1 >= s.hullValue(j):
				score += w.EnemyCard + w.EnemyKill
			default:
				score += w.EnemyCard
			}
		}
		score -= w.SpeedLost * float64(speed-l.Speed)
	}
	obstacles := s.tableObstacles()
	for i := range obstacles {
		o := &obstacles[i]
		if o.Kind == ObstacleNone || !base.Overlaps(&o.Polygon) || s.ignoresObstacleEffects(u, o.Kind) {
			continue
		}
		switch o.Kind {
		case AsteroidField:
			faceup++
		case DebrisField:
			shields := min(2, k.debrisShields)
			score -= w.ShieldLost * float64(shields)
			cards += 2 - shields
		case Station:
			if k.cards+cards+faceup > 0 {
				score += w.StationRepair
			}
		}
	}
	score -= w.DamageCard*float64(cards) + w.Asteroid*float64(faceup)
	if cards+faceup > 0 && k.cards+cards+faceup >= k.hull {
		score -= w.SelfDestruction
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
	score -= w.RangeMiss * math.Abs(gap-k.preferred)
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
	return score + w.ArcDie*float64(p.Battery[z].Total())
}

// nextMove looks ahead from ship u standing at end with speed: for each
// way on at that speed (and one slower, when slower) — straight on, and
// turning as hard as the chart allows to port or to starboard, kept up for
// lookMoves rounds — it costs NextMove of the obstacles the first move
// would land on (an asteroid's Asteroid, a debris field's two shields) and
// of a DamageCard when it would end on a ship where that ship stands now,
// and Trapped and LookAhead a millimetre for each move that would take the
// ship's base off the table, halved for each round further off; it
// returns the cost of the cheapest way. It costs nothing when neither the
// edge nor an obstacle is in reach.
func (a Approach) nextMove(s *State, u int, end Placement, speed int, k *placeKnown, slower bool) float64 {
	g := s.Model
	p := &g.Units[u].Profile
	w := k.w
	speed = min(speed, p.Speeds.Max)
	if speed <= 0 {
		return 0 // a ship at speed 0 stays; what it stands on is counted
	}
	step := float64(speed)*g.Tool.Segment + s.reachRadius(u)
	far := lookMoves * step
	edge := g.PlayArea != (plane.Vec{}) && !(end.At.X > far && end.At.Y > far && g.PlayArea.X-end.At.X > far && g.PlayArea.Y-end.At.Y > far)
	obstacles := k.obstaclesNear(end.At, step)
	if !edge && !obstacles && !k.shipsNear {
		return 0
	}
	best := math.Inf(1)
	lo := speed
	if slower {
		lo = speed - 1
	}
	for v := speed; v >= lo; v-- {
		if v == 0 {
			return 0 // it may stop where it is
		}
		for side := int8(-1); side <= 1; side++ {
			c := hardTurn(p, v, side)
			at := g.Tool.Place(p.Size, end, c, v)
			base, _ := BasePolygon(p.Size, at)
			cost := 0.0
			if obstacles {
				cost = w.NextMove * k.obstacleCost(s, u, &base)
			}
			if k.shipsNear && s.overlapping(u, &base) {
				cost += w.NextMove * w.DamageCard // blocked by a ship where it stands now
			}
			share := 1.0
			for move := 0; edge && move < lookMoves && cost < best; move++ {
				if move > 0 {
					at = g.Tool.Place(p.Size, at, c, v)
					base, _ = BasePolygon(p.Size, at)
				}
				if out := outside(&base, g.PlayArea); out > 0 {
					cost += share * (w.Trapped + w.LookAhead*out)
					break // off the table: no move after it
				}
				share /= 2
			}
			best = min(best, cost)
		}
	}
	return best
}

// lookMoves is how many rounds on nextMove follows each way.
const lookMoves = 3

// hardTurn returns the course at speed that turns as hard as profile p's
// chart allows to side (−1 port, +1 starboard), or straight on (0), with
// the tool on that side (where a hard turn does not overlap it; Tool.Place
// then needs no PlaceSided, a look ahead's approximation).
func hardTurn(p *Profile, speed int, side int8) Course {
	c := Course{Side: side}
	for j := range speed {
		c.Yaw[j] = side * p.Speeds.Chart[speed-1][j]
	}
	return c
}

// outside returns how far, in mm, base reaches past the edge of a play
// area of size area at most; 0 for no play area.
func outside(base *plane.Polygon, area plane.Vec) float64 {
	out := 0.0
	if area == (plane.Vec{}) {
		return 0
	}
	for i := range base.N {
		v := base.V[i]
		out = max(out, -v.X, -v.Y, v.X-area.X, v.Y-area.Y)
	}
	return out
}

// preferredGap is the gap (nearestEnemyShip) to the nearest enemy ship a
// ship of profile p steers for: well inside close range with black dice in
// its strongest battery, between close and medium range with blue, and
// StandoffMargin inside long range with red only or with Standoff (the
// bases' distance being at most some 60 mm more than the gap).
func (a Approach) preferredGap(g *Model, p *Profile) float64 {
	best := p.Battery[Front]
	for z := range Zone(zones) {
		if p.Battery[z].Total() > best.Total() {
			best = p.Battery[z]
		}
	}
	switch {
	case a.Standoff || best[Black] == 0 && best[Blue] == 0:
		return g.Ruler.Long - a.weights().StandoffMargin
	case best[Black] > 0:
		return g.Ruler.Close * 0.6
	}
	return (g.Ruler.Close + g.Ruler.Medium) / 2
}
