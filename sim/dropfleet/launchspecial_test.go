package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// moments accumulates observations for a mean and its standard deviation.
type moments struct{ n, sum, sum2 float64 }

func (m *moments) add(x float64) {
	m.n++
	m.sum += x
	m.sum2 += x * x
}

// check fails t unless the mean is within simtest's interval of exact.
func (m *moments) check(t *testing.T, what string, exact float64) {
	t.Helper()
	mean := m.sum / m.n
	simtest.Mean(t, what, mean, math.Sqrt(max(0, m.sum2/m.n-mean*mean)), int64(m.n), exact)
}

// readied returns a fresh state of g with every battlegroup on the table
// and every ship on Standard Orders in turn 1, as launchGame's.
func readied(g *Model) *State {
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	for i := range s.Ships {
		s.Ships[i].Order = Standard
	}
	s.Turn = 1
	return s
}

// factionGame is launchGame with the carrier's tokens of faction f.
func factionGame(target Profile, f AssetFaction) (*Model, *State) {
	g, _ := launchGame(5, target)
	g.Ships[lgCarrier].Profile.Assets = f
	return g, readied(g)
}

// TestAssetSpecials (battle notes §2.2, "Asset profiles"; rules notes §2,
// Scald, Corruptor and Flash): Scourge bombers' Scald makes the target's
// Armour one worse (the exact pooled mean at Armour 5+ instead of 4+);
// a Shaltari torpedo's Flash spikes the target when it hits (1 − (2/6)³
// for three dice at 3+), twice at 3 or more damage; a Scourge torpedo's
// Corruptor gives a token for each critical that does damage: every
// critical (3 × 2/6) without a passive save, 3/4 of them against a 4+
// passive save (a critical's two points both saved one time in four).
// The Monte Carlo means on a fixed seed match the exact ones within the
// interval simtest derives from their standard errors.
func TestAssetSpecials(t *testing.T) {
	bomber := AssetProfileOf(ScourgeAssets, Bombers, LaunchRules{})
	for k, tc := range []struct {
		name            string
		f               AssetFaction
		kind            LaunchKind
		tokens          int
		pd, armour, pas int
		damage          float64 // exact mean Hull damage
		corruptor       float64 // exact mean Corruptor tokens
		spiked          float64 // exact P(the target gains a spike)
	}{
		{"Scourge bombers, Scald: Armour 4+ saves as 5+", ScourgeAssets, Bombers, 3, 2, 4, 0, exactPooledDamage(bomber, 3, 2, 5), 0, 0},
		{"UCM bombers, no Scald: Armour 4+", UCMAssets, Bombers, 3, 2, 4, 0, exactPooledDamage(AssetProfileOf(UCMAssets, Bombers, LaunchRules{}), 3, 2, 4), 0, 0},
		{"Shaltari torpedo, Flash", ShaltariAssets, Torpedoes, 1, 0, 4, 0, 3 * (2.0/6*2*0.5 + 2.0/6*2), 0, 1 - math.Pow(2.0/6, 3)},
		{"Scourge torpedo, Corruptor, no passive save", ScourgeAssets, Torpedoes, 1, 0, 4, 0, 3 * (2.0/6*2*0.5 + 2.0/6*2), 3 * 2.0 / 6, 0},
		{"Scourge torpedo, Corruptor, passive 4+", ScourgeAssets, Torpedoes, 1, 0, 4, 4, 3 * (2.0/6*2*0.5 + 2.0/6*2*0.5), 3 * 2.0 / 6 * 3 / 4, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 60, Armour: tc.armour, Passive: tc.pas, PD: tc.pd, Tonnage: Medium}
			_, s := factionGame(tp, tc.f)
			act := &Activation{Ships: []ShipOrder{{Ship: lgTarget}}}
			r := sim.NewStream(300+uint64(k), 0)
			const n = 100_000
			var damage, tokens moments
			var spiked int64
			for range n {
				s.Reset()
				s.Turn = 2
				for i := range s.Ships {
					s.Ships[i].Order = Standard
				}
				w := wave{carrier: lgCarrier, target: lgTarget, tokens: int16(tc.tokens), kind: tc.kind, owner: 0, turn: 1}
				if tc.kind == Torpedoes {
					w.atActivation = true
				}
				s.battle.assets.waves = append(s.battle.assets.waves, w)
				if tc.kind == Torpedoes {
					s.assetsAfterActivation(act, r)
				} else {
					s.resolveAssets(r)
				}
				damage.add(float64(tp.Hull - int(s.Ships[lgTarget].Hull)))
				tokens.add(float64(s.CorruptorTokens(lgTarget)))
				if s.Ships[lgTarget].Spike != NoSpike {
					spiked++
				}
			}
			damage.check(t, "mean Hull damage", tc.damage)
			tokens.check(t, "mean Corruptor tokens", tc.corruptor)
			simtest.Proportion(t, "target spiked", spiked, n, tc.spiked)
		})
	}
}

