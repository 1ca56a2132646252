package dropfleet

// A shared launch value: "'Fighters & Bombers 6' = up to 6 in any mix"
// (battle notes §2.2, "Who may launch"; the v1.7 text: "There may be a
// choice of different types but the carrier is still limited by its
// overall capacity and launch ability"). One LaunchAsset of Kind Fighters
// with Also holding Bombers is such a value: the carrier launches at most
// Value tokens of those kinds a Roundup, in any mix its AssetDecision
// chooses (bombers go first in the launch order, fighters take what is
// left), and the value counts once toward the launch cap (FleetList.Check).
// The Resistance's "Bulk Lander & Fire Ship 1" is another, of Kind
// BulkLanders with Also holding FireShips: fire ships go first (with the
// bombers), landers take what is left (land, landOnStation). A profile
// has at most maxShared such values, of kinds apart.

// LaunchKinds is a set of launch asset kinds.
type LaunchKinds uint8

// KindsOf returns the set of the kinds given.
func KindsOf(kinds ...LaunchKind) LaunchKinds {
	var set LaunchKinds
	for _, k := range kinds {
		set |= 1 << k
	}
	return set
}

// Has reports whether k is in the set.
func (set LaunchKinds) Has(k LaunchKind) bool { return set&(1<<k) != 0 }

// Covers reports whether the launch value is one of kind k: its own Kind
// or, for a shared value, one of the kinds sharing it.
func (a *LaunchAsset) Covers(k LaunchKind) bool { return a.Kind == k || a.Also.Has(k) }

// Shared reports whether the value is shared between kinds.
func (a *LaunchAsset) Shared() bool { return a.Also != 0 }

// maxShared is the most shared launch values a profile has: "Fighters &
// Bombers" and "Bulk Lander & Fire Ship".
const maxShared = 2

// sharedValue returns the profile's shared launch value covering kind k
// and its index among the profile's shared values; false for none.
func (p *Profile) sharedValue(k LaunchKind) (LaunchAsset, int, bool) {
	j := 0
	for _, a := range p.Launch {
		if !a.Shared() {
			continue
		}
		if a.Covers(k) {
			return a, j, true
		}
		j++
	}
	return LaunchAsset{}, 0, false
}

// sharedCarried reports whether a ship of g has a shared launch value:
// only then does a battle count the tokens drawn from it each Roundup.
func sharedCarried(g *Model) bool {
	for i := range g.Ships {
		for _, a := range g.Ships[i].Profile.Launch {
			if a.Shared() {
				return true
			}
		}
	}
	return false
}

// TokensLeft returns how many tokens of kind k ship i may still launch in
// this Roundup's launch step: its launch value of that kind, less what
// earlier kinds drew this Roundup from a value they share with it.
func (s *State) TokensLeft(i int, k LaunchKind) int {
	p := &s.Model.Ships[i].Profile
	n := p.LaunchValue(k)
	if d := s.battle.assets.drawn; d != nil {
		if a, j, ok := p.sharedValue(k); ok {
			n -= min(int(d[i*maxShared+j]), a.Value)
		}
	}
	return n
}

// drawShared records that ship i launched n tokens of kind k: the tokens
// beyond k's own (unshared) values come from its shared value.
func (s *State) drawShared(i int, k LaunchKind, n int) {
	d := s.battle.assets.drawn
	if d == nil {
		return
	}
	p := &s.Model.Ships[i].Profile
	a, j, ok := p.sharedValue(k)
	if !ok {
		return
	}
	own := p.LaunchValue(k) - a.Value
	d[i*maxShared+j] += int8(max(0, n-own))
}

// SharedBombers returns how many bombers carrier i sends at enemy ship t
// (−1 for a station), as the default decisions mix a value shared by
// fighters and bombers: every token left, less the fighters it keeps back
// for the fighter step (they launch after the bombers, battle notes §2.2
// Procedure 1). It keeps one fighter for each enemy Bomber and Fire Ship
// token already on the friendly ship within its fighters' reach carrying
// the most (an escort's Point Defence bonus cancels about one such
// token's damage; FighterTarget sends them there). And when the target's
// Point Defence, with the bonus of every enemy fighter that could escort
// it this Roundup, is expected to cancel all the bombers' expected hits
// (a PD die succeeds one time in three), bombers would do nothing: it
// keeps every token as fighters. Bombers that do not share their value
// with fighters all go.
func SharedBombers(s *State, i, t int) int {
	n := s.TokensLeft(i, Bombers)
	a, _, ok := s.Model.Ships[i].Profile.sharedValue(Bombers)
	if !ok || !a.Covers(Fighters) {
		return n
	}
	p := s.Model.Ships[i].Fleet % Players
	bombed := 0
	for e := range s.Model.Ships {
		if s.Model.Ships[e].Fleet%Players == p && s.CanLaunchAt(i, Fighters, e) {
			bombed = max(bombed, s.AttackTokensOn(e, 1-p))
		}
	}
	b := max(0, n-bombed)
	if b == 0 || t < 0 {
		return b
	}
	dice := s.Model.Ships[t].Profile.PD
	for e := range s.Model.Ships {
		if s.Model.Ships[e].Fleet%Players != p && s.CanLaunchAt(e, Fighters, t) {
			dice += s.TokensLeft(e, Fighters) * s.assetProfile(e, Fighters).PDBonus
		}
	}
	ap := s.assetProfile(i, Bombers)
	hits := float64(b*ap.Attacks) * float64(7-ClampLock(ap.Lock)) / 6
	if float64(dice)/3 >= hits {
		return 0
	}
	return b
}

// SharedFireShips returns how many fire ships carrier i sends, as the
// default decisions mix a value shared by fire ships and landers ("Bulk
// Lander & Fire Ship 1"): every token left, but none of the shared value
// when its landers will land this Roundup (mayLand: where the player's
// landing decision would land them, asked of the carrier and each kind),
// which they do after the fire ships (battle notes §2.2, Procedure 1:
// "Torpedoes → Bombers & Fire Ships → Fighters → Dropships & Bulk
// Landers"): ground troops score where fire ships only damage. Fire ships
// that do not share their value with landers all go. Asking where the
// decision lands, not only whether the rules allow a landing somewhere,
// keeps a fire ship from being held back for a lander that will not land.
func SharedFireShips(s *State, i int, mayLand func(s *State, i int, k LaunchKind) bool) int {
	n := s.TokensLeft(i, FireShips)
	a, _, ok := s.Model.Ships[i].Profile.sharedValue(FireShips)
	if !ok {
		return n
	}
	for _, k := range [...]LaunchKind{Dropships, BulkLanders} {
		if a.Covers(k) && mayLand(s, i, k) {
			return max(0, n-a.Value)
		}
	}
	return n
}
