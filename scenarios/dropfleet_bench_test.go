package scenarios

import (
	"fmt"
	"testing"
)

// BenchmarkActiveScan is the full `fleetlab run active-scan --set
// scanners=N` path: compiled scenario, engine, rules core, accumulators.
// It runs fastBenchTrials a run.
func BenchmarkActiveScan(b *testing.B) {
	for _, scanners := range []int{1, 3} {
		m := compile(b, "active-scan", fmt.Sprint("scanners=", scanners)).Model
		benchmarkModel(b, fmt.Sprintf("scanners=%d/", scanners), m, fastBenchTrials, 1, "trials/s")
	}
}

// fastBenchTrials is the size of one run of the active-scan benchmarks
// and their yardstick: at several hundred million trials a second, a run
// of benchTrials lasts 3 ms, and starting it (each worker's state, waking
// the workers: 0.05 to 0.3 ms on 2 workers, more when the host has to
// wake the second virtual CPU) would no longer be noise. A run of 2^25
// lasts some 50 to 150 ms on the full path, as the other paths' runs do.
const fastBenchTrials = 1 << 25

// BenchmarkTieBreak is the full `fleetlab run tie-break` path.
func BenchmarkTieBreak(b *testing.B) { benchmarkScenario(b, "", "tie-break", "admiral_a=2") }

// minimalActiveScan is the yardstick for active-scan: the same dice in a
// bare loop, the tallies (revealed, Signature 0/6/12) in local variables;
// no scenario, no rules core, no engine.
func minimalActiveScan(trials int64, workers, scanners int) int64 {
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var revealed int64
		var sig [3]int64
		for range n {
			silent, spikes := true, 0
			for range scanners {
				if silent {
					silent = d6(r) < 4
				} else {
					spikes++
				}
			}
			if !silent {
				revealed++
				sig[min(2, spikes)]++
			}
		}
		return revealed + sig[0] + sig[2]
	})
}

// BenchmarkMinimalActiveScan is the yardstick for BenchmarkActiveScan.
func BenchmarkMinimalActiveScan(b *testing.B) {
	for _, scanners := range []int{1, 3} {
		benchmarkYardstick(b, fmt.Sprintf("scanners=%d/", scanners), fastBenchTrials, 1, "trials/s", "nothing revealed",
			func(n int64, w int) int64 { return minimalActiveScan(n, w, scanners) })
	}
}

// minimalTieBreak is the yardstick for tie-break: the same roll-off (1d6 +
// Admiral each, ties re-rolled) in a bare loop, tallying A's wins and the
// roll-offs in local variables.
func minimalTieBreak(trials int64, workers, avA, avB int) int64 {
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var wins, rolls int64
		for range n {
			for {
				rolls++
				if x, y := d6(r)+avA, d6(r)+avB; x != y {
					if x > y {
						wins++
					}
					break
				}
			}
		}
		return wins + rolls
	})
}

// BenchmarkMinimalTieBreak is the yardstick for BenchmarkTieBreak.
func BenchmarkMinimalTieBreak(b *testing.B) {
	benchmarkYardstick(b, "", benchTrials, 1, "trials/s", "player A never won",
		func(n int64, w int) int64 { return minimalTieBreak(n, w, 2, 1) })
}

