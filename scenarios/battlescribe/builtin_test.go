package battlescribe

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// sharedData is the community BattleScribe data the built-in catalogue is
// converted from (../shared/data/README.md), beside the worktree.
const sharedData = "../../../shared/data/dropfleet-commander"

// TestBuiltinMatchesData: every ship of the built-in catalogue (every
// faction, every profile: characteristics, points, weapons, launch
// assets, special rules, what is played without effect) and every
// admiral is what the community data gives, read by the same code from
// the BattleScribe files; nothing more, nothing less.
func TestBuiltinMatchesData(t *testing.T) {
	if _, err := os.Stat(sharedData); err != nil {
		t.Skipf("the community data is not here (%v): the built-in catalogue is checked against it where it is", err)
	}
	want, err := LoadCatalogue(sharedData)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Ships) != len(want.Ships) {
		t.Errorf("%d ships built in, %d in the data", len(got.Ships), len(want.Ships))
	}
	for i := range min(len(got.Ships), len(want.Ships)) {
		g, w := got.Ships[i], want.Ships[i]
		g.File, g.Line, w.File, w.Line = "", 0, "", 0
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s %s:\n built in %+v\n data     %+v", w.Faction, w.Entry, g, w)
		}
	}
	if len(got.Decks) != len(want.Decks) {
		t.Fatalf("%d factions built in, %d in the data", len(got.Decks), len(want.Decks))
	}
	for i := range got.Decks {
		if g, w := got.Decks[i], want.Decks[i]; g.Faction != w.Faction || !reflect.DeepEqual(g.Admirals, w.Admirals) {
			t.Errorf("%s: admirals %+v, data %s %+v", g.Faction, g.Admirals, w.Faction, w.Admirals)
		}
	}
}

// TestBuiltinFilesSaySource: each built-in file names, in its header, the
// data it was converted from and its version, and carries no rule text
// (no description element, the BattleScribe place of a rule's words).
func TestBuiltinFilesSaySource(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(BuiltinDir, "*.yaml"))
	if err != nil || len(files) < 5 {
		t.Fatalf("%d built-in files (%v)", len(files), err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		head := string(data[:min(len(data), 600)])
		for _, w := range []string{"BSData/dropfleet-commander", "version bf6e560", "make dropfleet-catalogue", "\nsource:", "\nversion:"} {
			if !strings.Contains(head, w) {
				t.Errorf("%s: header lacks %q", f, w)
			}
		}
		if strings.Contains(string(data), "description") {
			t.Errorf("%s holds a description", f)
		}
	}
}

// TestBuiltinEveryFaction: the five factions players write are built in,
// each with ships and its admiral table.
func TestBuiltinEveryFaction(t *testing.T) {
	c, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"UCM", "PHR", "Scourge", "Shaltari", "Resistance"} {
		ships, ok := c.Select(f)
		if !ok || len(ships) < 25 {
			t.Errorf("%s: %d ships", f, len(ships))
			continue
		}
		if len(c.admirals(ships[0].Faction)) < 6 {
			t.Errorf("%s: admirals %+v", f, c.admirals(ships[0].Faction))
		}
	}
}
