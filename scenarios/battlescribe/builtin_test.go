package battlescribe

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
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

// TestBattleLaunchFromCards (battle notes §2.2, "Launch value", "Limited
// (X)", "Gates (Shaltari)"; §4.6): a ship's profile carries its Load
// lines into battle with their Limited (X) ("L (1)", "L(4)*") and token
// rules (Corruptor), with its faction's asset row; Shaltari Gates, which
// launch through Voidgates, are not Dropships: they stay out of the
// battle's profile and are named as played without effect.
func TestBattleLaunchFromCards(t *testing.T) {
	c, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		entry, faction string
		want           []dropfleet.LaunchAsset
		assets         dropfleet.AssetFaction
	}{
		{"Achilles Heavy Cruiser", "Post-Human Republic", []dropfleet.LaunchAsset{{Kind: dropfleet.Torpedoes, Value: 1, Limited: 1}}, dropfleet.PHRAssets},
		{"Remus Dreadnought", "Post-Human Republic", []dropfleet.LaunchAsset{{Kind: dropfleet.Torpedoes, Value: 4, Limited: 4}}, dropfleet.PHRAssets},
		{"Dragon Battleship", "Scourge", []dropfleet.LaunchAsset{{Kind: dropfleet.Fighters, Also: dropfleet.KindsOf(dropfleet.Bombers), Value: 3},
			{Kind: dropfleet.Torpedoes, Value: 1, Limited: 2, Special: dropfleet.AssetCorruptor}}, dropfleet.ScourgeAssets},
		{"Lysander Stealth Lighter", "United Colonies of Mankind", []dropfleet.LaunchAsset{{Kind: dropfleet.Dropships, Value: 1}}, dropfleet.UCMAssets},
		{"Kalium KNC-12 Fleet Carrier", "Resistance", []dropfleet.LaunchAsset{{Kind: dropfleet.Fighters, Also: dropfleet.KindsOf(dropfleet.Bombers), Value: 6}}, dropfleet.ResistanceAssets},
		{"Emerald Mothership", "Shaltari Tribes", nil, dropfleet.UCMAssets},
		{"Basalt Fleet Carrier", "Shaltari Tribes", []dropfleet.LaunchAsset{{Kind: dropfleet.Fighters, Also: dropfleet.KindsOf(dropfleet.Bombers), Value: 4}}, dropfleet.ShaltariAssets},
	} {
		s, ok := c.Ship(tc.entry, tc.faction)
		if !ok {
			t.Errorf("%s: not built in", tc.entry)
			continue
		}
		if !reflect.DeepEqual(s.Profile.Launch, tc.want) || s.Profile.Assets != tc.assets {
			t.Errorf("%s: launch %+v (assets %v), want %+v (%v)", tc.entry, s.Profile.Launch, s.Profile.Assets, tc.want, tc.assets)
		}
	}
	e, _ := c.Ship("Emerald Mothership", "Shaltari Tribes")
	if len(e.Launch) != 1 || !strings.Contains(strings.Join(e.Unmodelled, "|"), "Gates (launched through Voidgates") {
		t.Errorf("Emerald Mothership: launch cap values %+v, unmodelled %q", e.Launch, e.Unmodelled)
	}
}

// TestProfilesWriteAndReadBack: every ship of the built-in catalogue,
// written as a scenario file's profile (profile.DropfleetNode, what a
// roster becomes in a tournament list), reads back as the same profile.
func TestProfilesWriteAndReadBack(t *testing.T) {
	c, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d := &yamldoc.Decoder{File: "written.yaml"}
	for _, s := range c.Ships {
		n := profile.DropfleetNode(s.Profile)
		got, err := profile.Dropfleet(d, n, "ships.x", s.Profile.Name)
		if err != nil {
			t.Errorf("%s: %v", s.Entry, err)
			continue
		}
		if !reflect.DeepEqual(got, s.Profile) {
			t.Errorf("%s:\n read back %+v\n written   %+v", s.Entry, got, s.Profile)
		}
	}
}

// TestBombardmentRead (battle notes §4.1, "Bombardment weapons: can
// target only ground sectors"): a weapon printed with Bombardment is the
// rules core's bombard weapon, not a rule played without effect.
func TestBombardmentRead(t *testing.T) {
	c, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	s, _ := c.Ship("Ganymede Assault Troopship", "Post-Human Republic")
	if w := s.Profile.Weapons[0]; w.Name != "Bombardment Battery" || !w.Bombard || slices.Contains(s.Unmodelled, "Bombardment") {
		t.Errorf("Ganymede: %+v, unmodelled %q", w, s.Unmodelled)
	}
}
