package armada

import (
	"math/bits"
	"reflect"

	"github.com/fleetlab/fleetlab/sim"
)

// A script of one attack starts every trial from the same state, and when
// every decision its defence asks is a built-in default (pure functions of
// the attack), the accuracies and defense tokens (State.defend) are a
// function of the pool alone, up to the first draw. attackMemo keeps that
// function for one worker: each pool's defence is played once by the rules
// code, on the trial that first rolls it, and later trials with the same
// pool copy its outcome instead. A pool whose defence draws from the
// stream (an Evade's reroll) is always played.

// memoMaxKeys bounds the pools a memo tells apart (its table is 8 bytes a
// pool); a larger pool plays every defence.
const memoMaxKeys = 1 << 16

// memoMaxOutcomes bounds the distinct outcomes a memo keeps; a pool met
// once they are all taken plays its defence.
const memoMaxOutcomes = 256

// memoOff is a key beyond every table: a face that is not one of its
// die's colour adds it, so that the pool plays its defence.
const memoOff = 1 << 26

// A memo entry (attackMemo.entries) is 0 while its pool has not been
// rolled, entryPlayed when its defence is always played, and otherwise
// the outcome's index plus one in its low 16 bits and the dice the
// defence removed from the pool, a bit each, from bit 32.
const entryPlayed = 1 << 63

// attackMemo is one worker's memo of a one-attack script's defence.
type attackMemo struct {
	// ready: the colour signature is known (the first pool rolled) and
	// the tables made; off: the pools are too many to memoise.
	ready, off bool
	n          int // dice in the pool
	// keyOf[i][face] is die i's part of the pool's key, memoOff for a
	// face its colour does not have. Die i's colour is the same in every
	// trial (the attack's armament, gathered, obstructed and concentrated
	// by the default decisions, which depend on the dice rolled only
	// through their colours).
	keyOf    [MaxDice][8]uint32
	entries  []uint64
	outcomes []defenceOutcome
}

// defenceOutcome is what State.defend leaves, besides the dice it removes
// from the pool: the attack's fields it writes, the defender's state and
// the damage left for it.
type defenceOutcome struct {
	def        UnitState
	total      int
	damage     int
	locked     [MaxTokens]bool
	spentType  [tokenTypes]bool
	evaded     uint32
	contained  bool
	salvoSpent bool
	accuracy   bool
	crit       bool
	stdCrit    bool
}

// newAttackMemo returns a memo for s's trials, or nil when the script is
// not one attack from the starting state, or some decision its defence
// asks is not a built-in default.
func newAttackMemo(s *State) *attackMemo {
	g := s.Model
	if g.NoMemo || g.Battle != nil || s.placing || s.dialling || len(g.Script) != 1 {
		return nil
	}
	st := &g.Script[0]
	if st.Kind != StepAttack || st.Activation || len(st.Attacks) != 1 {
		return nil
	}
	a := &st.Attacks[0]
	if a.Target != TargetNamed || a.Measured || a.BestZone || a.NearestZone || a.Keyword != NoKeywordAttack ||
		a.IsSalvo || a.Attacker == a.Defender || a.Attacker < 0 || a.Defender < 0 ||
		a.Attacker >= len(g.Units) || a.Defender >= len(g.Units) {
		return nil
	}
	att, def := &g.Units[a.Attacker], &g.Units[a.Defender]
	if att.Kit.Attacking || att.Profile.Keywords.Set&attackerKeywords != 0 ||
		def.Kit.Defending || def.Profile.Keywords.Set&defenderKeywords != 0 {
		return nil
	}
	ap, dp := s.player(a.Attacker), s.player(a.Defender)
	if ap.Obstruct != nil || ap.Concentrate != nil || ap.Reroll != nil || ap.Lock != nil ||
		!builtinSpending(dp.Token) || !builtinSpending(dp.Evade) || !builtinSpending(dp.Redirect) {
		return nil
	}
	return &attackMemo{}
}

// builtinSpending reports whether d is nil or a TokenSpending: a default
// decision, a pure function of the attack.
func builtinSpending(d any) bool {
	switch d.(type) {
	case nil, TokenSpending:
		return true
	}
	return false
}

