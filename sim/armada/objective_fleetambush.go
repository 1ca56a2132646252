package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// Fleet Ambush (core set, defense, no victory tokens; rules notes battle
// §3.2). Set-up: the ambush zone is the part of the setup area beyond
// distance 5 of every setup-area edge. Every player deploys all its ships
// before any of its squadrons (a player whose ships are all placed starts
// on its squadrons while the other still places ships); on the first
// player's 1st, 3rd, 5th… deployment turns it places a ship wholly inside
// the ambush zone, overlapping no obstacle there (nor, as always, a ship).
// The first player's squadrons may deploy at distance 1–2 of a ship in
// the zone, as of any friendly ship. A ship that cannot fit is placed
// where the last try put it and counted as a deployment failure (the
// notes' "as fully inside the zone as possible" is not searched for: the
// switch undeployable_unit, §7.3).

// AmbushZone returns the corners of Fleet Ambush's ambush zone: the setup
// area beyond distance 5 of each of its edges.
func (t Table) AmbushZone() (lo, hi plane.Vec) {
	lo, hi = t.SetupArea()
	in := t.Ruler.Distance[4]
	return lo.Add(plane.Vec{X: in, Y: in}), hi.Sub(plane.Vec{X: in, Y: in})
}

// ambushShip reports whether ship u, deployed now, must go inside the
// ambush zone: under Fleet Ambush, a first player's ship on its odd
// deployment turn. Its ships deploy before its squadrons, so its turn is
// one more than the ships it has deployed.
func (s *State) ambushShip(u int) bool {
	g := s.Model
	if s.game.obj.played != FleetAmbush || g.Units[u].Player != s.first || g.Units[u].Profile.Squadron {
		return false
	}
	n := 0
	for i := range g.Units {
		if o := &g.Units[i]; o.Player == s.first && !o.Profile.Squadron && s.Deployed(i) {
			n++
		}
	}
	return n%2 == 0
}

// ambushDeployable reports whether a ship's base may be deployed at base
// inside the ambush zone: wholly inside it, overlapping no ship deployed
// and no obstacle.
func (s *State) ambushDeployable(base *plane.Polygon) bool {
	lo, hi := s.Model.Battle.Table.AmbushZone()
	if !within(base, lo, hi) {
		return false
	}
	for i := range s.game.deployed {
		if base.Overlaps(&s.game.deployed[i]) {
			return false
		}
	}
	for i := range s.obstacles {
		if base.Overlaps(&s.obstacles[i].Polygon) {
			return false
		}
	}
	return true
}

// squadronTooSoon reports whether squadron u may not deploy yet: under
// Fleet Ambush, while its player has a ship to deploy.
func (s *State) squadronTooSoon(u int) bool {
	g := &s.Model.Units[u]
	return s.game.obj.played == FleetAmbush && g.Profile.Squadron && s.deploymentShip(g.Player, false)
}

// deploymentShip reports whether player p has, during deployment, a ship
// deployed (deployed set) or a ship still to deploy, set-aside ones left
// out (deployed not set).
func (s *State) deploymentShip(p int, deployed bool) bool {
	for i := range s.Model.Units {
		if o := &s.Model.Units[i]; o.Player == p && !o.Profile.Squadron && s.Deployed(i) == deployed && !s.setAside(i) {
			return true
		}
	}
	return false
}

// shipDeploymentArea returns where ship u may be deployed now: the ambush
// zone for an ambush ship (ambushShip), else its player's deployment zone.
func (s *State) shipDeploymentArea(u int) (lo, hi plane.Vec) {
	t := &s.Model.Battle.Table
	if s.ambushShip(u) {
		return t.AmbushZone()
	}
	return t.DeploymentZone(s.Model.Units[u].Player)
}
