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
	// Special are the token's special rules: the table's, and those its
	// carrier's profile adds (LaunchAsset.Special).
	Special AssetSpecial
}

// AssetSpecial is a set of launch asset special rules (battle notes §2.2,
// "Asset profiles"; rules notes §2, the weapon special rules).
type AssetSpecial uint8

// The special rules a launch asset token may have.
const (
	// AssetScald: the target's Armour is one worse against the attack
	// ("target Armour +1 (worse)"); on bombers it always applies, there
	// being no Scan value to be within (FAQ261).
	AssetScald AssetSpecial = 1 << iota
	// AssetCorruptor: each critical of the attack that does damage gives
	// the target a Corruptor token, 1 damage with no saves at the start of
	// each Damage Control step until repaired (battle notes §2.3).
	AssetCorruptor
	// AssetFlash: when the attack hits, the target gains a Minor Spike, and
	// another when the attack did 3 or more damage.
	AssetFlash
)

var assetSpecialNames = []string{"scald", "corruptor", "flash"}

// ParseAssetSpecial parses scald, corruptor or flash.
func ParseAssetSpecial(s string) (AssetSpecial, error) {
	i, err := names.Index("launch asset special rule", s, assetSpecialNames)
	return AssetSpecial(1) << i, err
}

// String returns the rules' scenario names, such as "scald+flash" ("" for
// none).
func (a AssetSpecial) String() string {
	out := ""
	for k, n := range assetSpecialNames {
		if a&(1<<k) != 0 {
			if out != "" {
				out += "+"
			}
			out += n
		}
	}
	return out
}

// assetTable is the notes' table, Thrust/Lock/Attack/Damage (battle notes
// §2.2, "Asset profiles"), by faction and kind. A faction without a kind
// has the zero profile there (Thrust 0: it never reaches a target). The
// specials of the table are Scourge bombers' Scald, Scourge torpedoes'
// Corruptor and Shaltari torpedoes' Flash (launchresolve.go); the
// Shaltari torpedo is kept though the notes call it unused.
var assetTable = [assetFactions][FireShips + 1]AssetProfile{
	UCMAssets: {
		Fighters:  {Thrust: 20, PDBonus: 3},
		Bombers:   {Thrust: 12, Lock: 3, Attacks: 2, Damage: 1},
		Torpedoes: {Thrust: 9, Lock: 2, Attacks: 4, Damage: 2},
	},
	ScourgeAssets: {
		Fighters:  {Thrust: 24, PDBonus: 3},
		Bombers:   {Thrust: 15, Lock: 3, Attacks: 2, Damage: 1, Special: AssetScald},
		Torpedoes: {Thrust: 9, Lock: 3, Attacks: 3, Damage: 2, Special: AssetCorruptor},
	},
	PHRAssets: {
		Fighters:  {Thrust: 20, PDBonus: 4},
		Bombers:   {Thrust: 12, Lock: 2, Attacks: 2, Damage: 1},
		Torpedoes: {Thrust: 9, Lock: 2, Attacks: 4, Damage: 2},
	},
	ShaltariAssets: {
		Fighters:  {Thrust: 24, PDBonus: 4},
		Bombers:   {Thrust: 15, Lock: 3, Attacks: 2, Damage: 1},
		Torpedoes: {Thrust: 12, Lock: 3, Attacks: 3, Damage: 2, Special: AssetFlash},
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

// LaunchLimit returns the profile's Limited (X) value for kind k: how many
// times a game one ship may launch that kind (0 for no limit; battle notes
// §2.2, "Limited (X) caps launches per game").
func (p *Profile) LaunchLimit(k LaunchKind) int {
	for _, a := range p.Launch {
		if a.Covers(k) && a.Limited > 0 {
			return a.Limited
		}
	}
	return 0
}

// launchSpecial returns the special rules the profile adds to its tokens
// of kind k (LaunchAsset.Special).
func (p *Profile) launchSpecial(k LaunchKind) AssetSpecial {
	var sp AssetSpecial
	for _, a := range p.Launch {
		if a.Covers(k) {
			sp |= a.Special
		}
	}
	return sp
}
