package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// Every trial of a worker starts from the same state (Reset), and until
// its first random draw it plays the same steps on the same state: so the
// fire a ship aims at one of those first calls of aim (its target, the
// weapons that can fire at it, the volley they make) is the same in every
// trial. A worker whose players decide nothing that aims (no decision of
// an order, a move, a target or a weapon: State.asks and no Weapons
// decision) keeps what its first aimMemos calls of aim found, and a trial
// that has drawn nothing yet when it makes one of them takes the kept
// answer instead of aiming again. An aim that drew (a decision's dice) is
// never kept. Model.NoSkips plays without the memo, and
// TestSkipsChangeNothing compares the two on every built-in.

// aimMemos is the number of a trial's first aim calls a worker keeps.
const aimMemos = 4

// An aimMemo is what one of a trial's first aim calls found.
type aimMemo struct {
	kept         bool // found, and drew nothing
	ship, target int  // the call: the aiming ship and its written target
	order        Order
	had          bool   // HadTarget[ship]
	fires        bool   // it made a volley
	v            volley // the volley
}

// aimKeeps reports whether a worker's state may keep its first aims: no
// player decides anything aim asks.
func (s *State) aimKeeps() bool {
	if s.asks {
		return false
	}
	for i := range s.players {
		if s.players[i].Weapons != nil {
			return false
		}
	}
	return true
}

// startAims starts a trial's count of aim calls, at its start (r's mark).
func (s *State) startAims(r *sim.Stream) {
	s.aimCalls, s.trialMark = 0, r.Mark()
}

// aim allocates ship o's fire under order, after its group's moves (see
// aimRules), taking the answer kept by an earlier trial when this call is
// one of the trial's first and the trial has drawn nothing yet.
func (s *State) aim(vs []volley, o *ShipOrder, order Order, r *sim.Stream) []volley {
	k := s.aimCalls
	s.aimCalls++
	if k >= len(s.aims) || r.Mark() != s.trialMark {
		return s.aimRules(vs, o, order, r)
	}
	i := o.Ship
	m := &s.aims[k]
	if m.kept && m.ship == i && m.target == o.Target && m.order == order {
		s.Ships[i].Cripples &^= CrippleHoldFire
		s.HadTarget[i] = m.had
		if m.fires {
			vs = append(vs, m.v)
		}
		return vs
	}
	n := len(vs)
	vs = s.aimRules(vs, o, order, r)
	if !m.kept && r.Mark() == s.trialMark {
		*m = aimMemo{kept: true, ship: i, target: o.Target, order: order, had: s.HadTarget[i], fires: len(vs) > n}
		if m.fires {
			m.v = vs[n]
		}
	}
	return vs
}
