package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// ActivationEvent is the structured trace event of a ship's attack step:
// the dial it revealed, whether an enemy ship stood within long range of
// its base when the step began, and how many attacks it made.
type ActivationEvent struct {
	Round        int
	Ship, Player int
	Revealed     Command
	EnemyInRange bool
	Attacks      int
}

// enemyShipInRange reports whether an enemy ship's base stands within
// long range of ship u's base (every direction is some hull zone's arc;
// line of sight is not looked at).
func (s *State) enemyShipInRange(u int) bool {
	g := s.Model
	base := s.base(u)
	for j := range g.Units {
		o := &g.Units[j]
		if o.Player == g.Units[u].Player || o.Profile.Squadron || !s.onTable(j) {
			continue
		}
		if s.apart(u, j) > g.Ruler.Long {
			continue
		}
		if _, _, d := plane.Closest(base, s.base(j)); d <= g.Ruler.Long {
			return true
		}
	}
	return false
}
