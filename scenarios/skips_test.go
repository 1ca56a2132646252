package scenarios

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// battlelineAdmirals is three turns of Battleline fleets whose admirals'
// battlegroups come on the table only when they activate, with equal
// Strategy Ratings: whether a plan was played decides the Admiral values
// of the later roll-offs, so a skipped plan must still bring its
// battlegroup on.
const battlelineAdmirals = `name: battleline-admirals
game: dropfleet
ships:
  cruiser: {scan: 6, sig: 6, thrust: 10, hull: 8, tonnage: M}
fleets:
  red:
    admiral: 5
    admiral_ship: rc1
    arrival: battleline
    battlegroups:
      - {name: r1, type: line, groups: [{ship: cruiser, name: rc1}]}
      - {name: r2, type: line, groups: [{ship: cruiser, name: rc2}]}
  blue:
    admiral: 2
    admiral_ship: bc2
    arrival: battleline
    battlegroups:
      - {name: b1, type: line, groups: [{ship: cruiser, name: bc1}]}
      - {name: b2, type: line, groups: [{ship: cruiser, name: bc2}]}
script:
  - turns: {count: 3}
measure:
  - {name: red_chooses, what: chooses, of: red}
  - {name: rolls, what: rolloffs}
`

// scanningPlans is three turns whose plans Active Scan a Silent Runner,
// with equal Strategy Ratings: the scans draw dice, so the plans may not
// be skipped even though only the reveals (whose roll-offs draw from the
// same stream) are measured.
const scanningPlans = `name: scanning-plans
game: dropfleet
ships:
  scout: {scan: 12, sig: 3, thrust: 12, hull: 4, tonnage: L}
  ghost: {scan: 12, sig: 3, thrust: 12, hull: 4, tonnage: L}
fleets:
  red:
    admiral: 2
    battlegroups:
      - {name: scouts, type: line, activation: {order: active-scan, scan_target: ghost}, groups: [{ship: scout}]}
  blue:
    battlegroups:
      - {name: line, type: line, activation: {order: silent-running}, groups: [{ship: ghost, state: silent-running}]}
script:
  - turns: {count: 3}
measure:
  - {name: red_chooses, what: chooses, of: red}
  - {name: rolls, what: rolloffs}
`

// flatReveals is five turns in two steps of fleets directly deployed,
// stacking their decks as written, with no weapons, measured only by the
// reveals: trials play them as a reveal program (sim/dropfleet/turnplan.go).
// Equal and unequal Strategy Ratings, decks of three and two cards, one
// player always going second and the other choosing by a coin toss.
const flatReveals = `name: flat-reveals
game: dropfleet
ships:
  l: {scan: 6, sig: 4, thrust: 12, hull: 4, tonnage: L}
  m: {scan: 6, sig: 6, thrust: 10, hull: 8, tonnage: M}
fleets:
  a:
    admiral: 3
    choice: second
    battlegroups:
      - {name: a1, type: pathfinder, groups: [{ship: l, name: g1, count: 2}]}
      - {name: a2, type: line, groups: [{ship: m, name: g2, count: 2}]}
      - {name: a3, type: line, groups: [{ship: m, name: g3}]}
  b:
    admiral: 2
    choice: random
    battlegroups:
      - {name: b1, type: pathfinder, groups: [{ship: l, name: g4, count: 2}]}
      - {name: b2, type: line, groups: [{ship: m, name: g5, count: 2}]}
script:
  - turns: {count: 2}
  - turns: {count: 3}
measure:
  - {name: a_chooses, what: chooses, of: a}
  - {name: b_first, what: first, of: b}
  - {name: rolls, what: rolloffs}
`

// flatScript is a script of one-ship activations by written orders with
// no weapons, which trials play as a flat script (sim/dropfleet/plan.go):
// scouts that start Silent Running or spiked, Active Scans of a Silent
// Runner and of a spotted one up to a Major Spike, Silent Running and
// Standard Orders among them; two ghosts, so the scans spot each one or
// not.
const flatScript = `name: flat-script
game: dropfleet
ships:
  scout: {scan: 12, sig: 3, thrust: 12, hull: 4, tonnage: L}
  ghost: {scan: 6, sig: 6, thrust: 10, hull: 6, tonnage: M}
fleets:
  red:
    battlegroups:
      - {name: s1, type: pathfinder, groups: [{ship: scout, name: sa, state: silent-running}]}
      - {name: s2, type: pathfinder, groups: [{ship: scout, name: sb, state: minor-spike}]}
  blue:
    battlegroups:
      - {name: g1, type: line, groups: [{ship: ghost, name: ga, state: silent-running}]}
      - {name: g2, type: line, groups: [{ship: ghost, name: gb, state: silent-running}]}
script:
  - activate: {battlegroup: s1, order: active-scan, scan_target: ga}
  - activate: {battlegroup: s2, order: standard}
  - activate: {battlegroup: s2, order: active-scan, scan_target: ga}
  - activate: {battlegroup: s1, order: active-scan, scan_target: gb}
  - activate: {battlegroup: g1, order: silent-running}
  - activate: {battlegroup: s2, order: active-scan, scan_target: ga}
  - activate: {battlegroup: s1, order: active-scan, scan_target: gb}
  - activate: {battlegroup: s1, order: silent-running}
measure:
  - {name: ga_seen, of: ga, what: not-silent}
  - {name: ga_sig, of: ga, what: signature}
  - {name: gb_spike, of: gb, what: spike}
  - {name: sa_silent, of: sa, what: silent}
  - {name: sb_sig, of: sb, what: signature}
  - {name: sb_scanned, of: sb, what: took, order: active-scan}
  - {name: refused, what: illegal}
`

