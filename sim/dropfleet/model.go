package dropfleet

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
)

// StepKind says what a script step does.
type StepKind uint8

// The kinds of script step.
const (
	StepNone     StepKind = iota
	StepActivate          // a battlegroup activation
	StepReveal            // both players reveal a battlegroup card
	StepTurns             // whole turns: planning and the activation phase
)

// Step is one step of a script. Which field is used depends on Kind.
type Step struct {
	Kind     StepKind
	Activate Activation
	Reveal   Reveal
	Turns    Turns
}

// Model is a compiled Dropfleet scenario: forces, rules switches, the script
// one trial plays, and what it records. A Model is a [sim.Model]. It is
// read-only once built and safe to share between workers.
type Model struct {
	Rules        Rules
	Fleets       []Fleet
	Battlegroups []Battlegroup
	Groups       []Group
	Ships        []Ship
	Script       []Step
	Probes       []Probe
	// Watch lists the ships whose detection is recorded after every
	// activation (those a probe asks about).
	Watch []int
	// Plans[bg] is how battlegroup bg activates when its card comes up in
	// a turn: Standard Orders, straight ahead, unless the scenario says.
	Plans []Activation
	// Players make each player's decisions for one worker (decide.go):
	// the fleets' first (index f is fleet f's), then the scripted players
	// (AddPlayer). A nil maker, or fields, mean the defaults.
	Players []func() Player
	// Battle, when set, makes the turns step a whole game: a Roundup after
	// each turn, clusters, scoring and a result (battle.go).
	Battle *Game
	// NoSkips makes trials do all their work, even what nothing observes,
	// and reset everything from the game (for tests that check the skips
	// and caches change nothing).
	NoSkips bool
}

// ShipIndex returns the index of the ship with the given ID, or -1.
func (g *Model) ShipIndex(id string) int {
	for i := range g.Ships {
		if g.Ships[i].ID == id {
			return i
		}
	}
	return -1
}

// Check reports the first structural problem of g: the wrong number of
// fleets, an empty battlegroup, too many groups, an Admiral out of range,
// or a ship in a layer it may not enter.
func (g *Model) Check() error {
	if len(g.Fleets) > Players {
		return fmt.Errorf("a game has %d players, not %d fleets", Players, len(g.Fleets))
	}
	for _, f := range g.Fleets {
		if f.Admiral < 1 || f.Admiral > MaxAdmiral {
			return fmt.Errorf("fleet %s: Admiral value %d is outside 1..%d", f.Name, f.Admiral, MaxAdmiral)
		}
	}
	for _, bg := range g.Battlegroups {
		if len(bg.Groups) == 0 {
			return &IllegalError{Rule: fmt.Sprintf("battlegroup %s has no groups", bg.Name), Source: "rules notes §4"}
		}
		bought := 0
		for _, gi := range bg.Groups {
			bought += len(g.Groups[gi].Bought)
		}
		if bought > MaxGroupsPerBattlegroup {
			return &IllegalError{Rule: fmt.Sprintf("battlegroup %s has %d groups; the most is %d", bg.Name, bought, MaxGroupsPerBattlegroup),
				Source: "rules notes §4, \"Groups allowed (max 3 groups)\""}
		}
	}
	for _, sh := range g.Ships {
		if sh.Start.Layer == Atmosphere && !sh.Profile.Atmospheric {
			return &IllegalError{Ship: sh.ID, Rule: "starts in the Atmosphere but is not Atmospheric",
				Source: "rules notes §6, \"Only Atmospheric ships may enter Atmosphere\""}
		}
	}
	for _, grp := range g.Groups { // the size limits are "for fleet selection purposes" (FAQ261)
		p := &g.Ships[grp.Ships[0]].Profile
		for _, n := range grp.Bought {
			if p.GroupMin > 0 && n < p.GroupMin || p.GroupMax > 0 && n > p.GroupMax {
				return &IllegalError{Rule: fmt.Sprintf("group %s has %d ships of %s, whose group size is %d-%d", grp.Name, n, p.Name, p.GroupMin, p.GroupMax),
					Source: "rules notes §3, profile group size \"G\""}
			}
		}
	}
	return nil
}

// Metrics lists the probes as metrics, in order.
func (g *Model) Metrics() []sim.Metric { return sim.ProbeMetrics(g.Probes) }

// NewTrial returns a state for one worker: a State is the [sim.Trial] of
// its Model.
func (g *Model) NewTrial() sim.Trial {
	s := NewState(g)
	s.compileWays() // ways.go
	return s
}

// Play plays one trial: it resets s, plays the script and records every
// probe.
func (s *State) Play(r *sim.Stream, tally *sim.Tally) {
	s.play(r)
	if r.Cut() {
		return
	}
	if s.reads != nil {
		s.recordProbes(tally)
	} else {
		sim.RecordProbes(s, s.Model.Probes, tally)
	}
}

// play plays one trial, resetting s and playing the script, the way
// chosen for this worker (ways.go).
func (s *State) play(r *sim.Stream) {
	switch s.way {
	case wayFlat, wayFlatScans: // the script compiled for this worker (plan.go)
		s.playFlat(r, 0)
	case wayFixedReveals, wayRevealOutcomes: // the flat turns compiled into their roll-offs (turnplan.go)
		s.playFixedReveals(s.reveals, r)
	case wayReveals: // the flat turns compiled into their reveals (turnplan.go)
		s.playReveals(s.reveals, r)
	default:
		s.playScript(r)
	}
}

// playScript plays the script step by step from the start.
func (s *State) playScript(r *sim.Stream) {
	if s.flatTurns {
		s.resetTurns() // only the reveals change (turnplan.go)
	} else {
		s.Reset()
	}
	s.startAims(r)
	for i := range s.Model.Script {
		st := &s.Model.Script[i]
		switch st.Kind {
		case StepActivate:
			s.Activate(&st.Activate, r)
		case StepReveal:
			s.DoReveal(&st.Reveal, r)
		case StepTurns:
			s.playTurns(&st.Turns, r)
		}
	}
}
