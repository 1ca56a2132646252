package dropfleet

import (
	"errors"
	"fmt"
)

// ErrIllegal is wrapped by every error for an order or step the rules forbid.
var ErrIllegal = errors.New("dropfleet: illegal under the rules")

// IllegalError says which ship broke which rule, and where the rule is.
type IllegalError struct {
	Ship   string // the ship's ID, or "" for a step that concerns no one ship
	Rule   string // what the rule says, in a sentence
	Source string // the seed sentence or the rules-notes section
}

// Error formats e as "ship ID: rule (source)".
func (e *IllegalError) Error() string {
	who := ""
	if e.Ship != "" {
		who = "ship " + e.Ship + ": "
	}
	return fmt.Sprintf("%s%s (%s)", who, e.Rule, e.Source)
}

// Unwrap lets errors.Is(err, ErrIllegal) match.
func (e *IllegalError) Unwrap() error { return ErrIllegal }
