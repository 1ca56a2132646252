package armada

import "github.com/fleetlab/fleetlab/sim"

// probeReads is a script's probes compiled for one worker's state: the
// commonest probes (an attack's outcome on a unit) as typed reads of the
// unit's state, each straight into its metric's accumulator, with no call
// through the probe type's dictionary and no switch over every quantity.
// They record the same numbers as [Probe.Record].
type probeReads struct {
	reads []probeRead
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
)

// probeRead is one probe compiled: its metric's read of kind.
type probeRead struct {
	kind   readKind
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
		r := probeRead{metric: i, unit: st}
		switch p.What {
		case DamageSuffered:
			r.kind, r.damage = readDamage, &st.Damage
		case CritShown:
			r.kind, r.flag = readFlag, &st.CritAgainst
		case AccuracyRolled:
			r.kind, r.flag = readFlag, &st.AccuracyAgainst
		case FaceupDealt:
			r.kind, r.flag = readFlag, &st.DealtFaceup
		case Destroyed:
			r.kind, r.flag = readFlag, &st.Destroyed
		case TokensSpent:
			r.kind, r.small = readSmall, &st.TokensSpent
		case TokensDiscarded:
			r.kind, r.small = readSmall, &st.TokensDiscarded
		case ShieldsLeft:
			r.kind = readShields
		case HullLeft:
			if prof.Squadron {
				r.kind, r.small = readSmall, &st.HullLeft
			} else {
				r.kind, r.hull = readHull, prof.Hull
			}
		default:
			return nil
		}
		pr.reads = append(pr.reads, r)
	}
	return pr
}

// bind points the reads at t's accumulators.
func (pr *probeReads) bind(t *sim.Tally) {
	pr.tally = t
	for i := range pr.reads {
		a := t.Accumulator(pr.reads[i].metric)
		pr.reads[i].prop, pr.reads[i].hist = &a.Proportion, &a.Histogram
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
	for i := range pr.reads {
		r := &pr.reads[i]
		switch r.kind {
		case readFlag:
			r.prop.Add(*r.flag)
		case readSmall:
			r.hist.Add(int(*r.small))
		case readDamage:
			r.hist.Add(int(*r.damage))
		case readShields:
			r.hist.Add(r.unit.TotalShields())
		case readHull:
			r.hist.Add(max(0, r.hull-int(r.unit.Cards)))
		}
	}
}
