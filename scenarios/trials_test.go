package scenarios

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestTrialsField: a scenario file's trials: (the default trials of a run
// that names none) reads as --trials does, and a bad one is refused naming
// the file, the line and the field.
func TestTrialsField(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int64
	}{{"", DefaultTrials}, {"trials: 5000\n", 5000}, {"trials: 5_000\n", 5000}, {"trials: 4k\n", 4000}, {"trials: 2e4\n", 20000}, {"trials: 2.5k\n", 2500}, {"trials: 1\n", 1}} {
		s, err := Parse("probe.yaml", []byte(strings.Replace(valid, "game: dropfleet\n", "game: dropfleet\n"+tc.text, 1)))
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		if got := s.DefaultTrials(); got != tc.want {
			t.Errorf("%q: default trials %d, want %d", tc.text, got, tc.want)
		}
	}
	checkBadEdits(t, valid, []badEdit{
		{"zero trials", "game: dropfleet\n", "game: dropfleet\ntrials: 0\n", 3, "trials: must be from 1 to 1125899906842624, got 0"},
		{"negative trials", "game: dropfleet\n", "game: dropfleet\ntrials: -5\n", 3, "trials: must be from 1 to"},
		{"too many trials", "game: dropfleet\n", "game: dropfleet\ntrials: 1e17\n", 3, "trials: must be from 1 to 1125899906842624, got 1e17"},
		{"past any count", "game: dropfleet\n", "game: dropfleet\ntrials: 1e20\n", 3, `trials: expected a whole number of trials such as 5000, 5k or 1e6, got "1e20"`},
		{"a word", "game: dropfleet\n", "game: dropfleet\ntrials: many\n", 3, `trials: expected a whole number of trials such as 5000, 5k or 1e6, got "many"`},
		{"a list", "game: dropfleet\n", "game: dropfleet\ntrials: [5]\n", 3, "trials: expected a single value"},
		{"Inf", "game: dropfleet\n", "game: dropfleet\ntrials: Inf\n", 3, `got "Inf"`},
		{"a fraction", "game: dropfleet\n", "game: dropfleet\ntrials: 10.5\n", 3, `got "10.5"`},
	})
}

// TestBattlesNameTheirTrials: the whole battles name default trials that
// play in seconds (design notes: a whole battle answers in a few seconds),
// the other built-ins play DefaultTrials.
func TestBattlesNameTheirTrials(t *testing.T) {
	all, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		battle := s.Name == "dfc-battle" || s.Name == "armada-battle"
		if got := s.DefaultTrials(); battle != (got < DefaultTrials) {
			t.Errorf("%s: default trials %d", s.Name, got)
		}
	}
}

// TestBattleOfListsKeepsTrials: fleetlab battle's scenario (BattleSource)
// keeps its battle's default trials, so that a battle of two lists plays
// what a run of the battle plays.
func TestBattleOfListsKeepsTrials(t *testing.T) {
	dir := filepath.Join("armadalist", "testdata")
	src, err := BattleSource(filepath.Join(dir, "empire.txt"), filepath.Join(dir, "rebels.txt"), "", filepath.Join(dir, "cards"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseLists("battle.yaml", src)
	if err != nil {
		t.Fatal(err)
	}
	base, err := Builtin("armada-battle")
	if err != nil {
		t.Fatal(err)
	}
	if s.DefaultTrials() != base.DefaultTrials() || s.DefaultTrials() == DefaultTrials {
		t.Errorf("the battle of two lists plays %d trials by default, armada-battle %d", s.DefaultTrials(), base.DefaultTrials())
	}
}
