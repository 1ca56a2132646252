package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// launchGame is a battle of two ships: player 0's carrier (UCM assets:
// Bombers, Fighters, Torpedoes; Resistance Fire Ships on a second
// carrier) and player 1's target, dist inches to the north, a fighter
// carrier beside it; all in Low Orbit, on Standard Orders, on the table.
func launchGame(dist float64, target Profile) (*Model, *State) {
	g := &Model{Battle: NewTakeAndHold()}
	carrier := Profile{Name: "carrier", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium,
		Launch: []LaunchAsset{{Kind: Bombers, Value: 3}, {Kind: Fighters, Value: 2}, {Kind: Torpedoes, Value: 1}}}
	fire := Profile{Name: "fire", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium, Assets: ResistanceAssets,
		Launch: []LaunchAsset{{Kind: FireShips, Value: 2}}}
	escort := Profile{Name: "escort", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium,
		Launch: []LaunchAsset{{Kind: Fighters, Value: 2}}}
	at := plane.Vec{X: 10, Y: 10}
	g.AddFleet("a", 2)
	bg := g.AddBattlegroup(0, "a-line", Line)
	g.AddGroup(bg, "carrier", carrier, 1, ShipState{Layer: LowOrbit, Pos: at})
	g.AddGroup(bg, "fire", fire, 1, ShipState{Layer: LowOrbit, Pos: at})
	g.AddFleet("b", 2)
	bg = g.AddBattlegroup(1, "b-line", Line)
	g.AddGroup(bg, "target", target, 1, ShipState{Layer: LowOrbit, Pos: at.Add(plane.Vec{Y: dist}), Heading: 180})
	g.AddGroup(bg, "escort", escort, 1, ShipState{Layer: LowOrbit, Pos: at.Add(plane.Vec{X: 1, Y: dist}), Heading: 180})
	return g, readied(g)
}

// The ships of launchGame.
const (
	lgCarrier = iota
	lgFire
	lgTarget
	lgEscort
)

// only is an AssetDecision that launches kind k from every carrier at a
// fixed ship, and nothing else.
type only struct {
	k      LaunchKind
	target int
}

func (o only) Launch(s *State, i int, k LaunchKind, _ *sim.Stream) AssetLaunch {
	if k != o.k || !s.CanLaunchAt(i, k, o.target) {
		return NoAssetLaunch
	}
	return AssetLaunch{Target: o.target, Tokens: s.Model.Ships[i].Profile.LaunchValue(k)}
}

// spendAll is an EscortDecision that spends every escort.
type spendAll struct{}

func (spendAll) Spend(_ *State, _, escorts int, _ DamagePool, _ *sim.Stream) int { return escorts }

