package dropfleet

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// headingDir caches Direction(heading) for one ship: a ship that keeps its
// heading from one move to the next (most of them) needs no trigonometry.
// The heading is compared bit for bit, so the cached vector is exactly the
// one Direction would return.
type headingDir struct {
	heading uint64 // math.Float64bits of the heading dir belongs to
	dir     plane.Vec
}

// direction returns Direction(h), the unit vector of heading h, for ship i.
func (s *State) direction(i int, h float64) plane.Vec {
	c := &s.dirs[i]
	if b := math.Float64bits(h); c.heading != b {
		c.heading, c.dir = b, plane.Direction(h)
	}
	return c.dir
}

// initCaches sets the per-worker caches from the game, once: the direction
// cache empty (a NaN heading no ship has), each ship's group bit, whether
// it is always in coherency, and whether any ship starts with a crippling
// roll due. The skips are set by Model.NewTrial only, for the engine's
// trials: a State made by NewState does all the work.
func (s *State) initCaches() {
	g := s.Model
	s.dirs = sim.Isolated[headingDir](len(g.Ships)) // written per trial: apart from other workers'
	s.groupBit = sim.Isolated[uint8](len(g.Ships))
	s.solo = sim.Isolated[bool](len(g.Ships))
	for i := range g.Ships {
		s.solo[i] = len(g.Groups[g.Ships[i].Group].Ships) <= 1 // always in coherency
		s.dirs[i].heading = math.Float64bits(math.NaN())
		sh := &g.Ships[i]
		s.maxScan, s.maxSig = max(s.maxScan, sh.Profile.Scan), max(s.maxSig, sh.Profile.Sig)
		for k, gi := range g.Battlegroups[sh.Battlegroup].Groups {
			if gi == sh.Group {
				s.groupBit[i] = 1 << k // a battlegroup has at most 3 groups
			}
		}
		if sh.Start.PendingCripple != 0 {
			s.startDue = true
		}
	}
}

// Blind is implemented by a policy whose decisions never read what an
// activation changes: where ships are and which way they face, their
// spikes, Silent Running, orders, targets, refusals and the activation
// count (it reads the game's fixed data, the cards and the stream only). A
// game whose policies are all blind lets the engine skip the work nothing
// else observes (see skips).
type Blind interface {
	// Blind marks the policy; it does nothing.
	Blind()
}

// skips says what work a game's trials leave out because nothing that
// follows can observe it; skipping changes no result and no random draw.
// TestSkipsChangeNothing plays every built-in scenario both ways.
type skips struct {
	// moves: no position or heading is ever read (no weapons, no
	// policies but blind ones, no coherency or group distances judged, no
	// probe but those declared to ignore positions: probeIgnores), so
	// ships need not move. No mover is set, so moving draws no random
	// numbers.
	moves bool
	// plans: besides, the turn plans' activations draw nothing and change
	// nothing that is read later but the battlegroup's coming on the table
	// (fixed orders that scan no enemy, no activation step in the script,
	// only probes declared to ignore the plans: of the reveals, the
	// activation sequence and Hull, which an activation without weapons
	// never changes), so they are not played: the battlegroup only comes
	// on (comeOn).
	plans bool
	// sequence: every probe is declared to ignore the activation sequence
	// and the turns' roll-offs (probeIgnores), so they are not recorded.
	sequence bool
}

// isBlind reports whether policy p is nil or Blind.
func isBlind(p any) bool {
	if p == nil {
		return true
	}
	_, ok := p.(Blind)
	return ok
}

// skipsOf works out the skips of g played by players. With g.NoSkips,
// nothing is skipped.
func skipsOf(g *Model, players []Player) skips {
	if g.NoSkips || g.Battle != nil { // a battle reads positions in every Roundup
		return skips{}
	}
	sk := moveAndPlanSkips(g, players)
	sk.sequence = probesIgnore(g, ignoresSequence)
	return sk
}

// moveAndPlanSkips works out the skips of moves and plans.
func moveAndPlanSkips(g *Model, players []Player) skips {
	for i := range g.Ships {
		if len(g.Ships[i].Profile.Weapons) > 0 {
			return skips{} // firing reads ranges and arcs
		}
	}
	if len(g.Watch) > 0 {
		return skips{}
	}
	activations, turns := false, false
	for i := range g.Script {
		switch st := &g.Script[i]; st.Kind {
		case StepActivate:
			activations = true
			if !g.activationBlind(&st.Activate, players) {
				return skips{}
			}
		case StepReveal:
			turns = true
			if p := st.Reveal.Player; p != ChoosingPlayer && !isBlind(players[p].First) ||
				p == ChoosingPlayer && (!isBlind(players[0].First) || !isBlind(players[1].First)) {
				return skips{}
			}
		case StepTurns:
			turns = true
		default:
			return skips{}
		}
	}
	plansInert := true
	if turns {
		for i := range g.Plans {
			a := &g.Plans[i]
			if !g.activationBlind(a, players) {
				return skips{}
			}
			// A chosen order, or an Active Scan, may draw from the stream.
			if players[a.Player].Order != nil || a.Special == OrderNone || int(a.Special) < len(orderRules) && orderRules[a.Special].SpikesEnemy {
				plansInert = false
			}
		}
		for i := range g.Fleets {
			if !isBlind(players[i].Deck) || !isBlind(players[i].First) || !isBlind(players[i].Arrival) {
				return skips{}
			}
		}
		for i := range g.Battlegroups {
			if len(g.Battlegroups[i].Groups) > 1 {
				return skips{} // a detached group changes the Strategy Rating
			}
		}
	}
	if !probesIgnore(g, ignoresPositions) {
		return skips{}
	}
	return skips{moves: true, plans: plansInert && !activations && probesIgnore(g, ignoresPlans)}
}