// TestFlashSpikes (rules notes §2, Flash): a Flash attack that hits gives
// one Minor Spike, and a second (a Major Spike) when it did 3 or more
// damage; a miss gives none.
func TestFlashSpikes(t *testing.T) {
	for _, tc := range []struct {
		name string
		left int
		hit  bool
		want Spike
	}{
		{"a miss", 0, false, NoSpike},
		{"a hit all saved", 0, true, MinorSpike},
		{"2 damage", 2, true, MinorSpike},
		{"3 damage", 3, true, MajorSpike},
	} {
		_, s := factionGame(Profile{Name: "target", Hull: 10, Tonnage: Medium}, ShaltariAssets)
		s.afterAttack(lgTarget, lgTarget, false, tc.hit, 0, tc.left)
		if got := s.Ships[lgTarget].Spike; got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCorruptorDamageControl (battle notes §2.3 steps 1-3): at the start
// of Damage Control each Corruptor token deals 1 damage, no saves; then
// each is a repairable effect: a 1 deals 1 more and it stays, 4-6 remove
// it. With 2 tokens: 2 + 2/6 damage and 2 × 3/6 tokens left on average;
// with one token and a Fire: 1 + 1 + 1/6 + 1/6 damage.
func TestCorruptorDamageControl(t *testing.T) {
	for k, tc := range []struct {
		name         string
		tokens       int8
		fire         bool
		damage, left float64
	}{
		{"2 tokens", 2, false, 2 + 2.0/6, 1},
		{"1 token and a Fire", 1, true, 2 + 2.0/6, 0.5},
		{"no token", 0, false, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 60, Armour: 4, Tonnage: Medium}
			_, s := factionGame(tp, ScourgeAssets)
			r := sim.NewStream(400+uint64(k), 0)
			const n = 60_000
			var damage, left moments
			for range n {
				s.Reset()
				s.battle.assets.corruptor[lgTarget] = tc.tokens
				if tc.fire {
					s.Ships[lgTarget].Cripples |= CrippleFire
				}
				s.damageControl(r)
				damage.add(float64(tp.Hull - int(s.Ships[lgTarget].Hull)))
				left.add(float64(s.CorruptorTokens(lgTarget)))
			}
			damage.check(t, "mean damage", tc.damage)
			left.check(t, "mean tokens left", tc.left)
		})
	}
}

// TestLimitedLaunches (battle notes §2.2, "Limited (X) caps launches per
// game"): a ship launches a Limited kind at most X times a game, each
// launch counting once however many tokens it places; an unlimited kind
// launches every Roundup; Limited landers stop landing likewise; a reset
// trial starts the count again.
func TestLimitedLaunches(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 60, Armour: 4, Tonnage: Medium}
	for _, tc := range []struct {
		name    string
		limited int
		want    []int // launches left after each Roundup (-1: not Limited)
		waves   int   // bomber waves placed over the Roundups
	}{
		{"Limited (1)", 1, []int{0, 0, 0}, 1},
		{"Limited (2)", 2, []int{1, 0, 0}, 2},
		{"not Limited", 0, []int{-1, -1, -1}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := launchGame(5, tp)
			g.Ships[lgCarrier].Profile.Launch = []LaunchAsset{{Kind: Bombers, Value: 3, Limited: tc.limited}}
			s := readied(g)
			s.Player(0).Assets = only{Bombers, lgTarget}
			s.Player(1).Assets = only{Dropships, -1}
			r := sim.NewStream(1, 0)
			for pass := range 2 {
				placed := 0
				for turn := 1; turn <= len(tc.want); turn++ {
					s.Turn = turn
					s.launchAssets(r)
					placed += len(s.battle.assets.waves)
					s.battle.assets.waves = s.battle.assets.waves[:0]
					if got := s.LaunchesLeft(lgCarrier, Bombers); got != tc.want[turn-1] {
						t.Errorf("pass %d, turn %d: %d launches left, want %d", pass, turn, got, tc.want[turn-1])
					}
				}
				if placed != tc.waves {
					t.Errorf("pass %d: %d waves, want %d", pass, placed, tc.waves)
				}
				s.Reset()
				for i := range s.Ships {
					s.Ships[i].Order = Standard
				}
			}
		})
	}
	g, _ := battleGame()
	for i := range g.Ships {
		g.Ships[i].Profile.Launch = []LaunchAsset{{Kind: g.Ships[i].Profile.Launch[0].Kind, Value: g.Ships[i].Profile.Launch[0].Value, Limited: 1}}
	}
	s := readied(g)
	r := sim.NewStream(1, 0)
	s.launchLanders(r)
	s.launchLanders(r)
	infantry := 0
	for k := range s.battle.clusters[0].Sectors {
		infantry += s.battle.clusters[0].Sectors[k].Tokens[0][GroundInfantry]
	}
	if infantry != 3 {
		t.Errorf("a Limited (1) Bulk Lander launched twice landed %d Infantry, want 3 (one launch)", infantry)
	}
}

