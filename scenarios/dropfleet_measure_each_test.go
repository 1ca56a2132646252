package scenarios

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// dfcBattleText returns the built-in dfc-battle's file without its
// translations.
func dfcBattleText(t *testing.T) string {
	t.Helper()
	data, err := builtinFS.ReadFile("builtin/dfc-battle.yaml")
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	return src[:strings.Index(src, "translations:")] // the tests change its metrics' names
}

// metricsOf returns the names of c's metrics that start with prefix.
func metricsOf(c *Compiled, prefix string) []string {
	var out []string
	for _, name := range metricNames(c) {
		if strings.HasPrefix(name, prefix) {
			out = append(out, name)
		}
	}
	return out
}

// TestClassAndTurnMetrics (battle notes §3.1-§3.2, issue 16 item 6): a
// ships-lost-of-class measure makes one metric per class of its fleet, in
// the order the fleet first has them, named NAME_CLASS with the class
// slugged (two classes slugged alike take _2); one with class: makes one;
// victory-points-after with turn: every makes one a turn the battle plays.
func TestClassAndTurnMetrics(t *testing.T) {
	src := dfcBattleText(t)
	alike := strings.Replace(src, "  moscow:", "  new_orleans: {scan: 6, sig: 6, thrust: 10, hull: 8, armour: 4, pd: 3, tonnage: M, points: 100, group: 1-2}\n  moscow:", 1)
	alike = strings.Replace(alike, "{ship: seattle, name: ucm-seattle,", "{ship: new_orleans, name: ucm-seattle,", 1)
	alike = strings.Replace(alike, "anomaly: $anomaly}", "anomaly: $anomaly, unrestricted: true}", 1)
	one := strings.Replace(src, "{name: ucm_lost, what: ships-lost-of-class, of: ucm}", "{name: ucm_lost_big, what: ships-lost-of-class, of: ucm, class: moscow}", 1)
	for _, tc := range []struct {
		name, src, prefix string
		sets              []string
		want              []string
	}{
		{"each class of the UCM", src, "ucm_lost_", nil,
			[]string{"ucm_lost_toulon", "ucm_lost_lysander", "ucm_lost_berlin", "ucm_lost_new_orleans", "ucm_lost_san_francisco", "ucm_lost_seattle", "ucm_lost_moscow", "ucm_lost_st_petersburg"}},
		{"each class of the PHR", src, "phr_lost_", nil,
			[]string{"phr_lost_europa", "phr_lost_medea", "phr_lost_ajax", "phr_lost_ganymede", "phr_lost_orion", "phr_lost_ikarus", "phr_lost_achilles", "phr_lost_hector"}},
		{"two classes slugged alike", alike, "ucm_lost_", nil,
			[]string{"ucm_lost_toulon", "ucm_lost_lysander", "ucm_lost_berlin", "ucm_lost_new_orleans", "ucm_lost_san_francisco", "ucm_lost_new_orleans_2", "ucm_lost_moscow", "ucm_lost_st_petersburg"}},
		{"one class named", one, "ucm_lost_", nil, []string{"ucm_lost_big"}},
		{"every turn of six", src, "ucm_vp_turn_", nil,
			[]string{"ucm_vp_turn_1", "ucm_vp_turn_2", "ucm_vp_turn_3", "ucm_vp_turn_4", "ucm_vp_turn_5", "ucm_vp_turn_6"}},
		{"every turn of three", src, "phr_vp_turn_", []string{"turns=3"}, []string{"phr_vp_turn_1", "phr_vp_turn_2", "phr_vp_turn_3"}},
		{"the game's length", src, "turns_", nil, []string{"turns_played"}},
	} {
		c := compileSource(t, "dfc.yaml", tc.src, tc.sets...)
		if got := metricsOf(c, tc.prefix); !slices.Equal(got, tc.want) {
			t.Errorf("%s: metrics %v, want %v", tc.name, got, tc.want)
		}
	}
	c := compileSource(t, "dfc.yaml", src)
	for _, m := range c.Model.Metrics() {
		if m.Name == "ucm_lost_new_orleans" && !strings.Contains(m.Doc, "of class new-orleans") {
			t.Errorf("ucm_lost_new_orleans's doc %q does not name its class", m.Doc)
		}
	}
}

