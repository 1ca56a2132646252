package scenarios

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// scenarioBattleSource is the mirror list against itself in scenario name
// (with battle options opts), each fleet coming on by the scenario's
// approach: along the south and north edges, or in the south-west and
// north-east corners; aSecond puts fleet a on the north (north-east) side.
func scenarioBattleSource(t *testing.T, name, opts string, corners, aSecond bool) string {
	place := func(second bool) func(k int, x float64) string {
		return func(k int, x float64) string {
			switch {
			case corners && second:
				return fmt.Sprintf("at: [47, %d], heading: 180", 47-k)
			case corners:
				return fmt.Sprintf("at: [1, %d]", 1+k)
			case second:
				return fmt.Sprintf("at: [%g, 47], heading: 180", 48-x)
			}
			return fmt.Sprintf("at: [%g, 1]", x)
		}
	}
	return "name: " + name + "\ngame: dropfleet\n" + battleShips(t) + "fleets:\n" + listFleet("a", "", false, place(aSecond)) + listFleet("b", "", false, place(!aSecond)) +
		"battle: {scenario: " + name + ", size: clash, points: 1500" + opts + "}\nmeasure:\n  - {name: a_wins, what: wins, of: a}\n  - {name: b_wins, what: wins, of: b}\n  - {name: draw, what: draw}\n" +
		"  - {name: a_vp, what: victory-points, of: a}\n  - {name: b_vp, what: victory-points, of: b}\n"
}

