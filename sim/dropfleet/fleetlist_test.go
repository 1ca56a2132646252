package dropfleet

import (
	"strings"
	"testing"
)

// clashList is a legal 1500-point Clash fleet (rules notes §4, §5).
func clashList() FleetList {
	return FleetList{
		Line: 1, Size: Clash, Limit: 1500, Faction: "UCM",
		Admiral: ListedAdmiral{Line: 2, Level: 3, Battlegroup: 2, Group: 0},
		Battlegroups: []ListedBattlegroup{
			{Line: 3, Name: "Scouts", Type: Pathfinder, Groups: []ListedGroup{
				{Line: 4, Class: "Toulon", Faction: "UCM", Tonnage: Light, Ships: 3, GroupMin: 2, GroupMax: 4, Points: 45},
				{Line: 5, Class: "Madrid", Faction: "UCM", Tonnage: Light, Ships: 2, GroupMin: 1, GroupMax: 2, Points: 45},
			}},
			{Line: 6, Name: "Line A", Type: Line, Groups: []ListedGroup{
				{Line: 7, Class: "Berlin", Faction: "UCM", Tonnage: Medium, Ships: 2, GroupMin: 1, GroupMax: 2, Points: 140,
					Launch: []LaunchAsset{{Kind: Fighters, Value: 2}}},
			}},
			{Line: 8, Name: "Heavies", Type: Vanguard, Groups: []ListedGroup{
				{Line: 9, Class: "Avalon", Faction: "UCM", Tonnage: Heavy, Ships: 1, GroupMin: 1, GroupMax: 1, Points: 230},
				{Line: 10, Class: "Lima", Faction: "UCM", Tonnage: Light, Ships: 1, GroupMin: 1, GroupMax: 3, Points: 60},
			}},
			{Line: 11, Name: "Line B", Type: Line, Groups: []ListedGroup{
				{Line: 12, Class: "Kiev", Faction: "UCM", Tonnage: Medium, Ships: 2, GroupMin: 1, GroupMax: 2, Points: 120,
					Launch: []LaunchAsset{{Kind: Dropships, Value: 2}, {Kind: FireShips, Value: 1}}},
			}},
		},
	}
}

