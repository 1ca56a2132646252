package dropfleet

import "github.com/fleetlab/fleetlab/sim/internal/names"

// Rolloff selects how equal Strategy Ratings are broken.
type Rolloff uint8

const (
	// RolloffAdmiral is the seed's rule: "ambos jugadores lanzan 1d6 y
	// añaden su valor de Almirante al resultado" (seed 001, "Mismo Factor
	// de Estrategia"). It is the default.
	RolloffAdmiral Rolloff = iota
	// RolloffPlain is the later FAQ's reading: a plain d6 roll-off, the
	// Admiral value ignored (rules notes §9 item 1).
	RolloffPlain
)

var rolloffNames = []string{"admiral", "plain"}

// String returns "admiral" or "plain".
func (r Rolloff) String() string { return names.Of(rolloffNames, int(r)) }

// ParseRolloff parses "admiral" or "plain".
func ParseRolloff(s string) (Rolloff, error) {
	i, err := names.Index("equal_rating_rolloff", s, rolloffNames)
	return Rolloff(i), err
}

// SilentSpike selects what an effect that would spike a Silent Running
// ship does.
type SilentSpike uint8

const (
	// SilentSpikeFAQ is the FAQ's reading: the ship drops out of Silent
	// Running instead, and gains no spike. It is the default.
	SilentSpikeFAQ SilentSpike = iota
	// SilentSpikeLiteral reads the orders text alone: the spike is added,
	// but the Signature stays 0 until the start of the ship's next
	// activation.
	SilentSpikeLiteral
)

var silentSpikeNames = []string{"faq", "literal"}

// String returns "faq" or "literal".
func (s SilentSpike) String() string { return names.Of(silentSpikeNames, int(s)) }

// ParseSilentSpike parses "faq" or "literal".
func ParseSilentSpike(s string) (SilentSpike, error) {
	i, err := names.Index("silent_spike", s, silentSpikeNames)
	return SilentSpike(i), err
}

// Rules are the rules switches of a game. The zero Rules are the seeds'
// rules, and the rules notes' defaults where the notes mark a rule
// uncertain (§9).
type Rules struct {
	// EqualRatingRolloff is how equal Strategy Ratings are broken.
	EqualRatingRolloff Rolloff
	// SilentSpike is what a spike does to a Silent Running ship.
	SilentSpike SilentSpike
	// PrintedCritLock takes the critical threshold from the printed Lock
	// (Lock + 2 before modifiers) instead of the modified Lock (the
	// default: "Threshold uses the modified Lock", rules notes §2, §9 item 6).
	PrintedCritLock bool
	// PrintedCalibre drops the errata's "Calibre H or S crits at Lock + 1",
	// as the printed 1.0 book had it (rules notes §9 item 4).
	PrintedCalibre bool
	// BurnthroughDieOnly makes only the critical die of a Burnthrough
	// weapon ignore Armour; by default (FAQ261) it and every later hit of
	// that weapon on that target do (rules notes §9 item 5).
	BurnthroughDieOnly bool
	// Launch are the launch assets' switches (battle notes §6.3, U-L).
	Launch LaunchRules
	// RuinsRollPerToken is switch U-G6's alternative: a sector in ruins
	// rolls one D6 per ground token in it (2+ kills that token), not one
	// D6 for all of them (battle notes §4.1; bombard.go).
	RuinsRollPerToken bool
	// CollateralBeforeSaves is switch U-G7's alternative: every damage
	// point a sector takes causes collateral, not only the unsaved ones.
	CollateralBeforeSaves bool
	// CritCollateralKills is switch U-G8's alternative (FAQ261
	// experimental): collateral from a critical hit kills the token
	// outright, no save.
	CritCollateralKills bool
	// OrbitalGunBook is switch U-S10's alternative: the Orbital Gun also
	// has Burnthrough (6) and Flash, as the 2016 book's data gives it.
	OrbitalGunBook bool
	// LeaveTable is switch U-X3's alternative: a ship may fly off the
	// table and is then destroyed (2.x practice, kill points counted);
	// by default a move that would end off the table stops at its edge
	// and is counted illegal (battle notes §4.3; edge.go).
	LeaveTable bool
	// UplinkAtGroundStep is switch U-S9's alternative: the holder of a
	// Comms Station sector, for its Scanner Uplink, is fixed at the end of
	// the Roundup's ground step; by default it follows the sector's
	// tokens live, after every landing and bombardment too (battle notes
	// §4.1, §6.3; uplink.go).
	UplinkAtGroundStep bool
	// ExperimentalRepairs is switch U-D1's alternative (FAQ261
	// experimental): a damage-control die repairs on 4+ and a 1 deals no
	// damage; by default the v1.7 table (1 = 1 damage, 2-3 nothing, 4-6
	// repaired) is rolled (battle notes §2.3; scoring.go).
	ExperimentalRepairs bool
	// StationOwnTroopsFire is switch U-X2's alternative: a ship may fire
	// at a station with its own player's ground tokens aboard; by default
	// it may not, the mirror of the sector rule (battle notes §4.4;
	// station.go).
	StationOwnTroopsFire bool
	// StationTroopsHold is switch U-G5's alternative: a station is held
	// by the player with more Infantry and Armour aboard, like a sector;
	// by default Batteries count too ("most Ground Asset tokens", battle
	// notes §2.1 e; station.go).
	StationTroopsHold bool
	// RemovalsNoKillPoints is switch U-X4's alternative: a ship removed
	// by orbital decay into the Atmosphere or by running over a Large
	// Solid Object gives the opponent no kill points (nor its admiral's);
	// by default they count as destroyed ships (battle notes §4.3; decay.go,
	// solidobject.go).
	RemovalsNoKillPoints bool
	// SurveyShipTonnage is switch U-S11's alternative: a ship may survey
	// when it is itself Medium or larger; by default its battlegroup's
	// Strategy Rating must be 5 or more (battle notes §3.1; toolkit.go).
	SurveyShipTonnage bool
	// CriticalFromSectors is switch U-S3's alternative: a cluster's
	// Critical Location is contested by the ships in Low Orbit within 6"
	// of the nearest edge of one of its sector tokens; by default within
	// 6" of its centre (battle notes §3.1; toolkit.go). A station's is
	// measured from its stem either way.
	CriticalFromSectors bool
	// LandingRollPerLander is switch U-G2's alternative: an enemy
	// Battery rolls one die per landing Bulk Lander or Dropship, not per
	// ground token, and a success destroys the lander with its tokens
	// (battle notes §2.2; scoring.go).
	LandingRollPerLander bool
}
