package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// kwSquadron is a squadron of player centred at (x, y) with hull points
// hull, an anti-squadron armament of four blue dice, a battery of one blue
// die, speed 3 and the keywords words ("counter 2", "swarm").
func kwSquadron(id string, player int, x, y float64, hull int, words ...string) Unit {
	u := tableSquadron(id, player, x, y)
	u.Profile.Hull, u.Profile.AntiSquadron = hull, Dice{Blue: 4}
	for _, w := range words {
		k, v, err := ParseKeywordWord(w)
		if err != nil {
			panic(err)
		}
		u.Profile.Keywords.Add(k, v)
	}
	return u
}

// kwGame places units on a table with the default decisions.
func kwGame(units ...Unit) *State {
	s := NewState(&Model{Tool: DefaultTool(), Ruler: DefaultRuler(), Units: units})
	s.place(sim.NewStream(1, 0))
	return s
}

// engagedAt is the centre spacing of two squadrons engaged at distance 1.
const engagedAt = 2*sqR + 20

// meanOf plays trials from the state as it stands (each from a copy of
// it) and returns the mean and the standard error of what each returns.
func meanOf(s *State, trials int, seed uint64, play func(r *sim.Stream) float64) (mean, se float64) {
	start := append([]UnitState(nil), s.Units...)
	r := sim.NewStream(seed, 0)
	var sum, sum2 float64
	for range trials {
		copy(s.Units, start)
		s.Round = 1
		v := play(r)
		sum, sum2 = sum+v, sum2+v*v
	}
	n := float64(trials)
	mean = sum / n
	return mean, math.Sqrt((sum2/n - mean*mean) / n)
}

// attackMean is the mean damage an attack by attacker on defender deals
// (of is the unit whose damage is counted).
func attackMean(s *State, attacker, defender, of, trials int, seed uint64) (float64, float64) {
	return meanOf(s, trials, seed, func(r *sim.Stream) float64 {
		a := Attack{Attacker: attacker, Defender: defender, Measured: true, State: s}
		s.Resolve(&a, r)
		return float64(s.Units[of].Damage)
	})
}

// TestKeywordExactFigures: the keywords whose effect on the dice is exact
// (battle notes §5), played by Monte Carlo against the exact expectation
// with a fixed seed, within four standard errors. Four blue dice against a
// squadron deal 0.5 a die (rules notes §1: hits only); a die rerolled
// gains or loses 0.5 in expectation.
func TestKeywordExactFigures(t *testing.T) {
	const trials = 100_000
	for _, tc := range []struct {
		name    string
		units   []Unit
		of      int // unit whose damage is counted
		command bool
		want    float64
	}{
		// Swarm: "Attacking a squadron that is engaged with another
		// squadron: reroll 1 die": the first die not a hit, when any:
		// 2 + 0.5 × (1 − 1/16).
		{"§5 Swarm, defender engaged with another", []Unit{kwSquadron("tie", 0, 0, 0, 5, "swarm"), kwSquadron("x", 1, 0, engagedAt, 40),
			kwSquadron("tie2", 0, 0, 2*engagedAt, 5)}, 1, false, 2 + 0.5*15.0/16},
		{"§5 Swarm, defender engaged with the attacker only", []Unit{kwSquadron("tie", 0, 0, 0, 5, "swarm"), kwSquadron("x", 1, 0, engagedAt, 40)}, 1, false, 2},
		// Counter X: "attack it back with X blue dice, even if you were
		// destroyed": 2 blue dice, 1.0 damage, whether the attack
		// destroys the defender (hull 1) or not.
		{"§5 Counter 2", []Unit{kwSquadron("tie", 0, 0, 0, 40), kwSquadron("x", 1, 0, engagedAt, 40, "counter 2")}, 0, false, 1},
		{"§5 Counter 2, the defender destroyed", []Unit{kwSquadron("tie", 0, 0, 0, 40), kwSquadron("x", 1, 0, engagedAt, 1, "counter 2")}, 0, false, 1},
		// Dodge X: "choose X attack dice to be rerolled": a hit, when
		// any: 2 − 0.5 × 15/16.
		{"§5 Dodge 1", []Unit{kwSquadron("tie", 0, 0, 0, 5), kwSquadron("x", 1, 0, engagedAt, 40, "dodge 1")}, 1, false, 2 - 0.5*15.0/16},
		// Screen: Dodge 1 for each other friendly non-Screen squadron the
		// attacker is engaged with: two here, so up to two hits rerolled:
		// 2 − 0.5 × E[min(hits, 2)] = 2 − 0.5 × 26/16.
		{"§5 Screen with two screeners", []Unit{kwSquadron("tie", 0, 0, 0, 5), kwSquadron("x", 1, 0, engagedAt, 40, "screen"),
			kwSquadron("y", 1, engagedAt, 0, 5), kwSquadron("z", 1, -engagedAt, 0, 5)}, 1, false, 2 - 0.5*26.0/16},
		{"§5 Screen, the screeners Screen too", []Unit{kwSquadron("tie", 0, 0, 0, 5), kwSquadron("x", 1, 0, engagedAt, 40, "screen"),
			kwSquadron("y", 1, engagedAt, 0, 5, "screen")}, 1, false, 2},
		// Adept X: "reroll up to X dice": min(non-hits, 2) dice rerolled:
		// 2 + 0.5 × 26/16.
		{"§5 Adept 2", []Unit{kwSquadron("tie", 0, 0, 0, 5, "adept 2"), kwSquadron("x", 1, 0, engagedAt, 40)}, 1, false, 2 + 0.5*26.0/16},
		// AI: Anti-Squadron X: "When activated by a squadron command ...
		// add X dice of colours already in the pool": a fifth blue die.
		{"§5 AI: Anti-Squadron 1, activated by a command", []Unit{kwSquadron("tie", 0, 0, 0, 5, "ai-anti-squadron 1"), kwSquadron("x", 1, 0, engagedAt, 40)}, 1, true, 2.5},
		{"§5 AI: Anti-Squadron 1, in the Squadron Phase", []Unit{kwSquadron("tie", 0, 0, 0, 5, "ai-anti-squadron 1"), kwSquadron("x", 1, 0, engagedAt, 40)}, 1, false, 2},
		{"§5 AI: Battery 1 against a squadron", []Unit{kwSquadron("tie", 0, 0, 0, 5, "ai-battery 1"), kwSquadron("x", 1, 0, engagedAt, 40)}, 1, true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := kwGame(tc.units...)
			if tc.command {
				s.kw.commanded = 0
			}
			mean, se := attackMean(s, 0, 1, tc.of, trials, 7)
			if math.Abs(mean-tc.want) > 4*se+1e-9 {
				t.Errorf("mean damage %.4f ± %.4f, exact %.4f", mean, se, tc.want)
			}
		})
	}
}

