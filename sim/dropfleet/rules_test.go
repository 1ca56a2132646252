package dropfleet

import (
	"errors"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// Profiles used across the tests.
var (
	scout = Profile{Name: "scout", Scan: 12, Sig: 3, Thrust: 12, Hull: 4, Armour: 5, Tonnage: Light}
	tiny  = Profile{Name: "tiny", Scan: 6, Sig: 2, Thrust: 14, Hull: 3, Armour: 6, Tonnage: Light}
	ghost = Profile{Name: "ghost", Scan: 6, Sig: 6, Thrust: 10, Hull: 6, Armour: 4, Tonnage: Medium}
	flyer = Profile{Name: "flyer", Scan: 6, Sig: 4, Thrust: 10, Hull: 6, Armour: 4, Tonnage: Medium, Atmospheric: true}
)

// twoFleets is a game with red (scouts: groups a, b of two ships, c of a
// Hull 3 ship; low: an atmospheric ship in the Atmosphere) and blue (line:
// a silent ghost and a spiked one).
func twoFleets() *Model {
	g := &Model{}
	red := g.AddFleet("red", 1)
	blue := g.AddFleet("blue", 1)
	bg := g.AddBattlegroup(red, "scouts", Pathfinder)
	g.AddGroup(bg, "a", scout, 1, ShipState{})
	g.AddGroup(bg, "b", scout, 2, ShipState{})
	g.AddGroup(bg, "c", tiny, 1, ShipState{})
	low := g.AddBattlegroup(red, "low", Line)
	g.AddGroup(low, "flyer", flyer, 1, ShipState{Layer: Atmosphere})
	line := g.AddBattlegroup(blue, "line", Line)
	g.AddGroup(line, "ghost", ghost, 1, ShipState{Silent: true})
	g.AddGroup(line, "lit", ghost, 1, ShipState{Spike: MinorSpike})
	return g
}

func ship(t *testing.T, g *Model, id string) int {
	t.Helper()
	i := g.ShipIndex(id)
	if i < 0 {
		t.Fatalf("no ship %q", id)
	}
	return i
}

// TestOrderTable checks each row of the orders table against the seed's
// "Ship's Orders" (003_c7f7d10c45d45109.txt) and rules notes §6.
func TestOrderTable(t *testing.T) {
	tests := []struct {
		order Order
		seed  string
		want  OrderRule
	}{
		{Standard, "Remove a Minor Spike from the ship at the beginning of its activation. The ship may turn by up to 45 degrees at the beginning of its activation, and then must move between half and full its Thrust value. It may then fire up to one weapon system.",
			OrderRule{Turning: TurnAtStart, MinMove: 0.5, MaxMove: 1, WeaponSystems: 1, RemoveMinorAtStart: true, Launch: true}},
		{WeaponsFree, "The ship may not turn, but must move between half and full its Thrust value. It may then fire any number of weapon systems. Add a Major Spike to the ship at the end of its activation.",
			OrderRule{Special: true, Turning: NoTurn, MinMove: 0.5, MaxMove: 1, WeaponSystems: AllWeapons, EndSpike: MajorSpike, Launch: true}},
		{StationKeeping, "The ship may use from none to half of its Thrust value to move, turn by up to 45 degrees at the beginning or end of its movement and may then fire up to one weapon system. Add a Minor Spike to the ship at the end of its activation.",
			OrderRule{Special: true, Turning: TurnAtStartOrEnd, MinMove: 0, MaxMove: 0.5, WeaponSystems: 1, EndSpike: MinorSpike, Launch: true}},
		{CourseChange, "The ship must move between half and full its Thrust value, and may turn up to 45 degrees twice at any point in its movement. It may then fire up to one weapon system. Add a Minor Spike to the ship at the end of its activation.",
			OrderRule{Special: true, Turning: TurnTwiceAnywhere, MinMove: 0.5, MaxMove: 1, WeaponSystems: 1, EndSpike: MinorSpike, Launch: true}},
		{MaxThrust, "The ship may turn up to 45 degrees at the beginning of its movement and then must move between its full and double its Thrust value. It may not fire any weapon systems. Add a Minor Spike to the ship at the end of its activation. A ship on Max Thrust may not use launch assets.",
			OrderRule{Special: true, Turning: TurnAtStart, MinMove: 1, MaxMove: 2, WeaponSystems: 0, EndSpike: MinorSpike, Launch: false}},
		{SilentRunning, "The ship may not turn, and must move between half and full its Thrust value. It may not fire any weapons systems. Remove all energy spikes from the ship at the end of its activation. The ship's Signature is reduced to 0 until the start of its next activation. A ship on Silent Running may not use launch assets.",
			OrderRule{Special: true, Turning: NoTurn, MinMove: 0.5, MaxMove: 1, WeaponSystems: 0, SilentAtEnd: true, Launch: false}},
		{ActiveScan, "The ship may not turn, and must move between half and full its Thrust value. It may then fire up to one weapon system. After the ship has moved and fired, place a Minor Spike on any one enemy ship on the tabletop. Add a Major Spike to the ship at the end of its activation.",
			OrderRule{Special: true, Turning: NoTurn, MinMove: 0.5, MaxMove: 1, WeaponSystems: 1, EndSpike: MajorSpike, Launch: true, SpikesEnemy: true}},
	}
	for _, tc := range tests {
		t.Run(tc.order.String(), func(t *testing.T) {
			if got := tc.order.Rule(); got != tc.want {
				t.Errorf("seed: %q\nrule  %+v\nwant  %+v", tc.seed, got, tc.want)
			}
			back, err := ParseOrder(tc.order.String())
			if err != nil || back != tc.order {
				t.Errorf("ParseOrder(%q) = %v, %v", tc.order.String(), back, err)
			}
		})
	}
}

// TestOrderSpikes plays one activation of each order from each spike state
// and checks the spike and Signature afterwards (seed 003; rules notes §1).
func TestOrderSpikes(t *testing.T) {
	const sig = 3 // scout's profile Signature
	tests := []struct {
		name       string
		order      Order
		before     ShipState
		wantSpike  Spike
		wantSilent bool
		wantSig    int
	}{
		{"standard removes a Minor at the start", Standard, ShipState{Spike: MinorSpike}, NoSpike, false, sig},
		{"standard cannot remove a Major", Standard, ShipState{Spike: MajorSpike}, MajorSpike, false, sig + 12},
		{"standard from normal", Standard, ShipState{}, NoSpike, false, sig},
		{"weapons free adds a Major", WeaponsFree, ShipState{}, MajorSpike, false, sig + 12},
		{"station keeping adds a Minor", StationKeeping, ShipState{}, MinorSpike, false, sig + 6},
		{"course change: Minor plus Minor is Major", CourseChange, ShipState{Spike: MinorSpike}, MajorSpike, false, sig + 12},
		{"max thrust: nothing beyond Major", MaxThrust, ShipState{Spike: MajorSpike}, MajorSpike, false, sig + 12},
		{"silent running removes all spikes, Signature 0", SilentRunning, ShipState{Spike: MajorSpike}, NoSpike, true, 0},
		{"silent running ends at the start of the next activation", Standard, ShipState{Silent: true}, NoSpike, false, sig},
		{"active scan gives the scanner a Major", ActiveScan, ShipState{}, MajorSpike, false, sig + 12},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := twoFleets()
			s := NewState(g)
			i := ship(t, g, "a")
			st := tc.before
			st.Layer, st.Hull = HighOrbit, int16(scout.Hull)
			s.Ships[i] = st
			o := ShipOrder{Ship: i, TakesSpecial: true, Target: -1, ScanTarget: ship(t, g, "lit")}
			s.activateGroup(&Activation{}, []ShipOrder{o}, []Order{tc.order}, sim.NewStream(1, 0))
			got := s.Ships[i]
			if got.Spike != tc.wantSpike || got.Silent != tc.wantSilent || s.Signature(i) != tc.wantSig {
				t.Errorf("after %s: spike %v silent %v Signature %d; want %v %v %d",
					tc.order, got.Spike, got.Silent, s.Signature(i), tc.wantSpike, tc.wantSilent, tc.wantSig)
			}
			if got.Order != tc.order {
				t.Errorf("recorded order %v, want %v", got.Order, tc.order)
			}
		})
	}
}

