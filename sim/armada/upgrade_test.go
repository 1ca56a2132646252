package armada

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// fitted fits the named known cards to unit u of g, then compiles every
// unit's cards (once: a model's cards are compiled once).
func fitted(t *testing.T, g *Model, u int, cards ...string) *Model {
	t.Helper()
	addCards(t, g, u, cards...)
	g.FitUpgrades()
	return g
}

// addCards adds the named known cards to unit u of g.
func addCards(t *testing.T, g *Model, u int, cards ...string) {
	t.Helper()
	for _, name := range cards {
		c, ok := UpgradeByName(name)
		if !ok {
			t.Fatalf("UpgradeByName(%q): unknown", name)
		}
		g.Units[u].Upgrades = append(g.Units[u].Upgrades, c)
	}
}

// exactRerolled returns the exact damage distribution of a pool of dice
// of the given colours when, after the roll, the dice pick names (from the
// faces rolled) are rerolled once: every roll and reroll is enumerated.
func exactRerolled(colours []Colour, crits bool, pick func(faces []Face) []int) map[int]float64 {
	out := map[int]float64{}
	n := len(colours)
	faces := make([]Face, n)
	total := 1
	for range n {
		total *= 8
	}
	damage := func(f []Face) int {
		d := 0
		for _, x := range f {
			d += x.Hits()
			if crits {
				d += x.Crits()
			}
		}
		return d
	}
	for code := range total {
		c := code
		for i := range n {
			faces[i] = DiceFaces[colours[i]][c%8]
			c /= 8
		}
		idx := pick(faces)
		sub := 1
		for range idx {
			sub *= 8
		}
		after := make([]Face, n)
		for rc := range sub {
			copy(after, faces)
			c := rc
			for _, i := range idx {
				after[i] = DiceFaces[colours[i]][c%8]
				c /= 8
			}
			out[damage(after)] += 1 / float64(total*sub)
		}
	}
	return out
}

// blanks returns the first up-to-n black blanks (Ordnance Experts'
// default use).
func blanks(n int) func([]Face) []int {
	return func(f []Face) []int {
		var idx []int
		for i, x := range f {
			if x == Blank && len(idx) < n {
				idx = append(idx, i)
			}
		}
		return idx
	}
}

