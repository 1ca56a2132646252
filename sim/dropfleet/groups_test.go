package dropfleet

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestSameClassGroupsAreOneGroup checks rules notes §3: "All ships of the
// same class in one battlegroup form a single Group (even if bought as
// separate groups)", and FAQ261: "when playing these count as one group of
// 8 models, and conform to all of the group rules" while "The restrictions
// on numbers of ship per group are for fleet selection purposes".
func TestSameClassGroupsAreOneGroup(t *testing.T) {
	toulon := Profile{Name: "toulon", Scan: 6, Hull: 4, Thrust: 10, Tonnage: Light, GroupMin: 1, GroupMax: 4}
	other := Profile{Name: "other", Scan: 6, Hull: 4, Thrust: 10, Tonnage: Light}
	type bought struct {
		name string
		p    Profile
		n    int
	}
	tests := []struct {
		name   string
		groups []bought
		play   int    // groups in play
		sizes  []int  // ships in each group in play
		err    string // part of Check's error, "" for none
	}{
		{"two groups of 4 Toulons are one group of 8", []bought{{"t1", toulon, 4}, {"t2", toulon, 4}}, 1, []int{8}, ""},
		{"another class stays a group of its own", []bought{{"t1", toulon, 2}, {"o", other, 2}, {"t2", toulon, 1}}, 2, []int{3, 2}, ""},
		{"the size limit holds for each group bought", []bought{{"t1", toulon, 4}, {"t2", toulon, 5}}, 1, []int{9}, "group size is 1-4"},
		{"at most three groups bought, merged or not", []bought{{"t1", toulon, 1}, {"t2", toulon, 1}, {"t3", toulon, 1}, {"t4", toulon, 1}}, 1, []int{4}, "the most is 3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := &Model{}
			f := g.AddFleet("a", 1)
			bg := g.AddBattlegroup(f, "bg", Pathfinder)
			for _, b := range tc.groups {
				g.AddGroup(bg, b.name, b.p, b.n, ShipState{})
			}
			if got := len(g.Battlegroups[bg].Groups); got != tc.play {
				t.Fatalf("%d groups in play, want %d", got, tc.play)
			}
			for k, gi := range g.Battlegroups[bg].Groups {
				if got := len(g.Groups[gi].Ships); got != tc.sizes[k] {
					t.Errorf("group %d has %d ships, want %d", k, got, tc.sizes[k])
				}
			}
			err := g.Check()
			if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
				t.Errorf("Check: %v, want %q", err, tc.err)
			}
			// the default plan activates group by group
			last, seen := -1, map[int]bool{}
			for _, o := range g.Plans[bg].Ships {
				if gr := g.Ships[o.Ship].Group; gr != last {
					if seen[gr] {
						t.Fatalf("the plan comes back to group %d", gr)
					}
					seen[gr], last = true, gr
				}
			}
		})
	}
}

// TestMergedGroupFollowsTheGroupRules checks that the merged group
// "conform[s] to all of the group rules" (FAQ261): only one of its ships
// may Active Scan, and its coherency is judged as one chain.
func TestMergedGroupFollowsTheGroupRules(t *testing.T) {
	scout := Profile{Name: "scout", Scan: 12, Sig: 6, Hull: 4, Thrust: 10, Tonnage: Light}
	g := &Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	bg := g.AddBattlegroup(a, "bg", Pathfinder)
	g.AddGroup(bg, "s1", scout, 1, ShipState{})
	g.AddGroup(bg, "s2", scout, 1, ShipState{Pos: plane.Vec{X: 2}})
	g.AddGroup(g.AddBattlegroup(b, "foe", Line), "foe", scout, 1, ShipState{Pos: plane.Vec{Y: 30}})
	foe := g.ShipIndex("foe")
	if _, err := g.NewActivation(bg, ActiveScan, []int{0, 1}, foe); err == nil || !strings.Contains(err.Error(), "Only one ship per Group") {
		t.Errorf("two scanners of one merged group: %v", err)
	}
	act, err := g.NewActivation(bg, ActiveScan, nil, foe)
	if err != nil {
		t.Fatal(err)
	}
	s := NewState(g)
	s.Activate(&act, sim.NewStream(1, 0))
	if s.Ships[0].Order != ActiveScan || s.Ships[1].Order != Standard || s.Ships[foe].Spike != MinorSpike {
		t.Errorf("orders %v, %v, foe spike %v: want one Active Scan, Standard, a Minor Spike", s.Ships[0].Order, s.Ships[1].Order, s.Ships[foe].Spike)
	}
	// bought 10" apart: the merged group is out of coherency
	g.Ships[1].Start.Pos = plane.Vec{X: 10}
	if _, err := g.NewActivation(bg, WeaponsFree, nil, -1); err == nil || !strings.Contains(err.Error(), "out of coherency") {
		t.Errorf("the merged group 10\" apart took Weapons Free: %v", err)
	}
}