// What a probe is declared not to read. A trial may leave out work only
// when every probe of its game declares that it ignores what the work
// would change: this is an allow-list, and a quantity with no declaration
// here (a new one, say) reads everything, so its trials take the full
// path. Declaring a quantity wrongly makes the skips change its numbers:
// TestSkipsChangeNothing and FuzzParse play games measured by each
// quantity with the skips and without them (Model.NoSkips).
type ignores uint8

const (
	// ignoresPositions: the probe reads no ship's position or heading,
	// nor anything measured from them (a distance, a detection), so that
	// ships need not move (skips.moves).
	ignoresPositions ignores = 1 << iota
	// ignoresPlans: the probe reads only the reveals, the activation
	// sequence and what an activation without weapons never changes (Hull
	// and what follows from it), so that inert turn plans need not be
	// played (skips.plans).
	ignoresPlans
	// ignoresSequence: the probe reads neither the activation sequence
	// nor the turns' roll-offs, so that they need not be recorded
	// (skips.sequence).
	ignoresSequence
)

// probeIgnores declares, quantity by quantity, what its probe ignores.
// A whole battle's quantities declare nothing: a battle skips nothing.
var probeIgnores = [...]ignores{
	NotSilent:         ignoresPositions | ignoresSequence,
	Silent:            ignoresPositions | ignoresSequence,
	SignatureInches:   ignoresPositions | ignoresSequence,
	SpikeLevel:        ignoresPositions | ignoresSequence,
	Chooses:           ignoresPositions | ignoresPlans | ignoresSequence,
	GoesFirst:         ignoresPositions | ignoresPlans | ignoresSequence,
	RolloffCount:      ignoresPositions | ignoresPlans | ignoresSequence,
	DetectedAfter:     ignoresSequence,
	UndetectedThrough: ignoresSequence,
	DistanceTo:        ignoresSequence,
	Took:              ignoresPositions | ignoresSequence,
	IllegalCount:      ignoresPositions | ignoresSequence,
	HadTarget:         ignoresPositions | ignoresSequence, // no weapon, no target: moves are skipped only without weapons
	TargetedFrom:      ignoresPositions | ignoresSequence, // Scan, Signature and layers: outside a battle, no scenery between the ships
	Position:          ignoresPositions | ignoresPlans,
	Before:            ignoresPositions | ignoresPlans,
	Double:            ignoresPositions | ignoresPlans,
	Last:              ignoresPositions | ignoresPlans,
	TurnRolloffs:      ignoresPositions | ignoresPlans,
	DamageTaken:       ignoresPositions | ignoresPlans | ignoresSequence,
	HullLost:          ignoresPositions | ignoresPlans | ignoresSequence,
	DestroyedShip:     ignoresPositions | ignoresPlans | ignoresSequence,
	CrippledShip:      ignoresPositions | ignoresPlans | ignoresSequence,
	CritsTaken:        ignoresPositions | ignoresPlans | ignoresSequence,
	DamagePer100:      ignoresPositions | ignoresPlans | ignoresSequence,
}

// ignoredBy returns what quantity q's probe is declared to ignore: nothing
// when q is not declared.
func ignoredBy(q Quantity) ignores {
	if int(q) < len(probeIgnores) {
		return probeIgnores[q]
	}
	return 0
}

// probesIgnore reports whether every probe of g ignores what.
func probesIgnore(g *Model, what ignores) bool {
	for i := range g.Probes {
		if ignoredBy(g.Probes[i].What)&what == 0 {
			return false
		}
	}
	return true
}

// activationBlind reports whether activation a reads no position and
// moves no ship by policy: its policies are blind, no ship has a mover,
// and no ship of a group of several takes a special order (which judges
// the group's coherency).
func (g *Model) activationBlind(a *Activation, players []Player) bool {
	if p := &players[a.Player]; !isBlind(p.Order) || !isBlind(p.ScanTarget) {
		return false
	}
	for _, o := range a.Ships {
		if p := &players[o.Player]; p.Move != nil || !isBlind(p.Target) {
			return false
		}
		if o.TakesSpecial && a.Special != Standard && len(g.Groups[g.Ships[o.Ship].Group].Ships) > 1 {
			return false
		}
	}
	return true
}
