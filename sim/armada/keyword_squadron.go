package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The squadron keywords that change engagement, movement and activation
// (battle notes §5): Escort, Grit, Heavy, Intel, Rogue, Snipe, Relay,
// Cloak and Scout.

// engagedKeywords are the keywords that change what engagement does.
const engagedKeywords = 1<<KeywordEscort | 1<<KeywordGrit | 1<<KeywordHeavy | 1<<KeywordIntel

// Engagement is what being engaged does to a squadron about to activate
// (rules notes §7; battle notes §5).
type Engagement struct {
	// Restricted: engaged by a squadron without Heavy, it attacks only
	// squadrons ("if they attack must pick an engaged squadron over a
	// ship"; Heavy: "You don't stop engaged enemies from moving or
	// attacking ships").
	Restricted bool
	// Pinned: it may not move: engaged by a squadron without Heavy, or
	// with Grit (its own, or an Intel squadron's at distance 1) by two.
	Pinned bool
	// Escort: it is engaged with an Escort and may attack no other
	// squadron (Escort: "Squadrons engaged with you can't attack
	// non-Escort squadrons").
	Escort bool
}

// Engagement returns what engagement does to squadron u now.
func (s *State) Engagement(u int) Engagement {
	if s.kw.inPlay&engagedKeywords == 0 {
		e := s.engaged(u)
		return Engagement{Restricted: e, Pinned: e}
	}
	g := s.Model
	var e Engagement
	holding := 0
	for j := range g.Units {
		if !s.onTable(j) || !s.engages(u, j) {
			continue
		}
		kw := &g.Units[j].Profile.Keywords
		if !kw.Has(KeywordHeavy) {
			holding++
		}
		if kw.Has(KeywordEscort) {
			e.Escort = true
		}
	}
	e.Restricted = holding > 0
	// Grit: "Not held in place when engaged by only 1 squadron; a second
	// engager without Heavy pins you."
	e.Pinned = holding > 1 || holding == 1 && !s.HasGrit(u)
	return e
}

// HasGrit reports whether squadron u has Grit: its own, or an Intel
// squadron's ("Friendly squadrons at distance 1 of you have Grit"). An
// Intel squadron gives itself Grit too: "Something is always at ...
// distance 1 of itself" (rules notes §2).
func (s *State) HasGrit(u int) bool {
	if s.keyword(u, KeywordGrit) {
		return true
	}
	if !s.inPlay(KeywordIntel) {
		return false
	}
	g := s.Model
	for j := range g.Units {
		if g.Units[j].Player == g.Units[u].Player && s.keyword(j, KeywordIntel) && s.onTable(j) &&
			(j == u || s.gap(u, j) <= g.Ruler.Distance[0]) {
			return true
		}
	}
	return false
}

// escortSkip returns the enemy squadrons squadron u, engaged with an
// Escort, may not attack: every enemy squadron without Escort.
func (s *State) escortSkip(u int) UnitSet { return s.kw.escortSkip[s.Model.Units[u].Player] }

// snipe makes squadron u's Snipe attack, when it has Snipe X: the nearest
// enemy squadron beyond distance 1 and at distance 2, not one skip holds,
// with X blue dice (battle notes §5, Snipe X; rules notes §2). It reports
// whether there was one.
func (s *State) snipe(u int, skip UnitSet, r *sim.Stream) bool {
	g := s.Model
	if g.Units[u].Profile.Keywords.Value(KeywordSnipe) == 0 {
		return false
	}
	best, near := -1, math.Inf(1)
	for j := range g.Units {
		if g.Units[j].Player == g.Units[u].Player || !g.Units[j].Profile.Squadron || !s.onTable(j) || skip.Has(j) {
			continue
		}
		if d := s.gap(u, j); d > g.Ruler.Distance[0] && d <= g.Ruler.Distance[1] && d < near {
			best, near = j, d
		}
	}
	if best < 0 {
		return false
	}
	sight := g.Ruler.MeasureSquadrons(s.Disc(u), s.Disc(best), g.Rules.SquadronSight, s.obstructions(u, best))
	a := Attack{Attacker: u, Defender: best, Range: Distance2, Obstructed: sight.Obstructed, Distance: sight.Range,
		Keyword: SnipeAttack, State: s}
	s.fire(&a, r)
	return true
}

// startRelay gives each of ship's player's Relay squadrons in the ship's
// activation range its X for the Squadron command ship resolves.
func (s *State) startRelay(ship int) {
	if s.kw.relayLeft == nil {
		return
	}
	g := s.Model
	for k := range g.Units {
		s.kw.relayLeft[k] = 0
		if x := g.Units[k].Profile.Keywords.Value(KeywordRelay); x > 0 && g.Units[k].Player == g.Units[ship].Player &&
			s.onTable(k) && s.gap(k, ship) <= g.Ruler.Medium {
			s.kw.relayLeft[k] = int8(x)
		}
	}
}

