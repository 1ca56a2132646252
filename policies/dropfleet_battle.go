package policies

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The free-play policies of a whole Dropfleet game (battle notes §6.1):
// every choice a player makes in a battle, so that a game needs no script.
// Both styles send troop carriers to the nearest cluster their player does
// not hold, down to Low Orbit (Bulk Landers) and into the Atmosphere
// (Dropships), land there, move spare troops to the cluster's unheld
// sectors, and fire at the nearest enemy they can; a carrier in Low
// Orbit over a Critical Location its player holds stays there while its
// tonnage is needed (keptCritical); they differ in what the warships do. An objective-first warship keeps a Critical Location
// of its player's while it is needed there (spareWarship) and otherwise
// goes for the nearest cluster the enemy holds, else the nearest enemy:
// when it held its own clusters and waited, two such players on Moonshot
// (each player's two clusters by its own corner, the Large Solid Object
// between them) never fought and every game was a draw, which measured
// nothing of the lists (issue 16, item 5: "the result measures the
// lists").

// tableMargin keeps moves this far inside the table's edges.
const tableMargin = 1

// isCarrier reports whether ship i carries landers.
func isCarrier(s *dropfleet.State, i int) bool {
	p := &s.Model.Ships[i].Profile
	return p.LaunchValue(dropfleet.Dropships) > 0 || p.LaunchValue(dropfleet.BulkLanders) > 0
}

// goalCluster returns the cluster ship i heads for: the one it is in the
// Atmosphere over (a carrier that has come down stays), else the nearest
// one its player does not hold, else the nearest.
func goalCluster(s *dropfleet.State, i int) int {
	g := s.Model
	p := g.Ships[i].Fleet
	sh := &s.Ships[i]
	best, bestD, anyBest, anyD := -1, 1e18, -1, 1e18
	for c := range g.Battle.Clusters {
		at := g.Battle.Clusters[c].Centre
		d := sh.Pos.Dist(at)
		if anomalyCostly(s, c) { // dropfleet_anomaly.go
			continue
		}
		if anyBest < 0 || nearer(sh, d, at, anyD, g.Battle.Clusters[anyBest].Centre) {
			anyBest, anyD = c, d
		}
		if s.Holder(c) != p && (best < 0 || nearer(sh, d, at, bestD, g.Battle.Clusters[best].Centre)) {
			best, bestD = c, d
		}
	}
	if s.Ships[i].Layer == dropfleet.Atmosphere || best < 0 {
		return anyBest
	}
	return best
}

// spareWarship reports whether ship i, an objective-first warship (not a
// carrier), is not needed over its player's clusters: at every cluster its
// player holds whose Critical Location i contests, the ships of its player
// there listed before it (lower index: those stay, so that two keepers do
// not both leave) have more tonnage than the enemy's, so the Critical
// Location stays theirs without i (battle notes §3.1, §3.3).
func spareWarship(s *dropfleet.State, i int) bool {
	return !isCarrier(s, i) && keptByWarship(s, i) < 0
}

// keptByWarship returns the cluster whose Critical Location ship i, a
// warship, keeps: one its player holds (on a scoring turn, any that is a
// Critical Location for it: the one it keeps scores at the end of this
// turn's Roundup, whoever holds the sectors) that i contests, where the
// ships of its player listed before i would not keep it without i
// (keptWithout); else -1.
func keptByWarship(s *dropfleet.State, i int) int {
	g := s.Model
	p := g.Ships[i].Fleet % dropfleet.Players
	scoring := scoringTurn(s)
	for c := range g.Battle.Clusters {
		if (s.Holder(c) == p || scoring && s.CriticalFor(c, p)) && s.ContestsCritical(i, c) && !keptWithout(s, i, c) {
			return c
		}
	}
	return -1
}

// scoringTurn reports whether the turn being played ends with a scoring
// (battle notes §3.1: turns 4 and 6).
func scoringTurn(s *dropfleet.State) bool {
	for _, t := range s.Model.Battle.ScoreTurns {
		if t == s.Turn {
			return true
		}
	}
	return false
}

