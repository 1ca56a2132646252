package armadajudge

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// Report is what the judge found over many games.
type Report struct {
	Games      int
	Counts     Counts
	Violations []string
}

// Play plays games of battle model m, each traced (trial k from seed's
// stream k, as a run would play it on one worker), and judges each.
func Play(m sim.Model, seed uint64, games int, n Notes) (Report, error) {
	p := m.NewTrial()
	tp, ok := p.(sim.Traceable)
	if !ok {
		return Report{}, fmt.Errorf("armadajudge: this model's trials cannot be traced")
	}
	tally := sim.NewCapture(m.Metrics())
	var r Report
	var s sim.Stream
	for k := range games {
		var rec trace.Recorder
		s.Reset(seed, uint64(k))
		tp.Trace(&rec)
		p.Play(&s, tally)
		tp.Trace(nil)
		v := Judge(rec.Events, n)
		r.Games++
		r.Counts.Add(v.Counts)
		for _, x := range v.Violations {
			r.Violations = append(r.Violations, fmt.Sprintf("game %d: %s", k, x))
		}
	}
	return r, nil
}

// Thresholds are what a competent player's games stay under (issue 31,
// item 16): on average under 1 overlap and under 1 obstacle landing a
// game, no ship off the table, and at least 95% of the ships that had an
// enemy within range attacking at least once.
type Thresholds struct {
	OverlapsPerGame, ObstacleLandingsPerGame float64
	OffTable                                 int
	AttackedShare                            float64
}

// Competent returns the thresholds of issue 31.
func Competent() Thresholds {
	return Thresholds{OverlapsPerGame: 1, ObstacleLandingsPerGame: 1, OffTable: 0, AttackedShare: 0.95}
}

// Misses returns the thresholds r's games miss, each with its measure.
func (r *Report) Misses(t Thresholds) []string {
	var out []string
	g := float64(max(r.Games, 1))
	c := &r.Counts
	if v := float64(c.Overlaps) / g; v >= t.OverlapsPerGame {
		out = append(out, fmt.Sprintf("%.2f overlaps a game (under %.0f wanted)", v, t.OverlapsPerGame))
	}
	if v := float64(c.ObstacleLandings) / g; v >= t.ObstacleLandingsPerGame {
		out = append(out, fmt.Sprintf("%.2f obstacle landings a game (under %.0f wanted)", v, t.ObstacleLandingsPerGame))
	}
	if c.OffTable > t.OffTable {
		out = append(out, fmt.Sprintf("%d ships off the table in %d games (%d wanted)", c.OffTable, r.Games, t.OffTable))
	}
	if v := r.AttackedShare(); v < t.AttackedShare {
		out = append(out, fmt.Sprintf("%.1f%% of ships with an enemy in range attacked (%.0f%% wanted)", 100*v, 100*t.AttackedShare))
	}
	return out
}

// AttackedShare is the share of the ships that had an enemy within range
// that attacked at least once.
func (r *Report) AttackedShare() float64 {
	if r.Counts.InReach == 0 {
		return 1
	}
	return float64(r.Counts.InReachAttacked) / float64(r.Counts.InReach)
}

// String summarises the counts.
func (r *Report) String() string {
	c := &r.Counts
	g := float64(max(r.Games, 1))
	return fmt.Sprintf("%d games, %d maneuvers, %d attacks: %.2f overlaps, %.2f obstacle landings, %.3f ships off the table, %.3f ships destroyed by their own maneuver a game; %d of %d ships with an enemy in range attacked (%.1f%%); %d rule violations",
		r.Games, c.Maneuvers, c.Attacks, float64(c.Overlaps)/g, float64(c.ObstacleLandings)/g, float64(c.OffTable)/g, float64(c.SelfDestroyed)/g,
		c.InReachAttacked, c.InReach, 100*r.AttackedShare(), len(r.Violations))
}
