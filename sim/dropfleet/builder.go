package dropfleet

import "strconv"

// AddFleet appends a fleet and returns its index.
func (g *Game) AddFleet(name string, admiral int) int {
	g.Fleets = append(g.Fleets, Fleet{Name: name, Admiral: admiral, AdmiralShip: -1})
	return len(g.Fleets) - 1
}

// AddBattlegroup appends a battlegroup to fleet f and returns its index.
func (g *Game) AddBattlegroup(f int, name string, t BattlegroupType) int {
	g.Battlegroups = append(g.Battlegroups, Battlegroup{Name: name, Type: t, Fleet: f})
	g.Plans = append(g.Plans, Activation{Battlegroup: len(g.Battlegroups) - 1, Special: Standard})
	bg := len(g.Battlegroups) - 1
	g.Fleets[f].Battlegroups = append(g.Fleets[f].Battlegroups, bg)
	return bg
}

// A Game is built with AddFleet, AddBattlegroup and AddGroup, which keep
// the indices and the Strategy Ratings consistent.

// AddGroup appends a group of n ships of profile p to battlegroup bg, every
// ship starting in state start, and returns the group's index. The ships
// are named name when n is 1, else name.1 to name.n.
func (g *Game) AddGroup(bg int, name string, p Profile, n int, start ShipState) int {
	g.Groups = append(g.Groups, Group{Name: name, Battlegroup: bg})
	gi := len(g.Groups) - 1
	g.Battlegroups[bg].Groups = append(g.Battlegroups[bg].Groups, gi)
	if start.Hull == 0 {
		start.Hull = int16(p.Hull)
	}
	if start.Layer == LayerNone {
		start.Layer = HighOrbit
	}
	for k := range n {
		id := name
		if n > 1 {
			id = name + "." + strconv.Itoa(k+1)
		}
		g.Ships = append(g.Ships, Ship{ID: id, Profile: p, Fleet: g.Battlegroups[bg].Fleet, Battlegroup: bg, Group: gi, Start: start})
		g.Groups[gi].Ships = append(g.Groups[gi].Ships, len(g.Ships)-1)
		g.Battlegroups[bg].rating += p.Tonnage.Value()
		g.Plans[bg].Ships = append(g.Plans[bg].Ships, ShipOrder{Ship: len(g.Ships) - 1, Target: -1, ScanTarget: -1})
	}
	return gi
}