// TestSpikePlus checks the spike state machine of rules notes §1: "A ship
// holds at most one spike state. Minor + another Minor = Major. A ship
// already at Major gains nothing more".
func TestSpikePlus(t *testing.T) {
	tests := []struct{ from, add, want Spike }{
		{NoSpike, NoSpike, NoSpike},
		{NoSpike, MinorSpike, MinorSpike},
		{NoSpike, MajorSpike, MajorSpike},
		{MinorSpike, MinorSpike, MajorSpike},
		{MinorSpike, MajorSpike, MajorSpike},
		{MajorSpike, MinorSpike, MajorSpike},
		{MajorSpike, MajorSpike, MajorSpike},
	}
	for _, tc := range tests {
		if got := tc.from.Plus(tc.add); got != tc.want {
			t.Errorf("%v plus %v = %v, want %v", tc.from, tc.add, got, tc.want)
		}
	}
}

// TestAddSpikeToSilentRunner checks rules notes §1 (FAQ261): "A
// Silent-Running ship that would gain a spike instead just drops out of
// Silent Running (no spike added)".
func TestAddSpikeToSilentRunner(t *testing.T) {
	g := twoFleets()
	s := NewState(g)
	i := ship(t, g, "ghost")
	s.AddSpike(i, MajorSpike)
	if s.Ships[i].Silent || s.Ships[i].Spike != NoSpike || s.Signature(i) != ghost.Sig {
		t.Errorf("silent %v spike %v Signature %d; want false, none, %d", s.Ships[i].Silent, s.Ships[i].Spike, s.Signature(i), ghost.Sig)
	}
}

