package armada

import "testing"

// testPlayers returns the Model.Players that give both players the test's
// scripted policies; a nil one leaves the default.
func testPlayers(ap interface {
	ObstructDecision
	ConcentrateDecision
	RerollDecision
	LockDecision
}, dp interface {
	TokenDecision
	EvadeDecision
	RedirectDecision
	DiscardDecision
}, sq interface {
	PreyDecision
	SquadronMoveDecision
}) [Players]func() Player {
	newPlayer := func() Player {
		var p Player
		if ap != nil {
			p.Obstruct, p.Concentrate, p.Reroll, p.Lock = ap, ap, ap, ap
		}
		if dp != nil {
			p.Token, p.Evade, p.Redirect, p.Discard = dp, dp, dp, dp
		}
		if sq != nil {
			p.Prey, p.SquadronMoves = sq, sq
		}
		return p
	}
	return [Players]func() Player{newPlayer, newPlayer}
}

// TestDefaultChoices checks the defaults of the choices the rules core
// used to make itself against the choices it made: the zone with most
// expected damage, front first on a tie (rules notes §3, "up to 2 attacks
// per activation ... each from a different hull zone"); the nearest
// squadron in reach first under a Squadron command and the squadrons as
// listed in the Squadron Phase (rules notes §5, §8); a ship's dials in its
// written cycle (rules notes §5).
func TestDefaultChoices(t *testing.T) {
	t.Run("zone", func(t *testing.T) {
		s := tableGame(tableShip("gun", 0, 0, 0, 0), tableShip("target", 1, 0, 300, 0))
		red := Attack{Range: Close, State: s, Attacker: 0, Defender: 1}
		for _, tc := range []struct {
			name  string
			legal [zones]bool
			dice  [zones]Dice // each zone's battery
			want  Zone
		}{
			{"most expected damage", [zones]bool{true, true, true, true}, [zones]Dice{{Red: 1}, {Red: 2}, {Red: 1}, {}}, Left},
			{"a tie: front first", [zones]bool{true, true, true, true}, [zones]Dice{{Red: 2}, {Red: 2}, {}, {}}, Front},
			{"only the legal", [zones]bool{false, false, true, false}, [zones]Dice{{Red: 3}, {}, {Blue: 1}, {}}, Right},
		} {
			s.Model.Units[0].Profile.Battery = tc.dice
			var o ZoneOptions
			for z := range Zone(zones) {
				o.Legal[z] = tc.legal[z]
				o.Attacks[z] = red
				o.Attacks[z].From = z
			}
			if got := (MostDamageZone{}).Zone(s, &o, nil); got != tc.want {
				t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
			}
		}
	})
	t.Run("squadrons", func(t *testing.T) {
		s := tableGame(tableShip("carrier", 0, 0, 0, 0),
			tableSquadron("far", 0, 0, 200), tableSquadron("near", 0, 0, 120), tableSquadron("enemy", 1, 0, 100))
		if got := (NearestSquadron{}).CommandSquadron(s, 0, nil); got != 2 {
			t.Errorf("Squadron command: squadron %d first, want the nearest in reach (2)", got)
		}
		if got := (ListedSquadrons{}).PhaseSquadron(s, 0, nil); got != 1 {
			t.Errorf("Squadron Phase: squadron %d first, want the first listed (1)", got)
		}
		s.Units[1].ActivatedRound = int8(s.Round)
		if got := (ListedSquadrons{}).PhaseSquadron(s, 0, nil); got != 2 {
			t.Errorf("Squadron Phase: squadron %d next, want the next listed not yet activated (2)", got)
		}
		if got := (ListedSquadrons{}).PhaseSquadron(s, 1, nil); got != 3 {
			t.Errorf("Squadron Phase of the second player: squadron %d, want its own (3)", got)
		}
	})
	t.Run("dials", func(t *testing.T) {
		ship := tableShip("ship", 0, 0, 0, 0)
		ship.Commands = []Command{Navigate, Repair}
		s := tableGame(ship)
		for _, want := range []Command{Navigate, Repair, Navigate} {
			if got := (ScriptedDials{}).Dial(s, 0, nil); got != want {
				t.Errorf("dial %d: %v, want %v (the written cycle)", s.Units[0].DialsSet, got, want)
			}
			s.Units[0].DialsSet++
		}
	})
}