// keptCritical returns the cluster ship i, a carrier, keeps: one its
// player holds that is a Critical Location for it (battle notes §3.1), i
// contesting it (State.ContestsCritical), where the ships of its player listed
// before i would not keep it without i (keptWithout); else -1. A carrier
// whose goal moved on once its troops held the cluster left it to nobody
// at the scoring, so a list with one more troopship held its clusters a
// turn sooner, left them sooner and lost more Moonshot games than it won
// (TestDropfleetBattleDominance).
func keptCritical(s *dropfleet.State, i int) int {
	g := s.Model
	p := g.Ships[i].Fleet % dropfleet.Players
	for c := range g.Battle.Clusters {
		if s.Holder(c) == p && s.CriticalFor(c, p) && s.ContestsCritical(i, c) && !keptWithout(s, i, c) {
			return c
		}
	}
	return -1
}

// nearestEnemyCluster returns the nearest cluster the enemy of ship i's
// player holds, or -1.
func nearestEnemyCluster(s *dropfleet.State, i int) int {
	g := s.Model
	sh := &s.Ships[i]
	enemy := 1 - g.Ships[i].Fleet%dropfleet.Players
	best, bestD := -1, 1e18
	for c := range g.Battle.Clusters {
		at := g.Battle.Clusters[c].Centre
		if d := sh.Pos.Dist(at); s.Holder(c) == enemy && (best < 0 || nearer(sh, d, at, bestD, g.Battle.Clusters[best].Centre)) {
			best, bestD = c, d
		}
	}
	return best
}

// defendCluster returns the nearest Critical Location that would score
// for ship i's player (State.CriticalFor) where the enemy has at least as
// much tonnage in Low Orbit within 6" of its centre as the player, and
// some, or -1: a spare objective-first warship goes there, to keep or
// retake it, before going for the enemy's clusters, since the player with
// more tonnage there takes its VP at the scoring (battle notes §3.1,
// §3.3). Without it both players' spare warships took the other's Moonshot
// Critical Locations and never came back for their own, and a list with
// one more battlegroup won no more often than the list alone
// (TestDropfleetBattleDominance).
func defendCluster(s *dropfleet.State, i int) int {
	g := s.Model
	p := g.Ships[i].Fleet % dropfleet.Players
	sh := &s.Ships[i]
	best, bestD := -1, 1e18
	var tonnage [][dropfleet.Players]int // counted once, when first needed
	for c := range g.Battle.Clusters {
		at := g.Battle.Clusters[c].Centre
		d := sh.Pos.Dist(at)
		if best >= 0 && !nearer(sh, d, at, bestD, g.Battle.Clusters[best].Centre) || !s.CriticalFor(c, p) {
			continue
		}
		if tonnage == nil {
			tonnage = s.CriticalTonnages()
		}
		if t := tonnage[c]; t[1-p] == 0 || t[1-p] < t[p] {
			continue
		}
		best, bestD = c, d
	}
	return best
}

// keptWithout reports whether the ships of ship i's player listed before
// it that contest cluster c's Critical Location (State.ContestsCritical)
// have more tonnage there than the enemy's: the Critical Location stays
// theirs without i.
func keptWithout(s *dropfleet.State, i, c int) bool {
	g := s.Model
	p := g.Ships[i].Fleet % dropfleet.Players
	var t [dropfleet.Players]int
	for j := range g.Ships {
		q := g.Ships[j].Fleet % dropfleet.Players
		if j == i || q == p && j > i || !s.ContestsCritical(j, c) {
			continue
		}
		t[q] += g.Ships[j].Profile.Tonnage.Value()
	}
	return t[p] > t[1-p]
}

