package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// atStation is an AssetDecision that sends every token of kind k at
// station 0, and nothing else.
type atStation struct{ k LaunchKind }

func (a atStation) Launch(s *State, i int, k LaunchKind, _ *sim.Stream) AssetLaunch {
	if k != a.k {
		return NoAssetLaunch
	}
	return AssetLaunch{Target: -1, Station: 1, Tokens: s.TokensLeft(i, k)}
}

// stationLaunchGame is launchGame with a Medium station (Hull 12, A 3+,
// PD 8) in Low Orbit dist inches north of the carrier, and Torpedoes 1 on
// the fire-ship carrier too (another group).
func stationLaunchGame(dist float64) *State {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium}
	g, _ := launchGame(30, tp)
	g.Battle.Stations = []StationSpec{{Name: "hub", Size: MediumStation, At: plane.Vec{X: 10, Y: 10 + dist}, Layer: LowOrbit}}
	g.Ships[lgFire].Profile.Launch = append(g.Ships[lgFire].Profile.Launch, LaunchAsset{Kind: Torpedoes, Value: 1})
	return readied(g)
}

// rearm puts s back at its start, as readied leaves it: every battlegroup
// on the table, every ship on Standard Orders.
func rearm(s *State) {
	s.Reset()
	for bg := range s.entered {
		s.entered[bg] = true
	}
	for i := range s.Ships {
		s.Ships[i].Order = Standard
	}
}

// TestLaunchAtStation (battle notes §4.4: "Stations can be shot (as
// ships), bombed and torpedoed"; §2.2 Torpedoes: "vs a Space Station they
// resolve at once"; launchstation.go): who may launch at a station, and
// torpedoes placed on one strike in the same Roundup, even beyond their
// Thrust.
func TestLaunchAtStation(t *testing.T) {
	for _, tc := range []struct {
		name  string
		k     LaunchKind
		dist  float64
		setup func(s *State)
		want  bool
	}{
		{"§4.4 torpedoed: within Thrust 9\"", Torpedoes, 5, nil, true},
		{"§2.2 torpedoes up to 2× Thrust (U-L2)", Torpedoes, 17, nil, true},
		{"§2.2 U-L2's alternative: Thrust only", Torpedoes, 17, func(s *State) { s.Model.Rules.Launch.TorpedoThrustOnly = true }, false},
		{"§4.4 bombed: bombers within Thrust 12\"", Bombers, 11, nil, true},
		{"bombers beyond Thrust: no activation to wait for", Bombers, 14, nil, false},
		{"fighters escort and intercept ships only", Fighters, 5, nil, false},
		{"U-X2 mirror: not with own troops aboard", Torpedoes, 5, func(s *State) { s.battle.stations[0].Ground.Tokens[0][GroundInfantry] = 1 }, false},
		{"§6.3 U-X2's alternative: allowed with own troops aboard", Torpedoes, 5, func(s *State) {
			s.battle.stations[0].Ground.Tokens[0][GroundInfantry] = 1
			s.Model.Rules.StationOwnTroopsFire = true
		}, true},
		{"enemy troops aboard do not stop it", Torpedoes, 5, func(s *State) { s.battle.stations[0].Ground.Tokens[1][GroundInfantry] = 1 }, true},
		{"not a destroyed station", Torpedoes, 5, func(s *State) { s.battle.stations[0].Hull = 0 }, false},
		{"§2.2 Weapons Offline", Torpedoes, 5, func(s *State) { s.Ships[lgCarrier].Cripples = CrippleWeaponsOffline }, false},
	} {
		s := stationLaunchGame(tc.dist)
		if tc.setup != nil {
			tc.setup(s)
		}
		if _, got := s.StationLaunchDistance(lgCarrier, tc.k, 0); got != tc.want {
			t.Errorf("%s: may launch %v at the station: %v, want %v", tc.name, tc.k, got, tc.want)
		}
	}
}

