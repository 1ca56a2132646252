package policies

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// representative is the battlegroup's first ship that takes the special
// order, whose position and Signature the order choice is judged by.
func representative(a *dropfleet.Activation) int {
	for _, o := range a.Ships {
		if o.TakesSpecial {
			return o.Ship
		}
	}
	return a.Ships[0].Ship
}

// SpikeAware prefers an order after which no enemy has the ship within its
// Scan plus the ship's new Signature (judged at the current positions),
// taking among those the one that fires most weapon systems, then the one
// with the smaller spike; if every order leaves it in reach, Weapons Free.
type SpikeAware struct{}

// spikeAwareOrders are the candidates, most firepower first.
var spikeAwareOrders = []dropfleet.Order{dropfleet.WeaponsFree, dropfleet.Standard, dropfleet.StationKeeping,
	dropfleet.CourseChange, dropfleet.SilentRunning, dropfleet.MaxThrust}

// ChooseOrder implements dropfleet.OrderDecision.
func (SpikeAware) ChooseOrder(s *dropfleet.State, a *dropfleet.Activation, _ *sim.Stream) dropfleet.Order {
	i := representative(a)
	best, bestFire, bestSpike := dropfleet.OrderNone, -2, 9
	for _, o := range spikeAwareOrders {
		sig, spike := signatureAfter(s, i, o)
		if !hiddenAt(s, i, sig) {
			continue
		}
		fire := o.Rule().WeaponSystems
		if fire == dropfleet.AllWeapons {
			fire = 99
		}
		if fire > bestFire || fire == bestFire && spike < bestSpike {
			best, bestFire, bestSpike = o, fire, spike
		}
	}
	if best == dropfleet.OrderNone {
		return dropfleet.WeaponsFree
	}
	return best
}

// signatureAfter returns ship i's Signature and spike level at the end of
// an activation under order o.
func signatureAfter(s *dropfleet.State, i int, o dropfleet.Order) (sig, spike int) {
	r := o.Rule()
	sp := s.Ships[i].Spike
	if r.RemoveMinorAtStart && sp == dropfleet.MinorSpike {
		sp = dropfleet.NoSpike
	}
	if r.SilentAtEnd {
		return 0, 0
	}
	sp = sp.Plus(r.EndSpike)
	return s.Model.Ships[i].Profile.Sig + dropfleet.SpikeInches*int(sp), int(sp)
}

// hiddenAt reports whether every enemy on the table is farther from ship i
// than its Scan plus sig.
func hiddenAt(s *dropfleet.State, i, sig int) bool {
	g := s.Model
	return !s.AnyEnemyNear(i, float64(s.MaxScan()+sig), func(e int) bool {
		return s.Ships[e].Pos.Dist(s.Ships[i].Pos) <= float64(g.Ships[e].Profile.Scan+s.UplinkBonus(g.Ships[e].Fleet)+sig)
	})
}

// RandomLegal picks uniformly among the seven orders those the
// battlegroup's first ship may take now (Active Scan only when it may scan
// and the activation has a way to pick a scan target).
type RandomLegal struct{}

// ChooseOrder implements dropfleet.OrderDecision.
func (RandomLegal) ChooseOrder(s *dropfleet.State, a *dropfleet.Activation, r *sim.Stream) dropfleet.Order {
	i := representative(a)
	p := &s.Model.Ships[i].Profile
	var legal [8]dropfleet.Order
	n := 0
	for o := dropfleet.Standard; o <= dropfleet.ActiveScan; o++ {
		if o == dropfleet.ActiveScan {
			hasTarget := s.Player(a.Player).ScanTarget != nil || len(a.Ships) > 0 && a.Ships[0].ScanTarget >= 0
			if p.Hull < dropfleet.ActiveScanMinHull || s.Ships[i].Layer == dropfleet.Atmosphere || !hasTarget {
				continue
			}
		}
		if o != dropfleet.Standard && !s.InCoherency(i) {
			continue
		}
		legal[n] = o
		n++
	}
	return legal[r.IntN(n)]
}

// Orders is the registry of the order policies an activation's `order:`
// may name instead of an order.
var Orders = &Registry[dropfleet.Player]{
	entries: []entry[dropfleet.Player]{
		{Info: Info{"spike-aware", "an order after which no enemy's Scan reaches the ship's new Signature, firing most; else Weapons Free"},
			style: func(p *dropfleet.Player) { p.Order = SpikeAware{} }},
		{Info: Info{"random-legal", "a uniformly random order among those the battlegroup may take now (for exploration)"},
			style: func(p *dropfleet.Player) { p.Order = RandomLegal{} }},
	},
	unknown: "unknown order policy %q (expected spike-aware or random-legal)",
}

// enemyTarget resolves a mover's target: a fixed ship, or the nearest enemy.
func enemyTarget(s *dropfleet.State, ship, fixed int) int {
	if fixed >= 0 {
		return fixed
	}
	return nearestEnemy(s, ship, func(int) bool { return true })
}

