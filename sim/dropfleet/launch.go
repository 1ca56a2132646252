package dropfleet

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
)

// AssetLaunch is where a carrier's tokens of one kind go: a target ship
// and how many tokens (at most the carrier's launch value).
type AssetLaunch struct {
	Target, Tokens int
	// Station, when not 0, sends the tokens at station Station−1 instead
	// of a ship (launchstation.go).
	Station int
}

// NoAssetLaunch keeps the tokens aboard.
var NoAssetLaunch = AssetLaunch{Target: -1}

// wave is the tokens one carrier placed on one ship in one launch: they
// stay on the target until they take effect, are spent or shaken off,
// expire (fighters), or go with the ship when it is destroyed or enters
// the Atmosphere (battle notes §2.2).
type wave struct {
	carrier, target int16
	tokens          int16
	kind            LaunchKind
	owner           int8
	turn            int8 // the turn of the Roundup that launched it
	// atActivation: it takes effect at the end of the target's next
	// activation (beyond Thrust, or a torpedo), not in the Roundup.
	atActivation bool
	// delayed: a torpedo a Manoeuvre roll of 5 kept for one more of the
	// target's activations.
	delayed bool
}

// launchState is the launch assets in play in a battle (battleState.assets).
type launchState struct {
	waves []wave // capacity set by newLaunchState: a trial never allocates
	// carriers counts the ships with a launch value of Fighters, Bombers,
	// Torpedoes or Fire Ships: 0 skips the whole launch step.
	carriers int
	// launched[g]: bit k, group g launched kind k this turn (U-L1).
	launched []uint8
	// uses[i*launchKinds+k] counts ship i's launches of kind k this game,
	// for Limited (X) (launchlimit.go); nil when no ship is Limited.
	uses []uint8
	// corruptor[i] is ship i's Corruptor tokens (launchcorruptor.go); nil
	// when no token can give one.
	corruptor []int8
	// spiked[i] is 1 + the turn of ship i's latest launch spike
	// (launchspike.go); nil when no ship carries launch assets.
	spiked []int8
	// drawn[i*maxShared+j] is the tokens ship i launched this Roundup from
	// its shared launch value j (launchshared.go); nil when no ship has
	// one.
	drawn []int8
	// strikes are the tokens placed on stations this Roundup
	// (launchstation.go); capacity set by newLaunchState, nil without
	// stations.
	strikes []stationStrike
}

// spaceKinds are the launch assets that fly at ships, in launch order.
var spaceKinds = [...]LaunchKind{Torpedoes, Bombers, FireShips, Fighters}

// launchSteps are the launch step's types "strictly in this order:
// Torpedoes → Bombers & Fire Ships → Fighters → Dropships & Bulk Landers"
// (battle notes §2.2, Procedure 1); the landers are launchLanders'.
var launchSteps = [...][]LaunchKind{{Torpedoes}, {Bombers, FireShips}, {Fighters}}

// newLaunchState sizes the launch state of g: each carrier's kind can
// have at most three waves in play at once (this Roundup's, the previous
// Roundup's waiting for the target's activation, and a torpedo delayed by
// Manoeuvre).
func newLaunchState(g *Model) launchState {
	var l launchState
	n := 0
	for i := range g.Ships {
		carrier := false
		for _, k := range spaceKinds {
			if g.Ships[i].Profile.LaunchValue(k) > 0 {
				n++
				carrier = true
			}
		}
		if carrier {
			l.carriers++
		}
	}
	if l.carriers > 0 {
		l.waves = sim.Isolated[wave](3 * n)[:0]
		l.launched = sim.Isolated[uint8](len(g.Groups))
		l.strikes = newStationStrikes(g, n)
	}
	if limitedLaunches(g) {
		l.uses = sim.Isolated[uint8](launchKinds * len(g.Ships))
	}
	if corruptorCarried(g) {
		l.corruptor = sim.Isolated[int8](len(g.Ships))
	}
	if carriesLaunch(g) {
		l.spiked = sim.Isolated[int8](len(g.Ships))
	}
	if sharedCarried(g) {
		l.drawn = sim.Isolated[int8](maxShared * len(g.Ships))
	}
	return l
}

// LastTurn returns the battle's last turn (0 outside a battle): tokens
// waiting for a target's activation after it never strike.
func (s *State) LastTurn() int { return s.battle.turns }

// reset clears every token, the launches counted, the Corruptor tokens
// and the launch spikes' turns.
func (l *launchState) reset() {
	l.waves = l.waves[:0]
	l.strikes = l.strikes[:0]
	clear(l.uses)
	clear(l.corruptor)
	clear(l.spiked)
	clear(l.drawn)
}