// belowMean returns every die when the faces deal less than the dice's
// mean damage against a ship (Veteran Gunners' default use).
func belowMean(colours []Colour) func([]Face) []int {
	mean := 0.0
	for _, c := range colours {
		mean += ExpectedDamage(c, true)
	}
	return func(f []Face) []int {
		d := 0
		for _, x := range f {
			d += x.Hits() + x.Crits()
		}
		if float64(d) >= mean {
			return nil
		}
		idx := make([]int, len(f))
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
}

// TestUpgradeDice checks the modelled dice modifiers of battle notes §4.3
// and §4.4 (Tier U1 of §4.5) by Monte Carlo against the exact
// distribution, with a fixed seed: the dice a card adds, the dice it
// rerolls, and when it does nothing.
func TestUpgradeDice(t *testing.T) {
	brick := Profile{Name: "brick", Size: LargeShip, Hull: 99}
	squadron := Profile{Name: "squadron", Squadron: true, Hull: 99}
	cases := []struct {
		name       string
		card       string
		defender   Profile
		arm        Dice
		rg         Range
		obstructed bool
		defSpeed   int
		want       map[int]float64
	}{
		{"§4.3 External Racks: 2 black dice added at close range", "External Racks", brick, Dice{Red: 2}, Close, false, 2,
			exact(DamageOdds(Dice{Red: 2, Black: 2}, true))},
		{"§4.3 External Racks: nothing at medium range", "External Racks", brick, Dice{Red: 2}, Medium, false, 2,
			exact(DamageOdds(Dice{Red: 2}, true))},
		{"§4.3 External Racks: kept against a squadron", "External Racks", squadron, Dice{Blue: 1}, Close, false, 2,
			exact(DamageOdds(Dice{Blue: 1}, false))},
		{"§4.3 Ordnance Experts: both black blanks rerolled", "Ordnance Experts", brick, Dice{Black: 2}, Close, false, 2,
			exactRerolled([]Colour{Black, Black}, true, blanks(2))},
		{"§4.3 Ordnance Experts: at most 2 of 3 black dice", "Ordnance Experts", brick, Dice{Black: 3}, Close, false, 2,
			exactRerolled([]Colour{Black, Black, Black}, true, blanks(2))},
		{"§4.3 Veteran Gunners: the pool rerolled when below its mean", "Veteran Gunners", brick, Dice{Red: 2, Black: 1}, Close, false, 2,
			exactRerolled([]Colour{Red, Red, Black}, true, belowMean([]Colour{Red, Red, Black}))},
		{"§4.3 Quad Battery Turrets: 1 blue die against a faster ship", "Quad Battery Turrets", brick, Dice{Red: 2}, Long, false, 3,
			exact(DamageOdds(Dice{Red: 2, Blue: 1}, true))},
		{"§4.3 Quad Battery Turrets: nothing against a ship as fast", "Quad Battery Turrets", brick, Dice{Red: 2}, Long, false, 2,
			exact(DamageOdds(Dice{Red: 2}, true))},
		{"§4.4 General Romodi: obstructed, no die removed and 1 red added", "General Romodi", brick, Dice{Red: 2, Blue: 1}, Medium, true, 2,
			exact(DamageOdds(Dice{Red: 3, Blue: 1}, true))},
		{"§4.4 General Romodi: not obstructed, nothing", "General Romodi", brick, Dice{Red: 2, Blue: 1}, Medium, false, 2,
			exact(DamageOdds(Dice{Red: 2, Blue: 1}, true))},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			att := isd
			att.Battery[Front], att.AntiSquadron = tc.arm, tc.arm
			g := fitted(t, pair(att, tc.defender, &testAttacker{obstruct: Blue, reroll: -1}, nil), 0, tc.card)
			g.Units[1].Speed = tc.defSpeed
			h := attackOnce(t, g, tc.rg, tc.obstructed, NoConcentrate, 40_000, 100+uint64(i))
			simtest.Distribution(t, tc.card, h, tc.want)
		})
	}
}

// TestPointDefenseIonCannons checks battle notes §4.3: defending at close
// range or distance 1, the defender makes the attacker reroll one die (the
// default: the die dealing the most damage, if any deals damage); not at
// medium range.
func TestPointDefenseIonCannons(t *testing.T) {
	def := Profile{Name: "brick", Size: LargeShip, Hull: 99}
	att := isd
	att.Battery[Front] = Dice{Red: 2}
	mostDamage := func(f []Face) []int {
		best, most := -1, 0
		for i, x := range f {
			if d := x.Hits() + x.Crits(); d > most {
				best, most = i, d
			}
		}
		if best < 0 {
			return nil
		}
		return []int{best}
	}
	for i, tc := range []struct {
		rg   Range
		want map[int]float64
	}{
		{Close, exactRerolled([]Colour{Red, Red}, true, mostDamage)},
		{Medium, exact(DamageOdds(Dice{Red: 2}, true))},
	} {
		g := fitted(t, pair(att, def, nil, nil), 1, "Point Defense Ion Cannons")
		h := attackOnce(t, g, tc.rg, false, NoConcentrate, 40_000, 200+uint64(i))
		simtest.Distribution(t, "PDIC at "+tc.rg.String(), h, tc.want)
	}
}

