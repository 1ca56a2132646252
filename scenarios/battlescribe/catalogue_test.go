package battlescribe

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// The fixtures under testdata/ are written for these tests in the
// BattleScribe format; their ships and figures are made up.
const fixtureCatalogue = "testdata/catalogue"

func loadFixture(t *testing.T) *Catalogue {
	t.Helper()
	c, err := LoadCatalogue(fixtureCatalogue)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCatalogueProfiles checks the characteristics of rules notes §3 read
// from the fixture: Scan, Sig (the lower of a shielded pair), Thrust,
// Hull, Armour and passive save, PD, group size, tonnage, points, special
// rules, and weapons linked from another file.
func TestCatalogueProfiles(t *testing.T) {
	c := loadFixture(t)
	tests := []struct {
		entry string
		want  dropfleet.Profile
		arcs  string
	}{
		{"Test Frigate", dropfleet.Profile{Name: "Frigate", Scan: 6, Sig: 4, Thrust: 12, Hull: 3, Armour: 5, PD: 2, Tonnage: dropfleet.Light, Points: 30, GroupMin: 1, GroupMax: 4, Atmospheric: true}, "F(N)"},
		{"Test Cruiser", dropfleet.Profile{Name: "Cruiser", Scan: 8, Sig: 6, Thrust: 10, Hull: 8, Armour: 4, Passive: 5, PD: 4, Tonnage: dropfleet.Medium, Points: 100, GroupMin: 1, GroupMax: 2, Detector: true}, "F/S,F(N)"},
		{"Test Battleship", dropfleet.Profile{Name: "Battleship", Scan: 12, Sig: 10, Thrust: 8, Hull: 14, Armour: 3, PD: 8, Tonnage: dropfleet.Heavy, Points: 200, GroupMin: 1, GroupMax: 1, ReinforcedArmour: true, Rare: true}, "F/S"},
	}
	for _, tc := range tests {
		s, ok := c.Ship(tc.entry, "")
		if !ok {
			t.Fatalf("%s: not in the catalogue", tc.entry)
		}
		got := s.Profile
		got.Weapons = nil
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.entry, got, tc.want)
		}
		if a := strings.Join(s.Arcs, ","); a != tc.arcs {
			t.Errorf("%s: arcs %q, want %q", tc.entry, a, tc.arcs)
		}
	}
	cruiser, _ := c.Ship("test cruiser", "")
	if len(cruiser.Profile.Weapons) != 2 {
		t.Fatalf("cruiser weapons: %+v", cruiser.Profile.Weapons)
	}
	w := cruiser.Profile.Weapons[0] // 3+ / 4 / 1 / F/S, Calibre (L), Linked (1)
	if w.Lock != 3 || w.Attacks != dropfleet.Fixed(4) || w.Damage != dropfleet.Fixed(1) || w.Arc != dropfleet.FrontArc || !w.CalibreVs[dropfleet.Light] || w.Linked != 1 {
		t.Errorf("Test Cannon Battery: %+v", w)
	}
	m := cruiser.Profile.Weapons[1] // 4+ / D3+1 / 1 / F(N), Close Action, Scald
	if m.Lock != 4 || m.Attacks.String() != "D3+1" || m.Arc != dropfleet.NarrowFrontArc || !m.CloseAction {
		t.Errorf("Test Missile Bays: %+v", m)
	}
	for _, want := range []string{"Mystery Engine", "Scald", "weapons with several arcs (played in the first)"} {
		if !strings.Contains(strings.Join(cruiser.Unmodelled, "|"), want) {
			t.Errorf("cruiser's unmodelled %q lack %q", cruiser.Unmodelled, want)
		}
	}
	bs, _ := c.Ship("Battleship", "Test Fleet")
	if !bs.Profile.Rare || !strings.Contains(strings.Join(bs.Unmodelled, "|"), "shields (the raised Signature)") {
		t.Errorf("battleship: rare %v, unmodelled %q", bs.Profile.Rare, bs.Unmodelled)
	}
}