// TestTorpedoesAtStationResolveAtOnce (battle notes §2.2 Torpedoes: "vs a
// Space Station they resolve at once", "PD has no effect"; §1.4 Medium
// station A 3+): one UCM torpedo (9"/2+/4/2) placed 17" from its carrier
// strikes the station in the same Roundup; each die does 2 critical
// points on 4+ (3/6) and 2 normal points on 2-3 (2/6) each lost on a
// failed 3+ save (1/3): 4 × (3/6 × 2 + 2/6 × 2 × 1/3) = 4.889 Hull a
// torpedo, whatever the station's Point Defence 8. Torpedoes of one
// group do no collateral damage to the tokens aboard; of two groups they
// do (battle notes §4.1, FAQ261).
func TestTorpedoesAtStationResolveAtOnce(t *testing.T) {
	s := stationLaunchGame(17)
	s.Player(0).Assets = atStation{Torpedoes}
	var m moments
	r := sim.NewStream(5, 0)
	for range 40_000 {
		rearm(s)
		s.Ships[lgFire].Order = MaxThrust // its torpedoes stay aboard
		s.Turn = 1
		s.launchAssets(r)
		if len(s.battle.assets.strikes) != 1 {
			t.Fatalf("strikes %+v, want the carrier's torpedo on the station", s.battle.assets.strikes)
		}
		s.resolveAssets(r)
		s.resolveStationStrikes(r)
		m.add(float64(MediumStation.Profile().Hull - s.battle.stations[0].Hull))
	}
	m.check(t, "mean station Hull lost to one torpedo", 4*(3.0/6*2+2.0/6*2/3))
	for _, tc := range []struct {
		name       string
		groups     int
		collateral bool
	}{
		{"one group's torpedoes: no collateral", 1, false},
		{"two groups' torpedoes: collateral", 2, true},
	} {
		hit := false
		for seed := range uint64(200) {
			s := stationLaunchGame(5)
			s.Player(0).Assets = atStation{Torpedoes}
			if tc.groups == 1 {
				s.Ships[lgFire].Order = MaxThrust
			}
			s.battle.stations[0].Ground.Tokens[1][GroundInfantry] = 6
			r := sim.NewStream(seed, 0)
			s.launchAssets(r)
			s.resolveStationStrikes(r)
			if s.battle.stations[0].Ground.Tokens[1][GroundInfantry] < 6 {
				hit = true
			}
		}
		if hit != tc.collateral {
			t.Errorf("%s: Infantry aboard lost in 200 Roundups: %v, want %v", tc.name, hit, tc.collateral)
		}
	}
}

// TestBombersAtStation (battle notes §4.4 "bombed"; §2.2 Bombers: "the
// target rolls PD once against the pool, then Armour per remaining
// damage"; §1.4 Medium station PD 8, A 3+): three bombers placed on a
// station within their Thrust strike it in the same Roundup as one attack
// against its Point Defence; Scourge bombers' Scald makes its Armour 4+.
// The defender splits its successes between normal and critical points as
// a ship's default defender does (FewestHullLost): against Armour 3+ a
// critical point first (UCM: 1.517 Hull lost, where normal points first
// lose 1.786). The Monte Carlo means match the exact ones enumerated over
// the dice.
func TestBombersAtStation(t *testing.T) {
	for k, tc := range []struct {
		name    string
		faction AssetFaction
		armour  int
	}{
		{"UCM bombers 3+/2/1", UCMAssets, 3},
		{"Scourge bombers 3+/2/1 Scald: Armour 4+", ScourgeAssets, 4},
	} {
		s := stationLaunchGame(10)
		s.Model.Ships[lgCarrier].Profile.Assets = tc.faction
		s.Player(0).Assets = atStation{Bombers}
		var m moments
		r := sim.NewStream(40+uint64(k), 0)
		for range 40_000 {
			rearm(s)
			s.Turn = 1
			s.launchAssets(r)
			s.resolveStationStrikes(r)
			m.add(float64(MediumStation.Profile().Hull - s.battle.stations[0].Hull))
		}
		bomber := AssetProfileOf(tc.faction, Bombers, LaunchRules{})
		m.check(t, tc.name, exactPooledDamage(bomber, 3, MediumStation.Profile().PD, tc.armour))
	}
}

// TestCloseActionAtStation (battle notes §4.4: a station is "treated as a
// ship for targeting"; rules notes §2 Point Defence: "each success cancels
// 1 normal damage, a critical damage point needs 2 successes (Swarmer: +1
// success needed)"; §1.4 Medium station PD 8, A 3+): a Close Action
// weapon (4 dice, 3+, 1 damage) fired at a station 3" away in its layer
// meets its Point Defence, split as FewestHullLost splits a ship's, and a
// Swarmer weapon's points each need one success more. The Monte Carlo
// means match the exact ones enumerated over the dice.
func TestCloseActionAtStation(t *testing.T) {
	for k, tc := range []struct {
		name    string
		swarmer bool
	}{
		{"Close Action", false},
		{"Close Action (Swarmer)", true},
	} {
		w := Weapon{Name: "missiles", Lock: 3, Attacks: Fixed(4), Damage: Fixed(1), Arc: FrontArc, CloseAction: true, Swarmer: tc.swarmer}
		g, s := stationGame([]Weapon{w})
		at := g.Battle.Stations[0].At
		g.Ships[0].Start.Pos = at.Add(plane.Vec{Y: -3})
		g.Ships[0].Start.Heading = Bearing(g.Ships[0].Start.Pos, at)
		var m moments
		r := sim.NewStream(60+uint64(k), 0)
		for range 40_000 {
			rearm(s)
			if s.FireAtStation(0, 0, Standard, r) != 1 {
				t.Fatalf("%s: the ship did not fire at the station", tc.name)
			}
			m.add(float64(MediumStation.Profile().Hull - s.battle.stations[0].Hull))
		}
		extra := 0
		if tc.swarmer {
			extra = 1
		}
		prof := MediumStation.Profile()
		m.check(t, tc.name, exactPool(AssetProfile{Lock: 3, Attacks: 4, Damage: 1}, 1, prof.PD, prof.Armour, func(nd, cd, succ int, pass float64) float64 {
			return fewestLeft(nd, cd, succ, extra, pass)
		}))
	}
}
