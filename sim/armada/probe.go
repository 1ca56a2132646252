package armada

import "github.com/fleetlab/fleetlab/sim"

// Probe records one quantity.
type Probe struct {
	Name string
	Doc  string
	What Quantity
	Unit int
	Card Card // for FaceupCard
}

// Metric returns the metric p records: its name, its quantity's kind and
// its description.
func (p *Probe) Metric() sim.Metric {
	return sim.Metric{Name: p.Name, Kind: quantities[p.What].Kind, Doc: p.Doc}
}

// Record reads p from s, the state a trial ended in, into metric i of t.
func (p *Probe) Record(s *State, i int, t *sim.Tally) {
	st := &s.Units[p.Unit]
	switch p.What {
	case DamageSuffered:
		t.Int(i, int(st.Damage))
	case CritShown:
		t.Bool(i, st.CritAgainst)
	case AccuracyRolled:
		t.Bool(i, st.AccuracyAgainst)
	case FaceupDealt:
		t.Bool(i, st.DealtFaceup)
	case TokensSpent:
		t.Int(i, int(st.TokensSpent))
	case TokensDiscarded:
		t.Int(i, int(st.TokensDiscarded))
	case ShieldsLeft:
		t.Int(i, st.TotalShields())
	case HullLeft:
		if s.Model.Units[p.Unit].Profile.Squadron {
			t.Int(i, int(st.HullLeft))
		} else {
			t.Int(i, max(0, s.Model.Units[p.Unit].Profile.Hull-int(st.Cards)))
		}
	case Destroyed:
		t.Bool(i, st.Destroyed)
	case RoundDestroyed:
		t.Int(i, int(st.RoundDestroyed))
	case DamagePerRound:
		t.Real(i, float64(st.Damage)/float64(max(1, s.Rounds)))
	case AttacksCancelled:
		t.Int(i, s.Cancelled)
	case FaceupCard:
		t.Bool(i, st.Has(p.Card))
	case OverlappedShip:
		t.Bool(i, st.Overlapped)
	case OverlapCards:
		t.Int(i, int(st.OverlapCards))
	case SpeedUsed:
		t.Int(i, int(st.SpeedUsed))
	case ShieldsRecovered:
		t.Int(i, int(st.ShieldsRecovered))
	case CardsRepaired:
		t.Int(i, int(st.CardsRepaired))
	case CommandTokensHeld:
		t.Int(i, st.tokenCount())
	case ObstructedFraction:
		t.Real(i, float64(s.Obstructed)/float64(max(1, s.Measured-s.NoTarget)))
	case NoTargetCount:
		t.Int(i, s.NoTarget)
	case NavigatedSteps:
		t.Int(i, int(st.Navigated))
	case SquadronsActivated:
		t.Int(i, int(st.SquadronsActivated))
	case MovedAside:
		t.Int(i, int(st.MovedAside))
	case LeftPlayArea:
		t.Bool(i, st.LeftPlayArea)
	case ObstacleDamage:
		t.Int(i, int(st.ObstacleDamage))
	case OnObstacle:
		t.Int(i, int(st.OnObstacle))
	}
}
