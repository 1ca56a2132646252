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

// TestCosting checks the arithmetic on a known rate: 9 activations at
// 123,000 a second is 73 µs a game; 496 pairings of 100,000 games is
// 49.6 M games, 3,600 core-seconds, 30 minutes on 2 cores, 20 s (one significant digit) on 200.
func TestCosting(t *testing.T) {
	in := "| `engagement` (x), full path | 123 k activations/s | 253 k activations/s |\n" + costBeginMark + "\nold\n" + costEndMark + "\n"
	out, err := costing(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"123 k activations/s", "73 µs a game", "496 pairings, 49.6 M games", "3,600 core-seconds", "about 30 minutes", "about 20 seconds"} {
		if !strings.Contains(out, s) {
			t.Errorf("costing lacks %q:\n%s", s, out)
		}
	}
}
