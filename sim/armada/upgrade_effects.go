package armada

import "github.com/fleetlab/fleetlab/sim"

// Kit is what the cards fitted to a ship, and its fleet's commander, do
// in an attack, compiled into flat fields when the model is built
// (Model.FitUpgrades). The zero Kit is a ship with no card: the attack then
// tests Attacking or Defending once and does nothing else (stat cards
// change the ship's Profile instead and cost nothing in play).
type Kit struct {
	// Attacking and Defending say whether any attack or defence field
	// below is set.
	Attacking, Defending bool
	// RacksBlack are the black dice External Racks adds, once a game (the
	// card is discarded), to an attack on a ship at close range.
	RacksBlack int8
	// RerollBlack is how many black dice Ordnance Experts rerolls while
	// attacking; the default use rerolls blanks only.
	RerollBlack int8
	// RerollPool: once a round (exhausted, readied in the Status Phase)
	// the attacker may reroll its whole pool (Veteran Gunners); the
	// default use rerolls a pool that deals less than its mean.
	RerollPool bool
	// FasterBlue are the blue dice Quad Battery Turrets adds against a
	// ship faster than the attacker.
	FasterBlue int8
	// ObstructedRed is General Romodi's: an obstructed attack on a ship
	// removes no die and adds this many red dice, while the flagship
	// (Flagship) is on the table.
	ObstructedRed int8
	// RedirectCap is the most damage a Redirect may move to a hull zone
	// against this attacker (XI7 Turbolasers: 1; 0: no cap).
	RedirectCap int8
	// BraceCap: against this attacker a Brace reduces the damage by at
	// most 1 unless it is the only token spent (Heavy Turbolaser Turrets).
	BraceCap bool
	// ForceReroll: defending at close range or distance 1, the ship forces
	// the attacker to reroll one die (Point Defense Ion Cannons).
	ForceReroll bool
	// ShieldTech: spending a Redirect, the ship may reduce the total
	// damage by 1 instead (Expert Shield Tech).
	ShieldTech bool
	// SideRed are the red dice Admiral Ackbar adds to a ship's attacks on
	// ships from its left and right hull zones in a round it restricted
	// itself to them (commander.go).
	SideRed int8
	// HullBonus is the hull Admiral Motti adds while the flagship lives.
	HullBonus int8
	// Flagship is the index of the fleet's flagship plus one (0: none),
	// whose destruction ends the commander's effects; IsFlagship marks
	// the ship that carries the commander.
	Flagship   int32
	IsFlagship bool
}

// Bits of UnitState.UpgradesUsed: the cards a unit has discarded or
// exhausted.
const (
	usedRacks uint8 = 1 << iota
	usedVeteran
	// recurCards are the bits the Status Phase clears: exhausted cards
	// with the recur icon (battle notes §4.2).
	recurCards = usedVeteran
)

// commanderLive reports whether the commander whose effect k carries is
// still in play: its flagship is not destroyed.
func (s *State) commanderLive(k *Kit) bool {
	return k.Flagship > 0 && !s.Units[k.Flagship-1].Destroyed
}

// attackCards resolves the attacker's cards in the Resolve Attack Effects
// step (battle notes §4.2: added dice ignore range; dice are added before
// rerolls, so an added die may be rerolled).
func (s *State) attackCards(a *Attack, r *sim.Stream) {
	att, st := a.AttackerUnit()
	k := &att.Kit
	def, defSt := a.DefenderUnit()
	vsShip := !def.Profile.Squadron
	if k.RacksBlack > 0 && vsShip && a.Range == Close && st.UpgradesUsed&usedRacks == 0 {
		st.UpgradesUsed |= usedRacks // External Racks: "discard to add 2 black dice"
		a.addDice(Black, int(k.RacksBlack), r)
	}
	if k.SideRed > 0 && vsShip && st.UpgradesUsed&sideArcsOnly != 0 && (a.From == Left || a.From == Right) && !a.IsSalvo {
		a.addDice(Red, int(k.SideRed), r)
	}
	if k.FasterBlue > 0 && vsShip && defSt.Speed > st.Speed {
		a.addDice(Blue, int(k.FasterBlue), r)
	}
	if k.RerollPool && st.UpgradesUsed&usedVeteran == 0 && float64(a.PoolDamage()) < a.meanDamage() {
		st.UpgradesUsed |= usedVeteran // Veteran Gunners: exhaust to reroll the whole pool
		for i := range a.N {
			if d := &a.Pool[i]; d.Face != FaceNone {
				d.Face = d.Colour.Roll(r)
			}
		}
	}
	for i, n := 0, int(k.RerollBlack); i < a.N && n > 0; i++ {
		if d := &a.Pool[i]; d.Colour == Black && d.Face == Blank {
			d.Face = Black.Roll(r)
			n--
		}
	}
}

