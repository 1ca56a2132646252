package main

import (
	"os"
	"strings"
	"testing"
)

// TestREADMECostingIsCurrent checks that the README's costing paragraph is
// the one its speed table gives (run `go run ./bench/benchtable costing
// README.md` after editing the table by hand, or `make bench-readme`).
func TestREADMECostingIsCurrent(t *testing.T) {
	text, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	want, err := costing(string(text))
	if err != nil {
		t.Fatal(err)
	}
	if want != string(text) {
		t.Error("README.md's costing paragraph is stale: run `go run ./bench/benchtable costing README.md`")
	}
}

// TestCosting checks the arithmetic on known rates: an Armada battle at
// 744 games/s is 1.3 ms, a Dropfleet battle at 12 k battles/s 83 µs; 496
// pairings of 100,000 games are 49.6 M games: 67,000 core-seconds of
// Armada (9.3 h on 2 cores, 5.6 min on 200) and 4,100 of Dropfleet (34 min
// on 2 cores, 21 s on 200).
func TestCosting(t *testing.T) {
	in := "| a whole Armada battle (x) | 744 games/s | 747 games/s |\n| a whole Dropfleet battle (y) | 12 k battles/s | 22.5 k battles/s |\n" +
		costBeginMark + "\nold\n" + costEndMark + "\n"
	out, err := costing(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Armada battle in 1.3 ms", "Dropfleet battle in 83 µs", "496 pairings, 49.6 M games",
		"67,000 core-seconds: about 9.3 h on one 2-core machine and about 5.6 min", "4,100 core-seconds: about 34 min on one 2-core machine and about 21 s"} {
		if !strings.Contains(out, s) {
			t.Errorf("costing lacks %q:\n%s", s, out)
		}
	}
}
