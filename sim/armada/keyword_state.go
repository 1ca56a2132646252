package armada

import "github.com/fleetlab/fleetlab/sim"

// keywordState is what the squadron keywords need during a trial, made
// once per worker (NewState): which keywords any unit has, so that the
// rules core skips the rest, the squadron a Squadron command is activating
// (AI), the targets an Escort forbids, and scratch space for Relay.
type keywordState struct {
	// inPlay holds every keyword some unit of the game has.
	inPlay uint32
	// commanded is the squadron a Squadron command is activating now, or
	// -1.
	commanded int
	// escortSkip[p] holds the squadrons an Escort forbids player p's
	// squadrons to attack: every enemy squadron without Escort, fixed for
	// the game (the squadron roster and keywords do not change), so made
	// once here rather than at each attack.
	escortSkip [Players]UnitSet
	// relayLeft[j] is how many more squadrons Relay squadron j may relay
	// in the Squadron command being resolved (nil without Relay).
	relayLeft []int8
}

// newKeywordState returns the keyword state of a game.
func newKeywordState(g *Model) keywordState {
	k := keywordState{commanded: -1}
	for i := range g.Units {
		k.inPlay |= g.Units[i].Profile.Keywords.Set
	}
	if k.inPlay&(1<<KeywordEscort) != 0 {
		for p := range Players {
			k.escortSkip[p] = newUnitSet(len(g.Units))
			for j := range g.Units {
				if u := &g.Units[j]; u.Player != p && u.Profile.Squadron && !u.Profile.Keywords.Has(KeywordEscort) {
					k.escortSkip[p].Add(j)
				}
			}
		}
	}
	if k.inPlay&(1<<KeywordRelay) != 0 {
		k.relayLeft = sim.Isolated[int8](len(g.Units))
	}
	return k
}

// inPlay reports whether some unit of the game has keyword k.
func (s *State) inPlay(k Keyword) bool { return s.kw.inPlay&(1<<k) != 0 }

// keyword reports whether unit u has keyword k.
func (s *State) keyword(u int, k Keyword) bool { return s.Model.Units[u].Profile.Keywords.Has(k) }
