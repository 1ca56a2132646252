package dropfleet

import (
	"fmt"
	"strings"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// GameSize is a Dropfleet game size (rules notes §4, battle notes §1.1).
type GameSize uint8

// The three game sizes.
const (
	Skirmish GameSize = iota
	Clash
	Battle
	gameSizes
)

var gameSizeNames = []string{"skirmish", "clash", "battle"}

// String returns "skirmish", "clash" or "battle".
func (g GameSize) String() string { return gameSizeNames[g] }

// ParseGameSize parses skirmish, clash or battle.
func ParseGameSize(s string) (GameSize, error) {
	i, err := names.Index("game size", s, gameSizeNames)
	return GameSize(i), err
}

// span is an inclusive range of counts.
type span struct{ min, max int }

// sizeLimits are the fleet-building limits of one game size (rules notes
// §4 tables, battle notes §1.2).
type sizeLimits struct {
	points      span
	battlegroup [Flag + 1]span // by BattlegroupType
	maxGroups   int            // battlegroups in the fleet
	launch      int            // Fighters, Bombers and Torpedoes
	rare        int            // groups of each Rare class
	maxAdmiral  int
	capPercent  int // the most one battlegroup may cost, as a percentage of the limit
}

var sizeTable = [gameSizes]sizeLimits{
	Skirmish: {points: span{500, 999}, battlegroup: [...]span{Pathfinder: {0, 2}, Line: {1, 2}, Vanguard: {0, 1}, Flag: {0, 0}},
		maxGroups: 4, launch: 10, rare: 1, maxAdmiral: 3, capPercent: 50},
	Clash: {points: span{1000, 1999}, battlegroup: [...]span{Pathfinder: {1, 2}, Line: {1, 3}, Vanguard: {0, 2}, Flag: {0, 1}},
		maxGroups: 6, launch: 15, rare: 2, maxAdmiral: 5, capPercent: 33},
	Battle: {points: span{2000, 3000}, battlegroup: [...]span{Pathfinder: {1, 3}, Line: {1, 4}, Vanguard: {0, 3}, Flag: {0, 2}},
		maxGroups: 7, launch: 20, rare: 3, maxAdmiral: 6, capPercent: 33},
}

// compositions are the groups each battlegroup type may hold, by tonnage
// (rules notes §4): [type][tonnage class].
var compositions = [Flag + 1][SuperHeavy + 1]span{
	Pathfinder: {Light: {1, 3}, Medium: {0, 1}},
	Line:       {Light: {0, 2}, Medium: {1, 3}},
	Vanguard:   {Light: {0, 1}, Medium: {0, 1}, Heavy: {1, 2}},
	Flag:       {Light: {0, 1}, SuperHeavy: {1, 2}},
}

// compositionClass is the class a tonnage counts as in a battlegroup's
// composition: L2 counts as Light (an engine choice: the composition table
// names only L, M, H and S).
func compositionClass(t Tonnage) Tonnage {
	if t == Light2 {
		return Light
	}
	return t
}

// AdmiralPoints is the cost of each Admiral value (rules notes §5): AV 1 is
// no admiral.
var AdmiralPoints = [MaxAdmiral + 1]int{1: 0, 2: 20, 3: 40, 4: 80, 5: 100, 6: 140}

// LaunchKind is a kind of launch asset, as the launch cap counts them.
type LaunchKind uint8

// The launch assets (battle notes §2.2).
const (
	Fighters LaunchKind = iota
	Bombers
	Torpedoes
	FireShips
	Dropships
	BulkLanders
)

// counted reports the kinds the launch cap counts: Fighters, Bombers and
// Torpedoes (battle notes §1.2; Fire Ships do not count, FAQ261; landers are
// not named).
func (k LaunchKind) counted() bool { return k <= Torpedoes }

// counted reports whether the launch cap counts the value: once, when one
// of the kinds it is for counts.
func (a *LaunchAsset) counted() bool {
	if a.Kind.counted() {
		return true
	}
	for k := Fighters; k <= Torpedoes; k++ {
		if a.Also.Has(k) {
			return true
		}
	}
	return false
}

// FleetList is a Dropfleet fleet as a player builds it: what the
// fleet-building rules read (rules notes §4, §5; battle notes §1.2). Line
// fields are list line numbers (0 when unknown), used in messages.
type FleetList struct {
	// Line is the list's own line (its fleet entry), for the limits of the
	// whole list.
	Line int
	Size GameSize
	// Limit is the agreed points total, within the size's band.
	Limit        int
	Faction      string
	Admiral      ListedAdmiral
	Battlegroups []ListedBattlegroup
	// AdmiralShift is 1 for a faction whose admiral scale is shifted by
	// one (the Resistance: "no admiral" is AV 2, rules notes §5), else 0:
	// it adds to every Admiral value in play (admiral.go).
	AdmiralShift int
	// CapCountsLanders is switch U-L6's alternative (LaunchRules): the
	// launch cap counts Dropships and Bulk Landers too, as BattleScribe's
	// "Launch" cost does.
	CapCountsLanders bool
}

// ListedAdmiral is the fleet's admiral: the level bought and the ship
// carrying it (Battlegroup and Group index the list; Level 1 is no admiral;
// the value in play is FleetList.AdmiralValue, admiral.go).
type ListedAdmiral struct {
	Line        int
	Level       int
	Battlegroup int
	Group       int
	// Aboard: an admiral is aboard the ship named even at Level 1, bought
	// for nothing, playing its flagship's free levels alone (admiral.go).
	Aboard bool
}

// ListedBattlegroup is one battlegroup card of a list.
type ListedBattlegroup struct {
	Line   int
	Name   string
	Type   BattlegroupType
	Groups []ListedGroup
}

// ListedGroup is one group of ships of one class.
type ListedGroup struct {
	Line    int
	Class   string
	Faction string
	Tonnage Tonnage
	Ships   int
	// GroupMin and GroupMax are the profile's group size G (0 for none).
	GroupMin, GroupMax int
	// Points is the cost of one ship.
	Points int
	Rare   bool
	// CommandShip: an admiral in this ship costs nothing and is AV 5.
	CommandShip bool
	// Launch lists the launch assets of one ship.
	Launch []LaunchAsset
}

// LaunchAsset is a ship's launch value of one kind, or of several sharing
// it (launchshared.go).
type LaunchAsset struct {
	Kind LaunchKind
	// Also are the other kinds sharing the value ("Fighters & Bombers 6":
	// Kind Fighters, Also Bombers): Value tokens a Roundup in any mix,
	// counted once toward the launch cap; none for a value of one kind.
	Also  LaunchKinds
	Value int
	// Limited is its Limited (X): the ship launches this kind at most X
	// times a game (0 for no limit; launchlimit.go).
	Limited int
	// Special are special rules its tokens add to their faction's
	// profile (launchprofile.go).
	Special AssetSpecial
}

// ListError is a fleet-building rule a list breaks ([sim.ListError]).
type ListError = sim.ListError

// points returns the battlegroup's cost.
func (b *ListedBattlegroup) points() int {
	n := 0
	for _, g := range b.Groups {
		n += g.Ships * g.Points
	}
	return n
}

// dreadnought reports a battlegroup holding a Dreadnought (S2).
func (b *ListedBattlegroup) dreadnought() bool {
	for _, g := range b.Groups {
		if g.Tonnage == SuperHeavy2 {
			return true
		}
	}
	return false
}

// Points returns the list's total: every ship and the admiral.
func (l *FleetList) Points() int {
	n := l.AdmiralCost()
	for i := range l.Battlegroups {
		n += l.Battlegroups[i].points()
	}
	return n
}

// admiralShip returns the group carrying the admiral, or nil.
func (l *FleetList) admiralShip() *ListedGroup {
	a := l.Admiral
	if a.Battlegroup < 0 || a.Battlegroup >= len(l.Battlegroups) || a.Group < 0 || a.Group >= len(l.Battlegroups[a.Battlegroup].Groups) {
		return nil
	}
	return &l.Battlegroups[a.Battlegroup].Groups[a.Group]
}

// AdmiralCost returns the admiral's points: the bought value's cost, or
// nothing in a Command Ship (battle notes §1.2).
func (l *FleetList) AdmiralCost() int {
	if l.Admiral.Level <= 1 {
		return 0
	}
	if g := l.admiralShip(); g != nil && g.CommandShip {
		return 0
	}
	return AdmiralPoints[min(max(l.Admiral.Level, 1), MaxAdmiral)]
}

// AdmiralValue returns the Admiral value in play: the level bought, plus 1
// free in a Heavy ship and 2 in a Super Heavy, never above the game size's
// maximum; AV 5 in a Command Ship (rules notes §5, battle notes §1.2).
func (l *FleetList) AdmiralValue() int {
	return admiralValueAboard(l.Admiral.Level, l.Admiral.Aboard, l.admiralShip(), l.Size) + l.AdmiralShift // admiral.go
}

// Check returns the first fleet-building rule the list breaks, or nil:
// the points band and limit, battlegroup counts by type and in all, groups
// per battlegroup and their tonnage, group sizes, the one-battlegroup cap,
// the launch cap, Rare groups, one faction, and the admiral's value, cost
// and ship (rules notes §4, §5; battle notes §1.2).
func (l *FleetList) Check() error {
	lim := sizeTable[l.Size]
	const fb = "battle notes §1.2"
	switch p := l.Points(); {
	case l.Limit < lim.points.min || l.Limit > lim.points.max:
		return &ListError{Line: l.Line, Rule: fmt.Sprintf("a %s game is %d-%d points, not %d", l.Size, lim.points.min, lim.points.max, l.Limit), Source: "rules notes §4"}
	case p > l.Limit:
		return &ListError{Line: l.Line, Rule: fmt.Sprintf("the fleet costs %d points, over the limit of %d", p, l.Limit), Source: "rules notes §4"}
	case p < lim.points.min:
		return &ListError{Line: l.Line, Rule: fmt.Sprintf("the fleet costs %d points; a %s fleet costs at least %d", p, l.Size, lim.points.min),
			Source: fb + ", the total within the game size's band"}
	}
	if err := l.checkBattlegroupCounts(); err != nil {
		return err
	}
	launch := 0
	rare := map[string]int{} // list checking is not on the hot path
	for i := range l.Battlegroups {
		b := &l.Battlegroups[i]
		if err := b.checkComposition(); err != nil {
			return err
		}
		if most := l.Limit * lim.capPercent / 100; b.points() > most && !b.dreadnought() {
			return &ListError{Line: b.Line, Rule: fmt.Sprintf("battlegroup %s costs %d points; one battlegroup may cost at most %d%% of %d, %d",
				b.Name, b.points(), lim.capPercent, l.Limit, most), Source: "rules notes §4"}
		}
		for _, g := range b.Groups {
			if l.Faction != "" && g.Faction != "" && !strings.EqualFold(g.Faction, l.Faction) {
				return &ListError{Line: g.Line, Rule: fmt.Sprintf("%s is %s, in a %s fleet", g.Class, g.Faction, l.Faction), Source: fb + ", one faction only"}
			}
			if g.GroupMin > 0 && g.Ships < g.GroupMin || g.GroupMax > 0 && g.Ships > g.GroupMax {
				return &ListError{Line: g.Line, Rule: fmt.Sprintf("a group of %d %s; its group size is %d-%d", g.Ships, g.Class, g.GroupMin, g.GroupMax), Source: "rules notes §3, profile group size \"G\""}
			}
			for _, a := range g.Launch {
				if a.counted() || l.CapCountsLanders && a.Kind != FireShips { // a shared value once (launchshared.go); U-L6
					launch += g.Ships * a.Value
				}
			}
			if launch > lim.launch {
				return &ListError{Line: g.Line, Rule: fmt.Sprintf("launch capacity %d (%s); a %s game allows %d", launch, l.capKinds(), l.Size, lim.launch), Source: fb}
			}
			if g.Rare {
				if rare[strings.ToLower(g.Class)]++; rare[strings.ToLower(g.Class)] > lim.rare {
					return &ListError{Line: g.Line, Rule: fmt.Sprintf("%d Rare groups of %s; a %s game allows %d", rare[strings.ToLower(g.Class)], g.Class, l.Size, lim.rare), Source: fb + ", Rare"}
				}
			}
		}
	}
	return l.checkAdmiral()
}

// capKinds names the launch assets the list's launch cap counts (U-L6).
func (l *FleetList) capKinds() string {
	if l.CapCountsLanders {
		return "Fighters, Bombers, Torpedoes, Dropships and Bulk Landers"
	}
	return "Fighters, Bombers and Torpedoes"
}

// checkBattlegroupCounts: each type's count and the most battlegroups.
func (l *FleetList) checkBattlegroupCounts() error {
	lim := sizeTable[l.Size]
	if len(l.Battlegroups) > lim.maxGroups {
		return &ListError{Line: l.Battlegroups[lim.maxGroups].Line, Rule: fmt.Sprintf("%d battlegroups; a %s game allows %d", len(l.Battlegroups), l.Size, lim.maxGroups), Source: "rules notes §4"}
	}
	var count [Flag + 1]int
	line := [Flag + 1]int{} // the line of the first battlegroup of each type past its most
	for _, b := range l.Battlegroups {
		if b.Type == BattlegroupNone {
			return &ListError{Line: b.Line, Rule: fmt.Sprintf("battlegroup %s has no type (pathfinder, line, vanguard or flag)", b.Name), Source: "rules notes §4"}
		}
		if count[b.Type]++; count[b.Type] > lim.battlegroup[b.Type].max && line[b.Type] == 0 {
			line[b.Type] = b.Line
		}
	}
	for t := Pathfinder; t <= Flag; t++ {
		if s := lim.battlegroup[t]; count[t] < s.min || count[t] > s.max {
			at := line[t]
			if at == 0 {
				at = l.Line
			}
			return &ListError{Line: at, Rule: fmt.Sprintf("%d %s battlegroups; a %s game has %d-%d", count[t], t, l.Size, s.min, s.max), Source: "rules notes §4"}
		}
	}
	return nil
}

// checkComposition: at most 3 groups, and the tonnage the type allows; a
// Dreadnought stands alone.
func (b *ListedBattlegroup) checkComposition() error {
	const src = "rules notes §4, \"Groups allowed (max 3 groups)\""
	if len(b.Groups) == 0 || len(b.Groups) > MaxGroupsPerBattlegroup {
		return &ListError{Line: b.Line, Rule: fmt.Sprintf("battlegroup %s has %d groups; it has 1-%d", b.Name, len(b.Groups), MaxGroupsPerBattlegroup), Source: src}
	}
	if b.dreadnought() {
		if len(b.Groups) > 1 || b.Groups[0].Ships > 1 {
			return &ListError{Line: b.Line, Rule: fmt.Sprintf("battlegroup %s holds a Dreadnought, which stands alone in its battlegroup", b.Name), Source: "rules notes §4, Dreadnought"}
		}
		return nil
	}
	var have [SuperHeavy + 1]int
	for _, g := range b.Groups {
		have[compositionClass(g.Tonnage)]++
	}
	for t := Light; t <= SuperHeavy; t++ {
		if t == Light2 {
			continue
		}
		if s := compositions[b.Type][t]; have[t] < s.min || have[t] > s.max {
			return &ListError{Line: b.Line, Rule: fmt.Sprintf("%s battlegroup %s has %d %s groups; it takes %d-%d", b.Type, b.Name, have[t], t, s.min, s.max), Source: src}
		}
	}
	return nil
}

// checkAdmiral: the value allowed in the game size, in an M, H or S ship,
// in the Dreadnought when there is one (rules notes §5, §4).
func (l *FleetList) checkAdmiral() error {
	const src = "rules notes §5"
	a, most := l.Admiral, sizeTable[l.Size].maxAdmiral
	if a.Level <= 1 && !a.Aboard {
		return nil
	}
	if a.Level > most {
		return &ListError{Line: a.Line, Rule: fmt.Sprintf("an admiral bought at level %d; a %s game allows at most %d", a.Level+l.AdmiralShift, l.Size, most+l.AdmiralShift), Source: src}
	}
	g := l.admiralShip()
	if g == nil {
		return &ListError{Line: a.Line, Rule: "the admiral is in no ship of the list", Source: src}
	}
	if c := compositionClass(g.Tonnage); c == Light {
		return &ListError{Line: a.Line, Rule: fmt.Sprintf("the admiral is in %s, a %s ship; an admiral goes in an M, H or S ship", g.Class, g.Tonnage), Source: src}
	}
	for i := range l.Battlegroups {
		if l.Battlegroups[i].dreadnought() && g.Tonnage != SuperHeavy2 {
			return &ListError{Line: a.Line, Rule: "the fleet has a Dreadnought: the admiral must be in it", Source: "rules notes §4, Dreadnought"}
		}
	}
	return nil
}
