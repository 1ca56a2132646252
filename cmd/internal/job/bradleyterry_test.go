package job

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestBradleyTerryRecoversStrengths fits matrices made from known
// strengths (each cell the expected wins of many games) and checks that
// the ratings come back, centred, on the Elo scale, inside their
// intervals; and that a list winning every game gets a finite rating.
func TestBradleyTerryRecoversStrengths(t *testing.T) {
	for _, tc := range []struct {
		name      string
		strengths []float64 // natural log odds
		games     float64
	}{
		{"two lists", []float64{0, 1}, 1e6},
		{"four lists", []float64{0.3, -0.5, 1.2, 0}, 1e6},
		{"five lists, few games", []float64{0, 0.2, 0.4, -0.2, -0.4}, 4000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := len(tc.strengths)
			wins, games := make([][]float64, k), make([][]float64, k)
			mean := 0.0
			for i := range k {
				mean += tc.strengths[i] / float64(k)
				wins[i], games[i] = make([]float64, k), make([]float64, k)
				for j := range k {
					if i != j {
						games[i][j] = tc.games
						wins[i][j] = tc.games * sigmoid(tc.strengths[i]-tc.strengths[j])
					}
				}
			}
			got, err := FitBradleyTerry(wins, games)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range got {
				want := (tc.strengths[i] - mean) * eloScale
				if math.Abs(r.Rating-want) > 0.5 {
					t.Errorf("list %d: rating %.2f, want %.2f", i, r.Rating, want)
				}
				if !(r.Lo < want && want < r.Hi) {
					t.Errorf("list %d: %.2f not in [%.2f, %.2f]", i, want, r.Lo, r.Hi)
				}
			}
		})
	}
	t.Run("a list that wins every game", func(t *testing.T) {
		got, err := FitBradleyTerry([][]float64{{0, 100}, {0, 0}}, [][]float64{{0, 100}, {100, 0}})
		if err != nil {
			t.Fatal(err)
		}
		if !(got[0].Rating > 300 && got[0].Rating < 1000 && got[0].Rating == -got[1].Rating) {
			t.Errorf("ratings %+v", got)
		}
	})
}

// TestBradleyTerryAlwaysFits fits many small random tournaments, lopsided
// ones among them: every fit converges to finite ratings averaging 0.
func TestBradleyTerryAlwaysFits(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 500 {
		k := 2 + rng.IntN(6)
		wins, games := make([][]float64, k), make([][]float64, k)
		for i := range k {
			wins[i], games[i] = make([]float64, k), make([]float64, k)
		}
		for i := range k {
			for j := i + 1; j < k; j++ {
				n := float64(2 * (1 + rng.IntN(20)))
				w := float64(rng.IntN(int(n) + 1))
				games[i][j], games[j][i] = n, n
				wins[i][j], wins[j][i] = w, n-w
			}
		}
		got, err := FitBradleyTerry(wins, games)
		if err != nil {
			t.Fatalf("tournament %d (%v of %v): %v", trial, wins, games, err)
		}
		sum := 0.0
		for _, r := range got {
			if math.IsNaN(r.Rating) || math.IsInf(r.Rating, 0) || !(r.Lo <= r.Rating && r.Rating <= r.Hi) {
				t.Fatalf("tournament %d: ratings %+v", trial, got)
			}
			sum += r.Rating
		}
		if math.Abs(sum) > 1e-6 {
			t.Fatalf("tournament %d: ratings sum to %v", trial, sum)
		}
	}
}
