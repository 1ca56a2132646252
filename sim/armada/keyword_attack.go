package armada

import "github.com/fleetlab/fleetlab/sim"

// The squadron keywords that act in an attack (battle notes §5): the
// attacker's in Resolve Attack Effects, the defender's in Spend Defense
// Tokens and after the attack. The attack reaches them only when the
// attacker's or defender's keywords hold one of these bits, so an attack
// without them costs one comparison.

// attackerKeywords are the attacker's keywords that act in step 3.
const attackerKeywords = 1<<KeywordAdept | 1<<KeywordAIBattery | 1<<KeywordAIAntiSquadron | 1<<KeywordSwarm | 1<<KeywordAssault

// defenderKeywords are the defender's keywords that act in step 4 or
// after the attack.
const defenderKeywords = 1<<KeywordDodge | 1<<KeywordScreen | 1<<KeywordCounter

// KeywordAttack marks an attack a keyword makes, with its own armament.
type KeywordAttack uint8

// The keyword attacks.
const (
	NoKeywordAttack KeywordAttack = iota
	// CounterAttack: "you may attack it back with X blue dice, even if you
	// were destroyed" (battle notes §5, Counter X).
	CounterAttack
	// SnipeAttack: "may attack squadrons at distance 2 with X blue dice"
	// (battle notes §5, Snipe X).
	SnipeAttack
)

// keywordArmament returns the blue dice of a counter or snipe attack.
func (a *Attack) keywordArmament() Dice {
	att, _ := a.AttackerUnit()
	k := KeywordCounter
	if a.Keyword == SnipeAttack {
		k = KeywordSnipe
	}
	return Dice{Blue: att.Profile.Keywords.Value(k)}
}

// attackerEffects applies the attacker's keywords in Resolve Attack
// Effects (battle notes §5): AI adds dice when a Squadron command
// activated the attacker, Swarm rerolls a die against a squadron engaged
// with another squadron, Adept rerolls up to X dice, then Assault may
// spend a hit die for a raid token.
func (s *State) attackerEffects(a *Attack, r *sim.Stream) {
	att, _ := a.AttackerUnit()
	def, _ := a.DefenderUnit()
	kw := &att.Profile.Keywords
	// AI: Battery X / AI: Anti-Squadron X: "When activated by a squadron
	// command and attacking with that armament, add X dice of colours
	// already in the pool"; a counter or snipe attack uses neither.
	if a.Keyword == NoKeywordAttack && s.kw.commanded == a.Attacker && !a.IsSalvo {
		ai := KeywordAIBattery
		if def.Profile.Squadron {
			ai = KeywordAIAntiSquadron
		}
		for range kw.Value(ai) {
			if a.N >= MaxDice || a.N == 0 {
				break
			}
			c := s.concentrate(a, r)
			if !a.inPool(c) {
				c = a.Pool[0].Colour
			}
			a.Pool[a.N] = Die{Colour: c, Face: c.Roll(r)}
			a.N++
		}
	}
	// Swarm: "Attacking a squadron that is engaged with another squadron:
	// reroll 1 die" (the attacker's RerollDecision picks it).
	if kw.Has(KeywordSwarm) && def.Profile.Squadron && s.engagedWithOther(a.Defender, a.Attacker) {
		if i := s.reroll(a, r); i >= 0 && i < a.N && a.Pool[i].Face != FaceNone {
			a.Pool[i].Face = a.Pool[i].Colour.Roll(r)
		}
	}
	// Adept X: "Attacking: reroll up to X dice": the dice below their
	// colour's expected damage, the most to gain first, together.
	if x := kw.Value(KeywordAdept); x > 0 {
		rerollTogether(a, x, r, func(i int) float64 {
			return ExpectedDamage(a.Pool[i].Colour, a.CountsCrits()) - float64(a.DieDamage(i))
		})
	}
	if kw.Has(KeywordAssault) {
		s.assault(a, r)
	}
}

