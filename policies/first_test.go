package policies

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// game has a light battlegroup (SR 1) for player 0 and a heavy one (SR 10)
// for player 1.
func game() *dropfleet.Model {
	g := &dropfleet.Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	light := g.AddBattlegroup(a, "light", dropfleet.Pathfinder)
	g.AddGroup(light, "s", dropfleet.Profile{Hull: 4, Tonnage: dropfleet.Light}, 1, dropfleet.ShipState{})
	heavy := g.AddBattlegroup(b, "heavy", dropfleet.Vanguard)
	g.AddGroup(heavy, "h", dropfleet.Profile{Hull: 12, Tonnage: dropfleet.Heavy}, 1, dropfleet.ShipState{})
	return g
}

// TestFirstChoosers checks each policy against its one-line documentation.
func TestFirstChoosers(t *testing.T) {
	s := dropfleet.NewState(game())
	cards := [dropfleet.Players]int{0, 1}
	r := sim.NewStream(1, 0)
	tests := []struct {
		name    string
		chooser int
		want    bool
	}{
		{"first", 0, true},
		{"first", 1, true},
		{"second", 0, false},
		{"second-if-heavier", 0, false}, // the opponent's card (SR 10) is heavier
		{"second-if-heavier", 1, true},  // the opponent's card (SR 1) is lighter
	}
	for _, tc := range tests {
		p, err := dropfleetPlayer(First, tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.First.GoFirst(s, tc.chooser, cards, r); got != tc.want {
			t.Errorf("%s for player %d: GoFirst = %v, want %v", tc.name, tc.chooser, got, tc.want)
		}
	}
}

func TestRandomFirstIsEven(t *testing.T) {
	p, _ := dropfleetPlayer(First, "random")
	s := dropfleet.NewState(game())
	r := sim.NewStream(2, 0)
	const n = 100_000
	var first int64
	for range n {
		if p.First.GoFirst(s, 0, [dropfleet.Players]int{0, 1}, r) {
			first++
		}
	}
	simtest.Proportion(t, "random goes first", first, n, 0.5)
}

func TestFirstChooserNames(t *testing.T) {
	infos := First.Infos()
	if len(infos) != 4 {
		t.Fatalf("%d policies", len(infos))
	}
	for _, info := range infos {
		if info.Doc == "" || strings.Contains(info.Doc, "\n") {
			t.Errorf("%s: documentation must be one line", info.Name)
		}
		if _, err := First.Lookup(info.Name); err != nil {
			t.Error(err)
		}
	}
	if _, err := First.Lookup("coin"); err == nil || !strings.Contains(err.Error(), "expected one of first, second") {
		t.Errorf("unknown policy: %v", err)
	}
}
