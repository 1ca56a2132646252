package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// placementTries bounds the random tries of the default obstacle and
// deployment placements before they give up.
const placementTries = 200

// StandardObstacles returns the standard set (rules notes battle §1.2
// step 5): 3 asteroid fields, 2 debris fields and a station, in that
// order, each a convex polygon around its own centre. No official
// dimensions are published (rules notes battle §8, "Physical sizes"):
// these are approximations of the printed tokens, about 100–130 mm
// across for the fields and 75 mm for the station.
func StandardObstacles() []Obstacle {
	poly := func(k ObstacleKind, pts ...[2]float64) Obstacle {
		var p plane.Polygon
		for _, v := range pts {
			p.Append(plane.Vec{X: v[0], Y: v[1]})
		}
		return Obstacle{Polygon: p, Kind: k}
	}
	station := make([][2]float64, 8)
	for i := range station {
		a := float64(i) * math.Pi / 4
		station[i] = [2]float64{37.5 * math.Cos(a), 37.5 * math.Sin(a)}
	}
	return []Obstacle{
		poly(AsteroidField, [2]float64{-60, -30}, [2]float64{-10, -45}, [2]float64{55, -25}, [2]float64{60, 20}, [2]float64{5, 45}, [2]float64{-50, 30}),
		poly(AsteroidField, [2]float64{-45, -40}, [2]float64{40, -40}, [2]float64{55, 10}, [2]float64{10, 45}, [2]float64{-50, 20}),
		poly(AsteroidField, [2]float64{-55, -20}, [2]float64{0, -50}, [2]float64{50, -15}, [2]float64{40, 35}, [2]float64{-30, 40}),
		poly(DebrisField, [2]float64{-50, -25}, [2]float64{50, -25}, [2]float64{45, 25}, [2]float64{-45, 25}),
		poly(DebrisField, [2]float64{-40, -35}, [2]float64{45, -20}, [2]float64{35, 30}, [2]float64{-45, 20}),
		poly(Station, station...),
	}
}

// Placed returns obstacle shape o put at pl: its own +Y along pl's
// heading, its centre at pl.At.
func (o Obstacle) Placed(pl Placement) Obstacle {
	fwd := plane.Direction(pl.Heading)
	right := starboard(fwd)
	out := Obstacle{Kind: o.Kind}
	for i := range o.N {
		v := o.V[i]
		out.Append(pl.At.Add(fwd.Scale(v.Y)).Add(right.Scale(v.X)))
	}
	return out
}

// setUp plays the set-up (rules notes battle §1.2): initiative, obstacles,
// pass tokens and deployment.
func (s *State) setUp(r *sim.Stream) {
	g := s.Model
	picker := InitiativePicker(g.FleetPoints(0), g.FleetPoints(1), r)
	s.first = picker
	if !s.goFirst(picker, r) {
		s.first = 1 - picker
	}
	s.chooseObjective(r)
	s.placeObstacles(r)
	if s.game.obj.played == ContestedOutpost {
		s.placeOutpost(r)
	}
	s.objectiveAfterObstacles(r)
	ships := [Players]int{}
	for i := range g.Units {
		if !g.Units[i].Profile.Squadron {
			ships[g.Units[i].Player]++
		}
	}
	f, sec := PassTokens(ships[s.first], ships[1-s.first])
	s.game.passTokens[s.first], s.game.passTokens[1-s.first] = f, sec
	s.deployFleets(r)
	s.objectiveAfterDeployment(r)
}

// First returns the first player (who holds the initiative).
func (s *State) First() int { return s.first }

// placeObstacles places the battle's obstacles alternately, the second
// player first (rules notes battle §1.2 step 5), each where its placer's
// ObstacleDecision says; a place the rules forbid is replaced by the
// default's, and an obstacle with no legal place found is left out.
func (s *State) placeObstacles(r *sim.Stream) {
	b := s.Model.Battle
	s.obstacles = s.obstacles[:0]
	player := 1 - s.first
	station := -1
	if s.game.obj.played == SurpriseAttack {
		station = s.placeSurpriseStation(r) // the station first (objective_surprise.go)
	}
	for i := range b.Obstacles {
		o := &b.Obstacles[i]
		if o.Kind == Station && s.game.obj.played == ContestedOutpost || i == station {
			continue // the objective's station is placed after (placeOutpost) or before
		}
		if o.Kind == Station && (s.game.obj.played == InfestedFields || s.game.obj.played == AsteroidTactics) {
			continue // no station
		}
		pl, ok := s.obstaclePlacement(player, o, r)
		placed := o.Placed(pl)
		if !ok || !s.obstaclePlaceable(&placed.Polygon) {
			pl, ok = RandomPlaces{}.PlaceObstacle(s, player, o, r)
			placed = o.Placed(pl)
		}
		if ok {
			s.obstacles = append(s.obstacles, placed)
		} else {
			s.game.obstaclesLost++
		}
		if s.game.obj.played != Minefields && s.game.obj.played != AsteroidTactics { // the second player places them all
			player = 1 - player
		}
	}
}