// assetProfile returns the profile of ship i's tokens of kind k.
func (s *State) assetProfile(i int, k LaunchKind) AssetProfile {
	p := &s.Model.Ships[i].Profile
	a := AssetProfileOf(p.Assets, k, s.Model.Rules.Launch)
	a.Special |= p.launchSpecial(k)
	return a
}

// mayLaunchAssets reports whether carrier i may launch space assets now
// (battle notes §2.2, "Who may launch"): on the table, its latest order
// one that could fire (not Max Thrust or Silent Running), not under
// Weapons Offline (launchoffline.go), and not in the Atmosphere (U-L5).
func (s *State) mayLaunchAssets(i int) bool {
	return s.launchOpportunity(i) && !s.launchOffline(i) && s.spaceAssetsLeave(i)
}

// CanLaunchAt reports whether ship i may place its tokens of kind k on
// ship t now (see LaunchDistance).
func (s *State) CanLaunchAt(i int, k LaunchKind, t int) bool {
	_, ok := s.LaunchDistance(i, k, t)
	return ok
}

// LaunchDistance returns the straight-line distance from carrier i to
// ship t, measured once for the launch's choice and its check, and
// whether i may place its tokens of kind k on t now: i may launch and
// carries that kind; t is on the table and not in the Atmosphere ("they
// can never enter Atmosphere"); t is an enemy for Bombers, Fire Ships and
// Torpedoes (Fighters may go at either side); i has launches of that kind
// left (Limited (X), launchlimit.go); and t is within the tokens' reach:
// 2× Thrust, Thrust alone for Fire Ships and, under U-L2's alternative,
// Torpedoes (battle notes §2.2, "Time to target"). The distance is 0 when
// the launch is refused before it is measured.
func (s *State) LaunchDistance(i int, k LaunchKind, t int) (float64, bool) {
	g := s.Model
	if t < 0 || t >= len(g.Ships) || k > FireShips || g.Ships[i].Profile.LaunchValue(k) == 0 || !s.mayLaunchAssets(i) ||
		!s.OnTable(t) || s.Ships[t].Layer == Atmosphere {
		return 0, false
	}
	if k != Fighters && g.Ships[t].Fleet%Players == g.Ships[i].Fleet%Players {
		return 0, false
	}
	if s.limitReached(i, k) {
		return 0, false
	}
	p := s.assetProfile(i, k)
	reach := p.Reach()
	if k == Torpedoes && s.Model.Rules.Launch.TorpedoThrustOnly {
		reach = float64(p.Thrust)
	}
	d := s.Ships[i].Pos.Dist(s.Ships[t].Pos)
	return d, d <= reach+moveEpsilon
}

// launchAssets plays the space assets' part of Roundup step 2 (battle
// notes §2.2, Procedure 1-3): fighters of the previous Roundup expire;
// then, type by type in launch order, the players select groups in turn,
// the lower initiative first, and every ship of the group that may launch
// asks its player where its tokens go (AssetDecision) and places them;
// launching gives the carrier a Minor Spike. A group launches once per
// type (U-L1; once a turn under the alternative). Tokens within their
// Thrust take effect in this Roundup (resolveAssets); beyond it, and
// every torpedo, at the end of the target's next activation.
func (s *State) launchAssets(r *sim.Stream) {
	l := &s.battle.assets
	if l.carriers == 0 {
		return
	}
	s.expireFighters()
	clear(l.launched)
	clear(l.drawn) // launchshared.go
	for _, kinds := range launchSteps {
		s.pickGroups(func(p, from int) int { return s.nextAssetGroup(p, kinds, &from) }, func(gi int) {
			for _, i := range s.Model.Groups[gi].Ships {
				for _, k := range kinds {
					s.launchAsset(i, k, r)
				}
			}
		})
	}
}

// pickGroups plays one type of the launch step (battle notes §2.2,
// Procedure 2): the players select groups in turn, the lower initiative
// first, until neither has one left; next returns player p's next group
// from index from on, or -1; launch launches a group.
func (s *State) pickGroups(next func(p, from int) int, launch func(gi int)) {
	order := s.lowFirst()
	var from [Players]int
	for done := 0; done < Players; {
		done = 0
		for _, p := range order {
			gi := next(p, from[p])
			if gi < 0 {
				done++
				from[p] = len(s.Model.Groups)
				continue
			}
			from[p] = gi + 1
			launch(gi)
		}
	}
}

