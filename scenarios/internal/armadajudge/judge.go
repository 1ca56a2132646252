// Package armadajudge is an independent checker of traced Star Wars:
// Armada battles. It reads only a game's structured events (the event
// types of sim/armada, events.go) and the rules notes' numbers (Notes),
// never the rules core's functions: its geometry, its arcs, its speed
// chart reading and its scoring are its own, written from the rules notes
// (../shared/rules/armada.md, armada-battle.md) and the objective cards'
// wording. It reports rule violations and per-game competence counts
// (overlaps, obstacle landings, ships off the table, ships destroyed by
// their own maneuver, ships that never attacked while an enemy was in
// range).
package armadajudge

import (
	"fmt"
	"math"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// Notes are the rules notes' numbers the judge measures with.
type Notes struct {
	// Close, Medium and Long are the range bands' far ends in mm, and
	// Distance1, Distance2 the distance bands' (armada.md §2, "Range-ruler
	// band lengths": close ≈123, medium ≈187, long ≈305, distance 1
	// ≈71.5–77, 2 ≈125; the upper figures).
	Close, Medium, Long, Distance1, Distance2 float64
	// Distances are distance bands 1 to 5's far ends (≈77, 125, 185, 245,
	// 305).
	Distances [5]float64
	// Bases are the base sizes (width, length) by size class (armada.md
	// §6, "Base sizes": small 43 × 71, medium 63 × 102, large 77.5 × 129;
	// huge: two large bases end to end).
	Bases map[string][2]float64
	// Slack is the measuring tolerance in mm, ArcSlack in degrees.
	Slack, ArcSlack float64
	// IntelSweepBonus is Intel Sweep's end-of-game bonus (battle §3.2:
	// "the player with more VTs adds 75 points").
	IntelSweepBonus int
}

// RulesNotes returns the notes' numbers.
func RulesNotes() Notes {
	return Notes{Close: 123, Medium: 187, Long: 305, Distance1: 77, Distance2: 125, Distances: [5]float64{77, 125, 185, 245, 305},
		Bases: map[string][2]float64{"small": {43, 71}, "medium": {63, 102}, "large": {77.5, 129}, "huge": {77.5, 258}},
		Slack: 0.05, ArcSlack: 0.05, IntelSweepBonus: 75}
}

// Counts are a game's competence counts.
type Counts struct {
	Maneuvers int
	// Overlaps are maneuvers that overlapped a ship; ObstacleLandings
	// maneuvers that ended on an asteroid or debris field; OffTable
	// maneuvers that ended off the play area.
	Overlaps, ObstacleLandings, OffTable int
	// SelfDestroyed are ships destroyed by their own maneuver (its
	// overlap, an obstacle, leaving the table).
	SelfDestroyed int
	// Ships are the ships in the game; InReach those that activated at
	// least once with an enemy within long range; InReachAttacked those of
	// them that made at least one attack.
	Ships, InReach, InReachAttacked int
	// Attacks are the attacks judged.
	Attacks int
}

// Add adds c's counts to n.
func (n *Counts) Add(c Counts) {
	n.Maneuvers += c.Maneuvers
	n.Overlaps += c.Overlaps
	n.ObstacleLandings += c.ObstacleLandings
	n.OffTable += c.OffTable
	n.SelfDestroyed += c.SelfDestroyed
	n.Ships += c.Ships
	n.InReach += c.InReach
	n.InReachAttacked += c.InReachAttacked
	n.Attacks += c.Attacks
}

// Verdict is what the judge found in one game.
type Verdict struct {
	Violations []string
	Counts     Counts
}

// judge is one game's reading.
type judge struct {
	n     Notes
	setUp *armada.SetUpEvent
	v     Verdict
	// lastAttack, lastManeuver are the latest attack and maneuver read.
	lastAttack   *armada.AttackEvent
	lastManeuver *armada.ManeuverEvent
	destroyed    []bool
	// speed is each ship's latest dial speed; commNoise the Comm Noise
	// cards dealt faceup to it since its latest maneuver.
	speed, commNoise []int
	inReach          []bool
	attacked         []bool
	// poses are where the units stand, as the events last placed them;
	// placed says which stand on the table (not set aside).
	poses  []armada.Pose
	placed []bool
	// dial is each ship's latest dial revealed.
	dial      []string
	tokens    [armada.Players]int
	objective string
}

// Judge reads one game's events and returns what it found.
func Judge(events []any, n Notes) Verdict {
	j := &judge{n: n}
	for _, ev := range events {
		switch e := ev.(type) {
		case armada.SetUpEvent:
			j.readSetUp(&e)
		case armada.ManeuverEvent:
			j.maneuver(&e)
		case armada.AttackEvent:
			j.attack(&e)
		case armada.SquadronMoveEvent:
			if j.setUp != nil {
				j.squadronMove(&e)
			}
		case armada.PlacedEvent:
			if j.setUp != nil {
				j.poses[e.Unit], j.speed[e.Unit] = e.To, e.Speed
				j.placed[e.Unit] = true
			}
		case armada.DialEvent:
			if j.setUp != nil {
				j.inReach[e.Ship] = j.inReach[e.Ship] || e.EnemyInReach
				j.dial[e.Ship] = e.Dial
			}
		case armada.DamageCardEvent:
			if j.setUp != nil && e.Faceup && e.Card == "Comm Noise" {
				j.commNoise[e.Ship]++
			}
		case armada.DestroyedEvent:
			j.destroy(&e)
		case armada.ObjectiveEvent:
			j.tokens[e.Player] += e.Tokens
		case armada.ScoreEvent:
			j.score(&e)
		}
	}
	if j.setUp == nil {
		j.fail("no set-up event")
		return j.v
	}
	for i, u := range j.setUp.Units {
		if u.Squadron {
			continue
		}
		j.v.Counts.Ships++
		if j.inReach[i] {
			j.v.Counts.InReach++
			if j.attacked[i] {
				j.v.Counts.InReachAttacked++
			}
		}
	}
	return j.v
}

func (j *judge) fail(format string, args ...any) {
	j.v.Violations = append(j.v.Violations, fmt.Sprintf(format, args...))
}

func (j *judge) readSetUp(e *armada.SetUpEvent) {
	j.setUp = e
	n := len(e.Units)
	j.destroyed, j.speed, j.commNoise = make([]bool, n), make([]int, n), make([]int, n)
	j.inReach, j.attacked = make([]bool, n), make([]bool, n)
	j.poses = append([]armada.Pose(nil), e.Deployed...)
	j.placed, j.dial = make([]bool, n), make([]string, n)
	for i := range j.placed {
		j.placed[i] = !e.SetAside[i]
	}
	j.objective = e.Objective
	for i, u := range e.Units {
		j.speed[i] = e.Speeds[i]
		if !u.Squadron && (e.Speeds[i] < 1 || e.Speeds[i] > len(u.Speeds)) && !e.SetAside[i] {
			j.fail("%s deployed at speed %d (chart 1–%d; never 0, battle §1.4)", u.ID, e.Speeds[i], len(u.Speeds))
		}
	}
}

func (j *judge) unit(i int) *armada.UnitFacts { return &j.setUp.Units[i] }

// maneuver checks a ship's maneuver (armada.md §6 "Speed chart", §5
// "Navigate details", §7): a speed on its chart, each joint's yaw within
// its chart value (one more at a Navigate dial's joint, at most II; one
// less at the last adjustable joint for each Thrust-Control Malfunction),
// placed at no more than its speed, off the table exactly when its base
// is, and a speed change of at most 2 (dial and token) besides Comm Noise.
func (j *judge) maneuver(e *armada.ManeuverEvent) {
	if j.setUp == nil {
		return
	}
	u := j.unit(e.Ship)
	c := &j.v.Counts
	c.Maneuvers++
	j.lastManeuver = e
	if j.poses[e.Ship] != e.From {
		j.fail("round %d: %s maneuvers from %+v, but it stood at %+v", e.Round, u.ID, e.From, j.poses[e.Ship])
	}
	j.poses[e.Ship] = e.To
	if j.destroyed[e.Ship] {
		j.fail("round %d: %s maneuvers after its destruction", e.Round, u.ID)
	}
	if e.Speed < 0 || e.Speed > len(u.Speeds) {
		j.fail("round %d: %s maneuvers at speed %d, its chart has 0–%d", e.Round, u.ID, e.Speed, len(u.Speeds))
		return
	}
	if d := e.Speed - j.speed[e.Ship]; d > 2 || d < -2-j.commNoise[e.Ship] {
		j.fail("round %d: %s's speed went from %d to %d (Navigate changes it by 2 at most)", e.Round, u.ID, j.speed[e.Ship], e.Speed)
	}
	j.speed[e.Ship], j.commNoise[e.Ship] = e.Speed, 0
	if e.NavigateJoint > 0 && j.dial[e.Ship] != "navigate" {
		j.fail("round %d: %s takes a Navigate dial's extra click, having revealed %q", e.Round, u.ID, j.dial[e.Ship])
	}
	if e.SpeedUsed < 0 || e.SpeedUsed > e.Speed {
		j.fail("round %d: %s placed at speed %d on a dial of %d", e.Round, u.ID, e.SpeedUsed, e.Speed)
	}
	if len(e.Yaw) != e.Speed {
		j.fail("round %d: %s's course has %d joints at speed %d", e.Round, u.ID, len(e.Yaw), e.Speed)
	} else if e.Speed > 0 {
		chart := u.Speeds[e.Speed-1]
		last := -1
		for k := range chart {
			if chart[k] > 0 {
				last = k
			}
		}
		for k, y := range e.Yaw {
			limit := chart[k]
			if k == last {
				limit = max(limit-e.ThrustControl, 0)
			}
			if e.NavigateJoint == k+1 {
				limit = min(limit+1, 2)
			}
			if y > limit || -y > limit {
				j.fail("round %d: %s's yaw %+d at joint %d of speed %d (chart %v, navigate joint %d, thrust-control %d)",
					e.Round, u.ID, y, k+1, e.Speed, chart, e.NavigateJoint, e.ThrustControl)
			}
		}
	}
	off := !j.baseOnTable(u, e.To)
	if off != e.LeftTable {
		j.fail("round %d: %s ends at %+v, off the table %v, but the event says %v", e.Round, u.ID, e.To, off, e.LeftTable)
	}
	if e.LeftTable && !e.Destroyed {
		j.fail("round %d: %s left the table and was not destroyed", e.Round, u.ID)
	}
	if e.Overlapped >= 0 {
		c.Overlaps++
		if e.Overlapped == e.Ship || j.unit(e.Overlapped).Squadron {
			j.fail("round %d: %s overlapped %s, not another ship", e.Round, u.ID, j.unit(e.Overlapped).ID)
		}
	}
	for _, o := range e.Obstacles {
		if o == "asteroid" || o == "debris" {
			c.ObstacleLandings++
			break
		}
	}
	if e.LeftTable {
		c.OffTable++
	}
}

// baseOnTable reports whether ship u's base at pose p lies wholly on the
// play area (armada.md §6, "Destruction": any part outside destroys it).
func (j *judge) baseOnTable(u *armada.UnitFacts, p armada.Pose) bool {
	area := j.setUp.PlayArea
	for _, v := range j.base(u, p) {
		if v[0] < -j.n.Slack || v[1] < -j.n.Slack || v[0] > area[0]+j.n.Slack || v[1] > area[1]+j.n.Slack {
			return false
		}
	}
	return true
}

// attack checks an attack (armada.md §2, §3): enemies; the attacker's
// base within the attack's reach of the defender's (long range for a
// ship, distance 1 for a squadron, 2 for Snipe); the band named agreeing
// with the distance measured and never closer than the bases are; dice
// gathered only of colours the band allows (red to long, blue to medium,
// black close); a ship's attack with part of the defender in the
// attacking zone's arc (a Salvo ignores arcs).
func (j *judge) attack(e *armada.AttackEvent) {
	if j.setUp == nil || e.Cancelled {
		return
	}
	att, def := j.unit(e.Attacker), j.unit(e.Defender)
	j.lastAttack = e
	j.v.Counts.Attacks++
	if e.Kind == "" {
		j.attacked[e.Attacker] = true
	}
	if att.Player == def.Player {
		j.fail("round %d: %s attacks its own side's %s", e.Round, att.ID, def.ID)
	}
	if j.destroyed[e.Defender] {
		j.fail("round %d: %s attacks %s, already destroyed", e.Round, att.ID, def.ID)
	}
	if j.destroyed[e.Attacker] && e.Kind != "salvo" && e.Kind != "counter" {
		j.fail("round %d: %s attacks after its destruction", e.Round, att.ID)
	}
	lo, hi, ok := j.band(e.Range)
	if !ok {
		j.fail("round %d: %s attacks %s at %q range, no attack band", e.Round, att.ID, def.ID, e.Range)
		return
	}
	if e.Distance > hi+j.n.Slack || e.Distance < lo-j.n.Slack {
		j.fail("round %d: %s attacks %s at %s range from %.1f mm (the band runs %.0f–%.0f)", e.Round, att.ID, def.ID, e.Range, e.Distance, lo, hi)
	}
	gap := j.gap(e.Attacker, e.Defender)
	if gap > e.Distance+j.n.Slack {
		j.fail("round %d: %s attacks %s at %.1f mm, but their bases are %.1f mm apart", e.Round, att.ID, def.ID, e.Distance, gap)
	}
	reach := j.n.Long
	switch {
	case att.Squadron && e.Kind == "snipe":
		reach = j.n.Distance2
	case att.Squadron:
		reach = j.n.Distance1
	}
	if gap > reach+j.n.Slack {
		j.fail("round %d: %s attacks %s with %.1f mm between their bases, beyond its reach %.0f", e.Round, att.ID, def.ID, gap, reach)
	}
	blue, black := e.Gathered[1], e.Gathered[2] // red reaches long range
	switch e.Range {
	case "long":
		if blue > 0 || black > 0 {
			j.fail("round %d: %s gathers blue or black dice at long range (%v)", e.Round, att.ID, e.Gathered)
		}
	case "medium", "distance-2":
		if black > 0 {
			j.fail("round %d: %s gathers black dice at %s range (%v)", e.Round, att.ID, e.Range, e.Gathered)
		}
	}
	if att.Squadron && e.Kind == "" {
		j.engagement(e)
	}
	if !att.Squadron && e.Kind != "salvo" && e.Kind != "objective" && !j.inArc(e) {
		j.fail("round %d: %s's %s zone attacks %s, no part of which is in its arc", e.Round, att.ID, e.From, def.ID)
	}
	if e.Damage < 0 {
		j.fail("round %d: %s deals %d damage", e.Round, att.ID, e.Damage)
	}
}

// band returns the distances a band covers, in mm.
func (j *judge) band(r string) (lo, hi float64, ok bool) {
	switch r {
	case "close":
		return 0, j.n.Close, true
	case "medium":
		return j.n.Close, j.n.Medium, true
	case "long":
		return j.n.Medium, j.n.Long, true
	case "distance-1":
		return 0, j.n.Distance1, true
	case "distance-2":
		return j.n.Distance1 - 10, j.n.Distance2, true // the notes' distance 1 runs 71.5–77
	}
	return 0, 0, false
}

// destroy checks a destruction's cause against what came before it: an
// attack on the unit, its own or another's maneuver, a faceup card, an
// objective.
func (j *judge) destroy(e *armada.DestroyedEvent) {
	if j.setUp == nil {
		return
	}
	u := j.unit(e.Unit)
	if j.destroyed[e.Unit] {
		j.fail("round %d: %s destroyed twice", e.Round, u.ID)
	}
	j.destroyed[e.Unit] = true
	if !u.Squadron && e.Cause != "left-table" && e.Cards < e.Hull {
		j.fail("round %d: %s destroyed (%s) with %d damage cards, hull %d", e.Round, u.ID, e.Cause, e.Cards, e.Hull)
	}
	m := j.lastManeuver
	own := m != nil && m.Ship == e.Unit && m.Round == e.Round
	switch e.Cause {
	case "attack":
		if a := j.lastAttack; a == nil || a.Defender != e.Unit && a.Attacker != e.Unit {
			j.fail("round %d: %s destroyed by an attack, but the latest attack was not on it", e.Round, u.ID)
		}
	case "overlap":
		if m == nil || m.Round != e.Round || m.Ship != e.Unit && m.Overlapped != e.Unit || m.Overlapped < 0 {
			j.fail("round %d: %s destroyed by an overlap no maneuver made", e.Round, u.ID)
		}
		if own {
			j.v.Counts.SelfDestroyed++
		}
	case "obstacle":
		if !own || len(m.Obstacles) == 0 {
			j.fail("round %d: %s destroyed by an obstacle it did not end on", e.Round, u.ID)
		} else {
			j.v.Counts.SelfDestroyed++
		}
	case "left-table":
		if !own || !m.LeftTable {
			j.fail("round %d: %s destroyed leaving the table, but its maneuver did not", e.Round, u.ID)
		} else {
			j.v.Counts.SelfDestroyed++
		}
	case "objective":
		if j.objective == "none" {
			j.fail("round %d: %s destroyed by an objective with none played", e.Round, u.ID)
		}
	case "damage-card", "commander-lost":
	default:
		j.fail("round %d: %s destroyed by %q", e.Round, u.ID, e.Cause)
	}
}

// score recounts each player's score from the units' end states and the
// victory tokens by the rules notes (battle §2.6) and the objective card's
// wording (§3.2), and checks the winner (§2.5).
func (j *judge) score(e *armada.ScoreEvent) {
	if j.setUp == nil {
		return
	}
	su := j.setUp
	if j.tokens != e.VictoryTokens {
		j.fail("victory tokens %v at the end, %v gained by the objective events", e.VictoryTokens, j.tokens)
	}
	var want, plain [armada.Players]int
	for p := range armada.Players {
		fleet, ships, tabled := 0, false, true
		for i, u := range su.Units {
			if u.Player == p {
				continue
			}
			cost := u.CardPoints + u.UpgradePoints
			switch {
			case e.Destroyed[i]:
				plain[p] += cost
				// "The fleet point cost of a destroyed objective ship is
				// doubled. Do not double the cost of its upgrade cards."
				if (su.Objective == "most-wanted" || su.Objective == "advanced-gunnery") && e.ObjectiveShips[u.Player] == i {
					cost += u.CardPoints
				}
				fleet += cost
			case u.Size == "huge" && e.Cards[i] >= (u.Hull+1)/2:
				fleet += (cost + 1) / 2
				plain[p] += (cost + 1) / 2
			}
			if !u.Squadron && !u.Flotilla {
				ships = true
				tabled = tabled && e.Destroyed[i]
			}
		}
		if su.TablingWorth > 0 && ships && tabled {
			fleet = su.TablingWorth
		}
		s := fleet + e.VictoryTokens[p]*su.VictoryTokenValue
		switch su.Objective {
		case "opening-salvo":
			// "half the fleet point cost of each enemy ship in the play
			// area that has at least 1 damage card, rounded up"
			for i, u := range su.Units {
				if u.Player != p && !u.Squadron && !e.Destroyed[i] && e.Cards[i] > 0 {
					s += (u.CardPoints + u.UpgradePoints + 1) / 2
				}
			}
		case "intel-sweep":
			if e.VictoryTokens[p] > e.VictoryTokens[1-p] {
				s += j.n.IntelSweepBonus
			}
		}
		want[p] = s
	}
	if want != e.Score {
		j.fail("final score %v, the cards give %v", e.Score, want)
	}
	if plain != e.PointsDestroyed {
		j.fail("fleet points destroyed %v, the units' end states give %v", e.PointsDestroyed, plain)
	}
	if e.End == "rounds" {
		second := 1 - su.First
		w := su.First
		if e.Score[second] >= e.Score[su.First] {
			w = second // a tie goes to the second player
		}
		if w != e.Winner {
			j.fail("winner %d on scores %v, the rules give %d (the first player is %d)", e.Winner, e.Score, w, su.First)
		}
	}
}

// base returns the corners of ship u's base at pose p.
func (j *judge) base(u *armada.UnitFacts, p armada.Pose) [][2]float64 {
	wl := j.n.Bases[u.Size]
	h := p.Heading * math.Pi / 180
	fx, fy := math.Sin(h), math.Cos(h)  // ahead
	sx, sy := math.Cos(h), -math.Sin(h) // starboard
	hw, hl := wl[0]/2, wl[1]/2
	var out [][2]float64
	for _, c := range [4][2]float64{{hl, hw}, {hl, -hw}, {-hl, -hw}, {-hl, hw}} {
		out = append(out, [2]float64{p.X + c[0]*fx + c[1]*sx, p.Y + c[0]*fy + c[1]*sy})
	}
	return out
}

// squadronMove checks a squadron's move (armada.md §7, "Squadron
// movement"): from where it stood, its centre moved no farther than the
// distance band of its speed (moves aside by a ship's maneuver are not
// the squadron's and are not limited), and it ends on the table.
func (j *judge) squadronMove(e *armada.SquadronMoveEvent) {
	u := j.unit(e.Squadron)
	from := j.poses[e.Squadron]
	if math.Hypot(from.X-e.From.X, from.Y-e.From.Y) > j.n.Slack {
		j.fail("round %d: %s moves from (%.1f, %.1f), but it stood at (%.1f, %.1f)", e.Round, u.ID, e.From.X, e.From.Y, from.X, from.Y)
	}
	j.poses[e.Squadron] = armada.Pose{X: e.To.X, Y: e.To.Y}
	band := 0.0
	switch e.Kind {
	case "move":
		band = j.n.Distances[min(max(e.Speed, 1), 5)-1]
	case "cloak":
		band = j.n.Distances[0]
	}
	if d := math.Hypot(e.To.X-e.From.X, e.To.Y-e.From.Y); band > 0 && d > band+j.n.Slack {
		j.fail("round %d: %s (speed %d) moves %.1f mm (%s), beyond distance %d's %.0f mm", e.Round, u.ID, e.Speed, d, e.Kind, e.Speed, band)
	}
	r, a := j.setUp.SquadronRadius, j.setUp.PlayArea
	if e.To.X < r-j.n.Slack || e.To.Y < r-j.n.Slack || e.To.X > a[0]-r+j.n.Slack || e.To.Y > a[1]-r+j.n.Slack {
		j.fail("round %d: %s moves off the table to (%.1f, %.1f)", e.Round, u.ID, e.To.X, e.To.Y)
	}
}