// TestDropfleetScenariosPlay (battle notes §3.3; the scoring rules
// themselves: sim/dropfleet TestScenarioScoring): every v1.7 scenario,
// with and without its variant, compiles from `battle: {scenario: NAME}`
// with its approach and deployment, plays six turns to a result (a win or
// a draw every trial) with victory points scored, and, the same list on
// both sides and sides alternated, gives either player P(win) within 4
// standard errors of the other's.
func TestDropfleetScenariosPlay(t *testing.T) {
	statistical(t)
	for _, tc := range []struct {
		name     string
		approach dropfleet.Arrival
		corners  bool
	}{
		{"take-and-hold", dropfleet.Column, false},               // §3.3: Column, opposing edges
		{"erupting-battlefront", dropfleet.RapidResponse, false}, // §3.3: Rapid Response, opposing edges
		{"moonshot", dropfleet.Battleline, true},                 // §3.3: Battleline, 12" along opposing corners
		{"power-grab", dropfleet.Column, true},                   // §3.3: Column, 12" along opposing corners
	} {
		kind, err := dropfleet.ParseScenario(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		for _, variant := range []string{"", ", variant: " + kind.Variant()} {
			var wins [2]float64
			var n float64
			for _, aSecond := range []bool{false, true} {
				c := compileSource(t, tc.name+".yaml", scenarioBattleSource(t, tc.name, variant, tc.corners, aSecond))
				g := c.Model.(*dropfleet.Model)
				if g.Battle.Kind != kind || g.Battle.Variant != (variant != "") || g.Fleets[0].Arrival != tc.approach || g.Fleets[1].Arrival != tc.approach {
					t.Fatalf("%s%s: kind %s variant %v, approaches %s and %s", tc.name, variant, g.Battle.Kind, g.Battle.Variant, g.Fleets[0].Arrival, g.Fleets[1].Arrival)
				}
				r := runModel(t, c, 600, 1)
				a, b, d := metric(t, r, "a_wins").Estimate(), metric(t, r, "b_wins").Estimate(), metric(t, r, "draw").Estimate()
				if math.Abs(a+b+d-1) > 1e-9 {
					t.Errorf("%s%s: P(a) + P(b) + P(draw) = %g, want every game to end in a result", tc.name, variant, a+b+d)
				}
				if metric(t, r, "a_vp").Estimate()+metric(t, r, "b_vp").Estimate() <= 0 {
					t.Errorf("%s%s: no victory points scored", tc.name, variant)
				}
				m := float64(metric(t, r, "a_wins").N())
				wins[0] += a * m
				wins[1] += b * m
				n += m
			}
			a, b := wins[0]/n, wins[1]/n
			if se := math.Sqrt((a+b-(a-b)*(a-b))/n) + 1e-9; math.Abs(a-b) > 4*se {
				t.Errorf("%s%s mirror match, sides alternated: P(a) - P(b) = %.4f, more than 4 standard errors (%.4f) from 0", tc.name, variant, a-b, se)
			}
		}
	}
}

// TestDropfleetBattleApproaches (battle notes §1.3): every approach type
// plays a whole battle from either player's edge, its battlegroups
// entering from their edge in High Orbit.
func TestDropfleetBattleApproaches(t *testing.T) {
	for _, arrival := range []string{"directly-deployed", "battleline", "column", "distant", "rapid-response"} {
		for _, aNorth := range []bool{false, true} {
			src := strings.ReplaceAll(dropfleetBattleSource(t, aNorth, false, false), "arrival: column", "arrival: "+arrival)
			c := compileSource(t, "approach.yaml", src)
			r := runModel(t, c, 200, 1)
			a, b, d := metric(t, r, "a_wins").Estimate(), metric(t, r, "b_wins").Estimate(), metric(t, r, "draw").Estimate()
			if math.Abs(a+b+d-1) > 1e-9 {
				t.Errorf("%s, a north %v: P(a) + P(b) + P(draw) = %g", arrival, aNorth, a+b+d)
			}
		}
	}
}

// TestDropfleetBattleSetUpErrors (battle notes §1.3, §1.4, §3.3): an
// unknown scenario or variant, a bad layout and a fleet off its deployment
// zone are refused with the file, line and field.
func TestDropfleetBattleSetUpErrors(t *testing.T) {
	const centre = "layout: [{name: centre, size: medium, at: [24, 24], sectors: [{type: commercial, at: [24, 26]}, {type: industrial, at: [24, 22]}]}"
	base := dropfleetBattleSource(t, false, false, false)
	battle := "battle: {scenario: take-and-hold, size: clash, points: 1500}"
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"unknown scenario", "scenario: take-and-hold", "scenario: king-of-the-hill",
			`battle.scenario: unknown scenario "king-of-the-hill" (expected one of take-and-hold, erupting-battlefront, moonshot, power-grab)`},
		{"another scenario's variant", "scenario: take-and-hold", "scenario: take-and-hold, variant: bifurcate",
			`battle.variant: unknown variant "bifurcate" of take-and-hold (expected double-down or none)`},
		{"duplicate cluster", "points: 1500}", "points: 1500, " + centre + ", {name: centre, size: small, at: [10, 24], sectors: [{type: commercial, at: [10, 25]}]}]}",
			"battle.layout[1].name: a second cluster called centre"},
		{"sector far from its centre", "points: 1500}", "points: 1500, " + strings.Replace(centre, "[24, 22]", "[24, 17]", 1) + "]}",
			`battle.layout[0].sectors[1].at: the sector is 7.0" from its cluster's centre; a sector stands within 6"`},
		{"overlapping sectors", "points: 1500}", "points: 1500, " + strings.Replace(centre, "[24, 22]", "[24, 25.5]", 1) + "]}",
			"battle.layout[0].sectors[1].at: the sector overlaps sector 1 of the cluster"},
		{"a side outside Erupting Battlefront", "points: 1500}", "points: 1500, " + strings.Replace(centre, "size: medium,", "size: medium, side: a,", 1) + "]}",
			"battle.layout[0].side: only erupting-battlefront has A, B and C clusters"},
		{"an empty layout", "points: 1500}", "points: 1500, layout: []}",
			"battle.layout: an empty layout: the scenario's objectives need clusters"},
		{"off the table", "points: 1500}", "points: 1500, " + strings.Replace(centre, "at: [24, 24]", "at: [50, 24]", 1) + "]}",
			`battle.layout[0].at: [50, 24] is off the 48" table`},
		{"an arriving ship in Low Orbit", "a-berlin, count: 2, at: [20, 1]}", "a-berlin, count: 2, at: [20, 1], layer: low-orbit}",
			"fleets.a: a-berlin.1 starts in low-orbit; a battlegroup coming on by column enters in High Orbit"},
		{"a ship off its edge", "a-berlin, count: 2, at: [20, 1]}", "a-berlin, count: 2, at: [20, 12]}",
			"fleets.a: a-berlin.1 starts at [20, 12], outside the fleet's deployment zone, the south edge"},
		{"both fleets on one edge", "name: b-toulon, count: 3, at: [40, 47], heading: 180}", "name: b-toulon, count: 3, at: [40, 1], heading: 180}",
			"fleets.b: the fleet deploys on the south edge and the other on the south edge; the players deploy on opposite edges"},
	} {
		src := strings.Replace(base, tc.from, tc.to, 1)
		if src == base {
			t.Fatalf("%s: %q is not in the source", tc.name, tc.from)
		}
		_, err := Parse("setup.yaml", []byte(src))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "setup.yaml:") {
			t.Errorf("%s: got %v, want it to say %q with its line", tc.name, err, tc.want)
		}
	}
	moonshot := strings.Replace(base, battle, "battle: {scenario: moonshot, size: clash, points: 1500}", 1)
	off := strings.Replace(moonshot, "a-berlin, count: 2, at: [20, 1]}", "a-berlin, count: 2, at: [20, 12]}", 1)
	if _, err := Parse("setup.yaml", []byte(off)); err == nil || !strings.Contains(err.Error(), "fleets.a: a-lysander.1 starts at [14, 1], outside the fleet's deployment zone, the south-west corner") ||
		!strings.Contains(err.Error(), "setup.yaml:") {
		t.Errorf("a fleet neither along an edge nor in a corner, in a corner scenario: got %v", err)
	}
	if _, err := Parse("setup.yaml", []byte(strings.Replace(base, battle, "battle: {scenario: moonshot, deployment: edges, size: clash, points: 1500}", 1))); err != nil {
		t.Errorf("moonshot with deployment: edges: %v", err)
	}
	on := strings.Replace(base, battle, "battle: {scenario: take-and-hold, size: clash, points: 1500, command_cards: true}", 1)
	c := compileSource(t, "cards.yaml", on)
	if u := c.Model.(*dropfleet.Model).Unmodelled(); !strings.Contains(strings.Join(u, "; "), "switch U-X6 on, but the decks are not available") {
		t.Errorf("command cards on: Unmodelled %v", u)
	}
}

