package scenarios

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// TestDropfleetAdmiralBoughtAndInPlay (battle notes §1.2, §4.3): a
// scenario file's admiral: is the Admiral value in play; the fleet check
// prices the cheapest level bought behind it aboard admiral_ship (the
// value less the flagship's free levels; nothing in a Command Ship), and
// that price is what the admiral's death gives as kill points.
func TestDropfleetAdmiralBoughtAndInPlay(t *testing.T) {
	const flag = "admiral: 4\n    admiral_ship: a-moscow\n"
	cases := []struct {
		name    string
		admiral string // replaces fleet a's flag lines
		edit    func(src string) string
		inPlay  int
		paid    int
		err     string
	}{
		{"§1.2 admiral: 4 aboard a Heavy plays AV 4, a Commodore bought for 40", flag, nil, 4, 40, ""},
		{"§1.2 admiral: 5 aboard a Heavy plays AV 5, a Vice-Admiral bought for 80", "admiral: 5\n    admiral_ship: a-moscow\n", nil, 5, 80, ""},
		{"§1.2 admiral: 4 aboard a Medium, bought at 4 for 80", "admiral: 4\n    admiral_ship: a-berlin.1\n", nil, 4, 80, ""},
		{"§1.2 no admiral", "admiral: 1\n", nil, 1, 0, ""},
		{"§1.2 a Command Ship's admiral is AV 5 at no cost", "admiral: 5\n    admiral_ship: a-moscow\n", commandMoscow, 5, 0, ""},
		{"§1.2 admiral: 2 aboard a Heavy is the free level alone, at no cost (BattleScribe prices AV2 aboard a Flagship (H) at 0)", "admiral: 2\n    admiral_ship: a-moscow\n", nil, 2, 0, ""},
		{"§5 admiral_scale: resistance: admiral: 5 aboard a Heavy is an AV 4 bought, priced as the standard AV 3 (40)", "admiral: 5\n    admiral_scale: resistance\n    admiral_ship: a-moscow\n", nil, 5, 40, ""},
		{"§1.2 a Command Ship's admiral plays nothing but AV 5", "admiral: 4\n    admiral_ship: a-moscow\n", commandMoscow, 0, 0,
			"an Admiral value of 4 in play; aboard moscow, a Command Ship, the admiral plays AV 5 at no cost"},
		{"§1.2 unrestricted: admiral: 3 aboard a Command Ship plays AV 3, at no cost", "admiral: 3\n    admiral_ship: a-moscow\n",
			func(src string) string {
				return strings.Replace(commandMoscow(src), "points: 1500}", "points: 1500, unrestricted: true}", 1)
			}, 3, 0, ""},
	}
	for _, c := range cases {
		src := dropfleetBattleSource(t, false, false, false)
		src = strings.Replace(src, flag, c.admiral, 1)
		if c.edit != nil {
			src = c.edit(src)
		}
		s, err := Parse("admiral.yaml", []byte(src))
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "admiral.yaml:") {
				t.Errorf("%s: got %v, want an error naming the file and saying %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		g := bind(t, s).Model.(*dropfleet.Model)
		if f := g.Fleets[0]; f.Admiral != c.inPlay || f.AdmiralPaid != c.paid {
			t.Errorf("%s: Admiral value in play %d, price paid %d; want %d, %d", c.name, f.Admiral, f.AdmiralPaid, c.inPlay, c.paid)
		}
	}
}

// commandMoscow gives the Moscow the Command Ship rule, and fleet b's
// admiral aboard its Moscow the Command Ship's AV 5.
func commandMoscow(src string) string {
	src = strings.Replace(src, "admiral: 4\n    admiral_ship: b-moscow\n", "admiral: 5\n    admiral_ship: b-moscow\n", 1)
	return strings.Replace(src, "tonnage: H, points: 150, group: 1,", "tonnage: H, points: 150, group: 1, special: [command-ship],", 1)
}

// TestDropfleetRosterAdmiralPricedOnce (battle notes §1.2): a roster's
// "AV3 Commodore" aboard a Heavy is a Captain bought for 20 points; the
// battle's re-check of the fleet prices that level, not the value in play,
// so the 600-point roster fits a 610-point limit, and its admiral is worth
// 20 kill points.
func TestDropfleetRosterAdmiralPricedOnce(t *testing.T) {
	roster := filepath.Join("battlescribe", "testdata", "skirmish.ros")
	src, err := BattleSource(roster, roster, "", filepath.Join("battlescribe", "testdata", "catalogue"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), `points: "750"`, `points: "610"`, 1)
	if !strings.Contains(text, `points: "610"`) {
		t.Fatalf("no points limit to set in %s", text)
	}
	s, err := ParseLists("roster.yaml", []byte(text))
	if err != nil {
		t.Fatalf("§1.2 the 600-point roster against a 610-point limit: %v", err)
	}
	g := bind(t, s).Model.(*dropfleet.Model)
	for _, f := range g.Fleets {
		if f.Admiral != 3 || f.AdmiralPaid != 20 {
			t.Errorf("%s: Admiral value in play %d, price paid %d; want 3 and 20", f.Name, f.Admiral, f.AdmiralPaid)
		}
	}
}
