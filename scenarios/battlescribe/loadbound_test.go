package battlescribe

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sharedGroupCatalogue writes into a new folder the test catalogue with
// ships more ships, each linking one shared group of weapons copies of the
// test cannon, and returns the folder.
func sharedGroupCatalogue(t *testing.T, ships, weapons int) string {
	t.Helper()
	fleet, _ := os.ReadFile("testdata/catalogue/Test Fleet.cat")
	weap, _ := os.ReadFile("testdata/catalogue/Test Fleet - Weapons.cat")
	sys, _ := os.ReadFile("testdata/catalogue/Test System.gst")
	s, w := string(fleet), string(weap)
	i, j := strings.Index(s, `<selectionEntry id="test-s-frigate"`), strings.Index(s, `<selectionEntry id="test-s-cruiser"`)
	wi, wj := strings.Index(w, `<selectionEntry type="upgrade" name="Test Cannon"`), strings.Index(w, `<selectionEntry type="upgrade" name="Test Missiles"`)
	var g strings.Builder
	g.WriteString(`<sharedSelectionEntryGroups><selectionEntryGroup id="big-group" name="Big"><selectionEntries>`)
	for k := range weapons {
		g.WriteString(strings.NewReplacer("test-w-cannon", fmt.Sprintf("gw-%d", k), "test-p-cannon", fmt.Sprintf("gp-%d", k)).Replace(w[wi:wj]))
	}
	g.WriteString(`</selectionEntries></selectionEntryGroup></sharedSelectionEntryGroups>`)
	var f strings.Builder
	for k := range ships {
		f.WriteString(strings.NewReplacer("test-s-frigate", fmt.Sprintf("gen-%d", k), "Test Frigate", fmt.Sprintf("Gen %d", k),
			`targetId="test-w-missiles"`, `targetId="big-group"`).Replace(s[i:j]))
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "Test System.gst"), sys, 0o644)
	os.WriteFile(filepath.Join(dir, "Test Fleet - Weapons.cat"), []byte(strings.Replace(w, "<sharedSelectionEntries>", g.String()+"<sharedSelectionEntries>", 1)), 0o644)
	os.WriteFile(filepath.Join(dir, "Test Fleet.cat"), []byte(s[:i]+f.String()+s[i:]), 0o644)
	return dir
}

// TestCatalogueLoadingIsLinear (issue 36 item 6): ships that each link one
// shared group of weapons made loading cost ships × weapons (a 3 MiB
// catalogue took 52 s of processor time; here 400 ships of a 400-weapon
// group took 2.7 s, 200 of 200 0.6 s). A ship reaching more than
// maxShipGathered entries and profiles is refused, and so are ships
// reaching together more than gatherPerElement for each element of the
// files, naming the file and the profile: the refusal comes from counting
// what the ships reach (a budget linear in the files' size), not from a
// clock, so the test checks the refusal and its words, never a time.
func TestCatalogueLoadingIsLinear(t *testing.T) {
	for _, tc := range []struct {
		ships, weapons int
		want           string
	}{
		{400, 400, "reaches more than 256 entries and profiles through its links"},
		{700, 100, "than 4 for each element of the catalogue"},
	} {
		dir := sharedGroupCatalogue(t, tc.ships, tc.weapons)
		_, err := LoadCatalogue(dir)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "Test Fleet - Weapons.cat:") {
			t.Errorf("%d ships linking %d weapons: %v, want an error at the weapons file saying %q", tc.ships, tc.weapons, err, tc.want)
		}
	}
	// a few ships sharing a group, as real data has them, still load
	if c, err := LoadCatalogue(sharedGroupCatalogue(t, 20, 10)); err != nil || len(c.Ships) < 20 {
		t.Errorf("20 ships sharing 10 weapons: %v", err)
	}
}