// TestDropfleetCornerDeployment (battle notes §3.3: Moonshot and Power
// Grab deploy "12\" along opposing board corners", an engine reading: 6"
// deep along either edge, 12" from the corner along both): a fleet placed
// along its edge, as a roster or a list file is, is set in the corner at
// its edge's left (south: south-west, north: north-east), heading for the
// table's centre, the two fleets each other's turned through 180°; a
// fleet already in a corner stays, and one along an edge facing it goes
// to the opposite corner; the zone holds 108 ships at most.
func TestDropfleetCornerDeployment(t *testing.T) {
	for _, aNorth := range []bool{false, true} {
		src := strings.Replace(dropfleetBattleSource(t, aNorth, false, false), "scenario: take-and-hold", "scenario: power-grab", 1)
		g := compileSource(t, "corners.yaml", src).Model.(*dropfleet.Model)
		var ships [2][]dropfleet.Ship
		for _, sh := range g.Ships {
			ships[sh.Fleet] = append(ships[sh.Fleet], sh)
		}
		south, north := ships[0], ships[1]
		if aNorth {
			south, north = north, south
		}
		if len(south) != len(north) {
			t.Fatalf("fleets of %d and %d ships", len(south), len(north))
		}
		for k := range south {
			s, n := south[k].Start, north[k].Start
			if s.Pos.X > 12 || s.Pos.Y > 12 || min(s.Pos.X, s.Pos.Y) > 6 || s.Heading != 45 {
				t.Errorf("a north %v: %s at %v heading %g, want in the south-west corner's zone heading 45", aNorth, south[k].ID, s.Pos, s.Heading)
			}
			if n.Pos.X != 48-s.Pos.X || n.Pos.Y != 48-s.Pos.Y || n.Heading != 225 {
				t.Errorf("a north %v: %s at %v heading %g, want %s's place turned through 180°", aNorth, north[k].ID, n.Pos, n.Heading, south[k].ID)
			}
		}
	}
	// a already in the north-west corner: b, along the south edge, goes to the south-east one
	src := scenarioBattleSource(t, "moonshot", "", true, false)
	src = strings.Replace(src, "scenario: moonshot", "scenario: moonshot", 1)
	for k := range 11 { // the 11 groups of the list
		src = strings.Replace(src, fmt.Sprintf("at: [1, %d]}", 1+k), fmt.Sprintf("at: [1, %d]}", 47-k), 1)
		src = strings.Replace(src, fmt.Sprintf("at: [47, %d], heading: 180}", 47-k), fmt.Sprintf("at: [%d, 1]}", 4+4*k), 1)
	}
	g := compileSource(t, "opposite.yaml", src).Model.(*dropfleet.Model)
	for _, sh := range g.Ships {
		if sh.Fleet == 1 && (sh.Start.Pos.X < 36 || sh.Start.Pos.Y > 12 || sh.Start.Heading != 315) {
			t.Errorf("%s at %v heading %g, want in the south-east corner heading 315", sh.ID, sh.Start.Pos, sh.Start.Heading)
		}
	}
	for _, tc := range []struct {
		n    int
		ok   bool
		step float64
	}{{27, true, 2}, {28, true, 1}, {108, true, 1}, {109, false, 0}} {
		slots, ok := cornerSlots(tc.n)
		if ok != tc.ok || ok && (len(slots) != tc.n || slots[0] != [2]float64{1, 1} || slots[1][0]+slots[1][1]-2 != tc.step) {
			t.Errorf("cornerSlots(%d) = %d places (%v), want %v on a %g\" grid", tc.n, len(slots), ok, tc.ok, tc.step)
		}
		for _, ab := range slots {
			if !(zone{-1, -1}).holds(plane.Vec{X: ab[0], Y: ab[1]}) {
				t.Errorf("cornerSlots(%d): %v is outside the corner's zone", tc.n, ab)
			}
		}
	}
}