// TestLaunchFromLoadLines: the launch capacity counts the Load lines'
// Fighters, Bombers and Torpedoes, not the data's per-ship "Launch" cost
// (battle notes §1.2, DATA WARNING): the fixture carrier's cost says 6, its
// Load lines are Fighters & Bombers 4 (counted, one value the two kinds
// share: "up to 6 in any mix", battle notes §2.2) and Dropships 2 (not);
// launch assets are played, so not listed as played without effect.
func TestLaunchFromLoadLines(t *testing.T) {
	c := loadFixture(t)
	s, _ := c.Ship("Test Carrier", "")
	want := []dropfleet.LaunchAsset{{Kind: dropfleet.Fighters, Also: dropfleet.KindsOf(dropfleet.Bombers), Value: 4}, {Kind: dropfleet.Dropships, Value: 2}}
	if slices.Contains(s.Unmodelled, "launch assets") {
		t.Errorf("unmodelled %q: launch assets are played", s.Unmodelled)
	}
	if len(s.Launch) != len(want) || s.Launch[0] != want[0] || s.Launch[1] != want[1] {
		t.Errorf("launch %+v, want %+v", s.Launch, want)
	}
	if got := strings.Join(s.Loads, "; "); got != "Fighters & Bombers 4; Dropships 2" {
		t.Errorf("loads %q", got)
	}
}

