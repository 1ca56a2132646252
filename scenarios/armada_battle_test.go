package scenarios

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// armadaBattleSource is a small battle whose fleets are the same but for the
// extra Gladiator the a fleet gets with extra=1.
const armadaBattleSource = `
name: battle-test
game: armada
params:
  extra: {default: 0, min: 0, max: 1, doc: extra gladiators for fleet a}
battle: {points: 600}
ships:
  victory-i:
    {size: medium, points: 73, hull: 8, command: 3, squadron_value: 3, engineering: 4,
     shields: {front: 3, left: 3, right: 3, rear: 1},
     battery: {front: {red: 3, black: 3}, left: {red: 2, black: 1}, right: {red: 2, black: 1}, rear: {red: 2}},
     anti_squadron: {blue: 1}, tokens: [brace, redirect, redirect], speed_chart: [[1], [0, 1]]}
  gladiator-i:
    {size: small, points: 56, hull: 5, command: 2, squadron_value: 2, engineering: 3,
     shields: {front: 3, left: 2, right: 2, rear: 1},
     battery: {front: {red: 2, black: 2}, left: {black: 4}, right: {black: 4}, rear: {red: 1, black: 1}},
     anti_squadron: {blue: 1}, tokens: [evade, brace, redirect], speed_chart: [[2], [1, 1], [0, 1, 1]]}
  tie-fighter: {squadron: true, points: 8, hull: 3, speed: 4, battery: {blue: 1}, anti_squadron: {blue: 4}}
fleets:
  a:
    units:
      - {ship: victory-i, name: a-victory}
      - {ship: gladiator-i, name: a-gladiator}
      - {ship: gladiator-i, name: a-extra, copies: $extra}
      - {ship: tie-fighter, name: a-tie, copies: 2}
  b:
    units:
      - {ship: victory-i, name: b-victory}
      - {ship: gladiator-i, name: b-gladiator}
      - {ship: tie-fighter, name: b-tie, copies: 2}
`

// TestArmadaBattleMirror plays the same fleet on both sides (rules notes battle
// §1.2 step 3: equal points, a coin flip picks the first player, so the
// first player alternates between the fleets): each fleet wins half the
// games within the interval, and each is first player half the time. The
// first player's advantage, measured, is reported (t.Log) as such.
func TestArmadaBattleMirror(t *testing.T) {
	statistical(t)
	const n = 2000
	r := runModel(t, compileSource(t, "battle.yaml", armadaBattleSource), n, 1)
	simtest.Proportion(t, "P(a wins), mirror", metric(t, r, "win_a").Proportion.Successes, n, 0.5)
	simtest.Proportion(t, "P(a first), mirror", metric(t, r, "first_a").Proportion.Successes, n, 0.5)
	t.Logf("first player's advantage: P(first player wins) = %.3f", metric(t, r, "first_player_won").Proportion.Estimate())
}

// TestArmadaBattleExtraShipWins checks dominance: the fleet with an extra ship
// wins more often than its mirror did (more than 0.5 by many intervals).
func TestArmadaBattleExtraShipWins(t *testing.T) {
	statistical(t)
	const n = 1000
	r := runModel(t, compileSource(t, "battle.yaml", armadaBattleSource, "extra=1"), n, 1)
	k := metric(t, r, "win_a").Proportion.Successes
	if lo := 0.5 + simtest.Z*0.5/31.6; float64(k)/n <= lo {
		t.Errorf("P(a wins) with an extra Gladiator = %.3f, want above %.3f", float64(k)/n, lo)
	}
}

