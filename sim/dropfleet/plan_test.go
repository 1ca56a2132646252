package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// flatScanGame is a flat script of fixed-order activations: two scouts
// (s1, s2) of fleet a, and a ghost (g1) of fleet b starting in state
// start; each step is a battlegroup and its order, an Active Scan always
// at the ghost.
func flatScanGame(start ShipState, steps ...Activation) *Model {
	g := &Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	scout := Profile{Name: "scout", Scan: 12, Sig: 3, Thrust: 12, Hull: 4, Tonnage: Light}
	ghost := Profile{Name: "ghost", Scan: 6, Sig: 6, Thrust: 10, Hull: 6, Tonnage: Medium}
	g.AddGroup(g.AddBattlegroup(a, "s1", Pathfinder), "s1", scout, 1, ShipState{})
	g.AddGroup(g.AddBattlegroup(a, "s2", Pathfinder), "s2", scout, 1, ShipState{Pos: plane.Vec{X: 4}})
	start.Pos = plane.Vec{Y: 20}
	g.AddGroup(g.AddBattlegroup(b, "g1", Line), "g1", ghost, 1, start)
	for _, st := range steps {
		bg := st.Battlegroup
		st.Player = g.Battlegroups[bg].Fleet
		st.Ships = []ShipOrder{{Ship: bg, TakesSpecial: true, Player: st.Player, Target: -1, ScanTarget: 2}}
		g.Script = append(g.Script, Step{Kind: StepActivate, Activate: st})
	}
	// probes the block reads through compiled reads (proberead.go), as it
	// must to count by outcome: the ghost's Signature shows its spikes
	g.Probes = []Probe{{What: NotSilent, Ship: 2}, {What: SignatureInches, Ship: 2}, {What: Silent, Ship: 0}}
	return g
}

// TestFlatScanBlocksCountByOutcome checks the blocks of a flat script
// that scans once (plan.go): its trials are counted by how many scans
// missed, and each number recorded once, weighted. Such a block must
// record exactly what its trials record played one by one on a state that
// takes no shortcut, with the same draws: the scans at a Silent Runner
// roll until one spots it on 4+, a ship spotted takes a Minor Spike from
// each scan left, two a Major (seed 003); a ship not Silent rolls nothing. A script that scans from two
// plans is played trial by trial.
func TestFlatScanBlocksCountByOutcome(t *testing.T) {
	const s1, s2, g1 = 0, 1, 2
	silent := ShipState{Silent: true}
	spiked := ShipState{Spike: MinorSpike}
	scan := func(bg int) Activation { return Activation{Battlegroup: bg, Special: ActiveScan} }
	goSilent := Activation{Battlegroup: g1, Special: SilentRunning}
	tests := []struct {
		name    string
		g       *Model
		counted bool
	}{
		{"two scans in a row at a Silent Runner, merged into one plan", flatScanGame(silent, scan(s1), scan(s2)), true},
		{"the ghost goes Silent Running before the scans", flatScanGame(spiked, goSilent, scan(s1), scan(s2)), true},
		{"a spiked ship: no dice", flatScanGame(spiked, scan(s1)), true},
		{"the ghost goes Silent Running after the scan", flatScanGame(silent, scan(s1), goSilent), true},
		{"scans from two plans, the ghost Silent between them", flatScanGame(silent, scan(s1), goSilent, scan(s2)), false},
	}
	const trials = 5000
	for _, tc := range tests {
		block, each := tc.g.NewTrial().(*State), reference(tc.g)
		if block.way != wayFlat && block.way != wayFlatScans || block.reads == nil {
			t.Fatalf("%s: the script is not flat, or its probes not compiled", tc.name)
		}
		if counted := block.way == wayFlatScans; counted != tc.counted {
			t.Fatalf("%s: counted by scans missed %v, want %v", tc.name, counted, tc.counted)
		}
		checkBlocksPlayAsTrials(t, tc.name, tc.g, block, each, 2, trials)
	}
}
