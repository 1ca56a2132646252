package armadalist

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// sharedData is the community data the built-in catalogue is converted
// from (../shared/data/armada from the worktree).
var sharedData = filepath.Join("..", "..", "..", "shared", "data", "armada")

func needSharedData(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(sharedData); err != nil {
		t.Skipf("the community data is not here (%v): the built-in catalogue is checked against it where ../shared/data is", err)
	}
}

// TestBuiltInMatchesData converts the community data afresh (make
// catalogues) and checks that the embedded files are what it writes, byte
// for byte: the built-in catalogue is the data's, reproducibly.
func TestBuiltInMatchesData(t *testing.T) {
	needSharedData(t)
	files, err := ConvertISB(sharedData, "")
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := builtinFiles.ReadFile("data/" + name)
		if err != nil {
			t.Errorf("%s is not embedded: run make catalogues", name)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("data/%s differs from a fresh conversion of %s: run make catalogues", name, sharedData)
		}
	}
}

// TestBuiltInProfiles reads the community data as a user's catalogue
// (--catalogue) and checks every card of the built-in catalogue against
// the data's card of the same key and era: its name, factions, points,
// uniqueness, slot, upgrade bar and, for ships and squadrons, the profile
// the rules core plays (hull, speeds, shields, dice, tokens, keywords).
func TestBuiltInProfiles(t *testing.T) {
	needSharedData(t)
	data, err := LoadCatalogue(sharedData)
	if err != nil {
		t.Fatal(err)
	}
	built, err := BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]*Card{}
	for i := range data.Cards {
		k := &data.Cards[i]
		id := k.Kind.String() + " " + string(k.Era) + " " + k.Key
		if _, dup := byKey[id]; !dup {
			byKey[id] = k
		}
	}
	checked := map[CardKind]int{}
	for i := range built.Cards {
		b := &built.Cards[i]
		d, ok := byKey[b.Kind.String()+" "+string(b.Era)+" "+b.Key]
		if !ok {
			t.Errorf("%s %s (%s): not in the data", b.Kind, b.Key, b.Era)
			continue
		}
		if b.Name != d.Name || b.Points != d.Points || b.Unique != d.Unique || b.Type != d.Type || b.AceName != d.AceName ||
			!slices.Equal(b.Factions, d.Factions) || !slices.Equal(b.Slots, d.Slots) || b.Modification != d.Modification {
			t.Errorf("%s %s (%s): built-in %+v, data %+v", b.Kind, b.Key, b.Era, cardFacts(b), cardFacts(d))
		}
		if b.Kind == ShipCard || b.Kind == SquadronCard {
			bp, berr := b.Profile()
			dp, derr := d.Profile()
			if (berr == nil) != (derr == nil) || !reflect.DeepEqual(bp, dp) {
				t.Errorf("%s %s (%s): built-in profile %+v (%v), data %+v (%v)", b.Kind, b.Key, b.Era, bp, berr, dp, derr)
			}
			if !slices.Equal(unplayed(b), unplayed(d)) {
				t.Errorf("%s %s: unplayed %v, data %v", b.Kind, b.Key, unplayed(b), unplayed(d))
			}
		}
		checked[b.Kind]++
	}
	t.Logf("checked %d ships, %d squadrons, %d upgrades, %d objectives", checked[ShipCard], checked[SquadronCard], checked[UpgradeCard], checked[ObjectiveCard])
	for _, k := range []CardKind{ShipCard, SquadronCard, UpgradeCard, ObjectiveCard} {
		if checked[k] == 0 {
			t.Errorf("no %s card in the built-in catalogue", k)
		}
	}
}

func cardFacts(k *Card) any {
	return []any{k.Name, k.Points, k.Unique, k.Type, k.AceName, k.Factions, k.Slots, k.Modification}
}

// TestBuiltInEras: the built-in catalogue holds each era, an FFG printing
// taking the current card's place in its era only (battle notes §4.6:
// Darth Vader the commander 36 in the FFG printings, 34 after the AMG
// errata; Admiral Screed 26 in ARC 0.1).
func TestBuiltInEras(t *testing.T) {
	c, err := BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	price := func(kind CardKind, name, typ string, era Era) []int {
		var out []int
		for _, k := range c.Named(kind, name, "empire") {
			if k.In(era) && k.allows("empire") && (typ == "" || k.Type == typ) {
				out = append(out, k.Points)
			}
		}
		return out
	}
	for _, tc := range []struct {
		kind      CardKind
		name, typ string
		era       Era
		want      []int
	}{
		{UpgradeCard, "Darth Vader", "commander", Current, []int{34}},
		{UpgradeCard, "Darth Vader", "commander", FFG, []int{36}},
		{UpgradeCard, "Darth Vader", "commander", ARC, []int{34}},
		{UpgradeCard, "Admiral Screed", "commander", ARC, []int{26}},
		{ShipCard, "Victory II-class Star Destroyer", "", Current, []int{80}},
		{ShipCard, "Victory II-class Star Destroyer", "", FFG, []int{85}},
		{ShipCard, "Victory I-class Star Destroyer", "", FFG, []int{73}},
	} {
		if got := price(tc.kind, tc.name, tc.typ, tc.era); !slices.Equal(got, tc.want) {
			t.Errorf("%s %s in %s: %v, want %v", tc.name, tc.typ, tc.era, got, tc.want)
		}
	}
	if len(c.Versions) != len(Eras) {
		t.Errorf("headers %v", c.Versions)
	}
}
