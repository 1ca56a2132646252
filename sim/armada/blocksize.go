package armada

import "github.com/fleetlab/fleetlab/sim"

// Estimated costs, in nanoseconds on the reference machine, of the parts of
// an Armada trial, from which a Model chooses its block size. They are
// rough (a factor of two either way changes the block size at most one
// step) and were set from the built-ins' speeds: an attack whose range is
// given takes about 200 ns, an engagement round of six attacks measured on
// the table, three maneuvers and a Squadron Phase about 65 µs.
const (
	costTrial    = 300 // reset and probes
	costAttack   = 200 // an attack with its range and defender given
	costMeasured = 400 // a measured attack: per unit on the table, per hull zone tried
	costManeuver = 1000
	costPerUnit  = 100 // a maneuver's overlap and obstacle checks, per unit on the table
	costSquadron = 300 // the Squadron Phase, per squadron per unit on the table
	costStatus   = 50
	// costBattleShip is a battle's ship activation per unit in the game:
	// its attacks measured at every enemy and its maneuver chosen among
	// courses checked against every base (armada-battle: about 1.3 ms a
	// game, 10 ships and 16 squadrons over 6 rounds).
	costBattleShip = 500
)

// BlockSize returns the number of trials in one block of g: from an
// estimate of one trial's cost computed from the script (attacks, measured
// attacks times the units on the table, maneuvers, Squadron Phases, times
// their rounds), never from a clock, so that it is the same on every
// machine (see [sim.BlockSizeFor]).
func (g *Model) BlockSize() int { return sim.BlockSizeFor(g.trialCost()) }

// trialCost is the estimated cost of one trial in nanoseconds.
func (g *Model) trialCost() float64 {
	var placed, squadrons float64
	for i := range g.Units {
		if g.Units[i].Placed {
			placed++
			if g.Units[i].Profile.Squadron {
				squadrons++
			}
		}
	}
	if g.Battle != nil {
		return costTrial + g.battleCost()
	}
	return costTrial + stepsCost(g.Script, placed, squadrons)
}

// battleCost is the estimated cost of one whole battle: every round, each
// ship's activation and the Squadron Phase, measured against every unit
// (all are on the table once deployed).
func (g *Model) battleCost() float64 {
	var units, ships, squadrons float64
	for i := range g.Units {
		units++
		if g.Units[i].Profile.Squadron {
			squadrons++
		} else {
			ships++
		}
	}
	perRound := ships*costBattleShip*units + costSquadron*squadrons*units + costStatus
	return float64(g.Battle.Rounds) * perRound
}

// stepsCost is the estimated cost of playing steps once.
func stepsCost(steps []Step, placed, squadrons float64) float64 {
	var c float64
	for i := range steps {
		st := &steps[i]
		switch st.Kind {
		case StepAttack:
			for j := range st.Attacks {
				a := &st.Attacks[j]
				switch {
				case a.BestZone:
					c += costMeasured * placed * float64(zones)
				case a.Measured:
					c += costMeasured * placed
				default:
					c += costAttack
				}
			}
		case StepStatus:
			c += costStatus
		case StepRounds:
			c += float64(st.Rounds) * (stepsCost(st.Body, placed, squadrons) + costStatus)
		case StepSquadrons:
			c += costSquadron * squadrons * placed
		case StepManeuver:
			c += costManeuver + costPerUnit*placed
		}
	}
	return c
}