// TestSkipsChangeNothing plays every built-in Dropfleet scenario (and the
// benchmarks' and some variants) with the engine's skips of unobserved
// work and shortcuts and without them (dropfleet.Model.NoSkips, which
// plays every trial by the script, step by step): every metric must come
// out bit for bit the same, so the shortcuts change no result and no
// random draw. Each shortcut must be taken by some case, played trial by
// trial and in blocks (State.Shortcuts), else its check compares nothing.
func TestSkipsChangeNothing(t *testing.T) {
	type source struct{ name, file, src string }
	var cases []*Compiled
	for _, v := range builtinVariants(t) {
		cases = append(cases, compile(t, v.name, v.sets...))
	}
	for _, sets := range [][]string{{"scanners=3"}, {"scanners=7", "target_sig=0"}} {
		cases = append(cases, compile(t, "active-scan", sets...))
	}
	for _, sets := range [][]string{{"admiral_a=2"}, {"choice=random", "rolloff=plain"}, {"choice=second-if-heavier"}} {
		cases = append(cases, compile(t, "tie-break", sets...))
	}
	for _, src := range []source{{"ten", "ten.yaml", tenShipTurn}, {"six", "six.yaml", sixBattlegroupTurn},
		{"scale", "scale.yaml", dropfleetFleets(20)}, {"scanning-plans", "plans.yaml", scanningPlans},
		{"battleline-admirals", "battleline.yaml", battlelineAdmirals}, {"flat-script", "flat.yaml", flatScript},
		{"flat-reveals", "reveals.yaml", flatReveals},
		{"fixed-reveals", "fixed.yaml", strings.Replace(flatReveals, "choice: random", "choice: first", 1)}} {
		cases = append(cases, compileSource(t, src.file, src.src))
	}
	taken := map[string]bool{}
	for _, c := range cases {
		g, ok := c.Model.(*dropfleet.Model)
		if !ok {
			continue
		}
		for k, v := range shortcutsTaken(g) {
			taken[k] = taken[k] || v
		}
		o := sim.Options{Trials: testTrials(g, 20000), Seed: 3, Workers: 2}
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
		for i := range fast.Metrics {
			f, s := &fast.Metrics[i], &slow.Metrics[i]
			flo, fhi := f.CI95()
			slo, shi := s.CI95()
			if f.N() != s.N() || f.Estimate() != s.Estimate() || flo != slo || fhi != shi {
				t.Errorf("%s: metric %s: %v [%v, %v] with skips, %v [%v, %v] without",
					c.Scenario.Name, f.Name, f.Estimate(), flo, fhi, s.Estimate(), slo, shi)
			}
		}
	}
	for _, k := range []string{"way script", "way reveals", "way fixed-reveals", "way reveal-outcomes", "way flat", "way flat-scans",
		"skips moves", "skips plans", "skips sequence", "compiled probes", "kept aims"} {
		if !taken[k] {
			t.Errorf("no case takes the shortcut %s: it is not checked", k)
		}
	}
}

// shortcutsTaken plays a few trials of g on one worker's state, one by one
// and in a block, and reports the shortcuts they took (State.Shortcuts).
func shortcutsTaken(g *dropfleet.Model) map[string]bool {
	s := g.NewTrial().(*dropfleet.State)
	tally, r := sim.NewTally(g.Metrics()), sim.NewStream(1, 0)
	for range 8 {
		s.Play(r, tally)
	}
	s.PlayBlock(r, tally, 8, new(atomic.Bool))
	sc := s.Shortcuts()
	return map[string]bool{"way " + sc.Way: true, "skips moves": sc.SkipsMoves, "skips plans": sc.SkipsPlans,
		"skips sequence": sc.SkipsSequence, "compiled probes": sc.CompiledProbes, "kept aims": sc.KeptAims > 0}
}
