package armada

import (
	"strings"
	"testing"
)

// legalList is a 400-point fleet that breaks no rule of battle notes §1.1.
func legalList() FleetList {
	return FleetList{
		Limit: 400,
		Ships: []ListedShip{
			{Line: 3, Name: "Victory II-class Star Destroyer", Points: 85, Upgrades: []ListedUpgrade{
				{Line: 4, Name: "Grand Moff Tarkin", Points: 38, Kind: CommanderUpgrade, Unique: "Grand Moff Tarkin"},
				{Line: 5, Name: "Dominator", Points: 12, Kind: TitleUpgrade, Unique: "Dominator"},
				{Line: 6, Name: "Gunnery Team", Points: 7},
				{Line: 7, Name: "Enhanced Armament", Points: 10, Modification: true},
			}},
			{Line: 9, Name: "Gozanti-class Cruisers", Points: 23, Flotilla: true},
			{Line: 10, Name: "Gozanti-class Cruisers", Points: 23, Flotilla: true},
			{Line: 11, Name: "Gladiator I-class Star Destroyer", Points: 56, Upgrades: []ListedUpgrade{
				{Line: 12, Name: "Gunnery Team", Points: 7},
			}},
		},
		Squadrons: []ListedSquadron{
			{Line: 14, Name: "TIE Fighter Squadron", Count: 6, Points: 8},
			{Line: 15, Name: "Howlrunner", Count: 1, Points: 16, Unique: "Howlrunner"},
			{Line: 16, Name: "Darth Vader", Count: 1, Points: 21, Unique: "Darth Vader", DefenseTokens: true},
		},
		Objectives: []ListedObjective{
			{Line: 18, Name: "Most Wanted", Category: Assault},
			{Line: 19, Name: "Fire Lanes", Category: Defense},
			{Line: 20, Name: "Superior Positions", Category: Navigation},
		},
	}
}

