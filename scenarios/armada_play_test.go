package scenarios

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// armadaPlayGames, when set, makes TestArmadaPlayReport play that many
// traced games of armada-battle for each style and a few objectives and
// print the players' play counts (armadaPlay): the measurement of how
// cleanly the computer players maneuver and how often they fight.
//
//	go test ./scenarios -run TestArmadaPlayReport -armada-play 100 -v
var armadaPlayGames = flag.Int("armada-play", 0, "play this many traced armada-battle games per setting and report the players' play counts")

// armadaPlay counts what the players did over traced games, from the
// rules core's structured events (armada.ManeuverEvent,
// armada.ActivationEvent).
type armadaPlay struct {
	games, maneuvers                   int
	overlapsFriend, overlapsEnemy      int
	asteroids, debris, stations        int
	leftTable, selfDestroyed           int
	navigateRevealed, dialsRevealed    int
	navigateTokens, speedChanges       int
	ships, shipsNeverAttacked          int // ships that had an enemy in range at some attack step
	activated, neverAttacked           int // ships that activated, and of them those that never attacked
	activationsInRange, attacksInRange int
}

// add counts one game's events.
func (p *armadaPlay) add(events []any) {
	p.games++
	inRange := map[int]bool{}
	attacked := map[int]bool{}
	activated := map[int]bool{}
	for _, ev := range events {
		switch e := ev.(type) {
		case armada.ManeuverEvent:
			p.maneuvers++
			if e.Overlapped >= 0 {
				if e.OverlappedFriend {
					p.overlapsFriend++
				} else {
					p.overlapsEnemy++
				}
			}
			p.asteroids += min(count(e.Obstacles, armada.AsteroidField.String()), 1)
			p.debris += min(count(e.Obstacles, armada.DebrisField.String()), 1)
			p.stations += min(count(e.Obstacles, armada.Station.String()), 1)
			if e.LeftTable {
				p.leftTable++
			}
			if e.Destroyed {
				p.selfDestroyed++
			}
			p.navigateTokens += e.NavigateTokens
			if e.Speed != e.SpeedBefore {
				p.speedChanges++
			}
		case armada.ActivationEvent:
			p.dialsRevealed++
			activated[e.Ship] = true
			if e.Revealed == armada.Navigate {
				p.navigateRevealed++
			}
			if e.EnemyInRange {
				inRange[e.Ship] = true
				p.activationsInRange++
				if e.Attacks > 0 {
					p.attacksInRange++
				}
			}
			if e.Attacks > 0 {
				attacked[e.Ship] = true
			}
		}
	}
	for ship := range activated {
		p.activated++
		if !attacked[ship] {
			p.neverAttacked++
		}
	}
	for ship := range inRange {
		p.ships++
		if !attacked[ship] {
			p.shipsNeverAttacked++
		}
	}
}

// count returns how many of kinds are kind.
func count(kinds []string, kind string) int {
	n := 0
	for _, k := range kinds {
		if k == kind {
			n++
		}
	}
	return n
}

// String reports the counts per game.
func (p *armadaPlay) String() string {
	g := float64(p.games)
	per := func(n int) string { return fmt.Sprintf("%.2f", float64(n)/g) }
	pct := func(n, of int) string {
		if of == 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
	}
	return strings.Join([]string{
		fmt.Sprintf("%d games, %s maneuvers/game", p.games, per(p.maneuvers)),
		fmt.Sprintf("overlaps/game friend %s enemy %s", per(p.overlapsFriend), per(p.overlapsEnemy)),
		fmt.Sprintf("obstacle landings/game asteroid %s debris %s station %s", per(p.asteroids), per(p.debris), per(p.stations)),
		fmt.Sprintf("off table %d, destroyed by own maneuver %d", p.leftTable, p.selfDestroyed),
		fmt.Sprintf("navigate dials %s of revealed, tokens spent/game %s, speed changes/game %s", pct(p.navigateRevealed, p.dialsRevealed), per(p.navigateTokens), per(p.speedChanges)),
		fmt.Sprintf("ships never attacking with an enemy in range %d of %d (%s); activations in range that attacked %s",
			p.shipsNeverAttacked, p.ships, pct(p.shipsNeverAttacked, p.ships), pct(p.attacksInRange, p.activationsInRange)),
		fmt.Sprintf("ships never attacking at all %d of %d (%s)", p.neverAttacked, p.activated, pct(p.neverAttacked, p.activated)),
	}, "; ")
}

// playArmada plays games traced games of armada-battle with sets and
// counts the players' play.
func playArmada(t testing.TB, games int, sets ...string) *armadaPlay {
	t.Helper()
	c := compile(t, "armada-battle", sets...)
	var p armadaPlay
	for trial := range games {
		var rec trace.Recorder
		if _, err := sim.Replay(c.Model, 1, int64(trial), &rec); err != nil {
			t.Fatal(err)
		}
		p.add(rec.Events)
	}
	return &p
}

// armadaPlaySettings are the settings the report plays: each style on
// both sides, and the default players under a few objectives.
var armadaPlaySettings = [][]string{
	{},
	{"empire_style=standoff"},
	{"rebel_style=standoff"},
	{"empire_style=anti-squadron", "rebel_style=anti-squadron"},
	{"empire_style=objective-focused", "rebel_style=objective-focused", "objective=chosen"},
	{"objective=most-wanted"},
	{"objective=dangerous-territory"},
	{"objective=minefields"},
}

