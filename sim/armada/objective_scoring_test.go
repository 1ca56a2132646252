package armada

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestObjectiveScoringByCardWording scores one end of game under every
// objective played and compares it with the sum the card's wording gives
// (rules notes battle §2.6, §3.2), worked out by hand below. The game: the
// first player (a) fields an ISD (card 50, upgrades 10) and two X-wings
// (13 each); the second (b) two CR90s (card 44 each, c1 with 6 points of
// upgrades). At the end c1 and x1 are destroyed, the ISD holds 1 damage
// card, c2 2; a holds 2 victory tokens, b 1; the objective ships (Most
// Wanted, Advanced Gunnery) are the ISD and c1, and under Capture the VIP
// c2 holds the VIP.
//
//   - Every card: a scores c1 at 44+6 = 50, b x1 at 13 ("Σ cost(destroyed
//     enemy ships incl. ALL their equipped upgrades)").
//   - Victory tokens count their card's value: a +2v, b +v.
//   - Most Wanted, Advanced Gunnery: "The fleet point cost of a destroyed
//     objective ship is doubled. Do not double the cost of its upgrade
//     cards": c1 counts 2×44+6 = 94.
//   - Opening Salvo: "half the fleet point cost of each enemy ship in the
//     play area that has at least 1 damage card, rounded up": a +⌈44/2⌉ =
//     22 (c2), b +⌈(50+10)/2⌉ = 30 (the ISD, upgrades included).
//   - Intel Sweep: "If a player has more victory tokens than his opponent,
//     increase his final score by 75" (its tokens are worth nothing).
//   - Capture the VIP: "If a player's ship has the objective token, that
//     player gains 1 victory token" (50 each): b ends with 2.
func TestObjectiveScoringByCardWording(t *testing.T) {
	want := map[Objective][Players]int{
		ObjectiveNone:      {50, 13},
		SuperiorPositions:  {50 + 2*15, 13 + 15},
		MostWanted:         {94, 13},
		OpeningSalvo:       {50 + 22, 13 + 30},
		ContestedOutpost:   {50 + 2*20, 13 + 20},
		FighterAmbush:      {50 + 2*15, 13 + 15},
		SolarCorona:        {50, 13},
		AdvancedGunnery:    {94, 13},
		PrecisionStrike:    {50 + 2*15, 13 + 15},
		PlanetaryIonCannon: {50, 13},
		CaptureTheVIP:      {50 + 2*50, 13 + 2*50},
		FleetAmbush:        {50, 13},
		HyperspaceAssault:  {50, 13},
		DangerousTerritory: {50 + 2*15, 13 + 15},
		IntelSweep:         {50 + 75, 13},
		FireLanes:          {50 + 2*15, 13 + 15},
		Minefields:         {50, 13},
		InfestedFields:     {50 + 2*15, 13 + 15},
		AsteroidTactics:    {50, 13},
		SurpriseAttack:     {50, 13},
	}
	if len(want) != int(objectivesPlayed) {
		t.Fatalf("%d objectives scored here, %d played: add the new one's card wording", len(want), objectivesPlayed)
	}
	for o := range objectivesPlayed {
		t.Run(o.String(), func(t *testing.T) {
			s := objectiveGame(t, 50, o)
			if s.First() != 0 {
				t.Fatalf("first player %d, want a (the cheaper fleet)", s.First())
			}
			s.Model.Units[0].Upgrades = []*Upgrade{{Name: "ten points", Points: 10}}
			s.Model.Units[3].Upgrades = []*Upgrade{{Name: "six points", Points: 6}}
			ob := &s.game.obj
			ob.aside.Clear() // Hyperspace Assault's set-aside units, Fighter Ambush's squadrons: all on the table
			ob.ships = [Players]int{0, 3}
			ob.vipHolder = 0
			if o == CaptureTheVIP {
				ob.vipHolder = 4 + 1
			}
			for i := range s.Units {
				s.Units[i].Destroyed, s.Units[i].Cards = false, 0
			}
			s.Units[3].Destroyed, s.Units[1].Destroyed = true, true
			s.Units[0].Cards, s.Units[4].Cards = 1, 2
			s.game.victoryTokens = [Players]int{2, 1}
			s.scoreGame()
			if got := s.Scores(); got != want[o] {
				t.Errorf("scores %v, want %v by the card's wording", got, want[o])
			}
		})
	}
}

// TestObjectiveValuesMatchCards checks each standard objective's
// category and victory token value (rules notes battle §3.2) against the
// card data the notes cite ([ISB], ../shared/data/armada), by name.
func TestObjectiveValuesMatchCards(t *testing.T) {
	path := filepath.Join("..", "..", "..", "shared", "data", "armada", "objectives", "objectives.json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("no card data at %s (the shared data is not checked out beside the project): %v", path, err)
	}
	var data struct {
		Objectives map[string]struct {
			Name  string `json:"name"`
			Type  string `json:"type"`
			Value int    `json:"victory_tokens_points"`
		} `json:"objectives"`
	}
	if err := json.Unmarshal(raw, &data); err != nil {
		t.Fatal(err)
	}
	byName := map[string]int{}
	for _, c := range data.Objectives {
		key := strings.ToLower(strings.ReplaceAll(c.Name, " ", "-"))
		if _, seen := byName[key]; !seen || c.Value > 0 {
			byName[key] = c.Value
		}
	}
	for _, c := range objectiveCards[1:] {
		v, ok := byName[c.Name]
		if !ok {
			t.Errorf("%s: not in the card data", c.Name)
			continue
		}
		if v != c.Value {
			t.Errorf("%s: victory tokens worth %d, the card says %d", c.Name, c.Value, v)
		}
	}
}
