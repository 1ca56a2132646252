package job

import (
	"errors"
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
	"gonum.org/v1/gonum/optimize"
)

// eloScale turns a Bradley–Terry strength (natural log odds) into rating
// points on the Elo scale: 400 points are odds of 10 to 1.
var eloScale = 400 / math.Ln10

// Rating is one list's Bradley–Terry rating on the Elo scale, the ratings
// of a tournament averaging 0, with its 95% interval.
type Rating struct {
	Rating, Lo, Hi float64
}

// FitBradleyTerry fits the Bradley–Terry model, P(i beats j) =
// 1/(1+exp(s_j−s_i)), to a tournament by maximum likelihood (gonum's
// Newton method): wins[i][j] are i's wins against j, a draw counting half a win to
// each, games[i][j] the games they played (games[i][j] == games[j][i]).
// Each pair also gets one virtual game, a draw, so that a list that won
// every game still has a finite rating. The ratings are given on the Elo
// scale (400 points: odds of 10 to 1), shifted to average 0; the intervals
// are ±1.96 standard errors from the observed information (the inverse
// Hessian of the log-likelihood, with the first list's strength held at 0,
// carried to the centred ratings).
func FitBradleyTerry(wins, games [][]float64) ([]Rating, error) {
	k := len(wins)
	if k < 2 {
		return nil, errors.New("job: a rating needs at least two lists")
	}
	w := make([][]float64, k)
	n := make([][]float64, k)
	for i := range k {
		w[i], n[i] = make([]float64, k), make([]float64, k)
		for j := range k {
			if i != j {
				w[i][j], n[i][j] = wins[i][j]+0.5, games[i][j]+1
			}
		}
	}
	total := 0.0 // the likelihood is scaled to a game's, for the optimizer's tolerances
	for i := range k {
		for j := range k {
			total += n[i][j]
		}
	}
	full := func(x []float64) []float64 { return append([]float64{0}, x...) }
	p := optimize.Problem{
		Func: func(x []float64) float64 {
			s, nll := full(x), 0.0
			for i := range k {
				for j := range k {
					if i != j {
						nll += w[i][j] * math.Log1p(math.Exp(s[j]-s[i])) // −w log σ(s_i−s_j)
					}
				}
			}
			return nll / total
		},
		Grad: func(grad, x []float64) {
			s := full(x)
			for i := 1; i < k; i++ {
				g := 0.0
				for j := range k {
					if i != j {
						g -= w[i][j] - n[i][j]*sigmoid(s[i]-s[j])
					}
				}
				grad[i-1] = g / total
			}
		},
	}
	p.Hess = func(hess *mat.SymDense, x []float64) {
		hess.CopySym(information(full(x), n))
		hess.ScaleSym(1/total, hess)
	}
	res, err := optimize.Minimize(p, make([]float64, k-1), &optimize.Settings{GradientThreshold: 1e-10}, &optimize.Newton{})
	if err != nil && !(res != nil && floats.Norm(res.Gradient, math.Inf(1)) < 1e-8) {
		return nil, err // not at the optimum; else the line search failed there, in rounding
	}
	s := full(res.X)
	info := information(s, n)
	var cov mat.Dense
	if err := cov.Inverse(info); err != nil {
		return nil, err
	}
	// centred = C·s with C = I − 11ᵀ/k, s = (0, free): its covariance is
	// C₁ cov C₁ᵀ, C₁ the columns of C for the free strengths.
	c1 := mat.NewDense(k, k-1, nil)
	for i := range k {
		for j := 1; j < k; j++ {
			v := -1 / float64(k)
			if i == j {
				v++
			}
			c1.Set(i, j-1, v)
		}
	}
	var tmp, centredCov mat.Dense
	tmp.Mul(c1, &cov)
	centredCov.Mul(&tmp, c1.T())
	mean := 0.0
	for _, v := range s {
		mean += v / float64(k)
	}
	out := make([]Rating, k)
	for i := range k {
		r := (s[i] - mean) * eloScale
		half := 1.959963984540054 * math.Sqrt(math.Max(0, centredCov.At(i, i))) * eloScale
		out[i] = Rating{Rating: r, Lo: r - half, Hi: r + half}
	}
	return out, nil
}

// information returns the observed information (the negative Hessian of
// the log-likelihood) of the free strengths s_1…s_{k−1} at strengths s,
// n[i][j] the games of i and j.
func information(s []float64, n [][]float64) *mat.SymDense {
	k := len(s)
	info := mat.NewSymDense(k-1, nil)
	for i := 1; i < k; i++ {
		for j := range k {
			if i == j {
				continue
			}
			q := sigmoid(s[i] - s[j])
			v := n[i][j] * q * (1 - q)
			info.SetSym(i-1, i-1, info.At(i-1, i-1)+v)
			if j > i {
				info.SetSym(i-1, j-1, -v)
			}
		}
	}
	return info
}

// sigmoid is the logistic function.
func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
