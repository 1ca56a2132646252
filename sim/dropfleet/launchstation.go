package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// Launch assets at space stations (battle notes §4.4: "Stations can be
// shot (as ships), bombed and torpedoed"; §2.2 Torpedoes: "vs a Space
// Station they resolve at once"). Torpedoes, Bombers and Fire Ships
// ("Bombers in every respect") may go at a station, never Fighters (they
// escort and intercept ships). A station has no activation for tokens to
// wait for, so every token placed on one strikes in this Roundup:
// torpedoes within their reach (2× Thrust, U-L2), bombers and fire ships
// within their Thrust only (an engine reading: beyond it they would wait
// for an activation that never comes). The tokens resolve after those on
// ships, the higher initiative first: each player's bombers on a station
// as one pooled attack against its Point Defence, its fire ships as
// another, then the torpedoes of each group apart, with no Point Defence.
// "Torpedoes launched by one group at the same station ... resolve
// simultaneously and cause no collateral damage ...; torpedoes from
// different groups resolve in initiative order and do cause collateral"
// (battle notes §4.1, FAQ261): torpedoes cause collateral only when two
// or more groups' torpedoes strike the station in the Roundup. Bombers
// and fire ships cause collateral as any damage to a station. Scald makes
// the station's Armour one worse; Corruptor and Flash do nothing to a
// station (it has no damage control and gets no spikes, §1.4).

// stationStrike is the tokens one carrier placed on a station in this
// Roundup's launch step.
type stationStrike struct {
	carrier, group int16
	station        int8
	owner          int8
	kind           LaunchKind
	tokens         int16
}

// stationKind reports whether tokens of kind k may go at a station.
func stationKind(k LaunchKind) bool { return k == Torpedoes || k == Bombers || k == FireShips }

// newStationStrikes returns room for every launch at a station a Roundup
// may hold: one per carrier and kind (n of them), or nil when g has no
// station.
func newStationStrikes(g *Model, n int) []stationStrike {
	if g.Battle == nil || len(g.Battle.Stations) == 0 || n == 0 {
		return nil
	}
	return sim.Isolated[stationStrike](n)[:0]
}

// StationLaunchDistance returns the straight-line distance from carrier i
// to station st, and whether i may place its tokens of kind k on it now:
// a Torpedo, Bomber or Fire Ship kind i carries and may launch (as
// LaunchDistance: order, Weapons Offline, layer, Limited (X)); the
// station intact, not in the Atmosphere ("they can never enter
// Atmosphere"), with none of i's player's ground tokens aboard (as a
// ship's fire, U-X2); within 2× Thrust for torpedoes (Thrust under U-L2's
// alternative), within Thrust for bombers and fire ships.
func (s *State) StationLaunchDistance(i int, k LaunchKind, st int) (float64, bool) {
	b := s.Model.Battle
	if b == nil || st < 0 || st >= len(b.Stations) || !stationKind(k) || s.Model.Ships[i].Profile.LaunchValue(k) == 0 ||
		s.battle.stations[st].Hull <= 0 || b.Stations[st].Layer == Atmosphere || !s.mayLaunchAssets(i) || s.limitReached(i, k) {
		return 0, false
	}
	if s.battle.stations[st].Ground.tokens(s.Model.Ships[i].Fleet%Players) > 0 && !s.Model.Rules.StationOwnTroopsFire {
		return 0, false // U-X2's default, as for the ship's fire (CanTargetStation)
	}
	p := s.assetProfile(i, k)
	reach := float64(p.Thrust)
	if k == Torpedoes && !s.Model.Rules.Launch.TorpedoThrustOnly {
		reach = p.Reach()
	}
	d := s.Ships[i].Pos.Dist(b.Stations[st].At)
	return d, d <= reach+moveEpsilon
}