// TestAssetProfiles checks rows of the notes' asset table (battle notes
// §2.2, "Asset profiles") and the UCM torpedo switch.
func TestAssetProfiles(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    AssetFaction
		k    LaunchKind
		lr   LaunchRules
		want AssetProfile
	}{
		{"UCM bomber 12\"/3+/2/1", UCMAssets, Bombers, LaunchRules{}, AssetProfile{Thrust: 12, Lock: 3, Attacks: 2, Damage: 1}},
		{"UCM torpedo, faction table 9\"/2+/4/2", UCMAssets, Torpedoes, LaunchRules{}, AssetProfile{Thrust: 9, Lock: 2, Attacks: 4, Damage: 2}},
		{"UCM torpedo, worked example 9\"/2+/6/1", UCMAssets, Torpedoes, LaunchRules{UCMTorpedoExample: true}, AssetProfile{Thrust: 9, Lock: 2, Attacks: 6, Damage: 1}},
		{"PHR bomber 12\"/2+/2/1", PHRAssets, Bombers, LaunchRules{}, AssetProfile{Thrust: 12, Lock: 2, Attacks: 2, Damage: 1}},
		{"Scourge fighter 24\", +3", ScourgeAssets, Fighters, LaunchRules{}, AssetProfile{Thrust: 24, PDBonus: 3}},
		{"Resistance fighter 20\", +5", ResistanceAssets, Fighters, LaunchRules{}, AssetProfile{Thrust: 20, PDBonus: 5}},
		{"Resistance fire ship 6\"/2+/1/3, no 2× Thrust", ResistanceAssets, FireShips, LaunchRules{}, AssetProfile{Thrust: 6, Lock: 2, Attacks: 1, Damage: 3, NoDoubleThrust: true}},
		{"Shaltari torpedo 12\"/3+/3/2 Flash", ShaltariAssets, Torpedoes, LaunchRules{}, AssetProfile{Thrust: 12, Lock: 3, Attacks: 3, Damage: 2, Special: AssetFlash}},
		{"Scourge bomber 15\"/3+/2/1 Scald", ScourgeAssets, Bombers, LaunchRules{}, AssetProfile{Thrust: 15, Lock: 3, Attacks: 2, Damage: 1, Special: AssetScald}},
		{"Scourge torpedo 9\"/3+/3/2 Corruptor", ScourgeAssets, Torpedoes, LaunchRules{}, AssetProfile{Thrust: 9, Lock: 3, Attacks: 3, Damage: 2, Special: AssetCorruptor}},
		{"landers have no asset profile", UCMAssets, Dropships, LaunchRules{}, AssetProfile{}},
	} {
		if got := AssetProfileOf(tc.f, tc.k, tc.lr); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestManoeuvre (battle notes §2.2, "Manoeuvre (shaking off)"; U-L3): by
// default 5+ removes an asset, a torpedo is removed on 6 and delayed on 5;
// under the experimental rule only Bombers and Fire Ships roll.
func TestManoeuvre(t *testing.T) {
	for _, tc := range []struct {
		name string
		k    LaunchKind
		exp  bool
		want [7]ManoeuvreOutcome // by die, 1-6
	}{
		{"R17 bombers", Bombers, false, [7]ManoeuvreOutcome{5: ManoeuvreShakenOff, 6: ManoeuvreShakenOff}},
		{"R17 fighters", Fighters, false, [7]ManoeuvreOutcome{5: ManoeuvreShakenOff, 6: ManoeuvreShakenOff}},
		{"R17 torpedoes", Torpedoes, false, [7]ManoeuvreOutcome{5: ManoeuvreDelayed, 6: ManoeuvreShakenOff}},
		{"experimental fire ships", FireShips, true, [7]ManoeuvreOutcome{5: ManoeuvreShakenOff, 6: ManoeuvreShakenOff}},
		{"experimental torpedoes unaffected", Torpedoes, true, [7]ManoeuvreOutcome{}},
		{"experimental fighters unaffected", Fighters, true, [7]ManoeuvreOutcome{}},
	} {
		for d := 1; d <= 6; d++ {
			if got := Manoeuvre(tc.k, d, tc.exp); got != tc.want[d] {
				t.Errorf("%s, a %d: %v, want %v", tc.name, d, got, tc.want[d])
			}
		}
	}
}

// TestTimeToTarget (battle notes §2.2, Procedure 3, "Who may launch",
// Layers; U-L2, U-L5): within Thrust the tokens strike in this Roundup,
// within 2× Thrust at the end of the target's next activation, torpedoes
// always then; Fire Ships may not use 2× Thrust; bombers only at enemies;
// no target in the Atmosphere; no launch after Max Thrust or from the
// Atmosphere (unless U-L5's alternative); launching spikes the carrier.
func TestTimeToTarget(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium}
	for _, tc := range []struct {
		name    string
		dist    float64
		k       LaunchKind
		carrier int
		target  int
		set     func(s *State)
		placed  bool
		later   bool // strikes at the end of the target's activation
	}{
		{"bombers within Thrust (12\")", 11, Bombers, lgCarrier, lgTarget, nil, true, false},
		{"bombers within 2× Thrust", 23, Bombers, lgCarrier, lgTarget, nil, true, true},
		{"bombers beyond 2× Thrust", 25, Bombers, lgCarrier, lgTarget, nil, false, false},
		{"bombers at a friendly ship", 5, Bombers, lgCarrier, lgFire, nil, false, false},
		{"torpedoes within Thrust wait all the same", 5, Torpedoes, lgCarrier, lgTarget, nil, true, true},
		{"torpedoes within 2× Thrust (U-L2 default)", 17, Torpedoes, lgCarrier, lgTarget, nil, true, true},
		{"torpedoes within Thrust only (U-L2 alternative)", 17, Torpedoes, lgCarrier, lgTarget,
			func(s *State) { s.Model.Rules.Launch.TorpedoThrustOnly = true }, false, false},
		{"fire ships within Thrust (6\")", 5, FireShips, lgFire, lgTarget, nil, true, false},
		{"fire ships may not double Thrust", 8, FireShips, lgFire, lgTarget, nil, false, false},
		{"fighters escort a friendly ship", 5, Fighters, lgCarrier, lgFire, nil, true, false},
		{"target in the Atmosphere", 5, Bombers, lgCarrier, lgTarget, func(s *State) { s.Ships[lgTarget].Layer = Atmosphere }, false, false},
		{"carrier after Max Thrust", 5, Bombers, lgCarrier, lgTarget, func(s *State) { s.Ships[lgCarrier].Order = MaxThrust }, false, false},
		{"carrier in the Atmosphere (U-L5 default)", 5, Bombers, lgCarrier, lgTarget, func(s *State) { s.Ships[lgCarrier].Layer = Atmosphere }, false, false},
		{"carrier in the Atmosphere (U-L5 alternative)", 5, Bombers, lgCarrier, lgTarget, func(s *State) {
			s.Ships[lgCarrier].Layer = Atmosphere
			s.Model.Rules.Launch.AtmosphereLaunch = true
		}, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, s := launchGame(tc.dist, tp)
			if tc.set != nil {
				tc.set(s)
			}
			s.Player(0).Assets = only{tc.k, tc.target}
			s.Player(1).Assets = only{Dropships, -1} // launches nothing
			s.launchAssets(sim.NewStream(1, 0))
			w := s.battle.assets.waves
			if placed := len(w) == 1 && int(w[0].target) == tc.target && int(w[0].carrier) == tc.carrier; placed != tc.placed {
				t.Fatalf("placed %v (%+v), want %v", placed, w, tc.placed)
			}
			if !tc.placed {
				return
			}
			if w[0].atActivation != tc.later {
				t.Errorf("strikes at the target's activation %v, want %v", w[0].atActivation, tc.later)
			}
			if s.Ships[tc.carrier].Spike != MinorSpike {
				t.Errorf("carrier's spike %v, want a Minor Spike for launching", s.Ships[tc.carrier].Spike)
			}
		})
	}
}