// TestFightersAgainstCloseAction (battle notes §2.2, Fighters: spent
// "against one attack from launch assets or Close Action weapons ...
// +PD bonus dice per token"; rules notes §2, Point Defence): escort
// fighters add their bonus dice to the Point Defence against a Close
// Action weapon (UCM +3 a token), the exact mean of the attack at the
// ship's PD plus 3 a fighter spent; not against a Beam (no Point Defence)
// nor a weapon that is not Close Action.
func TestFightersAgainstCloseAction(t *testing.T) {
	const pd, armour = 2, 4
	ca := AssetProfile{Lock: 3, Attacks: 6, Damage: 1}
	for k, tc := range []struct {
		name       string
		weapon     Weapon
		escorts    int
		exact      float64
		escortLeft int
	}{
		{"Close Action, no escort", Weapon{Name: "ca", Lock: 3, Attacks: Fixed(6), Damage: Fixed(1), CloseAction: true}, 0, exactPooledDamage(ca, 1, pd, armour), 0},
		{"Close Action, 2 escorts spent", Weapon{Name: "ca", Lock: 3, Attacks: Fixed(6), Damage: Fixed(1), CloseAction: true}, 2, exactPooledDamage(ca, 1, pd+2*3, armour), 0},
		{"Beam: no Point Defence, escorts kept", Weapon{Name: "beam", Lock: 3, Attacks: Fixed(6), Damage: Fixed(1), CloseAction: true, Beam: true}, 2, exactPooledDamage(ca, 1, 0, armour), 2},
		{"not Close Action: escorts kept", Weapon{Name: "gun", Lock: 3, Attacks: Fixed(6), Damage: Fixed(1)}, 2, exactPooledDamage(ca, 1, 0, armour), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 60, Armour: armour, PD: pd, Tonnage: Medium}
			_, s := launchGame(5, tp)
			s.Player(1).Escort = spendAll{}
			r := sim.NewStream(500+uint64(k), 0)
			const n = 100_000
			var damage moments
			for range n {
				s.Reset()
				s.Turn = 2
				if tc.escorts > 0 {
					s.battle.assets.waves = append(s.battle.assets.waves, wave{carrier: lgEscort, target: lgTarget, tokens: int16(tc.escorts), kind: Fighters, owner: 1, turn: 1})
				}
				s.Fire(lgCarrier, &tc.weapon, lgTarget, false, r)
				damage.add(float64(tp.Hull - int(s.Ships[lgTarget].Hull)))
			}
			if got := s.escorts(lgTarget); got != tc.escortLeft {
				t.Errorf("escorts left after the last attack %d, want %d", got, tc.escortLeft)
			}
			damage.check(t, "mean Hull damage", tc.exact)
		})
	}
}

// TestFightersEscortAgainstCloseAction (battle notes §2.2, Fighters;
// default_launch.go): with no bombers to meet, fighters escort the
// friendly ship facing the most enemy Close Action dice next turn (within
// the enemy's Scan and Thrust); a Beam (no Point Defence) or a weapon
// that is not Close Action is no threat they can meet, and then they stay
// aboard.
func TestFightersEscortAgainstCloseAction(t *testing.T) {
	for _, tc := range []struct {
		name   string
		weapon Weapon
		dist   float64
		want   int
		threat float64
	}{
		{"Close Action within Scan + Thrust", Weapon{Name: "ca", Lock: 4, Attacks: Fixed(4), Damage: Fixed(1), CloseAction: true}, 10, lgCarrier, 4},
		{"Close Action out of reach", Weapon{Name: "ca", Lock: 4, Attacks: Fixed(4), Damage: Fixed(1), CloseAction: true}, 30, -1, 0},
		{"a Beam", Weapon{Name: "beam", Lock: 4, Attacks: Fixed(4), Damage: Fixed(1), CloseAction: true, Beam: true}, 10, -1, 0},
		{"not Close Action", Weapon{Name: "gun", Lock: 4, Attacks: Fixed(4), Damage: Fixed(1)}, 10, -1, 0},
	} {
		tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium, Weapons: []Weapon{tc.weapon}}
		_, s := launchGame(tc.dist, tp)
		if got := s.CloseActionThreat(lgCarrier); got != tc.threat {
			t.Errorf("%s: threat %v, want %v", tc.name, got, tc.threat)
		}
		if got := FighterTarget(s, lgCarrier); got != tc.want {
			t.Errorf("%s: fighters to %d, want %d", tc.name, got, tc.want)
		}
	}
}