// defend is State.defend for a's pool, from the memo when it holds it.
func (m *attackMemo) defend(s *State, a *Attack, r *sim.Stream) int {
	if !m.ready {
		m.prepare(a)
	}
	if m.off || a.N != m.n {
		return s.defend(a, r)
	}
	var key uint32
	keyOf := m.keyOf[:m.n]
	pool := a.Pool[:len(keyOf)]
	for i := range keyOf {
		key += keyOf[i][pool[i].Face&7]
	}
	if key >= uint32(len(m.entries)) {
		return s.defend(a, r)
	}
	e := m.entries[key]
	switch {
	case e == 0:
		return m.fill(s, a, r, key)
	case e&entryPlayed != 0:
		return s.defend(a, r)
	}
	o := &m.outcomes[e&0xffff-1]
	for removed := uint32(e >> 32); removed != 0; removed &= removed - 1 {
		a.Pool[bits.TrailingZeros32(removed)].Face = FaceNone
	}
	o.apply(a)
	*a.defSt = o.def
	return o.total
}

// apply writes the outcome's fields of the attack into a.
func (o *defenceOutcome) apply(a *Attack) {
	a.Damage = o.damage
	a.Locked = o.locked
	a.spentType = o.spentType
	a.evaded = o.evaded
	a.contained = o.contained
	a.salvoSpent = o.salvoSpent
	a.Accuracy = o.accuracy
	a.Crit = o.crit
	a.StdCrit = o.stdCrit
}

// prepare reads the colour signature from the first pool rolled and makes
// the tables: a pool's key counts each die's face among its colour's
// distinct faces, die by die.
func (m *attackMemo) prepare(a *Attack) {
	m.ready, m.n = true, a.N
	stride := 1
	for i, die := range a.Pool[:a.N] {
		var rank [8]int
		distinct := 0
		for f := range Face(8) {
			rank[f] = -1
		}
		for _, f := range DiceFaces[die.Colour&3] {
			if rank[f] < 0 {
				rank[f] = distinct
				distinct++
			}
		}
		for f, k := range rank {
			m.keyOf[i][f] = memoOff
			if k >= 0 {
				m.keyOf[i][f] = uint32(k * stride)
			}
		}
		if stride *= distinct; stride > memoMaxKeys {
			m.off = true
			return
		}
	}
	m.entries = make([]uint64, stride)
	m.outcomes = make([]defenceOutcome, 0, memoMaxOutcomes)
}

// fill plays a's defence with the rules code and keeps its outcome under
// key, unless it drew from r or did what an outcome does not hold: then
// the pool's defence is always played.
func (m *attackMemo) fill(s *State, a *Attack, r *sim.Stream, key uint32) int {
	before, stream, fresh := *a, *r, *a.defSt == s.start[a.Defender]
	total := s.defend(a, r)
	m.entries[key] = entryPlayed
	if *r != stream || !fresh || len(m.outcomes) == cap(m.outcomes) {
		return total
	}
	for u := range s.Units {
		if s.Units[u] != s.start[u] && u != a.Defender {
			return total // not the starting state, or the defence changed another unit
		}
	}
	var removed uint32
	for i := range a.N {
		if a.Pool[i] != before.Pool[i] {
			if a.Pool[i].Face != FaceNone {
				return total // a die changed, not removed
			}
			removed |= 1 << i
		}
	}
	o := defenceOutcome{def: *a.defSt, total: total}
	o.damage, o.locked, o.spentType, o.evaded = a.Damage, a.Locked, a.spentType, a.evaded
	o.contained, o.salvoSpent, o.accuracy, o.crit, o.stdCrit = a.contained, a.salvoSpent, a.Accuracy, a.Crit, a.StdCrit
	// the outcome must be all the defence did to the attack
	o.apply(&before)
	before.Pool = a.Pool
	if !reflect.DeepEqual(&before, a) {
		return total
	}
	i := 0
	for i < len(m.outcomes) && m.outcomes[i] != o {
		i++
	}
	if i == len(m.outcomes) {
		m.outcomes = append(m.outcomes, o)
	}
	m.entries[key] = uint64(i+1) | uint64(removed)<<32
	return total
}
