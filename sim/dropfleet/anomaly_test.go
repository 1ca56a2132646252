package dropfleet

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// anomalyGame is scenarioGame's Take & Hold with The Anomaly on, the
// switches given: battleGame's ships start by the west cluster, so the
// Anomaly may replace the centre or east-centre cluster (west-centre is 9"
// from their starting positions, west and east 6" from an edge).
func anomalyGame(scanning AnomalyScanning, floor bool) *State {
	s := scenarioGame(TakeAndHold, false)
	b := s.Model.Battle
	b.Anomaly, b.AnomalyScanning, b.AnomalyVPFloor = true, scanning, floor
	s.battle.anomaly = newAnomaly(s.Model, b)
	return s
}

// notesScanTable is the scan table of battle notes §3.3 as printed: a row
// per D6, a column per distance band (>36", 25-36", 13-24", 7-12", 0-6").
var notesScanTable = [6]string{
	"0 0 D D D",
	"0 0 0 D D",
	"0 0 0 0 D",
	"0 0 1 1 2",
	"1 1 1 2 3",
	"1 2 2 3 4",
}

// TestAnomalyScanTable checks every cell of the Anomaly's Active Scan
// table (battle notes §3.3) at distances inside and on the edges of each
// band, "25-36\"" taking every distance over 24" up to 36".
func TestAnomalyScanTable(t *testing.T) {
	bands := []struct {
		col   int
		dists []float64
	}{
		{0, []float64{36.01, 40, 67}},
		{1, []float64{24.01, 25, 30, 36}},
		{2, []float64{12.01, 13, 20, 24}},
		{3, []float64{6.01, 7, 12}},
		{4, []float64{0, 3, 6}},
	}
	for roll := 1; roll <= 6; roll++ {
		cells := strings.Fields(notesScanTable[roll-1])
		for _, b := range bands {
			want := AnomalyScanRemoved
			if cells[b.col] != "D" {
				fmt.Sscan(cells[b.col], &want)
			}
			for _, d := range b.dists {
				if got := AnomalyScan(roll, d); got != want {
					t.Errorf("§3.3 scan table: D6 %d at %g\" = %d, want %s", roll, d, got, cells[b.col])
				}
			}
		}
	}
}

// TestAnomalyScanMatchesExact plays an Active Scan of the Anomaly through
// the end of an activation (switch U-A1 "first") from each band many
// times, and checks the VP and the removals against the table's exact
// sixths (battle notes §3.3): a removed ship is -1.
func TestAnomalyScanMatchesExact(t *testing.T) {
	const n = 30_000
	r := sim.NewStream(16, 3)
	for col, d := range []float64{40, 30, 20, 10, 3} {
		exact := map[int]float64{}
		for roll := range 6 {
			cell := strings.Fields(notesScanTable[roll])[col]
			v := AnomalyScanRemoved
			if cell != "D" {
				fmt.Sscan(cell, &v)
			}
			exact[v] += 1.0 / 6
		}
		var h sim.Histogram
		s := anomalyGame(ScanAnomalyFirst, false)
		s.battle.anomaly.at = plane.Vec{X: 24, Y: 24}
		for range n {
			s.Ships[0].Hull, s.Ships[0].Pos, s.Ships[0].Layer = 8, plane.Vec{X: 24, Y: 24 - d}, LowOrbit
			s.battle.VP[0], s.battle.anomaly.scanned = 0, [Players]bool{}
			if !s.anomalyActivation(0, true, r) {
				t.Fatalf("§3.3: the first Active Scan of the turn did not scan the Anomaly")
			}
			v := s.battle.VP[0]
			switch {
			case s.Ships[0].Hull <= 0:
				v = AnomalyScanRemoved
			case d <= AnomalyReach:
				v++ // the ship also ends within 3": 1 VP lost
			}
			h.Add(v)
		}
		simtest.Distribution(t, fmt.Sprintf("§3.3 scan from %g\"", d), &h, exact)
	}
}