// tenShipTurn is a turn's worth of activations for two fleets of five
// ships (two battlegroups each), every decision taken by a policy: orders
// by spike-aware, moves by close-on, targets by nearest-detected, and an
// Active Scan at the nearest Silent Runner.
const tenShipTurn = `name: ten-ship-turn
game: dropfleet
ships:
  frigate: {scan: 6, sig: 4, thrust: 12, hull: 4, tonnage: L, weapons: [{name: laser, lock: 4, attacks: 2, damage: 1, arc: F}]}
  cruiser: {scan: 12, sig: 6, thrust: 10, hull: 10, tonnage: M, weapons: [{name: battery, lock: 4, attacks: 4, damage: 1, arc: S}]}
fleets:
  red:
    battlegroups:
      - {name: r-pathfinders, type: pathfinder, groups: [{ship: frigate, name: rf, count: 3, at: [0, 0], heading: 0}]}
      - {name: r-line, type: line, groups: [{ship: cruiser, name: rc, count: 2, at: [12, -4], heading: 0, spacing: 4}]}
  blue:
    battlegroups:
      - {name: b-pathfinders, type: pathfinder, groups: [{ship: frigate, name: bf, count: 3, at: [0, 40], heading: 180, state: silent-running}]}
      - {name: b-line, type: line, groups: [{ship: cruiser, name: bc, count: 2, at: [12, 44], heading: 180, spacing: 4}]}
script:
  - activate: {battlegroup: r-pathfinders, order: spike-aware, move: {policy: close-on}, target: nearest-detected}
  - activate: {battlegroup: b-pathfinders, order: spike-aware, move: {policy: close-on}, target: nearest-detected}
  - activate: {battlegroup: r-line, order: active-scan, scan_target: nearest-silent, move: {policy: keep-at, range: 18}, target: nearest-detected}
  - activate: {battlegroup: b-line, order: spike-aware, move: {policy: close-on}, target: nearest-detected}
measure:
  - {name: seen, what: undetected, of: bf.1}
  - {name: gap, what: distance, of: rf.1, to: bf.1}
  - {name: refused, what: illegal}
`

// BenchmarkTenShipTurn plays a 10-ship scripted turn (4 battlegroup
// activations, 10 ship activations) and reports ship activations per
// second.
func BenchmarkTenShipTurn(b *testing.B) {
	benchmarkSource(b, "ten-ship-turn.yaml", tenShipTurn, 10, "activations/s")
}

// minimalTenShipTurn is the yardstick for BenchmarkTenShipTurn: ten points
// each moving 10" straight ahead, then every pair's distance compared with
// a fixed range, in a bare loop with one die per trial for a scan.
func minimalTenShipTurn(trials int64, workers int) int64 {
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var seen int64
		var x, y [10]float64
		for range n {
			for i := range 10 {
				x[i], y[i] = float64(i%5)*2, float64(i/5)*40
			}
			for i := range 10 {
				y[i] += 10 - 20*float64(i/5)
			}
			silent := d6(r) < 4
			for i := range 5 {
				for j := 5; j < 10; j++ {
					dx, dy := x[i]-x[j], y[i]-y[j]
					if dx*dx+dy*dy <= 18*18 && !silent {
						seen++
					}
				}
			}
		}
		return seen
	})
}

// BenchmarkMinimalTenShipTurn is the yardstick for BenchmarkTenShipTurn.
func BenchmarkMinimalTenShipTurn(b *testing.B) {
	benchmarkYardstick(b, "", 1<<16, 10, "activations/s", "", minimalTenShipTurn)
}

// sixBattlegroupTurn is one turn for two fleets of six battlegroups each:
// random decks, random choices, every battlegroup activating under
// Standard Orders.
const sixBattlegroupTurn = `name: six-battlegroups
game: dropfleet
ships:
  l: {scan: 6, sig: 4, thrust: 12, hull: 4, tonnage: L}
  m: {scan: 6, sig: 6, thrust: 10, hull: 8, tonnage: M}
  h: {scan: 8, sig: 8, thrust: 10, hull: 14, tonnage: H}
fleets:
  a:
    admiral: 3
    deck: random
    choice: random
    battlegroups:
      - {name: a1, type: pathfinder, groups: [{ship: l, name: g1, count: 3}]}
      - {name: a2, type: pathfinder, groups: [{ship: l, name: g2, count: 2}, {ship: m, name: g3}]}
      - {name: a3, type: line, groups: [{ship: m, name: g4, count: 2}]}
      - {name: a4, type: line, groups: [{ship: m, name: g5, count: 3}]}
      - {name: a5, type: vanguard, groups: [{ship: h, name: g6}]}
      - {name: a6, type: vanguard, groups: [{ship: h, name: g7}, {ship: l, name: g8}]}
  b:
    admiral: 2
    deck: random
    choice: random
    battlegroups:
      - {name: b1, type: pathfinder, groups: [{ship: l, name: g9, count: 3}]}
      - {name: b2, type: pathfinder, groups: [{ship: l, name: g10, count: 2}, {ship: m, name: g11}]}
      - {name: b3, type: line, groups: [{ship: m, name: g12, count: 2}]}
      - {name: b4, type: line, groups: [{ship: m, name: g13, count: 3}]}
      - {name: b5, type: vanguard, groups: [{ship: h, name: g14}]}
      - {name: b6, type: vanguard, groups: [{ship: h, name: g15}, {ship: l, name: g16}]}
script:
  - turns: {count: 1}
measure:
  - {name: a1_position, what: position, of: a1, turn: 1}
  - {name: a_last, what: last, of: a, turn: 1}
  - {name: rolloffs, what: turn-rolloffs, turn: 1}
`