// scoringGoal returns, on a scoring turn, for ship i, an objective-first
// warship that keeps nothing, the nearest Critical Location for its
// player (not one The Anomaly spoils) that i can reach in
// Low Orbit within 6" of its centre this move (its Thrust, less an inch)
// and where its player has no more tonnage than the enemy without i: a
// Location left to nobody, or one i's tonnage may win; else -1. Without
// it, 12 of 20 traced games ended with a Critical Location held at the
// last scoring by nobody, and carriers climbed to High Orbit on the last
// turn (battle notes §3.1: the Critical Location goes to the player with
// more tonnage in Low Orbit within 6").
func scoringGoal(s *dropfleet.State, i int) int {
	if !scoringTurn(s) || s.Ships[i].Layer == dropfleet.Atmosphere {
		return -1
	}
	g := s.Model
	p := g.Ships[i].Fleet % dropfleet.Players
	sh := &s.Ships[i]
	reach := float64(s.Thrust(i)) + dropfleet.ClusterRange - 1
	best, bestD := -1, 1e18
	var tonnage [][dropfleet.Players]int
	for c := range g.Battle.Clusters {
		at := g.Battle.Clusters[c].Centre
		d := sh.Pos.Dist(at)
		if d > reach || !s.CriticalFor(c, p) || anomalyCostly(s, c) || best >= 0 && !nearer(sh, d, at, bestD, g.Battle.Clusters[best].Centre) {
			continue
		}
		if tonnage == nil {
			tonnage = s.CriticalTonnages()
		}
		t := tonnage[c]
		if s.ContestsCritical(i, c) {
			t[p] -= g.Ships[i].Profile.Tonnage.Value()
		}
		if t[p] > t[1-p] {
			continue // kept without i
		}
		best, bestD = c, d
	}
	return best
}

// goal returns where ship i heads and the layer it wants there.
func goal(s *dropfleet.State, i int, attrition bool) (plane.Vec, dropfleet.Layer) {
	g := s.Model
	sh := &s.Ships[i]
	if !attrition && !isCarrier(s, i) && keptByWarship(s, i) < 0 { // carriers land troops: TestDropfleetAnomalyClustersContested
		if c := scoringGoal(s, i); c >= 0 {
			return g.Battle.Clusters[c].Centre, dropfleet.LowOrbit
		}
	}
	spare := !attrition && spareWarship(s, i)
	if spare {
		if c := defendCluster(s, i); c >= 0 {
			return g.Battle.Clusters[c].Centre, dropfleet.LowOrbit
		}
		if c := nearestEnemyCluster(s, i); c >= 0 {
			return g.Battle.Clusters[c].Centre, dropfleet.LowOrbit
		}
	}
	if isCarrier(s, i) {
		if c := keptCritical(s, i); c >= 0 {
			return g.Battle.Clusters[c].Centre, dropfleet.LowOrbit
		}
	} else if !attrition && !spare {
		// an objective-first warship that keeps a Critical Location stays
		// over it (before, it fell through to the nearest cluster not
		// held, climbed to High Orbit and left the Location to nobody)
		if c := keptByWarship(s, i); c >= 0 {
			return g.Battle.Clusters[c].Centre, dropfleet.LowOrbit
		}
	}
	if (attrition || spare) && !isCarrier(s, i) {
		if e := nearestEnemy(s, i, func(int) bool { return true }); e >= 0 {
			if l := s.Ships[e].Layer; l != dropfleet.Atmosphere || g.Ships[i].Profile.Atmospheric {
				return s.Ships[e].Pos, l
			}
			return s.Ships[e].Pos, dropfleet.LowOrbit
		}
	}
	c := goalCluster(s, i)
	if c < 0 {
		return sh.Pos, sh.Layer
	}
	centre := g.Battle.Clusters[c].Centre
	far := sh.Pos.Dist(centre) > float64(s.Thrust(i))+dropfleet.ClusterRange
	switch {
	case far && scoringTurn(s) && sh.Layer == dropfleet.LowOrbit:
		return centre, dropfleet.LowOrbit // no climb on a scoring turn: in Low Orbit a ship may still count at a Critical Location
	case far:
		return centre, dropfleet.HighOrbit
	case sh.Layer == dropfleet.Atmosphere, g.Ships[i].Profile.LaunchValue(dropfleet.Dropships) > 0 && g.Ships[i].Profile.Atmospheric && sh.Layer == dropfleet.LowOrbit && sh.Pos.Dist(centre) <= 6:
		return centre, dropfleet.Atmosphere
	}
	return centre, dropfleet.LowOrbit
}

// BattleOrders is the order decision of the battle styles: Station
// Keeping when a carrier of the battlegroup keeps a Critical Location
// (keeperAboard), and over its cluster once there (Low Orbit, within 6" of the
// centre) so as to hold its Critical Location (an objective-first
// warship not needed there goes on: spareWarship), Course Change when the goal
// is more than 45° off the bow, else Standard Orders (which launch, turn
// and change layer); an Attrition player's warships take Weapons Free
// when they have a target and need no turn or layer change, and so do an
// objective-first player's spare warships.
type BattleOrders struct{ Attrition bool }