// meanDamage returns the mean damage of the dice in the pool, rolled
// afresh.
func (a *Attack) meanDamage() float64 {
	m := 0.0
	for i := range a.N {
		if d := &a.Pool[i]; d.Face != FaceNone {
			m += ExpectedDamage(d.Colour, a.critsCount == 1)
		}
	}
	return m
}

// addDice rolls n dice of colour c into the pool, as far as it has room.
func (a *Attack) addDice(c Colour, n int, r *sim.Stream) {
	for ; n > 0 && a.N < MaxDice; n-- {
		a.Pool[a.N] = Die{Colour: c, Face: c.Roll(r)}
		a.N++
	}
}

// defenceCards resolves the defender's cards at the start of the Spend
// Defense Tokens step: Point Defense Ion Cannons makes the attacker reroll
// the die that deals the most damage (the first of equals), if it deals
// any, at close range or distance 1.
func (s *State) defenceCards(a *Attack, r *sim.Stream) {
	def, _ := a.DefenderUnit()
	if def.Kit.ForceReroll && (a.Range == Close || a.Range == Distance1) {
		best, most := -1, 0
		for i := range a.N {
			if d := a.DieDamage(i); d > most {
				best, most = i, d
			}
		}
		if best >= 0 {
			a.Pool[best].Face = a.Pool[best].Colour.Roll(r)
		}
	}
}

// braced returns the damage total after a Brace: halved, rounding up;
// against an attacker with Heavy Turbolaser Turrets reduced by at most 1
// unless the Brace was the only token spent.
func (a *Attack) braced(total int) int {
	half := (total + 1) / 2
	att := a.att
	if att.Kit.BraceCap && total-half > 1 && a.otherTokenSpent(Brace) {
		return total - 1
	}
	return half
}

// otherTokenSpent reports whether a token of a type other than t was
// spent in this attack.
func (a *Attack) otherTokenSpent(t TokenType) bool {
	for i, spent := range a.spentType {
		if spent && TokenType(i) != t {
			return true
		}
	}
	return false
}

// loseCommander ends the effects of the commander on flagship u, destroyed
// (battle notes §4.4 Motti: "lose it → check destruction"): ships that
// had Motti's hull lose it, and those with as many damage cards as their
// hull now are destroyed.
func (s *State) loseCommander(u int) {
	g := s.Model
	was := s.cause
	defer func() { s.cause = was }()
	s.cause = causeCommander
	for i := range g.Units {
		k := &g.Units[i].Kit
		if i == u || int(k.Flagship) != u+1 || k.HullBonus == 0 {
			continue
		}
		if st := &s.Units[i]; !st.Destroyed && int(st.Cards) >= s.hullValue(i) {
			s.destroy(i)
		}
	}
}

// hullValue returns ship u's hull value now: its profile's, less
// Admiral Motti's bonus once the flagship is destroyed.
func (s *State) hullValue(u int) int {
	k := &s.Model.Units[u].Kit
	if k.HullBonus > 0 && !s.commanderLive(k) {
		return s.Model.Units[u].Profile.Hull - int(k.HullBonus)
	}
	return s.Model.Units[u].Profile.Hull
}
