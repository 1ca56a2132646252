package dropfleet

import "github.com/fleetlab/fleetlab/sim/internal/names"

// AssetFaction names the row of the notes' launch-asset table whose
// profiles a carrier's tokens use (battle notes §2.2, "Asset profiles").
// The zero AssetFaction is the UCM's.
type AssetFaction uint8

// The factions of the asset table.
const (
	UCMAssets AssetFaction = iota
	ScourgeAssets
	PHRAssets
	ShaltariAssets
	ResistanceAssets
	assetFactions
)

var assetFactionNames = []string{"ucm", "scourge", "phr", "shaltari", "resistance"}

// String returns the faction's scenario name, such as "phr".
func (f AssetFaction) String() string { return names.Of(assetFactionNames, int(f)) }

// ParseAssetFaction parses ucm, scourge, phr, shaltari or resistance.
func ParseAssetFaction(s string) (AssetFaction, error) {
	i, err := names.Index("launch asset faction", s, assetFactionNames)
	return AssetFaction(i), err
}

// AssetProfile is one launch asset token's profile (battle notes §2.2):
// its Thrust in inches and, for attacking assets, its Lock, Attack dice
// and Damage a hit; for fighters, the Point Defence dice a token adds
// when spent as an escort.
type AssetProfile struct {
	Thrust                int
	Lock, Attacks, Damage int
	PDBonus               int
	// NoDoubleThrust: the token may not use 2× Thrust (Fire Ships,
	// Dropships, Bulk Landers: "May not Double Thrust").
	NoDoubleThrust bool
}

// assetTable is the notes' table, Thrust/Lock/Attack/Damage (battle notes
// §2.2, "Asset profiles"), by faction and kind. A faction without a kind
// has the zero profile there (Thrust 0: it never reaches a target). The
// specials of the table (Scourge bombers' Scald, Scourge torpedoes'
// Corruptor, Shaltari torpedoes' Flash) are not played (Model.Unmodelled);
// the Shaltari torpedo is kept though the notes call it unused.
var assetTable = [assetFactions][FireShips + 1]AssetProfile{
	UCMAssets: {
		Fighters:  {Thrust: 20, PDBonus: 3},
		Bombers:   {Thrust: 12, Lock: 3, Attacks: 2, Damage: 1},
		Torpedoes: {Thrust: 9, Lock: 2, Attacks: 4, Damage: 2},
	},
	ScourgeAssets: {
		Fighters:  {Thrust: 24, PDBonus: 3},
		Bombers:   {Thrust: 15, Lock: 3, Attacks: 2, Damage: 1},
		Torpedoes: {Thrust: 9, Lock: 3, Attacks: 3, Damage: 2},
	},
	PHRAssets: {
		Fighters:  {Thrust: 20, PDBonus: 4},
		Bombers:   {Thrust: 12, Lock: 2, Attacks: 2, Damage: 1},
		Torpedoes: {Thrust: 9, Lock: 2, Attacks: 4, Damage: 2},
	},
	ShaltariAssets: {
		Fighters:  {Thrust: 24, PDBonus: 4},
		Bombers:   {Thrust: 15, Lock: 3, Attacks: 2, Damage: 1},
		Torpedoes: {Thrust: 12, Lock: 3, Attacks: 3, Damage: 2},
	},
	ResistanceAssets: {
		Fighters:  {Thrust: 20, PDBonus: 5},
		Bombers:   {Thrust: 12, Lock: 4, Attacks: 3, Damage: 1},
		Torpedoes: {Thrust: 12, Lock: 2, Attacks: 6, Damage: 1},
		FireShips: {Thrust: 6, Lock: 2, Attacks: 1, Damage: 3, NoDoubleThrust: true},
	},
}

// ucmTorpedoExample is the UCM torpedo of the worked example on the same
// rules page, 9"/2+/6/1 (battle notes §2.2; LaunchRules.UCMTorpedoExample).
var ucmTorpedoExample = AssetProfile{Thrust: 9, Lock: 2, Attacks: 6, Damage: 1}

// AssetProfileOf returns the profile of faction f's tokens of kind k under
// the rules switches lr (the zero profile for landers and for a kind the
// faction has not).
func AssetProfileOf(f AssetFaction, k LaunchKind, lr LaunchRules) AssetProfile {
	if f >= assetFactions || k > FireShips {
		return AssetProfile{}
	}
	if f == UCMAssets && k == Torpedoes && lr.UCMTorpedoExample {
		return ucmTorpedoExample
	}
	return assetTable[f][k]
}

// Reach returns how far from its carrier a token may be placed on a
// target: 2× Thrust, or Thrust alone for a token that may not use double
// Thrust (battle notes §2.2, "Time to target").
func (p AssetProfile) Reach() float64 {
	if p.NoDoubleThrust {
		return float64(p.Thrust)
	}
	return 2 * float64(p.Thrust)
}
