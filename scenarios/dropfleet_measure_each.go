package scenarios

import (
	"fmt"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// everyTurn is the turn: value of a victory-points-after measure that
// measures the VP after every turn the battle plays, one metric a turn.
const everyTurn = "every"

// eachProbes returns the probes measure o, read as p, makes (battle notes
// §3.1-§3.2, the measures list builders ask for):
//
//   - ships-lost-of-class without class: one probe per class (profile) of
//     the fleet, in the order the fleet's ships first have them, named
//     NAME_CLASS (classMetricName);
//   - ships-lost-of-class with class: the one class, named NAME;
//   - victory-points-after with turn: every: one probe per turn the battle
//     plays, named NAME_1, NAME_2, ...;
//   - anything else: p alone.
func (b *dropfleetBuild) eachProbes(o *yamldoc.Object, p dropfleet.Probe) ([]dropfleet.Probe, error) {
	switch {
	case p.What == dropfleet.ShipsLostOfClass:
		return b.classProbes(o, p)
	case p.What == dropfleet.VictoryPointsAfter && p.Turn == 0: // turn: every
		n := b.battleTurns()
		out := make([]dropfleet.Probe, n)
		for t := range n {
			out[t] = p
			out[t].Name, out[t].Turn = fmt.Sprintf("%s_%d", p.Name, t+1), t+1
		}
		return out, nil
	}
	return []dropfleet.Probe{p}, nil
}

// classProbes makes the probes of a ships-lost-of-class measure: of the
// class its class: field names, or of each class of the fleet.
func (b *dropfleetBuild) classProbes(o *yamldoc.Object, p dropfleet.Probe) ([]dropfleet.Probe, error) {
	classes := b.g.FleetClasses(p.Fleet)
	for i := range classes { // a list's profiles carry its fleet's name (fleet_lists.go): phr-clash-medea is medea
		classes[i].Name = strings.TrimPrefix(classes[i].Name, b.g.Fleets[p.Fleet].Name+"-")
	}
	doc := func(class string) string {
		if o.Has("doc") {
			return p.Doc + ": " + class
		}
		return strings.Replace(p.Doc, "of the class", "of class "+class, 1)
	}
	if o.Has("class") {
		name, n, _, err := o.Scalar("class")
		if err != nil {
			return nil, err
		}
		for _, c := range classes {
			if c.Name == name {
				p.ClassShips, p.Doc = c.Ships, doc(c.Name)
				return []dropfleet.Probe{p}, nil
			}
		}
		known := make([]string, len(classes))
		for i, c := range classes {
			known[i] = c.Name
		}
		return nil, b.d.Errorf(n, o.Field("class"), "fleet %s has no ship of class %q%s (its classes: %s)",
			b.g.Fleets[p.Fleet].Name, name, yamldoc.Suggest(name, known), strings.Join(known, ", "))
	}
	out := make([]dropfleet.Probe, len(classes))
	taken := map[string]bool{}
	for i, c := range classes {
		out[i] = p
		out[i].Name, out[i].ClassShips, out[i].Doc = classMetricName(p.Name, c.Name, taken), c.Ships, doc(c.Name)
	}
	return out, nil
}

// classMetricName names the metric of class under measure name: NAME_CLASS,
// CLASS the class's name (less its fleet's name in front, which a list's
// profiles carry) in lower case with each run of characters other
// than letters and digits made one '_' (slug; an 's' goes before a name
// that does not start with a letter). When two classes of the fleet give
// the same CLASS ("New Orleans" and "new-orleans"), the later ones take
// _2, _3, ... in the order the fleet first has them. taken holds the names
// given so far.
func classMetricName(name, class string, taken map[string]bool) string {
	base := name + "_" + strings.ReplaceAll(slug(class), "-", "_")
	out := base
	for k := 2; taken[out]; k++ {
		out = fmt.Sprintf("%s_%d", base, k)
	}
	taken[out] = true
	return out
}

// battleTurns returns the turns the scenario's turns step plays (0
// without one).
func (b *dropfleetBuild) battleTurns() int {
	n := 0
	for _, st := range b.g.Script {
		if st.Kind == dropfleet.StepTurns {
			n += st.Turns.Count
		}
	}
	return n
}

// uniqueMetrics refuses a metric name that two measures make (a measure
// that makes one metric per class or turn may make a name another measure
// gives): made maps each name a measure made for a class or a turn to that
// measure.
func (b *dropfleetBuild) uniqueMetrics(made map[string]*yamldoc.Object) error {
	seen := map[string]bool{}
	for _, p := range b.g.Probes {
		if seen[p.Name] {
			o := made[p.Name]
			what, _, _, _ := o.Scalar("what")
			return b.d.Errorf(o.Value("name"), o.Field("name"), "metric %s is measured twice: this %s measure makes it, and another measure has that name; rename one", p.Name, what)
		}
		seen[p.Name] = true
	}
	return nil
}