// TestArmadaBattleTrace replays a game of the built-in armada-battle with a
// recorder (sim.Replay): the log has the set-up, a heading per round and
// the end, a picture of the table after the set-up and after each round,
// and the game records exactly what it records untraced.
func TestArmadaBattleTrace(t *testing.T) {
	c := compile(t, "armada-battle")
	var rec trace.Recorder
	traced, err := sim.Replay(c.Model, 1, 7, &rec)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := sim.Replay(c.Model, 1, 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range c.Model.Metrics() {
		if traced.Value(i) != plain.Value(i) {
			t.Errorf("metric %d: %v traced, %v untraced", i, traced.Value(i), plain.Value(i))
		}
	}
	headings := map[string]bool{}
	var attacks int
	for _, e := range rec.Entries {
		headings[e.Heading] = true
		if strings.Contains(e.Text, " attacks ") {
			attacks++
		}
	}
	rounds := int(plain.Value(metricIndex(t, c.Model.Metrics(), "rounds")))
	for _, h := range []string{"Set-up", "Round 1", fmt.Sprintf("Round %d", rounds), "End"} {
		if !headings[h] {
			t.Errorf("no heading %q in the log", h)
		}
	}
	if attacks == 0 {
		t.Error("no attack in the log")
	}
	if len(rec.Frames) != rounds+1 {
		t.Errorf("%d frames, want %d (after the set-up and each round)", len(rec.Frames), rounds+1)
	}
	var svg bytes.Buffer
	if err := rec.Frames[len(rec.Frames)-1].WriteSVG(&svg, 0); err != nil || !strings.Contains(svg.String(), "victory-1") {
		t.Errorf("the last frame's SVG: %v, names victory-1: %v", err, strings.Contains(svg.String(), "victory-1"))
	}
}

func metricIndex(t *testing.T, ms []sim.Metric, name string) int {
	t.Helper()
	for i, m := range ms {
		if m.Name == name {
			return i
		}
	}
	t.Fatalf("no metric %s", name)
	return -1
}

// TestArmadaBattleRefusals checks that a battle: file breaking a rule of fleet
// building (rules notes battle §1.1) or naming what is not played is
// refused with its line and field.
func TestArmadaBattleRefusals(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{"battle: {points: 600}", "battle: {points: 600, objective: volatile-deposits}", `battle.objective: objective "volatile-deposits" (navigation) is not played yet (played: none, superior-positions`},
		{"battle: {points: 600}", "battle: {points: 600, objective: chosen}", `objective chosen needs both fleets to carry three objectives`},
		{"  a:\n", "  a:\n    objectives: [most-wanted, opening-salvo, superior-positions]\n", `fleets.a.objectives[1]: a second assault objective (opening-salvo)`},
		{"  a:\n", "  a:\n    objectives: [most-wanted, contested-outpost]\n", `a fleet brings three objectives`},
		{"  a:\n", "  a:\n    objectives: [most-wanted, contested-outpost, volatile-deposits]\n", `fleets.a.objectives[2]: objective "volatile-deposits" (navigation) is not played yet`},
		{"battle: {points: 600}", "battle: {points: 140}", "costs 145 points, more than the battle's 140"},
		{"battle: {points: 600}", "battle: {points: 600, tournament: maybe}", `battle.tournament: expected true or false`},
		{"      - {ship: victory-i, name: a-victory}", "      - {ship: victory-i, name: a-victory, at: [100, 100]}", "in a battle deployment places every unit"},
		{"  a:\n", "  a:\n    style: sneaky\n", `unknown battle style "sneaky"`},
		{"battle: {points: 600}\n", "battle: {points: 600}\nmeasure:\n  - {name: x, what: destroyed}\n", "a battle: scenario has no measure section"},
	} {
		src := strings.Replace(armadaBattleSource, tc.from, tc.to, 1)
		if src == armadaBattleSource {
			t.Fatalf("%q not in the source", tc.from)
		}
		s, err := Parse("battle.yaml", []byte(src))
		if err == nil {
			var vals []Value
			if vals, err = s.Bind(nil); err == nil {
				_, err = s.Compile(vals)
			}
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "battle.yaml:") {
			t.Errorf("%s: got %v, want an error naming the line and %q", tc.to, err, tc.want)
		}
	}
}

