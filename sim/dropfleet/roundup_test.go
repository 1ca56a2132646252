package dropfleet

import (
	"fmt"
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestRoundupInitiativeOdds checks the exact odds of one initiative roll by
// hand counts (battle notes §2.0: D6 + AV, "If exactly one player rolls a
// natural 6, that player wins initiative whatever the AVs").
func TestRoundupInitiativeOdds(t *testing.T) {
	cases := []struct {
		a, b     int
		win, tie float64
	}{
		// Equal AVs: the lone-6 rule changes nothing; 15 wins, 6 ties.
		{1, 1, 15.0 / 36, 6.0 / 36},
		// AV 6 against 1: the second player wins only with a lone 6 (5
		// ways: first rolls 1-5); a double 6 is 12 against 7, first wins.
		{6, 1, 31.0 / 36, 0},
		// AV 1 against 3: first wins with a lone 6 (5 ways) or x > y+2
		// without sixes: (4,1), (5,1), (5,2): 3 ways; ties x = y+2 without
		// a lone six: (3,1), (4,2), (5,3): 3 ways; double 6 is 7 vs 9.
		{1, 3, 8.0 / 36, 3.0 / 36},
	}
	for _, c := range cases {
		win, tie := RoundupInitiativeOdds(c.a, c.b)
		if math.Abs(win-c.win) > 1e-15 || math.Abs(tie-c.tie) > 1e-15 {
			t.Errorf("AV %d vs %d: win %v tie %v, want %v %v", c.a, c.b, win, tie, c.win, c.tie)
		}
	}
}

// TestRoundupInitiativeMatchesExact plays the initiative many times against
// the exact chance win/(1-tie), at fixed seeds (battle notes §2.0, "re-roll
// ties").
func TestRoundupInitiativeMatchesExact(t *testing.T) {
	const n = 100_000
	for _, av := range [][Players]int{{1, 1}, {6, 1}, {1, 3}, {2, 5}} {
		r := sim.NewStream(uint64(av[0]*10+av[1]), 7)
		var first int64
		for range n {
			if w, _ := RoundupInitiative(r, av); w == 0 {
				first++
			}
		}
		win, tie := RoundupInitiativeOdds(av[0], av[1])
		simtest.Proportion(t, fmt.Sprintf("AV %d vs %d: first player wins", av[0], av[1]), first, n, win/(1-tie))
	}
}

// TestSpread checks the spread-evenly rule of battle notes §2.1 d: "every
// enemy token must get 1 point before any gets a 2nd".
func TestSpread(t *testing.T) {
	cases := []struct {
		hits  int
		enemy [groundKinds]int
		order HitOrder
		extra [groundKinds]int
		base  int
	}{
		{0, [groundKinds]int{2, 1, 0}, DefaultHitOrder, [groundKinds]int{}, 0},
		{2, [groundKinds]int{2, 1, 0}, DefaultHitOrder, [groundKinds]int{2, 0, 0}, 0},
		{2, [groundKinds]int{2, 1, 0}, HitOrder{GroundArmour, GroundInfantry, GroundBattery}, [groundKinds]int{1, 1, 0}, 0},
		{3, [groundKinds]int{2, 1, 0}, DefaultHitOrder, [groundKinds]int{}, 1},
		{5, [groundKinds]int{2, 1, 1}, DefaultHitOrder, [groundKinds]int{1, 0, 0}, 1},
		{4, [groundKinds]int{}, DefaultHitOrder, [groundKinds]int{}, 0},
	}
	for _, c := range cases {
		extra, base := spread(c.hits, c.enemy, c.order)
		if extra != c.extra || base != c.base {
			t.Errorf("%d hits on %v (order %v): extra %v base %d, want %v %d", c.hits, c.enemy, c.order, extra, base, c.extra, c.base)
		}
	}
}

// TestGroundFightMatchesExact fights 2 Infantry against 1 Armour many times
// and compares the joint distribution of survivors with an exact count
// written independently of the engine (battle notes §2.1 b, d: Infantry 1
// die, saves 5+; Armour 3 dice, saves 3+; hits on 4+; hits spread evenly;
// removals simultaneous).
func TestGroundFightMatchesExact(t *testing.T) {
	binom := func(n, k int) float64 { return float64(choose(n, k)) / math.Pow(2, float64(n)) }
	exact := map[int]float64{}
	for h0 := 0; h0 <= 2; h0++ { // Infantry hits on the Armour
		armourLives := math.Pow(4.0/6, float64(h0))
		for h1 := 0; h1 <= 3; h1++ { // Armour hits on the two Infantry
			a, b := math.Pow(2.0/6, float64((h1+1)/2)), math.Pow(2.0/6, float64(h1/2))
			infantry := [3]float64{(1 - a) * (1 - b), a*(1-b) + b*(1-a), a * b}
			for inf, pi := range infantry {
				for arm, pa := range [2]float64{1 - armourLives, armourLives} {
					exact[inf*10+arm] += binom(2, h0) * binom(3, h1) * pi * pa
				}
			}
		}
	}
	r := sim.NewStream(11, 0)
	var h sim.Histogram
	const n = 200_000
	for range n {
		s := Sector{Type: Commercial}
		s.Tokens[0][GroundInfantry], s.Tokens[1][GroundArmour] = 2, 1
		if !s.Contested() {
			t.Fatal("a sector with both players' tokens is not contested")
		}
		s.GroundFight([Players]HitOrder{DefaultHitOrder, DefaultHitOrder}, r)
		h.Add(s.Tokens[0][GroundInfantry]*10 + s.Tokens[1][GroundArmour])
	}
	simtest.Distribution(t, "2 Infantry vs 1 Armour: infantry*10+armour left", &h, exact)
}

func choose(n, k int) int {
	c := 1
	for i := range k {
		c = c * (n - i) / (i + 1)
	}
	return c
}

// TestClusterControl checks holding and contesting sectors and clusters and
// Standard Scoring (battle notes §2.1 e, §1.4, §3.1).
func TestClusterControl(t *testing.T) {
	sector := func(typ SectorType, inf0, arm0, bat0, inf1, arm1 int) Sector {
		s := Sector{Type: typ, Hull: typ.Profile().Hull}
		s.Tokens[0] = [groundKinds]int{inf0, arm0, bat0}
		s.Tokens[1] = [groundKinds]int{inf1, arm1, 0}
		return s
	}
	cases := []struct {
		name    string
		c       Cluster
		holder  int
		contest [Players]bool
		vp      [Players]int
	}{
		{"§2.1e Batteries do not hold: 3 Batteries against 1 Infantry",
			Cluster{SmallCluster, []Sector{sector(Commercial, 0, 0, 3, 1, 0), sector(Commercial, 0, 0, 0, 0, 0)}},
			1, [Players]bool{false, true}, [Players]int{0, 2}},
		{"§2.1e equal troops hold nothing",
			Cluster{MediumCluster, []Sector{sector(Industrial, 1, 1, 0, 2, 0), sector(Commercial, 0, 0, 0, 0, 0), sector(Commercial, 0, 0, 0, 0, 0)}},
			-1, [Players]bool{}, [Players]int{}},
		{"§2.1e the cluster goes by value held, not by sectors: a Power Plant (4) beats two Commercial (1+1)",
			Cluster{LargeCluster, []Sector{sector(PowerPlant, 1, 0, 0, 0, 0), sector(Commercial, 0, 0, 0, 1, 0), sector(Commercial, 0, 0, 0, 0, 1), sector(Military, 0, 0, 0, 0, 0)}},
			0, [Players]bool{true, true}, [Players]int{4, 2}},
		{"§3.1 holding and contesting scores only the hold; equal value: both contest",
			Cluster{MediumCluster, []Sector{sector(Industrial, 1, 0, 0, 0, 0), sector(Commercial, 0, 0, 0, 1, 0), sector(Commercial, 0, 0, 0, 1, 0)}},
			-1, [Players]bool{true, true}, [Players]int{1, 1}},
	}
	for _, c := range cases {
		if got := c.c.Holder(); got != c.holder {
			t.Errorf("%s: Holder = %d, want %d", c.name, got, c.holder)
		}
		for p := range Players {
			if got := c.c.Contests(p); got != c.contest[p] {
				t.Errorf("%s: Contests(%d) = %v", c.name, p, got)
			}
		}
		if got := c.c.Score(); got != c.vp {
			t.Errorf("%s: Score = %v, want %v", c.name, got, c.vp)
		}
	}
	ruined := Cluster{SmallCluster, []Sector{sector(Industrial, 1, 0, 0, 0, 0), sector(Commercial, 0, 0, 0, 1, 0)}}
	ruined.Sectors[0].Ruined = true
	if h, vp := ruined.Holder(), ruined.Score(); h != 1 || vp != [Players]int{0, 2} {
		t.Errorf("§2.1e a ruined sector has no value: holder %d, VP %v; want 1, [0 2]", h, vp)
	}
}

// TestResult checks the end of the game (battle notes §3.2): VP, then KP,
// then a draw.
func TestResult(t *testing.T) {
	cases := []struct {
		vp, kp [Players]int
		want   int
	}{
		{[Players]int{7, 5}, [Players]int{100, 900}, 0},
		{[Players]int{5, 7}, [Players]int{900, 100}, 1},
		{[Players]int{6, 6}, [Players]int{300, 450}, 1},
		{[Players]int{6, 6}, [Players]int{450, 300}, 0},
		{[Players]int{6, 6}, [Players]int{300, 300}, -1},
	}
	for _, c := range cases {
		if got := Result(c.vp, c.kp); got != c.want {
			t.Errorf("VP %v KP %v: Result = %d, want %d", c.vp, c.kp, got, c.want)
		}
	}
	if CriticalHolder([Players]int{10, 5}) != 0 || CriticalHolder([Players]int{5, 5}) != -1 || CriticalHolder([Players]int{1, 2}) != 1 {
		t.Error("§3.1 a Critical Location goes to strictly more tonnage value")
	}
}

// TestRoundupDiceMatchExact checks the single-die Roundup rolls against
// their exact chances: a survey makes a Critical Location on 5-6 (battle
// notes §3.1); Batteries destroy a landing asset on 3+, or 5+ for a
// Dropship (§2.2); a damage-control die hurts on 1, fails on 2-3 and
// repairs on 4-6 (§2.3).
func TestRoundupDiceMatchExact(t *testing.T) {
	const n = 120_000
	r := sim.NewStream(3, 0)
	var critical, lost, lostDrop int64
	var outcome [3]int64
	for range n {
		vp, c := Survey(r)
		if vp != 1 {
			t.Fatalf("a survey scored %d VP, want 1", vp)
		}
		if c {
			critical++
		}
		lost += int64(LandingLosses(1, false, r))
		lostDrop += int64(LandingLosses(1, true, r))
		outcome[RepairRoll(r)]++
	}
	simtest.Proportion(t, "survey makes a Critical Location", critical, n, 2.0/6)
	simtest.Proportion(t, "a Battery destroys a bulk-landed asset", lost, n, 4.0/6)
	simtest.Proportion(t, "a Battery destroys a dropship asset", lostDrop, n, 2.0/6)
	simtest.Proportion(t, "damage control: hurt on 1", outcome[RepairFailedHurt], n, 1.0/6)
	simtest.Proportion(t, "damage control: fail on 2-3", outcome[RepairFailed], n, 2.0/6)
	simtest.Proportion(t, "damage control: repaired on 4-6", outcome[Repaired], n, 3.0/6)
	if got := LandingLosses(5, false, sim.NewStream(1, 1)); got < 0 || got > 5 {
		t.Errorf("LandingLosses(5) = %d", got)
	}
}
