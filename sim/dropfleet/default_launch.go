package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// NearestAssetTarget is the default AssetDecision. Bombers, Fire Ships and
// Torpedoes go, all of them, at the nearest enemy ship they can reach,
// one within their Thrust (they strike in this Roundup) before one beyond
// it, and none behind a Large Solid Object (LaunchBlocked). Fighters
// escort the friendly ship within reach that carries the most enemy Bomber
// and Fire Ship tokens (none behind such an object either); when no friendly ship carries any,
// they intercept at the enemy ship within reach that carries the most of
// their own player's Bombers and Fire Ships and some escorts; else they
// escort the friendly ship facing the most enemy Close Action dice; else
// they stay aboard (launching would spike the carrier for nothing). A
// value shared by fighters and bombers sends bombers but for the fighters
// SharedBombers keeps back, and fighters take what is left; one shared by
// fire ships and landers sends fire ships only when the landers will not
// land on a sector (SharedFireShips).
type NearestAssetTarget struct{}

// Launch implements AssetDecision.
func (NearestAssetTarget) Launch(s *State, i int, k LaunchKind, _ *sim.Stream) AssetLaunch {
	value := s.TokensLeft(i, k) // launchshared.go
	if k == Fighters {
		if t := FighterTarget(s, i); t >= 0 {
			return AssetLaunch{Target: t, Tokens: value}
		}
		return NoAssetLaunch
	}
	if k == FireShips {
		if value = SharedFireShips(s, i, (*State).MayLandOnSector); value == 0 { // NearestSector lands on sectors only
			return NoAssetLaunch
		}
	}
	thrust := float64(s.assetProfile(i, k).Thrust)
	best, bestKey := -1, 1e18
	for t := range s.Model.Ships {
		key, ok := s.LaunchDistance(i, k, t)
		if !ok || s.LaunchBlocked(i, t) {
			continue
		}
		if key > thrust+moveEpsilon {
			key += 1000
		}
		if key < bestKey {
			best, bestKey = t, key
		}
	}
	if best < 0 {
		return NoAssetLaunch
	}
	if k == Bombers {
		if value = SharedBombers(s, i, best); value == 0 {
			return NoAssetLaunch
		}
	}
	return AssetLaunch{Target: best, Tokens: value}
}

// FighterTarget returns where carrier i's fighters do most good, as
// NearestAssetTarget sends them: the friendly ship in reach carrying the
// most enemy Bomber and Fire Ship tokens, else the enemy ship in reach with
// escorts carrying the most of i's player's Bombers and Fire Ships, else
// the friendly ship in reach facing the most Close Action dice next turn
// (CloseActionThreat; escorts last until the next Roundup), else -1.
func FighterTarget(s *State, i int) int {
	p := s.Model.Ships[i].Fleet % Players
	escort, intercept, guard := -1, -1, -1
	mostBombed, mostEscorted, threat := 0, 0, 0.0
	for t := range s.Model.Ships { // each ship's reach measured once
		if !s.CanLaunchAt(i, Fighters, t) || s.LaunchBlocked(i, t) {
			continue
		}
		if s.Model.Ships[t].Fleet%Players != p {
			if n := s.AttackTokensOn(t, p); n > mostEscorted && s.escorts(t) > 0 {
				intercept, mostEscorted = t, n
			}
			continue
		}
		if n := s.AttackTokensOn(t, 1-p); n > mostBombed {
			escort, mostBombed = t, n
		}
		if escort < 0 {
			if d := s.CloseActionThreat(t); d > threat {
				guard, threat = t, d
			}
		}
	}
	switch {
	case escort >= 0:
		return escort
	case intercept >= 0:
		return intercept
	}
	return guard
}

// CloseActionThreat returns the mean Close Action attack dice the enemy
// ships could bring on ship t in their next activation, Point Defence (so
// escort fighters) applying: each enemy ship on the table within its Scan
// and Thrust of t, neither in the Atmosphere, counts its Close Action
// weapons but Beams (battle notes §2.2, Fighters; rules notes §2, Close
// Action).
func (s *State) CloseActionThreat(t int) float64 {
	g := s.Model
	if !s.OnTable(t) || s.Ships[t].Layer == Atmosphere {
		return 0
	}
	p := g.Ships[t].Fleet % Players
	dice := 0.0
	for e := range g.Ships {
		if g.Ships[e].Fleet%Players == p || !s.OnTable(e) || s.Ships[e].Layer == Atmosphere {
			continue
		}
		ep := &g.Ships[e].Profile
		if s.Ships[e].Pos.Dist(s.Ships[t].Pos) > float64(ep.Scan+ep.Thrust) {
			continue
		}
		for k := range ep.Weapons {
			if w := &ep.Weapons[k]; w.CloseAction && !w.Beam {
				dice += w.Attacks.Mean()
			}
		}
	}
	return dice
}

// AttackTokensOn returns player p's Bomber and Fire Ship tokens on ship t:
// the pooled attacks escorts there would face.
func (s *State) AttackTokensOn(t, p int) int {
	n := 0
	for _, w := range s.battle.assets.waves {
		if int(w.target) == t && int(w.owner) == p && (w.kind == Bombers || w.kind == FireShips) {
			n += int(w.tokens)
		}
	}
	return n
}

// EnoughEscorts is the default EscortDecision: it spends the fewest
// escorts whose bonus dice, with the ship's own Point Defence, are expected
// to cancel the whole attack (a die succeeds on 5+, one time in three; a
// critical point takes two successes), all of them if fewer suffice.
type EnoughEscorts struct{}

// Spend implements EscortDecision.
func (EnoughEscorts) Spend(s *State, t, escorts int, pool DamagePool, _ *sim.Stream) int {
	need := 0
	for k, n := range pool {
		need += n * DamageKind(k).PointDefenceCost()
	}
	dice := 3*need - s.Model.Ships[t].Profile.PD
	if dice <= 0 {
		return 0
	}
	bonus := max(1, s.escortBonus(t))
	return min(escorts, (dice+bonus-1)/bonus)
}

// escortBonus returns the Point Defence bonus of the first escort fighter
// on ship t (0 for none).
func (s *State) escortBonus(t int) int {
	own := int8(s.Model.Ships[t].Fleet % Players)
	for _, w := range s.battle.assets.waves {
		if w.kind == Fighters && int(w.target) == t && w.owner == own && w.tokens > 0 {
			return s.assetProfile(int(w.carrier), Fighters).PDBonus
		}
	}
	return 0
}
