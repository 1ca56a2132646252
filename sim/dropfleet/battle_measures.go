package dropfleet

// Class is one ship class (profile) of a fleet: its name and the fleet's
// ships of it, for ShipsLostOfClass.
type Class struct {
	Name  string
	Ships []int // indices into Model.Ships, in order
}

// FleetClasses lists fleet f's ship classes, each once, in the order the
// fleet's ships first have them; a class is a profile name.
func (g *Model) FleetClasses(f int) []Class {
	var out []Class
	for i := range g.Ships {
		if g.Ships[i].Fleet != f {
			continue
		}
		k := 0
		for k < len(out) && out[k].Name != g.Ships[i].Profile.Name {
			k++
		}
		if k == len(out) {
			out = append(out, Class{Name: g.Ships[i].Profile.Name})
		}
		out[k].Ships = append(out[k].Ships, i)
	}
	return out
}

// ShipsLostOf returns how many of ships (indices into Model.Ships) were
// lost, as ShipsLost counts them: destroyed by any cause, weapons and
// Catastrophic explosions, orbital decay, a Large Solid Object, The
// Anomaly's "D" (battle notes §2.4, §4.3), all of which leave the ship at
// 0 Hull. A ship that never came on the table is not lost.
func (s *State) ShipsLostOf(ships []int) int {
	n := 0
	for _, i := range ships {
		if s.Ships[i].Hull <= 0 {
			n++
		}
	}
	return n
}

// TurnsPlayed returns how many turns the game played. The game ends after
// the Roundup of its last turn: the notes find no early end when a fleet
// has no ships left, and the survivor keeps scoring (battle notes §3.2);
// under the switch Game.EndWhenTabled it ends after the turn a fleet was
// tabled.
func (s *State) TurnsPlayed() int { return s.Turn }
