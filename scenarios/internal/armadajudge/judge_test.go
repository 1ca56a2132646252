package armadajudge

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// game returns the set-up of a small game: ship a (player 0, small, card
// 44, upgrades 10) at (500, 300) heading 0 (+y), ship b (player 1, small,
// card 40, upgrades 6) at (500, 621) facing it, 250 mm between the bases, a squadron c (player 1,
// 13) at (700, 300); Most Wanted with a and b its objective ships.
func game() armada.SetUpEvent {
	small := func(i, p int, id string, card, upg int) armada.UnitFacts {
		return armada.UnitFacts{Unit: i, ID: id, Player: p, Size: "small", Hull: 4, CardPoints: card, UpgradePoints: upg,
			Speeds: [][]int{{2}, {1, 2}}, ArcFront: 31.2, ArcRear: 31.2}
	}
	return armada.SetUpEvent{PlayArea: [2]float64{1828.8, 914.4}, SquadronRadius: 16.875, First: 0, Objective: "most-wanted",
		Units:    []armada.UnitFacts{small(0, 0, "a", 44, 10), small(1, 1, "b", 40, 6), {Unit: 2, ID: "c", Player: 1, Squadron: true, Size: "none", Hull: 5, CardPoints: 13, SquadronSpeed: 3}},
		Deployed: []armada.Pose{{X: 500, Y: 300}, {X: 500, Y: 621, Heading: 180}, {X: 700, Y: 300}},
		Speeds:   []int{2, 2, 0}, SetAside: []bool{false, false, false}}
}

// TestJudgeFindsViolations feeds the judge games with one rule broken
// each, and the same games unbroken, and checks it names exactly the
// broken ones (armada.md §2 range and dice colours, §6 arcs, speed chart,
// destruction; battle §2.6 scoring and the Most Wanted card's "Do not
// double the cost of its upgrade cards").
func TestJudgeFindsViolations(t *testing.T) {
	attack := armada.AttackEvent{Round: 1, Attacker: 0, Defender: 1, From: "front", Zone: "front", Range: "long", Distance: 250,
		Gathered: [3]int{2, 0, 0}, Damage: 2}
	maneuver := armada.ManeuverEvent{Round: 1, Ship: 0, From: armada.Pose{X: 500, Y: 300}, To: armada.Pose{X: 500, Y: 437}, Speed: 2, SpeedUsed: 2,
		Yaw: []int{1, -2}, Overlapped: -1}
	// a destroyed c (13) and b (40 doubled + 6 = 86) for player 0
	score := armada.ScoreEvent{Score: [2]int{13 + 86, 0}, PointsDestroyed: [2]int{13 + 46, 0}, ObjectiveShips: [2]int{0, 1}, Destroyed: []bool{false, true, true},
		Cards: []int{0, 4, 0}, SetAside: []bool{false, false, false}, End: "rounds", Winner: 0}
	for _, tc := range []struct {
		name   string
		change func(*armada.AttackEvent, *armada.ManeuverEvent, *armada.ScoreEvent)
		want   string // a violation containing it; "" none
	}{
		{"a legal game", func(*armada.AttackEvent, *armada.ManeuverEvent, *armada.ScoreEvent) {}, ""},
		{"§2 black dice at long range", func(a *armada.AttackEvent, _ *armada.ManeuverEvent, _ *armada.ScoreEvent) { a.Gathered[2] = 1 }, "black dice at long range"},
		{"§2 the band and the distance disagree", func(a *armada.AttackEvent, _ *armada.ManeuverEvent, _ *armada.ScoreEvent) { a.Range = "close" }, "the band runs"},
		{"§2 closer than the bases", func(a *armada.AttackEvent, _ *armada.ManeuverEvent, _ *armada.ScoreEvent) { a.Distance = 50 }, "bases are"},
		{"§6 out of arc", func(a *armada.AttackEvent, _ *armada.ManeuverEvent, _ *armada.ScoreEvent) { a.From = "rear" }, "in its arc"},
		{"§6 a squadron out of reach", func(a *armada.AttackEvent, _ *armada.ManeuverEvent, _ *armada.ScoreEvent) {
			a.Attacker, a.Defender, a.From, a.Range, a.Distance = 2, 0, "", "distance-1", 170
		}, "beyond its reach"},
		{"§6 yaw beyond the chart", func(_ *armada.AttackEvent, m *armada.ManeuverEvent, _ *armada.ScoreEvent) { m.Yaw[0] = 2 }, "yaw +2 at joint 1"},
		{"§5 Navigate allows one more", func(_ *armada.AttackEvent, m *armada.ManeuverEvent, _ *armada.ScoreEvent) {
			m.Yaw[0], m.NavigateJoint = 2, 1
		}, ""},
		{"§5 the extra click needs the Navigate dial", func(_ *armada.AttackEvent, m *armada.ManeuverEvent, _ *armada.ScoreEvent) {
			m.Yaw[0], m.NavigateJoint = 2, 1
		}, "having revealed \"repair\""},
		{"§6 off the table unsaid", func(_ *armada.AttackEvent, m *armada.ManeuverEvent, _ *armada.ScoreEvent) { m.To.Y = 10 }, "off the table true"},
		{"battle §3.2 Most Wanted doubles the upgrades", func(_ *armada.AttackEvent, _ *armada.ManeuverEvent, s *armada.ScoreEvent) {
			s.Score[0] = 13 + 92
		}, "the cards give [99 0]"},
		{"battle §2.5 the higher score wins", func(_ *armada.AttackEvent, _ *armada.ManeuverEvent, s *armada.ScoreEvent) { s.Winner = 1 }, "winner 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			su, a, m, s := game(), attack, maneuver, score
			m.Yaw = append([]int(nil), maneuver.Yaw...)
			s.Destroyed, s.Cards = append([]bool(nil), score.Destroyed...), append([]int(nil), score.Cards...)
			tc.change(&a, &m, &s)
			destroyed := armada.DestroyedEvent{Round: 1, Unit: 1, Cause: "attack", Cards: 4, Hull: 4}
			dial := armada.DialEvent{Round: 1, Ship: 0, Dial: "navigate"}
			if tc.name == "§5 the extra click needs the Navigate dial" {
				dial.Dial = "repair"
			}
			v := Judge([]any{su, armada.RoundEvent{Round: 1}, dial, a, destroyed, m, s}, RulesNotes())
			found := tc.want == ""
			for _, x := range v.Violations {
				found = found || strings.Contains(x, tc.want)
			}
			if !found || tc.want == "" && len(v.Violations) > 0 {
				t.Errorf("violations %q, want one with %q", v.Violations, tc.want)
			}
		})
	}
}