// exactPooledDamage is the exact mean Hull damage of n tokens of profile a
// rolled as one attack against a ship with pd Point Defence dice and
// Armour armour (no passive save), its Point Defence cancelling the points
// that leave the least expected damage (FewestHullLost).
func exactPooledDamage(a AssetProfile, n, pd, armour int) float64 {
	return exactPool(a, n, pd, armour, func(nd, cd, succ int, pass float64) float64 {
		return fewestLeft(nd, cd, succ, 0, pass)
	})
}

// fewestLeft is the least expected damage left of nd normal points
// (passing their save with pass) and cd critical points (no save) once
// succ Point Defence successes are spent on them, over every use of the
// successes: a normal point costs extra + 1 successes, a critical one
// extra + 2 (extra 1 for Swarmer).
func fewestLeft(nd, cd, succ, extra int, pass float64) float64 {
	best := -1.0
	for xc := 0; xc <= min(cd, succ/(extra+2)); xc++ {
		xn := min(nd, (succ-(extra+2)*xc)/(extra+1))
		if v := float64(nd-xn)*pass + float64(cd-xc); best < 0 || v < best {
			best = v
		}
	}
	return best
}

// exactPool is the exact mean of loss over the dice of n tokens of
// profile a rolled as one attack against pd Point Defence dice (5+):
// loss is given the normal and critical points rolled, the Point Defence
// successes and the chance a normal point gets through Armour armour.
func exactPool(a AssetProfile, n, pd, armour int, loss func(nd, cd, succ int, pass float64) float64) float64 {
	dice := n * a.Attacks
	pCrit := float64(7-min(7, a.Lock+2)) / 6
	pNormal := float64(7-a.Lock)/6 - pCrit
	pass := 1 - saveChance(armour)
	m := 0.0
	for c := 0; c <= dice; c++ {
		for h := 0; c+h <= dice; h++ {
			p := multinomial(dice, c, h) * pow(pCrit, c) * pow(pNormal, h) * pow(1-pCrit-pNormal, dice-c-h)
			for succ, ps := range binomial(pd, 1.0/3) {
				m += p * ps * loss(h*a.Damage, c*a.Damage, succ, pass)
			}
		}
	}
	return m
}