// launchAtStation places carrier i's a.Tokens tokens of kind k (value
// left) on station a.Station−1; an illegal choice launches nothing and is
// counted. Debris and solid objects on the line take their toll
// (launchLine).
func (s *State) launchAtStation(i int, k LaunchKind, a AssetLaunch, value int, r *sim.Stream) {
	l := &s.battle.assets
	st := a.Station - 1
	d, ok := s.StationLaunchDistance(i, k, st)
	if a.Tokens <= 0 || a.Tokens > value || !ok || len(l.strikes) == cap(l.strikes) {
		s.Illegal++
		return
	}
	g := s.Model
	spec := &g.Battle.Stations[st]
	n := s.launchLine(i, spec.At, spec.Layer, a.Tokens, r) // solidobject.go
	l.strikes = append(l.strikes, stationStrike{carrier: int16(i), group: int16(g.Ships[i].Group), station: int8(st),
		owner: int8(g.Ships[i].Fleet % Players), kind: k, tokens: int16(n)})
	l.launched[g.Ships[i].Group] |= 1 << k
	s.launched(i, k)
	s.drawShared(i, k, a.Tokens)
	if s.rec.On() {
		s.rec.Logf("%s launches %d %s at station %s (%.1f\"): %d strike this Roundup", g.Ships[i].ID, a.Tokens, k, spec.Name, d, n)
		s.rec.Event(LaunchEvent{Turn: s.Turn, Ship: g.Ships[i].ID, Kind: k, Tokens: a.Tokens, Target: "station " + spec.Name, Range: d})
	}
}

// resolveStationStrikes resolves the tokens placed on stations in this
// Roundup (see the top of this file) and clears them.
func (s *State) resolveStationStrikes(r *sim.Stream) {
	l := &s.battle.assets
	if len(l.strikes) == 0 {
		return
	}
	for _, p := range [Players]int{s.battle.initiative, 1 - s.battle.initiative} {
		for st := range s.battle.stations {
			for _, k := range [...]LaunchKind{Bombers, FireShips} {
				s.strikeStation(st, p, k, -1, true, r)
			}
			collateral := s.torpedoGroups(st) > 1
			for j := range l.strikes {
				if w := &l.strikes[j]; w.kind == Torpedoes && int(w.owner) == p && int(w.station) == st && w.tokens > 0 {
					s.strikeStation(st, p, Torpedoes, int(w.group), collateral, r)
				}
			}
		}
	}
	l.strikes = l.strikes[:0]
	if s.crippleDue {
		s.resolveCrippling(r)
	}
}

// torpedoGroups returns how many groups' torpedoes strike station st in
// this Roundup.
func (s *State) torpedoGroups(st int) int {
	l := &s.battle.assets
	n := 0
	for j, w := range l.strikes {
		if w.kind != Torpedoes || int(w.station) != st || w.tokens == 0 {
			continue
		}
		first := true
		for _, v := range l.strikes[:j] {
			if v.kind == Torpedoes && v.station == w.station && v.group == w.group && v.tokens > 0 {
				first = false
				break
			}
		}
		if first {
			n++
		}
	}
	return n
}

// strikeStation resolves player p's tokens of kind k on station st (of
// group group only, when not −1) as one attack: each token rolls its
// Attack dice at its Lock, a critical on Lock + 2; Point Defence applies
// to bombers and fire ships, never torpedoes; collateral on the tokens
// aboard when collateral.
func (s *State) strikeStation(st, p int, k LaunchKind, group int, collateral bool, r *sim.Stream) {
	l := &s.battle.assets
	var pool DamagePool
	var special AssetSpecial
	tokens, hits, crits := 0, 0, 0
	for j := range l.strikes {
		w := &l.strikes[j]
		if w.kind != k || int(w.owner) != p || int(w.station) != st || w.tokens == 0 || group >= 0 && int(w.group) != group {
			continue
		}
		a := s.assetProfile(int(w.carrier), k)
		h, c := rollAsset(a, int(w.tokens), false, &pool, r)
		hits += h
		crits += c
		tokens += int(w.tokens)
		special |= a.Special
		w.tokens = 0
	}
	if tokens == 0 || s.battle.stations[st].Hull <= 0 {
		return
	}
	worse := 0
	if special&AssetScald != 0 {
		worse = 1
	}
	hull := s.battle.stations[st].Hull
	lost := s.damageStation(st, pool, k != Torpedoes, p, worse, collateral, r)
	if s.rec.On() {
		s.rec.Logf("%d %s strike station %s: %d hits (%d critical), %d Hull damage after Point Defence and saves, Hull %d → %d",
			tokens, k, s.Model.Battle.Stations[st].Name, hits, crits, lost, hull, s.battle.stations[st].Hull)
	}
}
