package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestRollOffOddsExact checks RollOffOdds against hand-counted cases of
// seed 001, "Mismo Factor de Estrategia": "ambos jugadores lanzan 1d6 y
// añaden su valor de Almirante al resultado".
func TestRollOffOddsExact(t *testing.T) {
	tests := []struct {
		a, b      int
		rule      Rolloff
		win, tie  float64
		wholeGame float64 // win / (1 - tie)
	}{
		{1, 1, RolloffAdmiral, 15.0 / 36, 6.0 / 36, 0.5},
		{2, 1, RolloffAdmiral, 21.0 / 36, 5.0 / 36, 21.0 / 31},
		{6, 1, RolloffAdmiral, 35.0 / 36, 1.0 / 36, 1},
		{1, 7, RolloffAdmiral, 0, 0, 0},
		{6, 1, RolloffPlain, 15.0 / 36, 6.0 / 36, 0.5},
	}
	for _, tc := range tests {
		win, tie := RollOffOdds(tc.a, tc.b, tc.rule)
		if win != tc.win || tie != tc.tie {
			t.Errorf("RollOffOdds(%d, %d, %v) = %v, %v; want %v, %v", tc.a, tc.b, tc.rule, win, tie, tc.win, tc.tie)
		}
		if w := win / (1 - tie); w != tc.wholeGame {
			t.Errorf("AV %d vs %d (%v): wins the roll-off with %v, want %v", tc.a, tc.b, tc.rule, w, tc.wholeGame)
		}
	}
}

// TestRollOffMatchesExact plays the roll-off many times for several Admiral
// pairs and both rules, and compares the winner and the number of roll-offs
// with the exact answers ("se vuelve a realizar una tirada de dados hasta que
// el total de un jugador es superior al del otro", seed 001).
func TestRollOffMatchesExact(t *testing.T) {
	const n = 100_000
	for _, rule := range []Rolloff{RolloffAdmiral, RolloffPlain} {
		for _, av := range [][Players]int{{1, 1}, {2, 1}, {1, 3}, {5, 2}, {1, 6}} {
			r := sim.NewStream(uint64(av[0]*10+av[1]), uint64(rule))
			var wins int64
			var rolls sim.Histogram
			for range n {
				w, k := RollOff(r, av, rule)
				if w == 0 {
					wins++
				}
				rolls.Add(k)
			}
			win, tie := RollOffOdds(av[0], av[1], rule)
			what := rule.String() + " AV " + string(rune('0'+av[0])) + " vs " + string(rune('0'+av[1]))
			simtest.Proportion(t, what+" first player wins", wins, n, win/(1-tie))
			exact := map[int]float64{}
			for k := 1; k <= rolls.Max(); k++ { // geometric: tie^(k-1) (1 - tie)
				p := 1 - tie
				for range k - 1 {
					p *= tie
				}
				exact[k] = p
			}
			simtest.Distribution(t, what+" roll-offs", &rolls, exact)
		}
	}
}

// TestRevealLowerRatingChooses checks seed 001, "Factor de Estrategia": "se
// comparan los Factores de Estrategia de ambas cartas y el Grupo de Batalla
// con menor valor puede ser elegido para activarse antes o despues".
func TestRevealLowerRatingChooses(t *testing.T) {
	g := twoFleets() // scouts SR 4, line SR 10
	goFirst := goFirstFunc(true)
	s := NewState(g)
	s.DoReveal(&Reveal{Cards: [Players]int{0, 2}, Player: scripted(s, Player{First: goFirst})}, sim.NewStream(1, 0))
	if s.Reveal.Chooser != 0 || s.Reveal.First != 0 || s.Reveal.Rolloffs != 0 {
		t.Errorf("SR 4 vs 10: %+v, want red choosing and going first, no roll-off", s.Reveal)
	}
	s.DoReveal(&Reveal{Cards: [Players]int{2, 0}, Player: scripted(s, Player{First: goFirstFunc(false)})}, sim.NewStream(1, 0))
	if s.Reveal.Chooser != 1 || s.Reveal.First != 0 {
		t.Errorf("SR 10 vs 4, chooser goes second: %+v, want blue choosing and red first", s.Reveal)
	}
}

// TestRevealEqualRatingsRollOff checks that equal ratings go to the
// roll-off, counted in the state, and that the winner chooses.
func TestRevealEqualRatingsRollOff(t *testing.T) {
	g := twoFleets()
	s := NewState(g)
	r := sim.NewStream(3, 0)
	var chose [Players]int
	first := scripted(s, Player{First: goFirstFunc(true)})
	for range 1000 {
		s.DoReveal(&Reveal{Cards: [Players]int{0, 0}, Player: first}, r)
		if s.Reveal.Rolloffs < 1 || s.Reveal.First != s.Reveal.Chooser {
			t.Fatalf("equal ratings: %+v", s.Reveal)
		}
		chose[s.Reveal.Chooser]++
	}
	if chose[0] == 0 || chose[1] == 0 || s.Rolloffs < 1000 {
		t.Errorf("choosers %v, roll-offs %d", chose, s.Rolloffs)
	}
}

type goFirstFunc bool

func (f goFirstFunc) GoFirst(*State, int, [Players]int, *sim.Stream) bool { return bool(f) }
