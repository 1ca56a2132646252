package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Planetary Ion Cannon (Corellian Conflict, defense, no victory tokens;
// rules notes battle §3.2). Set-up: after the obstacles the second player
// places 3 objective tokens beyond distance 5 of both player edges.
// Special rule: at the end of the Command Phase the second player may
// remove a token to attack one enemy ship at distance 1–3 of it with 4
// blue dice, at medium range, unobstructed, at any hull zone, the attack
// friendly to nobody; its critical effect (blue) makes the defender
// exhaust one of its defense tokens, or, when the defending zone has no
// shields left, is the standard critical effect. At most one such attack
// a round (the engine asks once each Command Phase).
//
// The attack has no attacking unit: no attacker's card, keyword or
// command changes it, and its accuracies lock tokens as the default
// attacker does (MaxDamage), the cannon being nobody's ship. Tokens are
// discs ObjectiveTokenRadius across (objective_bandtokens.go), distances
// measured to their edge.

// ionDice is the number of blue dice of the cannon's attack.
const ionDice = 4

// IonCannonDecision is the second player's play of Planetary Ion Cannon
// (rules notes battle §3.2): where its tokens go and, each Command Phase,
// whether, from which token and at which ship and hull zone it fires.
type IonCannonDecision interface {
	// PlaceIonToken returns where the second player puts token k (its
	// centre), or false for no place; a place the rules forbid
	// (s.IonTokenPlaceable) is replaced by the default's.
	PlaceIonToken(s *State, player, k int, r *sim.Stream) (plane.Vec, bool)
	// FireIonCannon returns the token removed, the enemy ship attacked
	// and its hull zone, or ok false to hold fire this round. A ship not
	// at distance 1–3 of that token fires nothing.
	FireIonCannon(s *State, player int, r *sim.Stream) (token, ship int, zone Zone, ok bool)
}

// IonCannonFire is the default IonCannonDecision: tokens at random places
// the rules allow (the first legal one of placementTries), and a shot in
// every Command Phase that has a target, at the hull zone with the fewest
// shields of the ships in reach (the crit effect's faceup card and the
// damage cards go furthest there), the dearer ship on a tie, then the
// first token that reaches it.
type IonCannonFire struct{}

// PlaceIonToken implements IonCannonDecision.
func (IonCannonFire) PlaceIonToken(s *State, _, _ int, r *sim.Stream) (plane.Vec, bool) {
	return s.randomBandPlace(ionBand, r)
}

// ionBand: the tokens go beyond distance 5 of both player edges.
const ionBand = 5

// ionReach: the cannon fires at a ship at distance 1–3 of its token.
const ionReach = 3

// FireIonCannon implements IonCannonDecision.
func (IonCannonFire) FireIonCannon(s *State, player int, _ *sim.Stream) (int, int, Zone, bool) {
	g := s.Model
	token, ship, zone, best := -1, -1, Front, 0
	for u := range g.Units {
		if g.Units[u].Player == player || g.Units[u].Profile.Squadron || !s.onTable(u) {
			continue
		}
		k := s.ionTokenInReach(u)
		if k < 0 {
			continue
		}
		z := Front
		for c := range Zone(zones) {
			if s.Units[u].Shields[c] < s.Units[u].Shields[z] {
				z = c
			}
		}
		sh := int(s.Units[u].Shields[z])
		if ship < 0 || sh < best || sh == best && g.Units[u].Points() > g.Units[ship].Points() {
			token, ship, zone, best = k, u, z, sh
		}
	}
	return token, ship, zone, ship >= 0
}

// IonTokenPlaceable reports whether a Planetary Ion Cannon token may be
// placed with its centre at v: wholly in the play area, beyond distance 5
// of both player edges.
func (s *State) IonTokenPlaceable(v plane.Vec) bool {
	return s.Model.Battle.Table.bandPlaceable(v, ionBand)
}

// IonToken returns Planetary Ion Cannon's token k and whether it is still
// on the table.
func (s *State) IonToken(k int) (plane.Vec, bool) { return s.ObjectiveToken(k) }

// ionCannonSetUp has the second player place the tokens, where its
// IonCannonDecision says or, where the rules forbid that, where the
// default puts them; a token with no legal place found is left out.
func (s *State) ionCannonSetUp(r *sim.Stream) {
	second := 1 - s.first
	s.placeBand(ionBand, func(k int) (plane.Vec, bool) { return s.ionPlacement(second, k, r) }, r)
}

// ionTokenInReach returns the first token on the table at distance 1–3
// of ship u, or -1.
func (s *State) ionTokenInReach(u int) int {
	reach := s.Model.Ruler.Distance[ionReach-1] + ObjectiveTokenRadius
	for k := range bandTokenCount {
		if at, ok := s.IonToken(k); ok {
			if _, d := s.base(u).Nearest(at); d <= reach {
				return k
			}
		}
	}
	return -1
}

// ionCannon plays the end of the Command Phase: the second player's
// decision, then, if it names a token on the table and an enemy ship in
// its reach, the token is removed and the attack made.
func (s *State) ionCannon(r *sim.Stream) {
	if !s.tokensOnTable() {
		return
	}
	second := 1 - s.first
	k, u, z, ok := s.fireIonCannon(second, r)
	if !ok || z >= zones || u < 0 || u >= len(s.Model.Units) {
		return
	}
	at, on := s.IonToken(k)
	g := &s.Model.Units[u]
	if !on || g.Player == second || g.Profile.Squadron || !s.onTable(u) {
		return
	}
	if _, d := s.base(u).Nearest(at); d > s.Model.Ruler.Distance[ionReach-1]+ObjectiveTokenRadius {
		return
	}
	s.removeToken(k)
	s.ionAttack(u, z, r)
}

// ionAttack resolves the cannon's attack on ship u's zone z (rules notes
// §3, the attack steps an attack without an attacker has): 4 blue dice
// at medium range, accuracies locking tokens, the defender's tokens,
// then the damage with the objective's critical effect in place of the
// standard one.
func (s *State) ionAttack(u int, z Zone, r *sim.Stream) {
	a := &s.inFlight[0]
	*a = Attack{Attacker: u, Defender: u, Zone: z, Range: Medium, State: s} // no attacking unit: see above
	a.bind()
	for range ionDice {
		a.Pool[a.N] = Die{Colour: Blue, Face: Blue.Roll(r)}
		a.N++
	}
	def, st := &s.Model.Units[u], &s.Units[u]
	a.Accuracy = a.Accuracies() > 0
	lockUnowned(a, r)
	if st.Speed > 0 {
		a.spendTokens(r, -1)
	}
	a.Crit = a.Crits() > 0
	faceup := false
	if a.Crit {
		if st.Shields[z] > 0 {
			s.exhaustLeastToken(u)
		} else {
			faceup = !a.contained // the standard critical effect
		}
	}
	a.StdCrit = faceup
	total := a.PoolDamage()
	if a.spentType[Brace] {
		total = (total + 1) / 2 // halve, rounding up (no attacker's card caps it)
	}
	if a.spentType[Redirect] && total > 0 {
		total = s.redirect(a, total, 0, r)
	}
	a.Damage += s.damageZone(u, z, total, faceup, r)
	st.Damage += int16(a.Damage)
	if s.rec.On() {
		s.rec.Logf("%s fires the planetary ion cannon at %s (%s) at medium range: [%s] → %d damage%s", s.Model.Battle.Fleets[1-s.first], def.ID, z, diceText(a), a.Damage, destroyedNote(st))
	}
}

// exhaustLeastToken exhausts ship u's ready defense token of least value
// (TokenValue), the first of equals: Planetary Ion Cannon's critical
// effect, which leaves the choice of token to the defender.
func (s *State) exhaustLeastToken(u int) {
	tokens := s.Model.Units[u].Profile.Tokens
	st := &s.Units[u]
	best := -1
	for i, t := range tokens[:min(len(tokens), MaxTokens)] {
		if st.Tokens[i] == Ready && (best < 0 || TokenValue[t] < TokenValue[tokens[best]]) {
			best = i
		}
	}
	if best >= 0 {
		st.Tokens[best] = Exhausted
	}
}

func (s *State) ionPlacement(player, k int, r *sim.Stream) (plane.Vec, bool) {
	if d := s.players[player].IonCannon; d != nil {
		return d.PlaceIonToken(s, player, k, r)
	}
	return IonCannonFire{}.PlaceIonToken(s, player, k, r)
}

func (s *State) fireIonCannon(player int, r *sim.Stream) (int, int, Zone, bool) {
	if d := s.players[player].IonCannon; d != nil {
		return d.FireIonCannon(s, player, r)
	}
	return IonCannonFire{}.FireIonCannon(s, player, r)
}

// lockUnowned spends the accuracies of attack a, which has no attacking
// unit (the ion cannon's, an exogorth's), as the default attacker does
// (MaxDamage): each locks the defender's token it names.
func lockUnowned(a *Attack, r *sim.Stream) {
	tokens := a.State.Model.Units[a.Defender].Profile.Tokens
	for i := range a.N {
		if a.Pool[i].Face != Accuracy {
			continue
		}
		t := MaxDamage{}.Lock(a, r)
		if t < 0 || t >= len(tokens) || a.Locked[t] {
			break
		}
		a.Locked[t] = true
		a.Pool[i].Face = FaceNone
	}
}