// TestFleetListCheck checks each fleet-building rule of battle notes §1.1
// with one list that breaks it.
func TestFleetListCheck(t *testing.T) {
	l := legalList()
	if got := l.Points(); got != 85+38+12+7+10+23+23+56+7+48+16+21 {
		t.Fatalf("Points = %d", got)
	}
	if err := l.Check(FleetRules{}); err != nil {
		t.Fatalf("the legal list is refused: %v", err)
	}
	cases := []struct {
		name  string
		rules FleetRules
		edit  func(l *FleetList)
		want  string
	}{
		{"rule 1: over the point limit", FleetRules{}, func(l *FleetList) { l.Ships[3].Points = 120 },
			"the fleet costs 410 points, over the limit of 400 (battle notes §1.1 rule 1)"},
		{"rule 2: squadrons over a third (400 -> 134)", FleetRules{}, func(l *FleetList) {
			l.Squadrons[0].Count = 13
			l.Ships[3].Upgrades = nil
			l.Ships[0].Upgrades[3].Points = 0
		},
			"squadrons cost 141 points; at most a third of the limit, 134, may go to squadrons"},
		{"rule 4: no commander", FleetRules{}, func(l *FleetList) { l.Ships[0].Upgrades = l.Ships[0].Upgrades[1:] },
			"the fleet has no commander"},
		{"rule 4: a second commander", FleetRules{}, func(l *FleetList) {
			l.Ships[3].Upgrades = append(l.Ships[3].Upgrades, ListedUpgrade{Line: 13, Name: "Admiral Screed", Kind: CommanderUpgrade})
		}, "line 13: a second commander, Admiral Screed"},
		{"rule 4: commander on a flotilla", FleetRules{}, func(l *FleetList) {
			l.Ships[1].Upgrades = []ListedUpgrade{l.Ships[0].Upgrades[0]}
			l.Ships[0].Upgrades = l.Ships[0].Upgrades[1:]
		}, "commander Grand Moff Tarkin is on Gozanti-class Cruisers, a flotilla"},
		{"rule 5: more aces than one per 100 points", FleetRules{}, func(l *FleetList) {
			l.Limit = 200
			l.Squadrons = append(l.Squadrons[:2], ListedSquadron{Line: 16, Name: "Darth Vader", Count: 1, Unique: "Darth Vader", DefenseTokens: true},
				ListedSquadron{Line: 17, Name: "Mauler Mithel", Count: 1, Unique: "Mauler Mithel", DefenseTokens: true},
				ListedSquadron{Line: 18, Name: "Soontir Fel", Count: 1, Unique: "Soontir Fel", DefenseTokens: true})
			l.Ships = l.Ships[:1]
			l.Squadrons[0].Count = 1
		}, "line 18: 3 unique squadrons with defense tokens; at most 2"},
		{"rule 6: a unique name twice across card types", FleetRules{}, func(l *FleetList) {
			l.Squadrons[1].Unique, l.Squadrons[1].Name = "Dominator", "Dominator"
		}, "line 15: a second card named Dominator"},
		{"rule 6: a unique squadron twice", FleetRules{}, func(l *FleetList) { l.Squadrons[1].Count = 2 },
			"line 15: a second card named Howlrunner"},
		{"rule 7: two objectives of one category", FleetRules{}, func(l *FleetList) { l.Objectives[2].Category = Defense },
			"line 20: a second defense objective, Superior Positions"},
		{"rule 7: a category missing", FleetRules{}, func(l *FleetList) { l.Objectives = l.Objectives[:2] },
			"no navigation objective"},
		{"per ship: two copies of a card", FleetRules{}, func(l *FleetList) {
			l.Ships[3].Upgrades = append(l.Ships[3].Upgrades, ListedUpgrade{Line: 13, Name: "gunnery team", Points: 0})
		}, "line 13: Gladiator I-class Star Destroyer carries two copies of gunnery team"},
		{"per ship: two titles", FleetRules{}, func(l *FleetList) {
			l.Ships[0].Upgrades = append(l.Ships[0].Upgrades, ListedUpgrade{Line: 8, Name: "Warlord", Kind: TitleUpgrade})
		}, "line 8: Victory II-class Star Destroyer carries a second title, Warlord"},
		{"per ship: two Modifications", FleetRules{}, func(l *FleetList) {
			l.Ships[0].Upgrades = append(l.Ships[0].Upgrades, ListedUpgrade{Line: 8, Name: "Point-Defense Reroute", Modification: true})
		}, "line 8: Victory II-class Star Destroyer carries a second Modification"},
		{"rule 6: two unique squadrons of one fully-italic type", FleetRules{}, func(l *FleetList) {
			l.Squadrons[1].UniqueClass = "TIE Advanced Squadron"
			l.Squadrons[2].UniqueClass = "tie advanced squadron"
		}, "line 16: Howlrunner and Darth Vader are both tie advanced squadron"},
		{"per ship: one card per matching icon of the upgrade bar", FleetRules{}, func(l *FleetList) {
			l.Ships[3].Bar = []Slot{OfficerSlot, TurbolaserSlot}
			l.Ships[3].Upgrades[0].Slot = WeaponsTeamSlot
		}, "line 12: Gladiator I-class Star Destroyer has no free weapons-team icon in its upgrade bar for Gunnery Team (battle notes §1.1, per ship, one card per matching icon)"},
		{"per ship: a repeated icon is two slots, not three", FleetRules{}, func(l *FleetList) {
			l.Ships[3].Bar = []Slot{TurbolaserSlot, TurbolaserSlot}
			l.Ships[3].Upgrades = []ListedUpgrade{{Line: 12, Name: "XI7", Slot: TurbolaserSlot}, {Line: 13, Name: "H9", Slot: TurbolaserSlot},
				{Line: 14, Name: "Quad", Slot: TurbolaserSlot}}
		}, "line 14: Gladiator I-class Star Destroyer has no free turbolaser icon"},
		{"per ship: restriction traits (size)", FleetRules{}, func(l *FleetList) {
			c, _ := UpgradeByName("Thermal Shields")
			l.Ships[3].Bar, l.Ships[3].Size = []Slot{DefensiveRetroSlot}, SmallShip
			l.Ships[3].Upgrades = []ListedUpgrade{c.Listed(12)}
		}, "line 12: Thermal Shields may not go on Gladiator I-class Star Destroyer, a small ship"},
		{"flotilla cap, when set", FleetRules{FlotillaLimit: 1}, func(*FleetList) {},
			"line 10: 2 flotillas; this game allows 1"},
	}
	// the commander needs no icon: a bar without one takes it
	l.Ships[0].Bar = []Slot{TitleSlot, WeaponsTeamSlot, TurbolaserSlot}
	for i := range l.Ships[0].Upgrades {
		l.Ships[0].Upgrades[i].Slot = []Slot{CommanderSlot, TitleSlot, WeaponsTeamSlot, TurbolaserSlot}[i]
	}
	if err := l.Check(FleetRules{}); err != nil {
		t.Fatalf("the legal list with its upgrade bar is refused: %v", err)
	}
	for _, c := range cases {
		l := legalList()
		c.edit(&l)
		err := l.Check(c.rules)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Check = %v, want it to say %q", c.name, err, c.want)
		}
	}
}
