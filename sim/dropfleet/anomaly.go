package dropfleet

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The Anomaly is an add-on to any scenario (battle notes §3.3): it takes
// the place of a random cluster, moves 9" at the end of every Roundup, costs
// 1 VP to the owner of a ship near it, and may be Active Scanned once a turn
// by each player for VP at the risk of the scanning ship.
const (
	// AnomalyMove is how far the Anomaly moves straight ahead at the end
	// of every Roundup: "moves 9\" straight ahead".
	AnomalyMove = 9
	// AnomalyStop is how close to the cluster it faces the Anomaly stops:
	// "if that would bring it within 6\" of the cluster/station it faces,
	// it stops there and turns to face another random one".
	AnomalyStop = 6
	// AnomalyReach is the reach of its VP penalty: a ship in High or Low
	// Orbit within 3" of it costs its owner 1 VP.
	AnomalyReach = 3
	// AnomalyClear is how far from every deployment zone and table edge a
	// cluster must be for the Anomaly to replace it, and from every edge
	// for it to face it: "more than 12\"".
	AnomalyClear = 12
)

// AnomalyScanRemoved is the "D" of the Anomaly's scan table: the scanning
// ship is removed, with no Catastrophic roll and no kill points.
const AnomalyScanRemoved = -1

// anomalyScanTable is the notes' table (battle notes §3.3): the row is the
// D6 less one, the column the scanner's distance band (AnomalyScanBand);
// numbers are VP, AnomalyScanRemoved is "D".
var anomalyScanTable = [6][5]int8{
	{0, 0, AnomalyScanRemoved, AnomalyScanRemoved, AnomalyScanRemoved},
	{0, 0, 0, AnomalyScanRemoved, AnomalyScanRemoved},
	{0, 0, 0, 0, AnomalyScanRemoved},
	{0, 0, 1, 1, 2},
	{1, 1, 1, 2, 3},
	{1, 2, 2, 3, 4},
}

// AnomalyScanBand returns the column of the scan table for a scanner d
// inches from the Anomaly: 0 for more than 36", 1 for 25-36", 2 for 13-24",
// 3 for 7-12", 4 for 0-6" (battle notes §3.3; the bands are whole inches,
// so a distance belongs to the band its next whole inch up falls in: 24.5"
// is "25-36").
func AnomalyScanBand(d float64) int {
	switch in := math.Ceil(d - moveEpsilon); {
	case in > 36:
		return 0
	case in > 24:
		return 1
	case in > 12:
		return 2
	case in > 6:
		return 3
	}
	return 4
}

// AnomalyScan returns what a D6 roll of an Active Scan of the Anomaly from
// d inches gives: the VP it scores, or AnomalyScanRemoved (battle notes
// §3.3).
func AnomalyScan(roll int, d float64) int {
	return int(anomalyScanTable[roll-1][AnomalyScanBand(d)])
}

// AnomalyScanning is switch U-A1 (an engine switch: the notes say only that
// "once per turn a player may Active Scan it"): which Active Scan looks at
// the Anomaly instead of an enemy ship.
type AnomalyScanning uint8

// The AnomalyScanning choices.
const (
	// ScanAnomalySafe (default): each player's first Active-Scanning ship
	// of the turn that stands more than 24" from the Anomaly, where no roll
	// removes it and the expected gain is 1/3 or 1/2 VP, scans it.
	ScanAnomalySafe AnomalyScanning = iota
	// ScanAnomalyFirst: each player's first Active-Scanning ship of the
	// turn scans it, wherever it stands.
	ScanAnomalyFirst
	// ScanAnomalyNever: nobody scans it.
	ScanAnomalyNever
)

var anomalyScanningNames = []string{"safe", "first", "never"}

// String returns "safe", "first" or "never".
func (a AnomalyScanning) String() string { return anomalyScanningNames[a] }

// ParseAnomalyScanning parses safe, first or never.
func ParseAnomalyScanning(s string) (AnomalyScanning, error) {
	i, err := names.Index("anomaly scan", s, anomalyScanningNames)
	return AnomalyScanning(i), err
}

