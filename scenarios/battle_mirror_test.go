package scenarios

import (
	"math"
	"path/filepath"
	"strings"
	"testing"
)

// TestMirrorMatchIsFair (issue 16 item 8, battle notes §3.2; the same for
// an Armada battle): fleetlab battle between two copies of one list, on
// every player style and on more than one scenario, gives the two sides
// P(win) within 4 standard errors of each other (a difference test: two
// 95% intervals that must each hold the other's estimate fail a fair match
// about one time in six). Each side's fleet is the
// other's turned through 180°, so any gap is an asymmetry of the engine or
// the policies (a tie broken by fleet index, a bearing taken by rounding),
// not of the lists. Moonshot and Power Grab deploy in opposing corners
// (battle notes §3.3): the rosters, placed along the edges, are set in the
// south-west and north-east corners (foldIntoCorners).
func TestMirrorMatchIsFair(t *testing.T) {
	statistical(t)
	roster := filepath.Join("battlescribe", "testdata", "skirmish.ros")
	bsData := filepath.Join("battlescribe", "testdata", "catalogue")
	armadaList := filepath.Join("armadalist", "testdata", "empire.txt")
	cards := filepath.Join("armadalist", "testdata", "cards")
	cases := []struct {
		name, list, catalogue, scenario string
		trials                          int64
		wins                            [2]string
		sets                            []string
	}{
		{"dropfleet take-and-hold objective-first", roster, bsData, "take-and-hold", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=objective-first", "player_phr=objective-first"}},
		{"dropfleet take-and-hold attrition-first", roster, bsData, "take-and-hold", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=attrition-first", "player_phr=attrition-first"}},
		{"dropfleet erupting-battlefront objective-first", roster, bsData, "erupting-battlefront", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=objective-first", "player_phr=objective-first"}},
		{"dropfleet erupting-battlefront attrition-first", roster, bsData, "erupting-battlefront", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=attrition-first", "player_phr=attrition-first"}},
		{"dropfleet moonshot objective-first", roster, bsData, "moonshot", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=objective-first", "player_phr=objective-first"}},
		{"dropfleet moonshot attrition-first", roster, bsData, "moonshot", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=attrition-first", "player_phr=attrition-first"}},
		{"dropfleet power-grab objective-first", roster, bsData, "power-grab", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=objective-first", "player_phr=objective-first"}},
		{"dropfleet power-grab attrition-first", roster, bsData, "power-grab", 20000, [2]string{"first_wins", "second_wins"},
			[]string{"player_ucm=attrition-first", "player_phr=attrition-first"}},
		{"armada aggressive", armadaList, cards, "", 2000, [2]string{"win_first", "win_second"},
			[]string{"empire_style=aggressive", "rebel_style=aggressive"}},
		{"armada standoff", armadaList, cards, "", 2000, [2]string{"win_first", "win_second"},
			[]string{"empire_style=standoff", "rebel_style=standoff"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.scenario == "" {
				t.Skip("an Armada battle is slow; run without -short")
			}
			src, err := BattleSource(tc.list, tc.list, "", tc.catalogue)
			if err != nil {
				t.Fatal(err)
			}
			text := string(src)
			if tc.scenario != "" {
				text = strings.Replace(text, "scenario: take-and-hold", "scenario: "+tc.scenario, 1)
			}
			s, err := ParseLists("mirror.yaml", []byte(text))
			if err != nil {
				t.Fatal(err)
			}
			r := runModel(t, bind(t, s, tc.sets...), tc.trials, 1)
			a, b := metric(t, r, tc.wins[0]).Estimate(), metric(t, r, tc.wins[1]).Estimate()
			n := float64(metric(t, r, tc.wins[0]).N())
			se := math.Sqrt((a + b - (a-b)*(a-b)) / n)
			t.Logf("P(first wins) = %.4f, P(second wins) = %.4f, gap %.4f (se %.4f)", a, b, a-b, se)
			if math.Abs(a-b) > 4*se {
				t.Errorf("mirror match: P(first wins) = %.4f, P(second wins) = %.4f: the gap %.4f is more than 4 standard errors (%.4f) from 0",
					a, b, a-b, se)
			}
		})
	}
}
