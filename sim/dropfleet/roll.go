package dropfleet

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/sim"
)

// Roll is a number that may be rolled: Count dice of Sides sides plus
// Plus, such as 4, D3, D6+1 or 2D6 (weapon Attacks and Damage, rules notes
// §2). The zero Roll is 0.
type Roll struct {
	Count, Sides, Plus int
}

// Fixed returns the Roll that is always n.
func Fixed(n int) Roll { return Roll{Plus: n} }

// Roll rolls r.
func (r Roll) Roll(s *sim.Stream) int {
	n := r.Plus
	for range r.Count {
		n += 1 + s.IntN(r.Sides)
	}
	return n
}

// Mean returns r's expected value.
func (r Roll) Mean() float64 { return float64(r.Count)*float64(r.Sides+1)/2 + float64(r.Plus) }

// String writes r as a profile does: 4, D3, D6+1, 2D6.
func (r Roll) String() string {
	if r.Count == 0 {
		return strconv.Itoa(r.Plus)
	}
	s := fmt.Sprintf("D%d", r.Sides)
	if r.Count > 1 {
		s = strconv.Itoa(r.Count) + s
	}
	if r.Plus != 0 {
		s += fmt.Sprintf("%+d", r.Plus)
	}
	return s
}

// ParseRoll parses a number or a dice expression: 4, D3, D6+1, 2D6, D6-1.
// The dice are D3 or D6, at most 10 of them; the total is at most 60.
func ParseRoll(s string) (Roll, error) {
	t := strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	if n, err := strconv.Atoi(t); err == nil {
		if n < 0 || n > 60 {
			return Roll{}, fmt.Errorf("%d is outside 0..60", n)
		}
		return Fixed(n), nil
	}
	count, rest, ok := strings.Cut(t, "D")
	if !ok {
		return Roll{}, fmt.Errorf("%q is neither a number nor dice such as D3, D6+1 or 2D6", s)
	}
	r := Roll{Count: 1}
	if count != "" {
		n, err := strconv.Atoi(count)
		if err != nil || n < 1 || n > 10 {
			return Roll{}, fmt.Errorf("%q: the number of dice must be from 1 to 10", s)
		}
		r.Count = n
	}
	sides, plus := rest, ""
	if i := strings.IndexAny(rest, "+-"); i >= 0 {
		sides, plus = rest[:i], rest[i:]
	}
	n, err := strconv.Atoi(sides)
	if err != nil || (n != 3 && n != 6) {
		return Roll{}, fmt.Errorf("%q: dice are D3 or D6", s)
	}
	r.Sides = n
	if plus != "" {
		p, err := strconv.Atoi(plus)
		if err != nil || p < -10 || p > 10 {
			return Roll{}, fmt.Errorf("%q: the modifier must be from -10 to +10", s)
		}
		r.Plus = p
	}
	return r, nil
}