// TestSnipe: "Snipe X: May attack squadrons at distance 2 with X blue
// dice; ignores Counter" (battle notes §5): a Snipe 2 squadron with no
// target at distance 1 attacks one at distance 2 with two blue dice (1.0
// damage exactly), and the defender's Counter does not answer; a squadron
// without Snipe does not attack at all.
func TestSnipe(t *testing.T) {
	far := 2*sqR + 100 // distance 2, beyond distance 1
	for _, tc := range []struct {
		name  string
		words []string
		want  float64
	}{
		{"§5 Snipe 2", []string{"snipe 2"}, 1},
		{"§5 no Snipe", nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := kwGame(kwSquadron("sniper", 0, 0, 0, 40, tc.words...), kwSquadron("x", 1, 0, far, 40, "counter 3"))
			hold := testSquadrons{prey: TargetNearest, hold: true}
			s.players[0].Prey, s.players[0].SquadronMoves = hold, hold
			countered := false
			mean, se := meanOf(s, 50_000, 3, func(r *sim.Stream) float64 {
				s.activateSquadron(0, false, r)
				countered = countered || s.Units[0].Damage > 0
				return float64(s.Units[1].Damage)
			})
			if math.Abs(mean-tc.want) > 4*se+1e-9 {
				t.Errorf("mean damage %.4f ± %.4f, exact %.4f", mean, se, tc.want)
			}
			if countered {
				t.Error("the defender's Counter answered a Snipe attack")
			}
		})
	}
}

