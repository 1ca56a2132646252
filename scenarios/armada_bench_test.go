package scenarios

import (
	"math"
	"testing"
)

// BenchmarkArmadaAttack is the full `fleetlab run armada-attack` path at
// its defaults: 3 red + 2 blue at medium range against a ship with Brace
// and Redirect, both players deciding by policy.
func BenchmarkArmadaAttack(b *testing.B) { benchmarkScenario(b, "", "armada-attack") }

// minimalArmadaAttack is the yardstick for armada-attack: roll 3 red and
// 2 blue dice from the face tables, total hits and crits, halve it when
// no accuracy came up (the Brace that an accuracy would lock), in a bare
// loop.
func minimalArmadaAttack(trials int64, workers int) int64 {
	red := [8][2]int8{{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 1}, {2, 0}} // damage, accuracy
	blue := [8][2]int8{{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 1}, {0, 1}}
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var total int64
		for range n {
			dmg, acc := 0, int8(0)
			for range 3 {
				f := red[r.Uint64()>>61]
				dmg, acc = dmg+int(f[0]), acc|f[1]
			}
			for range 2 {
				f := blue[r.Uint64()>>61]
				dmg, acc = dmg+int(f[0]), acc|f[1]
			}
			if acc == 0 && dmg >= 2 {
				dmg = (dmg + 1) / 2
			}
			total += int64(dmg)
		}
		return total
	})
}

// BenchmarkMinimalArmadaAttack is the yardstick for BenchmarkArmadaAttack.
func BenchmarkMinimalArmadaAttack(b *testing.B) {
	benchmarkYardstick(b, "", benchTrials, 1, "trials/s", "no damage", minimalArmadaAttack)
}

// BenchmarkOverlap is the full `fleetlab run overlap` path: two jittered
// Victories placed, one CR90 maneuver with the overlap procedure (rotated
// bases, separating axes, the closest ship), three measures.
func BenchmarkOverlap(b *testing.B) {
	benchmarkModel(b, "", compile(b, "overlap").Model, overlapTrials, 1, "trials/s")
}

// overlapTrials is the size of one overlap run, a quarter of benchTrials:
// its trials are slow, and make bench plays every benchmark in each pass.
const overlapTrials = benchTrials / 4

// minimalOverlap is the yardstick for overlap: jitter two boxes along x
// and y, then test an axis-aligned box moved 3, 2, 1 steps against them,
// in a bare loop (no rotation, no tool, no closest ship).
func minimalOverlap(trials int64, workers int) int64 {
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		const unit = 1.0 / (1 << 53)
		var hits int64
		for range n {
			var bx, by [2]float64
			for k := range 2 {
				bx[k] = float64(2*k-1)*(72.5+20) + (float64(r.Uint64()>>11)*unit*2-1)*15
				by[k] = 180 + (float64(r.Uint64()>>11)*unit*2-1)*15
			}
			for speed := 3; speed > 0; speed-- {
				y := 68.4 * float64(speed)
				over := false
				for k := range 2 {
					if math.Abs(bx[k]) < 21.5+51 && math.Abs(by[k]-y) < 35.5+31.5 {
						over = true
					}
				}
				if !over {
					break
				}
				hits++
			}
		}
		return hits
	})
}

// BenchmarkMinimalOverlap is the yardstick for BenchmarkOverlap.
func BenchmarkMinimalOverlap(b *testing.B) {
	benchmarkYardstick(b, "", overlapTrials, 1, "trials/s", "", minimalOverlap)
}

// BenchmarkEngagement is the full `fleetlab run engagement` path and
// reports ship activations per second: three rounds of three ships, each
// revealing a dial, making two attacks measured on the table (every enemy
// ship and every defending hull zone tried for the nearest) and executing a
// maneuver with the overlap procedure and squadrons moved aside, then a
// Squadron Phase for two TIE fighters and two X-wings (not counted as
// activations).
func BenchmarkEngagement(b *testing.B) {
	benchmarkModel(b, "", compile(b, "engagement").Model, 1<<14, 9, "activations/s")
}

// BenchmarkMinimalEngagement is the yardstick for BenchmarkEngagement: the
// same rounds of nine ship activations and four squadron attacks, each
// attack only rolling its dice (the pools the engagement's zones gather at
// close range) and summing their damage: no table, no arcs, ranges, sight,
// tokens, deck, commands or maneuvers.
func BenchmarkMinimalEngagement(b *testing.B) {
	benchmarkYardstick(b, "", 1<<14, 9, "activations/s", "", minimalEngagement)
}

// engagementPools are the red and blue dice of the engagement's attacks in
// one round: two for each of the three ships, one for each squadron.
var engagementPools = [][2]int{{3, 3}, {2, 1}, {3, 0}, {1, 1}, {2, 1}, {1, 1}, {0, 1}, {0, 1}, {2, 0}, {2, 0}}

func minimalEngagement(trials int64, workers int) int64 {
	red := [8]int64{0, 0, 1, 1, 1, 1, 0, 2}  // blank ×2, hit ×2, crit ×2, accuracy, double hit
	blue := [8]int64{1, 1, 1, 1, 1, 1, 0, 0} // hit ×4, crit ×2, accuracy ×2
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var damage int64
		for range n {
			for range 3 { // rounds
				for _, pool := range engagementPools {
					for range pool[0] {
						damage += red[r.Uint64()>>61]
					}
					for range pool[1] {
						damage += blue[r.Uint64()>>61]
					}
				}
			}
		}
		return damage
	})
}

// BenchmarkArmadaBattle is the full `fleetlab run armada-battle` path and
// reports whole 400-point games per second: set-up (obstacles placed,
// five ships and ten or six squadrons a side deployed), then up to six
// rounds of dials, alternating activations each choosing its attacks and
// its maneuver among up to 30 courses scored on the table, squadrons and
// status, and the score.
func BenchmarkArmadaBattle(b *testing.B) {
	benchmarkModel(b, "", compile(b, "armada-battle").Model, 1<<10, 1, "games/s")
}

// BenchmarkMinimalArmadaBattle is the yardstick for BenchmarkArmadaBattle:
// the same six rounds of ten ships' two attacks and sixteen squadrons'
// one, each only rolling a pool of 3 red and 2 blue (ships) or 2 blue
// (squadrons) and summing damage: no set-up, table, choices or maneuvers.
func BenchmarkMinimalArmadaBattle(b *testing.B) {
	benchmarkYardstick(b, "", 1<<10, 1, "games/s", "", minimalArmadaBattle)
}

func minimalArmadaBattle(trials int64, workers int) int64 {
	red := [8]int64{0, 0, 1, 1, 1, 1, 0, 2}
	blue := [8]int64{1, 1, 1, 1, 1, 1, 0, 0}
	return yardstick(trials, workers, func(r *bareStream, n int64) int64 {
		var damage int64
		for range n {
			for range 6 * 20 { // rounds × ship attacks
				for range 3 {
					damage += red[r.Uint64()>>61]
				}
				for range 2 {
					damage += blue[r.Uint64()>>61]
				}
			}
			for range 6 * 16 { // rounds × squadron attacks
				damage += blue[r.Uint64()>>61] + blue[r.Uint64()>>61]
			}
		}
		return damage
	})
}