// BenchmarkSixBattlegroupTurn plays whole turns (planning, 12 reveals and
// activations) for two 6-battlegroup fleets and reports turns per second.
func BenchmarkSixBattlegroupTurn(b *testing.B) {
	benchmarkSource(b, "six.yaml", sixBattlegroupTurn, 1, "turns/s")
}

// minimalSixBattlegroupTurn is the yardstick: shuffle two decks of six
// ratings, reveal them pair by pair, roll off ties (d6 + Admiral), choose
// at random, in a bare loop.
func minimalSixBattlegroupTurn(trials int64, workers int) int64 {
	ratings := [2][6]int{{3, 7, 10, 15, 10, 11}, {3, 7, 10, 15, 10, 11}}
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var firsts int64
		var deck [2][6]int
		for range n {
			for f := range 2 {
				deck[f] = ratings[f]
				for i := 5; i > 0; i-- {
					j := int(r.Uint64() % uint64(i+1))
					deck[f][i], deck[f][j] = deck[f][j], deck[f][i]
				}
			}
			for k := range 6 {
				chooser := 0
				if deck[1][k] < deck[0][k] {
					chooser = 1
				} else if deck[0][k] == deck[1][k] {
					for {
						a, b := d6(r)+3, d6(r)+2
						if a != b {
							if b > a {
								chooser = 1
							}
							break
						}
					}
				}
				if r.Uint64()&1 == 0 {
					chooser = 1 - chooser
				}
				firsts += int64(chooser)
			}
		}
		return firsts
	})
}

// BenchmarkMinimalSixBattlegroupTurn is the yardstick for BenchmarkSixBattlegroupTurn.
func BenchmarkMinimalSixBattlegroupTurn(b *testing.B) {
	benchmarkYardstick(b, "", 1<<16, 1, "turns/s", "", minimalSixBattlegroupTurn)
}

// BenchmarkSalvo is the full `fleetlab run salvo` path: one 6-dice weapon
// at Lock 3+ against Armour 4+ (with the crippling roll when it comes).
func BenchmarkSalvo(b *testing.B) { benchmarkScenario(b, "", "salvo") }

// minimalSalvo is the yardstick for salvo: six dice at 3+, criticals on
// 5+, an Armour 4+ save for each other hit, in a bare loop.
func minimalSalvo(trials int64, workers int) int64 {
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var total int64
		for range n {
			dmg := 0
			for range 6 {
				switch d := d6(r); {
				case d >= 5:
					dmg++
				case d >= 3 && d6(r) < 4:
					dmg++
				}
			}
			total += int64(dmg)
		}
		return total
	})
}

// BenchmarkMinimalSalvo is the yardstick for BenchmarkSalvo.
func BenchmarkMinimalSalvo(b *testing.B) {
	benchmarkYardstick(b, "", benchTrials, 1, "trials/s", "", minimalSalvo)
}

// BenchmarkDropfleetBattle is the full `fleetlab run dfc-battle` path:
// whole Clash battles of Take & Hold (six turns and their Roundups, 30
// ships) per second.
func BenchmarkDropfleetBattle(b *testing.B) {
	benchmarkModel(b, "", compile(b, "dfc-battle").Model, battleBenchTrials, 1, "battles/s")
}

// battleBenchTrials is the battles of one benchmark run: a battle is some
// thousand times a salvo's work.
const battleBenchTrials = 1 << 12