// TestPooledBombers (battle notes §2.2, Bombers, Fire Ships and Fighters;
// rules notes §2 Point Defence): every bomber on a target rolls as one
// attack against one Point Defence roll; escort fighters spent add their
// bonus dice (UCM +3 each); each enemy fighter on the ship first removes
// one escort; fire ships are a pool of their own. The Monte Carlo mean
// Hull damage matches the exact one enumerated over the dice.
func TestPooledBombers(t *testing.T) {
	const pd, armour = 2, 4
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 60, Armour: armour, PD: pd, Tonnage: Medium}
	bomber := AssetProfileOf(UCMAssets, Bombers, LaunchRules{})
	fireShip := AssetProfileOf(ResistanceAssets, FireShips, LaunchRules{})
	for k, tc := range []struct {
		name        string
		k           LaunchKind
		escorts     int
		intercept   bool
		exact       float64
		separatePDs float64 // the mean were each carrier's wave its own attack: must differ
	}{
		{"3 bombers, one PD roll", Bombers, 0, false, exactPooledDamage(bomber, 3, pd, armour), 0},
		{"3 bombers against 2 escorts spent", Bombers, 2, false, exactPooledDamage(bomber, 3, pd+2*3, armour), 0},
		{"3 bombers, 2 escorts, 2 interceptors", Bombers, 2, true, exactPooledDamage(bomber, 3, pd, armour), 0},
		{"2 fire ships, one PD roll", FireShips, 0, false, exactPooledDamage(fireShip, 2, pd, armour), 2 * exactPooledDamage(fireShip, 1, pd, armour)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.separatePDs > 0 && math.Abs(tc.separatePDs-tc.exact) < 0.05 {
				t.Fatalf("pooled %v and separate %v too close to tell apart", tc.exact, tc.separatePDs)
			}
			_, s := launchGame(5, tp)
			s.Player(1).Escort = spendAll{}
			r := sim.NewStream(160+uint64(k), 0)
			const n = 100_000
			var sum, sum2 float64
			for range n {
				s.Reset()
				s.Turn = 1
				for i := range s.Ships {
					s.Ships[i].Order = Standard
				}
				l := &s.battle.assets
				l.waves = append(l.waves, wave{carrier: lgCarrier, target: lgTarget, tokens: 3, kind: tc.k, owner: 0, turn: 1})
				if tc.k == FireShips {
					l.waves[0].carrier, l.waves[0].tokens = lgFire, 2
				}
				if tc.escorts > 0 {
					l.waves = append(l.waves, wave{carrier: lgEscort, target: lgTarget, tokens: int16(tc.escorts), kind: Fighters, owner: 1, turn: 1})
				}
				if tc.intercept {
					l.waves = append(l.waves, wave{carrier: lgCarrier, target: lgTarget, tokens: 2, kind: Fighters, owner: 0, turn: 1})
				}
				s.resolveAssets(r)
				d := float64(tp.Hull - int(s.Ships[lgTarget].Hull))
				sum += d
				sum2 += d * d
			}
			mean := sum / n
			simtest.Mean(t, "mean Hull damage", mean, math.Sqrt(sum2/n-mean*mean), n, tc.exact)
		})
	}
}

