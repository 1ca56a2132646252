package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// MaxTurns is the most turns a scenario may ask a turns step to play: a
// bound on input (a game of Dropfleet lasts six turns), not a storage size;
// a trial's storage is sized from its script (capacity.go).
const MaxTurns = 100

// Arrival is how a fleet's battlegroups come onto the table (the
// scenario's approach type, rules notes §4). The zero Arrival is
// DirectlyDeployed.
type Arrival uint8

// The arrival schemes of rules notes §4.
const (
	// DirectlyDeployed: every battlegroup is on the table from turn 1.
	DirectlyDeployed Arrival = iota
	// Battleline: all start off the table and may activate and enter in
	// any turn, so every card is in the deck from turn 1.
	Battleline
	// Column: two battlegroups arrive in turn 1, two more in turn 2, all
	// the rest in turn 3 however many they are, in the order the player
	// chooses (ArrivalDecision; by default as written).
	Column
	// Distant: battlegroups of Strategy Rating 1–9 arrive in turn 1, 10–14
	// in turn 2, 15 or more in turn 3.
	Distant
	// RapidResponse: the first battlegroup (the player's choice, as for
	// Column) arrives in turn 1; each other
	// rolls a d6 at the start of turn 2 (arriving on 4+) and of turn 3
	// (2+); all have arrived by turn 4.
	RapidResponse
)

var arrivalNames = []string{"directly-deployed", "battleline", "column", "distant", "rapid-response"}

// String returns the scheme's scenario name.
func (a Arrival) String() string { return names.Of(arrivalNames, int(a)) }

// Chosen reports whether the player chooses which battlegroups arrive
// first under a (Column and Rapid Response).
func (a Arrival) Chosen() bool { return a == Column || a == RapidResponse }

// ParseArrival parses directly-deployed, battleline, column, distant or
// rapid-response.
func ParseArrival(s string) (Arrival, error) {
	i, err := names.Index("arrival", s, arrivalNames)
	return Arrival(i), err
}

// Loss removes a ship from the table at the start of a turn (a scripted
// "what if it is destroyed"), so that its battlegroup may be lost.
type Loss struct {
	Ship       int
	BeforeTurn int
}

// Turns is the script step that plays whole turns: planning, then the
// activation phase, for Count turns.
type Turns struct {
	Count  int
	Losses []Loss
}

// DistantGroupRange is how far a group must be from every other group of
// its battlegroup to add 1 to the Strategy Rating (rules notes §4).
const DistantGroupRange = 12

// CurrentRating returns battlegroup bg's Strategy Rating now: its printed
// rating plus 1 for each group more than 12" from every other group of the
// battlegroup ("Temporary +1 SR for each group that is more than 12" from
// every other group of its battlegroup (Open/Outlier ships exempt)", rules
// notes §4). A group's distance to another is that of their nearest ships
// on the table; a battlegroup off the table (not yet come on) has its
// printed rating.
func (s *State) CurrentRating(bg int) int {
	g := s.Model
	r := g.StrategyRating(bg)
	groups := g.Battlegroups[bg].Groups
	if len(groups) < 2 || !s.entered[bg] {
		return r
	}
	for _, a := range groups {
		if p := &g.Ships[g.Groups[a].Ships[0]].Profile; !s.groupOnTable(a) || p.Open || p.Outlier {
			// an Open or Outlier group adds nothing
			continue
		}
		detached := true
		for _, b := range groups {
			if a != b && s.groupOnTable(b) && s.groupGap(a, b) <= DistantGroupRange+moveEpsilon {
				detached = false
				break
			}
		}
		if detached {
			r++
		}
	}
	return r
}

func (s *State) groupOnTable(gi int) bool {
	for _, si := range s.Model.Groups[gi].Ships {
		if s.Ships[si].Hull > 0 {
			return true
		}
	}
	return false
}

// groupGap is the distance between the nearest ships of groups a and b.
func (s *State) groupGap(a, b int) float64 {
	best := 1e18
	for _, i := range s.Model.Groups[a].Ships {
		for _, j := range s.Model.Groups[b].Ships {
			if s.Ships[i].Hull > 0 && s.Ships[j].Hull > 0 {
				best = min(best, s.Ships[i].Pos.Dist(s.Ships[j].Pos))
			}
		}
	}
	return best
}

// AdmiralValue returns fleet f's Admiral value now: its admiral's value
// while the admiral's ship is on the table, otherwise 1 ("AV counts only
// while the admiral's ship is on the table; otherwise AV = 1", rules notes
// §5). A fleet with no admiral ship named keeps its value.
func (s *State) AdmiralValue(f int) int {
	fl := &s.Model.Fleets[f]
	if fl.AdmiralShip < 0 {
		return fl.Admiral
	}
	sh := &s.Model.Ships[fl.AdmiralShip]
	if s.Ships[fl.AdmiralShip].Hull <= 0 || !s.entered[sh.Battlegroup] {
		return 1
	}
	return fl.Admiral
}

// Lost reports whether battlegroup bg has no ship on the table: "Cuando
// todas las naves de un Grupo de Batalla han sido destruidas o se
// encuentran fuera del tablero por cualquier razón" (seed 001).
func (s *State) Lost(bg int) bool {
	for _, gi := range s.Model.Battlegroups[bg].Groups {
		if s.groupOnTable(gi) {
			return false
		}
	}
	return true
}