// TestEngagementKeywords: Heavy, Grit, Intel and Escort change what
// engagement does (battle notes §5; engagement, rules notes §7): whether
// the squadron must attack squadrons, whether it may move, whether an
// Escort limits its squadron targets.
func TestEngagementKeywords(t *testing.T) {
	at := func(id string, p int, x, y float64, words ...string) Unit {
		return kwSquadron(id, p, x, y, 5, words...)
	}
	for _, tc := range []struct {
		name   string
		target []string // the keywords of the squadron asked about, at the origin
		others []Unit
		want   Engagement
	}{
		{"§5 no engager", nil, []Unit{at("e", 1, 0, 300)}, Engagement{}},
		{"§5 one engager holds", nil, []Unit{at("e", 1, engagedAt, 0)}, Engagement{Restricted: true, Pinned: true}},
		{"§5 Heavy engager holds nothing", nil, []Unit{at("e", 1, engagedAt, 0, "heavy")}, Engagement{}},
		{"§5 Grit against one", []string{"grit"}, []Unit{at("e", 1, engagedAt, 0)}, Engagement{Restricted: true}},
		{"§5 Grit against two", []string{"grit"}, []Unit{at("e", 1, engagedAt, 0), at("f", 1, -engagedAt, 0)}, Engagement{Restricted: true, Pinned: true}},
		{"§5 Grit against one and a Heavy", []string{"grit"}, []Unit{at("e", 1, engagedAt, 0), at("f", 1, -engagedAt, 0, "heavy")}, Engagement{Restricted: true}},
		{"§5 Intel at distance 1 gives Grit", nil, []Unit{at("e", 1, engagedAt, 0), at("i", 0, 0, -engagedAt, "intel")}, Engagement{Restricted: true}},
		{"§5 Intel beyond distance 1", nil, []Unit{at("e", 1, engagedAt, 0), at("i", 0, 0, -300, "intel")}, Engagement{Restricted: true, Pinned: true}},
		{"§5 Intel gives itself Grit", []string{"intel"}, []Unit{at("e", 1, engagedAt, 0)}, Engagement{Restricted: true}},
		{"§5 an enemy Intel gives none", nil, []Unit{at("e", 1, engagedAt, 0, "intel")}, Engagement{Restricted: true, Pinned: true}},
		{"§5 Escort", nil, []Unit{at("e", 1, engagedAt, 0, "escort")}, Engagement{Restricted: true, Pinned: true, Escort: true}},
		{"§5 Heavy Escort", nil, []Unit{at("e", 1, engagedAt, 0, "escort", "heavy")}, Engagement{Escort: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := kwGame(append([]Unit{at("me", 0, 0, 0, tc.target...)}, tc.others...)...)
			if got := s.Engagement(0); got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestEscortTargets: "Squadrons engaged with you can't attack non-Escort
// squadrons" (battle notes §5): engaged with an Escort and a nearer
// squadron without it, a squadron attacks the Escort.
func TestEscortTargets(t *testing.T) {
	for _, tc := range []struct {
		name          string
		escort        []string
		near, farther bool // which is attacked
	}{
		{"§5 Escort farther", []string{"escort"}, false, true},
		{"§5 no Escort: the nearest", nil, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := kwGame(kwSquadron("a", 0, 0, 0, 5), kwSquadron("near", 1, engagedAt-10, 0, 40), kwSquadron("escort", 1, -engagedAt, 0, 40, tc.escort...))
			near, farther := attackedInTrials(s, 1), attackedInTrials(s, 2)
			if near != tc.near || farther != tc.farther {
				t.Errorf("near attacked %v, farther attacked %v; want %v, %v", near, farther, tc.near, tc.farther)
			}
		})
	}
}

// attackedInTrials reports whether unit u was dealt damage in any of 200
// activations of squadron 0, each from the state as it stands.
func attackedInTrials(s *State, u int) bool {
	start := append([]UnitState(nil), s.Units...)
	r := sim.NewStream(11, 0)
	for range 200 {
		copy(s.Units, start)
		s.Units[0].ActivatedRound = 0
		s.activateSquadron(0, false, r)
		if s.Units[u].Damage > 0 {
			return true
		}
	}
	return false
}

// TestRogue: "Rogue: In the Squadron Phase may move and attack" (battle
// notes §5): with its prey beyond distance 1 but within its speed, a Rogue
// squadron closes and attacks in the Squadron Phase; another only moves.
func TestRogue(t *testing.T) {
	for _, tc := range []struct {
		name   string
		words  []string
		attack bool
	}{
		{"§5 Rogue", []string{"rogue"}, true},
		{"§5 no Rogue", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := kwGame(kwSquadron("a", 0, 0, 0, 5, tc.words...), kwSquadron("b", 1, 0, 150, 40))
			s.Model.Units[0].Profile.AntiSquadron = Dice{Blue: 12}
			r := sim.NewStream(2, 0)
			s.activateSquadron(0, false, r)
			if moved := s.Units[0].At.At.Y > 0; !moved {
				t.Error("the squadron did not move")
			}
			if got := s.Units[1].Damage > 0; got != tc.attack {
				t.Errorf("attacked %v, want %v", got, tc.attack)
			}
		})
	}
}

// TestRelay: "Relay X: When a friendly ship's squadron command could
// activate you, up to X of the squadrons it activates may instead be at
// distance 1–3 of you (you must be in the ship's activation range)"
// (battle notes §5).
func TestRelay(t *testing.T) {
	front := 71.0 / 2               // a small base's front, from its centre
	relayY := front + 100 + sqR     // the relay: at close-medium range of the ship
	farY := relayY + 2*sqR + 150    // distance 3 of the relay, beyond the ship's reach
	beyondY := relayY + 2*sqR + 200 // beyond distance 3 of it
	for _, tc := range []struct {
		name      string
		relay     []string
		others    []float64 // the far squadrons' x at farY (beyondY for a negative x)
		activated int       // how many far squadrons the command activates
	}{
		{"§5 no Relay", nil, []float64{0}, 0},
		{"§5 Relay 1", []string{"relay 1"}, []float64{0}, 1},
		{"§5 Relay 1, two far squadrons", []string{"relay 1"}, []float64{0, 60}, 1},
		{"§5 Relay 2, two far squadrons", []string{"relay 2"}, []float64{0, 60}, 2},
		{"§5 Relay 1, beyond distance 3", []string{"relay 1"}, []float64{-1}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			units := []Unit{tableShip("ship", 0, 0, 0, 0), kwSquadron("relay", 0, 0, relayY, 5, tc.relay...), tableShip("enemy", 1, 0, 800, 180)}
			for _, x := range tc.others {
				y := farY
				if x < 0 {
					x, y = 0, beyondY
				}
				units = append(units, kwSquadron("far", 0, x, y, 5))
			}
			s := kwGame(units...)
			s.Model.Units[0].Profile.SquadronValue = 3
			s.squadronCommand(0, SquadronCommand, sim.NewStream(1, 0))
			n := 0
			for j := 3; j < len(units); j++ {
				if s.Units[j].ActivatedRound == 1 {
					n++
				}
			}
			if n != tc.activated {
				t.Errorf("%d far squadrons activated, want %d", n, tc.activated)
			}
			if s.Units[1].ActivatedRound != 1 {
				t.Error("the relay in range was not activated")
			}
		})
	}
}

// TestCloak: "Cloak: End of Squadron Phase: may move up to distance 1 even
// if engaged" (battle notes §5): an engaged Cloak squadron going for ships
// closes on the enemy ship by distance 1 at the end of the phase; one
// without Cloak stays.
func TestCloak(t *testing.T) {
	for _, tc := range []struct {
		name  string
		words []string
		moved bool
	}{
		{"§5 Cloak", []string{"cloak"}, true},
		{"§5 no Cloak", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tableGameWith(testSquadrons{prey: TargetNearestShip}, kwSquadron("c", 0, 0, 0, 5, tc.words...),
				kwSquadron("e", 1, engagedAt, 0, 40), tableShip("ship", 1, 0, 400, 180))
			s.Units[1].ActivatedRound = 1 // the enemy squadron has activated
			before := s.Units[0].At.At
			s.SquadronPhase(sim.NewStream(1, 0))
			d := s.Units[0].At.At.Sub(before).Len()
			if (d > 0) != tc.moved || d > s.Model.Ruler.Distance[0]+plane.Eps {
				t.Errorf("moved %.1f mm; want moved %v, at most distance 1", d, tc.moved)
			}
		})
	}
}

