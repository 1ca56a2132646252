package dropfleet

import "strconv"

// AddFleet appends a fleet and returns its index.
func (g *Model) AddFleet(name string, admiral int) int {
	g.Fleets = append(g.Fleets, Fleet{Name: name, Admiral: admiral, AdmiralShip: -1})
	return len(g.Fleets) - 1
}

// AddBattlegroup appends a battlegroup to fleet f and returns its index.
func (g *Model) AddBattlegroup(f int, name string, t BattlegroupType) int {
	g.Battlegroups = append(g.Battlegroups, Battlegroup{Name: name, Type: t, Fleet: f})
	g.Plans = append(g.Plans, Activation{Battlegroup: len(g.Battlegroups) - 1, Special: Standard, Player: f})
	bg := len(g.Battlegroups) - 1
	g.Fleets[f].Battlegroups = append(g.Fleets[f].Battlegroups, bg)
	return bg
}

// A Model is built with AddFleet, AddBattlegroup and AddGroup, which keep
// the indices and the Strategy Ratings consistent.

// AddGroup appends a group of n ships of profile p to battlegroup bg, every
// ship starting in state start, and returns the index of the group they
// play in. The ships are named name when n is 1, else name.1 to name.n.
// Ships of a class (a named profile) the battlegroup already has a group of
// join that group: "All ships of the same class in one battlegroup form a
// single Group (even if bought as separate groups)" (rules notes §3); the
// group keeps the sizes of the groups bought for the fleet-building checks.
func (g *Model) AddGroup(bg int, name string, p Profile, n int, start ShipState) int {
	gi := -1
	for _, k := range g.Battlegroups[bg].Groups {
		if p.Name != "" && g.Ships[g.Groups[k].Ships[0]].Profile.Name == p.Name {
			gi = k
		}
	}
	if gi < 0 {
		g.Groups = append(g.Groups, Group{Name: name, Battlegroup: bg})
		gi = len(g.Groups) - 1
		g.Battlegroups[bg].Groups = append(g.Battlegroups[bg].Groups, gi)
	}
	g.Groups[gi].Bought = append(g.Groups[gi].Bought, n)
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
	}
	// The default plan activates the ships group by group, every ship
	// taking the battlegroup's order: "one special order per battlegroup
	// per activation; each ship uses it or Standard" (rules notes §6). A
	// player whose Order decision chooses the order may give some ships
	// Standard Orders (SpecialTaker); the plan's own order, Standard
	// unless the scenario writes one, is every ship's.
	plan := g.Plans[bg].Ships[:0]
	for _, k := range g.Battlegroups[bg].Groups {
		for _, si := range g.Groups[k].Ships {
			plan = append(plan, ShipOrder{Ship: si, TakesSpecial: true, Player: g.Battlegroups[bg].Fleet, Target: -1, ScanTarget: -1})
		}
	}
	g.Plans[bg].Ships = plan
	return gi
}