// TestJudgeDestructionCauses checks that a destruction's cause must match
// what came before it: an overlap the maneuver made, an obstacle it ended
// on, leaving the table; and that the judge counts a ship destroyed by its
// own maneuver.
func TestJudgeDestructionCauses(t *testing.T) {
	m := armada.ManeuverEvent{Round: 1, Ship: 0, From: armada.Pose{X: 500, Y: 300}, To: armada.Pose{X: 500, Y: 437}, Speed: 2, SpeedUsed: 2,
		Yaw: []int{0, 0}, Overlapped: -1, Obstacles: []string{"asteroid"}, Destroyed: true}
	for _, tc := range []struct {
		cause string
		bad   bool
	}{{"obstacle", false}, {"overlap", true}, {"left-table", true}, {"attack", true}} {
		v := Judge([]any{game(), m, armada.DestroyedEvent{Round: 1, Unit: 0, Cause: tc.cause, Cards: 4, Hull: 4}}, RulesNotes())
		if (len(v.Violations) > 0) != tc.bad {
			t.Errorf("%s after a maneuver onto an asteroid field: violations %q, want some: %v", tc.cause, v.Violations, tc.bad)
		}
		if !tc.bad && (v.Counts.SelfDestroyed != 1 || v.Counts.ObstacleLandings != 1) {
			t.Errorf("%s: counts %+v, want 1 self-destroyed, 1 obstacle landing", tc.cause, v.Counts)
		}
	}
}

// TestJudgeEngagement checks a squadron's attack against engagement
// (battle notes §5, armada.md §7): engaged by a squadron without Heavy it
// may not attack a ship (Grit would let it move, not shoot a ship); a
// Heavy engager holds nothing; engaged with an Escort it may attack only
// squadrons with Escort.
func TestJudgeEngagement(t *testing.T) {
	for _, tc := range []struct {
		name     string
		keywords []string // the engager's
		target   int      // 0: the ship; 4: a squadron without Escort
		bad      bool
	}{
		{"§7 engaged, attacking a ship", nil, 0, true},
		{"§5 Heavy engager: a ship is allowed", []string{"heavy"}, 0, false},
		{"§5 Grit does not allow a ship", nil, 0, true},
		{"§5 engaged with an Escort, a squadron without Escort", []string{"escort"}, 4, true},
		{"§7 engaged, attacking a squadron", nil, 4, false},
	} {
		su := game()
		su.Units[2].Keywords = []string{"grit"}
		su.Units = append(su.Units,
			armada.UnitFacts{Unit: 3, ID: "d", Player: 0, Squadron: true, Size: "none", Hull: 5, CardPoints: 13, Keywords: tc.keywords},
			armada.UnitFacts{Unit: 4, ID: "e", Player: 0, Squadron: true, Size: "none", Hull: 5, CardPoints: 13, Keywords: []string{"heavy"}})
		su.Deployed = []armada.Pose{{X: 500, Y: 300}, {X: 500, Y: 621, Heading: 180}, {X: 540, Y: 300}, {X: 540, Y: 300 + 33.75 + 30}, {X: 540 + 33.75 + 30, Y: 300}}
		su.Speeds, su.SetAside = []int{2, 2, 0, 0, 0}, []bool{false, false, false, false, false}
		a := armada.AttackEvent{Round: 1, Attacker: 2, Defender: tc.target, Range: "distance-1", Distance: 30, Gathered: [3]int{0, 2, 0}}
		if tc.target == 0 {
			a.Zone, a.Distance = "right", 1.6
		}
		v := Judge([]any{su, a}, RulesNotes())
		if (len(v.Violations) > 0) != tc.bad {
			t.Errorf("%s: violations %q, want some: %v", tc.name, v.Violations, tc.bad)
		}
	}
}
