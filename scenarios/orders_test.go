package scenarios

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestSilentApproachExact checks silent-approach against its closed form at
// the defaults: the runner starts 48" from the picket (Scan 12) and moves
// 10" a round, the picket 6" towards it. Silent, it is seen only within
// 12"; spotted (a 4+, probability 1/2), within 12 + 6 = 18". After the
// picket's second scan they are 16" apart: seen if and only if spotted;
// after the runner's third move they are 6" apart: seen.
func TestSilentApproachExact(t *testing.T) {
	r := run(t, "silent-approach", 100_000, 3)
	want := []float64{1, 1, 1, 0.5, 0, 0, 0, 0}
	for k, p := range want {
		m := metric(t, r, fmt.Sprintf("undetected_%d", k+1))
		simtest.Proportion(t, m.Name, m.Proportion.Successes, m.Proportion.Trials, p)
	}
	rev := metric(t, r, "revealed")
	simtest.Proportion(t, "revealed at the end (the last scan)", rev.Proportion.Successes, rev.Proportion.Trials, 0.5)
}

// TestOrderSignatureTable checks every order from every starting state
// against the seed's spike rules (seed 003; rules notes §1).
func TestOrderSignatureTable(t *testing.T) {
	after := map[string]map[string]int{ // order → state → spike level after (-1: silent)
		"standard":        {"normal": 0, "minor-spike": 0, "major-spike": 2, "silent-running": 0},
		"weapons-free":    {"normal": 2, "minor-spike": 2, "major-spike": 2, "silent-running": 2},
		"station-keeping": {"normal": 1, "minor-spike": 2, "major-spike": 2, "silent-running": 1},
		"course-change":   {"normal": 1, "minor-spike": 2, "major-spike": 2, "silent-running": 1},
		"max-thrust":      {"normal": 1, "minor-spike": 2, "major-spike": 2, "silent-running": 1},
		"silent-running":  {"normal": -1, "minor-spike": -1, "major-spike": -1, "silent-running": -1},
		"active-scan":     {"normal": 2, "minor-spike": 2, "major-spike": 2, "silent-running": 2},
	}
	for order, states := range after {
		for state, spike := range states {
			r := run(t, "order-signature", 10, 1, "order="+order, "state="+state)
			sig, want := metric(t, r, "signature"), 6+6*spike
			if spike < 0 {
				want = 0
			}
			if sig.Histogram.Min() != want || sig.Histogram.Max() != want {
				t.Errorf("%s from %s: Signature %d..%d, want %d", order, state, sig.Histogram.Min(), sig.Histogram.Max(), want)
			}
			if tf := metric(t, r, "targeted_from"); tf.Histogram.Min() != 12+want {
				t.Errorf("%s from %s: targeted from %d\", want %d", order, state, tf.Histogram.Min(), 12+want)
			}
		}
	}
}

// twoFleets is an end-to-end scenario a user could write from the README:
// two small fleets, a turn of activations under fixed orders and policies.
const twoFleetsScenario = `name: skirmish
title: Two small fleets close in
game: dropfleet
params:
  gap: {default: 36, min: 10, max: 100}
ships:
  frigate: {scan: 6, sig: 4, thrust: 12, hull: 4, armour: 5, tonnage: L, group: 1-3,
            weapons: [{name: laser, lock: 4, attacks: 2, damage: 1, arc: F}, {name: flak, lock: 5, attacks: 2, damage: 1, arc: F, special: [close-action]}]}
  cruiser: {scan: 12, sig: 6, thrust: 10, hull: 10, armour: 4, tonnage: M, group: 1-2,
            weapons: [{name: battery, lock: 4, attacks: 4, damage: 1, arc: S}]}
fleets:
  ucm:
    admiral: 2
    battlegroups:
      - {name: hunters, type: pathfinder, groups: [{ship: frigate, count: 3, at: [0, 0], heading: 0, spacing: 2}]}
      - {name: wall, type: line, groups: [{ship: cruiser, count: 2, at: [10, -5], heading: 0, spacing: 4}]}
  shaltari:
    battlegroups:
      - {name: raiders, type: pathfinder, groups: [{ship: frigate, name: raider, count: 2, at: [0, $gap], heading: 180}]}
      - {name: line, type: line, groups: [{ship: cruiser, name: hulk, at: [12, $gap], heading: 180}]}
script:
  - activate: {battlegroup: hunters, order: spike-aware, move: {policy: close-on}, target: nearest-detected}
  - activate: {battlegroup: raiders, order: random-legal, move: {policy: keep-at, range: 14}, target: nearest-detected}
  - activate: {battlegroup: wall, order: active-scan, scan_target: nearest, move: {policy: max}}
  - activate: {battlegroup: line, order: course-change, move: {turn: 30, distance: 4, then_turn: -30, then_distance: 4}}
measure:
  - {name: frigate_sig, what: signature, of: frigate.1}
  - {name: frigate_seen, what: detected, of: frigate.1, after: 1}
  - {name: frigate_unseen_all, what: undetected, of: frigate.1}
  - {name: gap_after, what: distance, of: frigate.1, to: raider.1}
  - {name: frigate_weapons_free, what: took, of: frigate.1, order: weapons-free}
  - {name: frigate_has_target, what: has-target, of: frigate.1}
  - {name: raider_spike, what: spike, of: raider.1}
  - {name: refused, what: illegal}
`

