package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestDropfleetScenerySection reads a battle's scenery section (rules
// notes §1, §7: debris fields and planetary rings): pieces with their
// defaults, and bad input refused with the file, line and field.
func TestDropfleetScenerySection(t *testing.T) {
	base := dropfleetBattleSource(t, false, false, false)
	with := func(scenery string) string {
		return strings.Replace(base, "points: 1500}", "points: 1500, scenery: "+scenery+"}", 1)
	}
	g, err := compileDropfleet(with("[{kind: dense-debris, at: [12, 30], size: [8, 4], heading: 45}, {kind: planetary-ring, at: [40, 20]}]"))
	if err != nil {
		t.Fatal(err)
	}
	want := []dropfleet.Scenery{{Kind: dropfleet.DenseDebris, Length: 8, Width: 4, Heading: 45}, {Kind: dropfleet.PlanetaryRing, Length: 6, Width: 3}}
	want[0].Centre.X, want[0].Centre.Y = 12, 30
	want[1].Centre.X, want[1].Centre.Y = 40, 20
	if got := g.Battle.Scenery; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("scenery = %+v, want %+v", got, want)
	}
	// battle notes §3.3: without the section, the scenario's own scenery
	// (dropfleet.ScenarioScenery); an empty list takes it away.
	for _, sc := range []struct{ scenario, variant string }{
		{"take-and-hold", "none"}, {"erupting-battlefront", "none"}, {"moonshot", "none"}, {"power-grab", "none"}, {"power-grab", "bifurcate"},
	} {
		k, _ := dropfleet.ParseScenario(sc.scenario)
		src := strings.Replace(base, "scenario: take-and-hold", "scenario: "+sc.scenario+", variant: "+sc.variant, 1)
		g, err := compileDropfleet(src)
		if err != nil {
			t.Fatal(err)
		}
		want := dropfleet.ScenarioScenery(k, sc.variant != "none")
		if len(want) == 0 || len(g.Battle.Scenery) != len(want) {
			t.Errorf("%s %s without the section: %d scenery pieces, want the scenario's %d", sc.scenario, sc.variant, len(g.Battle.Scenery), len(want))
		}
	}
	if g, err := compileDropfleet(with("[]")); err != nil || len(g.Battle.Scenery) != 0 {
		t.Errorf("scenery: []: %v scenery pieces (%v), want none", len(g.Battle.Scenery), err)
	}
	for _, c := range []struct{ scenery, want string }{
		{"[{kind: asteroids, at: [1, 1]}]", "battle.scenery[0].kind"},
		{"[{kind: fine-debris, at: [50, 1]}]", "off the 48\" table"},
		{"[{kind: fine-debris}]", "at"},
		{"[{kind: fine-debris, at: [5, 5], size: [0, 3]}]", "more than 0"},
		{"[{kind: fine-debris, at: [5, 5], heading: 400}]", "battle.scenery[0].heading"},
		{"[{kind: fine-debris, at: [5, 5], colour: red}]", "colour"},
	} {
		_, err := compileDropfleet(with(c.scenery))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "w.yaml:") {
			t.Errorf("scenery %s: error %v, want one naming the file, line and %q", c.scenery, err, c.want)
		}
	}
}

// TestDropfleetWorldSwitches reads the switches of battle notes §6.3 this
// branch plays (U-G6, U-G7, U-G8, U-S10, U-X3) and the bombard weapon rule.
func TestDropfleetWorldSwitches(t *testing.T) {
	src := dropfleetBattleSource(t, false, false, false)
	src = strings.Replace(src, "game: dropfleet\n", "game: dropfleet\nrules: {ruins_roll: per-token, collateral: every-point, crit_collateral: kills, orbital_gun: book-2016, table_edge: leave-destroyed}\n", 1)
	src = strings.Replace(src, `{name: "UF-2200 Mass Driver Triad", lock: 4, attacks: 3, damage: 1, arc: F}`, `{name: "UF-2200 Mass Driver Triad", lock: 4, attacks: 3, damage: 1, arc: F, special: [bombard]}`, 1)
	g, err := compileDropfleet(src)
	if err != nil {
		t.Fatal(err)
	}
	r := g.Rules
	if !r.RuinsRollPerToken || !r.CollateralBeforeSaves || !r.CritCollateralKills || !r.OrbitalGunBook || !r.LeaveTable {
		t.Errorf("switches not all set: %+v", r)
	}
	bombards := 0
	for i := range g.Ships {
		for _, w := range g.Ships[i].Profile.Weapons {
			if w.Bombard {
				bombards++
			}
		}
	}
	if bombards == 0 {
		t.Error("special: [bombard] did not make a Bombardment weapon")
	}
	bad := strings.Replace(src, "table_edge: leave-destroyed", "table_edge: wrap", 1)
	if _, err := compileDropfleet(bad); err == nil || !strings.Contains(err.Error(), "table_edge") {
		t.Errorf("table_edge: wrap: %v", err)
	}
}