// anomalyState is the Anomaly in one trial.
type anomalyState struct {
	on bool
	at plane.Vec
	// replaced is the cluster the Anomaly took the place of (it scores
	// nothing and cannot be surveyed), or -1 (the table's centre); facing
	// the cluster it faces, or -1 (it does not move).
	replaced, facing int
	// scanned[p]: player p has Active Scanned it this turn.
	scanned [Players]bool
	// lost[p] is the points of player p's ships (and admiral) removed by a
	// scan: no kill points for the opponent.
	lost [Players]int
	// places are the clusters it may replace, faces those it may face
	// (the same for every trial of a model).
	places, faces []int
}

// newAnomaly returns the Anomaly of battle b for the ships' starting
// positions of g: which clusters it may replace (centres more than 12" from
// every table edge and from every ship's starting position, the ships
// standing in their deployment zones) and face (more than 12" from every
// edge).
func newAnomaly(g *Model, b *Game) anomalyState {
	a := anomalyState{on: b.Anomaly}
	if !a.on {
		return a
	}
	for c := range b.Clusters {
		at := b.Clusters[c].Centre
		if edgeDistance(at) <= AnomalyClear {
			continue
		}
		a.faces = append(a.faces, c)
		clear := true
		for i := range g.Ships {
			clear = clear && g.Ships[i].Start.Pos.Dist(at) > AnomalyClear
		}
		if clear {
			a.places = append(a.places, c)
		}
	}
	return a
}

// edgeDistance returns how far at is from the nearest table edge.
func edgeDistance(at plane.Vec) float64 {
	return min(at.X, at.Y, TableSize-at.X, TableSize-at.Y)
}

// placeAnomaly puts the Anomaly on the table at the start of the game
// (battle notes §3.3): in place of a random cluster of places, else at the
// table's centre, in Low Orbit, facing a random cluster of faces (other
// than the one replaced).
func (s *State) placeAnomaly(r *sim.Stream) {
	a := &s.battle.anomaly
	a.replaced, a.at, a.scanned, a.lost = -1, plane.Vec{X: TableSize / 2, Y: TableSize / 2}, [Players]bool{}, [Players]int{}
	if len(a.places) > 0 {
		a.replaced = a.places[r.IntN(len(a.places))]
		a.at = s.Model.Battle.Clusters[a.replaced].Centre
	}
	a.facing = -1
	s.faceAnomaly(r)
	if s.rec.On() {
		where := "the table's centre"
		if a.replaced >= 0 {
			where = "the place of " + s.Model.Battle.Clusters[a.replaced].Name + " (which scores nothing)"
		}
		s.rec.Logf("the Anomaly appears in Low Orbit at %s, facing %s", where, s.anomalyFacing())
	}
}

// faceAnomaly turns the Anomaly to face a random cluster of faces, other
// than the one it faces now and the one it replaced; it keeps facing none
// when there is no other.
func (s *State) faceAnomaly(r *sim.Stream) {
	a := &s.battle.anomaly
	n := 0
	for _, c := range a.faces {
		if c != a.facing && c != a.replaced {
			n++
		}
	}
	if n == 0 {
		a.facing = -1
		return
	}
	k := r.IntN(n)
	for _, c := range a.faces {
		if c != a.facing && c != a.replaced {
			if k == 0 {
				a.facing = c
				return
			}
			k--
		}
	}
}

// anomalyFacing names the cluster the Anomaly faces, for the trace.
func (s *State) anomalyFacing() string {
	if f := s.battle.anomaly.facing; f >= 0 {
		return s.Model.Battle.Clusters[f].Name
	}
	return "nothing (it stays where it is)"
}

