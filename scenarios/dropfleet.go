package scenarios

import (
	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// Limits on the size of a Dropfleet scenario, so that a hostile file cannot
// ask for millions of ships.
const (
	maxBattlegroups = 100 // per fleet, copies included
	maxCopies       = 100
	maxGroupShips   = profile.MaxGroupShips
	maxInches       = profile.MaxInches
)

// dropfleetBuild is the state of compiling one Dropfleet scenario.
type dropfleetBuild struct {
	d        *yamldoc.Decoder
	g        *dropfleet.Model
	profiles map[string]dropfleet.Profile
	// copies maps a battlegroup name in the file to the game's battlegroups
	// made from it, one per copy.
	copies map[string][]int
	// later holds what refers to ships or battlegroups of either fleet, to
	// read once every fleet is built.
	later []func() error
	lines listLines // for the battle's fleet-list check
	// arrivalGiven[f]: fleet f's entry gives its arrival (else a battle's
	// scenario gives it).
	arrivalGiven []bool
	// admiralShift[f] is fleet f's admiral_scale: 1 for the Resistance's
	// (FleetList.AdmiralShift), else 0.
	admiralShift []int
	lists        *fleetLists
}

// decodeDropfleet compiles the Dropfleet scenario top, section by section:
// rules, ships, fleets (with their battlegroups, groups and placement),
// then what names ships of either fleet, the script and the measures.
func decodeDropfleet(d *yamldoc.Decoder, top *yamldoc.Object, lists *fleetLists) (*dropfleet.Model, error) {
	b := &dropfleetBuild{d: d, g: &dropfleet.Model{}, copies: map[string][]int{}, lists: lists,
		lines: listLines{fleet: map[int]int{}, battlegroup: map[int]int{}, group: map[int]int{}, admiral: map[int]int{}}}
	if top.Has("obstacles") {
		return nil, d.Errorf(top.Value("obstacles"), "obstacles", "obstacles are part of Armada scenarios only")
	}
	if err := b.rules(top); err != nil {
		return nil, err
	}
	profiles, err := readProfiles(top, profile.Dropfleet)
	if err != nil {
		return nil, err
	}
	b.profiles = profiles
	if err := addProfiles(d, top, profiles, lists.dropfleet); err != nil {
		return nil, err
	}
	if err := b.fleets(top); err != nil {
		return nil, err
	}
	for _, f := range b.later {
		if err := f(); err != nil {
			return nil, err
		}
	}
	if top.Has("battle") {
		if err := b.battle(top); err != nil {
			return nil, err
		}
	} else if err := b.script(top); err != nil {
		return nil, err
	}
	if err := b.measures(top); err != nil {
		return nil, err
	}
	return b.g, nil
}
