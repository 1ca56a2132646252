package dropfleet

// Weapon is one weapon system of a ship profile (rules notes §2). The
// shooting rules read Lock, Attacks and Damage; the orders and detection
// rules read Arc and CloseAction.
type Weapon struct {
	Name    string
	Lock    int  // to-hit target number, 2 to 6
	Attacks Roll // attack dice: a number or dice such as D3+1
	Damage  Roll // damage per hit: a number or dice
	Arc     Arc
	// CloseAction weapons use the firer's Scan alone for range and fire in
	// addition to the order's weapon systems (rules notes §2).
	CloseAction bool
	// Swarmer (Close Action): Point Defence needs one more success a
	// point. Beam (Close Action): Point Defence does not apply.
	Swarmer, Beam bool
	// CalibreVs are the tonnages a Calibre (X) weapon gets −1 Lock
	// against; CalibreHeavy (Calibre H or S) crits at Lock + 1.
	CalibreVs    [SuperHeavy2 + 1]bool
	CalibreHeavy bool
	// Bloom gives the firer a Minor Spike; Flash gives the target one when
	// it hits, and another when the attack deals 3 or more damage.
	Bloom, Flash bool
	// Particle: every hit is a critical, and no passive save applies.
	Particle bool
	// Distortion: each hit deals as much damage as the attack scored hits.
	Distortion bool
	// Mauler: the Lock is the target's Armour value.
	Mauler bool
	// Fusillade adds this many attack dice under Weapons Free.
	Fusillade int
	// Linked weapons with the same number count as one weapon system.
	Linked int
	// Alt weapons with the same number are alternatives: only one fires in
	// an activation.
	Alt int
	// Burnthrough re-rolls each hitting die until it misses, the weapon's
	// damage capped at this many points (0: not Burnthrough).
	Burnthrough int
	// Crippling: a critical that causes damage forces a crippling roll.
	Crippling bool
	// Impel: dealing at least this much damage turns the target 45° (0:
	// not Impel).
	Impel int
	// Bombard (Bombardment): fires only at ground sectors, from Low
	// Orbit, at its printed Lock (battle notes §4.1; bombard.go).
	Bombard bool
}