// nearestEnemy returns the nearest enemy of ship i on the table that ok
// accepts, the first written among equally near ones, or -1.
func nearestEnemy(s *dropfleet.State, i int, ok func(int) bool) int {
	return s.NearestEnemy(i, math.Inf(1), ok)
}

func clamp(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }

// startTurn returns the turn at the start of the movement towards heading
// want, as far as order o allows at that point.
func startTurn(o dropfleet.Order, from, want float64) float64 {
	switch o.Rule().Turning {
	case dropfleet.TurnAtStart, dropfleet.TurnAtStartOrEnd, dropfleet.TurnTwiceAnywhere:
		return clamp(dropfleet.Relative(from, want), -dropfleet.MaxTurnDegrees, dropfleet.MaxTurnDegrees)
	}
	return 0
}

// Movement policies (dropfleet.MoveDecision). Target is a ship index, or -1
// for the nearest enemy.

// CloseOn turns towards the target as far as the order allows and moves
// the distance, within the order's bounds, that ends nearest it; Course
// Change turns again at the end.
type CloseOn struct{ Target int }

// Move implements dropfleet.MoveDecision.
func (c CloseOn) Move(s *dropfleet.State, i int, o dropfleet.Order, _ *sim.Stream) dropfleet.Movement {
	t := enemyTarget(s, i, c.Target)
	lo, hi := o.Bounds(s.Thrust(i))
	if t < 0 {
		return dropfleet.Movement{Distance: lo}
	}
	sh, ts := &s.Ships[i], &s.Ships[t]
	m := dropfleet.Movement{Turn: startTurn(o, sh.Heading, dropfleet.Bearing(sh.Pos, ts.Pos))}
	dir := plane.Direction(sh.Heading + m.Turn)
	to := ts.Pos.Sub(sh.Pos)
	m.Distance = clamp(to.X*dir.X+to.Y*dir.Y, lo, hi)
	if o.Rule().Turning == dropfleet.TurnTwiceAnywhere && m.Turn != 0 {
		end := sh.Pos.Add(dir.Scale(m.Distance))
		m.TurnEnd = clamp(dropfleet.Relative(sh.Heading+m.Turn, dropfleet.Bearing(end, ts.Pos)), -dropfleet.MaxTurnDegrees, dropfleet.MaxTurnDegrees)
	}
	return m
}

// KeepAt tries turning towards the target, away from it, and not at all
// (as far as the order allows at the start), and for each the distance
// within the order's bounds; it keeps the move that ends closest to Range
// from the target.
type KeepAt struct {
	Range  float64
	Target int
}

// Move implements dropfleet.MoveDecision.
func (k KeepAt) Move(s *dropfleet.State, i int, o dropfleet.Order, _ *sim.Stream) dropfleet.Movement {
	t := enemyTarget(s, i, k.Target)
	lo, hi := o.Bounds(s.Thrust(i))
	if t < 0 {
		return dropfleet.Movement{Distance: lo}
	}
	sh, ts := &s.Ships[i], &s.Ships[t]
	towards := dropfleet.Bearing(sh.Pos, ts.Pos)
	best, bestOff := dropfleet.Movement{Distance: lo}, math.Inf(1)
	for _, want := range [3]float64{sh.Heading, towards, towards + 180} {
		turn := startTurn(o, sh.Heading, want)
		d, off := k.bestDistance(sh.Pos.Sub(ts.Pos), plane.Direction(sh.Heading+turn), lo, hi)
		if off < bestOff-1e-12 {
			best, bestOff = dropfleet.Movement{Turn: turn, Distance: d}, off
		}
	}
	return best
}

// bestDistance returns the distance d in [lo, hi] along dir from p (the
// target at the origin) that ends closest to k.Range, and how far off it is.
func (k KeepAt) bestDistance(p, dir plane.Vec, lo, hi float64) (float64, float64) {
	b := p.X*dir.X + p.Y*dir.Y
	c := p.X*p.X + p.Y*p.Y - k.Range*k.Range
	off := func(d float64) float64 { return math.Abs(p.Add(dir.Scale(d)).Len() - k.Range) }
	candidates := [4]float64{lo, hi, -b, -b} // the ends, and where |p + d·dir| = Range
	if disc := b*b - c; disc >= 0 {
		candidates[2], candidates[3] = -b-math.Sqrt(disc), -b+math.Sqrt(disc)
	}
	best := lo
	for _, d := range candidates {
		if d = clamp(d, lo, hi); off(d) < off(best)-1e-12 {
			best = d
		}
	}
	return best, off(best)
}

// FixedMove always makes the same movement.
type FixedMove struct{ Movement dropfleet.Movement }