// TestTorpedoes (battle notes §2.2, Torpedoes, Manoeuvre): a torpedo
// never strikes in the Roundup; it strikes at the end of its target's
// next activation, Point Defence having no effect (the exact mean of a
// UCM torpedo, 2+/4/2, against Armour 4+: 4 × (4/6 × 2 × 1/2 + 2/6 × 2));
// a Course Change shakes it off on 6 and delays it on 5.
func TestTorpedoes(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 60, Armour: 4, PD: 30, Tonnage: Medium}
	_, s := launchGame(5, tp)
	s.Player(0).Assets = only{Torpedoes, lgTarget}
	r := sim.NewStream(3, 0)
	s.launchAssets(r)
	s.resolveAssets(r)
	if s.Ships[lgTarget].Hull != 60 || len(s.battle.assets.waves) != 1 {
		t.Fatalf("after the Roundup: Hull %d, %d waves; want 60 and the torpedo waiting", s.Ships[lgTarget].Hull, len(s.battle.assets.waves))
	}
	act := &Activation{Ships: []ShipOrder{{Ship: lgTarget}}}
	s.assetsAfterActivation(act, r)
	if len(s.battle.assets.waves) != 1 {
		t.Fatalf("struck at an activation of the turn it was launched")
	}
	exact := 4 * (4.0/6*2*0.5 + 2.0/6*2)
	const n = 100_000
	var sum, sum2 float64
	delayed := 0
	for j := range n {
		s.Reset()
		s.Turn = 2
		s.battle.assets.waves = append(s.battle.assets.waves, wave{carrier: lgCarrier, target: lgTarget, tokens: 1, kind: Torpedoes, owner: 0, turn: 1, atActivation: true})
		s.Ships[lgTarget].Order = Standard
		if j%2 == 1 {
			s.Ships[lgTarget].Order = CourseChange
		}
		s.assetsAfterActivation(act, r)
		if j%2 == 0 {
			d := float64(60 - int(s.Ships[lgTarget].Hull))
			sum += d
			sum2 += d * d
			continue
		}
		if len(s.battle.assets.waves) == 1 {
			delayed++
		}
	}
	mean := sum / (n / 2)
	simtest.Mean(t, "mean Hull damage", mean, math.Sqrt(sum2/(n/2)-mean*mean), n/2, exact)
	simtest.Mean(t, "share delayed", float64(delayed)/(n/2), math.Sqrt(1.0/6*5/6), n/2, 1.0/6)
}

// TestFightersExpire (battle notes §2.2, §2.6): unspent fighters are
// removed at the next Roundup; a destroyed ship takes its assets with it.
func TestFightersExpire(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium}
	_, s := launchGame(5, tp)
	l := &s.battle.assets
	l.waves = append(l.waves, wave{carrier: lgEscort, target: lgTarget, tokens: 2, kind: Fighters, owner: 1, turn: 1},
		wave{carrier: lgCarrier, target: lgEscort, tokens: 3, kind: Bombers, owner: 0, turn: 1, atActivation: true})
	s.Turn = 2
	s.Ships[lgEscort].Hull = 0
	s.expireFighters()
	if len(l.waves) != 0 {
		t.Errorf("waves left %+v, want none", l.waves)
	}
}

// every is an AssetDecision that launches every token at ship target
// (fighters of player p at fighters[p]).
type every struct{ target, fighters [Players]int }

func (e every) Launch(s *State, i int, k LaunchKind, _ *sim.Stream) AssetLaunch {
	p := s.Model.Ships[i].Fleet % Players
	t := e.target[p]
	if k == Fighters {
		t = e.fighters[p]
	}
	return AssetLaunch{Target: t, Tokens: s.Model.Ships[i].Profile.LaunchValue(k)}
}