// obstaclePlaceable reports whether an obstacle may be placed at p at
// set-up: where Table.ObstaclePlaceable allows, or where the objective
// played says (Dangerous Territory, Minefields: their files).
func (s *State) obstaclePlaceable(p *plane.Polygon) bool {
	switch s.game.obj.played {
	case DangerousTerritory:
		return s.dangerousObstaclePlaceable(p)
	case Minefields:
		return s.minefieldObstaclePlaceable(p)
	}
	return s.Model.Battle.Table.ObstaclePlaceable(p, s.obstacles)
}

// deployFleets deploys the fleets alternately, the first player first, a
// turn being one ship or two squadrons (rules notes battle §1.2 step 6,
// §1.4; under Superior Positions the first player's whole fleet first), the units in the order each player's DeployOrderDecision names
// them, each where its DeployDecision puts it.
func (s *State) deployFleets(r *sim.Stream) {
	g := s.Model
	s.game.deployed, s.game.deployedSq = s.game.deployed[:0], s.game.deployedSq[:0]
	set := s.game.done
	set.Clear()
	left := [Players]int{}
	for i := range g.Units {
		if !s.setAside(i) {
			left[g.Units[i].Player]++
		}
	}
	together := s.game.obj.played == SuperiorPositions || s.game.obj.played == SolarCorona // the first player's whole fleet first
	for player := s.first; left[0]+left[1] > 0; player = 1 - player {
		if together && left[s.first] > 0 {
			player = s.first
		}
		if left[player] == 0 {
			continue
		}
		u := s.nextDeployment(player, r)
		s.deploy(u, r)
		left[player]--
		if g.Units[u].Profile.Squadron && left[player] > 0 {
			if v := s.nextDeployment(player, r); g.Units[v].Profile.Squadron {
				s.deploy(v, r)
				left[player]--
			}
		}
	}
}

// Deployed reports, during deployment, whether unit u is on the table.
func (s *State) Deployed(u int) bool { return s.game.done.Has(u) }

// deploy puts unit u on the table where its player's DeployDecision says,
// or, when the rules forbid that place, where the default puts it.
func (s *State) deploy(u int, r *sim.Stream) {
	if s.strandedSquadron(u) {
		s.Units[u].Destroyed = true // Hyperspace Assault: no ship of its own on the table
		s.game.done.Add(u)
		return
	}
	pl, speed := s.deployment(u, r)
	if !s.deployable(u, pl) {
		pl, speed = RandomPlaces{}.Deploy(s, u, r)
		if !s.deployable(u, pl) {
			s.game.deployFailures++
		}
	}
	g := &s.Model.Units[u]
	st := &s.Units[u]
	st.At = pl
	s.gridMoved(u)
	if !g.Profile.Squadron {
		st.Speed = int8(min(max(speed, 1), s.deploySpeedCap(u))) // never 0 (rules notes battle §1.4)
		base, _ := BasePolygon(g.Profile.Size, pl)
		s.game.deployed = append(s.game.deployed, base)
	} else {
		s.game.deployedSq = append(s.game.deployedSq, s.Disc(u))
	}
	s.game.done.Add(u)
}

// deployable reports whether unit u may be deployed at pl (rules notes
// battle §1.4): a ship wholly in its player's deployment zone overlapping
// no ship; a squadron in the setup area, at distance 1–2 of a friendly
// ship, overlapping no ship or squadron.
func (s *State) deployable(u int, pl Placement) bool {
	g := s.Model
	un := &g.Units[u]
	t := &g.Battle.Table
	if !un.Profile.Squadron {
		base, ok := BasePolygon(un.Profile.Size, pl)
		if u == s.SurpriseFlagship() {
			return ok && s.surpriseFlagshipDeployable(&base) // Surprise Attack (objective_surprise.go)
		}
		if s.ambushShip(u) {
			return ok && s.ambushDeployable(&base) // Fleet Ambush (objective_fleetambush.go)
		}
		if un.Profile.Size == HugeShip {
			return ok && t.HugeShipDeployable(&base, un.Player, s.game.deployed, s.obstacles) // huge.go
		}
		return ok && t.ShipDeployable(&base, un.Player, s.game.deployed)
	}
	d := Disc{C: pl.At, R: g.squadronRadius()}
	if d.overlapsAny(s.game.deployed, s.game.deployedSq) {
		return false
	}
	if un.Profile.Keywords.Has(KeywordScout) && s.scoutPlaceable(u, d) {
		return true
	}
	for i := range g.Units {
		if o := &g.Units[i]; o.Player == un.Player && !o.Profile.Squadron && s.Deployed(i) {
			base := s.base(i)
			if t.SquadronDeployable(d, []plane.Polygon{*base}) && (o.Profile.Size != HugeShip || t.NearDeploymentZone(d, un.Player)) {
				return true
			}
		}
	}
	return false
}