// TestUpgradeDefenceTokens checks the cards that change defense tokens
// (battle notes §4.3) on fixed pools: XI7 Turbolasers caps a Redirect at 1
// damage, Expert Shield Tech reduces the total by 1 instead of a Redirect
// that would move at most 1, Heavy Turbolaser Turrets caps a Brace at 1
// unless it is the only token spent.
func TestUpgradeDefenceTokens(t *testing.T) {
	six := []Die{die(Red, HitHit), die(Red, HitHit), die(Red, HitHit)}
	cases := []struct {
		name      string
		attCard   string
		defCard   string
		shields   [zones]int
		tokens    []TokenType
		spend     []int
		pool      []Die
		wantCards int8
		wantRight int8
	}{
		{"§4.3 Redirect without a card moves 3", "", "", [zones]int{0, 0, 3, 0}, []TokenType{Redirect}, []int{0}, six, 3, 0},
		{"§4.3 XI7 Turbolasers: Redirect moves at most 1", "XI7 Turbolasers", "", [zones]int{0, 0, 3, 0}, []TokenType{Redirect}, []int{0}, six, 5, 2},
		{"§4.3 Expert Shield Tech: 1 damage less instead of a 1-shield Redirect", "", "Expert Shield Tech", [zones]int{0, 0, 1, 0}, []TokenType{Redirect}, []int{0}, six, 5, 1},
		{"§4.3 Expert Shield Tech: a larger Redirect is kept", "", "Expert Shield Tech", [zones]int{0, 0, 3, 0}, []TokenType{Redirect}, []int{0}, six, 3, 0},
		{"§4.3 Brace alone halves (6 → 3)", "Heavy Turbolaser Turrets", "", [zones]int{}, []TokenType{Brace}, []int{0}, six, 3, 0},
		{"§4.3 Heavy Turbolaser Turrets: Brace with another token reduces by 1 (6 → 5)", "Heavy Turbolaser Turrets", "", [zones]int{}, []TokenType{Brace, Redirect}, []int{0, 1}, six, 5, 0},
		{"§4.3 Brace with another token, no card (6 → 3)", "", "", [zones]int{}, []TokenType{Brace, Redirect}, []int{0, 1}, six, 3, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			def := Profile{Name: "d", Size: MediumShip, Hull: 99, Shields: tc.shields, Tokens: tc.tokens}
			g := pair(isd, def, nil, &testDefender{spend: tc.spend, redirect: Right})
			if tc.attCard != "" {
				addCards(t, g, 0, tc.attCard)
			}
			if tc.defCard != "" {
				addCards(t, g, 1, tc.defCard)
			}
			g.FitUpgrades()
			s, a := fixed(g, Long, tc.pool...)
			s.resolveRolled(a, sim.NewStream(1, 0))
			st := &s.Units[1]
			if st.Cards != tc.wantCards || st.Shields[Right] != tc.wantRight {
				t.Errorf("damage cards %d, right shields %d; want %d and %d", st.Cards, st.Shields[Right], tc.wantCards, tc.wantRight)
			}
		})
	}
}