// TestDropfleetStationsSection reads a battle's stations section (battle
// notes §1.4, §4.4): size, stem, layer (Low Orbit by default) and
// armament, and bad input refused with the file, line and field.
func TestDropfleetStationsSection(t *testing.T) {
	base := dropfleetBattleSource(t, false, false, false)
	with := func(stations string) string {
		return strings.Replace(base, "points: 1500}", "points: 1500, stations: "+stations+"}", 1)
	}
	g, err := compileDropfleet(with("[{name: hub, size: large, at: [24, 30], armament: [laser, missile]}, {name: dock, at: [10, 10], layer: high-orbit}]"))
	if err != nil {
		t.Fatal(err)
	}
	st := g.Battle.Stations
	if len(st) != 2 || st[0].Size != dropfleet.LargeStation || st[0].Layer != dropfleet.LowOrbit || len(st[0].Armament) != 2 ||
		st[0].Armament[0].Burnthrough != 4 || !st[0].Armament[1].CloseAction || st[1].Size != dropfleet.MediumStation || st[1].Layer != dropfleet.HighOrbit {
		t.Errorf("stations = %+v", st)
	}
	for _, c := range []struct{ stations, want string }{
		{"[{name: hub, at: [24, 30], armament: [death-ray]}]", "battle.stations[0].armament[0]"},
		{"[{name: hub, size: huge, at: [24, 30]}]", "battle.stations[0].size"},
		{"[{name: hub, at: [24, 60]}]", "off the 48\" table"},
		{"[{name: hub, at: [1, 1]}, {name: hub, at: [2, 2]}]", "a second station"},
		{"[{at: [1, 1]}]", "name"},
	} {
		_, err := compileDropfleet(with(c.stations))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "w.yaml:") {
			t.Errorf("stations %s: error %v, want one naming the file, line and %q", c.stations, err, c.want)
		}
	}
}

// TestDropfleetSolidObjectsSection reads a battle's Large Solid Objects
// (battle notes §3.3, solidobject.go): Moonshot's own (12", 18" with its
// variant) without the section, the section's in their place (an empty
// list: none), and bad input and anything placed on an object refused with
// the file, line and field.
func TestDropfleetSolidObjectsSection(t *testing.T) {
	base := strings.Replace(dropfleetBattleSource(t, false, false, false), "scenario: take-and-hold", "scenario: moonshot", 1)
	with := func(opts string) string { return strings.Replace(base, "points: 1500}", "points: 1500"+opts+"}", 1) }
	for _, c := range []struct {
		opts string
		want []dropfleet.SolidObject
	}{
		{"", []dropfleet.SolidObject{dropfleet.MoonshotSolidObject(false)}},
		{", variant: extra-large-solid-object", []dropfleet.SolidObject{dropfleet.MoonshotSolidObject(true)}},
		{", solid_objects: []", nil},
		{", solid_objects: [{at: [40, 30], diameter: 6}, {at: [8, 24]}]", []dropfleet.SolidObject{{Centre: plane.Vec{X: 40, Y: 30}, Diameter: 6}, {Centre: plane.Vec{X: 8, Y: 24}, Diameter: 12}}},
	} {
		g, err := compileDropfleet(with(c.opts))
		if err != nil {
			t.Fatalf("%q: %v", c.opts, err)
		}
		if got := g.Battle.SolidObjects; len(got) != len(c.want) || len(got) > 0 && got[0] != c.want[0] || len(got) > 1 && got[1] != c.want[1] {
			t.Errorf("%q: solid objects %+v, want %+v", c.opts, got, c.want)
		}
	}
	if g, err := compileDropfleet(strings.Replace(base, "scenario: moonshot", "scenario: power-grab", 1)); err != nil || len(g.Battle.SolidObjects) != 0 {
		t.Errorf("power-grab: %v solid objects (%v), want none", g.Battle.SolidObjects, err)
	}
	for _, c := range []struct{ opts, want string }{
		{", solid_objects: [{at: [50, 1]}]", "battle.solid_objects[0].at: [50, 1] is off the 48\" table"},
		{", solid_objects: [{diameter: 6}]", "at"},
		{", solid_objects: [{at: [5, 30], diameter: 0}]", "battle.solid_objects[0].diameter"},
		{", solid_objects: [{at: [5, 30], colour: grey}]", "colour"},
		{", solid_objects: [{at: [10, 38], diameter: 4}]", "battle.solid_objects[0]: the 4\" solid object at [10, 38] covers sector 1 of cluster north-west"},
		{", stations: [{name: hub, at: [24, 26]}]", "battle.scenario: the 12\" solid object at [24, 24] covers station hub"},
		{", solid_objects: [{at: [2, 2], diameter: 4}]", "fleets.a: a-toulon.1 starts at [1, 1], on the 4\" solid object at [2, 2]"},
	} {
		_, err := compileDropfleet(with(c.opts))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "w.yaml:") {
			t.Errorf("%s: error %v, want one naming the file, line and %q", c.opts, err, c.want)
		}
	}
}
