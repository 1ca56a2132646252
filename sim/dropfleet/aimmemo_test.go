package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// aimGame is a gunship of fleet a (two battery weapons, 3 attacks at Lock
// 4+) and a scout beside it, against a target 10" ahead of fleet b; each
// step is an activation of a's battlegroup (index 0: gunship and scout)
// under its order, the gunship firing at the target and the scout
// scanning it.
func aimGame(gunship ShipState, orders ...Order) *Model {
	g := &Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	gun := Weapon{Name: "battery", Lock: 4, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc}
	gunP := Profile{Name: "gunship", Scan: 12, Sig: 6, Hull: 10, Armour: 5, Tonnage: Medium, Weapons: []Weapon{gun, gun}}
	scoutP := Profile{Name: "scout", Scan: 12, Sig: 3, Hull: 4, Tonnage: Light}
	bg := g.AddBattlegroup(a, "a1", Line)
	g.AddGroup(bg, "gun", gunP, 1, gunship)
	g.AddGroup(bg, "scout", scoutP, 1, ShipState{Pos: plane.Vec{X: 3}})
	g.AddGroup(g.AddBattlegroup(b, "b1", Line), "target", Profile{Name: "target", Scan: 6, Sig: 6, Hull: 30, Armour: 4, Tonnage: Heavy},
		1, ShipState{Pos: plane.Vec{Y: 10}, Heading: 180, Silent: true})
	for _, o := range orders {
		g.Script = append(g.Script, Step{Kind: StepActivate, Activate: Activation{Battlegroup: bg, Special: o, Ships: []ShipOrder{
			{Ship: 0, TakesSpecial: true, Target: 2, ScanTarget: -1},
			{Ship: 1, TakesSpecial: true, Target: -1, ScanTarget: 2},
		}}})
	}
	g.Probes = []Probe{{What: DamageTaken, Ship: 2}, {What: NotSilent, Ship: 2}}
	return g
}

// TestKeptAimsPlayAsAiming checks the aim memo (aimmemo.go): a worker
// keeps what a trial's first aims found before any draw, and later trials
// take it. Every trial must end as one that aims every time ends (NoSkips)
// with the same draws: the target's Hull, whether each ship had a target,
// the gunship's held fire cleared (a crippled ship holds its fire one
// activation, rules notes §2), and the stream. Each group fires before
// the next aims, so a trial's first dice come with the gunship's first
// fire: its aim is kept and the later ones aimed again.
func TestKeptAimsPlayAsAiming(t *testing.T) {
	tests := []struct {
		name    string
		g       *Model
		kept    int // the kept aims after the trials
		holding bool
	}{
		{"two activations under Standard Orders", aimGame(ShipState{}, Standard, Standard), 1, false},
		{"Weapons Free, then an Active Scan", aimGame(ShipState{}, WeaponsFree, ActiveScan), 1, false},
		// the gunship holds its fire: nothing is drawn until the second
		// activation's fire, so the scout's aim and the gunship's second
		// are kept too
		{"held fire, cleared by the first aim", aimGame(ShipState{Cripples: CrippleHoldFire}, Standard, Standard), 3, true},
	}
	for _, tc := range tests {
		full := *tc.g
		full.NoSkips = true
		kept, each := tc.g.NewTrial().(*State), full.NewTrial().(*State)
		if kept.aims == nil || each.aims != nil {
			t.Fatalf("%s: the aims are kept %v with skips, %v without", tc.name, kept.aims != nil, each.aims != nil)
		}
		rk, re := sim.NewStream(4, 0), sim.NewStream(4, 0)
		for trial := range 2000 {
			kept.play(rk)
			each.play(re)
			if rk.Mark() != re.Mark() {
				t.Fatalf("%s, trial %d: the streams part", tc.name, trial)
			}
			for i := range kept.Ships {
				if kept.Ships[i] != each.Ships[i] || kept.HadTarget[i] != each.HadTarget[i] {
					t.Fatalf("%s, trial %d: ship %d ends %+v (had a target %v) with the memo, %+v (%v) without",
						tc.name, trial, i, kept.Ships[i], kept.HadTarget[i], each.Ships[i], each.HadTarget[i])
				}
			}
		}
		n := 0
		for _, m := range kept.aims {
			if m.kept {
				n++
			}
		}
		if n != tc.kept {
			t.Errorf("%s: %d aims kept, want %d", tc.name, n, tc.kept)
		}
		if tc.holding && kept.aims[0].fires {
			t.Errorf("%s: a ship holding its fire made a volley", tc.name)
		}
	}
}

// TestPlayerSetAfterNewTrialIsAsked checks that a decision set on a
// worker's state through State.Player after its first trial is asked: the
// state keeps no more aims, and every later trial plays as on a state that
// never kept any (a reviewer's probe: a Weapons decision set after the
// first trial was ignored by the kept aim, 200 trials of 200).
func TestPlayerSetAfterNewTrialIsAsked(t *testing.T) {
	g := aimGame(ShipState{}, Standard)
	// a weak weapon written first: the default fires the strong one, a
	// decision that keeps the written order fires the weak one
	weapons := g.Ships[0].Profile.Weapons
	weapons[0] = Weapon{Name: "weak", Lock: 5, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}
	weapons[1].Attacks = Fixed(4)
	full := *g
	full.NoSkips = true
	kept, each := g.NewTrial().(*State), full.NewTrial().(*State)
	rk, re := sim.NewStream(4, 0), sim.NewStream(4, 0)
	kept.play(rk) // keeps the first aim
	each.play(re)
	*kept.Player(0) = Player{Weapons: asWritten{}}
	*each.Player(0) = Player{Weapons: asWritten{}}
	for trial := range 200 {
		kept.play(rk)
		each.play(re)
		if kept.Ships[2] != each.Ships[2] || rk.Mark() != re.Mark() {
			t.Fatalf("trial %d: the target ends %+v with the state that kept aims, %+v without", trial, kept.Ships[2], each.Ships[2])
		}
	}
}