// copyFixture writes each file of the fixture folder, as edit returns its
// name and text, to a temporary folder, and returns the folder.
func copyFixture(t *testing.T, edit func(name string, data []byte) (string, []byte)) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir(fixtureCatalogue)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(fixtureCatalogue, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		name, data := edit(e.Name(), data)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// mutated writes the fixture folder to a temporary one with old replaced
// by new in file, and returns the folder.
func mutated(t *testing.T, file, old, new string) string {
	t.Helper()
	return copyFixture(t, func(name string, data []byte) (string, []byte) {
		if name != file {
			return name, data
		}
		if !strings.Contains(string(data), old) {
			t.Fatalf("%s has no %q", file, old)
		}
		return name, []byte(strings.Replace(string(data), old, new, 1))
	})
}

// TestCatalogueErrors: an unknown profile type, a missing characteristic,
// a broken reference and a bad value each name the file, line and element
// (issue 18 item 2).
func TestCatalogueErrors(t *testing.T) {
	tests := []struct {
		name, file, old, new string
		want                 []string
	}{
		{"missing Hull", "Test Fleet.cat", `<characteristic name="Hull" typeId="test-ch-hull">3</characteristic>`, ``,
			[]string{"Test Fleet.cat:10: profile \"Frigate\": the Ship profile has no Hull characteristic"}},
		{"bad Lock", "Test Fleet - Weapons.cat", `>3+<`, `>9+<`,
			[]string{"Test Fleet - Weapons.cat:7: profile \"Test Cannon Battery\": characteristic Lock: \"9+\" is not a roll from 2+ to 6+"}},
		{"unknown profile type", "Test Fleet - Weapons.cat", `typeName="Weapon" id="test-p-missiles"`, `typeName="Gizmo" id="test-p-missiles"`,
			[]string{"Test Fleet - Weapons.cat:20: profile \"Test Missile Bays\": unknown profile type \"Gizmo\""}},
		{"broken reference", "Test Fleet.cat", `targetId="test-w-cannon"`, `targetId="test-w-nowhere"`,
			[]string{"Test Fleet.cat:", "entryLink \"Test Cannon\": links to test-w-nowhere, which no file of the catalogue holds"}},
		{"unknown tonnage", "Test Fleet.cat", `>H</characteristic>`, `>XL</characteristic>`,
			[]string{"profile \"Battleship\": characteristic T: \"XL\" is not a tonnage"}},
		{"unknown load", "Test Fleet - Weapons.cat", `name="Dropships"`, `name="Mystery Pods"`,
			[]string{"profile \"Mystery Pods\": unknown kind of launch asset"}},
		{"bad weapon rule value", "Test Fleet - Weapons.cat", `Linked (1)`, `Linked (x)`,
			[]string{`characteristic Special: rule "Linked (x)"`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadCatalogue(mutated(t, tc.file, tc.old, tc.new))
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
			if !errors.Is(err, yamldoc.ErrScenario) {
				t.Errorf("%v is not a bad input", err)
			}
		})
	}
}

// TestOneFileNeedsItsLinks: a faction catalogue alone lacks the weapons it
// links; the error says to give the folder.
func TestOneFileNeedsItsLinks(t *testing.T) {
	_, err := LoadCatalogue(filepath.Join(fixtureCatalogue, "Test Fleet.cat"))
	if err == nil || !strings.Contains(err.Error(), "give the folder") {
		t.Errorf("got %v", err)
	}
}

// TestZippedCatalogue: a folder may hold the zipped forms, .gstz and .catz.
func TestZippedCatalogue(t *testing.T) {
	dir := copyFixture(t, func(name string, data []byte) (string, []byte) {
		return name + "z", zipOf(t, [2]string{name, string(data)})
	})
	c, err := LoadCatalogue(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Ships) != 4 {
		t.Errorf("%d ships, want 4", len(c.Ships))
	}
}

// TestLoadKind (battle notes §2.2, "'Fighters & Bombers 6' = up to 6 in
// any mix"): a Load line naming fighters and bombers is one value the two
// share, and so is one naming bulk landers and fire ships; one naming one
// of them is that kind alone.
func TestLoadKind(t *testing.T) {
	for _, tc := range []struct {
		name string
		want dropfleet.LaunchAsset
	}{
		{"Fighters & Bombers", dropfleet.LaunchAsset{Kind: dropfleet.Fighters, Also: dropfleet.KindsOf(dropfleet.Bombers)}},
		{"Fighters", dropfleet.LaunchAsset{Kind: dropfleet.Fighters}},
		{"Bombers", dropfleet.LaunchAsset{Kind: dropfleet.Bombers}},
		{"Torpedoes", dropfleet.LaunchAsset{Kind: dropfleet.Torpedoes}},
		{"Bulk Lander & Fire Ship", dropfleet.LaunchAsset{Kind: dropfleet.BulkLanders, Also: dropfleet.KindsOf(dropfleet.FireShips)}},
		{"Bulk Lander & Fireship", dropfleet.LaunchAsset{Kind: dropfleet.BulkLanders, Also: dropfleet.KindsOf(dropfleet.FireShips)}},
		{"Bulk Landers", dropfleet.LaunchAsset{Kind: dropfleet.BulkLanders}},
		{"Fire Ships", dropfleet.LaunchAsset{Kind: dropfleet.FireShips}},
		{"Gates", dropfleet.LaunchAsset{Kind: dropfleet.Dropships}},
	} {
		if got, ok := loadKind(tc.name); !ok || got != tc.want {
			t.Errorf("%q: %+v %v, want %+v", tc.name, got, ok, tc.want)
		}
	}
}

// TestStealthObservationRead (battle notes §3.1, "Stealth Observation
// ships ignore that"; the data prints it in the Lysander's Special, "...,
// Rare, Stealth Observation"): the rule is read into the profile, not
// listed as played without effect.
func TestStealthObservationRead(t *testing.T) {
	for _, tc := range []struct {
		special string
		want    bool
	}{
		{"Atmospheric", false},
		{"Atmospheric, Stealth Observation", true},
	} {
		c, err := LoadCatalogue(mutated(t, "Test Fleet.cat", ">Atmospheric</characteristic>", ">"+tc.special+"</characteristic>"))
		if err != nil {
			t.Fatal(err)
		}
		s, _ := c.Ship("Test Frigate", "")
		if s.Profile.StealthObservation != tc.want || slices.Contains(s.Unmodelled, "Stealth Observation") {
			t.Errorf("Special %q: Stealth Observation %v (want %v), unmodelled %q", tc.special, s.Profile.StealthObservation, tc.want, s.Unmodelled)
		}
	}
}
