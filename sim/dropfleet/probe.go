package dropfleet

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
)

// Probe records one quantity of one ship, one fleet, or the whole trial.
type Probe struct {
	Name  string
	Doc   string
	What  Quantity
	Ship  int // index into Model.Ships, for ship quantities
	Fleet int // index into Model.Fleets, for fleet quantities
	Other int // the other ship of DistanceTo and TargetedFrom, the other battlegroup of Before
	// Battlegroup is the battlegroup of Position and Before.
	Battlegroup int
	// Turn is the turn of the turn measures (1-based; Double also takes 0: any turn).
	Turn  int
	After int // the activation of DetectedAfter and UndetectedThrough (1-based; 0: all)
	Order Order
	// ClassShips are the ships of ShipsLostOfClass: one class of the fleet
	// (Model.FleetClasses), listed when the model is built.
	ClassShips []int
}

// MaxWatchedActivations is the largest activation a detection probe may
// name: a bound on input, not a storage size (detection is recorded for
// every activation the script can play, counted when the state is made).
const MaxWatchedActivations = 10_000

// Metric returns the metric p records: its name, its quantity's kind and
// its description.
func (p *Probe) Metric() sim.Metric {
	return sim.Metric{Name: p.Name, Kind: quantities[p.What].Kind, Doc: p.Doc}
}

// Record reads p from s, the state a trial ended in, into metric i of t.
func (p *Probe) Record(s *State, i int, t *sim.Tally) {
	switch p.What {
	case NotSilent:
		t.Bool(i, !s.Ships[p.Ship].Silent)
	case Silent:
		t.Bool(i, s.Ships[p.Ship].Silent)
	case SignatureInches:
		t.Int(i, s.Signature(p.Ship))
	case SpikeLevel:
		t.Int(i, int(s.Ships[p.Ship].Spike))
	case Chooses:
		t.Bool(i, s.Reveal.Chooser == p.Fleet)
	case GoesFirst:
		t.Bool(i, s.Reveal.First == p.Fleet)
	case RolloffCount:
		t.Int(i, s.Rolloffs)
	case DetectedAfter:
		t.Bool(i, s.DetectedAt(p.Ship, p.After))
	case UndetectedThrough:
		t.Bool(i, s.UndetectedThrough(p.Ship, p.After))
	case DistanceTo:
		t.Real(i, s.Ships[p.Ship].Pos.Dist(s.Ships[p.Other].Pos))
	case Took:
		t.Bool(i, s.Ships[p.Ship].Order == p.Order)
	case IllegalCount:
		t.Int(i, s.Illegal)
	case HadTarget:
		t.Bool(i, s.HadTarget[p.Ship])
	case TargetedFrom:
		t.Int(i, int(math.Round(s.TargetingRange(p.Other, p.Ship, false))))
	case Position:
		t.Int(i, s.positionIn(p.Battlegroup, p.Turn))
	case Before:
		a, b := s.positionIn(p.Battlegroup, p.Turn), s.positionIn(p.Other, p.Turn)
		t.Bool(i, a > 0 && (b == 0 || a < b))
	case Double:
		t.Bool(i, s.doubled(p.Fleet, p.Turn))
	case Last:
		k, ok := s.turnIndex(p.Turn)
		t.Bool(i, ok && int(s.lastFleet[k]) == p.Fleet)
	case TurnRolloffs:
		n := 0
		if k, ok := s.turnIndex(p.Turn); ok {
			n = int(s.turnRolloffs[k])
		}
		t.Int(i, n)
	case DamageTaken:
		t.Int(i, int(s.Ships[p.Ship].DamageSuffered))
	case HullLost:
		t.Int(i, s.Model.Ships[p.Ship].Profile.Hull-int(s.Ships[p.Ship].Hull))
	case DestroyedShip:
		t.Bool(i, s.Ships[p.Ship].Hull <= 0)
	case CrippledShip:
		t.Bool(i, s.Ships[p.Ship].Crippled)
	case CritsTaken:
		t.Int(i, int(s.Ships[p.Ship].CritsSuffered))
	case Wins:
		t.Bool(i, s.battle.winner == p.Fleet)
	case Draws:
		t.Bool(i, s.battle.winner < 0)
	case VictoryPointsOf:
		t.Int(i, s.battle.VP[p.Fleet])
	case Margin:
		t.Int(i, s.battle.VP[0]-s.battle.VP[1])
	case KillPointsOf:
		t.Int(i, s.battle.KP[p.Fleet])
	case ShipsLost:
		t.Int(i, s.ShipsLost(p.Fleet))
	case ClustersHeld:
		t.Int(i, s.ClustersHeld(p.Fleet))
	case VictoryPointsAfter:
		t.Int(i, s.VictoryPointsAfter(p.Fleet, p.Turn))
	case ShipsLostOfClass:
		t.Int(i, s.ShipsLostOf(p.ClassShips))
	case TurnsPlayed:
		t.Int(i, s.TurnsPlayed())
	case DamagePer100:
		t.Real(i, 100*float64(s.Ships[p.Ship].DamageDealt)/float64(max(1, s.Model.Ships[p.Ship].Profile.Points)))
	}
}
