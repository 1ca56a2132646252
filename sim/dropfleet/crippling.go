package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// Cripple is a lasting crippling effect, as bit flags.
type Cripple uint16

// The crippling effects of the table in rules notes §2.
const (
	CrippleFire        Cripple = 1 << iota // 1 damage each Roundup (recorded; the Roundup is not played)
	CrippleNoSpecial                       // may take no special orders
	CrippleScanOne                         // Scan is 1"
	CrippleArmourWorse                     // Armour 2 worse
	CrippleSlow                            // Thrust halved, no turning or layer change
	CrippleHoldFire                        // may not fire in its next activation
	CrippleDecay                           // Orbital Decay: drops one layer each Roundup (decay.go)
	CrippleHoldLaunch                      // may not launch in its next launch opportunity (launchoffline.go)
)

// CrippleWeaponsOffline is the crippling result "no firing/launch next
// activation" (Weapons Offline): its firing part ends with the ship's next
// activation, its launch part with its next launch opportunity
// (launchoffline.go).
const CrippleWeaponsOffline = CrippleHoldFire | CrippleHoldLaunch

// crippleRow is one result of the crippling table: extra Hull damage (no
// saves), the effect, a Minor Spike, and whether to roll again.
type crippleRow struct {
	damage int
	effect Cripple
	spike  bool
	again  bool
}

// crippleTable[location][effect] with location 0 Subsystems (1-2), 1 Hull
// (3-4), 2 Core (5-6) and effect 0 (1-2), 1 (3-4), 2 (5-6), as rules notes
// §2 gives it: "Subsystems 1-2: 0 (Minor Spike), 3-4: 0 (Fire: 1 dmg each
// Roundup), 5-6: 2 (no special orders); Hull 1-2: 0 (Scan 1"), 3-4: 2
// (Armour +2 worse), 5-6: 2; Core 1-2: 2 (Thrust halved, no turning/layer
// change), 3-4: 3 (no firing/launch next activation), 5-6: 3 (+ roll again)".
// Energy Surges (Subsystems 5-6), Hull breach (Hull 5-6), Engines Disabled
// (Core 1-2) and Reactor Overload (Core 5-6) also cause Orbital Decay
// (battle notes §2.3, §2.4; v1.7 damage rules' "Orbital Decay" column): one
// effect however many results cause it.
var crippleTable = [3][3]crippleRow{
	{{0, 0, true, false}, {0, CrippleFire, false, false}, {2, CrippleNoSpecial | CrippleDecay, false, false}},
	{{0, CrippleScanOne, false, false}, {2, CrippleArmourWorse, false, false}, {2, CrippleDecay, false, false}},
	{{2, CrippleSlow | CrippleDecay, false, false}, {3, CrippleWeaponsOffline, false, false}, {3, CrippleDecay, false, true}},
}

// rollCrippling rolls the crippling table for ship i: a d6 for the
// location, a d6 for the effect, the extra Hull damage taken with no save,
// and again on "roll again" (at most 10 times).
func (s *State) rollCrippling(i int, r *sim.Stream) {
	for range 10 {
		row := crippleTable[(r.D6()-1)/2][(r.D6()-1)/2]
		sh := &s.Ships[i]
		sh.Cripples |= row.effect
		if row.spike {
			s.AddSpike(i, MinorSpike)
		}
		if s.rec.On() {
			s.rec.Logf("%s is crippled: %s", s.Model.Ships[i].ID, row.text())
		}
		s.loseHull(i, row.damage, r)
		if !row.again || sh.Hull <= 0 {
			return
		}
	}
}

// armour returns ship i's Armour save now (2 worse once crippled so, 0 for
// none); a save worse than 6+ cannot succeed.
func (s *State) armour(i int) int {
	a := s.Model.Ships[i].Profile.Armour
	if a > 0 && s.Ships[i].Cripples&CrippleArmourWorse != 0 {
		a += 2
	}
	return a
}
