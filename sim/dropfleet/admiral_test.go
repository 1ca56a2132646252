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
		{"§1.2 AV 2 in a Heavy: a Captain there plays AV 3", Clash, 2, Heavy, false, 0, 0,
			"line 2: an Admiral value of 2 in play; aboard Flagship, a H ship, in a clash game an admiral plays AV 3 to 5"},
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
