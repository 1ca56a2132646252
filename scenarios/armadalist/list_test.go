package armadalist

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

func fixtureCatalogue(t *testing.T) *Catalogue {
	t.Helper()
	c, err := LoadCatalogue(filepath.Join("testdata", "cards"))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestFixtureLists reads a list in each format (battle notes §6.1 Star
// Forge, §6.2 Warlords) and checks what it holds.
func TestFixtureLists(t *testing.T) {
	cat := fixtureCatalogue(t)
	for _, tc := range []struct {
		file, want string
	}{
		{"empire.txt", `{"game":"armada","name":"Fixture Empire","format":"star-forge","faction":"empire","limit":400,"points":355,"commander":"Admiral Motti",` +
			`"era":"current","era_name":"current cards (AMG final errata)","era_found":true,"warnings":[],"repriced":[],` +
			`"ships":[{"name":"Victory II-class Star Destroyer","points":126,"upgrades":[{"name":"Admiral Motti","points":24},{"name":"Leading Shots","points":5},{"name":"Dominator","points":12}]},` +
			`{"name":"Victory I-class Star Destroyer","points":89,"upgrades":[{"name":"External Racks","points":4},{"name":"Ordnance Experts","points":4},{"name":"H9 Turbolasers","points":8}]},` +
			`{"name":"Gladiator I-class Star Destroyer","points":60,"upgrades":[{"name":"External Racks","points":4}]}],` +
			`"squadrons":[{"name":"TIE Fighter Squadron","count":8,"points":64},{"name":"Howlrunner","count":1,"points":16}],` +
			`"objectives":["Most Wanted","Fighter Ambush","Superior Positions"],` +
			`"unmodelled":["Dominator (title card)","H9 Turbolasers (turbolaser card)","Howlrunner's card ability","Leading Shots (ion cannon card)"]}`},
		{"rebels.txt", `{"game":"armada","name":"Fixture Rebels","format":"warlords","faction":"rebel","limit":400,"points":336,"commander":"General Dodonna",` +
			`"era":"current","era_name":"current cards (AMG final errata)","era_found":true,"warnings":[],"repriced":[],` +
			`"ships":[{"name":"Nebulon-B Escort Frigate","points":82,"upgrades":[{"name":"General Dodonna","points":20},{"name":"Expanded Hangar Bay","points":5}]},` +
			`{"name":"CR90 Corvette A","points":48,"upgrades":[{"name":"Dual Turbolaser Turrets","points":4}]},{"name":"Nebulon-B Escort Frigate","points":57,"upgrades":[]},` +
			`{"name":"CR90 Corvette A","points":44,"upgrades":[]},{"name":"GR-75 Medium Transports","points":20,"upgrades":[{"name":"Comms Net","points":2}]}],` +
			`"squadrons":[{"name":"X-wing Squadron","count":5,"points":65},{"name":"Luke Skywalker","count":1,"points":20}],` +
			`"objectives":["Opening Salvo","Contested Outpost","Solar Corona"],` +
			`"unmodelled":["Comms Net (fleet support card)","Dual Turbolaser Turrets (turbolaser card)","General Dodonna (commander card)","Luke Skywalker's card ability"]}`},
	} {
		t.Run(tc.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			l, err := Read(tc.file, data, cat)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := json.Marshal(l.Summary())
			if string(got) != tc.want {
				t.Errorf("summary\n got %s\nwant %s", got, tc.want)
			}
			units, err := l.Units()
			if err != nil {
				t.Fatal(err)
			}
			if len(units) != len(l.Ships)+len(l.Squadrons) {
				t.Errorf("%d units", len(units))
			}
		})
	}
}

// TestDiceOrder checks the catalogue's [red, blue, black] order (battle
// notes §6.5, the dice-order trap): the Victory II's front battery is
// 3 red and 3 blue, the Victory I's 3 red and 3 black.
func TestDiceOrder(t *testing.T) {
	cat := fixtureCatalogue(t)
	for _, tc := range []struct {
		name string
		want armada.Dice
	}{
		{"Victory II-class Star Destroyer", armada.Dice{armada.Red: 3, armada.Blue: 3}},
		{"Victory I-class Star Destroyer", armada.Dice{armada.Red: 3, armada.Black: 3}},
	} {
		p, err := cat.Named(ShipCard, tc.name, "")[0].Profile()
		if err != nil {
			t.Fatal(err)
		}
		if p.Battery[armada.Front] != tc.want {
			t.Errorf("%s front battery %v, want %v", tc.name, p.Battery[armada.Front], tc.want)
		}
	}
	p, err := cat.Named(SquadronCard, "Luke Skywalker", "")[0].Profile()
	if err != nil {
		t.Fatal(err)
	}
	if p.Battery[armada.Front] != (armada.Dice{armada.Red: 3}) || !p.Bomber || p.SquadronSpeed != 3 {
		t.Errorf("Luke Skywalker: %+v", p)
	}
}

// TestBadLists edits the fixture lists into lists that must be refused,
// each with the line and what is wrong (battle notes §6): unknown names,
// prices no era prints, the list's own arithmetic, unreadable lines.
func TestBadLists(t *testing.T) {
	cat := fixtureCatalogue(t)
	for _, tc := range []struct {
		name, file, old, new, want string
	}{
		{"unknown card", "empire.txt", "• External Racks (4)\n= 60", "• Externel Rocks (4)\n= 60", "empire.txt:22: no upgrade card is called \"Externel Rocks\" (did you mean External Racks?)"},
		{"unknown ship", "rebels.txt", "CR90 Corvette A (44 points)\n=", "CR90 Corvete A (44 points)\n=", "rebels.txt:23: no ship card is called \"CR90 Corvete A\" (did you mean CR90 Corvette A?)"},
		{"card points", "empire.txt", "• H9 Turbolasers (8)", "• H9 Turbolasers (7)", "empire.txt:18: H9 Turbolasers costs 8 points in the current cards (AMG final errata); the list says 7"},
		{"card versions", "empire.txt", "• Leading Shots (5)", "• Leading Shots (7)", "empire.txt:11: Leading Shots costs 5 or 6 points in the current cards (AMG final errata); the list says 7"},
		{"ship subtotal", "empire.txt", "= 89 Points", "= 90 Points", "empire.txt:19: the lines of Victory I-class Star Destroyer and its upgrades add up to 89 points; its subtotal says 90"},
		{"squadron subtotal", "rebels.txt", "= 85 total", "= 86 total", "rebels.txt:32: the squadron lines add up to 85 points; their subtotal says 86"},
		{"objective category", "empire.txt", "Defense: Fighter Ambush", "Defense: Most Wanted", "empire.txt:6: Most Wanted is a assault objective, not defense"},
		{"unreadable line", "empire.txt", "• Dominator (12)", "• Dominator", "empire.txt:12: cannot read \"Dominator\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(tc.file, []byte(editedFixture(t, tc.file, tc.old, tc.new)), cat)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v\nwant %s", err, tc.want)
			}
		})
	}
}

