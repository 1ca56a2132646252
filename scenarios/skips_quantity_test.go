package scenarios

import (
	"context"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// quantitySkips is a game the skips could leave almost everything out
// of: no weapons, no policy, a scout that moves straight ahead by Standard
// Orders and then two whole turns. It is measured by one probe (MEASURE):
// what the skips may leave out depends on what that probe ignores.
const quantitySkips = `name: quantity-skips
game: dropfleet
ships:
  scout: {scan: 12, sig: 3, thrust: 12, hull: 4, tonnage: L}
  ghost: {scan: 6, sig: 6, thrust: 10, hull: 6, tonnage: M}
fleets:
  red:
    admiral: 2
    battlegroups:
      - {name: s1, type: pathfinder, groups: [{ship: scout, name: sa, at: [10, 10], heading: 90}]}
  blue:
    admiral: 2
    battlegroups:
      - {name: g1, type: line, groups: [{ship: ghost, name: ga, at: [10, 40], heading: 180, state: silent-running}]}
script:
  - activate: {battlegroup: s1, order: active-scan, scan_target: ga}
  - turns: {count: 2}
measure:
  - MEASURE
`

// quantityMeasures measures each quantity a scenario without a battle can
// ask for, in quantitySkips.
var quantityMeasures = map[string]string{
	"not-silent":     "{name: m, what: not-silent, of: ga}",
	"silent":         "{name: m, what: silent, of: ga}",
	"signature":      "{name: m, what: signature, of: ga}",
	"spike":          "{name: m, what: spike, of: sa}",
	"chooses":        "{name: m, what: chooses, of: red}",
	"first":          "{name: m, what: first, of: blue}",
	"rolloffs":       "{name: m, what: rolloffs}",
	"detected":       "{name: m, what: detected, of: sa, after: 1}",
	"undetected":     "{name: m, what: undetected, of: sa}",
	"distance":       "{name: m, what: distance, of: sa, to: ga}",
	"took":           "{name: m, what: took, of: sa, order: standard}",
	"illegal":        "{name: m, what: illegal}",
	"has-target":     "{name: m, what: has-target, of: sa}",
	"targeted-from":  "{name: m, what: targeted-from, of: sa, by: ga}",
	"position":       "{name: m, what: position, of: s1, turn: 1}",
	"before":         "{name: m, what: before, of: s1, than: g1, turn: 2}",
	"double":         "{name: m, what: double, of: red, turn: 1}",
	"last":           "{name: m, what: last, of: blue, turn: 2}",
	"turn-rolloffs":  "{name: m, what: turn-rolloffs, turn: 1}",
	"damage":         "{name: m, what: damage, of: sa}",
	"hull-lost":      "{name: m, what: hull-lost, of: sa}",
	"destroyed":      "{name: m, what: destroyed, of: ga}",
	"crippled":       "{name: m, what: crippled, of: ga}",
	"crits":          "{name: m, what: crits, of: ga}",
	"damage-per-100": "{name: m, what: damage-per-100, of: sa}",
}

// TestEveryQuantityAgreesWithoutSkips plays quantitySkips measured by each
// quantity with the skips and without them (Model.NoSkips): the numbers
// must be the same bit for bit. The skips are allowed by what each
// quantity is declared to ignore (sim/dropfleet/hotpath.go, probeIgnores),
// so a quantity declared to ignore what it reads fails here: declare
// distance to ignore positions, and the scout stops moving. Every
// quantity of a scenario without a battle must be listed, so that a new
// one is checked too; the positions the distance reads must move, so that
// the test can tell.
func TestEveryQuantityAgreesWithoutSkips(t *testing.T) {
	_, err := dropfleet.ParseQuantity("?") // its error lists every quantity
	_, list, ok := strings.Cut(err.Error(), "expected one of ")
	if !ok {
		t.Fatalf("no list of quantities in %q", err)
	}
	for _, name := range strings.Split(strings.TrimSuffix(list, ")"), ", ") {
		q, err := dropfleet.ParseQuantity(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := quantityMeasures[name]; !ok && !q.Battle() {
			t.Errorf("quantity %s is not measured by the test", name)
		}
	}
	for name, m := range quantityMeasures {
		c := compileSource(t, name+".yaml", strings.Replace(quantitySkips, "MEASURE", m, 1))
		g := c.Model.(*dropfleet.Model)
		o := sim.Options{Trials: 2000, Seed: 5, Workers: 1}
		fast, err := sim.Run(context.Background(), g, o)
		if err != nil {
			t.Fatal(err)
		}
		full := *g
		full.NoSkips = true
		slow, err := sim.Run(context.Background(), &full, o)
		if err != nil {
			t.Fatal(err)
		}
		f, s := &fast.Metrics[0], &slow.Metrics[0]
		if f.N() != s.N() || f.Estimate() != s.Estimate() {
			t.Errorf("%s: %v with skips, %v without", name, f.Estimate(), s.Estimate())
		}
		// the skip is taken wherever positions are not read: else the test
		// compares two full paths
		reads := name == "distance" || name == "detected" || name == "undetected"
		if sc := g.NewTrial().(*dropfleet.State).Shortcuts(); sc.SkipsMoves == reads {
			t.Errorf("%s: skips moves %v, want %v", name, sc.SkipsMoves, !reads)
		}
		if name == "distance" && s.Estimate() == 30 {
			t.Errorf("distance: the scout did not move (%v)", s.Estimate())
		}
	}
}
