package dropfleet

import "github.com/fleetlab/fleetlab/sim/internal/names"

// Order is a ship's order for one activation. The zero Order is "none".
type Order uint8

// The seven orders of the seed's "Ship's Orders" (003_c7f7d10c45d45109.txt).
const (
	OrderNone Order = iota
	Standard
	WeaponsFree
	StationKeeping
	CourseChange
	MaxThrust
	SilentRunning
	ActiveScan
)

var orderNames = []string{"none", "standard", "weapons-free", "station-keeping", "course-change", "max-thrust", "silent-running", "active-scan"}

// String returns the order's scenario name, such as "active-scan".
func (o Order) String() string { return names.Of(orderNames, int(o)) }

// ParseOrder parses an order's scenario name.
func ParseOrder(s string) (Order, error) {
	i, err := names.Parse("order", s, orderNames)
	return Order(i), err
}

// Turning says when, and how often, an order lets a ship turn up to 45°.
type Turning uint8

// The turning allowances of the seven orders.
const (
	NoTurn            Turning = iota // the ship may not turn
	TurnAtStart                      // once, at the start of its movement
	TurnAtStartOrEnd                 // once, at the start or the end of its movement
	TurnTwiceAnywhere                // twice, at any point in its movement
)

// MaxTurnDegrees is the largest single turn any order allows.
const MaxTurnDegrees = 45

// AllWeapons is the WeaponSystems value of an order that fires every system.
const AllWeapons = -1

// OrderRule is one row of the orders table: what an order allows and what it
// costs in spikes.
type OrderRule struct {
	// Special is false only for Standard Orders.
	Special bool
	// Turning says when the ship may turn.
	Turning Turning
	// MinMove and MaxMove bound the move as multiples of Thrust
	// (Station Keeping 0 to ½, Max Thrust 1 to 2, the others ½ to 1).
	MinMove, MaxMove float64
	// WeaponSystems is how many weapon systems may fire: 0, 1 or AllWeapons.
	WeaponSystems int
	// RemoveMinorAtStart removes a Minor Spike at the start of the activation.
	RemoveMinorAtStart bool
	// EndSpike is the spike added at the end of the activation.
	EndSpike Spike
	// SilentAtEnd removes all spikes at the end of the activation and sets
	// Signature to 0 until the start of the ship's next activation.
	SilentAtEnd bool
	// Launch says whether the ship may launch assets under this order.
	Launch bool
	// SpikesEnemy puts a Minor Spike on one enemy ship after moving and firing.
	SpikesEnemy bool
}

// orderRules is the table of the seed's "Ship's Orders", one row per order.
var orderRules = [...]OrderRule{
	OrderNone: {},
	Standard: {Turning: TurnAtStart, MinMove: 0.5, MaxMove: 1, WeaponSystems: 1,
		RemoveMinorAtStart: true, Launch: true},
	WeaponsFree: {Special: true, Turning: NoTurn, MinMove: 0.5, MaxMove: 1, WeaponSystems: AllWeapons,
		EndSpike: MajorSpike, Launch: true},
	StationKeeping: {Special: true, Turning: TurnAtStartOrEnd, MinMove: 0, MaxMove: 0.5, WeaponSystems: 1,
		EndSpike: MinorSpike, Launch: true},
	CourseChange: {Special: true, Turning: TurnTwiceAnywhere, MinMove: 0.5, MaxMove: 1, WeaponSystems: 1,
		EndSpike: MinorSpike, Launch: true},
	MaxThrust: {Special: true, Turning: TurnAtStart, MinMove: 1, MaxMove: 2, WeaponSystems: 0,
		EndSpike: MinorSpike, Launch: false},
	SilentRunning: {Special: true, Turning: NoTurn, MinMove: 0.5, MaxMove: 1, WeaponSystems: 0,
		SilentAtEnd: true, Launch: false},
	ActiveScan: {Special: true, Turning: NoTurn, MinMove: 0.5, MaxMove: 1, WeaponSystems: 1,
		EndSpike: MajorSpike, Launch: true, SpikesEnemy: true},
}

// Rule returns o's row of the orders table. Rule panics for OrderNone or an
// out-of-range Order.
func (o Order) Rule() OrderRule { return *o.rule() }

// rule returns o's row of the orders table without copying it.
func (o Order) rule() *OrderRule {
	if o == OrderNone || int(o) >= len(orderRules) {
		panic("dropfleet: Rule of an invalid order")
	}
	return &orderRules[o]
}
