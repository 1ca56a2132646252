package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// Table is the geometry of a standard game's set-up (battle notes §1.2
// step 1, §1.3): the play area, with player 0 at the long edge y = 0 and
// player 1 at the long edge y = PlayArea.Y, and the ruler that measures
// distances on it.
type Table struct {
	PlayArea plane.Vec
	Ruler    Ruler
}

// StandardTable returns the 3' × 6' play area with the default ruler.
func StandardTable() Table { return Table{PlayArea: ThreeBySix(), Ruler: DefaultRuler()} }

// SetupArea returns the corners of the set-up area: 3' × 4' centred on the
// play area, one ruler length (304.8 mm) in from each short edge (battle
// notes §1.2 step 1).
func (t Table) SetupArea() (lo, hi plane.Vec) {
	inset := (t.PlayArea.X - 4*304.8) / 2
	return plane.Vec{X: inset}, plane.Vec{X: t.PlayArea.X - inset, Y: t.PlayArea.Y}
}

// DeploymentZone returns the corners of player p's deployment zone: the
// part of the set-up area within distance 3 of the player's edge (battle
// notes §1.3).
func (t Table) DeploymentZone(p int) (lo, hi plane.Vec) {
	lo, hi = t.SetupArea()
	depth := t.Ruler.Distance[2]
	if p == 0 {
		hi.Y = depth
	} else {
		lo.Y = t.PlayArea.Y - depth
	}
	return lo, hi
}

// within reports whether every vertex of p lies in the box lo..hi
// (touching its edge counts as inside).
func within(p *plane.Polygon, lo, hi plane.Vec) bool {
	for i := range p.N {
		v := p.V[i]
		if v.X < lo.X-plane.Eps || v.Y < lo.Y-plane.Eps || v.X > hi.X+plane.Eps || v.Y > hi.Y+plane.Eps {
			return false
		}
	}
	return true
}

// ShipDeployable reports whether a ship base may be deployed by player p:
// wholly inside p's deployment zone and overlapping no ship already
// deployed (battle notes §1.4). Huge ships, which deploy touching their
// edge, are not covered.
func (t Table) ShipDeployable(base *plane.Polygon, p int, ships []plane.Polygon) bool {
	lo, hi := t.DeploymentZone(p)
	if !within(base, lo, hi) {
		return false
	}
	for i := range ships {
		if base.Overlaps(&ships[i]) {
			return false
		}
	}
	return true
}

// SquadronDeployable reports whether a squadron base may be deployed:
// inside the set-up area and within distance 1-2 of a friendly ship
// (battle notes §1.4; the Scout keyword's exception is not covered).
func (t Table) SquadronDeployable(d Disc, friendly []plane.Polygon) bool {
	lo, hi := t.SetupArea()
	if d.C.X-d.R < lo.X-plane.Eps || d.C.Y-d.R < lo.Y-plane.Eps || d.C.X+d.R > hi.X+plane.Eps || d.C.Y+d.R > hi.Y+plane.Eps {
		return false
	}
	for i := range friendly {
		if _, dist := friendly[i].Nearest(d.C); dist-d.R <= t.Ruler.Distance[1] {
			return true
		}
	}
	return false
}

// ObstaclePlaceable reports whether an obstacle token may be placed (battle
// notes §1.2 step 5): inside the set-up area, beyond distance 3 of the play
// area's edges, and beyond distance 1 of every obstacle already placed.
func (t Table) ObstaclePlaceable(o *plane.Polygon, placed []Obstacle) bool {
	lo, hi := t.SetupArea()
	if !within(o, lo, hi) {
		return false
	}
	d3 := t.Ruler.Distance[2]
	for i := range o.N {
		v := o.V[i]
		if v.X <= d3 || v.Y <= d3 || v.X >= t.PlayArea.X-d3 || v.Y >= t.PlayArea.Y-d3 {
			return false
		}
	}
	for i := range placed {
		if placed[i].Overlaps(o) {
			return false
		}
		if _, _, dist := plane.Closest(o, &placed[i].Polygon); dist <= t.Ruler.Distance[0] {
			return false
		}
	}
	return true
}