// TestDropfleetListCheck checks each fleet-building limit of rules notes
// §4/§5 and battle notes §1.2 with one list that breaks it.
func TestDropfleetListCheck(t *testing.T) {
	l := clashList()
	wantPoints := 40 + 3*45 + 2*45 + 2*140 + 230 + 60 + 2*120
	if got := l.Points(); got != wantPoints {
		t.Fatalf("Points = %d, want %d", got, wantPoints)
	}
	if err := l.Check(); err != nil {
		t.Fatalf("the legal list is refused: %v", err)
	}
	if got := l.AdmiralValue(); got != 4 {
		t.Errorf("§5 an AV 3 admiral in a Heavy ship plays at AV 4, got %d", got)
	}
	cases := []struct {
		name string
		edit func(l *FleetList)
		want string
	}{
		{"§4 the limit is inside the size's band", func(l *FleetList) { l.Limit = 2000 }, "a clash game is 1000-1999 points, not 2000"},
		{"§4 over the limit", func(l *FleetList) { l.Limit = 1000 }, "line 1: the fleet costs 1075 points, over the limit of 1000"},
		{"battle notes §1.2 the total within the size's band: a Clash fleet costs 1000 or more", func(l *FleetList) { l.Battlegroups[2].Groups[0].Points = 100 },
			"line 1: the fleet costs 945 points; a clash fleet costs at least 1000"},
		{"§4 battlegroup types: at most 2 Vanguards in Clash, named at the third", func(l *FleetList) {
			l.Battlegroups = append(l.Battlegroups, l.Battlegroups[2], l.Battlegroups[2])
			l.Battlegroups[4].Line, l.Battlegroups[5].Line = 30, 31
			l.Limit = 1999
		}, "line 31: 3 vanguard battlegroups; a clash game has 0-2"},
		{"§4 battlegroup types: Clash needs a Pathfinder", func(l *FleetList) { l.Battlegroups[0].Type = Line },
			"line 1: 0 pathfinder battlegroups; a clash game has 1-2"},
		{"§4 battlegroup types: 3 Line battlegroups are legal in Clash", func(l *FleetList) {
			l.Battlegroups[2].Type = Line
			l.Battlegroups[2].Groups = l.Battlegroups[1].Groups
			l.Admiral.Battlegroup = 1
		},
			""},
		{"§4 at most 6 battlegroups in Clash", func(l *FleetList) {
			for range 3 {
				l.Battlegroups = append(l.Battlegroups, ListedBattlegroup{Line: 20, Name: "More", Type: Vanguard, Groups: l.Battlegroups[2].Groups[:1]})
			}
			l.Limit = 1999
		}, "line 20: 7 battlegroups; a clash game allows 6"},
		{"§4 a Pathfinder takes 1-3 Light groups", func(l *FleetList) {
			l.Battlegroups[0].Groups = l.Battlegroups[0].Groups[:0:0]
			l.Battlegroups[3].Groups[0].Points = 200 // still 1000 points or more
		},
			"battlegroup Scouts has 0 groups; it has 1-3"},
		{"§4 a Line takes 1-3 Medium groups", func(l *FleetList) { l.Battlegroups[1].Groups[0].Tonnage = Heavy },
			"line battlegroup Line A has 0 M groups; it takes 1-3"},
		{"§4 a Vanguard takes at most one Light group", func(l *FleetList) {
			l.Battlegroups[2].Groups = append(l.Battlegroups[2].Groups, l.Battlegroups[2].Groups[1])
		}, "vanguard battlegroup Heavies has 2 L groups; it takes 0-1"},
		{"§3 group size G", func(l *FleetList) { l.Battlegroups[0].Groups[0].Ships = 5 }, "line 4: a group of 5 Toulon; its group size is 2-4"},
		{"§4 one battlegroup at most 33% of the limit (admiral excluded)", func(l *FleetList) { l.Battlegroups[1].Groups[0].Points = 250 },
			"line 6: battlegroup Line A costs 500 points; one battlegroup may cost at most 33% of 1500, 495"},
		{"battle notes §1.2 launch cap counts Fighters, Bombers and Torpedoes", func(l *FleetList) {
			l.Battlegroups[3].Groups[0].Launch = []LaunchAsset{{Kind: Bombers, Value: 6}}
		}, "launch capacity 16 (Fighters, Bombers and Torpedoes); a clash game allows 15"},
		{"battle notes §1.2 Rare: 2 of each Rare group in Clash", func(l *FleetList) {
			l.Battlegroups[0].Groups[0].Rare, l.Battlegroups[0].Groups[1].Rare, l.Battlegroups[2].Groups[1].Rare = true, true, true
			l.Battlegroups[0].Groups[1].Class, l.Battlegroups[2].Groups[1].Class = "Toulon", "toulon"
		}, "line 10: 3 Rare groups of toulon; a clash game allows 2"},
		{"battle notes §1.2 one faction", func(l *FleetList) { l.Battlegroups[3].Groups[0].Faction = "Scourge" },
			"line 12: Kiev is Scourge, in a UCM fleet"},
		{"§5 AV 6 is Battle only", func(l *FleetList) { l.Admiral.Level = 6 }, "line 2: an admiral bought at level 6; a clash game allows at most 5"},
		{"§5 an admiral goes in an M, H or S ship", func(l *FleetList) { l.Admiral.Group = 1 },
			"line 2: the admiral is in Lima, a L ship"},
	}
	for _, c := range cases {
		l := clashList()
		c.edit(&l)
		err := l.Check()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: Check = %v, want nil", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: Check = %v, want it to say %q", c.name, err, c.want)
		}
	}
}

