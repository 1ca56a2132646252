package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// Survey rolls a survey of a cluster (battle notes §3.1): a D6 of 1-4
// scores 1 VP; 5-6 scores 1 VP and makes the cluster a Critical Location.
// Who may survey, and that a cluster already critical gives a later
// surveyor 1 VP without a roll, is the caller's to check.
func Survey(r *sim.Stream) (vp int, critical bool) {
	return 1, r.D6() >= 5
}

// CriticalHolder returns the player holding a Critical Location: strictly
// more total tonnage value of ships in Low Orbit within 6" of it, or -1
// (battle notes §3.1). tonnage[p] is player p's total.
func CriticalHolder(tonnage [Players]int) int {
	switch {
	case tonnage[0] > tonnage[1]:
		return 0
	case tonnage[1] > tonnage[0]:
		return 1
	}
	return -1
}

// CriticalLocationVP is what a Critical Location is worth at the end of
// turns 4 and 6 unless the scenario says otherwise (battle notes §3.1).
const CriticalLocationVP = 2

// Result returns the winner of a finished game, or -1 for a draw (battle
// notes §3.2): the higher victory points win; equal VP go to the higher
// kill points (the points cost of every destroyed enemy ship and killed
// enemy admiral); equal both is a draw (an engine default: the notes found
// no rule).
func Result(vp, kp [Players]int) int {
	switch {
	case vp[0] != vp[1]:
		return boolIndex(vp[1] > vp[0])
	case kp[0] != kp[1]:
		return boolIndex(kp[1] > kp[0])
	}
	return -1
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// LandingLosses rolls the Defence Batteries' fire at landing assets (battle
// notes §2.2): when the target cluster or station holds an enemy Battery,
// one D6 per landing asset destroys one landing ground asset on 3+, or on
// 5+ for one that came by Dropship; one die per asset however many
// Batteries there are. It returns the assets destroyed.
func LandingLosses(assets int, dropship bool, r *sim.Stream) int {
	need := 3
	if dropship {
		need = 5
	}
	lost := 0
	for range assets {
		if r.D6() >= need {
			lost++
		}
	}
	return lost
}

// landingLosses rolls the Batteries' fire at assets landers of one kind
// delivering tokens ground tokens between them (switch U-G2, battle notes
// §2.2): by default one die per ground token (LandingLosses: "3 rolls for
// a 3-Infantry bulk lander"); under Rules.LandingRollPerLander one die
// per lander (the FAQ's "each launch asset"), a success destroying the
// lander with every token it carries. It returns the tokens lost.
func (s *State) landingLosses(assets, tokens int, dropship bool, r *sim.Stream) int {
	if !s.Model.Rules.LandingRollPerLander || assets <= 0 {
		return LandingLosses(tokens, dropship, r)
	}
	return LandingLosses(assets, dropship, r) * (tokens / assets)
}

// Repair is the outcome of one damage-control die.
type Repair uint8

// The outcomes of a damage-control die (battle notes §2.3).
const (
	// RepairFailedHurt: a 1 deals 1 damage, no save, and repairs nothing.
	RepairFailedHurt Repair = iota
	// RepairFailed: a 2 or 3 repairs nothing.
	RepairFailed
	// Repaired: a 4-6 repairs the effect.
	Repaired
)

// RepairRoll rolls one damage-control die for one repairable effect
// (battle notes §2.3 step 3).
func RepairRoll(r *sim.Stream) Repair {
	switch d := r.D6(); {
	case d == 1:
		return RepairFailedHurt
	case d <= 3:
		return RepairFailed
	}
	return Repaired
}

// ExperimentalRepairRoll is the damage-control die of switch U-D1's
// alternative (FAQ261 experimental, battle notes §6.3: "4+ repairs, no
// damage"): a 4-6 repairs, anything else repairs nothing and deals no
// damage.
func ExperimentalRepairRoll(r *sim.Stream) Repair {
	if r.D6() >= 4 {
		return Repaired
	}
	return RepairFailed
}

// repairRoll rolls one damage-control die under the game's rules:
// RepairRoll, or ExperimentalRepairRoll under Rules.ExperimentalRepairs.
func (s *State) repairRoll(r *sim.Stream) Repair {
	if s.Model.Rules.ExperimentalRepairs {
		return ExperimentalRepairRoll(r)
	}
	return RepairRoll(r)
}
