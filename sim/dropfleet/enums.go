package dropfleet

import "github.com/fleetlab/fleetlab/sim/internal/names"

// Tonnage is a ship's size class. The zero Tonnage is "none".
type Tonnage uint8

// The tonnage classes of the rules notes §3.
const (
	TonnageNone Tonnage = iota
	Light
	Light2 // L2, between Light and Medium
	Medium
	Heavy
	SuperHeavy
	SuperHeavy2 // S2, Dreadnought
)

var tonnageNames = []string{"none", "L", "L2", "M", "H", "S", "S2"}

// tonnageValues are the Strategy Rating contributions of rules notes §3.
var tonnageValues = []int{0, 1, 2, 5, 10, 15, 30}

// String returns the class letter, such as "M".
func (t Tonnage) String() string { return names.Of(tonnageNames, int(t)) }

// Value returns the ship's contribution to its battlegroup's Strategy
// Rating: L 1, L2 2, M 5, H 10, S 15, S2 30.
func (t Tonnage) Value() int { return tonnageValues[t] }

// ParseTonnage parses a class letter: L, L2, M, H, S or S2.
func ParseTonnage(s string) (Tonnage, error) {
	i, err := names.Parse("tonnage", s, tonnageNames)
	return Tonnage(i), err
}

// Layer is an orbital layer. The zero Layer is "none".
type Layer uint8

// The orbital layers of the rules notes §6.
const (
	LayerNone Layer = iota
	HighOrbit
	LowOrbit
	Atmosphere
)

var layerNames = []string{"none", "high-orbit", "low-orbit", "atmosphere"}

// String returns the layer's scenario name, such as "low-orbit".
func (l Layer) String() string { return names.Of(layerNames, int(l)) }

// ParseLayer parses high-orbit, low-orbit or atmosphere.
func ParseLayer(s string) (Layer, error) {
	i, err := names.Parse("orbital layer", s, layerNames)
	return Layer(i), err
}

// BattlegroupType is the kind of a battlegroup card. The zero value is "none".
type BattlegroupType uint8

// The battlegroup types of the rules notes §4.
const (
	BattlegroupNone BattlegroupType = iota
	Pathfinder
	Line
	Vanguard
	Flag
)

var battlegroupNames = []string{"none", "pathfinder", "line", "vanguard", "flag"}

// String returns the type's scenario name, such as "pathfinder".
func (b BattlegroupType) String() string { return names.Of(battlegroupNames, int(b)) }

// ParseBattlegroupType parses pathfinder, line, vanguard or flag.
func ParseBattlegroupType(s string) (BattlegroupType, error) {
	i, err := names.Parse("battlegroup type", s, battlegroupNames)
	return BattlegroupType(i), err
}
