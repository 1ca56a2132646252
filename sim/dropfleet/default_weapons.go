package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// MostDamageFirst is the default WeaponDecision (decide.go): a ship's
// weapon system expected to deal most fires first, Linked weapons
// counting as one system, ties as written.
type MostDamageFirst struct{}

// Systems implements WeaponDecision.
func (MostDamageFirst) Systems(s *State, i, t int, systems []int, _ *sim.Stream) {
	var value [maxWeapons]float64
	for j, k := range systems { // nothing has changed since the weapons were asked
		value[j] = s.systemValue(i, k, t)
	}
	for a := 1; a < len(systems); a++ { // most expected damage first; ties as written
		for b := a; b > 0 && value[b] > value[b-1]; b-- {
			systems[b], systems[b-1] = systems[b-1], systems[b]
			value[b], value[b-1] = value[b-1], value[b]
		}
	}
}