// TestScout: "Scout: ignore zone and distance-to-friendly, but must be
// beyond distance 5 of enemy ships/squadrons" (battle notes §1.4, §5).
func TestScout(t *testing.T) {
	table := Table{PlayArea: ThreeBySix(), Ruler: DefaultRuler()}
	lo, _ := table.SetupArea()
	for _, tc := range []struct {
		name  string
		words []string
		at    plane.Vec
		want  bool
	}{
		{"§1.4 Scout far from friends and enemies", []string{"scout"}, plane.Vec{X: lo.X + 100, Y: 450}, true},
		{"§1.4 no Scout far from friends", nil, plane.Vec{X: lo.X + 100, Y: 450}, false},
		{"§1.4 Scout within distance 5 of an enemy", []string{"scout"}, plane.Vec{X: lo.X + 100, Y: 650}, false},
		{"§1.4 Scout outside the set-up area", []string{"scout"}, plane.Vec{X: lo.X - 20, Y: 450}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			enemy := tableShip("enemy", 1, lo.X+100, 880, 180)
			friend := tableShip("friend", 0, lo.X+900, 60, 0)
			sq := kwSquadron("s", 0, 0, 0, 5, tc.words...)
			g := &Model{Tool: DefaultTool(), Ruler: DefaultRuler(), Units: []Unit{friend, enemy, sq},
				Battle: &Battle{Rounds: 1, Table: table}, PlayArea: table.PlayArea}
			s := NewState(g)
			s.place(sim.NewStream(1, 0))
			s.game.done.Add(0)
			s.game.done.Add(1)
			if got := s.deployable(2, Placement{At: tc.at}); got != tc.want {
				t.Errorf("deployable %v, want %v", got, tc.want)
			}
		})
	}
}