// TestActiveScanAgainstSilentRunner checks seed 003: "When choosing a
// target ship to Active Scan, roll a die. On a 4 or more, the Silent Runner
// is spotted ... Using Active Scan to reveal a ship on Silent Running does not
// cause the targeted ship to gain a spike, regardless of if the attempt
// succeeds or not. Subsequent Active Scans ... will add the appropriate spike
// level."
func TestActiveScanAgainstSilentRunner(t *testing.T) {
	g := twoFleets()
	target := ship(t, g, "ghost")
	var spotted, missed int
	for seed := range uint64(200) {
		s := NewState(g)
		r := sim.NewStream(seed, 0)
		probe := *r // the same stream, to see the die the scan will roll
		die := probe.D6()
		scan(s, target, r)
		st := s.Ships[target]
		if st.Spike != NoSpike {
			t.Fatalf("seed %d: the attempt gave the target a %v", seed, st.Spike)
		}
		if want := die < ScanRevealRoll; st.Silent != want {
			t.Fatalf("seed %d: rolled %d, silent %v, want %v", seed, die, st.Silent, want)
		}
		if st.Silent {
			missed++
			continue
		}
		spotted++
		scan(s, target, r)
		if s.Ships[target].Spike != MinorSpike {
			t.Fatalf("seed %d: a later scan on the spotted ship gave %v, want a Minor Spike", seed, s.Ships[target].Spike)
		}
	}
	if spotted == 0 || missed == 0 {
		t.Errorf("spotted %d, missed %d: both outcomes should occur in 200 seeds", spotted, missed)
	}
}

// TestActivationLegality checks the legality rules of seed 003 with an
// error naming the ship and the rule.
func TestActivationLegality(t *testing.T) {
	g := twoFleets()
	bg := 0 // scouts
	lit := ship(t, g, "lit")
	tests := []struct {
		name    string
		bg      int
		special Order
		takes   []string
		target  int
		ship    string // in the error, "" for no error
		rule    string // part of the error
	}{
		{"one scanner per group", bg, ActiveScan, []string{"a"}, lit, "", ""},
		{"a and b, both scouts, are one group in play (FAQ261): one scanner", bg, ActiveScan, []string{"a", "b.1"}, lit, "b.1", "Only one ship per Group"},
		{"only one ship per group may Active Scan", bg, ActiveScan, []string{"b.1", "b.2"}, lit, "b.2", "Only one ship per Group"},
		{"starting Hull of 3 or less may not Active Scan", bg, ActiveScan, []string{"c"}, lit, "c", "starting Hull characteristic of 3 or less"},
		{"no Active Scan in the Atmosphere", 1, ActiveScan, []string{"flyer"}, lit, "flyer", "Ships in Atmosphere"},
		{"Active Scan targets an enemy ship", bg, ActiveScan, []string{"a"}, ship(t, g, "b.1"), "a", "enemy ship"},
		{"a Hull 3 ship may take Standard while others scan", bg, ActiveScan, []string{"a"}, lit, "", ""},
		{"weapons free for everyone", bg, WeaponsFree, nil, -1, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var takes []int
			for _, id := range tc.takes {
				takes = append(takes, ship(t, g, id))
			}
			_, err := g.NewActivation(tc.bg, tc.special, takes, tc.target)
			if tc.ship == "" {
				if err != nil {
					t.Fatalf("legal activation refused: %v", err)
				}
				return
			}
			var ill *IllegalError
			if !errors.As(err, &ill) || !errors.Is(err, ErrIllegal) {
				t.Fatalf("error %v, want an IllegalError", err)
			}
			if ill.Ship != tc.ship || !strings.Contains(err.Error(), tc.rule) {
				t.Errorf("error %q: want ship %s and %q", err, tc.ship, tc.rule)
			}
		})
	}
}