// keeperAboard reports whether a carrier of the activation keeps a
// Critical Location (keptCritical): the battlegroup's order is then
// Station Keeping, whatever its first ship's goal, since an order that
// moves the group at least half its Thrust carried the keeper off the
// cluster (battle notes §3.1, §3.3).
func keeperAboard(s *dropfleet.State, a *dropfleet.Activation, attrition bool) bool {
	for _, o := range a.Ships {
		if keeper(s, o.Ship, attrition) {
			return true
		}
	}
	return false
}

// keeper reports whether ship i keeps a Critical Location: a carrier that
// keptCritical keeps one, or an objective-first warship that
// keptByWarship does.
func keeper(s *dropfleet.State, i int, attrition bool) bool {
	if isCarrier(s, i) {
		return keptCritical(s, i) >= 0
	}
	return !attrition && keptByWarship(s, i) >= 0
}

// anomalyScanner returns the ship of activation a that Active Scans The
// Anomaly (battle notes §3.3) when it pays, or -1: the first ship on the
// table that may take Active Scan (a starting Hull of 4 or more, not in
// the Atmosphere), keeps no Critical Location, needs neither a turn of
// more than 45° nor a layer change to reach its goal (Active Scan allows
// neither), and would scan the Anomaly by switch U-A1 from wherever its
// move ends: more than 24" away under "safe" (no roll removes it; 1/3 or
// 1/2 VP expected), more than 12" under "first" (2/3 VP, a 1 in 6 chance
// of losing the ship, which gives the enemy no kill points), never under
// "never". Only that ship takes the order; the others take Standard
// Orders (BattleOrders.TakesSpecial).
func anomalyScanner(s *dropfleet.State, a *dropfleet.Activation, attrition bool) int {
	on, at, _, _ := s.Anomaly()
	if !on || s.AnomalyScanned(s.Model.Battlegroups[a.Battlegroup].Fleet%dropfleet.Players) {
		return -1
	}
	least := 24.0
	if s.Model.Battle.AnomalyScanning == dropfleet.ScanAnomalyFirst {
		least = 12
	}
	for _, o := range a.Ships {
		i := o.Ship
		sh := &s.Ships[i]
		lo, hi := dropfleet.ActiveScan.Bounds(s.Thrust(i))
		ahead := plane.Direction(sh.Heading)
		if !s.OnTable(i) || s.Model.Ships[i].Profile.Hull < dropfleet.ActiveScanMinHull || sh.Layer == dropfleet.Atmosphere ||
			sh.Cripples&dropfleet.CrippleNoSpecial != 0 || keeper(s, i, attrition) || !s.WouldScanAnomaly(i) ||
			segmentDist(sh.Pos.Add(ahead.Scale(lo)), sh.Pos.Add(ahead.Scale(hi)), at) <= least || !roomAhead(s, i, lo) {
			continue // it scans from where its move, straight ahead, ends
		}
		to, layer := goal(s, i, attrition)
		if rel := turnTo(sh, to); layer == sh.Layer && rel <= dropfleet.MaxTurnDegrees && rel >= -dropfleet.MaxTurnDegrees && !solidAhead(s, i, float64(s.Thrust(i))) {
			return i
		}
	}
	return -1
}

// roomAhead reports whether ship i, moving lo straight ahead (an order
// that may not turn), ends on the table where it can still move next
// time (trapped).
func roomAhead(s *dropfleet.State, i int, lo float64) bool {
	sh := &s.Ships[i]
	end := sh.Pos.Add(plane.Direction(sh.Heading).Scale(lo))
	return onTable(end) && !trapped(end, sh.Heading, float64(s.Model.Ships[i].Profile.Thrust)/2)
}

// segmentDist returns the distance from point p to the segment from a to
// b.
func segmentDist(a, b, p plane.Vec) float64 {
	ab := b.Sub(a)
	t := 0.0
	if l := ab.Dot(ab); l > 0 {
		t = clamp(p.Sub(a).Dot(ab)/l, 0, 1)
	}
	return a.Add(ab.Scale(t)).Dist(p)
}