// moveAnomaly plays the Anomaly's move at the end of the Roundup (battle
// notes §3.3): 9" straight towards the cluster it faces, stopping 6" from
// it and turning to face another if the move would bring it closer; then
// each ship in High or Low Orbit within 3" of it costs its owner 1 VP.
func (s *State) moveAnomaly(r *sim.Stream) {
	a := &s.battle.anomaly
	a.scanned = [Players]bool{}
	if a.facing < 0 {
		return
	}
	to, step, stops := s.anomalyStep()
	a.at = to
	if stops {
		s.faceAnomaly(r)
	}
	if s.rec.On() && step == 0 {
		s.rec.Logf("the Anomaly stays at [%.1f, %.1f] (within 6\" of the cluster it faced), now facing %s", a.at.X, a.at.Y, s.anomalyFacing())
	} else if s.rec.On() {
		s.rec.Logf("the Anomaly moves %.1f\" to [%.1f, %.1f], facing %s", step, a.at.X, a.at.Y, s.anomalyFacing())
	}
	for i := range s.Ships {
		s.anomalyPenalty(i, "the Anomaly ends its move")
	}
}

// anomalyStep returns where the Anomaly's next move takes it, how far it
// moves and whether it stops there (and turns): 9" straight towards the
// cluster it faces, no nearer than 6" to it; it stays put when it faces
// none.
func (s *State) anomalyStep() (to plane.Vec, step float64, stops bool) {
	a := &s.battle.anomaly
	if a.facing < 0 {
		return a.at, 0, true
	}
	target := s.Model.Battle.Clusters[a.facing].Centre
	d := a.at.Dist(target)
	step = float64(AnomalyMove)
	stops = d-step <= AnomalyStop
	if stops {
		step = max(d-AnomalyStop, 0)
	}
	if d > 0 {
		return a.at.Add(target.Sub(a.at).Scale(step / d)), step, stops
	}
	return a.at, step, stops
}

// Anomaly is what a player can see of The Anomaly (battle notes §3.3):
// whether the battle plays it (on), where it stands, where its move at the
// end of this turn's Roundup will take it, and the cluster it replaced
// (which scores nothing), or -1. It changes nothing.
func (s *State) Anomaly() (on bool, at, next plane.Vec, replaced int) {
	if s.Model.Battle == nil || !s.battle.anomaly.on {
		return false, plane.Vec{}, plane.Vec{}, -1
	}
	next, _, _ = s.anomalyStep()
	return true, s.battle.anomaly.at, next, s.battle.anomaly.replaced
}

// AnomalyScanned reports whether player p has Active Scanned The Anomaly
// this turn ("Once per turn a player may Active Scan it", battle notes
// §3.3); false when the battle does not play it.
func (s *State) AnomalyScanned(p int) bool {
	return s.Model.Battle != nil && s.battle.anomaly.on && s.battle.anomaly.scanned[p]
}

// WouldScanAnomaly reports whether ship i, Active Scanning at the end of
// its activation from where it stands now, would scan The Anomaly rather
// than an enemy ship, by switch U-A1 (AnomalyScanning; anomalyActivation):
// the battle plays it, i's player has not scanned it this turn, and i
// stands where the switch scans it from.
func (s *State) WouldScanAnomaly(i int) bool {
	if s.Model.Battle == nil || !s.battle.anomaly.on || s.Ships[i].Hull <= 0 {
		return false
	}
	if s.battle.anomaly.scanned[s.Model.Ships[i].Fleet%Players] {
		return false
	}
	switch s.Model.Battle.AnomalyScanning {
	case ScanAnomalyFirst:
		return true
	case ScanAnomalySafe:
		return AnomalyScanBand(s.Ships[i].Pos.Dist(s.battle.anomaly.at)) <= 1
	}
	return false
}

// anomalyPenalty costs ship i's owner 1 VP if the ship is on the table in
// High or Low Orbit within 3" of the Anomaly (battle notes §3.3), measured
// to its flight stem from the Anomaly's point.
func (s *State) anomalyPenalty(i int, when string) {
	sh := &s.Ships[i]
	if !s.OnTable(i) || sh.Layer == Atmosphere || sh.Pos.Dist(s.battle.anomaly.at) > AnomalyReach+moveEpsilon {
		return
	}
	p := s.Model.Ships[i].Fleet % Players
	before := s.battle.VP[p]
	s.loseVP(p, 1)
	if s.rec.On() {
		s.recordVP(p, s.battle.VP[p]-before, "anomaly within 3\"", s.Model.Ships[i].ID)
		s.rec.Logf("%s: %s is within 3\" of the Anomaly in %s: %s loses 1 VP", when, s.Model.Ships[i].ID, sh.Layer, s.Model.Fleets[s.Model.Ships[i].Fleet].Name)
	}
}

