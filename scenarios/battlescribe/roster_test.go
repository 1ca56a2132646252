package battlescribe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

const fixtureRoster = "testdata/skirmish.ros"

// TestRosterReads: the fixture roster becomes the fleet list the rules
// read (rules notes §4, §5): its size and limit, battlegroups and groups
// with the catalogue's figures, and its admiral, named AV3 in a Heavy
// flagship, bought as AV2 (20 points) with the one free level.
func TestRosterReads(t *testing.T) {
	l, err := ReadRoster(fixtureRoster, loadFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	f := l.Fleet
	if f.Size != dropfleet.Skirmish || f.Limit != 750 || f.Faction != "Test Fleet" {
		t.Errorf("size %v limit %d faction %q", f.Size, f.Limit, f.Faction)
	}
	tests := []struct {
		bg, group int
		typ       dropfleet.BattlegroupType
		class     string
		ships     int
		points    int
	}{
		{0, 0, dropfleet.Line, "Cruiser", 2, 100},
		{0, 1, dropfleet.Line, "Frigate", 3, 30},
		{1, 0, dropfleet.Vanguard, "Battleship", 1, 200},
		{2, 0, dropfleet.Pathfinder, "Frigate", 3, 30},
	}
	for _, tc := range tests {
		b := f.Battlegroups[tc.bg]
		g := b.Groups[tc.group]
		if b.Type != tc.typ || g.Class != tc.class || g.Ships != tc.ships || g.Points != tc.points {
			t.Errorf("battlegroup %d group %d: %v %+v", tc.bg, tc.group, b.Type, g)
		}
	}
	if f.Admiral.Level != 2 || f.Admiral.Battlegroup != 1 || f.Admiral.Group != 0 || f.AdmiralValue() != 3 {
		t.Errorf("admiral %+v, value %d", f.Admiral, f.AdmiralValue())
	}
	if l.AdmiralCost() != 20 || l.Points() != 600 || l.Stated != 600 {
		t.Errorf("admiral cost %d, points %d, stated %d", l.AdmiralCost(), l.Points(), l.Stated)
	}
	if err := l.Check(); err != nil {
		t.Errorf("Check: %v", err)
	}
}

// rosterWith writes the fixture roster with old replaced by new; old and
// new may list several replacements, split by "|".
func rosterWith(t *testing.T, old, new string) string {
	t.Helper()
	data, err := os.ReadFile(fixtureRoster)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	olds, news := strings.Split(old, "|"), strings.Split(new, "|") // several replacements
	for i := range olds {
		if !strings.Contains(text, olds[i]) {
			t.Fatalf("the roster has no %q", olds[i])
		}
		text = strings.Replace(text, olds[i], news[i], 1)
	}
	path := filepath.Join(t.TempDir(), "list.ros")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestRosterRefused: a roster that names a ship the catalogue lacks, whose
// stated total the catalogue's prices do not give, or that breaks a
// fleet-building rule is refused with its line and what is wrong (issue 18
// item 3; rules notes §3, §4, §5; battle notes §1.2).
func TestRosterRefused(t *testing.T) {
	tests := []struct {
		name, old, new string
		want           string
	}{
		{"unknown ship, did you mean", `name="Test Cruiser" entryId="test-u-cruisers::test-s-cruiser"`, `name="Test Crusier" entryId="x"`,
			`list.ros:27: selection "Test Crusier": no ship of the catalogue is called "Test Crusier" (did you mean Test Cruiser?)`},
		{"stated total wrong", `value="600.0"`, `value="610.0"`,
			"list.ros:5: cost \"pts\": the roster states 610 points, but the catalogue's prices add up to 600"},
		{"group too big (rules notes §3, G)", `number="3" type="model"`, `number="5" type="model"`,
			"list.ros:64: a group of 5 Frigate; its group size is 1-4"},
		{"over the limit (rules notes §4)", `name="pts" typeId="test-cost-pts" value="750.0"`, `name="pts" typeId="test-cost-pts" value="550.0"`,
			"the fleet costs 600 points, over the limit of 550"},
		{"no game size", `name="Skirmish Force"`, `name="Big Force"`,
			`list.ros:12: force "Big Force": the force names no game size`},
		{"admiral in a Light ship (rules notes §5)", `<selection id="test-sel-fr1" name="Test Frigate" entryId="test-s-frigate" number="1" type="model"/>|<selection id="test-sel-flag" name="Flagship (H)" entryId="test-flag-h" number="1" type="upgrade"/>`,
			`<selection id="test-sel-fr1" name="Test Frigate" entryId="test-s-frigate" number="1" type="model"><selections><selection name="Flagship (L)" type="upgrade"/></selections></selection>|`,
			"list.ros:16: the admiral is in Frigate, a L ship"},
		{"two flagships", `<selection id="test-sel-fr1" name="Test Frigate" entryId="test-s-frigate" number="1" type="model"/>`,
			`<selection id="test-sel-fr1" name="Test Frigate" entryId="test-s-frigate" number="1" type="model"><selections><selection name="Flagship (L)" type="upgrade"/></selections></selection>`,
			`list.ros:53: selection "Flagship (H)": a second flagship; the admiral is in one ship (rules notes §5)`},
		{"ship outside a battlegroup", `<selection id="test-sel-av"`, `<selection name="Test Frigate" entryId="test-s-frigate" type="model"/><selection id="test-sel-av"`,
			`selection "Test Frigate": a ship outside any battlegroup`},
	}
	cat := loadFixture(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := ReadRoster(rosterWith(t, tc.old, tc.new), cat)
			if err == nil {
				err = l.Check()
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}