// TestAdmiralValueAndCost checks the free levels and the Command Ship
// (rules notes §5, battle notes §1.2).
func TestAdmiralValueAndCost(t *testing.T) {
	cases := []struct {
		name      string
		size      GameSize
		level     int
		tonnage   Tonnage
		command   bool
		value     int
		cost      int
		wantError bool
	}{
		{"no admiral is AV 1, free", Clash, 1, Medium, false, 1, 0, false},
		{"AV 2 in a Medium ship", Clash, 2, Medium, false, 2, 20, false},
		{"AV 4 costs 80", Battle, 4, Medium, false, 4, 80, false},
		{"H gives +1", Battle, 4, Heavy, false, 5, 80, false},
		{"S gives +2", Battle, 4, SuperHeavy, false, 6, 80, false},
		{"never above the size's maximum: a battlecruiser admiral in Skirmish tops out at AV 3", Skirmish, 3, Heavy, false, 3, 40, false},
		{"S in Clash: AV 4 + 2 capped at 5", Clash, 4, SuperHeavy, false, 5, 80, false},
		{"a Command Ship admiral is AV 5 at no cost", Battle, 2, Heavy, true, 5, 0, false},
		{"a Command Ship admiral in Skirmish is held to the size's maximum, AV 3", Skirmish, 2, Heavy, true, 3, 0, false},
	}
	for _, c := range cases {
		l := FleetList{Size: c.size, Admiral: ListedAdmiral{Level: c.level},
			Battlegroups: []ListedBattlegroup{{Groups: []ListedGroup{{Class: "Flagship", Tonnage: c.tonnage, Ships: 1, CommandShip: c.command}}}}}
		if got := l.AdmiralValue(); got != c.value {
			t.Errorf("%s: AdmiralValue = %d, want %d", c.name, got, c.value)
		}
		if got := l.AdmiralCost(); got != c.cost {
			t.Errorf("%s: AdmiralCost = %d, want %d", c.name, got, c.cost)
		}
	}
}

// TestDreadnought checks rules notes §4: a Dreadnought stands alone in its
// battlegroup, is exempt from the battlegroup cap, and carries the admiral.
func TestDreadnought(t *testing.T) {
	l := FleetList{Size: Battle, Limit: 2500, Admiral: ListedAdmiral{Level: 3, Battlegroup: 2},
		Battlegroups: []ListedBattlegroup{ // 2040 points: a Battle fleet costs 2000 or more (battle notes §1.2)
			{Name: "P", Type: Pathfinder, Groups: []ListedGroup{{Class: "Toulon", Tonnage: Light, Ships: 3, Points: 100}}},
			{Name: "L", Type: Line, Groups: []ListedGroup{{Class: "Berlin", Tonnage: Medium, Ships: 2, Points: 400}}},
			{Name: "D", Type: Flag, Groups: []ListedGroup{{Class: "Dreadnought", Tonnage: SuperHeavy2, Ships: 1, Points: 900}}},
		}}
	if err := l.Check(); err != nil {
		t.Fatalf("a 900-point Dreadnought battlegroup in a 2500 game is refused: %v", err)
	}
	l.Battlegroups[2].Groups = append(l.Battlegroups[2].Groups, ListedGroup{Class: "Toulon", Tonnage: Light, Ships: 1, Points: 45})
	if err := l.Check(); err == nil || !strings.Contains(err.Error(), "stands alone") {
		t.Errorf("a Dreadnought with company: %v", err)
	}
	l.Battlegroups[2].Groups = l.Battlegroups[2].Groups[:1]
	l.Admiral = ListedAdmiral{Level: 3, Battlegroup: 1}
	if err := l.Check(); err == nil || !strings.Contains(err.Error(), "must be in it") {
		t.Errorf("the admiral outside the Dreadnought: %v", err)
	}
}

// TestSkirmishCap checks rules notes §4: in Skirmish one battlegroup may
// cost up to 50% of the limit (33% elsewhere).
func TestSkirmishCap(t *testing.T) {
	l := FleetList{Size: Skirmish, Limit: 600, Battlegroups: []ListedBattlegroup{ // 500 points, the Skirmish minimum
		{Name: "P", Type: Pathfinder, Groups: []ListedGroup{{Class: "Toulon", Tonnage: Light, Ships: 2, Points: 100}}},
		{Name: "L", Type: Line, Groups: []ListedGroup{{Class: "Berlin", Tonnage: Medium, Ships: 2, Points: 150}}},
	}}
	if err := l.Check(); err != nil {
		t.Fatalf("a 300-point battlegroup in a 600 Skirmish is refused: %v", err)
	}
	l.Battlegroups[1].Groups[0].Points = 151
	if err := l.Check(); err == nil || !strings.Contains(err.Error(), "at most 50% of 600, 300") {
		t.Errorf("a 302-point battlegroup in a 600 Skirmish: %v", err)
	}
}
