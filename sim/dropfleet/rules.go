package dropfleet

import "github.com/fleetlab/fleetlab/sim/internal/names"

// Rolloff selects how equal Strategy Ratings are broken.
type Rolloff uint8

const (
	// RolloffAdmiral is the seed's rule: "ambos jugadores lanzan 1d6 y
	// añaden su valor de Almirante al resultado" (seed 001, "Mismo Factor
	// de Estrategia"). It is the default.
	RolloffAdmiral Rolloff = iota
	// RolloffPlain is the later FAQ's reading: a plain d6 roll-off, the
	// Admiral value ignored (rules notes §9 item 1).
	RolloffPlain
)

var rolloffNames = []string{"admiral", "plain"}

// String returns "admiral" or "plain".
func (r Rolloff) String() string { return names.Of(rolloffNames, int(r)) }

// ParseRolloff parses "admiral" or "plain".
func ParseRolloff(s string) (Rolloff, error) {
	for i, n := range rolloffNames {
		if n == s {
			return Rolloff(i), nil
		}
	}
	return 0, errUnknown("equal_rating_rolloff", s, rolloffNames)
}

// Rules are the rules switches of a game. The zero Rules are the seeds'
// rules.
type Rules struct {
	// EqualRatingRolloff is how equal Strategy Ratings are broken.
	EqualRatingRolloff Rolloff
}
