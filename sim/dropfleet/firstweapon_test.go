package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestFirstWeaponAtIsCanTarget checks FirstWeaponAt against CanTarget asked
// weapon by weapon (detection.go: the distance, the bearing and the scenery
// found once give the same answers), for every pair of ships on tables
// with and without scenery (debris that shortens and obscures, a ring, a
// Large Solid Object), ships in every layer, on one point or within
// moveEpsilon of it, at a targeting range's edge, crippled Scans, Scanner
// Uplinks, spikes, Silent Running, destroyed ships and battlegroups not
// yet come on, and weapons of every arc, Close Action and Bombardment.
func TestFirstWeaponAtIsCanTarget(t *testing.T) {
	weapons := []Weapon{
		{Name: "bombard", Lock: 3, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, Bombard: true},
		{Name: "close", Lock: 3, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, CloseAction: true},
		{Name: "narrow", Lock: 3, Attacks: Fixed(1), Damage: Fixed(2), Arc: NarrowFrontArc},
		{Name: "left", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: LeftArc},
		{Name: "rear", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: RearArc},
		{Name: "side", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: SideArc},
		{Name: "none", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: ArcNone},
	}
	mid := plane.Vec{X: TableSize / 2, Y: TableSize / 2}
	r := sim.NewStream(5, 0)
	compared := 0
	for _, world := range []bool{false, true} {
		for game := range 20 {
			g, _ := worldGame()
			if world {
				g.Battle.Scenery = []Scenery{
					{FineDebris, mid.Add(plane.Vec{X: -4, Y: 3}), 6, 3, 30},
					{DenseDebris, mid.Add(plane.Vec{X: 5, Y: -2}), 4, 8, 0},
					{PlanetaryRing, mid.Add(plane.Vec{X: 1, Y: 8}), 10, 2, 90},
				}
				g.Battle.SolidObjects = []SolidObject{{Centre: mid.Add(plane.Vec{X: -6, Y: -6}), Diameter: 4}}
			}
			// Three ships a side, each with some of the weapons.
			for f := range Players {
				bg := g.Ships[f].Battlegroup
				for k := range 3 {
					var ws []Weapon
					for _, w := range weapons {
						if r.IntN(2) == 0 {
							ws = append(ws, w)
						}
					}
					p := Profile{Name: "p", Scan: 3 + r.IntN(12), Sig: r.IntN(8), Thrust: 10, Hull: 6, Armour: 4, Tonnage: Medium, Points: 50, Weapons: ws}
					g.AddGroup(bg, p.Name+string(rune('a'+k)), p, 1, ShipState{Layer: LowOrbit})
				}
			}
			s := NewState(g)
			for bg := range s.entered {
				s.entered[bg] = r.IntN(10) != 0
			}
			for step := range 30 {
				s.battle.uplink = [Players]float64{float64(3 * r.IntN(3)), float64(3 * r.IntN(3))}
				for i := range s.Ships {
					sh := &s.Ships[i]
					sh.Pos = mid.Add(plane.Vec{X: float64(r.IntN(41)-20) / 2, Y: float64(r.IntN(41)-20) / 2})
					switch {
					case i > 0 && r.IntN(8) == 0: // on another ship's point, or within moveEpsilon of it
						sh.Pos = s.Ships[i-1].Pos
						if r.IntN(2) == 0 {
							sh.Pos = sh.Pos.Add(plane.Direction(r.Float64() * 360).Scale(moveEpsilon / 2))
						}
					case i > 0 && r.IntN(4) == 0: // a whole number of inches from it, or a hair more or less
						d := float64(r.IntN(20)) + 1e-9*float64(r.IntN(3)-1)
						sh.Pos = s.Ships[i-1].Pos.Add(plane.Direction(float64(r.IntN(8) * 45)).Scale(d))
					}
					sh.Heading = float64(r.IntN(8) * 45)
					if r.IntN(2) == 0 {
						sh.Heading = r.Float64() * 360
					}
					sh.Layer = Layer(1 + r.IntN(3))
					sh.Cripples = 0
					if r.IntN(6) == 0 {
						sh.Cripples = CrippleScanOne
					}
					sh.Spike = Spike(r.IntN(3))
					sh.Silent = r.IntN(5) == 0
					sh.Hull = int16(r.IntN(4) - 1)
				}
				for i := range s.Ships {
					for e := range s.Ships {
						want := -1
						for w := range g.Ships[i].Profile.Weapons {
							if s.CanTarget(i, &g.Ships[i].Profile.Weapons[w], e) {
								want = w
								break
							}
						}
						if got := s.FirstWeaponAt(i, e); got != want {
							t.Fatalf("world %v, game %d, step %d: FirstWeaponAt(%d, %d) = %d, CanTarget's first weapon is %d", world, game, step, i, e, got, want)
						}
						if want >= 0 {
							compared++
						}
					}
				}
			}
		}
	}
	if compared < 500 {
		t.Fatalf("only %d pairs could fire: the test does not test", compared)
	}
}