// TestLaunchOrder (battle notes §2.2, Procedure 1-2; U-L1): types go
// strictly Torpedoes → Bombers & Fire Ships → Fighters, a group of the
// lower initiative first within a type; a group launches once per type,
// or, under U-L1's alternative, once a turn.
func TestLaunchOrder(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium}
	rank := map[LaunchKind]int{Torpedoes: 0, Bombers: 1, FireShips: 1, Fighters: 2}
	for _, tc := range []struct {
		name        string
		oncePerTurn bool
		want        []LaunchKind
		owners      []int8
	}{
		{"once per type", false, []LaunchKind{Torpedoes, Bombers, FireShips, Fighters, Fighters}, []int8{0, 0, 0, 1, 0}},
		{"once per turn", true, []LaunchKind{Torpedoes, FireShips, Fighters}, []int8{0, 0, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, s := launchGame(5, tp)
			s.Model.Rules.Launch.OncePerTurn = tc.oncePerTurn
			s.battle.initiative = 0 // player 1 has the lower initiative: it picks first
			d := every{target: [Players]int{lgTarget, lgCarrier}, fighters: [Players]int{lgTarget, lgTarget}}
			s.Player(0).Assets, s.Player(1).Assets = d, d
			s.launchAssets(sim.NewStream(1, 0))
			w := s.battle.assets.waves
			if len(w) != len(tc.want) {
				t.Fatalf("%d waves %+v, want %d", len(w), w, len(tc.want))
			}
			for j := range w {
				if w[j].kind != tc.want[j] || w[j].owner != tc.owners[j] {
					t.Errorf("wave %d: %v of player %d, want %v of %d", j, w[j].kind, w[j].owner, tc.want[j], tc.owners[j])
				}
				if j > 0 && rank[w[j].kind] < rank[w[j-1].kind] {
					t.Errorf("wave %d (%v) after %v", j, w[j].kind, w[j-1].kind)
				}
			}
		})
	}
}

// TestDefaultLaunchChoices (battle notes §2.2; default_launch.go): bombers
// go at the nearest enemy, one within their Thrust first; fighters escort
// the friendly ship carrying enemy bombers, else intercept where their own
// bombers face escorts, else stay aboard; escorts are spent until their
// dice are expected to cancel the attack.
func TestDefaultLaunchChoices(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, PD: 2, Tonnage: Medium}
	_, s := launchGame(5, tp)
	r := sim.NewStream(1, 0)
	if a := (NearestAssetTarget{}).Launch(s, lgCarrier, Bombers, r); a != (AssetLaunch{Target: lgTarget, Tokens: 3}) {
		t.Errorf("bombers: %+v, want all 3 at the nearest enemy", a)
	}
	if a := (NearestAssetTarget{}).Launch(s, lgEscort, Fighters, r); a != NoAssetLaunch {
		t.Errorf("fighters with nothing to do: %+v, want none (no spike for nothing)", a)
	}
	l := &s.battle.assets
	l.waves = append(l.waves, wave{carrier: lgCarrier, target: lgTarget, tokens: 3, kind: Bombers, owner: 0, turn: 1})
	if a := (NearestAssetTarget{}).Launch(s, lgEscort, Fighters, r); a != (AssetLaunch{Target: lgTarget, Tokens: 2}) {
		t.Errorf("fighters against bombers: %+v, want an escort of the bombed ship", a)
	}
	l.waves = append(l.waves, wave{carrier: lgEscort, target: lgTarget, tokens: 2, kind: Fighters, owner: 1, turn: 1})
	if a := (NearestAssetTarget{}).Launch(s, lgCarrier, Fighters, r); a != (AssetLaunch{Target: lgTarget, Tokens: 2}) {
		t.Errorf("fighters where own bombers face escorts: %+v, want them to intercept", a)
	}
	for _, tc := range []struct {
		name    string
		pool    DamagePool
		escorts int
		want    int
	}{
		{"PD 2 covers nothing of 3 points: 7 dice more, 3 escorts", DamagePool{NormalDamage: 3}, 5, 3},
		{"a critical takes 2 successes: 6 dice, 4 more, 2 escorts", DamagePool{CriticalDamage: 1}, 5, 2},
		{"no more than there are", DamagePool{NormalDamage: 9}, 2, 2},
		{"PD alone expected to do: none", DamagePool{}, 2, 0},
	} {
		if got := (EnoughEscorts{}).Spend(s, lgTarget, tc.escorts, tc.pool, r); got != tc.want {
			t.Errorf("%s: spends %d, want %d", tc.name, got, tc.want)
		}
	}
}
