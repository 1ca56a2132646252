package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// ManeuverEvent is the structured trace event of one executed ship
// maneuver (trace.Recorder.Event): facts a checker of the players' play
// reads, recorded only when a trace is on.
type ManeuverEvent struct {
	Round int
	// Ship is the unit index of the ship that moved, Player its player.
	Ship, Player int
	// Dial is the command dial kept for this activation (Navigate when
	// the speed change came from a dial), NavigateTokens the Navigate
	// tokens spent on the maneuver.
	Dial           Command
	NavigateTokens int
	// SpeedBefore is the speed dial before the Navigate command, Speed
	// after it; SpeedUsed the speed the move was executed at once
	// overlaps lowered it.
	SpeedBefore, Speed, SpeedUsed int
	Course                        Course
	From, To                      Placement
	// Overlapped is the ship the maneuver overlapped (the closest of
	// them, which took the overlap's card with it), -1 for none;
	// OverlappedFriend says whether it was the mover's player's.
	Overlapped       int
	OverlappedFriend bool
	// Asteroids, Debris and Stations count the obstacles of each kind
	// the ship's base ends on.
	Asteroids, Debris, Stations int
	// LeftTable: the maneuver took the ship off the table; Destroyed: the
	// ship was destroyed by its maneuver (off the table, an overlap's or an
	// obstacle's damage, an objective's effect after moving).
	LeftTable, Destroyed bool
}

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

// maneuverBefore is what a traced maneuver remembers of the ship before
// it moves.
type maneuverBefore struct {
	from   Placement
	speed  int
	tokens bool
}

// beforeManeuver notes ship u's place, speed and Navigate token before its
// maneuver.
func (s *State) beforeManeuver(u int) maneuverBefore {
	st := &s.Units[u]
	return maneuverBefore{from: st.At, speed: int(st.Speed), tokens: st.HasToken(Navigate)}
}

// recordManeuver records the ManeuverEvent of ship u's maneuver with
// course c, executed since before.
func (s *State) recordManeuver(u int, c Course, before *maneuverBefore) {
	st := &s.Units[u]
	e := ManeuverEvent{
		Round: s.Round, Ship: u, Player: s.Model.Units[u].Player, Dial: st.KeptDial,
		SpeedBefore: before.speed, Speed: int(st.Speed), SpeedUsed: int(st.SpeedUsed),
		Course: c, From: before.from, To: st.At, Overlapped: s.lastOverlap,
		LeftTable: st.LeftPlayArea, Destroyed: st.Destroyed,
	}
	if before.tokens && !st.HasToken(Navigate) {
		e.NavigateTokens = 1
	}
	if e.Overlapped >= 0 {
		e.OverlappedFriend = s.Model.Units[e.Overlapped].Player == e.Player
	}
	if base, ok := BasePolygon(s.Model.Units[u].Profile.Size, st.At); ok {
		obstacles := s.tableObstacles()
		for i := range obstacles {
			if !base.Overlaps(&obstacles[i].Polygon) {
				continue
			}
			switch obstacles[i].Kind {
			case AsteroidField:
				e.Asteroids++
			case DebrisField:
				e.Debris++
			case Station:
				e.Stations++
			}
		}
	}
	s.rec.Event(e)
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
