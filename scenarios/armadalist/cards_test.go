package armadalist

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

func fixtureList(t *testing.T, file string, edit ...string) *List {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for i := 0; i+1 < len(edit); i += 2 {
		text = strings.Replace(text, edit[i], edit[i+1], 1)
	}
	l, err := Read(file, []byte(text), fixtureCatalogue(t))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestCardsPlayed checks that the cards the rules core plays are played:
// upgrade cards and commanders (battle notes §4.3, §4.4), objectives
// (battle notes §3.2), squadron keywords (battle notes §5) and unique
// squadrons' defense tokens, none of them in the list's unmodelled.
func TestCardsPlayed(t *testing.T) {
	for _, tc := range []struct {
		file, card string
	}{
		{"empire.txt", "Admiral Motti"},
		{"empire.txt", "External Racks"},
		{"empire.txt", "Ordnance Experts"},
		{"empire.txt", "Most Wanted"},
		{"empire.txt", "Fighter Ambush"},
		{"empire.txt", "Superior Positions"},
		{"empire.txt", "Swarm"},
		{"empire.txt", "Howlrunner's defense tokens"},
		{"rebels.txt", "Expanded Hangar Bay"},
		{"rebels.txt", "Opening Salvo"},
		{"rebels.txt", "Contested Outpost"},
		{"rebels.txt", "Solar Corona"},
		{"rebels.txt", "Escort"},
		{"rebels.txt", "Luke Skywalker's defense tokens"},
	} {
		t.Run(tc.file+" "+tc.card, func(t *testing.T) {
			for _, u := range fixtureList(t, tc.file).Unmodelled() {
				if strings.HasPrefix(u, tc.card) {
					t.Errorf("%s is played, but unmodelled names %q", tc.card, u)
				}
			}
		})
	}
}

// TestUnitsPointsOnce checks that a ship's upgrade cards are counted once
// (battle notes §1.1 rule 1): the profile has the ship card's points, the
// battle adds its upgrades' (armada.Unit.Points), and together they make
// the list's total.
func TestUnitsPointsOnce(t *testing.T) {
	for _, file := range []string{"empire.txt", "rebels.txt"} {
		l := fixtureList(t, file)
		units, err := l.Units()
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for i, u := range units {
			n := u.Profile.Points
			for _, c := range u.Upgrades {
				n += c.Points
			}
			if i < len(l.Ships) && u.Profile.Points != l.Ships[i].Card.Points {
				t.Errorf("%s: %s's profile costs %d, not its card's %d", file, u.Name, u.Profile.Points, l.Ships[i].Card.Points)
			}
			total += n * u.Count
		}
		if total != l.Points() {
			t.Errorf("%s: the units cost %d, the list %d", file, total, l.Points())
		}
	}
}

// TestUnitUpgrades checks which cards a battle fits by the core's name
// (with the core's price beside the list's, which the battle plays) and
// which as {name, points, slot} (battle notes §4.6).
func TestUnitUpgrades(t *testing.T) {
	units, err := fixtureList(t, "empire.txt").Units()
	if err != nil {
		t.Fatal(err)
	}
	want := []UnitUpgrade{
		{Name: "Admiral Motti", Points: 24, CorePoints: 24, Slot: "commander", Known: true, Unique: true},
		{Name: "Leading Shots", Points: 5, CorePoints: 5, Slot: "ion-cannon", Known: true},
		{Name: "Dominator", Points: 12, Slot: "title", Unique: true},
	}
	if !slices.Equal(units[0].Upgrades, want) {
		t.Errorf("Victory II upgrades\n got %+v\nwant %+v", units[0].Upgrades, want)
	}
	if bar := units[0].Profile.UpgradeBar; len(bar) != 6 || bar[0] != armada.CommanderSlot {
		t.Errorf("Victory II upgrade bar %v", bar)
	}
}

// TestSquadronKeywords checks the catalogue's ability keys read as the
// core's keywords with their X (battle notes §5), every one played.
func TestSquadronKeywords(t *testing.T) {
	for _, tc := range []struct {
		key, v string
		want   armada.Keyword
		x      int
		played bool
	}{
		{"swarm", "true", armada.KeywordSwarm, 0, true},
		{"counter", "2", armada.KeywordCounter, 2, true},
		{"ai-battery", "1", armada.KeywordAIBattery, 1, true},
		{"ai_anti_squadron", "2", armada.KeywordAIAntiSquadron, 2, true},
		{"snipe", "3", armada.KeywordSnipe, 3, true},
		{"strategic", "true", armada.KeywordStrategic, 0, true},
	} {
		kw, x, ok := squadronKeyword(tc.key, tc.v)
		if !ok || kw != tc.want || x != tc.x || keywordPlayed(kw) != tc.played {
			t.Errorf("%s %s: %v %d %v played %v", tc.key, tc.v, kw, x, ok, keywordPlayed(kw))
		}
	}
	if _, _, ok := squadronKeyword("wingman", "true"); ok {
		t.Error("an unknown ability key read as a keyword")
	}
	p, err := fixtureCatalogue(t).Named(SquadronCard, "Howlrunner", "")[0].Profile()
	if err != nil {
		t.Fatal(err)
	}
	if !p.Keywords.Has(armada.KeywordSwarm) || len(p.Tokens) != 2 {
		t.Errorf("Howlrunner: keywords %s, tokens %v", p.Keywords.String(), p.Tokens)
	}
}

// TestPlayedObjectives checks that a list's objectives go to the battle
// only when it carries three the core plays (battle notes §1.1 rule 7,
// §3.2).
func TestPlayedObjectives(t *testing.T) {
	if got := fixtureList(t, "empire.txt").PlayedObjectives(); !slices.Equal(got, []string{"most-wanted", "fighter-ambush", "superior-positions"}) {
		t.Errorf("empire objectives %v", got)
	}
	l := fixtureList(t, "rebels.txt", "Navigation Objective: Solar Corona", "Navigation Objective: Volatile Deposits")
	if got := l.PlayedObjectives(); got != nil {
		t.Errorf("with Volatile Deposits: %v", got)
	}
	if !slices.Contains(l.Unmodelled(), "Volatile Deposits (navigation objective)") {
		t.Errorf("unmodelled %v", l.Unmodelled())
	}
}