// TestOneSpecialOrderPerActivation checks seed 003: "only one 'special'
// order can be chosen each time the battlegroup activates. The individual
// ships ... can opt to use the Battlegroup special order chosen for that turn
// or to use Standard Orders instead." An activation holds one special order;
// each ship takes it or Standard Orders.
func TestOneSpecialOrderPerActivation(t *testing.T) {
	g := twoFleets()
	a, err := g.NewActivation(0, WeaponsFree, []int{ship(t, g, "a")}, -1)
	if err != nil {
		t.Fatal(err)
	}
	s := NewState(g)
	s.Activate(&a, sim.NewStream(1, 0))
	for _, o := range a.Ships {
		want := Standard
		if g.Ships[o.Ship].ID == "a" {
			want = WeaponsFree
		}
		if got := s.Ships[o.Ship].Order; got != want {
			t.Errorf("ship %s took %v, want %v", g.Ships[o.Ship].ID, got, want)
		}
	}
}

// TestStrategyRating checks rules notes §3–§4: "Strategy Rating
// contribution (tonnage value) per ship: L 1, L2 2, M 5, H 10, S 15, S2 30"
// and "Battlegroup Strategy Rating = sum of the tonnage values of every ship".
func TestStrategyRating(t *testing.T) {
	for tn, want := range map[Tonnage]int{Light: 1, Light2: 2, Medium: 5, Heavy: 10, SuperHeavy: 15, SuperHeavy2: 30} {
		if tn.Value() != want {
			t.Errorf("%v value %d, want %d", tn, tn.Value(), want)
		}
		if back, err := ParseTonnage(tn.String()); err != nil || back != tn {
			t.Errorf("ParseTonnage(%q) = %v, %v", tn.String(), back, err)
		}
	}
	g := twoFleets()
	if sr := g.StrategyRating(0); sr != 4 { // four Light ships
		t.Errorf("scouts SR %d, want 4", sr)
	}
	if sr := g.StrategyRating(2); sr != 10 { // two Medium ships
		t.Errorf("line SR %d, want 10", sr)
	}
}

func TestGameCheck(t *testing.T) {
	g := twoFleets()
	if err := g.Check(); err != nil {
		t.Fatalf("valid game: %v", err)
	}
	bad := twoFleets()
	bad.Ships[ship(t, bad, "flyer")].Profile.Atmospheric = false
	if err := bad.Check(); !errors.Is(err, ErrIllegal) {
		t.Errorf("non-Atmospheric ship in the Atmosphere: %v", err)
	}
	bad = twoFleets()
	for range 3 {
		bad.AddGroup(0, "extra", scout, 1, ShipState{})
	}
	if err := bad.Check(); err == nil || !strings.Contains(err.Error(), "max 3 groups") {
		t.Errorf("battlegroup of 6 groups: %v", err)
	}
	bad = twoFleets()
	bad.Fleets[0].Admiral = 8
	if err := bad.Check(); err == nil {
		t.Error("Admiral 8 accepted")
	}
}

// TestEffectsFollowTheOrderTable checks that the packed effects played in
// trials say exactly what the orders table says.
func TestEffectsFollowTheOrderTable(t *testing.T) {
	for o := Standard; o <= ActiveScan; o++ {
		r, e := o.Rule(), effectsOf(o)
		if e.endSpike() != r.EndSpike || (e&removeMinorAtStart != 0) != r.RemoveMinorAtStart ||
			(e&spikesEnemy != 0) != r.SpikesEnemy || (e&silentAtEnd != 0) != r.SilentAtEnd {
			t.Errorf("%v: effects %08b disagree with %+v", o, e, r)
		}
	}
}

// scan plays one Active Scan by a scout of twoFleets at target.
func scan(s *State, target int, r *sim.Stream) {
	o := ShipOrder{Ship: s.Model.ShipIndex("a"), TakesSpecial: true, Target: -1, ScanTarget: target}
	s.activateGroup(&Activation{}, []ShipOrder{o}, []Order{ActiveScan}, r)
}

// TestStrategyRatingIsTheSumOfEveryShip recounts the rating from the ships
// and checks the kept figure against it.
func TestStrategyRatingIsTheSumOfEveryShip(t *testing.T) {
	g := twoFleets()
	g.AddGroup(2, "heavy", Profile{Hull: 12, Tonnage: Heavy}, 2, ShipState{})
	for bg := range g.Battlegroups {
		sum := 0
		for _, sh := range g.Ships {
			if sh.Battlegroup == bg {
				sum += sh.Profile.Tonnage.Value()
			}
		}
		if got := g.StrategyRating(bg); got != sum {
			t.Errorf("battlegroup %s: rating %d, ships add to %d", g.Battlegroups[bg].Name, got, sum)
		}
	}
}
