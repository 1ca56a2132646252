package dropfleet

import (
	"fmt"
	"strings"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// The trace's wording (fleetlab trace): what a player reads of a game,
// written only when a recorder is on.

// playerName names player p (its fleet), or "nobody" for -1.
func (s *State) playerName(p int) string {
	if p < 0 {
		return "nobody"
	}
	return s.Model.Fleets[p%len(s.Model.Fleets)].Name
}

// tokensText reads a sector's ground tokens: each player's Infantry,
// Armour and Batteries, such as "ucm 3 infantry, phr 1 armour".
func (s *State) tokensText(t [Players][groundKinds]int) string {
	var b strings.Builder
	for p := range Players {
		if p > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.playerName(p))
		none := true
		for k := range GroundKind(groundKinds) {
			if n := t[p][k]; n > 0 {
				if !none {
					b.WriteString(" +")
				}
				fmt.Fprintf(&b, " %d %s", n, k)
				none = false
			}
		}
		if none {
			b.WriteString(" none")
		}
	}
	return b.String()
}

// logMove logs ship i's move of its activation at mark (before what the
// table's edges and scenery did to it), from where it stood and in which
// layer: how far, where to and its heading, and a layer change.
func (s *State) logMove(mark, i int, from plane.Vec, layer Layer) {
	sh := &s.Ships[i]
	change := ""
	if sh.Layer != layer {
		change = fmt.Sprintf(", %s to %s", layer, sh.Layer)
	}
	s.rec.LogAt(mark, "%s moves %.1f\" to [%.1f, %.1f], heading %.0f°%s", s.Model.Ships[i].ID, sh.Pos.Dist(from), sh.Pos.X, sh.Pos.Y, sh.Heading, change)
}

// crippleNames name the crippling effects for the trace, in bit order.
var crippleNames = [...]string{"fire", "no special orders", "Scan 1\"", "Armour 2 worse", "Thrust halved, no turning", "no firing or launch next activation", "Orbital Decay"}

// text reads a crippling result: its extra damage and effects.
func (c crippleRow) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d damage", c.damage)
	for k, name := range crippleNames {
		if c.effect&(1<<k) != 0 {
			b.WriteString(", " + name)
		}
	}
	if c.spike {
		b.WriteString(", a Minor Spike")
	}
	if c.again {
		b.WriteString(", roll again")
	}
	return b.String()
}

// blastText reads a catastrophic explosion's result, from blastMinorSpike
// up, for the trace.
var blastText = [...]string{"a Minor Spike", "1 damage", "2 damage", "2 damage, no saves", "D6 damage"}

// shipHint is a ship's caption in the trace's pictures: its layer and Hull
// left, or that it is destroyed.
func shipHint(id string, sh *ShipState) string {
	if sh.Hull <= 0 {
		return id + ", destroyed"
	}
	return fmt.Sprintf("%s, %s, Hull %d", id, sh.Layer, sh.Hull)
}