// TestUpgradeStatistics checks the cards that change a ship's card
// (battle notes §4.3, §4.4): Expanded Hangar Bay's squadron value,
// Spinal and Enhanced Armament's red dice, Admiral Motti's hull on every
// friendly ship by size, and not on the enemy's.
func TestUpgradeStatistics(t *testing.T) {
	ship := func(z Size) Profile { return Profile{Name: "s", Size: z, Hull: 5, SquadronValue: 2} }
	g := &Model{Units: []Unit{
		{ID: "flagship", Profile: ship(MediumShip)},
		{ID: "small", Profile: ship(SmallShip)},
		{ID: "large", Profile: ship(LargeShip)},
		{ID: "squadron", Profile: xwing},
		{ID: "enemy", Profile: ship(SmallShip), Player: 1},
	}}
	addCards(t, g, 0, "Admiral Motti", "Expanded Hangar Bay", "Spinal Armament")
	fitted(t, g, 2, "Enhanced Armament")
	cases := []struct {
		name string
		got  int
		want int
	}{
		{"§4.4 Motti: medium +2", g.Units[0].Profile.Hull, 7},
		{"§4.4 Motti: small +1", g.Units[1].Profile.Hull, 6},
		{"§4.4 Motti: large +3", g.Units[2].Profile.Hull, 8},
		{"§4.4 Motti: not a squadron", g.Units[3].Profile.Hull, xwing.Hull},
		{"§4.4 Motti: not the enemy", g.Units[4].Profile.Hull, 5},
		{"§4.3 Expanded Hangar Bay: squadron value +1", g.Units[0].Profile.SquadronValue, 3},
		{"§4.3 Spinal Armament: +1 red front", g.Units[0].Profile.Battery[Front][Red], 1},
		{"§4.3 Spinal Armament: +1 red rear", g.Units[0].Profile.Battery[Rear][Red], 1},
		{"§4.3 Spinal Armament: not the sides", g.Units[0].Profile.Battery[Left][Red], 0},
		{"§4.3 Enhanced Armament: +1 red left", g.Units[2].Profile.Battery[Left][Red], 1},
		{"§4.3 Enhanced Armament: +1 red right", g.Units[2].Profile.Battery[Right][Red], 1},
		{"§2.6 points with upgrades", g.Units[0].Points(), 24 + 5 + 9},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	// the flagship destroyed, Motti's hull is lost: the small ship with 5
	// damage cards (under its 6) is destroyed at once
	s := NewState(g)
	s.Units[1].Cards = 5
	s.destroy(0)
	if !s.Units[1].Destroyed || s.Units[2].Destroyed {
		t.Errorf("flagship destroyed: small ship with 5 cards destroyed %v (want true), large with 0 %v", s.Units[1].Destroyed, s.Units[2].Destroyed)
	}
}

// TestRomodiEndsWithTheFlagship checks that a commander's effect ends
// when its flagship is destroyed (battle notes §4.4, "lose it"): an
// obstructed attack then loses a die again.
func TestRomodiEndsWithTheFlagship(t *testing.T) {
	brick := Profile{Name: "brick", Size: LargeShip, Hull: 99}
	att := isd
	att.Battery[Front] = Dice{Red: 2, Blue: 1}
	g := pair(att, brick, &testAttacker{obstruct: Blue, reroll: -1}, nil)
	g.Units = append(g.Units, Unit{ID: "flagship", Profile: brick})
	fitted(t, g, 2, "General Romodi")
	s := NewState(g)
	s.Units[2].Destroyed = true
	s.start[2].Destroyed = true
	r := sim.NewStream(7, 0)
	var h sim.Histogram
	for range 40_000 {
		s.Reset()
		a := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Medium, Obstructed: true}
		s.Resolve(&a, r)
		h.Add(a.Damage)
	}
	simtest.Distribution(t, "Romodi lost", &h, exact(DamageOdds(Dice{Red: 2}, true)))
}

// oneRedDie returns a game of an attacker with one red die and the card
// against a brick, and a stream.
func oneRedDie(t *testing.T, card string) (*State, *sim.Stream) {
	att := isd
	att.Battery[Front] = Dice{Red: 1}
	g := fitted(t, pair(att, Profile{Name: "brick", Size: LargeShip, Hull: 99}, nil, nil), 0, card)
	return NewState(g), sim.NewStream(1, 0)
}

// TestExternalRacksOnceAGame checks battle notes §4.3 "discard": the
// second close-range attack in a game gets no black dice.
func TestExternalRacksOnceAGame(t *testing.T) {
	s, r := oneRedDie(t, "External Racks")
	for i, want := range []int{3, 1} {
		a := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close}
		s.Resolve(&a, r)
		if a.N != want {
			t.Errorf("attack %d: %d dice, want %d", i+1, a.N, want)
		}
	}
}

// TestUpgradeByName checks the lookup a list importer uses (battle notes
// §6.1 names cards by name): case and spaces ignored, the notes' points
// (§4.3, §4.4, §4.6 AMG final errata), the slot, and unknown names.
func TestUpgradeByName(t *testing.T) {
	cases := []struct {
		name   string
		points int
		slot   Slot
		known  bool
	}{
		{"External Racks", 4, OrdnanceSlot, true},
		{"  ordnance experts ", 4, WeaponsTeamSlot, true},
		{"Point Defense Ion Cannons", 6, IonCannonSlot, true},
		{"Admiral Screed", 24, CommanderSlot, true},
		{"Darth Vader", 34, CommanderSlot, true},
		{"Leading Shots", 5, IonCannonSlot, true},
		{"Dual Turbolaser Turrets", 4, TurbolaserSlot, true},
		{"No Such Card", 0, SlotNone, false},
	}
	for _, tc := range cases {
		c, ok := UpgradeByName(tc.name)
		if ok != tc.known || ok && (c.Points != tc.points || c.Slot != tc.slot) {
			t.Errorf("UpgradeByName(%q) = %+v, %v; want %d points, %v", tc.name, c, ok, tc.points, tc.slot)
		}
	}
	seen := map[string]bool{}
	for _, c := range KnownUpgrades() {
		key := strings.ToLower(c.Name)
		if seen[key] {
			t.Errorf("%s twice in the known cards", c.Name)
		}
		seen[key] = true
		if c.Slot == CommanderSlot && !c.Unique {
			t.Errorf("commander %s is not unique", c.Name)
		}
		if c.Modelled != (c.fit != nil) {
			t.Errorf("%s: Modelled %v but fit set %v", c.Name, c.Modelled, c.fit != nil)
		}
	}
}

