package scenarios

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestPairingPlaysTheBattle checks that the bundled lists ucm-clash and
// phr-clash, paired, play dfc-battle itself: the same games, seed for seed
// (the second list turned onto the far edge lands where dfc-battle puts
// the PHR fleet).
func TestPairingPlaysTheBattle(t *testing.T) {
	ucm, err := LoadList("lists/ucm-clash.yaml")
	if err != nil {
		t.Fatal(err)
	}
	phr, err := LoadList("lists/phr-clash.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Pairing(ucm, phr)
	if err != nil {
		t.Fatal(err)
	}
	battle, err := Builtin("dfc-battle")
	if err != nil {
		t.Fatal(err)
	}
	wins := func(s *Scenario, names ...string) []float64 {
		t.Helper()
		vals, err := s.Bind(nil)
		if err != nil {
			t.Fatal(err)
		}
		c, err := s.Compile(vals)
		if err != nil {
			t.Fatal(err)
		}
		r, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 64, Seed: 1, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		var out []float64
		for _, name := range names {
			for _, m := range r.Metrics {
				if m.Name == name {
					out = append(out, m.Estimate())
				}
			}
		}
		if len(out) != len(names) {
			t.Fatalf("%s: metrics %v not all found", s.Name, names)
		}
		return out
	}
	got := wins(s, FirstWins, SecondWins, Draw)
	want := wins(battle, "ucm_wins", "phr_wins", "draw")
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("pairing ucm-clash vs phr-clash: %v; dfc-battle: %v", got, want)
			break
		}
	}
}

// TestBadListsNameFileAndLine checks that a bad list file is refused with
// its file, line and field.
func TestBadListsNameFileAndLine(t *testing.T) {
	good, err := readFile("lists/ucm-clash.yaml")
	if err != nil {
		t.Fatal(err)
	}
	line := func(s string) int { return 1 + strings.Count(string(good[:strings.Index(string(good), s)]), "\n") }
	for _, c := range []struct{ name, from, to, want string }{
		{"unknown field", "fleet:\n", "fleets:\n", fmt.Sprintf("bad.yaml:%d: fleets: unknown field", line("fleet:\n"))},
		{"armada", "game: dropfleet", "game: armada", fmt.Sprintf(`bad.yaml:%d: game: tournaments play lists of dropfleet alone; "armada"`, line("game: dropfleet"))},
		{"bad name", "name: ucm-clash", "name: 9ucm", fmt.Sprintf(`bad.yaml:%d: name: "9ucm" is not a valid name`, line("name: ucm-clash"))},
		{"bad heading", "count: 3, at: [5.5, 1]}", "count: 3, at: [5.5, x]}", fmt.Sprintf("bad.yaml:%d: fleet.battlegroups[0].groups[0].at[1]: expected a number", line("count: 3, at: [5.5, 1]}"))},
		{"unknown profile", "{ship: berlin, name: ucm-berlin-2", "{ship: berlim, name: ucm-berlin-2", fmt.Sprintf(`bad.yaml:%d: fleet.battlegroups[2].groups[0].ship: no profile "berlim"`, line("{ship: berlin, name: ucm-berlin-2"))},
		{"over a group's size", "name: ucm-berlin, count: 2", "name: ucm-berlin, count: 4", fmt.Sprintf("bad.yaml:%d: fleet.battlegroups[1].groups[0]: group ucm-berlin has 4 ships of berlin", line("name: ucm-berlin, count: 2"))},
		{"admiral ship", "admiral_ship: ucm-moscow", "admiral_ship: ucm-moskow", fmt.Sprintf("bad.yaml:%d: fleet.admiral_ship", line("admiral_ship: ucm-moscow"))},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := strings.Replace(string(good), c.from, c.to, 1)
			if text == string(good) {
				t.Fatalf("%q not in the list", c.from)
			}
			_, err := ParseList("bad.yaml", []byte(text))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
}
