package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// probeReads is a model's probes compiled for one worker's state: the
// commonest probes as typed reads of the state's fields, each straight
// into its metric's accumulator, with no call through the probe type's
// dictionary and no switch over every quantity. The reads are kept by
// kind, so that recording tests no kind. They record the same numbers as
// [sim.RecordProbes] would.
type probeReads struct {
	flags  []flagRead  // Silent, NotSilent, CrippledShip
	ises   []isRead    // Chooses, GoesFirst
	counts []countRead // RolloffCount
	sigs   []sigRead   // SignatureInches
	shorts []shortRead // DamageTaken, CritsTaken
	hulls  []hullRead  // DestroyedShip
	tally  *sim.Tally  // the tally the reads' accumulators are in
}

// into is where a read records: metric's accumulator in the bound tally,
// its Proportion for a probability, its Histogram for a distribution.
type into struct {
	prop   *sim.Proportion
	hist   *sim.Histogram
	metric int
}

// bindTo points i at its metric's accumulator in t.
func (i *into) bindTo(t *sim.Tally) {
	a := t.Accumulator(i.metric)
	i.prop, i.hist = &a.Proportion, &a.Histogram
}

// bindAll points every read of reads at its accumulator in t.
func bindAll[R any, P interface {
	*R
	bindTo(*sim.Tally)
}](reads []R, t *sim.Tally) {
	for i := range reads {
		P(&reads[i]).bindTo(t)
	}
}

// flagRead records *flag != not into a probability.
type flagRead struct {
	flag *bool
	not  bool
	into
}

// isRead records *num == is into a probability.
type isRead struct {
	num *int
	is  int
	into
}

// countRead records *num into a distribution.
type countRead struct {
	num *int
	into
}

// sigRead records a ship's Signature into a distribution.
type sigRead struct {
	ship    *ShipState
	profile *Profile
	into
}

// shortRead records *num, a ship's count, into a distribution.
type shortRead struct {
	num *int16
	into
}

// hullRead records *hull <= 0, a ship destroyed, into a probability.
type hullRead struct {
	hull *int16
	into
}

// compileProbes compiles the model's probes for s, or returns nil when
// some probe has no typed read (then [sim.RecordProbes] is as quick).
// s.Ships is never reallocated, so the reads may point into it.
func (s *State) compileProbes() *probeReads {
	pr := &probeReads{}
	for i := range s.Model.Probes {
		p := &s.Model.Probes[i]
		switch p.What {
		case NotSilent, Silent:
			pr.flags = append(pr.flags, flagRead{flag: &s.Ships[p.Ship].Silent, not: p.What == NotSilent, into: into{metric: i}})
		case CrippledShip:
			pr.flags = append(pr.flags, flagRead{flag: &s.Ships[p.Ship].Crippled, into: into{metric: i}})
		case Chooses:
			pr.ises = append(pr.ises, isRead{num: &s.Reveal.Chooser, is: p.Fleet, into: into{metric: i}})
		case GoesFirst:
			pr.ises = append(pr.ises, isRead{num: &s.Reveal.First, is: p.Fleet, into: into{metric: i}})
		case RolloffCount:
			pr.counts = append(pr.counts, countRead{num: &s.Rolloffs, into: into{metric: i}})
		case SignatureInches:
			pr.sigs = append(pr.sigs, sigRead{ship: &s.Ships[p.Ship], profile: &s.Model.Ships[p.Ship].Profile, into: into{metric: i}})
		case DamageTaken:
			pr.shorts = append(pr.shorts, shortRead{num: &s.Ships[p.Ship].DamageSuffered, into: into{metric: i}})
		case CritsTaken:
			pr.shorts = append(pr.shorts, shortRead{num: &s.Ships[p.Ship].CritsSuffered, into: into{metric: i}})
		case DestroyedShip:
			pr.hulls = append(pr.hulls, hullRead{hull: &s.Ships[p.Ship].Hull, into: into{metric: i}})
		default:
			return nil
		}
	}
	return pr
}

// bind points the reads at t's accumulators.
func (pr *probeReads) bind(t *sim.Tally) {
	pr.tally = t
	bindAll(pr.flags, t)
	bindAll(pr.ises, t)
	bindAll(pr.counts, t)
	bindAll(pr.sigs, t)
	bindAll(pr.shorts, t)
	bindAll(pr.hulls, t)
}

// recordProbes records every probe from the state a trial ended in into
// t through the compiled reads s.reads, or through [sim.RecordProbes] when
// t is a capture.
func (s *State) recordProbes(t *sim.Tally) {
	pr := s.reads
	if t != pr.tally {
		if !t.Accumulating() {
			sim.RecordProbes(s, s.Model.Probes, t)
			return
		}
		pr.bind(t)
	}
	pr.record(1)
}

// record records every read m times into the tally they are bound to, as
// m trials that ended in the state they read would.
func (pr *probeReads) record(m int64) {
	// Each kind's slice is loaded only where it has reads, and kept in a
	// register across the adds, which write memory.
	if flags := pr.flags; len(flags) > 0 {
		for i := range flags {
			r := &flags[i]
			r.prop.AddN(*r.flag != r.not, m)
		}
	}
	if ises := pr.ises; len(ises) > 0 {
		for i := range ises {
			r := &ises[i]
			r.prop.AddN(*r.num == r.is, m)
		}
	}
	if counts := pr.counts; len(counts) > 0 {
		for i := range counts {
			r := &counts[i]
			r.hist.AddN(*r.num, m)
		}
	}
	if sigs := pr.sigs; len(sigs) > 0 {
		for i := range sigs {
			r := &sigs[i]
			r.hist.AddN(r.ship.Signature(r.profile), m)
		}
	}
	if shorts := pr.shorts; len(shorts) > 0 {
		for i := range shorts {
			r := &shorts[i]
			r.hist.AddN(int(*r.num), m)
		}
	}
	if hulls := pr.hulls; len(hulls) > 0 {
		for i := range hulls {
			r := &hulls[i]
			r.prop.AddN(*r.hull <= 0, m)
		}
	}
}
