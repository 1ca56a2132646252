package dropfleet

// Weapon is one weapon system of a ship profile (rules notes §2). The
// shooting rules read Lock, Attacks and Damage; the orders and detection
// rules read Arc and CloseAction.
type Weapon struct {
	Name    string
	Lock    int // to-hit target number, 2 to 6
	Attacks int // attack dice
	Damage  int // damage per hit
	Arc     Arc
	// CloseAction weapons use the firer's Scan alone for range and fire in
	// addition to the order's weapon systems (rules notes §2).
	CloseAction bool
}
