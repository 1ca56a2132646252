package armada

import "github.com/fleetlab/fleetlab/sim"

// probeReads is a script's probes compiled for one worker's state: the
// commonest probes (an attack's outcome on a unit) as typed reads of the
// unit's state, each straight into its metric's accumulator, with no call
// through the probe type's dictionary and no switch over every quantity:
// the reads are kept by kind, one loop each, so that a trial's reads take
// the same branches every time. They record the same numbers as
// [Probe.Record].
type probeReads struct {
	reads [readKinds][]probeRead
	tally *sim.Tally // the tally the reads' accumulators are in
}

// readKind is how a probeRead reads the state.
type readKind uint8

const (
	readFlag    readKind = iota // *flag, into a probability
	readSmall                   // *small, into a distribution
	readDamage                  // *damage, into a distribution
	readShields                 // the unit's shields on every zone, into a distribution
	readHull                    // hull less the unit's damage cards, at least 0, into a distribution
	readKinds
)

// probeRead is one probe compiled: its metric's read.
type probeRead struct {
	flag   *bool
	small  *int8
	damage *int16
	unit   *UnitState
	hull   int
	prop   *sim.Proportion
	hist   *sim.Histogram
	metric int
}

// compileProbes compiles the model's probes for s, or returns nil when
// some probe has no typed read (then [sim.RecordProbes] records them).
// s.Units is never reallocated, so the reads may point into it.
func (s *State) compileProbes() *probeReads {
	pr := &probeReads{}
	for i := range s.Model.Probes {
		p := &s.Model.Probes[i]
		st, prof := &s.Units[p.Unit], &s.Model.Units[p.Unit].Profile
		r, kind := probeRead{metric: i, unit: st}, readFlag
		switch p.What {
		case DamageSuffered:
			r.damage, kind = &st.Damage, readDamage
		case CritShown:
			r.flag = &st.CritAgainst
		case AccuracyRolled:
			r.flag = &st.AccuracyAgainst
		case FaceupDealt:
			r.flag = &st.DealtFaceup
		case Destroyed:
			r.flag = &st.Destroyed
		case TokensSpent:
			r.small, kind = &st.TokensSpent, readSmall
		case TokensDiscarded:
			r.small, kind = &st.TokensDiscarded, readSmall
		case ShieldsLeft:
			kind = readShields
		case HullLeft:
			if prof.Squadron {
				r.small, kind = &st.HullLeft, readSmall
			} else {
				r.hull, kind = prof.Hull, readHull
			}
		default:
			return nil
		}
		pr.reads[kind] = append(pr.reads[kind], r)
	}
	return pr
}

// bind points the reads at t's accumulators.
func (pr *probeReads) bind(t *sim.Tally) {
	pr.tally = t
	for _, reads := range pr.reads {
		for i := range reads {
			a := t.Accumulator(reads[i].metric)
			reads[i].prop, reads[i].hist = &a.Proportion, &a.Histogram
		}
	}
}

// recordProbes records every probe from the state a trial ended in into
// t: through the compiled reads when there are any and t accumulates,
// else through [sim.RecordProbes].
func (s *State) recordProbes(t *sim.Tally) {
	pr := s.reads
	if pr == nil || t != pr.tally && !t.Accumulating() {
		sim.RecordProbes(s, s.Model.Probes, t)
		return
	}
	if t != pr.tally {
		pr.bind(t)
	}
	// each read by pointer: a probeRead copied a loop turn costs more than
	// the read itself
	flags, small, damage := pr.reads[readFlag], pr.reads[readSmall], pr.reads[readDamage]
	for i := range flags {
		r := &flags[i]
		r.prop.Trials++ // Proportion.Add, the success counted without a branch
		r.prop.Successes += one(*r.flag)
	}
	for i := range small {
		r := &small[i]
		r.hist.Add(int(*r.small))
	}
	for i := range damage {
		r := &damage[i]
		r.hist.Add(int(*r.damage))
	}
	shields, hull := pr.reads[readShields], pr.reads[readHull]
	for i := range shields {
		r := &shields[i]
		r.hist.Add(r.unit.TotalShields())
	}
	for i := range hull {
		r := &hull[i]
		r.hist.Add(max(0, r.hull-int(r.unit.Cards)))
	}
}

// one returns 1 for true and 0 for false (the compiler makes it a SETcc).
func one(b bool) int64 {
	var n int64
	if b {
		n = 1
	}
	return n
}