// arrive marks the battlegroups of fleet f whose arrival turn, t, has come
// under its scheme: their cards go into the deck, and each comes on the
// table when it activates (see OnTable).
func (s *State) arrive(f, t int, r *sim.Stream) {
	g := s.Model
	if g.Fleets[f].Arrival == DirectlyDeployed {
		return // every battlegroup arrived at the start (Reset), and none leaves
	}
	for k, bg := range s.arrivalOrder(f, t, r) {
		if s.arrived[bg] {
			continue
		}
		switch g.Fleets[f].Arrival {
		case DirectlyDeployed, Battleline:
			s.arrived[bg] = true
		case Column:
			s.arrived[bg] = k < 2*t || t >= 3 // "turn 3: all the rest"
		case Distant:
			sr := g.StrategyRating(bg)
			s.arrived[bg] = sr <= 9 || sr <= 14 && t >= 2 || t >= 3
		case RapidResponse:
			switch {
			case k == 0 || t >= 4:
				s.arrived[bg] = true
			case t == 2:
				s.arrived[bg] = r.D6() >= 4
			case t == 3:
				s.arrived[bg] = r.D6() >= 2
			}
		}
	}
}

// playTurns plays st.Count turns.
func (s *State) playTurns(st *Turns, r *sim.Stream) {
	g := s.Model
	if g.Battle != nil && s.rec.On() {
		s.recordGame(st.Count)
	}
	if g.Battle != nil && s.battle.anomaly.on {
		s.rec.Heading("Set-up")
		s.placeAnomaly(r)
	}
	if s.rec.On() && g.Battle != nil {
		s.rec.AddFrame(s.Frame(0)) // the table after the set-up
	}
	for t := 1; t <= st.Count; t++ {
		if r.Stopped() { // the run is stopping: the trial is cut, unrecorded
			return
		}
		s.Turn = t
		if s.flatTurns { // the decks are stacked for every turn (turnplan.go)
			s.activationPhase(t, r)
			continue
		}
		for _, l := range st.Losses {
			if l.BeforeTurn == t {
				s.Ships[l.Ship].Hull = 0
			}
		}
		for f := range g.Fleets {
			s.arrive(f, t, r)
		}
		// Planning: each player stacks its available cards.
		for f := range g.Fleets {
			deck := s.planDeck(f)
			s.orderDeck(f, deck, t, r)
			s.decks[f] = deck
		}
		if s.rec.On() && g.Battle != nil {
			s.rec.Heading("Turn %d", t)
		}
		s.activationPhase(t, r)
		if g.Battle != nil {
			s.roundup(t, r)
			if s.rec.On() {
				s.untold("in the Roundup")
			}
			if s.rec.On() {
				s.rec.AddFrame(s.Frame(t))
			}
			if g.Battle.EndWhenTabled && t < st.Count && s.tabled() {
				s.endEarly(t)
				break
			}
		}
	}
	if g.Battle != nil {
		s.endBattle()
		if s.rec.On() {
			won := "a draw"
			if s.battle.winner >= 0 {
				won = s.playerName(s.battle.winner) + " wins"
			}
			s.rec.Logf("result: VP %d–%d, KP %d–%d: %s", s.battle.VP[0], s.battle.VP[1], s.battle.KP[0], s.battle.KP[1], won)
			s.rec.Event(ResultEvent{VP: s.battle.VP, KP: s.battle.KP, Winner: s.battle.winner})
		}
	}
}

// activationPhase reveals cards pair by pair until both decks are empty.
// A revealed card whose battlegroup is lost is set aside and the next one
// revealed ("simplemente elimínala de la Baraja de Estrategia y muestra la
// siguiente carta", seed 001). When one player has no cards left, the
// other activates its remaining battlegroups in deck order (the rules are
// silent; see the scenario docs).
func (s *State) activationPhase(t int, r *sim.Stream) {
	var top [Players]int
	seq := 0
	last := -1
	for {
		if r.Stopped() {
			return
		}
		var card [Players]int
		for f := range Players {
			card[f] = -1
			for top[f] < len(s.decks[f]) {
				bg := s.decks[f][top[f]]
				top[f]++
				if s.flatTurns || !s.Lost(bg) { // flat turns lose none (turnplan.go)
					card[f] = bg
					break
				}
			}
		}
		if card[0] < 0 && card[1] < 0 {
			return
		}
		order := [Players]int{0, 1}
		if card[0] >= 0 && card[1] >= 0 {
			rv := Reveal{Cards: card, Player: ChoosingPlayer}
			first := s.decideFirst(&rv, r)
			order = [Players]int{first, 1 - first}
		} else if card[0] < 0 {
			order = [Players]int{1, 0}
		}
		for _, f := range order {
			if card[f] < 0 {
				continue
			}
			seq++
			if k, ok := s.turnIndex(t); ok && !s.skip.sequence {
				s.position[card[f]*s.room.turns+k] = int16(seq)
				s.doubles[f*s.room.turns+k] = s.doubles[f*s.room.turns+k] || f == last
				s.lastFleet[k] = int8(f)
			}
			last = f
			if plan := &s.Model.Plans[card[f]]; len(plan.Ships) > 0 {
				if s.skip.plans {
					s.comeOn(plan.Battlegroup) // all of an inert plan that is read later (see skips)
				} else {
					s.Activate(plan, r)
					if len(s.battle.assets.waves) > 0 {
						s.assetsAfterActivation(plan, r)
					}
				}
			}
		}
	}
}
