package scenarios

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// loadLists compiles a scenario of testdata/lists with its defaults.
func loadLists(t *testing.T, name string) *Compiled {
	t.Helper()
	s, err := Load(filepath.Join("testdata", "lists", name+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return bind(t, s)
}

// TestFleetFromList: a fleet may say list: PATH (issue 18 item 3) for an
// Armada text list, a Dropfleet roster and a tournament list file; the
// fleets are the lists', the lists' unplayed cards are named, and a whole
// battle plays to a result.
func TestFleetFromList(t *testing.T) {
	for _, tc := range []struct {
		name       string
		units      int    // ships (Dropfleet) or units (Armada)
		unmodelled string // one of the names the run reports
		won        []string
	}{
		{"armada-lists", 3 + 9 + 5 + 6, "Dominator", []string{"win_empire", "win_rebels"}},
		{"dropfleet-lists", 2 * 9, "Mystery Engine", []string{"red_wins", "blue_wins", "draw"}},
		{"tournament-lists", 0, "", []string{"ucm_wins", "phr_wins"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := loadLists(t, tc.name)
			switch m := c.Model.(type) {
			case *armada.Model:
				if len(m.Units) != tc.units {
					t.Errorf("%d units, want %d", len(m.Units), tc.units)
				}
				checkListCards(t, m)
			case *dropfleet.Model:
				if tc.units > 0 && len(m.Ships) != tc.units {
					t.Errorf("%d ships, want %d", len(m.Ships), tc.units)
				}
			}
			if tc.unmodelled != "" && !slices.Contains(c.Unmodelled(), tc.unmodelled) {
				t.Errorf("unmodelled %q lacks %q", c.Unmodelled(), tc.unmodelled)
			}
			res, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 8, Seed: 1, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			results := 0.0
			for _, m := range res.Metrics {
				if slices.Contains(tc.won, m.Name) {
					results += m.Estimate()
				}
			}
			if results < 0.999 || results > 1.001 {
				t.Errorf("wins and draws add up to %g, want 1", results)
			}
		})
	}
}

// checkListCards checks that the Armada fixture lists' cards reach the
// battle: a ship's upgrades fitted and counted once (battle notes §1.1
// rule 1, §4.4: Admiral Motti's hull bonus), the squadrons' keywords and
// unique squadrons' defense tokens (§5), each fleet's three objectives
// (§1.1 rule 7, §3.2).
func checkListCards(t *testing.T, m *armada.Model) {
	t.Helper()
	vsd2 := m.UnitIndex("empire-victory-ii-class-star-destroyer-1")
	if vsd2 < 0 {
		t.Fatal("no Victory II")
	}
	u := &m.Units[vsd2]
	var cards []string
	for _, c := range u.Upgrades {
		cards = append(cards, c.Name)
	}
	if !slices.Equal(cards, []string{"Admiral Motti", "Leading Shots", "Dominator"}) || !u.Upgrades[0].Modelled {
		t.Errorf("the Victory II's cards %v", cards)
	}
	if u.Profile.Points != 85 || u.Points() != 126 {
		t.Errorf("the Victory II costs %d (card) and %d (with upgrades), want 85 and 126", u.Profile.Points, u.Points())
	}
	if u.Profile.Hull != 8+2 { // the Victory II's hull 8, Admiral Motti's +2 on a medium ship
		t.Errorf("the Victory II's hull %d", u.Profile.Hull)
	}
	if i := m.UnitIndex("empire-tie-fighter-squadron-4#1"); i < 0 || !m.Units[i].Profile.Keywords.Has(armada.KeywordSwarm) {
		t.Errorf("the TIE fighters (unit %d) have no Swarm", i)
	}
	if i := m.UnitIndex("rebels-luke-skywalker-7"); i < 0 || len(m.Units[i].Profile.Tokens) != 2 {
		t.Errorf("Luke Skywalker (unit %d) has no defense tokens", i)
	}
	want := [armada.Players][]armada.Objective{
		{armada.MostWanted, armada.FighterAmbush, armada.SuperiorPositions},
		{armada.OpeningSalvo, armada.ContestedOutpost, armada.SolarCorona},
	}
	if m.Battle == nil || !slices.Equal(m.Battle.Objectives[0], want[0]) || !slices.Equal(m.Battle.Objectives[1], want[1]) || !m.Battle.ChooseObjective {
		t.Errorf("objectives %+v", m.Battle)
	}
}

// TestBadFleetLists: a list: fleet's errors name the file and line at
// fault: the scenario's for the fleet, the list's for the list.
func TestBadFleetLists(t *testing.T) {
	dir := filepath.Join(t.TempDir())
	armadaDir, err := filepath.Abs(filepath.Join("armadalist", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	empire, err := os.ReadFile(filepath.Join(armadaDir, "empire.txt"))
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(empire), "Gladiator I-class", "Gladiatr I-class", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	head := "name: x\ngame: armada\nbattle: {points: 400}\nfleets:\n"
	cards := filepath.Join(armadaDir, "cards")
	for _, tc := range []struct{ name, fleets, want string }{
		{"built-in cards", "  a: {list: " + bad + "}\n  b: {list: " + bad + "}\n", "bad.txt:21: no ship card is called \"Gladiatr I-class Star Destroyer\" (did you mean Gladiator I-class Star Destroyer?)"},
		{"list's own line", "  a: {list: " + bad + ", catalogue: " + cards + "}\n", "bad.txt:21: no ship card is called \"Gladiatr I-class Star Destroyer\" (did you mean Gladiator I-class Star Destroyer?)"},
		{"units besides", "  a: {list: " + bad + ", catalogue: " + cards + ", units: []}\n", "x.yaml:5: fleets.a.units: a fleet with list: takes its ships from the list; give no units"},
		{"another game", "  a: {list: ../lists/ucm-clash.yaml}\n", "fleets.a.list: lists/ucm-clash.yaml is a dropfleet list; this scenario plays armada"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseLists(filepath.Join("testdata", "x.yaml"), []byte(head+tc.fleets))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v\nwant %s", err, tc.want)
			}
		})
	}
}

// TestUploadReadsNoList: a scenario given as text (a web page's upload)
// may not make fleetlab read a file of the machine.
func TestUploadReadsNoList(t *testing.T) {
	src := "name: x\ngame: armada\nbattle: {points: 400}\nfleets:\n  a: {list: /etc/passwd, catalogue: /etc}\n  b: {list: /etc/passwd, catalogue: /etc}\n"
	_, err := Parse("upload.yaml", []byte(src))
	if want := "upload.yaml:5: fleets.a.list: a scenario sent as text (an upload) cannot read list files"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// TestArmadaListBattle: fleetlab battle of two Armada text lists plays
// their cards and, when both carry three objectives the rules core plays,
// objective chosen (battle notes §1.2 step 4); else none, the unplayed
// objective named (issue 18 item 4).
func TestArmadaListBattle(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("armadalist", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	rebels, err := os.ReadFile(filepath.Join(dir, "rebels.txt"))
	if err != nil {
		t.Fatal(err)
	}
	unplayed := filepath.Join(t.TempDir(), "rebels.txt")
	text := strings.Replace(string(rebels), "Navigation Objective: Solar Corona", "Navigation Objective: Volatile Deposits", 1)
	if err := os.WriteFile(unplayed, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cards := filepath.Join(dir, "cards")
	for _, tc := range []struct {
		name, rebels string
		chosen       bool
		sets         []string
	}{
		{"objectives played", filepath.Join(dir, "rebels.txt"), true, nil},
		{"objective set", filepath.Join(dir, "rebels.txt"), false, []string{"objective=none"}},
		{"one not played", unplayed, false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src, err := BattleSource(filepath.Join(dir, "empire.txt"), tc.rebels, "", cards)
			if err != nil {
				t.Fatal(err)
			}
			s, err := ParseLists("battle.yaml", src)
			if err != nil {
				t.Fatal(err)
			}
			c := bind(t, s, tc.sets...)
			m := c.Model.(*armada.Model)
			if m.Battle.ChooseObjective != tc.chosen {
				t.Errorf("objective chosen %v, want %v", m.Battle.ChooseObjective, tc.chosen)
			}
			if tc.chosen {
				checkListCards(t, m)
			}
			unplayedNamed := slices.Contains(c.Unmodelled(), "Volatile Deposits (navigation objective)")
			if unplayedNamed != (tc.rebels == unplayed) {
				t.Errorf("unmodelled %q", c.Unmodelled())
			}
			// a fitted card the core does not play is named once, by the battle
			if !slices.Contains(c.Unmodelled(), "Leading Shots") || slices.Contains(c.Unmodelled(), "Leading Shots (ion cannon card)") {
				t.Errorf("unmodelled %q: Leading Shots once", c.Unmodelled())
			}
			if _, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 4, Seed: 1, Workers: 1}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestLongListNames: lists in files with long names (and units with long
// card names) make a battle whose generated fleet and unit names stay
// within a scenario's 64 characters (issue 32: ordinary file names broke
// it), with the built-in cards.
func TestLongListNames(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("armadalist", "testdata", "empire.txt"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var paths []string
	for _, name := range []string{"my-imperial-list-for-the-regional-tournament-of-2024-second-try-final.txt", "another-very-long-name-of-an-imperial-list-for-the-same-tournament.txt"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	src, err := BattleSource(paths[0], paths[1], "", "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseLists("battle", src)
	if err != nil {
		t.Fatalf("long list names: %v", err)
	}
	bind(t, s)
}

// TestOverLimitListPlays: a list a few points over its limit (real
// published lists are) plays its battle, the broken rule and the list's
// era named in the report's notes, rather than being refused with the
// generated scenario's line (issue 32).
func TestOverLimitListPlays(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("armadalist", "testdata", "rebels.txt"))
	if err != nil {
		t.Fatal(err)
	}
	over := filepath.Join(t.TempDir(), "over.txt")
	if err := os.WriteFile(over, []byte(strings.Replace(string(data), "Points: 336/400", "Points: 336/300", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := BattleSource(over, filepath.Join("armadalist", "testdata", "empire.txt"), "", "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseLists("battle", src)
	if err != nil {
		t.Fatalf("an over-limit list: %v", err)
	}
	c := bind(t, s)
	notes := strings.Join(c.Notes(), "\n")
	for _, want := range []string{"warning: over.txt: the fleet costs 336 points, over the limit of 300", "over.txt plays the current cards (AMG final errata)"} {
		if !strings.Contains(notes, want) {
			t.Errorf("the notes do not say %q:\n%s", want, notes)
		}
	}
}
