package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// TestSquadronKeywordsDecoded: a squadron profile's keywords: field reads
// every keyword of battle notes §5, as a list or one comma-separated word,
// with the card's spelling of AI, and the values of the X keywords adding
// up when a keyword is given again ("keywords with X stack additively").
func TestSquadronKeywordsDecoded(t *testing.T) {
	for _, tc := range []struct {
		name, keywords string
		want           []armada.Keyword
		values         map[armada.Keyword]int
		bomber         bool
	}{
		{"core set X-wing", "[bomber, escort]", []armada.Keyword{armada.KeywordBomber, armada.KeywordEscort}, nil, true},
		{"one word", `"swarm, counter 2"`, []armada.Keyword{armada.KeywordSwarm, armada.KeywordCounter}, map[armada.Keyword]int{armada.KeywordCounter: 2}, false},
		{"the card's AI spelling", `["AI: Battery 1", "AI: Anti-Squadron 2"]`, []armada.Keyword{armada.KeywordAIBattery, armada.KeywordAIAntiSquadron},
			map[armada.Keyword]int{armada.KeywordAIBattery: 1, armada.KeywordAIAntiSquadron: 2}, false},
		{"X stacks", "[counter 1, counter 2]", []armada.Keyword{armada.KeywordCounter}, map[armada.Keyword]int{armada.KeywordCounter: 3}, false},
		{"every keyword", "[adept 1, ai-battery 1, ai-anti-squadron 1, assault, bomber, cloak, counter 1, dodge 1, escort, grit, heavy, intel, relay 1, rogue, scout, screen, snipe 1, strategic, swarm]",
			nil, nil, true},
		{"none", "none", nil, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(squadronScenario, "tie: {squadron: true,", "tie: {squadron: true, keywords: "+tc.keywords+",", 1)
			g := compileSource(t, "squadrons.yaml", src).Model.(*armada.Model)
			var kw armada.Keywords
			for _, u := range g.Units {
				if u.ID == "screen" {
					kw = u.Profile.Keywords
					if u.Profile.Bomber != tc.bomber {
						t.Errorf("Bomber %v, want %v", u.Profile.Bomber, tc.bomber)
					}
				}
			}
			want := tc.want
			if tc.name == "every keyword" {
				want = nil
				for _, n := range armada.KeywordNames() {
					k, _ := armada.ParseKeyword(n)
					want = append(want, k)
				}
			}
			n := 0
			for _, k := range want {
				if !kw.Has(k) {
					t.Errorf("%s missing from %s", k, kw.String())
				}
				if v, ok := tc.values[k]; ok && kw.Value(k) != v {
					t.Errorf("%s %d, want %d", k, kw.Value(k), v)
				}
				n++
			}
			if got := strings.Count(kw.String(), ",") + 1; kw.Any() && got != n || !kw.Any() && n != 0 {
				t.Errorf("keywords %q, want %d of them", kw.String(), n)
			}
		})
	}
}

// TestSquadronKeywordErrors: an unknown keyword, a missing or unwanted X,
// a keyword on a ship and a squadron token that needs hull zones are
// refused with the file, line and field.
func TestSquadronKeywordErrors(t *testing.T) {
	tie := "tie: {squadron: true,"
	for _, tc := range []struct{ name, old, new, want string }{
		{"an unknown keyword", tie, tie + " keywords: [swarm, swarn2],", `squadrons.yaml:15: ships.tie.keywords[1]: unknown squadron keyword "swarn2"`},
		{"a near name", tie, tie + " keywords: [escrot],", `(did you mean escort?)`},
		{"a keyword twice", tie, tie + " keywords: [swarm, counter 1, swarm],", `squadrons.yaml:15: ships.tie.keywords[2]: keyword swarm is given twice`},
		{"X missing", tie, tie + " keywords: [counter],", `squadrons.yaml:15: ships.tie.keywords[0]: keyword counter needs its X, such as "counter 1"`},
		{"X not wanted", tie, tie + ` keywords: "swarm 2",`, `squadrons.yaml:15: ships.tie.keywords: keyword swarm has no X (got "swarm 2")`},
		{"X too large", tie, tie + " keywords: [snipe 12],", "keyword snipe's X must be 1 to 9, got 12"},
		{"a ship's keywords", "neb: {size: small,", "neb: {size: small, keywords: [swarm],", "squadrons.yaml:13: ships.neb.keywords: keywords are squadron keywords (battle notes §5); a ship has none"},
		{"a squadron's redirect", tie, tie + " tokens: [brace, redirect],", "squadrons.yaml:15: ships.tie.tokens: a squadron's defense tokens are brace, evade and scatter; redirect needs a ship's hull zones"},
	} {
		t.Run(tc.name, func(t *testing.T) { wantEditError(t, "squadrons.yaml", squadronScenario, tc.old, tc.new, tc.want) })
	}
}

// TestTournamentEndSwitch: battle: {tournament_end: true} turns on the
// tournament's end of game around flotillas (battle notes §2.5) and its
// tabling rule, a tabled fleet worth the points limit (§2.6); a value that
// is not a boolean is refused with the line and field.
func TestTournamentEndSwitch(t *testing.T) {
	for _, tc := range []struct {
		set     string
		end     bool
		tabling int
	}{
		{"battle: {points: 600}", false, 0},
		{"battle: {points: 600, tournament_end: true}", true, 600},
	} {
		src := strings.Replace(armadaBattleSource, "battle: {points: 600}", tc.set, 1)
		g := compileSource(t, "battle.yaml", src).Model.(*armada.Model)
		if g.Battle.TournamentEnd != tc.end || g.Battle.Score.TablingWorth != tc.tabling {
			t.Errorf("%s: TournamentEnd %v, TablingWorth %d; want %v, %d", tc.set, g.Battle.TournamentEnd, g.Battle.Score.TablingWorth, tc.end, tc.tabling)
		}
	}
	wantEditError(t, "battle.yaml", armadaBattleSource, "battle: {points: 600}", "battle: {points: 600, tournament_end: maybe}", "battle.yaml:6: battle.tournament_end:")
}

// TestHugeShipBattleDeploys: a huge ship in a battle deploys touching its
// player's edge (battle notes §1.4) with the default placement, so no unit
// is left without a legal place; and a battle whose squadrons carry
// keywords plays to the end.
func TestHugeShipBattleDeploys(t *testing.T) {
	src := strings.Replace(armadaBattleSource, "      - {ship: victory-i, name: a-victory}", "      - {ship: huge, name: a-huge}", 1)
	src = strings.Replace(src, "  tie-fighter:", `  huge: {size: huge, points: 73, hull: 8, command: 3, squadron_value: 3, engineering: 4,
     shields: {front: 3, left: 3, right: 3, rear: 1}, battery: {front: {red: 3}}, anti_squadron: {blue: 1},
     tokens: [brace], speed_chart: [[1], [0, 1]]}
  tie-fighter:`, 1)
	src = strings.Replace(src, "anti_squadron: {blue: 4}}", "anti_squadron: {blue: 4}, keywords: [swarm, counter 1, escort, grit, heavy, rogue, snipe 1, cloak, dodge 1, screen, adept 1, intel, relay 1, ai-anti-squadron 1]}", 1)
	r := runModel(t, compileSource(t, "battle.yaml", src), 200, 3)
	if f := metric(t, r, "deploy_failures").Estimate(); f != 0 {
		t.Errorf("%.2f deployment failures a game, want none", f)
	}
	if rounds := metric(t, r, "rounds").Estimate(); rounds < 1 {
		t.Errorf("%.2f rounds a game", rounds)
	}
}
