package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestDamageCardEffects plays each faceup damage card that once did
// nothing (rules notes §6, "Damage deck": the 2-copy cards beside those
// with effects in the notes' list; their effects as the card data the
// notes cite words them), one case a card, named by it.
func TestDamageCardEffects(t *testing.T) {
	ship := func() *State { // a ship (0) at the origin facing +y, an enemy ship (1) ahead, an enemy squadron (2)
		s := tableGame(tableShip("ship", 0, 0, 0, 0), tableShip("enemy", 1, 0, 400, 180), tableSquadron("sq", 1, 300, 0))
		for i := range 2 {
			s.Model.Units[i].Profile.Shields = [zones]int{2, 2, 2, 2}
			s.Model.Units[i].Profile.Battery[Front] = Dice{Red: 2}
			s.Model.Units[i].Profile.AntiSquadron = Dice{Blue: 2}
			s.Model.Units[i].Profile.Tokens = []TokenType{Redirect, Brace}
			s.Model.Units[i].Profile.Speeds = cr90Speeds
			s.Units[i].Shields = [zones]int8{2, 2, 2, 2}
		}
		s.Round = 1
		return s
	}
	r := sim.NewStream(5, 0)
	for _, tc := range []struct {
		card Card
		play func(t *testing.T, s *State)
	}{
		{CapacitorFailure, func(t *testing.T, s *State) {
			// "If a hull zone has no remaining shields, you cannot recover
			// shields in it nor move shields to it. If that hull zone is
			// defending, you cannot spend redirect tokens."
			s.Units[0].Shields = [zones]int8{0, 1, 2, 2}
			if a := (&Attack{Attacker: 1, Defender: 0, Zone: Front, State: s}); a.Spendable(0) || !a.Spendable(1) {
				t.Error("a Redirect is spendable with the defending zone's shields gone (or the Brace is not)")
			}
			if a := (&Attack{Attacker: 1, Defender: 0, Zone: Left, State: s}); !a.Spendable(0) {
				t.Error("no Redirect with the defending zone's shields left")
			}
			s.repair(0, 4, r)
			if sh := s.Units[0].Shields; sh[Front] != 0 || sh[Left] != 2 {
				t.Errorf("shields after 4 engineering points %v: want the front left empty, the left recovered", sh)
			}
		}},
		{CommNoise, func(t *testing.T, s *State) {
			// "Your opponent may either reduce your speed by 1 or choose a
			// new command on your top command dial. Then flip this card
			// facedown."
			if st := &s.Units[0]; st.Speed != 1 || st.Faceup[CommNoise] != 0 || st.Facedown[CommNoise] != 1 {
				t.Errorf("speed %d (from 2), faceup %d: want 1 and the card flipped", st.Speed, st.Faceup[CommNoise])
			}
			st := &s.Units[0]
			st.Speed, st.Dials[0], st.NDials = 0, Navigate, 1
			s.faceup(0, CommNoise, r)
			if st.Speed != 0 || st.Dials[0] != SquadronCommand {
				t.Errorf("at speed 0: speed %d, top dial %s; want the dial set to squadron", st.Speed, st.Dials[0])
			}
		}},
		{CoolantDischarge, func(t *testing.T, s *State) {
			// "Only one attack you perform each round can target a ship."
			first := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close}
			s.Resolve(&first, r)
			second := Attack{Attacker: 0, Defender: 1, From: Left, Zone: Front, Range: Close}
			s.Resolve(&second, r)
			squadron := Attack{Attacker: 0, Defender: 2, From: Left, Range: Close}
			s.Resolve(&squadron, r)
			s.Round = 2
			next := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close}
			s.Resolve(&next, r)
			if first.Cancelled || !second.Cancelled || squadron.Cancelled || next.Cancelled {
				t.Errorf("cancelled: first %v, second at a ship %v, at a squadron %v, next round %v; want only the second",
					first.Cancelled, second.Cancelled, squadron.Cancelled, next.Cancelled)
			}
		}},
		{CrewPanic, func(t *testing.T, s *State) {
			// "Before you reveal a command dial, you must either suffer 1
			// damage or discard that dial. If you discard it, do not
			// reveal a dial this round."
			st := &s.Units[0]
			st.Dials[0], st.Dials[1], st.NDials = Navigate, Repair, 2
			if d := s.Reveal(0, true, true, r); d != Navigate || st.TotalShields() != 7 {
				t.Errorf("with shields: revealed %s, shields %d; want navigate, 1 damage on a shield", d, st.TotalShields())
			}
			st.Shields = [zones]int8{}
			if d := s.Reveal(0, true, true, r); d != CommandNone || st.NDials != 0 || st.Cards != 0 {
				t.Errorf("with no shields: revealed %s, %d dials left, %d cards; want the dial discarded, no damage", d, st.NDials, st.Cards)
			}
		}},
		{DamagedControls, func(t *testing.T, s *State) {
			// "When you overlap a ship or obstacle, deal 1 facedown damage
			// card to your ship (in addition to all other obstacle
			// effects)."
			s.Model.Obstacles = []Obstacle{{Polygon: square(0, 2*68.4, 10), Kind: DebrisField}}
			st := &s.Units[0]
			s.Maneuver(0, s.Model.Tool, Course{Side: 1}, r)
			s.landOnObstacles(0, r)
			if st.Cards != 1 || st.Faceup[DamagedControls] != 1 || st.TotalShields() != 6 {
				t.Errorf("on a debris field: %d cards, %d shields; want the card's 1 and the debris' 2 damage on shields", st.Cards, st.TotalShields())
			}
		}},
		{DamagedMunitions, func(t *testing.T, s *State) {
			// "While attacking a ship, before you roll your attack pool,
			// remove 1 die of your choice."
			a := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close}
			s.Resolve(&a, r)
			b := Attack{Attacker: 0, Defender: 2, From: Front, Range: Close}
			s.Resolve(&b, r)
			if a.N != 1 || b.N != 2 {
				t.Errorf("dice rolled at a ship %d, at a squadron %d; want 1 (2 less 1) and 2", a.N, b.N)
			}
		}},
		{DisengagedFireControl, func(t *testing.T, s *State) {
			// "When declaring the target of an attack, you cannot choose a
			// target against whom the attack would be obstructed."
			a := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close, Obstructed: true}
			s.Resolve(&a, r)
			b := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close}
			s.Resolve(&b, r)
			if !a.Cancelled || b.Cancelled {
				t.Errorf("cancelled: obstructed %v, clear %v; want the obstructed one only", a.Cancelled, b.Cancelled)
			}
			s.Model.Obstacles = []Obstacle{{Polygon: square(0, 200, 20), Kind: ObstacleNone}} // across the line to the enemy
			c := Attack{Attacker: 0, From: Front, Measured: true, NearestZone: true, Target: TargetNearestShip, State: s}
			if s.declare(&c, r) {
				t.Errorf("declared an obstructed target (%d, obstructed %v)", c.Defender, c.Obstructed)
			}
		}},
		{LifeSupportFailure, func(t *testing.T, s *State) {
			// "Discard all of your command tokens. You cannot have any
			// command tokens."
			if st := &s.Units[0]; st.CommandTokens != 0 || s.GainToken(0, Navigate) {
				t.Errorf("tokens %b after the card, or a token gained", st.CommandTokens)
			}
		}},
		{PointDefenseFailure, func(t *testing.T, s *State) {
			// "While attacking a squadron, before you roll your attack
			// pool, remove 1 die of your choice."
			a := Attack{Attacker: 0, Defender: 2, From: Front, Range: Close}
			s.Resolve(&a, r)
			b := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Close}
			s.Resolve(&b, r)
			if a.N != 1 || b.N != 2 {
				t.Errorf("dice rolled at a squadron %d, at a ship %d; want 1 (2 less 1) and 2", a.N, b.N)
			}
		}},
		{RupturedEngine, func(t *testing.T, s *State) {
			// "After you execute a maneuver, if the speed on your speed
			// dial is greater than 1, suffer 1 damage."
			st := &s.Units[0]
			s.executeManeuver(0, NavigateRequest{}, Course{Side: 1}, false, r)
			if st.TotalShields() != 7 {
				t.Errorf("at speed 2: shields %d, want 7", st.TotalShields())
			}
			st.Speed = 1
			s.executeManeuver(0, NavigateRequest{}, Course{Side: 1}, false, r)
			if st.TotalShields() != 7 {
				t.Errorf("at speed 1: shields %d, want still 7", st.TotalShields())
			}
		}},
		{ShieldFailure, func(t *testing.T, s *State) {
			// "Your opponent may choose up to 2 of your hull zones. Each of
			// the chosen hull zones loses 1 shield. Then flip this card
			// facedown."
			if st := &s.Units[0]; st.TotalShields() != 6 || st.Faceup[ShieldFailure] != 0 {
				t.Errorf("shields %v, faceup %d: want two zones less one, the card flipped", st.Shields, st.Faceup[ShieldFailure])
			}
			st := &s.Units[0]
			st.Shields = [zones]int8{3, 0, 0, 0}
			s.faceup(0, ShieldFailure, r)
			if st.Shields != [zones]int8{2, 0, 0, 0} {
				t.Errorf("one zone with shields: %v, want it less one only (two different zones)", st.Shields)
			}
		}},
		{ThrustControlMalfunction, func(t *testing.T, s *State) {
			// "The yaw value for the last adjustable joint at your current
			// speed is reduced by 1."
			if s.YawLimit(0, 2, 1) != 1 || s.YawLimit(0, 2, 0) != 1 || s.YawLimit(0, 3, 2) != 1 || s.YawLimit(0, 3, 1) != 1 {
				t.Errorf("yaw limits at speed 2: %d %d; at 3: %d %d %d; want 1 1; 0 1 1", s.YawLimit(0, 2, 0), s.YawLimit(0, 2, 1),
					s.YawLimit(0, 3, 0), s.YawLimit(0, 3, 1), s.YawLimit(0, 3, 2))
			}
			c := s.navigate(0, NavigateRequest{}, Course{Yaw: [MaxSpeed]int8{1, 2}, Side: 1}, false, r)
			if c.Yaw[1] != 1 {
				t.Errorf("a course clicked 2 at the last joint is executed with %d, want 1", c.Yaw[1])
			}
		}},
		{ThrusterFissure, func(t *testing.T, s *State) {
			// "When you change your speed by 1 or more, suffer 1 damage."
			st := &s.Units[0]
			st.KeptDial = Navigate
			s.navigate(0, NavigateRequest{Speed: 1}, Course{}, false, r)
			if st.Speed != 3 || st.TotalShields() != 7 {
				t.Errorf("speed %d, shields %d; want 3 and 7", st.Speed, st.TotalShields())
			}
			st.KeptDial = CommandNone
			s.navigate(0, NavigateRequest{}, Course{}, false, r)
			if st.TotalShields() != 7 {
				t.Errorf("no change: shields %d, want still 7", st.TotalShields())
			}
		}},
	} {
		t.Run(tc.card.String(), func(t *testing.T) {
			s := ship()
			s.faceup(0, tc.card, r)
			tc.play(t, s)
		})
	}
}

// TestEveryDamageCardPlayed checks that the deck has no card kind whose
// effect the engine leaves out: every kind is played (damagecard.go), so
// no report names one "played without effect".
func TestEveryDamageCardPlayed(t *testing.T) {
	g := battleModel(50)
	for _, u := range g.Unmodelled() {
		for c := StructuralDamage; c < cardKinds; c++ {
			if u == c.String() {
				t.Errorf("%s listed as played without effect", c)
			}
		}
		if u == "huge ships' auxiliary hull zones" {
			t.Errorf("%q listed for a battle with no huge ship", u)
		}
	}
	g.Units[0].Profile.Size = HugeShip
	found := false
	for _, u := range g.Unmodelled() {
		found = found || u == "huge ships' auxiliary hull zones"
	}
	if !found {
		t.Error("a battle with a huge ship does not list its auxiliary hull zones as played without effect")
	}
}