// TestAnomalyScanning checks who scans the Anomaly (battle notes §3.3:
// "once per turn a player may Active Scan it"; which scan does is switch
// U-A1): only under an order that Active Scans, once a turn a player, and
// by default only from more than 24", where no roll removes the ship.
func TestAnomalyScanning(t *testing.T) {
	for _, tc := range []struct {
		name     string
		scanning AnomalyScanning
		d        float64
		scans    bool
		already  bool
		want     bool
	}{
		{"§3.3 U-A1 safe: scans from 30\"", ScanAnomalySafe, 30, true, false, true},
		{"§3.3 U-A1 safe: not from 20\" (a 1 removes the ship)", ScanAnomalySafe, 20, true, false, false},
		{"§3.3 U-A1 first: scans from 20\"", ScanAnomalyFirst, 20, true, false, true},
		{"§3.3 U-A1 never", ScanAnomalyNever, 40, true, false, false},
		{"§3.3 only an Active Scan scans it", ScanAnomalyFirst, 30, false, false, false},
		{"§3.3 once per turn a player", ScanAnomalyFirst, 30, true, true, false},
	} {
		s := anomalyGame(tc.scanning, false)
		s.battle.anomaly.at = plane.Vec{X: 24, Y: 24}
		s.Ships[0].Pos = plane.Vec{X: 24, Y: 24 - tc.d}
		s.battle.anomaly.scanned[0] = tc.already
		if got := s.anomalyActivation(0, tc.scans, sim.NewStream(1, 1)); got != tc.want {
			t.Errorf("%s: scanned %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestAnomalyPenalty checks the 3" rule (battle notes §3.3): "A ship
// ending its move in High/Low Orbit within 3\" of it costs its owner 1 VP;
// if the Anomaly's own move ends within 3\" of a ship in High/Low Orbit,
// that ship's owner loses 1 VP"; whether a total goes below zero is switch
// U-A2.
func TestAnomalyPenalty(t *testing.T) {
	for _, tc := range []struct {
		name    string
		layer   Layer
		d       float64
		vp      int
		floor   bool
		roundup bool
		want    int
	}{
		{"§3.3 Low Orbit within 3\" at the end of its activation", LowOrbit, 2.9, 5, false, false, 4},
		{"§3.3 High Orbit within 3\"", HighOrbit, 3, 5, false, false, 4},
		{"§3.3 the Atmosphere is safe", Atmosphere, 1, 5, false, false, 5},
		{"§3.3 more than 3\" is safe", LowOrbit, 3.2, 5, false, false, 5},
		{"§3.3 U-A2 subtract: below zero", LowOrbit, 1, 0, false, false, -1},
		{"§3.3 U-A2 floor: never below zero", LowOrbit, 1, 0, true, false, 0},
		{"§3.3 the Anomaly's move ends within 3\" of a ship", LowOrbit, 2, 5, false, true, 4},
		{"§3.3 the Anomaly's move ends more than 3\" from a ship", LowOrbit, 4, 5, false, true, 5},
	} {
		s := anomalyGame(ScanAnomalyNever, tc.floor)
		a := &s.battle.anomaly
		a.at, a.facing, a.replaced = plane.Vec{X: 5, Y: 24}, 2, -1 // facing the centre cluster, 19" away
		at := a.at
		if tc.roundup {
			at = a.at.Add(plane.Vec{X: AnomalyMove}) // where its move ends
		}
		s.Ships[0].Pos, s.Ships[0].Layer = at.Add(plane.Vec{Y: tc.d}), tc.layer
		s.battle.VP[0] = tc.vp
		if tc.roundup {
			s.moveAnomaly(sim.NewStream(1, 1))
		} else {
			s.anomalyActivation(0, false, sim.NewStream(1, 1))
		}
		if s.battle.VP[0] != tc.want || s.battle.VP[1] != 0 {
			t.Errorf("%s: VP %v, want %d for the ship's owner", tc.name, s.battle.VP, tc.want)
		}
	}
}

// TestAnomalyMove checks the Anomaly's move at the end of the Roundup
// (battle notes §3.3): "it moves 9\" straight ahead; if that would bring it
// within 6\" of the cluster/station it faces, it stops there and turns to
// face another random one".
func TestAnomalyMove(t *testing.T) {
	const centre, eastCentre = 2, 3 // Take & Hold: [24, 24] and [33, 24]
	for _, tc := range []struct {
		name  string
		from  plane.Vec
		turns bool
		to    plane.Vec
	}{
		{"§3.3 9\" straight towards the cluster it faces", plane.Vec{X: 10, Y: 24}, false, plane.Vec{X: 19, Y: 24}},
		{"§3.3 9\" on a diagonal", plane.Vec{X: 33, Y: 4}, false, plane.Vec{X: 33, Y: 13}},
		{"§3.3 exactly 15\" away: stops 6\" from it and turns", plane.Vec{X: 18, Y: 24}, true, plane.Vec{X: 27, Y: 24}},
		{"§3.3 stops 6\" short and turns", plane.Vec{X: 20, Y: 24}, true, plane.Vec{X: 27, Y: 24}},
		{"§3.3 already within 6\": stays and turns", plane.Vec{X: 30, Y: 24}, true, plane.Vec{X: 30, Y: 24}},
	} {
		s := anomalyGame(ScanAnomalyNever, false)
		a := &s.battle.anomaly
		a.at, a.facing, a.replaced = tc.from, eastCentre, -1
		s.moveAnomaly(sim.NewStream(1, 1))
		if a.at.Dist(tc.to) > 1e-9 {
			t.Errorf("%s: at %v, want %v", tc.name, a.at, tc.to)
		}
		if turned := a.facing != eastCentre; turned != tc.turns {
			t.Errorf("%s: now faces %d, turned %v, want %v", tc.name, a.facing, turned, tc.turns)
		}
		if tc.turns && a.facing != centre {
			t.Errorf("%s: faces %d; the only other cluster more than 12\" from every edge is the centre", tc.name, a.facing)
		}
	}
}

// TestAnomalyPlacement checks the Anomaly's place at the start of each
// trial (battle notes §3.3: it "replaces a random cluster/station >12\"
// from every deployment zone/edge (else table centre); placed in Low Orbit
// facing a random cluster/station not within 12\" of an edge"): with
// battleGame's ships by the west cluster it replaces the centre or the
// east-centre cluster, each half the time, and faces the other of the
// three clusters more than 12" from an edge; with no cluster clear of the
// ships it stands at the table's centre.
func TestAnomalyPlacement(t *testing.T) {
	const n = 20_000
	const westCentre, centre, eastCentre = 1, 2, 3
	s := anomalyGame(ScanAnomalySafe, false)
	r := sim.NewStream(5, 0)
	var replacedCentre, facesWestCentre int64
	for range n {
		s.placeAnomaly(r)
		a := &s.battle.anomaly
		switch a.replaced {
		case centre:
			replacedCentre++
		case eastCentre:
		default:
			t.Fatalf("§3.3: replaced cluster %d, want the centre or east-centre", a.replaced)
		}
		if a.at != s.Model.Battle.Clusters[a.replaced].Centre || a.facing == a.replaced || a.facing < westCentre || a.facing > eastCentre {
			t.Fatalf("§3.3: at %v replacing %d, facing %d", a.at, a.replaced, a.facing)
		}
		if a.facing == westCentre {
			facesWestCentre++
		}
	}
	simtest.Proportion(t, "§3.3 a random cluster replaced: the centre", replacedCentre, n, 0.5)
	simtest.Proportion(t, "§3.3 a random cluster faced: west-centre", facesWestCentre, n, 0.5)

	g, _ := battleGame()
	g.Battle.Anomaly = true
	for k := range g.Ships {
		g.Ships[k].Start.Pos = plane.Vec{X: 24 + float64(k), Y: 24}
	}
	s = NewState(g)
	s.placeAnomaly(r)
	if a := &s.battle.anomaly; a.replaced != -1 || a.at != (plane.Vec{X: 24, Y: 24}) {
		t.Errorf("§3.3 no cluster clear of the deployment: replaced %d at %v, want -1 at the table's centre", a.replaced, a.at)
	}
}

// TestAnomalyScoring checks what the Anomaly does to the scoring (battle
// notes §3.3, §4.3): the cluster it replaced scores nothing, and a ship a
// scan removes gives the opponent no kill points (a ship destroyed
// otherwise does); no lander may land on the replaced cluster, which is
// not on the table (one may, with the same ship there, when it is not
// replaced).
func TestAnomalyScoring(t *testing.T) {
	const centre = 2
	s := anomalyGame(ScanAnomalyNever, false)
	s.battle.anomaly.replaced = centre
	hold(s, centre, 0)
	near(s, 0, centre)
	s.scoreClusters()
	if s.battle.VP != [Players]int{} {
		t.Errorf("§3.3 the replaced cluster scored %v, want nothing", s.battle.VP)
	}
	if s.CanLand(0, BulkLanders, centre, 0) {
		t.Errorf("§3.3 Bulk Landers may land on the cluster the Anomaly replaced")
	}
	s.battle.anomaly.replaced = -1
	if !s.CanLand(0, BulkLanders, centre, 0) {
		t.Errorf("§2.2 Bulk Landers in Low Orbit over the centre may not land there")
	}
	s.battle.anomaly.replaced = centre
	s.removeByAnomaly(0, 0)
	s.Ships[1].Hull = 0
	s.Ships[2].Hull = 0
	s.endBattle()
	if want := [Players]int{100, 100}; s.battle.KP != want {
		t.Errorf("§3.3 kill points %v, want %v (the ship the scan removed gives none)", s.battle.KP, want)
	}
}
