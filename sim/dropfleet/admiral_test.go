package dropfleet

import (
	"strings"
	"testing"
)

// TestBuyAdmiral (battle notes §1.2, rules notes §5): the level bought
// behind an Admiral value in play is the value less the flagship's free
// levels (+1 in a Heavy, +2 in a Super Heavy, never above the size's
// maximum), priced at that level; a Command Ship's admiral is AV 5 at no
// cost; a value no level plays aboard the ship is refused with its line.
func TestBuyAdmiral(t *testing.T) {
	cases := []struct {
		name    string
		size    GameSize
		inPlay  int
		tonnage Tonnage
		command bool
		level   int
		cost    int
		err     string
	}{
		{"§1.2 no admiral", Clash, 1, Heavy, false, 1, 0, ""},
		{"§1.2 AV 4 in a Medium: a level-4 admiral, 80", Clash, 4, Medium, false, 4, 80, ""},
		{"§1.2 AV 4 in a Heavy: a level-3 admiral, 40", Clash, 4, Heavy, false, 3, 40, ""},
		{"§1.2 AV 3 in a Heavy: a Captain, 20", Skirmish, 3, Heavy, false, 2, 20, ""},
		{"§1.2 AV 5 in a Super Heavy: a level-3 admiral, 40", Clash, 5, SuperHeavy, false, 3, 40, ""},
		{"§1.2 AV 6 in a Super Heavy in Battle: a level-4 admiral, 80", Battle, 6, SuperHeavy, false, 4, 80, ""},
		{"§1.2 AV 2 in a Heavy: the free level alone, for nothing (BattleScribe prices AV2 aboard a Flagship (H) at 0)", Clash, 2, Heavy, false, 1, 0, ""},
		{"§1.2 AV 3 in a Super Heavy: the free levels alone, for nothing", Clash, 3, SuperHeavy, false, 1, 0, ""},
		{"§1.2 AV 2 in a Super Heavy: under its free levels", Clash, 2, SuperHeavy, false, 0, 0,
			"line 2: an Admiral value of 2 in play; aboard Flagship, a S ship, in a clash game an admiral plays AV 3 to 5"},
		{"§1.2 AV 6 in a Clash game", Clash, 6, Medium, false, 0, 0, "an admiral plays AV 2 to 5"},
		{"§1.2 Command Ship: AV 5 at no cost", Clash, 5, Heavy, true, 2, 0, ""},
		{"§1.2 Command Ship in Skirmish: the size's maximum, AV 3, at no cost", Skirmish, 3, Heavy, true, 2, 0, ""},
		{"§1.2 Command Ship: AV 3 in Clash is not its value", Clash, 3, Heavy, true, 0, 0,
			"line 2: an Admiral value of 3 in play; aboard Flagship, a Command Ship, the admiral plays AV 5 at no cost"},
	}
	for _, c := range cases {
		l := FleetList{Size: c.size, Admiral: ListedAdmiral{Line: 2},
			Battlegroups: []ListedBattlegroup{{Groups: []ListedGroup{{Class: "Flagship", Tonnage: c.tonnage, Ships: 1, CommandShip: c.command}}}}}
		err := l.BuyAdmiral(c.inPlay)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: BuyAdmiral(%d) = %v, want an error saying %q", c.name, c.inPlay, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: BuyAdmiral(%d) = %v", c.name, c.inPlay, err)
			continue
		}
		if l.Admiral.Level != c.level || l.AdmiralCost() != c.cost || l.AdmiralValue() != c.inPlay {
			t.Errorf("%s: level %d, cost %d, value in play %d; want %d, %d, %d", c.name, l.Admiral.Level, l.AdmiralCost(), l.AdmiralValue(), c.level, c.cost, c.inPlay)
		}
	}
}

// TestResistanceAdmiralShift (rules notes §5: "Resistance list ... is
// shifted by one: 'no admiral' = AV2 … AV7 for 140 pts"): with
// AdmiralShift 1, no admiral plays AV 2, AV 3 costs what a standard AV 2
// does (20), AV 7 is allowed in Battle for 140, and a flagship's free
// levels add as for any faction.
func TestResistanceAdmiralShift(t *testing.T) {
	cases := []struct {
		name    string
		size    GameSize
		inPlay  int
		tonnage Tonnage
		cost    int
		err     string
	}{
		{"no admiral plays AV 2", Clash, 2, Medium, 0, ""},
		{"AV3 Engineer, 20", Clash, 3, Medium, 20, ""},
		{"AV4 Head Engineer, 40", Clash, 4, Medium, 40, ""},
		{"AV7 Master Artificer in Battle, 140", Battle, 7, Medium, 140, ""},
		{"AV4 aboard a Heavy: an Engineer with the free level, 20", Clash, 4, Heavy, 20, ""},
		{"AV3 aboard a Heavy: the free level alone", Clash, 3, Heavy, 0, ""},
		{"AV7 in Clash", Clash, 7, Medium, 0, "an admiral plays AV 3 to 6"},
	}
	for _, c := range cases {
		l := FleetList{Size: c.size, AdmiralShift: 1, Admiral: ListedAdmiral{Line: 2},
			Battlegroups: []ListedBattlegroup{{Groups: []ListedGroup{{Class: "Flagship", Tonnage: c.tonnage, Ships: 1}}}}}
		err := l.BuyAdmiral(c.inPlay)
		if err == nil {
			err = l.checkAdmiral()
		}
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: %v, want an error saying %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil || l.AdmiralCost() != c.cost || l.AdmiralValue() != c.inPlay {
			t.Errorf("%s: err %v, cost %d, value in play %d; want %d, %d", c.name, err, l.AdmiralCost(), l.AdmiralValue(), c.cost, c.inPlay)
		}
	}
}

// TestAdmiralKillPoints (battle notes §4.3: "admiral points count as KP";
// §1.2): a destroyed flagship gives the enemy its points and the price
// paid for its admiral (the level bought's, not the value in play's;
// nothing for a Command Ship's); a flagship still flying gives neither.
func TestAdmiralKillPoints(t *testing.T) {
	cases := []struct {
		name      string
		paid      int
		destroyed []int
		kp        int
	}{
		{"§4.3 a Heavy's level-3 admiral (AV 4 in play) is worth its 40 points", 40, []int{0}, 100 + 40},
		{"§4.3 a Command Ship's admiral costs nothing and gives nothing", 0, []int{0}, 100},
		{"§4.3 the flagship still flies: the other ship only", 40, []int{1}, 100},
	}
	for _, c := range cases {
		g, s := battleGame()
		g.Fleets[0].Admiral, g.Fleets[0].AdmiralShip, g.Fleets[0].AdmiralPaid = 4, 0, c.paid
		for _, i := range c.destroyed {
			s.Ships[i].Hull = 0
		}
		if kp := s.killPoints()[1]; kp != c.kp {
			t.Errorf("%s: the enemy's kill points %d, want %d", c.name, kp, c.kp)
		}
	}
}