// ChooseOrder implements dropfleet.OrderDecision.
func (b BattleOrders) ChooseOrder(s *dropfleet.State, a *dropfleet.Activation, _ *sim.Stream) dropfleet.Order {
	if anomalyScanner(s, a, b.Attrition) >= 0 {
		return dropfleet.ActiveScan
	}
	if keeperAboard(s, a, b.Attrition) && !groupNearAnomaly(s, a) {
		return dropfleet.StationKeeping
	}
	i := representative(a)
	sh := &s.Ships[i]
	if s.OnTable(i) && cornered(sh.Pos, sh.Heading, float64(s.Thrust(i))/2, 1) {
		return dropfleet.StationKeeping // cornered by the table's edges: turn on the spot (Station Keeping may move 0")
	}
	to, layer := goal(s, i, b.Attrition)
	attrition := b.Attrition || spareWarship(s, i) // closing on the enemy: Weapons Free
	rel := turnTo(sh, to)
	if attrition && !isCarrier(s, i) && layer == sh.Layer && rel*rel < 20*20 && (NearestInReach{}).Target(s, i, nil) >= 0 && !solidAhead(s, i, float64(s.Thrust(i))) && roomAhead(s, i, float64(s.Thrust(i))/2) && !anomalyAhead(s, i, dropfleet.WeaponsFree) {
		return dropfleet.WeaponsFree
	}
	if layer == sh.Layer && sh.Layer != dropfleet.HighOrbit && sh.Pos.Dist(to) <= dropfleet.ClusterRange-1 && !b.Attrition && !groupNearAnomaly(s, a) {
		return dropfleet.StationKeeping
	}
	if rel > dropfleet.MaxTurnDegrees || rel < -dropfleet.MaxTurnDegrees {
		return dropfleet.CourseChange
	}
	return dropfleet.Standard
}

// TakesSpecial implements dropfleet.SpecialTaker: which ships of the
// battlegroup take the special order ChooseOrder chose, the others taking
// Standard Orders (which survey, turn at the start and change layer):
// under Active Scan only the ship that scans The Anomaly
// (anomalyScanner); under Station Keeping the ships that keep a Critical
// Location or stand within 5" of their goal in its layer, not in High
// Orbit (the others move on at Standard Orders' pace); under Weapons Free
// the warships that need no turn of more than 20° nor a layer change,
// have a target and can end a move straight ahead clear of The Anomaly
// (anomalyAhead); under Course Change the ships whose goal is more than
// 45° off the bow.
func (b BattleOrders) TakesSpecial(s *dropfleet.State, a *dropfleet.Activation, i int, o dropfleet.Order) bool {
	sh := &s.Ships[i]
	switch o {
	case dropfleet.ActiveScan:
		return anomalyScanner(s, a, b.Attrition) == i
	case dropfleet.StationKeeping:
		if keeper(s, i, b.Attrition) || cornered(sh.Pos, sh.Heading, float64(s.Thrust(i))/2, 1) {
			return true // a ship cornered by the table's edges turns on the spot: Station Keeping may move 0"
		}
		to, layer := goal(s, i, b.Attrition)
		return layer == sh.Layer && sh.Layer != dropfleet.HighOrbit && sh.Pos.Dist(to) <= dropfleet.ClusterRange-1
	case dropfleet.WeaponsFree:
		to, layer := goal(s, i, b.Attrition)
		rel := turnTo(sh, to)
		return !isCarrier(s, i) && layer == sh.Layer && rel*rel < 20*20 && (NearestInReach{}).Target(s, i, nil) >= 0 && !solidAhead(s, i, float64(s.Thrust(i))) && roomAhead(s, i, float64(s.Thrust(i))/2) && !anomalyAhead(s, i, dropfleet.WeaponsFree)
	case dropfleet.CourseChange:
		to, _ := goal(s, i, b.Attrition)
		rel := turnTo(sh, to)
		return rel > dropfleet.MaxTurnDegrees || rel < -dropfleet.MaxTurnDegrees
	}
	return true
}

var _ dropfleet.SpecialTaker = BattleOrders{}

// BattleMove is the move decision of the battle styles: it turns towards
// the ship's goal as far as the order allows, moves the distance within
// the order's bounds that ends nearest it (the least, if the full one
// would leave the table), and changes one layer towards the one it wants
// there when the order lets it; it keeps clear of The Anomaly
// (dropfleet_anomaly.go) and steers around the Large Solid Objects
// (dropfleet_solid.go). A ship crippled so that its Thrust is halved and it
// may not turn or change layer (dropfleet.CrippleSlow) is planned as the
// rules core will move it: straight ahead, half the distance it is given.
type BattleMove struct{ Attrition bool }