// endRelay ends the relays of a Squadron command.
func (s *State) endRelay() {
	if s.kw.relayLeft != nil {
		clear(s.kw.relayLeft)
	}
}

// relayFor returns the Relay squadron through which ship's Squadron
// command may activate squadron j, beyond the ship's own range: one in
// the ship's range with relays left, j at distance 1–3 of it (battle notes
// §5, Relay X), or -1.
func (s *State) relayFor(ship, j int) int {
	if s.kw.relayLeft == nil {
		return -1
	}
	g := s.Model
	for k := range g.Units {
		if s.kw.relayLeft[k] > 0 && s.onTable(k) && (k == j || s.gap(j, k) <= g.Ruler.Distance[2]) {
			return k
		}
	}
	return -1
}

// useRelay spends a relay on squadron j, which ship's Squadron command
// activates, when j is beyond the ship's own range.
func (s *State) useRelay(ship, j int) {
	if s.kw.relayLeft == nil || s.gap(j, ship) <= s.Model.Ruler.Medium {
		return
	}
	if k := s.relayFor(ship, j); k >= 0 {
		s.kw.relayLeft[k]--
	}
}

// cloakMoves plays the Cloak keyword at the end of the Squadron Phase,
// first player first: "may move up to distance 1 even if engaged" (battle
// notes §5), where its player's CloakDecision says. A place beyond
// distance 1, overlapping a base or off the table is not taken.
func (s *State) cloakMoves(r *sim.Stream) {
	if !s.inPlay(KeywordCloak) {
		return
	}
	g := s.Model
	for _, p := range [Players]int{s.first, 1 - s.first} {
		for u := range g.Units {
			if g.Units[u].Player != p || !s.keyword(u, KeywordCloak) || !s.onTable(u) {
				continue
			}
			to, ok := s.cloak(u, r)
			if !ok || to.Sub(s.Units[u].At.At).Len() > g.Ruler.Distance[0]+plane.Eps {
				continue
			}
			ships, squadrons := s.basesExcept(u, nil)
			if c := (Disc{to, g.squadronRadius()}); !c.overlapsAny(ships, squadrons) && g.holdsDisc(c) {
				if s.rec.On() {
					s.traceSquadronMove(u, to, "cloak", "moves (Cloak)")
				}
				s.Units[u].At.At = to
				s.gridMoved(u)
				s.squadronOnStation(u)
				s.strategicMove(u, r)
			}
		}
	}
}

// SquadronStep returns where squadron u would end moving straight at the
// nearest enemy of the kind prey says, its centre moving at most reach
// millimetres, stopping squadronGap short of the enemy's base and short
// of any unit or the table's edge; false when it would not move.
func (s *State) SquadronStep(u int, prey Target, reach float64) (plane.Vec, bool) {
	d := s.Disc(u)
	near, aim := s.nearestPrey(u, prey)
	if math.IsInf(near, 1) {
		return d.C, false
	}
	dir := aim.Sub(d.C).Scale(1 / near)
	travel := min(reach, near-d.R-squadronGap)
	if travel <= 0 {
		return d.C, false
	}
	ships, squadrons := s.basesExcept(u, nil)
	for ; travel > 0; travel-- {
		c := Disc{d.C.Add(dir.Scale(travel)), d.R}
		if !c.overlapsAny(ships, squadrons) && s.Model.holdsDisc(c) {
			return c.C, true
		}
	}
	return d.C, false
}

// scoutPlaceable reports whether Scout squadron u may be deployed at d
// without the usual limits: "ignore deployment zone and friendly-ship
// distance, but must be beyond distance 5 of enemy ships/squadrons"
// (battle notes §1.4), still inside the set-up area.
func (s *State) scoutPlaceable(u int, d Disc) bool {
	g := s.Model
	lo, hi := g.Battle.Table.SetupArea()
	if d.C.X-d.R < lo.X-plane.Eps || d.C.Y-d.R < lo.Y-plane.Eps || d.C.X+d.R > hi.X+plane.Eps || d.C.Y+d.R > hi.Y+plane.Eps {
		return false
	}
	for j := range g.Units {
		if g.Units[j].Player == g.Units[u].Player || !s.Deployed(j) {
			continue
		}
		_, dist := s.nearestOf(j, d.C)
		if dist-d.R <= g.Ruler.Distance[4] {
			return false
		}
	}
	return true
}