// TestArmadaPlayReport prints the players' play counts over
// -armada-play games of each setting; without the flag it is skipped.
func TestArmadaPlayReport(t *testing.T) {
	if *armadaPlayGames <= 0 {
		t.Skip("run with -armada-play N to measure the players over N games a setting")
	}
	var all armadaPlay
	for _, sets := range armadaPlaySettings {
		p := playArmada(t, *armadaPlayGames, sets...)
		t.Logf("%v: %s", sets, p)
		all.merge(p)
	}
	t.Logf("all: %s", &all)
}

// merge adds q's counts to p's.
func (p *armadaPlay) merge(q *armadaPlay) {
	p.games += q.games
	p.maneuvers += q.maneuvers
	p.overlapsFriend += q.overlapsFriend
	p.overlapsEnemy += q.overlapsEnemy
	p.asteroids += q.asteroids
	p.debris += q.debris
	p.stations += q.stations
	p.leftTable += q.leftTable
	p.selfDestroyed += q.selfDestroyed
	p.navigateRevealed += q.navigateRevealed
	p.dialsRevealed += q.dialsRevealed
	p.navigateTokens += q.navigateTokens
	p.speedChanges += q.speedChanges
	p.ships += q.ships
	p.activated += q.activated
	p.neverAttacked += q.neverAttacked
	p.shipsNeverAttacked += q.shipsNeverAttacked
	p.activationsInRange += q.activationsInRange
	p.attacksInRange += q.attacksInRange
}

// TestArmadaPlayersManeuverCleanly plays 40 traced games of armada-battle
// with the default players and checks issue 31 items 9–11 against the
// figures before the fix (per 100 games: 23 ships off the table, 39
// destroyed by their own maneuver, 4.7 overlaps, 4.0 asteroid and 2.0
// debris landings a game, 2.7% Navigate dials): at most 5 ships leave the
// table in 40 games (9 before), at most one in four games destroys itself
// (0.39 a game before), under 4.5 overlaps and
// 2.5 asteroid or debris landings a game, Navigate dials set when a speed
// change pays (over 10% of those revealed), and every ship that had an
// enemy in range attacks. These are regression guards, set on the tree
// where the damage cards of issue 31 item 13 act (Crew Panic discarding a
// planned Navigate dial, Thruster Fissure, Damaged Controls): the judge's
// competence targets (no ship off the table, under one overlap and one
// obstacle landing a game) are reported by TestArmadaJudge and not yet met.
func TestArmadaPlayersManeuverCleanly(t *testing.T) {
	statistical(t)
	const games = 40
	p := playArmada(t, games)
	t.Log(p)
	per := func(n int) float64 { return float64(n) / games }
	if p.leftTable > 5 {
		t.Errorf("%d ships maneuvered off the table in %d games, want at most 5", p.leftTable, games)
	}
	if per(p.selfDestroyed) > 0.25 {
		t.Errorf("%.2f ships a game destroyed by their own maneuver, want at most 0.25", per(p.selfDestroyed))
	}
	if o := per(p.overlapsFriend + p.overlapsEnemy); o >= 4.5 {
		t.Errorf("%.2f overlaps a game, want under 4.5", o)
	}
	if o := per(p.asteroids + p.debris); o >= 2.5 {
		t.Errorf("%.2f asteroid or debris landings a game, want under 2.5", o)
	}
	if f := float64(p.navigateRevealed) / float64(p.dialsRevealed); f <= 0.10 {
		t.Errorf("%.1f%% of revealed dials are Navigate, want over 10%%", 100*f)
	}
	if p.shipsNeverAttacked > 0 {
		t.Errorf("%d ships never attacked with an enemy in range", p.shipsNeverAttacked)
	}
}

// TestArmadaStandoffFights reproduces issue 31 item 11: `fleetlab trace
// armada-battle --set empire_style=standoff --trial 7` ended 0–96 with
// three Empire ships never firing; the standoff style holds at long range
// but fires, so every Empire ship that activates attacks.
func TestArmadaStandoffFights(t *testing.T) {
	c := compile(t, "armada-battle", "empire_style=standoff")
	var rec trace.Recorder
	if _, err := sim.Replay(c.Model, 1, 7, &rec); err != nil {
		t.Fatal(err)
	}
	activated, attacked := map[int]bool{}, map[int]bool{}
	for _, ev := range rec.Events {
		if e, ok := ev.(armada.ActivationEvent); ok && e.Player == 0 {
			activated[e.Ship] = true
			attacked[e.Ship] = attacked[e.Ship] || e.Attacks > 0
		}
	}
	for ship := range activated {
		if !attacked[ship] {
			t.Errorf("Empire ship %s activated and never attacked", c.Model.(*armada.Model).Units[ship].ID)
		}
	}
}

// TestArmadaWeightsInScenario checks fleets.NAME.weights: the named
// weights are read, an unknown name or a negative value is refused with
// its field.
func TestArmadaWeightsInScenario(t *testing.T) {
	withWeights := func(w string) string {
		return strings.Replace(armadaBattleSource, "  a:\n    units:", "  a:\n    weights: "+w+"\n    units:", 1)
	}
	compileSource(t, "battle.yaml", withWeights("{damage_card: 900, friend_card: 0, standoff_margin: 20}"))
	for _, tc := range []struct{ weights, want string }{
		{"{damage_cards: 1}", "fleets.a.weights.damage_cards: unknown field"},
		{"{asteroid: -3}", "fleets.a.weights.asteroid"},
	} {
		s, err := Parse("battle.yaml", []byte(withWeights(tc.weights)))
		if err == nil {
			vals, _ := s.Bind(nil)
			_, err = s.Compile(vals)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("weights %s: error %v, want one naming %q", tc.weights, err, tc.want)
		}
	}
}
