package armada

import "github.com/fleetlab/fleetlab/sim/internal/names"

// EvadeRule selects the Evade token's behaviour.
type EvadeRule uint8

const (
	// Evade15 is Rules Reference 1.5.0 (and 1.6.0): long range cancels a
	// die, close and medium reroll one, extreme cancels two, and a ship
	// defending against a larger ship may affect one extra die and then
	// discards the token. It is the default.
	Evade15 EvadeRule = iota
	// EvadePre15 is the original rules with FAQ 5.1.1: long range cancels
	// a die, medium rerolls one, close range and distance 1 nothing,
	// extreme cancels two.
	EvadePre15
)

var evadeNames = []string{"1.5", "pre-1.5"}

// String returns "1.5" or "pre-1.5".
func (e EvadeRule) String() string { return names.Of(evadeNames, int(e)) }

// ParseEvadeRule parses "1.5" or "pre-1.5".
func ParseEvadeRule(s string) (EvadeRule, error) {
	for i, n := range evadeNames {
		if n == s {
			return EvadeRule(i), nil
		}
	}
	_, err := names.Parse("evade rule", s, append([]string{""}, evadeNames...))
	return 0, err
}

// Rules are the rules switches of an Armada game. The zero Rules are RRG
// 1.5.0. (The 1.6.0 differences the notes list, such as the wording of
// Redirect's timing and when accuracies may be spent, change no outcome
// this core computes.)
type Rules struct {
	Evade EvadeRule
}