// TestInterceptorPrey: the squadron styles steer the squadrons whose
// keywords work against squadrons (Escort, Counter, Snipe; battle notes
// §5) at squadrons under Hunt; Bombers still go for ships, and a style
// without Interceptors keeps them with the others.
func TestInterceptorPrey(t *testing.T) {
	for _, tc := range []struct {
		name  string
		style SquadronStyle
		words []string
		want  Target
	}{
		{"§5 Hunt, Escort", Hunt, []string{"escort"}, TargetNearestSquadron},
		{"§5 Hunt, Counter", Hunt, []string{"counter 1"}, TargetNearestSquadron},
		{"§5 Hunt, Snipe", Hunt, []string{"snipe 2"}, TargetNearestSquadron},
		{"§5 Hunt, Bomber and Escort", Hunt, []string{"bomber", "escort"}, TargetNearestShip},
		{"§5 Hunt, Swarm", Hunt, []string{"swarm"}, TargetNearest},
		{"§5 strike, Escort", SquadronStyle{Others: TargetNearestShip, Bombers: TargetNearestShip}, []string{"escort"}, TargetNearestShip},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := kwSquadron("a", 0, 0, 0, 5, tc.words...)
			u.Profile.Bomber = u.Profile.Keywords.Has(KeywordBomber)
			s := kwGame(u)
			if got := tc.style.Prey(s, 0, nil); got != tc.want {
				t.Errorf("prey %v, want %v", got, tc.want)
			}
		})
	}
}

// TestGritLeavesForShips: "Grit: Not held in place when engaged by only 1
// squadron; a second engager without Heavy pins you" and "Intel: Friendly
// squadrons at distance 1 of you have Grit" (battle notes §5), with
// engagement's "if they attack must pick an engaged squadron over a ship"
// (rules notes §7): a squadron hunting ships, engaged by one squadron,
// leaves it for the ship (in the Squadron Phase it moves and does not
// shoot its engager; under a Squadron command it moves and attacks the
// ship); with Grit from a friendly Intel the same; pinned by two, or with
// no Grit, it shoots its engager and stays.
func TestGritLeavesForShips(t *testing.T) {
	for _, tc := range []struct {
		name        string
		words       []string
		intel, pin  bool // a friendly Intel at distance 1; a second engager
		both        bool // activated by a Squadron command
		moves, ship bool // it moved; the enemy ship took damage
		engager     bool // the engager took damage
	}{
		{"§5 Grit, one engager, Squadron Phase", []string{"grit"}, false, false, false, true, false, false},
		{"§5 Grit, one engager, Squadron command", []string{"grit"}, false, false, true, true, true, false},
		{"§5 Intel gives Grit", nil, true, false, false, true, false, false},
		{"§5 Grit, two engagers pin it", []string{"grit"}, false, true, false, false, false, true},
		{"§7 no Grit: held, shoots its engager", nil, false, false, false, false, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			units := []Unit{kwSquadron("me", 0, 0, 0, 5, tc.words...), kwSquadron("e", 1, engagedAt, 0, 40),
				tableShip("ship", 1, 0, 200, 180)}
			units[0].Profile.Battery[Front] = Dice{Blue: 12} // every hit it rolls tells
			if tc.intel {
				units = append(units, kwSquadron("intel", 0, -engagedAt, 0, 5, "intel"))
			}
			if tc.pin {
				units = append(units, kwSquadron("f", 1, 0, -engagedAt, 40))
			}
			s := kwGame(units...)
			s.players[0].Prey = testSquadrons{prey: TargetNearestShip}
			s.Round = 1
			s.activateSquadron(0, tc.both, sim.NewStream(3, 0))
			moved := s.Units[0].At.At != (plane.Vec{})
			if moved != tc.moves || (s.Units[2].Damage > 0) != tc.ship || (s.Units[1].Damage > 0) != tc.engager {
				t.Errorf("moved %v, ship damaged %v, engager damaged %v; want %v, %v, %v", moved, s.Units[2].Damage > 0,
					s.Units[1].Damage > 0, tc.moves, tc.ship, tc.engager)
			}
		})
	}
}
