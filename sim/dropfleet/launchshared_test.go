package dropfleet

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// mix is an AssetDecision that launches bombers tokens at ship target
// and then fighters tokens at the carrier itself (escorts).
type mix struct{ bombers, fighters, target int }

func (m mix) Launch(s *State, i int, k LaunchKind, _ *sim.Stream) AssetLaunch {
	switch {
	case k == Bombers && m.bombers > 0:
		return AssetLaunch{Target: m.target, Tokens: m.bombers}
	case k == Fighters && m.fighters > 0:
		return AssetLaunch{Target: i, Tokens: m.fighters}
	}
	return NoAssetLaunch
}

// sharedGame is launchGame's carrier with "Fighters & Bombers 6" and,
// when own > 0, own fighters of its own besides.
func sharedGame(own int) *State {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 30, Armour: 4, Tonnage: Medium}
	g, _ := launchGame(5, tp)
	l := []LaunchAsset{{Kind: Fighters, Also: KindsOf(Bombers), Value: 6}}
	if own > 0 {
		l = append(l, LaunchAsset{Kind: Fighters, Value: own})
	}
	g.Ships[lgCarrier].Profile.Launch = l
	return readied(g)
}

// TestSharedLaunchValue (battle notes §2.2, "Who may launch": "'Fighters
// & Bombers 6' = up to 6 in any mix"): a carrier with a shared value of 6
// launches at most 6 tokens a Roundup whatever the mix, bombers first in
// the launch order and fighters from what is left; asking more is refused
// and counted; a value of one kind of its own comes on top; the next
// Roundup has the whole value again.
func TestSharedLaunchValue(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		own                    int
		bombers, fighters      int
		wantBombers, wantFight int
		illegal                int
	}{
		{"6 bombers, no fighter left", 0, 6, 0, 6, 0, 0},
		{"2 bombers, 4 fighters", 0, 2, 4, 2, 4, 0},
		{"6 fighters", 0, 0, 6, 0, 6, 0},
		{"2 bombers, then 6 fighters asked: refused", 0, 2, 6, 2, 0, 1},
		{"7 bombers asked: refused", 0, 7, 0, 0, 0, 1},
		{"own Fighters 2 besides: 6 bombers and 2 fighters", 2, 6, 2, 6, 2, 0},
		{"own Fighters 2 besides: 3 bombers and 5 fighters", 2, 3, 5, 3, 5, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := sharedGame(tc.own)
			d := mix{bombers: tc.bombers, fighters: tc.fighters, target: lgTarget}
			s.Player(0).Assets, s.Player(1).Assets = d, only{Bombers, -1}
			for turn := 1; turn <= 2; turn++ {
				s.Turn = turn
				s.battle.assets.waves = s.battle.assets.waves[:0]
				s.launchAssets(sim.NewStream(1, uint64(turn)))
				var got [FireShips + 1]int
				for _, w := range s.battle.assets.waves {
					if w.carrier == lgCarrier {
						got[w.kind] += int(w.tokens)
					}
				}
				if got[Bombers] != tc.wantBombers || got[Fighters] != tc.wantFight {
					t.Errorf("turn %d: %d bombers and %d fighters, want %d and %d", turn, got[Bombers], got[Fighters], tc.wantBombers, tc.wantFight)
				}
				if s.Illegal != turn*tc.illegal {
					t.Errorf("turn %d: %d refusals, want %d", turn, s.Illegal, turn*tc.illegal)
				}
			}
		})
	}
}

