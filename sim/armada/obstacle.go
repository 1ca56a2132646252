package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// ObstacleKind is what an obstacle token does to a unit that ends its move
// on it (rules notes §7, "Obstacles after moving"). Every kind obstructs.
type ObstacleKind uint8

// The obstacle kinds. ObstacleNone only obstructs.
const (
	ObstacleNone ObstacleKind = iota
	AsteroidField
	DebrisField
	Station
)

var obstacleNames = []string{"none", "asteroid", "debris", "station"}

// String returns the kind's scenario name, such as "asteroid".
func (k ObstacleKind) String() string { return names.Of(obstacleNames, int(k)) }

// ParseObstacleKind parses none, asteroid, debris or station.
func ParseObstacleKind(s string) (ObstacleKind, error) {
	i, err := names.Index("obstacle kind", s, obstacleNames)
	return ObstacleKind(i), err
}

// Obstacle is an obstacle token on the table: a convex polygon and its
// kind.
type Obstacle struct {
	plane.Polygon
	Kind ObstacleKind
}

// landOnObstacles applies the effects of the obstacles ship u ends its
// maneuver on, once its overlaps are resolved ("obstacle effects still
// apply even at speed 0", rules notes §7): an asteroid field deals it a
// faceup damage card; a debris field two damage on one hull zone, the
// owner's choice in the rules, asked of its player's DebrisDecision (by
// default MostShieldsZone); a station lets it discard a
// damage card, the one its player's CardDiscardDecision picks (by default
// FaceupFirst). Touching an obstacle is not overlapping it.
func (s *State) landOnObstacles(u int, r *sim.Stream) {
	g := s.Model
	st := &s.Units[u]
	obstacles := s.tableObstacles()
	if len(obstacles) == 0 || !g.Units[u].Placed || st.Destroyed {
		return
	}
	base := s.base(u)
	s.cause = causeObstacle
	for i := range obstacles {
		o := &obstacles[i]
		if st.Destroyed || o.Kind == ObstacleNone || !base.Overlaps(&o.Polygon) {
			continue
		}
		st.OnObstacle++
		if st.Faceup[DamagedControls] > 0 {
			s.damagedControls(u, r) // a damage card's effect, not the obstacle's (damagecard.go)
		}
		if st.Destroyed {
			continue
		}
		if s.ignoresObstacleEffects(u, o.Kind) {
			continue // Dangerous Territory (objective_dangerous.go)
		}
		switch o.Kind {
		case AsteroidField:
			st.ObstacleDamage++
			if s.rec.On() {
				s.rec.Logf("%s ends on an asteroid field: a faceup damage card", g.Units[u].ID)
			}
			s.deal(u, true, r)
		case DebrisField:
			z := s.debrisZone(u, r)
			d := s.damageZone(u, z, 2, false, r)
			st.ObstacleDamage += int16(d)
			if s.rec.On() {
				s.rec.Logf("%s ends on a debris field: %d damage on its %s zone (shields %v, %d damage cards)", g.Units[u].ID, d, z, st.Shields, st.Cards)
			}
		case Station:
			if st.Cards > 0 {
				s.discardDamageCard(u, r)
				st.CardsRepaired++
				if s.rec.On() {
					s.traceRepair(u, st.CardsRepaired-1, st.ShieldsRecovered, true)
				}
			}
		}
	}
}

// squadronOnStation lets squadron u, having moved, recover a hull point
// when it ends on a station ("squadron: recover 1 hull"; squadrons ignore
// asteroid and debris fields, rules notes §7).
func (s *State) squadronOnStation(u int) {
	g := s.Model
	st := &s.Units[u]
	d := s.Disc(u)
	obstacles := s.tableObstacles()
	for i := range obstacles {
		if obstacles[i].Kind == Station && d.Overlaps(&obstacles[i].Polygon) {
			st.OnObstacle++
			st.HullLeft = min(st.HullLeft+1, int8(g.Units[u].Profile.Hull))
			if s.rec.On() {
				s.rec.Logf("%s ends on the station: hull %d", g.Units[u].ID, st.HullLeft)
			}
			return
		}
	}
}

// tableObstacles returns the obstacles on the table: the model's, or a
// battle's placed at set-up in this game.
func (s *State) tableObstacles() []Obstacle {
	if s.Model.Battle != nil {
		return s.obstacles
	}
	return s.Model.Obstacles
}