// nextAssetGroup returns player p's next group, from *from on, with a
// ship carrying one of kinds that has not launched what U-L1 forbids, or
// -1; it moves *from past it.
func (s *State) nextAssetGroup(p int, kinds []LaunchKind, from *int) int {
	g := s.Model
	l := &s.battle.assets
	for ; *from < len(g.Groups); *from++ {
		gi := *from
		if g.Battlegroups[g.Groups[gi].Battlegroup].Fleet%Players != p {
			continue
		}
		if g.Rules.Launch.OncePerTurn && l.launched[gi] != 0 {
			continue
		}
		prof := &g.Ships[g.Groups[gi].Ships[0]].Profile
		for _, k := range kinds {
			if prof.LaunchValue(k) > 0 {
				*from++
				return gi
			}
		}
	}
	return -1
}

// launchAsset asks ship i's player where its tokens of kind k go and
// places them; an illegal choice launches nothing and is counted.
func (s *State) launchAsset(i int, k LaunchKind, r *sim.Stream) {
	g := s.Model
	value := s.TokensLeft(i, k) // launchshared.go
	if value == 0 || !s.mayLaunchAssets(i) {
		return
	}
	var a AssetLaunch
	if d := s.players[g.Ships[i].Fleet].Assets; d != nil {
		a = d.Launch(s, i, k, r)
	} else {
		a = NearestAssetTarget{}.Launch(s, i, k, r)
	}
	if a.Station > 0 {
		s.launchAtStation(i, k, a, value, r) // launchstation.go
		return
	}
	if a.Target < 0 || a.Tokens <= 0 {
		return
	}
	l := &s.battle.assets
	d, ok := s.LaunchDistance(i, k, a.Target)
	if a.Tokens > value || !ok || len(l.waves) == cap(l.waves) {
		s.Illegal++
		return
	}
	prof := s.assetProfile(i, k)
	w := wave{carrier: int16(i), target: int16(a.Target), tokens: int16(a.Tokens), kind: k, owner: int8(g.Ships[i].Fleet % Players),
		turn: int8(s.Turn), atActivation: k == Torpedoes || d > float64(prof.Thrust)+moveEpsilon}
	// The scenery on the straight line to the target (battle notes §2.2
	// step 4): a Large Solid Object destroys the tokens, a debris field
	// rolls for each (solidobject.go). The launch happened all the same:
	// it spikes the carrier and counts against U-L1 and Limited (X).
	w.tokens = int16(s.launchLine(i, s.Ships[a.Target].Pos, s.Ships[a.Target].Layer, a.Tokens, r))
	if w.tokens > 0 {
		l.waves = append(l.waves, w)
	}
	l.launched[g.Ships[i].Group] |= 1 << k
	s.launched(i, k)
	s.drawShared(i, k, a.Tokens)
	if s.rec.On() {
		when := "strike this Roundup"
		switch {
		case k == Fighters && w.owner == int8(g.Ships[a.Target].Fleet%Players):
			when = "escorts from now on"
		case w.atActivation:
			when = "strike at the end of its next activation"
		}
		lost := ""
		if n := a.Tokens - int(w.tokens); n > 0 {
			lost = fmt.Sprintf(" (%d lost on the way)", n)
		}
		s.rec.Logf("%s launches %d %s at %s (%.1f\"): %s%s", g.Ships[i].ID, a.Tokens, k, g.Ships[a.Target].ID, d, when, lost)
		s.rec.Event(LaunchEvent{Turn: s.Turn, Ship: g.Ships[i].ID, Kind: k, Tokens: a.Tokens, Target: g.Ships[a.Target].ID, Range: d})
	}
}

// expireFighters removes the fighters of earlier Roundups: "Unspent
// fighters are removed at the next Roundup" (battle notes §2.2, §2.6).
func (s *State) expireFighters() {
	l := &s.battle.assets
	for j := range l.waves {
		if w := &l.waves[j]; w.kind == Fighters && int(w.turn) < s.Turn {
			w.tokens = 0
		}
	}
	s.compactWaves()
}

// compactWaves drops the waves with no tokens left and those on ships
// destroyed or in the Atmosphere ("A destroyed ship takes its assigned
// assets with it"; "A ship that enters Atmosphere loses all assets in
// contact with it", battle notes §2.2).
func (s *State) compactWaves() {
	l := &s.battle.assets
	n := 0
	for _, w := range l.waves {
		if w.tokens > 0 && s.Ships[w.target].Hull > 0 && s.Ships[w.target].Layer != Atmosphere {
			l.waves[n] = w
			n++
		}
	}
	l.waves = l.waves[:n]
}