// Move implements dropfleet.MoveDecision.
func (b BattleMove) Move(s *dropfleet.State, i int, o dropfleet.Order, _ *sim.Stream) dropfleet.Movement {
	sh := &s.Ships[i]
	to, layer := goal(s, i, b.Attrition)
	lo, hi := o.Bounds(s.Thrust(i))
	var m dropfleet.Movement
	rel := turnTo(sh, to)
	slow := sh.Cripples&dropfleet.CrippleSlow != 0
	if slow {
		lo, hi = lo/2, hi/2
	} else {
		m.Turn = startTurn(o, sh.Heading, bearingTo(sh, to))
		if rel == 180 { // dead astern: turn as turnTo says, not as rounding does
			m.Turn = startTurn(o, 0, rel)
		}
	}
	if o.Rule().Turning != dropfleet.NoTurn && layer != sh.Layer && !slow && s.Thrust(i) > 0 {
		m.Layer = sh.Layer + 1
		if layer < sh.Layer {
			m.Layer = sh.Layer - 1
			hi -= dropfleet.LayerUpCost
		}
		if hi < lo {
			m.Layer, hi = dropfleet.LayerNone, hi+dropfleet.LayerUpCost
		}
	}
	dir := plane.Direction(sh.Heading + m.Turn)
	d := clamp(to.Sub(sh.Pos).Dot(dir), lo, max(lo, hi))
	if end := sh.Pos.Add(dir.Scale(d)); !onTable(end) {
		d = lo
	}
	m.Distance = d
	if keeper(s, i, b.Attrition) {
		m = keepNear(sh, o, m, to, lo, max(lo, hi))
	}
	endLayer := sh.Layer
	if m.Layer != dropfleet.LayerNone {
		endLayer = m.Layer
	}
	m = clearOfDebris(s, i, o, m, to, lo, max(lo, hi))            // dropfleet_debris.go
	m = clearOfAnomaly(s, i, o, m, endLayer, to, lo, max(lo, hi)) // dropfleet_anomaly.go
	m = clearOfSolid(s, i, o, m, endLayer, to, lo, max(lo, hi))   // dropfleet_solid.go
	m = clearOfShips(s, i, o, m, endLayer, to, lo, max(lo, hi))   // dropfleet_clear.go
	if slow {
		return dropfleet.Movement{Distance: 2 * m.Distance}
	}
	if o.Rule().Turning == dropfleet.TurnTwiceAnywhere {
		m.TurnEnd = clamp(rel-m.Turn, -dropfleet.MaxTurnDegrees, dropfleet.MaxTurnDegrees)
		end := sh.Pos.Add(plane.Direction(sh.Heading + m.Turn).Scale(m.Distance))
		m.TurnEnd = endTurn(end, sh.Heading+m.Turn, m.TurnEnd, float64(s.Model.Ships[i].Profile.Thrust)/2) // dropfleet_clear.go
	}
	return m
}

// keepNear returns m changed, when it ends more than 6" from to, the
// centre of the Critical Location the ship keeps (keptCritical), to the
// movement within order o's bounds [lo, hi] and start turns that ends
// nearest to, the first in eachMove's fixed order on a tie. A carrier
// whose group is on Standard Orders (at least half its Thrust: its group
// does not take the battlegroup's Station Keeping) cannot hover; this
// mostly decides the tie of a keeper that ran straight over its cluster
// and has it dead astern (turn 45° left, not right). Measured, not
// explained: on Moonshot it moved the list with one more battlegroup from
// P(win) - P(loss) -0.07 to +0.01 objective-first and +0.09 to +0.54
// attrition-first (side a, 1000 games each), the mirror matches staying
// fair (TestDropfleetBattleMirror).
func keepNear(sh *dropfleet.ShipState, o dropfleet.Order, m dropfleet.Movement, to plane.Vec, lo, hi float64) dropfleet.Movement {
	if sh.Pos.Add(plane.Direction(sh.Heading+m.Turn).Scale(m.Distance)).Dist(to) <= dropfleet.ClusterRange {
		return m
	}
	best, bestD := m, math.Inf(1)
	eachMove(sh, o, m, lo, hi, solidSearch, func(turn, d float64, end plane.Vec) {
		if e := end.Dist(to); e < bestD-tieDistance {
			best.Turn, best.Distance, bestD = turn, d, e
		}
	})
	return best
}

