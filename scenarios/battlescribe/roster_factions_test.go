package battlescribe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The rosters under testdata/rosters are written for these tests in the
// BattleScribe roster format from the ids of the community data, one legal
// Clash list a faction (see each file's first comment).
const rosterDir = "testdata/rosters"

// TestFactionRosters (issue 32: "a BattleScribe roster of each Dropfleet
// faction loads at the right total"): each faction's roster loads against
// the built-in catalogue, is legal, and adds up to its stated total with
// its admiral priced by the faction's own table (rules notes §5): the UCM's
// AV2 aboard a Heavy flagship is the free level alone (0), the PHR's AV4
// aboard a Heavy is an AV3 bought (40), the Scourge's AV5 aboard a Heavy an
// AV4 (80), the Shaltari's AV3 aboard a Medium (40), and the Resistance's
// AV4 aboard a Medium 40, its table shifted by one (the standard AV4 costs
// 80).
func TestFactionRosters(t *testing.T) {
	cat, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file, faction       string
		points, admiralCost int
		value               int
	}{
		{"ucm.ros", "United Colonies of Mankind", 1030, 0, 2},
		{"phr.ros", "Post-Human Republic", 1097, 40, 4},
		{"scourge.ros", "Scourge", 1190, 80, 5},
		{"shaltari.ros", "Shaltari Tribes", 1074, 40, 3},
		{"resistance.ros", "Resistance", 1130, 40, 4},
	} {
		t.Run(tc.file, func(t *testing.T) {
			l, err := ReadRoster(filepath.Join(rosterDir, tc.file), cat)
			if err != nil {
				t.Fatal(err)
			}
			if err := l.Check(); err != nil {
				t.Fatal(err)
			}
			if l.Fleet.Faction != tc.faction || l.Points() != tc.points || l.Stated != tc.points || l.Fleet.Points() != tc.points {
				t.Errorf("faction %q, points %d (fleet list %d), stated %d; want %q, %d", l.Fleet.Faction, l.Points(), l.Fleet.Points(), l.Stated, tc.faction, tc.points)
			}
			if l.AdmiralCost() != tc.admiralCost || l.Fleet.AdmiralValue() != tc.value {
				t.Errorf("admiral %s: cost %d, value %d; want %d, %d", l.Admiral, l.AdmiralCost(), l.Fleet.AdmiralValue(), tc.admiralCost, tc.value)
			}
		})
	}
}

// rosterFileWith writes testdata/rosters/file with old replaced by new.
func rosterFileWith(t *testing.T, file, old, new string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(rosterDir, file))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), old) {
		t.Fatalf("%s has no %q", file, old)
	}
	path := filepath.Join(t.TempDir(), file)
	if err := os.WriteFile(path, []byte(strings.Replace(string(data), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestFreeAdmiralWithinLimit (battle notes §1.2, "free +1 AV in H"): the
// UCM roster's free AV2 aboard its Heavy flagship costs nothing, so the
// list is legal with its limit at its total, 1030; an AV3 there (a Captain
// bought, 20 points) is not.
func TestFreeAdmiralWithinLimit(t *testing.T) {
	cat, _ := Builtin()
	l, err := ReadRoster(rosterFileWith(t, "ucm.ros", `name="pts" typeId="e888-2584-886f-7f2c" value="1250.0"`, `name="pts" typeId="e888-2584-886f-7f2c" value="1030.0"`), cat)
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Check(); err != nil {
		t.Errorf("the free admiral pushes the list over its limit: %v", err)
	}
	path := rosterFileWith(t, "ucm.ros", `name="pts" typeId="e888-2584-886f-7f2c" value="1250.0"`, `name="pts" typeId="e888-2584-886f-7f2c" value="1030.0"`)
	data, _ := os.ReadFile(path)
	text := strings.Replace(strings.Replace(string(data), `name="AV2 Captain" entryId="f759-310f-dab0-cd25"`, `name="AV3 Commodore" entryId="bf36-5caf-4394-4fd9"`, 1),
		`value="1030.0"/>
  </costs>`, `value="1050.0"/>
  </costs>`, 1)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err = ReadRoster(path, cat)
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Check(); err == nil || !strings.Contains(err.Error(), "the fleet costs 1050 points, over the limit of 1030") {
		t.Errorf("AV3 aboard a Heavy for 20 points over a 1030 limit: %v", err)
	}
}

// TestResistanceNoAdmiral (rules notes §5: the Resistance's "no admiral" is
// AV2): the Resistance roster without its admiral is AV2 in play for
// nothing, its flagship then not needed.
func TestResistanceNoAdmiral(t *testing.T) {
	cat, _ := Builtin()
	path := rosterFileWith(t, "resistance.ros", `name="AV4 Head Engineer" entryId="12ae-dddc-2eb9-9de9"`, `name="AV2 No Admiral" entryId="e192-8bdc-fa30-b2c7"`)
	data, _ := os.ReadFile(path)
	text := strings.Replace(strings.Replace(string(data), `value="1130.0"`, `value="1090.0"`, 1), `value="40.0"`, `value="0.0"`, 1)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := ReadRoster(path, cat)
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Check(); err != nil || l.Fleet.AdmiralValue() != 2 || l.AdmiralCost() != 0 || l.Points() != 1090 {
		t.Errorf("check %v, value %d, cost %d, points %d; want nil, 2, 0, 1090", err, l.Fleet.AdmiralValue(), l.AdmiralCost(), l.Points())
	}
}

// TestNoFlagshipRefused (rules notes §5: the admiral is in an M, H or S
// ship): a roster naming an admiral but ticking no Flagship is refused at
// the admiral's line, not given a ship of fleetlab's choosing.
func TestNoFlagshipRefused(t *testing.T) {
	cat, _ := Builtin()
	data, err := os.ReadFile(filepath.Join(rosterDir, "phr.ros"))
	if err != nil {
		t.Fatal(err)
	}
	// the Flagship selection renamed: an upgrade fleetlab passes over
	path := filepath.Join(t.TempDir(), "phr.ros")
	if err := os.WriteFile(path, []byte(strings.Replace(string(data), `name="Flagship (H)"`, `name="Veteran Crew (H)"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := ReadRoster(path, cat)
	if err != nil {
		t.Fatal(err)
	}
	err = l.Check()
	if err == nil || !strings.Contains(err.Error(), `phr.ros:15: selection "AV4 Director": the roster names an admiral but ticks no Flagship`) {
		t.Errorf("got %v", err)
	}
}