// Move implements dropfleet.MoveDecision.
func (f FixedMove) Move(*dropfleet.State, int, dropfleet.Order, *sim.Stream) dropfleet.Movement {
	return f.Movement
}

// Straight moves straight ahead, the greatest (Max) or least distance the
// order allows.
type Straight struct{ Max bool }

// Move implements dropfleet.MoveDecision.
func (st Straight) Move(s *dropfleet.State, i int, o dropfleet.Order, _ *sim.Stream) dropfleet.Movement {
	lo, hi := o.Bounds(s.Thrust(i))
	if st.Max {
		return dropfleet.Movement{Distance: hi}
	}
	return dropfleet.Movement{Distance: lo}
}

// Moves is the registry of the movement policies of an activation's
// `move: {policy: …}`, each built (Build) with the move's target (close-on,
// keep-at) and range (keep-at, which needs one).
var Moves = &Registry[dropfleet.Player]{
	entries: []entry[dropfleet.Player]{
		{Info: Info{"close-on", "turn towards the target (or the nearest enemy) as far as the order allows, and end as near it as the order's move allows"},
			build: func(p Params) Style[dropfleet.Player] { return MoveStyle(CloseOn{Target: p.Target}) }},
		{Info: Info{"keep-at", "turn towards, away or not at all, and move, to end as close to the given range from the target as the order allows"},
			build: func(p Params) Style[dropfleet.Player] { return MoveStyle(KeepAt{Range: p.Range, Target: p.Target}) }, ranged: true},
		{Info: Info{"max", "straight ahead, the greatest distance the order allows"}, style: MoveStyle(Straight{Max: true})},
		{Info: Info{"min", "straight ahead, the least distance the order allows"}, style: MoveStyle(Straight{})},
	},
	unknown: "unknown movement policy %q (expected one of %s)",
	listed:  true,
}

// MoveStyle is the style whose ships move by m (a value: each worker gets
// its own copy); nil for none.
func MoveStyle(m dropfleet.MoveDecision) Style[dropfleet.Player] {
	if m == nil {
		return nil
	}
	return func(p *dropfleet.Player) { p.Move = m }
}

// Targeting policies (dropfleet.TargetDecision).

// Nearest picks the nearest enemy ship, at any range.
type Nearest struct{}

// Target implements dropfleet.TargetDecision.
func (Nearest) Target(s *dropfleet.State, i int, _ *sim.Stream) int {
	return nearestEnemy(s, i, func(int) bool { return true })
}

// NearestSilent picks the nearest enemy that is Silent Running, else the
// nearest enemy.
type NearestSilent struct{}

// Target implements dropfleet.TargetDecision.
func (NearestSilent) Target(s *dropfleet.State, i int, r *sim.Stream) int {
	if t := nearestEnemy(s, i, func(e int) bool { return s.Ships[e].Silent }); t >= 0 {
		return t
	}
	return Nearest{}.Target(s, i, r)
}

// NearestDetected picks the nearest enemy that one of the ship's weapons
// can fire at (in range and in arc), or -1.
type NearestDetected struct{}

// Target implements dropfleet.TargetDecision.
func (NearestDetected) Target(s *dropfleet.State, i int, _ *sim.Stream) int {
	// No weapon reaches beyond the ship's Scan (with its player's Scanner
	// Uplink, battle notes §4.1) plus the largest Signature.
	p := s.Model.Ships[i].Fleet % dropfleet.Players
	within := float64(s.Model.Ships[i].Profile.Scan+s.UplinkBonus(p)+s.MaxSignature()) + 1
	return s.NearestEnemy(i, within, func(e int) bool { return s.FirstWeaponAt(i, e) >= 0 })
}

// Targets is the registry of the targeting policies of an activation's
// `target:` (and, through ScanTargetStyle, `scan_target:`).
var Targets = &Registry[dropfleet.Player]{
	entries: []entry[dropfleet.Player]{
		{Info: Info{"nearest", "the nearest enemy ship, at any range"}, style: func(p *dropfleet.Player) { p.Target = Nearest{} }},
		{Info: Info{"nearest-silent", "the nearest enemy that is Silent Running, else the nearest enemy"},
			style: func(p *dropfleet.Player) { p.Target = NearestSilent{} }},
		{Info: Info{"nearest-detected", "the nearest enemy one of the ship's weapons can fire at (in range and arc)"},
			style: func(p *dropfleet.Player) { p.Target = NearestDetected{} }},
	},
	unknown: "unknown targeting policy %q (expected nearest, nearest-silent or nearest-detected)",
}

// ScanTargetStyle turns a style of the Targets registry into the one that
// picks Active Scan targets the same way; nil for none.
func ScanTargetStyle(target Style[dropfleet.Player]) Style[dropfleet.Player] {
	if target == nil {
		return nil
	}
	return func(p *dropfleet.Player) {
		var t dropfleet.Player
		target(&t)
		p.ScanTarget = t.Target
	}
}
