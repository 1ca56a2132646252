package policies

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// BattleAssets is the launch-asset decision of the battle styles (battle
// notes §2.2). Bombers, Fire Ships and Torpedoes go, all of them, at an
// enemy ship they can reach, one within their Thrust (they strike in this
// Roundup) before one beyond it, none behind a Large Solid Object
// (dropfleet.State.LaunchBlocked), and among those: for an objective-first
// player, troop carriers first (they take clusters), then ships in Low
// Orbit (they hold Critical Locations), nearest first; for an
// attrition-first player, the ship the tokens are most likely to destroy:
// the least Hull left, then the most points; of targets as good, the
// nearer, then the first in the player's own view (dropfleet.State.OwnSideFirst,
// not the lower index: the same choice for a mirror image). On the battle's last turn only
// tokens that strike in this Roundup go (a torpedo, or a token beyond its
// Thrust, would wait for an activation that never comes). A Limited (X)
// kind is kept for a target worth it, a ship of Medium tonnage or more
// within the tokens' Thrust (any distance for torpedoes), until the turns
// left in which it could strike are no more than its launches left. Fighters
// escort or intercept as the rules core's default does
// (dropfleet.FighterTarget: against bombers, fire ships or Close Action
// weapons). An objective-first player sends its torpedoes at an enemy-held
// station in reach (they strike it at once, without Point Defence, and the
// station scores for the enemy), and its bombers and fire ships there when
// no enemy ship is within their Thrust (dropfleet.StationLaunchDistance).
// A value shared by fighters and bombers is mixed as the rules
// core's default mixes it (dropfleet.SharedBombers: fighters kept back only
// as escorts against enemy bombers, or when the target's Point Defence and
// the enemy fighters that could escort it would cancel the bombers, else
// all bombers); one shared by fire ships and landers sends fire ships only
// when the battle players' landing decision (StationLanding) would not land
// the landers (dropfleet.SharedFireShips, stationLandingLands).
type BattleAssets struct{ Attrition bool }

// Launch implements dropfleet.AssetDecision.
func (b BattleAssets) Launch(s *dropfleet.State, i int, k dropfleet.LaunchKind, _ *sim.Stream) dropfleet.AssetLaunch {
	value := s.TokensLeft(i, k)
	if k == dropfleet.Fighters {
		if t := dropfleet.FighterTarget(s, i); t >= 0 {
			return dropfleet.AssetLaunch{Target: t, Tokens: value}
		}
		return dropfleet.NoAssetLaunch
	}
	if k == dropfleet.FireShips {
		if value = dropfleet.SharedFireShips(s, i, stationLandingLands); value == 0 {
			return dropfleet.NoAssetLaunch
		}
	}
	st := -1
	if !b.Attrition {
		st = enemyStation(s, i, k)
	}
	if st >= 0 && k == dropfleet.Torpedoes {
		return stationLaunch(s, i, k, st)
	}
	lastTurn := s.LastTurn() > 0 && s.Turn >= s.LastTurn()
	if lastTurn && k == dropfleet.Torpedoes {
		return dropfleet.NoAssetLaunch
	}
	picky := keepLimited(s, i, k)
	thrust := float64(dropfleet.AssetProfileOf(s.Model.Ships[i].Profile.Assets, k, s.Model.Rules.Launch).Thrust)
	p := s.Model.Ships[i].Fleet % dropfleet.Players
	best, bestKey, bestD := -1, 1e18, 0.0
	for t := range s.Model.Ships {
		d, ok := s.LaunchDistance(i, k, t)
		if !ok || s.LaunchBlocked(i, t) || (lastTurn || picky && k != dropfleet.Torpedoes) && d > thrust ||
			picky && s.Model.Ships[t].Profile.Tonnage < dropfleet.Medium {
			continue
		}
		key := d
		if b.Attrition {
			key = 100*float64(s.Ships[t].Hull) - float64(s.Model.Ships[t].Profile.Points)/100
		} else {
			if !isCarrier(s, t) {
				key += 200
			}
			if s.Ships[t].Layer != dropfleet.LowOrbit {
				key += 100
			}
		}
		if d > thrust {
			key += 1e6
		}
		if better(key, bestKey) || best >= 0 && !better(bestKey, key) &&
			(better(d, bestD) || !better(bestD, d) && s.OwnSideFirst(p, s.Ships[t].Pos, s.Ships[best].Pos)) {
			best, bestKey, bestD = t, key, d
		}
	}
	if st >= 0 && (best < 0 || bestKey >= 1e6) {
		return stationLaunch(s, i, k, st)
	}
	if best < 0 {
		return dropfleet.NoAssetLaunch
	}
	if k == dropfleet.Bombers {
		if value = dropfleet.SharedBombers(s, i, best); value == 0 {
			return dropfleet.NoAssetLaunch
		}
	}
	return dropfleet.AssetLaunch{Target: best, Tokens: value}
}

// keepLimited reports whether carrier i should keep its Limited (X)
// tokens of kind k for a target worth it: it has launches left, and more
// turns left in which they could strike (torpedoes strike a turn after
// their launch) than launches.
func keepLimited(s *dropfleet.State, i int, k dropfleet.LaunchKind) bool {
	left := s.LaunchesLeft(i, k)
	if left <= 0 || s.LastTurn() == 0 {
		return false
	}
	turns := s.LastTurn() - s.Turn + 1
	if k == dropfleet.Torpedoes {
		turns--
	}
	return turns > left
}

// enemyStation returns the nearest station carrier i's tokens of kind k
// may go at that the enemy controls (it scores for them: battle notes
// §4.4, §3.1), or -1; never one behind a Large Solid Object, which would
// destroy every token on the way (§2.2 step 4).
func enemyStation(s *dropfleet.State, i int, k dropfleet.LaunchKind) int {
	p := s.Model.Ships[i].Fleet % dropfleet.Players
	best, bestD := -1, 0.0
	for st := range s.Stations() {
		if s.StationController(st) != 1-p || s.StationLaunchBlocked(i, st) {
			continue
		}
		if d, ok := s.StationLaunchDistance(i, k, st); ok && (best < 0 || d < bestD) {
			best, bestD = st, d
		}
	}
	return best
}

// stationLaunch sends every token of kind k carrier i has left at station
// st (bombers but for the fighters a shared value keeps back).
func stationLaunch(s *dropfleet.State, i int, k dropfleet.LaunchKind, st int) dropfleet.AssetLaunch {
	n := s.TokensLeft(i, k)
	if k == dropfleet.Bombers {
		n = dropfleet.SharedBombers(s, i, -1)
	}
	if n == 0 {
		return dropfleet.NoAssetLaunch
	}
	return dropfleet.AssetLaunch{Target: -1, Station: st + 1, Tokens: n}
}

// better reports whether a is lower than b by more than tieDistance: a tie
// within it is broken by the next key.
func better(a, b float64) bool { return a < b-tieDistance }