// TestBadClassAndTurnMeasures: a class the fleet does not have, a class:
// on another measure, a metric name two measures make, and turn: every
// outside victory-points-after are refused with their line and field.
func TestBadClassAndTurnMeasures(t *testing.T) {
	src := dfcBattleText(t)
	for _, tc := range []struct {
		name, old, new, want string
	}{
		{"unknown class", "{name: ucm_lost, what: ships-lost-of-class, of: ucm}", "{name: ucm_lost, what: ships-lost-of-class, of: ucm, class: tulon}",
			`measure[10].class: fleet ucm has no ship of class "tulon" (did you mean toulon?) (its classes: toulon, lysander, berlin, new-orleans, san-francisco, seattle, moscow, st-petersburg)`},
		{"class on another measure", "{name: ucm_kp, what: kill-points, of: ucm}", "{name: ucm_kp, what: kill-points, of: ucm, class: toulon}",
			"measure[6].class: a kill-points measure takes no class"},
		{"a name made twice", "{name: turns_played, what: turns-played}", "{name: ucm_lost_moscow, what: turns-played}",
			"measure[10].name: metric ucm_lost_moscow is measured twice: this ships-lost-of-class measure makes it"},
		{"a turn made twice", "{name: turns_played, what: turns-played}", "{name: phr_vp_turn_6, what: turns-played}",
			"measure[15].name: metric phr_vp_turn_6 is measured twice: this victory-points-after measure makes it"},
		{"a misspelt every", "{name: ucm_vp_turn, what: victory-points-after, of: ucm, turn: every}", "{name: ucm_vp_turn, what: victory-points-after, of: ucm, turn: evry}",
			`measure[14].turn: expected a turn from 1 to 100, or every (one metric a turn), got "evry"`},
		{"every turn of another measure", "{name: draw, what: draw}", "{name: draw, what: last, of: ucm, turn: every}",
			`measure[2].turn: expected a whole number from 1 to 100, got "every"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(src, tc.old) {
				t.Fatalf("case does not apply: %q not in dfc-battle", tc.old)
			}
			at := strings.Index(src, tc.old)
			want := 1 + strings.Count(src[:at], "\n")
			if strings.Contains(tc.want, "is measured twice") { // the line of the measure that makes the name
				made := strings.Index(src, map[bool]string{true: "{name: ucm_lost,", false: "{name: phr_vp_turn,"}[strings.Contains(tc.want, "ucm_lost")])
				want = 1 + strings.Count(src[:made], "\n")
			}
			_, err := Parse("probe.yaml", []byte(strings.Replace(src, tc.old, tc.new, 1)))
			checkError(t, err, want, tc.want)
		})
	}
}

// captureTrials plays n trials of c one by one, calling check with each
// trial's value of every metric by name.
func captureTrials(t *testing.T, c *Compiled, n int, check func(k int, v map[string]float64)) {
	t.Helper()
	g := c.Model.(*dropfleet.Model)
	ms := g.Metrics()
	trial := g.NewTrial()
	tally := sim.NewCapture(ms)
	v := make(map[string]float64, len(ms))
	for k := range n {
		trial.Play(sim.NewStream(7, uint64(k)), tally)
		for i, m := range ms {
			v[m.Name] = tally.Value(i)
		}
		check(k, v)
	}
}

// TestClassLossesAddUp (battle notes §2.4, §4.3; issue 16 item 6): in
// every trial of dfc-battle, for each player style and with The Anomaly
// (whose "D" removes a ship), each fleet's losses by class add up to its
// ships lost, and the game played its six turns (§3.2).
func TestClassLossesAddUp(t *testing.T) {
	for _, sets := range [][]string{nil, {"player_ucm=attrition-first", "player_phr=attrition-first"}, {"anomaly=true"}} {
		c := compile(t, "dfc-battle", sets...)
		lost := 0.0
		captureTrials(t, c, 300, func(k int, v map[string]float64) {
			for _, f := range []string{"ucm", "phr"} {
				sum := 0.0
				for _, name := range metricsOf(c, f+"_lost_") {
					sum += v[name]
				}
				if sum != v[f+"_ships_lost"] {
					t.Fatalf("%v trial %d: %s lost %v ships by class, %v in all", sets, k, f, sum, v[f+"_ships_lost"])
				}
				lost += sum
			}
			if v["turns_played"] != 6 {
				t.Fatalf("%v trial %d: %v turns played, want 6", sets, k, v["turns_played"])
			}
		})
		if lost == 0 {
			t.Errorf("%v: no ship lost in 300 games: the property was not exercised", sets)
		}
	}
}

// TestTabledFleet checks the switch tabled, both ways, with a lone pair
// of frigates against the built-in's UCM list, often destroyed:
//   - play-on (the default; battle notes §3.2: no early end is found, the
//     game runs to its last turn and the survivor keeps scoring): those
//     games still play every turn, the survivor's VP still rising after
//     turn 4 in some of them;
//   - end (issue 16 item 4, "the game's end after its last turn (or when a
//     side has no ships)"): a game whose fleet b was tabled ends after
//     the turn it was, so it plays fewer turns, and every "VP after turn"
//     past its end reads the final score.
func TestTabledFleet(t *testing.T) {
	base := dropfleetBattleSource(t, false, false, false)
	base = base[:strings.Index(base, "  b:\n")] + "  b:\n    admiral: 1\n    player: objective-first\n    battlegroups:\n" +
		"      - {name: b-scouts, type: pathfinder, groups: [{ship: toulon, name: b-toulon, count: 2, at: [24, 47], heading: 180}]}\n" +
		base[strings.Index(base, "battle:"):]
	base += "  - {name: b_lost, what: ships-lost, of: b}\n  - {name: a_vp_turn, what: victory-points-after, of: a, turn: every}\n  - {name: turns_played, what: turns-played}\n"
	for _, tc := range []struct {
		tabled string
		end    bool
	}{
		{"", false}, // the default is play-on
		{", tabled: play-on", false},
		{", tabled: end", true},
	} {
		t.Run("tabled"+tc.tabled, func(t *testing.T) {
			src := strings.Replace(base, "points: 1500}", "points: 1500, unrestricted: true"+tc.tabled+"}", 1)
			c := compileSource(t, "tabled.yaml", src)
			tabled, scoredOn, short := 0, 0, 0
			captureTrials(t, c, 300, func(k int, v map[string]float64) {
				played := int(v["turns_played"])
				if played < 6 {
					short++
					if !tc.end || v["b_lost"] != 2 {
						t.Fatalf("trial %d: %d turns played with b_lost %v", k, played, v["b_lost"])
					}
					for turn := played + 1; turn <= 6; turn++ {
						if got, want := v[fmt.Sprintf("a_vp_turn_%d", turn)], v[fmt.Sprintf("a_vp_turn_%d", played)]; got != want {
							t.Fatalf("trial %d: a's VP after turn %d is %v, want the final %v", k, turn, got, want)
						}
					}
				}
				if v["b_lost"] == 2 {
					tabled++
					if v["a_vp_turn_6"] > v["a_vp_turn_4"] {
						scoredOn++
					}
				}
			})
			t.Logf("b tabled in %d of 300 games; a scored after turn 4 in %d; %d ended early", tabled, scoredOn, short)
			switch {
			case tabled == 0:
				t.Errorf("b never tabled: the switch was not exercised")
			case !tc.end && scoredOn == 0:
				t.Errorf("play-on: a never scored after turn 4 in a game b was tabled")
			case tc.end && short == 0:
				t.Errorf("end: no game ended early though b was tabled in %d", tabled)
			}
		})
	}
}

// TestBattleListsMeasureTheirClasses (issue 16 item 6): fleetlab battle
// between two lists measures each list's own classes and every turn, under
// the lists' names.
func TestBattleListsMeasureTheirClasses(t *testing.T) {
	src, err := BattleSource("lists/ucm-clash.yaml", "lists/phr-attrition.yaml", "", "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseLists("battle.yaml", src)
	if err != nil {
		t.Fatal(err)
	}
	c := bind(t, s)
	if got, want := metricsOf(c, "phr_attrition_lost_"), []string{"phr_attrition_lost_europa", "phr_attrition_lost_medea", "phr_attrition_lost_ajax", "phr_attrition_lost_ganymede", "phr_attrition_lost_orion", "phr_attrition_lost_ikarus", "phr_attrition_lost_achilles", "phr_attrition_lost_hector"}; !slices.Equal(got, want) {
		t.Errorf("the second list's class metrics %v, want %v", got, want)
	}
	if got := metricsOf(c, "ucm_clash_vp_turn_"); len(got) != 6 {
		t.Errorf("the first list's VP by turn: %v, want six", got)
	}
}