// TestUnmodelledNamesCards checks issue 17 item 6: a card fitted without
// effect is named in the model's Unmodelled list, once, and a modelled one
// is not.
func TestUnmodelledNamesCards(t *testing.T) {
	g := pair(isd, isd, nil, nil)
	addCards(t, g, 0, "Gunnery Team", "External Racks")
	fitted(t, g, 1, "Gunnery Team", "Admiral Screed")
	if got := strings.Join(g.Unmodelled(), "|"); got != "Gunnery Team|Admiral Screed" {
		t.Errorf("Unmodelled = %q", got)
	}
}

// TestAckbarSideArcs checks Admiral Ackbar (battle notes §4.4): a ship
// that restricted itself to side-arc attacks adds 2 red dice to an attack
// on a ship from its left or right hull zone, not from the front, and
// not in a round it did not restrict itself; with the flagship destroyed
// it no longer restricts itself.
func TestAckbarSideArcs(t *testing.T) {
	brick := Profile{Name: "brick", Size: LargeShip, Hull: 99}
	att := isd
	att.Battery = [zones]Dice{Front: {Blue: 1}, Left: {Blue: 1}, Right: {Blue: 1}}
	cases := []struct {
		name       string
		from       Zone
		restricted bool
		want       Dice
	}{
		{"left, restricted: 2 red added", Left, true, Dice{Red: 2, Blue: 1}},
		{"right, restricted: 2 red added", Right, true, Dice{Red: 2, Blue: 1}},
		{"front: nothing", Front, true, Dice{Blue: 1}},
		{"not restricted: nothing", Left, false, Dice{Blue: 1}},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := fitted(t, pair(att, brick, nil, nil), 0, "Admiral Ackbar")
			s := NewState(g)
			if tc.restricted {
				s.start[0].UpgradesUsed |= sideArcsOnly
			}
			r := sim.NewStream(300+uint64(i), 0)
			var h sim.Histogram
			for range 40_000 {
				s.Reset()
				a := Attack{Attacker: 0, Defender: 1, From: tc.from, Zone: Front, Range: Medium}
				s.Resolve(&a, r)
				h.Add(a.Damage)
			}
			simtest.Distribution(t, tc.name, &h, exact(DamageOdds(tc.want, true)))
		})
	}
	g := fitted(t, pair(att, brick, nil, nil), 0, "Admiral Ackbar")
	s := NewState(g)
	s.Units[0].Destroyed = true
	if got := s.ackbarArcs(0, sim.NewStream(1, 0)); got != 0 || s.Units[0].UpgradesUsed&sideArcsOnly != 0 {
		t.Errorf("flagship destroyed: ackbarArcs = %b, want no restriction", got)
	}
}

// TestVeteranGunnersRecur checks battle notes §4.2 and §4.3: Veteran
// Gunners exhausts when used, so a second attack in the round keeps its
// pool, and the Status Phase readies it (recur icon).
func TestVeteranGunnersRecur(t *testing.T) {
	s, r := oneRedDie(t, "Veteran Gunners")
	used := func() bool { return s.Units[0].UpgradesUsed&usedVeteran != 0 }
	for range 100 { // a blank (below the red die's mean) is rerolled within a few attacks
		a := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close}
		s.Resolve(&a, r)
		if used() {
			break
		}
	}
	if !used() {
		t.Fatal("Veteran Gunners never used")
	}
	s.StatusPhase()
	if used() {
		t.Error("the Status Phase did not ready Veteran Gunners")
	}
}
