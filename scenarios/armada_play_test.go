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
			p.asteroids += min(e.Asteroids, 1)
			p.debris += min(e.Debris, 1)
			p.stations += min(e.Stations, 1)
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
