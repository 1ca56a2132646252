package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// probeReads is a model's probes compiled for one worker's state: the
// commonest probes as typed reads of the state's fields, each straight
// into its metric's accumulator, with no call through the probe type's
// dictionary and no switch over every quantity. They record the same
// numbers as [sim.RecordProbes] would.
type probeReads struct {
	reads []probeRead
	tally *sim.Tally // the tally the reads' accumulators are in
}

// readKind is how a probeRead reads the state.
type readKind uint8

const (
	readFlag      readKind = iota // *flag != not, into a probability (Silent, NotSilent, CrippledShip)
	readSignature                 // the ship's Signature, into a distribution (SignatureInches)
	readIs                        // *num == is, into a probability (Chooses, GoesFirst)
	readCount                     // *num, into a distribution (RolloffCount)
)

// probeRead is one probe compiled: metric's read of kind.
type probeRead struct {
	kind    readKind
	not     bool
	flag    *bool
	ship    *ShipState
	profile *Profile
	num     *int
	is      int
	prop    *sim.Proportion
	hist    *sim.Histogram
	metric  int
}

// compileProbes compiles the model's probes for s, or returns nil when
// some probe has no typed read (then [sim.RecordProbes] is as quick).
// s.Ships is never reallocated, so the reads may point into it.
func (s *State) compileProbes() *probeReads {
	pr := &probeReads{}
	for i := range s.Model.Probes {
		p := &s.Model.Probes[i]
		var r probeRead
		switch p.What {
		case NotSilent, Silent:
			r = probeRead{kind: readFlag, flag: &s.Ships[p.Ship].Silent, not: p.What == NotSilent, metric: i}
		case CrippledShip:
			r = probeRead{kind: readFlag, flag: &s.Ships[p.Ship].Crippled, metric: i}
		case Chooses:
			r = probeRead{kind: readIs, num: &s.Reveal.Chooser, is: p.Fleet, metric: i}
		case GoesFirst:
			r = probeRead{kind: readIs, num: &s.Reveal.First, is: p.Fleet, metric: i}
		case RolloffCount:
			r = probeRead{kind: readCount, num: &s.Rolloffs, metric: i}
		case SignatureInches:
			r = probeRead{kind: readSignature, ship: &s.Ships[p.Ship], profile: &s.Model.Ships[p.Ship].Profile, metric: i}
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
// t through the compiled reads s.reads, or through [sim.RecordProbes] when
// t is a capture.
func (s *State) recordProbes(t *sim.Tally) {
	pr := s.reads
	if t != pr.tally && !t.Accumulating() {
		sim.RecordProbes(s, s.Model.Probes, t)
		return
	}
	if t != pr.tally {
		pr.bind(t)
	}
	for i := range pr.reads {
		r := &pr.reads[i]
		if r.kind == readFlag { // tested in turn, the commonest first
			r.prop.Add(*r.flag != r.not)
		} else if r.kind == readSignature {
			r.hist.Add(r.ship.Signature(r.profile))
		} else if r.kind == readIs {
			r.prop.Add(*r.num == r.is)
		} else {
			r.hist.Add(*r.num)
		}
	}
}
