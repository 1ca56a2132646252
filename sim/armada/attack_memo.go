package armada

import (
	"math/bits"
	"unsafe"

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

// memoMaxKeys bounds the pools a memo tells apart (its table is 4 bytes a
// pool); a larger pool plays every defence.
const memoMaxKeys = 1 << 16

// memoMaxOutcomes bounds the distinct outcomes a memo keeps; a pool met
// once they are all taken plays its defence.
const memoMaxOutcomes = 128

// an outcome's index plus one fits in a memoEntry's low byte (this
// constant overflows, and the package does not compile, if it does not)
const _ uint8 = memoMaxOutcomes

// memoOff is a key beyond every table: a face that is not one of its
// die's colour adds it, so that the pool plays its defence.
const memoOff = 1 << 26

// memoEntry is a pool's entry in a memo: 0 while the pool has not been
// rolled, entryPlayed when its defence is always played, and otherwise
// the outcome's index plus one in its low 8 bits, the dice the defence
// removed from the pool, a bit each, from bit 8 (a memoised pool has at
// most 10 dice: memoMaxKeys), and maybe entryWhole.
type memoEntry uint32

const entryPlayed memoEntry = 1 << 31

// entryWhole marks an entry whose outcome is the trial's end, its damage
// suffered (State.suffer) too: nothing was drawn, the defender not
// destroyed. Only a fast memo (State.playMemo) has them.
const entryWhole memoEntry = 1 << 30

// attackMemo is one worker's memo of a one-attack script's defence.
type attackMemo struct {
	// ready: the first trial has rolled its pool and the tables are
	// made; off: the pools are too many to memoise.
	ready, off bool
	n          int // dice in the pool
	// keyOf[i][face] is die i's part of the pool's key, memoOff for a
	// face its colour does not have. Die i's colour is the same in every
	// trial (the attack's armament, gathered, obstructed and concentrated
	// by the default decisions, which depend on the dice rolled only
	// through their colours).
	keyOf [MaxDice][8]uint32
	// template is the attack as the defence starts, with no face on its
	// dice: what every trial's attack is then, but for the faces.
	template Attack
	// fast: no decision or draw comes between the roll and the defence
	// (no Concentrate Fire), so that a trial rolls the dice straight into
	// the key (State.playMemo): drawn[i][v] is die i when the draw's top
	// three bits are v, as Colour.Roll reads them, drawKey[i][v] its part
	// of the key.
	fast     bool
	drawn    [MaxDice][8]Die
	drawKey  [MaxDice][8]uint32
	entries  []memoEntry
	outcomes []defenceOutcome
	sigs     []uint64 // sigs[i] is outcomes[i].sig
	// bySig finds an outcome by its digest: a hash table of outcome
	// indices plus one (0: empty), at most a quarter full.
	bySig [4 * memoMaxOutcomes]uint8
}

// defenceOutcome is what State.defend leaves, besides the dice it removes
// from the pool: the attack (the template's dice, with no faces), the
// defender's state and the damage left for it.
type defenceOutcome struct {
	attack Attack
	def    UnitState
	total  int
	sig    uint64 // a digest, to tell most outcomes apart fast (keep)
}

// newAttackMemo returns a memo for s's trials, or nil when the script is
// not one attack from the starting state, or some decision its defence
// asks is not a built-in default.
func newAttackMemo(s *State) *attackMemo {
	g := s.Model
	if g.NoShortcuts || g.Battle != nil || s.placing || s.dialling || len(g.Script) != 1 {
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
	for i, die := range a.Pool[:len(keyOf)] {
		key += keyOf[i][die.Face&7]
	}
	if key >= uint32(len(m.entries)) {
		return s.defend(a, r)
	}
	e := m.entries[key]
	switch {
	case e == 0:
		return m.fill(s, a, r, key)
	case e&(entryPlayed|entryWhole) != 0:
		return s.defend(a, r)
	}
	pool := a.Pool
	*a = m.outcomes[e&0xff-1].attack
	a.Pool = pool
	return m.recall(a, e)
}

// recall completes attack a, the outcome of entry e written but for its
// pool's faces: the dice the defence removed, the defender's state. It
// returns the damage left for the defender.
func (m *attackMemo) recall(a *Attack, e memoEntry) int {
	for removed := uint32(e >> 8 & (1<<22 - 1)); removed != 0; removed &= removed - 1 {
		a.Pool[bits.TrailingZeros32(removed)].Face = FaceNone
	}
	o := &m.outcomes[e&0xff-1]
	*a.defSt = o.def
	return o.total
}

// prepare reads the colour signature from the first pool rolled and makes
// the tables: a pool's key counts each die's face among its colour's
// distinct faces, die by die.
func (m *attackMemo) prepare(a *Attack) {
	m.ready, m.n, m.template = true, a.N, *a
	if a.N > 22 { // more than a memoEntry holds (never under memoMaxKeys)
		m.off = true
		return
	}
	for i := range a.N {
		m.template.Pool[i].Face = FaceNone
	}
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
	for i, die := range a.Pool[:a.N] {
		for v, f := range DiceFaces[die.Colour&3] {
			m.drawn[i][v], m.drawKey[i][v] = Die{Colour: die.Colour, Face: f}, m.keyOf[i][f]
		}
	}
	m.entries = make([]memoEntry, stride)
	m.outcomes = make([]defenceOutcome, 0, memoMaxOutcomes)
	m.sigs = make([]uint64, 0, memoMaxOutcomes)
	m.fast = a.Concentrate == NoConcentrate && 3*a.N <= 63
}

// fill plays a's defence with the rules code and keeps its outcome under
// key, unless it drew from r, or did what an outcome does not hold, or did
// not start from the template and the starting state: then the pool's
// defence is always played.
func (m *attackMemo) fill(s *State, a *Attack, r *sim.Stream, key uint32) int {
	before, stream, fresh := *a, *r, same(a.defSt, &s.start[a.Defender])
	total := s.defend(a, r)
	m.entries[key] = entryPlayed
	pool := before.Pool
	before.Pool = m.template.Pool
	if *r != stream || !fresh || !same(&before, &m.template) {
		return total
	}
	for u := range s.Units {
		if u != a.Defender && !same(&s.Units[u], &s.start[u]) {
			return total // not the starting state, or the defence changed another unit
		}
	}
	var removed uint32
	for i := range a.N {
		if a.Pool[i] != pool[i] {
			if a.Pool[i].Face != FaceNone {
				return total // a die changed, not removed
			}
			removed |= 1 << i
		}
	}
	o := defenceOutcome{attack: *a, def: *a.defSt, total: total}
	if i, ok := m.keep(&o); ok {
		m.entries[key] = memoEntry(i+1) | memoEntry(removed)<<8
	}
	return total
}

// fillWhole makes key's entry whole when the damage the trial's attack a
// suffered after its defence from the memo (State.suffer) drew nothing
// from r (stream before), destroyed nothing and changed no unit but the
// defender: the trial's end is then the outcome.
func (m *attackMemo) fillWhole(s *State, a *Attack, r *sim.Stream, key uint32, stream sim.Stream) {
	if *r != stream || a.defSt.Destroyed || s.Deck != fullDeck {
		return
	}
	for u := range s.Units {
		if u != a.Defender && !same(&s.Units[u], &s.start[u]) {
			return
		}
	}
	o := defenceOutcome{attack: *a, def: *a.defSt}
	if i, ok := m.keep(&o); ok {
		m.entries[key] = m.entries[key]&^0xff | memoEntry(i+1) | entryWhole
	}
}

// keep returns the index of outcome o among the memo's, added if new
// (with the template's dice), or false when the memo is full.
func (m *attackMemo) keep(o *defenceOutcome) (int, bool) {
	o.attack.Pool = m.template.Pool
	d := &o.def
	o.sig = uint64(o.total) ^ uint64(o.attack.Damage)<<8 ^ uint64(d.Damage)<<16 ^ uint64(d.TokensSpent)<<24 ^
		uint64(d.TokensDiscarded)<<28 ^ uint64(d.Shields[0])<<32 ^ uint64(d.Shields[1])<<36 ^ uint64(d.Shields[2])<<40 ^
		uint64(d.Shields[3])<<44 ^ uint64(bit(o.attack.Crit))<<48 ^ uint64(bit(o.attack.Accuracy))<<49 ^ uint64(bit(o.attack.StdCrit))<<50
	for i, t := range d.Tokens {
		o.sig ^= uint64(t) << (52 + 2*i)
	}
	// the outcomes of this digest, by open addressing in bySig
	h := int(o.sig * 0x9e3779b97f4a7c15 >> 55) // 9 bits: len(bySig)
	for ; m.bySig[h] != 0; h = (h + 1) % len(m.bySig) {
		if i := int(m.bySig[h] - 1); m.sigs[i] == o.sig && o.sameAs(&m.outcomes[i]) {
			return i, true
		}
	}
	if len(m.outcomes) == cap(m.outcomes) {
		return 0, false
	}
	m.outcomes, m.sigs = append(m.outcomes, *o), append(m.sigs, o.sig)
	m.bySig[h] = uint8(len(m.outcomes))
	return len(m.outcomes) - 1, true
}

// sameAs reports whether o and p, of the same digest, are the same outcome.
func (o *defenceOutcome) sameAs(p *defenceOutcome) bool {
	return o.total == p.total && same(&o.def, &p.def) && same(&o.attack, &p.attack)
}

// playMemo plays a trial of a fast memo's script: the trial Play would
// play, the dice rolled straight into the pool's key, the attack taken
// from the template or the pool's outcome, and when that is whole, the
// trial ended.
func (s *State) playMemo(m *attackMemo, r *sim.Stream) {
	s.Reset()
	var key uint32
	var pool [MaxDice]Die
	drawKey := m.drawKey[:m.n]
	drawn := m.drawn[:len(drawKey)]
	for i := range drawKey {
		v := r.Uint64() >> 61 // Colour.Roll's draw
		pool[i] = drawn[i][v]
		key += drawKey[i][v]
	}
	e := entryPlayed
	if key < uint32(len(m.entries)) {
		e = m.entries[key]
	}
	a := &s.inFlight[0]
	if e == 0 || e&entryPlayed != 0 {
		*a = m.template
	} else {
		*a = m.outcomes[e&0xff-1].attack
	}
	a.Pool = pool
	s.Attacks++ // resolveCounted
	var total int
	switch {
	case e == 0:
		total = m.fill(s, a, r, key)
		if m.entries[key]&entryPlayed == 0 {
			stream := *r
			s.suffer(a, total, r)
			m.fillWhole(s, a, r, key, stream)
			return
		}
	case e&entryPlayed != 0:
		total = s.defend(a, r)
	case e&entryWhole != 0:
		m.recall(a, e) // the trial's end
		return
	default:
		total = m.recall(a, e)
	}
	s.suffer(a, total, r)
}

// same compares a and b whole, by their memory, fast: equal bytes are
// equal fields. The attacks and unit states the memo compares are copies
// of one, then written field by field, so their padding is the same too
// (were it not, a pool would only be played, not memoised).
func same[T Attack | UnitState](a, b *T) bool {
	size := unsafe.Sizeof(*a)
	return unsafe.String((*byte)(unsafe.Pointer(a)), size) == unsafe.String((*byte)(unsafe.Pointer(b)), size)
}
