// Package judge checks traced games independently of the rules cores: it
// reads only a game's structured events (sim/dropfleet's events.go) and
// the rules notes' numbers, written out here, never the engine's
// functions. It finds the rules a game broke (the order announced is the
// order played; moves, shots, spikes and surveys agree with the orders
// and layers; no ship leaves the table; every score re-computes) and
// counts what a competent player would not do (overlapping bases, ships
// that never fire though an enemy was in reach, Critical Locations left
// in the last turn).
package judge

import (
	"fmt"
	"math"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The rules notes' numbers the judge checks by (rules/dropfleet.md §1,
// §6; rules/dropfleet-battle.md §1.4, §3.1).
const (
	maxTurn          = 45.0 // "≤45°" a turn
	layerUpCost      = 4.0  // "going up costs 4\" of Thrust"
	atmosphereThrust = 2    // "in Atmosphere Thrust is 2\""
	minorSpikeInches = 6    // "Minor Spike: Sig + 6\""
	majorSpikeInches = 12   // "Major Spike: Sig + 12\""
	clusterRange     = 6.0  // "in Low Orbit within 6\"" (Critical Locations, surveys)
	criticalVP       = 2    // "worth 2 VP"
	narrowArc        = 22.0 // "F(N) (narrow, 22°)"
	eps              = 1e-6
	// BaseDistance is how close two ships' flight stems may stand: the
	// small flying bases are about an inch across, so two stems nearer
	// than an inch are bases overlapping, which a table cannot hold.
	BaseDistance = 1.0
)

// orderRow is one row of the orders table (rules notes §6): the turns it
// allows, the move as multiples of Thrust, the weapon systems it fires
// (-1 all), its spike at the end, whether it may change layer (it may
// turn), and whether Standard's start removes a Minor Spike.
type orderRow struct {
	turns        string // "none", "start", "start-or-end", "twice"
	min, max     float64
	systems      int
	endSpike     int
	silent       bool
	removesMinor bool
	scans        bool
}

var orders = map[dropfleet.Order]orderRow{
	dropfleet.Standard:       {turns: "start", min: 0.5, max: 1, systems: 1, removesMinor: true},
	dropfleet.WeaponsFree:    {turns: "none", min: 0.5, max: 1, systems: -1, endSpike: 2},
	dropfleet.StationKeeping: {turns: "start-or-end", min: 0, max: 0.5, systems: 1, endSpike: 1},
	dropfleet.CourseChange:   {turns: "twice", min: 0.5, max: 1, systems: 1, endSpike: 1},
	dropfleet.MaxThrust:      {turns: "start", min: 1, max: 2, systems: 0, endSpike: 1},
	dropfleet.SilentRunning:  {turns: "none", min: 0.5, max: 1, systems: 0, silent: true},
	dropfleet.ActiveScan:     {turns: "none", min: 0.5, max: 1, systems: 1, endSpike: 2, scans: true},
}

// clusterVP are the Hold and Contest VP of a Small, Medium and Large
// cluster (battle notes §1.4).
var clusterVP = map[dropfleet.ClusterSize][2]int{
	dropfleet.SmallCluster:  {2, 0},
	dropfleet.MediumCluster: {3, 1},
	dropfleet.LargeCluster:  {4, 2},
}

// Game is what the judge found in one game.
type Game struct {
	// Broken are the rules the game broke, one line each.
	Broken []string
	// Ships is how many ships played.
	Ships int
	// Overlaps counts moves that ended a ship's base on another's.
	Overlaps int
	// Opportunities counts the ships that some time had an enemy in reach
	// of a weapon, under an order that fires; NeverFired those of them
	// that never fired in the game.
	Opportunities, NeverFired int
	// Idle names the ships that never fired though they had the chance.
	Idle []string
	// Mismatches counts ships whose order played was not the order
	// announced without a reason given (the player's choice of Standard
	// Orders, or the rules' refusal); Standard counts the ships that
	// played Standard Orders under an announced special order.
	Mismatches, Standard int
	// Abandoned counts the Critical Locations a player held at the
	// scoring before the last that scored for nobody at the last, nobody
	// in Low Orbit within 6" of them.
	Abandoned int
	// EmptyAtLast counts the Critical Locations that scored for nobody
	// at the last scoring.
	EmptyAtLast int
	// AnomalyScans counts Active Scans of the Anomaly.
	AnomalyScans int
	// Specials counts the ships that played a special order.
	Specials int
	// FragileDebris counts moves of ships of starting Hull 4 or less that
	// took damage from the scenery they entered.
	FragileDebris int
	// AskedOff counts moves that asked to end off the table (the edge
	// stopped them); ZeroLayer the layer changes of ships of Thrust 0.
	AskedOff, ZeroLayer int
}

// ship is the judge's own record of one ship.
type ship struct {
	fact           dropfleet.ShipFact
	pos            plane.Vec
	heading        float64
	layer          dropfleet.Layer
	alive, on      bool
	order          dropfleet.Order
	fired          bool
	opportunity    bool
	systems        map[string]bool // weapon systems fired this activation
	activationTurn int
}

// Dropfleet judges one traced Dropfleet battle from its events.
func Dropfleet(events []any) Game {
	j := &dfJudge{ships: map[string]*ship{}, surveyedBG: map[string]int{}, surveyed: map[string]bool{}}
	for _, e := range events {
		j.event(e)
	}
	j.end()
	return j.g
}

type dfJudge struct {
	g          Game
	game       dropfleet.GameEvent
	ships      map[string]*ship
	order      []*ship // ships in the game's order
	turn       int
	surveyedBG map[string]int // battlegroup → turn it last surveyed
	surveyed   map[string]bool
	vp         [2]int
	table      *dropfleet.TableEvent
	critical   map[int]map[string]int // scoring turn → cluster → critical holder
	destroyed  map[string]string
	result     *dropfleet.ResultEvent
	bgOrder    map[string]dropfleet.Order // battlegroup → order announced at its latest activation
}

func (j *dfJudge) broke(format string, args ...any) {
	if len(j.g.Broken) < 50 {
		j.g.Broken = append(j.g.Broken, fmt.Sprintf("turn %d: ", j.turn)+fmt.Sprintf(format, args...))
	}
}

func (j *dfJudge) event(e any) {
	switch e := e.(type) {
	case dropfleet.GameEvent:
		j.game = e
		j.critical = map[int]map[string]int{}
		j.destroyed = map[string]string{}
		j.bgOrder = map[string]dropfleet.Order{}
		for _, f := range e.Ships {
			sh := &ship{fact: f, pos: f.Pos, heading: f.Heading, layer: f.Layer, alive: f.Hull > 0, on: f.OnTable}
			j.ships[f.ID] = sh
			j.order = append(j.order, sh)
		}
		j.g.Ships = len(e.Ships)
	case dropfleet.ActivationEvent:
		j.turn = e.Turn
		j.bgOrder[e.Battlegroup] = e.Announced
		for _, sh := range j.order {
			if sh.fact.Battlegroup == e.Battlegroup && sh.alive {
				sh.on = true
			}
		}
	case dropfleet.OrderEvent:
		j.orderEvent(e)
	case dropfleet.MoveEvent:
		j.move(e)
	case dropfleet.ShotEvent:
		j.shot(e)
	case dropfleet.GroundShotEvent:
		if sh := j.ships[e.Ship]; sh != nil {
			sh.fired = true
			if orders[sh.order].systems == 0 {
				j.broke("%s fires under %s", e.Ship, sh.order)
			}
		}
	case dropfleet.SpikeEvent:
		j.spike(e)
	case dropfleet.SurveyEvent:
		j.survey(e)
	case dropfleet.ScanEvent:
		if sh := j.ships[e.Ship]; sh != nil && !orders[sh.order].scans {
			j.broke("%s Active Scans under %s", e.Ship, sh.order)
		}
		if e.Anomaly {
			j.g.AnomalyScans++
		}
	case dropfleet.DestroyedEvent:
		if sh := j.ships[e.Ship]; sh != nil {
			sh.alive = false
			j.destroyed[e.Ship] = e.Cause
		}
	case dropfleet.LayerEvent:
		if sh := j.ships[e.Ship]; sh != nil {
			sh.layer = e.Layer
		}
	case dropfleet.VPEvent:
		j.vp[e.Player] += e.VP
	case dropfleet.TableEvent:
		j.tableEvent(e)
	case dropfleet.ScoreEvent:
		j.score(e)
	case dropfleet.ResultEvent:
		j.result = &e
	case dropfleet.LaunchEvent:
		if sh := j.ships[e.Ship]; sh != nil && !sh.alive {
			j.broke("%s launches though destroyed", e.Ship)
		}
	}
}

func (j *dfJudge) orderEvent(e dropfleet.OrderEvent) {
	sh := j.ships[e.Ship]
	if sh == nil {
		j.broke("an order for an unknown ship %s", e.Ship)
		return
	}
	sh.order, sh.systems, sh.activationTurn = e.Played, map[string]bool{}, e.Turn
	if announced, ok := j.bgOrder[sh.fact.Battlegroup]; !ok || announced != e.Announced {
		j.broke("%s plays under %s, its battlegroup announced %s", e.Ship, e.Announced, announced)
	}
	switch {
	case e.Played == e.Announced:
		if e.Played != dropfleet.Standard {
			j.g.Specials++
		}
	case e.Played == dropfleet.Standard && e.Why != "":
		j.g.Standard++
	default:
		j.g.Mismatches++
		j.broke("%s announced %s and played %s", e.Ship, e.Announced, e.Played)
	}
}

// expectedEnd returns where a move from from, heading h, ends by its turns
// and legs.
func expectedEnd(from plane.Vec, h float64, turns [3]float64, legs [2]float64) plane.Vec {
	h += turns[0]
	p := from.Add(dir(h).Scale(legs[0]))
	h += turns[1]
	return p.Add(dir(h).Scale(legs[1]))
}

// dir is the unit vector of compass heading h (0 along +Y, clockwise).
func dir(h float64) plane.Vec {
	r := h * math.Pi / 180
	return plane.Vec{X: math.Sin(r), Y: math.Cos(r)}
}

func (j *dfJudge) onTable(v plane.Vec) bool {
	return v.X >= -eps && v.Y >= -eps && v.X <= j.game.Table+eps && v.Y <= j.game.Table+eps
}

func (j *dfJudge) move(e dropfleet.MoveEvent) {
	sh := j.ships[e.Ship]
	if sh == nil {
		return
	}
	row, ok := orders[e.Order]
	if !ok || e.Order != sh.order {
		j.broke("%s moves under %s, its order is %s", e.Ship, e.Order, sh.order)
		row = orders[dropfleet.Standard]
	}
	if sh.pos.Dist(e.From) > eps {
		j.broke("%s starts its move at [%.2f, %.2f], last seen at [%.2f, %.2f]", e.Ship, e.From.X, e.From.Y, sh.pos.X, sh.pos.Y)
	}
	if sh.layer != e.LayerFrom {
		j.broke("%s starts its move in %s, last seen in %s", e.Ship, e.LayerFrom, sh.layer)
	}
	thrust := sh.fact.Thrust
	if e.LayerFrom == dropfleet.Atmosphere {
		thrust = atmosphereThrust
	}
	if e.Thrust != thrust {
		j.broke("%s moves with Thrust %d, the notes give %d", e.Ship, e.Thrust, thrust)
	}
	if e.Replaced {
		j.broke("%s asked for a move its order does not allow", e.Ship)
	}
	if e.LayerRefused {
		j.broke("%s asked for a layer change the rules refuse", e.Ship)
	}
	// turns
	n := 0
	for _, t := range e.Turns {
		if math.Abs(t) > maxTurn+eps {
			j.broke("%s turns %.1f°", e.Ship, t)
		}
		if t != 0 {
			n++
		}
	}
	switch {
	case e.Slowed || row.turns == "none":
		if n > 0 {
			j.broke("%s turns under %s (slowed %v)", e.Ship, e.Order, e.Slowed)
		}
	case row.turns == "start":
		if e.Turns[1] != 0 || e.Turns[2] != 0 {
			j.broke("%s turns after the start of its move under %s", e.Ship, e.Order)
		}
	case row.turns == "start-or-end":
		if e.Turns[1] != 0 || e.Turns[0] != 0 && e.Turns[2] != 0 {
			j.broke("%s turns more than once, or partway, under %s", e.Ship, e.Order)
		}
	case row.turns == "twice":
		if n > 2 {
			j.broke("%s turns three times under %s", e.Ship, e.Order)
		}
	}
	if e.Legs[1] != 0 && row.turns != "twice" {
		j.broke("%s moves in two legs under %s", e.Ship, e.Order)
	}
	// distance
	lo, hi := row.min*float64(thrust), row.max*float64(thrust)
	if e.LayerTo < e.LayerFrom {
		hi -= layerUpCost
	}
	if e.Slowed {
		lo, hi = lo/2, hi/2
	}
	if d := e.Legs[0] + e.Legs[1]; d < lo-eps || d > hi+eps {
		j.broke("%s moves %.2f\" under %s with Thrust %d: the order allows %.1f\" to %.1f\"", e.Ship, d, e.Order, thrust, lo, hi)
	}
	// layers
	if e.LayerTo != e.LayerFrom && !e.Destroyed {
		switch {
		case e.LayerTo-e.LayerFrom != 1 && e.LayerFrom-e.LayerTo != 1:
			j.broke("%s changes two layers", e.Ship)
		case row.turns == "none" || e.Slowed:
			j.broke("%s changes layer under %s, which may not turn", e.Ship, e.Order)
		case e.LayerTo == dropfleet.Atmosphere && !sh.fact.Atmospheric:
			j.broke("%s enters the Atmosphere, not Atmospheric", e.Ship)
		}
		if thrust == 0 {
			j.g.ZeroLayer++
			j.broke("%s, of Thrust 0, changes layer without moving", e.Ship)
		}
	}
	// geometry and the table's edge
	if want := expectedEnd(e.From, e.HeadingFrom, e.Turns, e.Legs); want.Dist(e.Asked) > 1e-3 {
		j.broke("%s asked to end at [%.2f, %.2f], its turns and legs end at [%.2f, %.2f]", e.Ship, e.Asked.X, e.Asked.Y, want.X, want.Y)
	}
	if !j.onTable(e.Asked) && !e.Entering {
		j.g.AskedOff++
		j.broke("%s asked to move off the table, to [%.1f, %.1f]", e.Ship, e.Asked.X, e.Asked.Y)
	}
	if !j.onTable(e.To) && !e.Destroyed {
		j.broke("%s ends its move off the table", e.Ship)
	}
	if e.ScenicDamage > 0 && sh.fact.Hull <= 4 {
		j.g.FragileDebris++
	}
	sh.pos, sh.heading, sh.layer, sh.on = e.To, e.Heading, e.LayerTo, true
	if e.Destroyed {
		sh.alive = false
	}
	if sh.alive {
		for _, o := range j.order {
			if o != sh && o.alive && o.on && o.pos.Dist(sh.pos) < BaseDistance-eps {
				j.g.Overlaps++
				break
			}
		}
		if row.systems != 0 && j.enemyInReach(sh) {
			sh.opportunity = true
		}
	}
}

// relative returns the turn from heading from to heading to, in (-180, 180].
func relative(from, to float64) float64 {
	d := math.Mod(to-from, 360)
	if d < 0 {
		d += 360
	}
	if d > 180 {
		d -= 360
	}
	return d
}

// bearing returns the compass heading from v to w.
func bearing(v, w plane.Vec) float64 {
	d := w.Sub(v)
	return math.Atan2(d.X, d.Y) * 180 / math.Pi
}

// inArc reports whether relative bearing rel is in arc a (rules notes §2:
// normal arcs are 90°, F(N) 22°; arc lines belong to the arc).
func inArc(a dropfleet.Arc, rel float64) bool {
	abs := math.Abs(rel)
	switch a {
	case dropfleet.FrontArc:
		return abs <= 45+eps
	case dropfleet.NarrowFrontArc:
		return abs <= narrowArc/2+eps
	case dropfleet.RearArc:
		return abs >= 135-eps
	case dropfleet.LeftArc:
		return rel >= -135-eps && rel <= -45+eps
	case dropfleet.RightArc:
		return rel >= 45-eps && rel <= 135+eps
	case dropfleet.SideArc:
		return abs >= 45-eps && abs <= 135+eps
	}
	return false
}

// enemyInReach reports whether some enemy on the table stands within
// sh's Scan plus its profile Signature (its least) and in the arc of one
// of sh's weapons, after its move: the ship could fire. The judge does
// not know the scenery between them, so this is a count of
// opportunities, not a rule.
func (j *dfJudge) enemyInReach(sh *ship) bool {
	for _, o := range j.order {
		if o.fact.Player == sh.fact.Player || !o.alive || !o.on {
			continue
		}
		reach := float64(sh.fact.Scan + o.fact.Sig)
		if sh.layer == dropfleet.Atmosphere || o.layer == dropfleet.Atmosphere {
			reach = float64(sh.fact.Scan)
		}
		if sh.pos.Dist(o.pos) > reach {
			continue
		}
		rel := relative(sh.heading, bearing(sh.pos, o.pos))
		for _, w := range sh.fact.Weapons {
			if !w.Bombard && (!w.CloseAction || sh.layer != dropfleet.Atmosphere && o.layer != dropfleet.Atmosphere) && inArc(w.Arc, rel) {
				return true
			}
		}
	}
	return false
}

func (j *dfJudge) shot(e dropfleet.ShotEvent) {
	sh, t := j.ships[e.Ship], j.ships[e.Target]
	if sh == nil || t == nil {
		return
	}
	sh.fired = true
	row := orders[sh.order]
	if row.systems == 0 {
		j.broke("%s fires under %s", e.Ship, sh.order)
	}
	if !e.CloseAction {
		sys := e.Weapon
		for _, w := range sh.fact.Weapons {
			if w.Name == e.Weapon && w.Linked > 0 {
				sys = fmt.Sprintf("linked %d", w.Linked)
			}
		}
		sh.systems[sys] = true
		if row.systems > 0 && len(sh.systems) > row.systems {
			j.broke("%s fires %d weapon systems under %s", e.Ship, len(sh.systems), sh.order)
		}
	}
	if sh.pos.Dist(e.From) > eps || t.pos.Dist(e.To) > eps {
		j.broke("%s fires from [%.2f, %.2f] at %s at [%.2f, %.2f]: not where they stand", e.Ship, e.From.X, e.From.Y, e.Target, e.To.X, e.To.Y)
	}
	if !t.alive || !t.on || t.fact.Player == sh.fact.Player {
		j.broke("%s fires at %s, not an enemy on the table", e.Ship, e.Target)
	}
	sig := float64(e.TargetSig)
	switch {
	case e.Silent:
		sig = 0
	case e.Spike == dropfleet.MinorSpike:
		sig += minorSpikeInches
	case e.Spike == dropfleet.MajorSpike:
		sig += majorSpikeInches
	}
	reach := e.Scan + sig
	if e.CloseAction || e.Layer == dropfleet.Atmosphere || e.TLayer == dropfleet.Atmosphere {
		reach = e.Scan
	}
	if d := e.From.Dist(e.To); e.Scan < 0 || d > reach+eps {
		j.broke("%s fires %s at %s %.1f\" away: its reach is %.1f\"", e.Ship, e.Weapon, e.Target, d, reach)
	}
	if d := e.From.Dist(e.To); d > eps && !inArc(e.Arc, relative(e.Heading, bearing(e.From, e.To))) {
		j.broke("%s fires %s (%s) at %s outside its arc", e.Ship, e.Weapon, e.Arc, e.Target)
	}
	if e.HullLeft == 0 && e.Damage > 0 {
		t.alive = false // the DestroyedEvent follows
	}
}

func (j *dfJudge) spike(e dropfleet.SpikeEvent) {
	row, ok := orders[e.Order]
	if !ok {
		return
	}
	after := e.Start
	if row.removesMinor && e.Start == dropfleet.MinorSpike {
		after = dropfleet.NoSpike
	}
	if e.AfterStart != after {
		j.broke("%s starts %s with %v, then has %v: the notes give %v", e.Ship, e.Order, e.Start, e.AfterStart, after)
	}
	end := dropfleet.Spike(min(int(e.BeforeEnd)+row.endSpike, int(dropfleet.MajorSpike)))
	if row.silent {
		end = dropfleet.NoSpike
		if !e.SilentAtEnd {
			j.broke("%s ends Silent Running not silent", e.Ship)
		}
	}
	if e.End != end {
		j.broke("%s ends %s with %v after %v: the notes give %v", e.Ship, e.Order, e.End, e.BeforeEnd, end)
	}
}

func (j *dfJudge) survey(e dropfleet.SurveyEvent) {
	sh := j.ships[e.Ship]
	if sh == nil {
		return
	}
	if e.Order != dropfleet.Standard || sh.order != dropfleet.Standard {
		j.broke("%s surveys under %s: only Standard Orders survey", e.Ship, sh.order)
	}
	if e.Layer != dropfleet.LowOrbit || e.Turn <= 1 {
		j.broke("%s surveys from %s on turn %d", e.Ship, e.Layer, e.Turn)
	}
	for _, c := range j.game.Clusters {
		if c.Name == e.Cluster && c.Centre.Dist(e.Pos) > clusterRange+eps {
			j.broke("%s surveys %s from %.1f\"", e.Ship, e.Cluster, c.Centre.Dist(e.Pos))
		}
	}
	if t, ok := j.surveyedBG[sh.fact.Battlegroup]; ok && t == e.Turn {
		j.broke("%s surveys the second time this turn for battlegroup %s", e.Ship, sh.fact.Battlegroup)
	}
	j.surveyedBG[sh.fact.Battlegroup] = e.Turn
	key := fmt.Sprint(sh.fact.Player, e.Cluster)
	if j.surveyed[key] {
		j.broke("player %d surveys %s twice", sh.fact.Player, e.Cluster)
	}
	j.surveyed[key] = true
}

func (j *dfJudge) tableEvent(e dropfleet.TableEvent) {
	j.table = &e
	for _, a := range e.Ships {
		sh := j.ships[a.ID]
		if sh == nil {
			continue
		}
		if a.Hull > 0 && a.OnTable && (sh.pos.Dist(a.Pos) > eps || sh.layer != a.Layer) {
			j.broke("%s stands at [%.2f, %.2f] in %s at the scoring, last seen at [%.2f, %.2f] in %s", a.ID, a.Pos.X, a.Pos.Y, a.Layer, sh.pos.X, sh.pos.Y, sh.layer)
		}
		if a.Hull <= 0 && sh.alive {
			j.broke("%s has 0 Hull at the scoring, its destruction not told", a.ID)
			sh.alive = false
		}
	}
}

// criticalHolder re-computes who holds the Critical Location at centre:
// strictly more tonnage value in Low Orbit within 6" (battle notes §3.1).
func (j *dfJudge) criticalHolder(centre plane.Vec) (int, [2]int) {
	var t [2]int
	for _, a := range j.table.Ships {
		sh := j.ships[a.ID]
		if a.Hull > 0 && a.OnTable && a.Layer == dropfleet.LowOrbit && a.Pos.Dist(centre) <= clusterRange+eps {
			t[sh.fact.Player] += sh.fact.Tonnage
		}
	}
	switch {
	case t[0] > t[1]:
		return 0, t
	case t[1] > t[0]:
		return 1, t
	}
	return -1, t
}

func (j *dfJudge) score(e dropfleet.ScoreEvent) {
	if j.table == nil || j.table.Turn != e.Turn {
		j.broke("cluster %s scores with no table recorded", e.Cluster)
		return
	}
	var centre plane.Vec
	var size dropfleet.ClusterSize
	for _, c := range j.game.Clusters {
		if c.Name == e.Cluster {
			centre, size = c.Centre, c.Size
		}
	}
	holder, _ := j.criticalHolder(centre)
	if holder >= 0 && !e.Critical[holder] {
		holder = -1
	}
	if e.CriticalHolder != holder {
		j.broke("the Critical Location %s scores for %d; the tonnage there gives it to %d", e.Cluster, e.CriticalHolder, holder)
	}
	if j.critical[e.Turn] == nil {
		j.critical[e.Turn] = map[string]int{}
	}
	if e.Critical[0] || e.Critical[1] {
		j.critical[e.Turn][e.Cluster] = e.CriticalHolder
	} else {
		j.critical[e.Turn][e.Cluster] = -2
	}
	if j.game.Scenario == "take-and-hold" {
		for p := range 2 {
			want := 0
			switch {
			case e.Holder == p:
				want = clusterVP[size][0]
			}
			if e.CriticalHolder == p {
				want += criticalVP
			}
			// a contesting player's VP depend on the sectors it holds,
			// which the judge does not follow: it accepts the contest VP
			if got := e.VP[p]; got != want && !(e.Holder != p && got == want+clusterVP[size][1]) {
				j.broke("cluster %s gives player %d %d VP: held by %d, critical to %d, the card gives %d", e.Cluster, p, got, e.Holder, e.CriticalHolder, want)
			}
		}
	}
}

func (j *dfJudge) end() {
	for _, sh := range j.order {
		if sh.opportunity {
			j.g.Opportunities++
			if !sh.fired {
				j.g.NeverFired++
				j.g.Idle = append(j.g.Idle, sh.fact.ID)
			}
		}
	}
	if j.result == nil {
		if j.game.Ships != nil {
			j.broke("the game has no result")
		}
		return
	}
	if j.result.VP != j.vp {
		j.broke("the result gives VP %v; the awards add up to %v", j.result.VP, j.vp)
	}
	var kp [2]int
	for id, cause := range j.destroyed {
		sh := j.ships[id]
		if cause == "the Anomaly" {
			continue
		}
		kp[1-sh.fact.Player] += sh.fact.Points
		for p, a := range j.game.Admirals {
			if a.Ship == id {
				kp[1-p] += a.Paid
			}
		}
	}
	if j.result.KP != kp {
		j.broke("the result gives KP %v; the ships destroyed give %v", j.result.KP, kp)
	}
	want := -1
	switch {
	case j.result.VP[0] != j.result.VP[1]:
		want = 0
		if j.result.VP[1] > j.result.VP[0] {
			want = 1
		}
	case j.result.KP[0] != j.result.KP[1]:
		want = 0
		if j.result.KP[1] > j.result.KP[0] {
			want = 1
		}
	}
	if j.result.Winner != want {
		j.broke("the result names %d the winner; VP then KP give %d", j.result.Winner, want)
	}
	// Critical Locations left: held at the scoring before the last, nobody's at the last
	st := j.game.ScoreTurns
	if len(st) >= 2 {
		last, prev := j.critical[st[len(st)-1]], j.critical[st[len(st)-2]]
		for c, h := range prev {
			if h >= 0 && last[c] == -1 {
				j.g.Abandoned++
			}
		}
		for _, h := range last {
			if h == -1 {
				j.g.EmptyAtLast++
			}
		}
	}
}