// onTable reports whether v is inside the table, tableMargin in from its
// edges.
func onTable(v plane.Vec) bool {
	return v.X >= tableMargin && v.Y >= tableMargin && v.X <= dropfleet.TableSize-tableMargin && v.Y <= dropfleet.TableSize-tableMargin
}

// SpareTroops is the ground-move decision of the battle styles: in each
// cluster, the player's troops beyond what keeps a sector held (one more
// than the enemy's there) move to the sectors it does not hold, where
// they make it hold them; sectors are taken, and emptied, in the order of
// the player's own view (dropfleet.State.OwnSideFirst), not the layout's, so a
// mirror-image cluster gets the mirror-image moves; tokens never leave a
// sector holding enemy troops (State.MoveTokens refuses it).
type SpareTroops struct{}

// maxSectors bounds the sectors of a cluster SpareTroops orders without
// allocating (a scenario file gives a cluster at most 8); a larger
// cluster's sectors keep the layout's order.
const maxSectors = 16

// MoveTroops implements dropfleet.GroundMoveDecision.
func (SpareTroops) MoveTroops(s *dropfleet.State, p, c int, _ *sim.Stream) {
	secs := s.Clusters()[c].Sectors
	var order [maxSectors]int
	sided := sideOrder(s, p, s.Model.Battle.Clusters[c].Sectors, &order)
	sector := func(k int) int { // the k-th sector in the player's own view
		if sided {
			return order[k]
		}
		return k
	}
	for kt := range secs {
		to := sector(kt)
		need := troops(&secs[to], 1-p) + 1 - troops(&secs[to], p)
		if need <= 0 || secs[to].Ruined {
			continue
		}
		for kf := range secs {
			from := sector(kf)
			if from == to || troops(&secs[from], 1-p) > 0 {
				continue
			}
			for _, k := range [...]dropfleet.GroundKind{dropfleet.GroundInfantry, dropfleet.GroundArmour} {
				spare := min(troops(&secs[from], p)-1, secs[from].Tokens[p][k])
				if n := min(spare, need); n > 0 && s.MoveTokens(p, c, from, to, k, n) {
					need -= n
				}
			}
		}
	}
}

// sideOrder writes the indices of sectors into order, sorted by player
// p's own view (dropfleet.State.OwnSideFirst); it reports false, writing
// nothing, when there are more than maxSectors.
func sideOrder(s *dropfleet.State, p int, sectors []dropfleet.SectorSpec, order *[maxSectors]int) bool {
	if len(sectors) > maxSectors {
		return false
	}
	for k := range sectors { // insertion sort: a cluster has a handful of sectors
		j := k
		for ; j > 0 && s.OwnSideFirst(p, sectors[k].At, sectors[order[j-1]].At); j-- {
			order[j] = order[j-1]
		}
		order[j] = k
	}
	return true
}

// troops counts player p's Infantry and Armour in sec.
func troops(sec *dropfleet.Sector, p int) int {
	return sec.Tokens[p][dropfleet.GroundInfantry] + sec.Tokens[p][dropfleet.GroundArmour]
}

// Battle is the registry of the whole-game player styles a Dropfleet
// battle's fleet may be given (`player:`).
var Battle = &Registry[dropfleet.Player]{
	entries: []entry[dropfleet.Player]{
		{Info: Info{"objective-first", "warships over a cluster their player holds (on a scoring turn, over any Critical Location) stay there on Station Keeping while needed to keep its Critical Location (more tonnage in Low Orbit within 6\" than the enemy); the others go first to the nearest Critical Location the enemy contests (as much tonnage there as theirs), then the nearest cluster the enemy holds, else close on the nearest enemy; carriers land troops on the nearest cluster not held and stay over a Critical Location their player holds while needed there; fire at the nearest enemy in reach; one ship Active Scans The Anomaly when it may from a safe distance; bases never overlap and no move runs into a table edge"},
			style: battleStyle(false)},
		{Info: Info{"attrition-first", "warships close on the nearest enemy and fire, on Weapons Free when already pointed at it; carriers still land troops on the nearest cluster not held and stay over a Critical Location their player holds while needed there; one ship Active Scans The Anomaly when it may from a safe distance"},
			style: battleStyle(true)},
	},
	unknown: "unknown battle player %q (expected objective-first or attrition-first)",
}