func TestTwoFleetsEndToEnd(t *testing.T) {
	s, err := Parse("skirmish.yaml", []byte(twoFleetsScenario))
	if err != nil {
		t.Fatal(err)
	}
	for _, gap := range []string{"gap=36", "gap=80"} {
		r := runModel(t, bind(t, s, gap), 20_000, 1)
		wf := metric(t, r, "frigate_weapons_free").Estimate()
		if gap == "gap=80" && wf != 1 {
			t.Errorf("%s: the spike-aware hunters far from any enemy took Weapons Free with probability %v, want 1", gap, wf)
		}
		if d := metric(t, r, "gap_after").Estimate(); d <= 0 || d > 80 {
			t.Errorf("%s: distance %v", gap, d)
		}
		if m := metric(t, r, "refused"); m.Histogram.Max() != 0 {
			t.Errorf("%s: %v refused orders in a legal script", gap, m.Histogram.Bins())
		}
		// the wall's Active Scan puts a Minor Spike on the nearest enemy
		if sp := metric(t, r, "raider_spike"); sp.Histogram.Max() == 0 && gap == "gap=36" {
			t.Errorf("%s: the raider never spiked", gap)
		}
	}
}

// secondEdit holds the cases of TestOrderLegalityAtLoad that need a second
// change to the file: coherency is checked at load only for a fixed order.
var secondEdit = map[string][2]string{
	"out of coherency": {"order: spike-aware, move: {policy: close-on}", "order: weapons-free, move: {policy: close-on}"},
}

func TestOrderLegalityAtLoad(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           string
	}{
		{"a fixed move against the order", "then_turn: -30, then_distance: 4}", "then_turn: -30, then_distance: 4, turn_end: 10}", "may turn at most twice under course-change"},
		{"too short a move", "{turn: 30, distance: 4, then_turn: -30, then_distance: 4}", "{distance: 2}", "must move from 5\" to 10\""},
		{"a fixed move with an order policy", "order: spike-aware, move: {policy: close-on}", "order: spike-aware, move: {distance: 8}", "a fixed move needs a fixed order"},
		{"an unknown movement policy", "move: {policy: max}", "move: {policy: maxx}", `unknown movement policy "maxx" (did you mean max?)`},
		{"keep-at without a range", "{policy: keep-at, range: 14}", "{policy: keep-at}", "missing required field range"},
		{"a range on close-on", "{policy: keep-at, range: 14}", "{policy: close-on, range: 14}", "only keep-at takes a range"},
		{"an unknown order policy", "order: random-legal", "order: random", `"random" is neither an order`},
		{"out of coherency", "count: 3, at: [0, 0], heading: 0, spacing: 2}", "count: 3, at: [0, 0], heading: 0, spacing: 4}", "ship frigate.1: is in group frigate, which is out of coherency"},
		{"group size", "count: 3, at: [0, 0]", "count: 4, at: [0, 0]", "group frigate has 4 ships of frigate, whose group size is 1-3"},
		{"a measure extra that does not belong", "what: spike, of: raider.1}", "what: spike, of: raider.1, to: hulk}", "a spike measure takes no to"},
		{"detected needs after", "what: detected, of: frigate.1, after: 1}", "what: detected, of: frigate.1}", "missing required field after"},
		{"unknown arc", "arc: S}", "arc: X}", `unknown arc "X"`},
		{"unknown weapon rule", "special: [close-action]", "special: [teleport]", `unknown weapon rule "teleport"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(twoFleetsScenario, tc.old) {
				t.Fatalf("case does not apply: %q", tc.old)
			}
			src := strings.Replace(twoFleetsScenario, tc.old, tc.new, 1)
			if second, ok := secondEdit[tc.name]; ok {
				src = strings.Replace(src, second[0], second[1], 1)
			}
			_, err := Parse("skirmish.yaml", []byte(src))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}