// TestRuleBreaks edits the fixture lists into lists that break a
// fleet-building rule (battle notes §1.1): each still loads, with the
// broken rule named as a warning at its line (issue 32: real, published
// lists break them; --strict refuses them).
func TestRuleBreaks(t *testing.T) {
	cat := fixtureCatalogue(t)
	for _, tc := range []struct {
		name, file, old, new, want string
	}{
		{"stated total", "empire.txt", "Total Points: 355", "Total Points: 360", "line 30: the list states 360 points, but its cards cost 355 in the current cards (AMG final errata)"},
		{"warlords total", "rebels.txt", "Points: 336/400", "Points: 338/400", "line 4: the list states 338 points"},
		{"limit", "rebels.txt", "Points: 336/400", "Points: 336/300", "the fleet costs 336 points, over the limit of 300 (battle notes §1.1 rule 1)"},
		{"slot", "empire.txt", "• External Racks (4)\n= 60", "• Leading Shots (5)\n= 61", "line 22: Gladiator I-class Star Destroyer has no ion cannon slot left for Leading Shots"},
		{"two of a slot", "empire.txt", "• H9 Turbolasers (8)\n= 89", "• H9 Turbolasers (8)\n• Dual Turbolaser Turrets (4)\n= 93", "line 19: Victory I-class Star Destroyer has no turbolaser slot left for Dual Turbolaser Turrets"},
		{"faction", "rebels.txt", "-  Comms Net ( 2 points)\n= 20", "-  Dominator ( 12 points)\n= 30", "line 27: Dominator is not a rebel card"},
		{"two commanders", "empire.txt", "• External Racks (4)\n= 60", "• Admiral Motti (24)\n= 80", "line 22: a second commander, Admiral Motti: a fleet has exactly one (battle notes §1.1 rule 4)"},
		{"commander header", "rebels.txt", "Commander: General Dodonna", "Commander: Admiral Ackbar", "line 5: the list names Admiral Ackbar its commander, but no ship carries that commander card"},
		{"squadron of another faction", "rebels.txt", "1 Luke Skywalker ( 20 points)\n= 85", "1 Howlrunner ( 16 points)\n= 81", "line 31: Howlrunner is not a rebel squadron"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, err := Read(tc.file, []byte(editedFixture(t, tc.file, tc.old, tc.new)), cat)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			got := strings.Join(l.WarningTexts(), "\n")
			if !strings.Contains(got, tc.want) {
				t.Errorf("warnings\n%s\nwant %s", got, tc.want)
			}
		})
	}
}

// editedFixture returns a fixture list with old replaced by new.
func editedFixture(t *testing.T, file, old, new string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if !strings.Contains(text, old) {
		t.Fatalf("fixture has no %q", old)
	}
	return strings.Replace(text, old, new, 1)
}
