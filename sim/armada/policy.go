package armada

// AttackPolicy takes the attacker's decisions in an attack. Implementations
// are in package policies; each method must draw no randomness except from
// the stream it is given, and must not allocate.
type AttackPolicy interface {
	// Obstruct returns the colour of the die to remove from the gathered
	// pool of an obstructed attack (one that is in the pool).
	Obstruct(a *Attack) Colour
	// Concentrate returns the colour of the die the Concentrate Fire dial
	// adds: one already in the pool.
	Concentrate(a *Attack) Colour
	// Reroll returns the index of the die the Concentrate Fire token
	// rerolls, or -1 for none.
	Reroll(a *Attack) int
	// Lock returns the index of the defender's token to lock with one
	// accuracy, or -1 to lock nothing more.
	Lock(a *Attack) int
}

// DefensePolicy takes the defender's decisions in an attack.
type DefensePolicy interface {
	// NextToken returns the index of the next defense token to spend, or
	// -1 to spend no more. Each token's effect is applied before the next
	// is asked for, so an Evade reroll can be seen before choosing Brace
	// ("Order within step 4 is free", rules notes §4). A token the rules
	// forbid ends the spending.
	NextToken(a *Attack) int
	// EvadeDie returns the index of the die Evade cancels (cancel true) or
	// rerolls, or -1 for none. It is asked once for each die the Evade
	// affects (Attack.EvadeEffect), then, when a ship defends against a
	// larger ship under the 1.5 rule, once more for the extra die
	// (Attack.EvadeExtra), whose use discards the token: -1 declines it. A
	// die this Evade has already affected (Attack.Evaded) is not affected
	// again.
	EvadeDie(a *Attack, cancel bool) int
	// RedirectZone returns the adjacent hull zone that Redirect moves
	// damage onto (one of a.Zone.Adjacent()).
	RedirectZone(a *Attack) Zone
	// DiscardToken returns the index of the token an Injured Crew card
	// makes unit discard.
	DiscardToken(s *State, unit int) int
}

// SquadronPolicy takes a squadron's decisions in its activation (rules
// notes §8): which enemies it prefers to attack and fly at, and whether it
// moves. The rules still bound what it may do: an engaged squadron attacks
// only squadrons and does not move.
type SquadronPolicy interface {
	// Prey returns the enemies squadron u prefers, to attack and to fly
	// at: TargetNearest (any), TargetNearestShip or TargetNearestSquadron.
	// With none of them in reach it attacks, or flies at, the nearest
	// enemy of any kind.
	Prey(s *State, u int) Target
	// Moves reports whether squadron u, having no target, moves.
	Moves(s *State, u int) bool
}