// loseVP takes n VP from player p, never below zero with switch U-A2's
// alternative (AnomalyVPFloor).
func (s *State) loseVP(p, n int) {
	v := s.battle.VP[p] - n
	if s.Model.Battle.AnomalyVPFloor {
		v = max(v, 0)
	}
	s.battle.VP[p] = v
}

// anomalyActivation plays the Anomaly at the end of ship i's activation
// under an order that Active Scans (scans) or not: the scan of the Anomaly
// (switch U-A1 says which ship makes it; it reports true, and the ship
// scans no enemy ship), then the 3" penalty for where the ship ended its
// move.
func (s *State) anomalyActivation(i int, scans bool, r *sim.Stream) bool {
	a := &s.battle.anomaly
	p := s.Model.Ships[i].Fleet % Players
	d := s.Ships[i].Pos.Dist(a.at)
	choice := s.Model.Battle.AnomalyScanning
	scanned := scans && s.Ships[i].Hull > 0 && !a.scanned[p] &&
		(choice == ScanAnomalyFirst || choice == ScanAnomalySafe && AnomalyScanBand(d) <= 1)
	if scanned {
		a.scanned[p] = true
		roll := r.D6()
		switch vp := AnomalyScan(roll, d); vp {
		case AnomalyScanRemoved:
			s.removeByAnomaly(i, p)
		default:
			s.battle.VP[p] += vp
			if s.rec.On() {
				s.rec.Logf("%s Active Scans the Anomaly from %.1f\": rolls %d, %d VP", s.Model.Ships[i].ID, d, roll, vp)
				s.rec.Event(ScanEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Order: ActiveScan, Target: "anomaly", Anomaly: true, VP: vp})
				s.recordVP(p, vp, "anomaly scan", s.Model.Ships[i].ID)
			}
		}
	}
	s.anomalyPenalty(i, "end of activation")
	return scanned
}

// removeByAnomaly removes ship i of player p after a "D" on the scan
// table: no Catastrophic roll, and its points (and its admiral's) give the
// opponent no kill points.
func (s *State) removeByAnomaly(i, p int) {
	g := s.Model
	sh := &s.Ships[i]
	sh.Hull, sh.PendingCripple = 0, 0
	a := &s.battle.anomaly
	a.lost[p] += g.Ships[i].Profile.Points
	if f := g.Ships[i].Fleet; g.Fleets[f].AdmiralShip == i {
		a.lost[p] += g.Fleets[f].AdmiralPaid
	}
	if s.rec.On() {
		s.rec.Logf("%s Active Scans the Anomaly and is removed (no kill points)", g.Ships[i].ID)
		s.rec.Event(ScanEvent{Turn: s.Turn, Ship: g.Ships[i].ID, Order: ActiveScan, Target: "anomaly", Anomaly: true})
		s.toldDestroyed(i, "the Anomaly")
	}
}

// anomalyKillPoints takes the ships the Anomaly removed out of kp.
func (s *State) anomalyKillPoints(kp *[Players]int) {
	for p := range Players {
		kp[1-p] -= s.battle.anomaly.lost[p]
	}
}

// PlaceAnomaly puts The Anomaly of a battle that plays it at at, in place
// of no cluster, facing cluster facing (-1: none, it stays put), as the
// set-up would have placed it: for the players' tests, which set a
// position up by hand. It does nothing when the battle does not play it.
func (s *State) PlaceAnomaly(at plane.Vec, facing int) {
	if s.Model.Battle == nil || !s.battle.anomaly.on {
		return
	}
	a := &s.battle.anomaly
	a.at, a.replaced, a.facing = at, -1, facing
}