// defenderEffects applies the defender's Dodge and Screen against a
// squadron's attack, in Spend Defense Tokens (battle notes §5): "choose X
// attack dice to be rerolled", the dice dealing most above their colour's
// expectation; Screen gives Dodge 1 per other friendly non-Screen squadron
// the attacker is engaged with, at most 3.
func (s *State) defenderEffects(a *Attack, r *sim.Stream) {
	att, _ := a.AttackerUnit()
	def, _ := a.DefenderUnit()
	if !att.Profile.Squadron {
		return
	}
	x := def.Profile.Keywords.Value(KeywordDodge)
	if def.Profile.Keywords.Has(KeywordScreen) {
		x += s.screeners(a.Attacker, a.Defender)
	}
	if x == 0 {
		return // no Dodge or Screen to spend: nothing to choose
	}
	rerollTogether(a, x, r, func(i int) float64 {
		return float64(a.DieDamage(i)) - ExpectedDamage(a.Pool[i].Colour, a.CountsCrits())
	})
}

// rerollTogether rerolls up to n dice of the pool, each once, those with
// the largest positive gain first, chosen before any is rolled.
func rerollTogether(a *Attack, n int, r *sim.Stream, gain func(i int) float64) {
	var chosen uint32
	for range n {
		best, bestGain := -1, 0.0
		for i := range a.N {
			if a.Pool[i].Face == FaceNone || chosen&(1<<i) != 0 {
				continue
			}
			if g := gain(i); g > bestGain {
				best, bestGain = i, g
			}
		}
		if best < 0 {
			break
		}
		chosen |= 1 << best
	}
	for i := range a.N {
		if chosen&(1<<i) != 0 {
			a.Pool[i].Face = a.Pool[i].Colour.Roll(r)
		}
	}
}

// screeners counts the squadrons that give Screen squadron def its Dodge
// against attacker: def's other friendly non-Screen squadrons engaged with
// attacker, at most 3.
func (s *State) screeners(attacker, def int) int {
	g := s.Model
	n := 0
	for j := range g.Units {
		u := &g.Units[j]
		if j == def || u.Player != g.Units[def].Player || !u.Profile.Squadron || u.Profile.Keywords.Has(KeywordScreen) || !s.onTable(j) {
			continue
		}
		if s.engages(attacker, j) {
			n++
		}
	}
	return min(n, 3)
}

// counter makes the Counter attack a squadron's non-counter attack a
// allows (battle notes §5, Counter X): the defender attacks the attacking
// squadron back with X blue dice at distance 1, even if destroyed, with
// the line of sight of the original attack. Snipe attacks ignore Counter.
func (s *State) counter(a *Attack, r *sim.Stream) {
	g := s.Model
	att, def := &g.Units[a.Attacker].Profile, &g.Units[a.Defender].Profile
	if a.Keyword != NoKeywordAttack || !att.Squadron || !def.Squadron || def.Keywords.Value(KeywordCounter) == 0 ||
		s.Units[a.Attacker].Destroyed {
		return
	}
	c := &s.inFlight[1]
	*c = Attack{Attacker: a.Defender, Defender: a.Attacker, Range: Distance1, Obstructed: a.Obstructed, Keyword: CounterAttack}
	var m traceMark
	if s.rec.On() {
		m = s.markTrace()
	}
	s.Resolve(c, r)
	if s.rec.On() {
		s.rec.LogAt(m.log, "%s counters:", g.Units[a.Defender].ID)
		m.log++
		s.traceAttack(c, m)
	}
}

// engagedWithOther reports whether squadron u is engaged with a squadron
// other than other (Swarm's condition).
func (s *State) engagedWithOther(u, other int) bool {
	g := s.Model
	for j := range g.Units {
		if j != other && s.onTable(j) && s.engages(u, j) {
			return true
		}
	}
	return false
}