// TestArmadaBattleObjectives plays whole games with each objective played
// (rules notes battle §3.2) fixed, and chosen from the second player's
// three (§1.2 step 4): every game ends with a winner, and an objective
// with victory tokens reports them per fleet, some gained over the games.
// The TIE fighters are Strategic (battle notes §5), so that they move the
// objective tokens on the table.
func TestArmadaBattleObjectives(t *testing.T) {
	const n = 200
	for _, tc := range []struct {
		objective string
		tokens    bool // victory tokens are gained in some game
	}{
		{"superior-positions", true},
		{"most-wanted", false},
		{"opening-salvo", false},
		{"contested-outpost", true},
		{"fighter-ambush", true},
		{"solar-corona", false},
		{"advanced-gunnery", false},
		{"precision-strike", true},
		{"planetary-ion-cannon", false},
		{"capture-the-vip", true},
		{"fleet-ambush", false},
		{"hyperspace-assault", false},
		{"dangerous-territory", true},
		{"intel-sweep", true},
		{"fire-lanes", true},
		{"minefields", false},
		{"infested-fields", true},
		{"asteroid-tactics", false},
		{"surprise-attack", false},
		{"chosen", true},
	} {
		src := strings.Replace(armadaBattleSource, "battle: {points: 600}", "battle: {points: 600, objective: "+tc.objective+"}", 1)
		src = strings.Replace(src, "  a:\n", "  a:\n    objectives: [fighter-ambush, most-wanted, superior-positions]\n", 1)
		src = strings.Replace(src, "anti_squadron: {blue: 4}}", "anti_squadron: {blue: 4}, keywords: [strategic]}", 1)
		src = strings.Replace(src, "  b:\n", "  b:\n    objectives: [contested-outpost, opening-salvo, superior-positions]\n", 1)
		r := runModel(t, compileSource(t, "battle.yaml", src), n, 1)
		if w := metric(t, r, "win_a").Proportion.Successes + metric(t, r, "win_b").Proportion.Successes; w != n {
			t.Errorf("%s: %d winners in %d games", tc.objective, w, n)
		}
		if !tc.tokens {
			continue
		}
		if vt := metric(t, r, "victory_tokens_a").Histogram.Mean() + metric(t, r, "victory_tokens_b").Histogram.Mean(); vt == 0 {
			t.Errorf("%s: no victory token in %d games", tc.objective, n)
		}
	}
}

// TestArmadaSurpriseAttackFromLists checks that Surprise Attack (rules
// notes battle §3.2) is played when it comes from the fleets' three
// objectives: the first player picks the second's first listed, here
// Surprise Attack in both lists, and every game ends with a winner.
func TestArmadaSurpriseAttackFromLists(t *testing.T) {
	const n = 100
	src := strings.Replace(armadaBattleSource, "battle: {points: 600}", "battle: {points: 600, objective: chosen}", 1)
	src = strings.Replace(src, "  a:\n", "  a:\n    objectives: [surprise-attack, fighter-ambush, superior-positions]\n", 1)
	src = strings.Replace(src, "  b:\n", "  b:\n    objectives: [surprise-attack, contested-outpost, superior-positions]\n", 1)
	r := runModel(t, compileSource(t, "battle.yaml", src), n, 1)
	if w := metric(t, r, "win_a").Proportion.Successes + metric(t, r, "win_b").Proportion.Successes; w != n {
		t.Errorf("%d winners in %d games", w, n)
	}
}

// TestArmadaObjectiveFocused checks that the objective-focused style plays
// for the victory tokens (rules notes battle §3.2): against the same
// aggressive fleet it gains more of them than the aggressive style does
// under Contested Outpost (placing the station on its side and holding
// it), Dangerous Territory (flying onto the obstacles with tokens), Intel
// Sweep (its objective ship making for the tokens), Fire Lanes (bringing
// its guns to bear on the tokens) and Infested Fields (flying onto the
// obstacles with tokens); under Superior Positions (getting behind enemy ships, which slow
// ships seldom manage) its tokens are only logged.
func TestArmadaObjectiveFocused(t *testing.T) {
	statistical(t)
	const n = 400
	for _, objective := range []string{"contested-outpost", "superior-positions", "dangerous-territory", "intel-sweep", "fire-lanes", "infested-fields"} {
		var tokens [2]float64
		for i, style := range []string{"aggressive", "objective-focused"} {
			src := strings.Replace(armadaBattleSource, "battle: {points: 600}", "battle: {points: 600, objective: "+objective+"}", 1)
			src = strings.Replace(src, "  a:\n", "  a:\n    style: "+style+"\n", 1)
			r := runModel(t, compileSource(t, "battle.yaml", src), n, 1)
			tokens[i] = metric(t, r, "victory_tokens_a").Histogram.Mean()
		}
		t.Logf("%s: fleet a's victory tokens a game, aggressive %.2f, objective-focused %.2f", objective, tokens[0], tokens[1])
		if objective != "superior-positions" && tokens[1] <= tokens[0] {
			t.Errorf("%s: objective-focused gains %.2f victory tokens a game, no more than aggressive's %.2f", objective, tokens[1], tokens[0])
		}
	}
}
