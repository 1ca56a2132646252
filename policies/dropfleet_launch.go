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
// the least Hull left, then the most points. On the battle's last turn only
// tokens that strike in this Roundup go (a torpedo, or a token beyond its
// Thrust, would wait for an activation that never comes). A Limited (X)
// kind is kept for a target worth it, a ship of Medium tonnage or more
// within the tokens' Thrust (any distance for torpedoes), until the turns
// left in which it could strike are no more than its launches left. Fighters
// escort or intercept as the rules core's default does
// (dropfleet.FighterTarget: against bombers, fire ships or Close Action
// weapons).
type BattleAssets struct{ Attrition bool }

// Launch implements dropfleet.AssetDecision.
func (b BattleAssets) Launch(s *dropfleet.State, i int, k dropfleet.LaunchKind, _ *sim.Stream) dropfleet.AssetLaunch {
	value := s.Model.Ships[i].Profile.LaunchValue(k)
	if k == dropfleet.Fighters {
		if t := dropfleet.FighterTarget(s, i); t >= 0 {
			return dropfleet.AssetLaunch{Target: t, Tokens: value}
		}
		return dropfleet.NoAssetLaunch
	}
	lastTurn := s.LastTurn() > 0 && s.Turn >= s.LastTurn()
	if lastTurn && k == dropfleet.Torpedoes {
		return dropfleet.NoAssetLaunch
	}
	picky := keepLimited(s, i, k)
	thrust := float64(dropfleet.AssetProfileOf(s.Model.Ships[i].Profile.Assets, k, s.Model.Rules.Launch).Thrust)
	best, bestKey := -1, 1e18
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
		if key < bestKey {
			best, bestKey = t, key
		}
	}
	if best < 0 {
		return dropfleet.NoAssetLaunch
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
