package dropfleet

import "fmt"

// The admiral has two numbers (rules notes §5, battle notes §1.2):
//
//   - the level bought, what the player pays for: AdmiralPoints[level]
//     (20 for a Captain, 40 for a Commodore, ...), nothing in a Command
//     Ship; ListedAdmiral.Level holds it, FleetList.AdmiralCost prices it,
//     and that price counts as kill points when the admiral's ship is
//     destroyed (battle notes §4.3; Fleet.AdmiralPaid);
//   - the Admiral value in play, what initiative and the roll-offs add:
//     the level bought plus 1 free in a Heavy flagship and 2 in a Super
//     Heavy, never above the game size's maximum, AV 5 in a Command Ship;
//     FleetList.AdmiralValue gives it, and Fleet.Admiral holds it.
//
// A BattleScribe roster and a scenario file's admiral: both name the value
// in play ("AV4 Vice-Admiral" aboard a Heavy is a Commodore bought for 40
// points); BuyAdmiral finds the level bought behind it. An admiral aboard a
// Heavy or Super Heavy flagship may be bought at level 1, for nothing, and
// play the free levels alone (ListedAdmiral.Aboard): the BattleScribe data
// prices "AV2 Captain" aboard a Flagship (H) at 0 points.
//
// The Resistance's scale is shifted by one (rules notes §5: its "no
// admiral" is AV 2, its AV 7 costs 140 points): FleetList.AdmiralShift 1
// adds one to every value in play and to the size's maximum, the levels
// bought and their prices staying the standard table's.

// freeAdmiralLevels returns the levels a flagship of tonnage t gives its
// admiral free: 1 in a Heavy, 2 in a Super Heavy (battle notes §1.2: "free
// +1 AV in H, +2 in S").
func freeAdmiralLevels(t Tonnage) int {
	switch t {
	case Heavy:
		return 1
	case SuperHeavy, SuperHeavy2:
		return 2
	}
	return 0
}

// admiralValueAboard returns the Admiral value in play of an admiral bought
// at level (1: no admiral) aboard g (nil: no ship named) in a game of
// size: the level plus g's free levels, never above the size's maximum;
// AV 5 in a Command Ship, never above the size's maximum either (an engine
// choice: the notes give both rules, not their order).
func admiralValueAboard(level int, aboard bool, g *ListedGroup, size GameSize) int {
	switch {
	case level <= 1 && (!aboard || g == nil):
		return 1
	case g == nil:
		return level
	case g.CommandShip:
		return min(5, sizeTable[size].maxAdmiral)
	}
	return max(level, min(level+freeAdmiralLevels(g.Tonnage), sizeTable[size].maxAdmiral))
}

// BuyAdmiral sets the level bought of the list's admiral (Admiral.Level;
// its ship already named by Admiral.Battlegroup and Admiral.Group) to the
// cheapest level that plays Admiral value inPlay aboard that ship. A
// scenario file's admiral: and a roster's "AVn" give the value in play;
// the list is then checked and priced at the level bought. With no ship
// named, or a Light one, the level is inPlay, for Check to refuse. It
// returns a *ListError naming the admiral's line when no level plays
// inPlay aboard the ship in the list's game size: AV 2 in a Heavy (a
// Captain there plays AV 3), anything above the size's maximum, anything
// but AV 5 (the size's maximum in Skirmish) in a Command Ship.
func (l *FleetList) BuyAdmiral(inPlay int) error {
	inPlay -= l.AdmiralShift
	l.Admiral.Level, l.Admiral.Aboard = max(inPlay, 1), false
	g := l.admiralShip()
	if inPlay <= 1 || g == nil || compositionClass(g.Tonnage) == Light {
		return nil
	}
	most := sizeTable[l.Size].maxAdmiral
	first := 2
	if freeAdmiralLevels(g.Tonnage) > 0 && !g.CommandShip {
		first = 1 // the free levels alone, bought for nothing
	}
	for level := first; level <= most; level++ {
		if admiralValueAboard(level, true, g, l.Size) == inPlay {
			l.Admiral.Level, l.Admiral.Aboard = level, true
			return nil
		}
	}
	inPlay += l.AdmiralShift
	const src = "battle notes §1.2; rules notes §5"
	if g.CommandShip {
		return &ListError{Line: l.Admiral.Line, Rule: fmt.Sprintf("an Admiral value of %d in play; aboard %s, a Command Ship, the admiral plays AV %d at no cost",
			inPlay, g.Class, admiralValueAboard(2, true, g, l.Size)+l.AdmiralShift), Source: src}
	}
	return &ListError{Line: l.Admiral.Line, Rule: fmt.Sprintf("an Admiral value of %d in play; aboard %s, a %s ship, in a %s game an admiral plays AV %d to %d (the level bought, %d to %d, plus %d free, at most %d)",
		inPlay, g.Class, g.Tonnage, l.Size, admiralValueAboard(first, true, g, l.Size)+l.AdmiralShift, admiralValueAboard(most, true, g, l.Size)+l.AdmiralShift,
		first+l.AdmiralShift, most+l.AdmiralShift, freeAdmiralLevels(g.Tonnage), most+l.AdmiralShift), Source: src}
}