// TestSharedLaunchCap (battle notes §1.2, launch capacity; §2.2 "up to 6
// in any mix"): a shared Fighters & Bombers value counts once toward the
// launch cap, not once per kind.
func TestSharedLaunchCap(t *testing.T) {
	for _, tc := range []struct {
		name   string
		launch []LaunchAsset
		want   string // "" for a legal list
	}{
		{"Fighters & Bombers 5 on each of 2 Kievs: 10, with the Berlins' 4, 14 of 15", []LaunchAsset{{Kind: Fighters, Also: KindsOf(Bombers), Value: 5}}, ""},
		{"Fighters 5 and Bombers 5 apart: 20, with the Berlins' 4, 24", []LaunchAsset{{Kind: Fighters, Value: 5}, {Kind: Bombers, Value: 5}},
			"launch capacity 24 (Fighters, Bombers and Torpedoes); a clash game allows 15"},
		{"Bulk Lander & Fire Ship 1 counts nothing", []LaunchAsset{{Kind: BulkLanders, Also: KindsOf(FireShips), Value: 1}}, ""},
	} {
		l := clashList()
		l.Battlegroups[3].Groups[0].Launch = tc.launch
		err := l.Check()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestSharedBombers (battle notes §2.2; launchshared.go): the default mix
// of a shared value sends every token as bombers, but keeps one fighter
// per enemy bomber token already on the friendly ship in its fighters'
// reach carrying the most, and keeps them all when the target's Point
// Defence with the enemy fighters that could escort it is expected to
// cancel every hit. UCM bombers 3+/2: 6 tokens roll 12 dice, 8 hits
// expected; the enemy escort's 2 fighters add 2 × 3 dice.
func TestSharedBombers(t *testing.T) {
	for _, tc := range []struct {
		name      string
		pd        int
		escortOff bool // the enemy fighter carrier on Max Thrust: it cannot launch
		bombed    int  // enemy bomber tokens on the friendly fire-ship carrier
		want      int
	}{
		{"nothing threatens: 6 bombers", 0, true, 0, 6},
		{"PD 12 and 2 escorts' 6 dice, 6 successes < 8 hits: 6 bombers", 12, false, 0, 6},
		{"3 enemy bombers on a friendly ship: 3 bombers", 0, false, 3, 3},
		{"PD 18 and 6 escort dice, 8 successes cancel 8 hits: fighters only", 18, false, 0, 0},
		{"PD 18, no escort: 6 successes < 8 hits: 6 bombers", 18, true, 0, 6},
		{"3 bombers left, PD 9 + 6: 5 successes ≥ 4 hits: fighters only", 9, false, 3, 0},
	} {
		s := sharedGame(0)
		s.Model.Ships[lgTarget].Profile.PD = tc.pd
		if tc.escortOff {
			s.Ships[lgEscort].Order = MaxThrust
		}
		if tc.bombed > 0 {
			s.battle.assets.waves = append(s.battle.assets.waves, wave{carrier: lgTarget, target: lgFire, tokens: int16(tc.bombed), kind: Bombers, owner: 1, turn: 1})
		}
		if got := SharedBombers(s, lgCarrier, lgTarget); got != tc.want {
			t.Errorf("%s: %d bombers, want %d", tc.name, got, tc.want)
		}
		a := NearestAssetTarget{}.Launch(s, lgCarrier, Bombers, sim.NewStream(1, 0))
		if want := (AssetLaunch{Target: lgTarget, Tokens: tc.want}); tc.want == 0 && a != NoAssetLaunch || tc.want > 0 && a != want {
			t.Errorf("%s: the default decision launches %+v, want %d bombers at the target", tc.name, a, tc.want)
		}
	}
}

// firesAt is an AssetDecision that launches n fire ships from every
// carrier at ship target, and nothing else.
type firesAt struct{ n, target int }

func (f firesAt) Launch(_ *State, _ int, k LaunchKind, _ *sim.Stream) AssetLaunch {
	if k != FireShips || f.n == 0 {
		return NoAssetLaunch
	}
	return AssetLaunch{Target: f.target, Tokens: f.n}
}

// TestSharedLanderValue (battle notes §2.2, "Who may launch": "'Fighters
// & Bombers 6' = up to 6 in any mix"; the Resistance's "Bulk Lander &
// Fire Ship 1" [BSD, R17 API] is such a value): battleGame's bulk carrier
// with a value its Bulk Landers share with Fire Ships, in Low Orbit on the
// west cluster with two enemy ships at 0". Fire ships launch first (with
// the bombers) and the landers land from what is left, once: 3 Infantry a
// lander. The default decisions keep the value for the landers while they
// may land, and send the fire ship when they may not (High Orbit).
func TestSharedLanderValue(t *testing.T) {
	for _, tc := range []struct {
		name       string
		value      int
		layer      Layer
		fire       int  // fire ships the decision sends (-1: the default decisions)
		wantFire   int  // fire ship tokens launched
		wantLanded int  // Infantry landed in the west cluster
		station    bool // the carrier is 30" from the cluster, on a Medium station
	}{
		{"value 1, one fire ship sent: no lander left", 1, LowOrbit, 1, 1, 0, false},
		{"value 2, one fire ship sent: one lander left", 2, LowOrbit, 1, 1, 3, false},
		{"value 1, no fire ship: the lander lands", 1, LowOrbit, 0, 0, 3, false},
		{"default decisions, landers may land: no fire ship", 1, LowOrbit, -1, 0, 3, false},
		{"default decisions, High Orbit: the fire ship goes", 1, HighOrbit, -1, 1, 0, false},
		{"default decisions, beside a station but no sector: the fire ship goes (NearestSector lands on sectors only)", 1, LowOrbit, -1, 1, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := battleGame()
			g.Ships[0].Profile.Launch = []LaunchAsset{{Kind: BulkLanders, Also: KindsOf(FireShips), Value: tc.value}}
			g.Ships[0].Profile.Assets = ResistanceAssets
			far := g.Battle.Clusters[0].Centre.Add(plane.Vec{Y: 30})
			if tc.station {
				g.Battle.Stations = []StationSpec{{Name: "hub", Size: MediumStation, At: far, Layer: LowOrbit}}
			}
			s := readied(g)
			s.Ships[0].Layer = tc.layer
			if tc.station {
				s.Ships[0].Pos, s.Ships[2].Pos = far, far // an enemy ship to send the fire ship at
			}
			s.Ships[1].Order = MaxThrust // player 0's dropships stay aboard
			if tc.fire >= 0 {
				s.Player(0).Assets = firesAt{tc.fire, 2}
			}
			r := sim.NewStream(1, 0)
			s.launchAssets(r)
			s.launchLanders(r)
			fire := 0
			for _, w := range s.battle.assets.waves {
				if w.carrier == 0 && w.kind == FireShips {
					fire += int(w.tokens)
				}
			}
			if fire != tc.wantFire {
				t.Errorf("%d fire ships launched, want %d", fire, tc.wantFire)
			}
			if got := landed(s, 0, 0, GroundInfantry); got != tc.wantLanded {
				t.Errorf("%d Infantry landed, want %d", got, tc.wantLanded)
			}
			if s.Illegal != 0 {
				t.Errorf("%d illegal choices", s.Illegal)
			}
		})
	}
}
