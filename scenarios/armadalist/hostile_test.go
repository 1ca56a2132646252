package armadalist

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadFiles: hostile or broken lists and card data are refused with
// the file, the line where there is one, and what is wrong; never a panic.
func TestBadFiles(t *testing.T) {
	cards := filepath.Join("testdata", "cards")
	for _, tc := range []struct {
		name, list, card, want string // card: one more card file's text
	}{
		{"not UTF-8", "Faction: Empire\n\xff\xfe (3)\n", "", "list.txt: not a text file in UTF-8"},
		{"binary", "Faction: Empire\x00\n", "", "list.txt: not a text file in UTF-8"},
		{"too big", strings.Repeat("x", MaxFileSize+1), "", "list.txt: file is larger than"},
		{"empty", "\n\n", "", "list.txt: the list has no ship"},
		{"unknown faction", "Faction: Hutts\n", "", "list.txt:1: unknown faction \"Hutts\""},
		{"upgrade first", "Faction: Empire\n• External Racks (4)\n", "", "list.txt:2: upgrade card External Racks before any ship"},
		{"zero squadrons", "Faction: Empire\nGladiator I-class Star Destroyer (56)\nSquadrons:\n• 0 x TIE Fighter Squadron (0)\n", "", "list.txt:4: 0 squadrons"},
		{"card without a name", "Faction: Empire\n", `{"upgrades": {"x": {"type": "officer", "points": 3}}}`, "bad.json:1: upgrade x: a card needs its name"},
		{"bad points", "Faction: Empire\n", `{"upgrades": {"x": {"name": "X", "points": -3}}}`, "bad.json:1: upgrade x points: expected a whole number"},
		{"not JSON", "Faction: Empire\n", `{"ships": [`, "bad.json: not JSON"},
		// the audit's leftovers: refused, not played without the figure
		{"Counter not a number", "Faction: Empire\n", "{\"squadrons\": {\"t\": {\"name\": \"T\", \"points\": 8,\n \"abilities\": {\"swarm\": true,\n \"counter\": \"x\"}}}}", "bad.json:3: squadron t abilities.counter: Counter takes its X, a whole number from 1 to 9 (or 0 or false for none), got \"x\""},
		{"Counter too large", "Faction: Empire\n", "{\"squadrons\": {\"t\": {\"name\": \"T\", \"points\": 8,\n \"abilities\": {\"counter\": 99}}}}", "bad.json:2: squadron t abilities.counter: Counter takes its X, a whole number from 1 to 9 (or 0 or false for none), got \"99\""},
		{"Swarm with an X", "Faction: Empire\n", "{\"squadrons\": {\"t\": {\"name\": \"T\", \"points\": 8,\n \"abilities\": {\"swarm\": 2}}}}", "bad.json:2: squadron t abilities.swarm: Swarm has no X: true or false, got \"2\""},
		{"keyword twice", "Faction: Empire\n", "{\"squadrons\": {\"t\": {\"name\": \"T\", \"points\": 8,\n \"abilities\": {\"ai_battery\": 1,\n \"ai-battery\": 2}}}}", "bad.json:3: squadron t abilities.ai-battery: Ai battery given twice (also as ai_battery)"},
		{"abilities not an object", "Faction: Empire\n", "{\"squadrons\": {\"t\": {\"name\": \"T\", \"points\": 8,\n \"abilities\": [\"swarm\"]}}}", "bad.json:2: squadron t abilities: expected an object of abilities"},
		{"ship without armament", "Faction: Empire\n", "{\"ships\": {\"c\": {\"hull\": 3, \"shields\": {\"front\": 1, \"rear\": 1, \"left\": 1, \"right\": 1},\n \"models\": {\"m\": {\"name\": \"M\", \"points\": 30}}}}}", "bad.json:2: ship m armament: the card has no armament"},
		{"ship without shields", "Faction: Empire\n", "{\"ships\": {\"c\": {\"hull\": 3,\n \"models\": {\"m\": {\"name\": \"M\", \"points\": 30, \"armament\": {}}}}}}", "bad.json:1: ship m shields: its chassis has no shields"},
		{"a zone's shields missing", "Faction: Empire\n", "{\"ships\": {\"c\": {\"hull\": 3,\n \"shields\": {\"front\": 1, \"left\": 1, \"right\": 1},\n \"models\": {\"m\": {\"name\": \"M\", \"points\": 30}}}}}", "bad.json:2: ship m shields.rear: the shields of hull zone rear are missing"},
		{"points overflow", "Faction: Empire\nGladiator I-class Star Destroyer (56)\n• Ordnance Experts (99999999999999999999999)\n", "", "list.txt:3: \"99999999999999999999999\" is too large: a points figure or count is at most 100000"},
		{"total overflow", "Faction: Empire\nGladiator I-class Star Destroyer (56)\nTotal Points: 123456789\n", "", "list.txt:3: \"123456789\" is too large"},
		{"squadron count overflow", "Faction: Empire\nGladiator I-class Star Destroyer (56)\nSquadrons:\n• 1000000 x TIE Fighter Squadron (8)\n", "", "list.txt:4: \"1000000\" is too large"},
		{"chassis without models", "Faction: Empire\n", "{\n\"ships\": {\"c\": {\"hull\": 3}}}", "bad.json:2: ships.c: a chassis needs its ship cards under models"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			cat := cards
			if tc.card != "" {
				cat = filepath.Join(dir, "cards")
				if err := os.MkdirAll(cat, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(cat, "bad.json"), []byte(tc.card), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			list := filepath.Join(dir, "list.txt")
			if err := os.WriteFile(list, []byte(tc.list), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Open(list, cat)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v\nwant %s", err, tc.want)
			}
		})
	}
}

// FuzzRead: no list text makes the reader panic (go test -fuzz FuzzRead).
func FuzzRead(f *testing.F) {
	for _, name := range []string{"empire.txt", "rebels.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	cat, err := LoadCatalogue(filepath.Join("testdata", "cards"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Read("fuzz.txt", data, cat)
		if err == nil {
			_ = l.Summary()
			if _, err := l.Units(); err != nil {
				t.Errorf("a list that reads has units: %v", err)
			}
		}
	})
}

// TestCatalogueCache: a catalogue is read once while its files stay the
// same, and again when one changes.
func TestCatalogueCache(t *testing.T) {
	dir := t.TempDir()
	write := func(points string) {
		t.Helper()
		card := `{"upgrades": {"x": {"type": "officer", "name": "X", "points": ` + points + `}}}`
		if err := os.WriteFile(filepath.Join(dir, "u.json"), []byte(card), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("3")
	a, err := LoadCatalogue(dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadCatalogue(dir)
	if err != nil || a != b {
		t.Fatalf("read twice: %v", err)
	}
	write("12")
	c, err := LoadCatalogue(dir)
	if err != nil || c == a || c.Cards[0].Points != 12 {
		t.Fatalf("a changed file was not read again: %v", err)
	}
}
