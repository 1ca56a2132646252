package dropfleet

// LaunchRules are the rules switches of the launch assets (battle notes
// §6.3, the U-L rows). The zero LaunchRules are the notes' defaults.
type LaunchRules struct {
	// OncePerTurn is U-L1's alternative: a group launches once a turn ("a
	// Group that has not launched yet this turn"); by default it launches
	// once per asset type.
	OncePerTurn bool
	// TorpedoThrustOnly is U-L2's alternative: torpedoes reach only their
	// Thrust; by default 2× Thrust (the delay is the same either way).
	TorpedoThrustOnly bool
	// ExperimentalManoeuvre is U-L3's alternative (FAQ261 experimental):
	// only Bombers and Fire Ships are shaken off, on 5+, and torpedoes are
	// unaffected; by default (R17) every asset is shaken off on 5+, a
	// torpedo removed on 6 and delayed on 5.
	ExperimentalManoeuvre bool
	// AtmosphereLaunch is U-L5's alternative: a carrier in the Atmosphere
	// may launch space assets at Low and High Orbit targets; by default
	// it may not.
	AtmosphereLaunch bool
	// SameLayerScenery is U-L4's alternative (FAQ261 experimental): only
	// scenery on the launch's layer stops launch assets, and a Planetary
	// Ring removes one on 4+ (scenery.go, launchDebrisRoll); by default
	// (R17) debris rolls in any layer and rings do nothing.
	SameLayerScenery bool
	// UCMTorpedoExample plays the UCM torpedo of the rules page's worked
	// example, 9"/2+/6/1, instead of the faction table's 9"/2+/4/2 (battle
	// notes §2.2).
	UCMTorpedoExample bool
	// CapCountsLanders is U-L6's alternative: a fleet list's launch cap
	// counts the Dropships and Bulk Landers launch values too (BSData's
	// "Launch" cost, which counts the drop carriers); by default only
	// Fighters, Bombers and Torpedoes count (R17; FleetList.Check).
	CapCountsLanders bool
}