// battleStyle sets every decision of a battle player.
func battleStyle(attrition bool) Style[dropfleet.Player] {
	return func(p *dropfleet.Player) {
		p.Order = BattleOrders{Attrition: attrition}
		p.Move = BattleMove{Attrition: attrition}
		p.Target = NearestInReach{}
		p.Landing = StationLanding{} // stations first, else dropfleet.NearestSector (dropfleet_bombard.go)
		p.GroundMove = SpareTroops{}
		p.Assets = BattleAssets{Attrition: attrition}
		p.Escort = dropfleet.EnoughEscorts{}
		p.Sector = Bombard{Attrition: attrition} // dropfleet_bombard.go
		p.Station = StationFire{Attrition: attrition}
	}
}

// NearestInReach picks the same ship as NearestDetected, the nearest enemy
// one of the ship's weapons can fire at (the lowest index among equally
// near ones, within tieDistance), checking ranges and arcs only for enemies nearer than the
// best found so far: the battle players' targeting, asked for every ship
// of every activation.
type NearestInReach struct{}

// Target implements dropfleet.TargetDecision.
func (NearestInReach) Target(s *dropfleet.State, i int, _ *sim.Stream) int {
	g := s.Model
	pos := s.Ships[i].Pos
	best, bestD := -1, 1e18
	for e := range g.Ships {
		if g.Ships[e].Fleet == g.Ships[i].Fleet || !s.OnTable(e) {
			continue
		}
		d := pos.Dist(s.Ships[e].Pos)
		if d >= bestD-tieDistance { // as near (rounding aside): the lower index
			continue
		}
		if s.FirstWeaponAt(i, e) >= 0 {
			best, bestD = e, d
		}
	}
	return best
}

// bearingTo returns the heading from ship sh to point to, or sh's own
// heading when it is already there: the bearing of a point a ship stands
// on is not defined (atan2 of ±0 gives 0° or 180° by the zeros' signs),
// and taking it would turn the first player's ships one way and the
// second's, on the table turned through 180°, another.
func bearingTo(sh *dropfleet.ShipState, to plane.Vec) float64 {
	if sh.Pos.Dist(to) < 1e-9 {
		return sh.Heading
	}
	return dropfleet.Bearing(sh.Pos, to)
}

// turnTo returns the turn from ship sh's heading to the bearing of point
// to (dropfleet.Relative), with a point dead astern (within 1e-9°) turned
// to the right (+180): a ship that flew straight at its goal and overshot
// it has the goal dead astern, and rounding would otherwise turn the first
// player's ships one way and the second's, whose headings are the first's
// plus 180°, the other. Turning right is the same on the table turned
// through 180°, so both players' ships swing alike.
func turnTo(sh *dropfleet.ShipState, to plane.Vec) float64 {
	rel := dropfleet.Relative(sh.Heading, bearingTo(sh, to))
	if math.Abs(rel) > 180-1e-9 {
		return 180
	}
	return rel
}

// tieDistance is how much two distances may differ and still be equal:
// the table turned through 180° (x becomes 48-x) rounds distances
// differently, so an exact tie on one player's side of the table would be
// a near miss on the other's, and the pick would depend on the side.
const tieDistance = 1e-9

// nearer reports whether point at, d from ship sh, is a better goal than
// point best, bestD from it: nearer, or as near (within tieDistance) and further
// to the ship's right. Breaking ties by the ship's own heading, not by
// index, keeps the choice the same on the table turned through 180°: a
// ship on the centre line, as near the clusters either side of it, would
// otherwise head west for both players, to the left of one and the right
// of the other.
func nearer(sh *dropfleet.ShipState, d float64, at plane.Vec, bestD float64, best plane.Vec) bool {
	if math.Abs(d-bestD) > tieDistance {
		return d < bestD
	}
	return dropfleet.Relative(sh.Heading, bearingTo(sh, at)) > dropfleet.Relative(sh.Heading, bearingTo(sh, best))+1e-9
}
