package armada

import (
	"math/bits"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// MaxDice is the largest attack pool.
const MaxDice = 24

// a die's bit in Attack.evaded: the pool must fit in 32 bits (this constant
// overflows, and the package does not compile, if it does not)
const _ = uint32(1) << (MaxDice - 1)

// Die is one die of an attack pool. A die whose Face is FaceNone has been
// removed, cancelled or spent.
type Die struct {
	Colour Colour
	Face   Face
}

// ConcentrateFire says which Concentrate Fire effects the attacker has for
// an attack (rules notes §5): the dial adds a die of a colour already in the
// pool, the token rerolls a die; both may be used in one attack.
type ConcentrateFire uint8

// The Concentrate Fire choices.
const (
	NoConcentrate ConcentrateFire = 0
	DialCF        ConcentrateFire = 1 << 0
	TokenCF       ConcentrateFire = 1 << 1
	BothCF                        = DialCF | TokenCF
)

// ParseConcentrateFire parses none, dial, token or both.
func ParseConcentrateFire(s string) (ConcentrateFire, error) {
	switch s {
	case "none":
		return NoConcentrate, nil
	case "dial":
		return DialCF, nil
	case "token":
		return TokenCF, nil
	case "both":
		return BothCF, nil
	}
	_, err := names.Parse("concentrate_fire", s, []string{"", "none", "dial", "token", "both"})
	return 0, err
}

// Target says how an attack's defender is chosen.
type Target uint8

// The ways of choosing a defender.
const (
	TargetNamed           Target = iota // the attack's Defender
	TargetNearest                       // the nearest enemy unit in arc, range and sight
	TargetNearestShip                   // the nearest enemy ship in arc, range and sight
	TargetNearestSquadron               // the nearest enemy squadron in arc, range and sight
)

var targetNames = []string{"named", "nearest", "nearest-ship", "nearest-squadron"}

// String returns "nearest", "nearest-ship", "nearest-squadron" or "named".
func (t Target) String() string { return names.Of(targetNames, int(t)) }

// admits reports whether a nearest target of this kind may be unit u:
// any unit, or only ships, or only squadrons.
func (t Target) admits(u *Unit) bool {
	return !(t == TargetNearestShip && u.Profile.Squadron || t == TargetNearestSquadron && !u.Profile.Squadron)
}

// ParseTarget parses nearest, nearest-ship or nearest-squadron (a named
// defender is a unit's name, not a Target).
func ParseTarget(s string) (Target, error) {
	i, err := names.Parse("nearest target", s, targetNames)
	return Target(i), err
}

// Attack is one attack: its declaration, then its pool and the decisions
// taken as it is resolved. Policies read it; Resolve fills it in.
type Attack struct {
	Attacker, Defender int  // unit indices
	From               Zone // attacking hull zone (ships)
	Zone               Zone // defending hull zone (ships)
	Range              Range
	Obstructed         bool
	Concentrate        ConcentrateFire
	// spendCF: Concentrate's token is the attacker's command token, spent
	// when the attack rerolls a die with it (an activation's attack).
	spendCF bool
	// IsSalvo marks the defender's counter-attack of a Salvo token.
	IsSalvo bool
	// Keyword marks a squadron keyword's attack (Counter, Snipe), which
	// has the keyword's armament.
	Keyword KeywordAttack
	// Measured attacks take their range band and obstruction from the
	// table (Ruler.Measure) when declared; with NearestZone the defending
	// hull zone is the nearest one the attacking zone may attack.
	Measured, NearestZone bool
	// BestZone: the attacking hull zone is chosen when the activation
	// comes to this attack (State.chooseZone), From being ignored.
	BestZone bool
	// Target says how a measured attack's defender is chosen: the named
	// Defender, or when declared the nearest enemy unit (or ship) the
	// attacking zone may attack; Skip holds the units it may not choose
	// (nil: none).
	Target Target
	Skip   UnitSet
	// Distance is a measured attack's range in millimetres.
	Distance float64

	State *State
	Pool  [MaxDice]Die
	N     int // dice in Pool (removed dice keep their place)
	// Locked[i] says the defender's token i was chosen by an accuracy.
	Locked [MaxTokens]bool
	// spentType says which token types were spent in this attack.
	spentType [tokenTypes]bool
	contained bool
	// evaded holds a bit per die of Pool that the Evade spent in this
	// attack cancelled or rerolled; evadeExtra is set while the defender
	// is asked for the extra die against a larger attacker.
	evaded     uint32
	evadeExtra bool
	// critsCount is 1 when crit icons add to the damage, else 0.
	critsCount uint8
	gathered   Dice
	// att and def are the attacker's and defender's profiles, attSt and
	// defSt their states: what every step of the resolution reads, found
	// once (bind).
	att, def     *Unit
	attSt, defSt *UnitState
	// Outcome, for metrics.
	Cancelled  bool // no dice could be gathered, or the attack was not allowed
	NoTarget   bool // a measured attack's defender was out of arc, range or sight
	Accuracy   bool // the rolled pool showed an accuracy before any was spent
	Crit       bool // the final pool shows a crit icon
	StdCrit    bool // the standard critical effect was resolved
	salvoSpent bool
	Damage     int // damage the defender suffered
}

// AttackerUnit returns the attacker's profile and state.
func (a *Attack) AttackerUnit() (*Unit, *UnitState) {
	return &a.State.Model.Units[a.Attacker], &a.State.Units[a.Attacker]
}

// DefenderUnit returns the defender's profile and state.
func (a *Attack) DefenderUnit() (*Unit, *UnitState) {
	return &a.State.Model.Units[a.Defender], &a.State.Units[a.Defender]
}

// ShipVsShip reports whether both attacker and defender are ships. (Crit
// icons count, and the standard critical effect applies, in those attacks
// and in a Bomber squadron's against a ship: see CountsCrits.)
func (a *Attack) ShipVsShip() bool {
	g := a.State.Model
	return !g.Units[a.Attacker].Profile.Squadron && !g.Units[a.Defender].Profile.Squadron
}

// countsCrits reports whether crit icons add to damage in this attack:
// ship against ship, or a Bomber squadron against a ship (rules notes §3).
func (a *Attack) countsCrits() bool {
	g := a.State.Model
	att, def := &g.Units[a.Attacker].Profile, &g.Units[a.Defender].Profile
	return !def.Squadron && (!att.Squadron || att.Bomber)
}

// bind finds the attacker's and defender's profiles and states once the
// defender is known, and whether crit icons count, for the steps of the
// resolution to read.
func (a *Attack) bind() {
	s := a.State
	a.att, a.attSt = &s.Model.Units[a.Attacker], &s.Units[a.Attacker]
	a.def, a.defSt = &s.Model.Units[a.Defender], &s.Units[a.Defender]
	a.critsCount = 0
	if att, def := &a.att.Profile, &a.def.Profile; !def.Squadron && (!att.Squadron || att.Bomber) { // countsCrits
		a.critsCount = 1
	}
}

// DieDamage returns the damage die i adds to the total.
func (a *Attack) DieDamage(i int) int {
	return faceDamage[a.critsCount][a.Pool[i].Face]
}

// faceDamage[crits][face] is a face's damage when crits do (1) or do not
// (0) count.
var faceDamage = func() (t [2][HitCrit + 1]int) {
	for f := FaceNone; f <= HitCrit; f++ {
		t[0][f] = f.Hits()
		t[1][f] = f.Hits() + f.Crits()
	}
	return t
}()

// PoolDamage returns the damage the pool would deal now, before defense
// tokens other than those already spent.
func (a *Attack) PoolDamage() int { return a.icons().damage(a.critsCount) }

// poolIcons are a pool's icons counted, a byte each: hits, crits,
// accuracies (at most 2 of a kind a die, 24 dice).
type poolIcons uint32

func (n poolIcons) hits() int       { return int(n & 0xff) }
func (n poolIcons) crits() int      { return int(n >> 8 & 0xff) }
func (n poolIcons) accuracies() int { return int(n >> 16 & 0xff) }

// damage returns the hits, and the crits when critsCount is 1.
func (n poolIcons) damage(critsCount uint8) int { return n.hits() + int(critsCount&1)*n.crits() }

// faceIconCounts[f] is face f's icons as poolIcons (faceIcons), so that a
// pool's are a sum of look-ups, with no branch on a face.
var faceIconCounts = func() (t [8]poolIcons) {
	for f := FaceNone; f <= HitCrit; f++ {
		t[f] = poolIcons(f.Hits()) | poolIcons(f.Crits())<<8 | poolIcons(f.Accuracies())<<16
	}
	return t
}()

// icons counts the pool's icons in one pass.
func (a *Attack) icons() poolIcons {
	var n poolIcons
	for _, die := range a.Pool[:a.N] {
		n += faceIconCounts[die.Face&7]
	}
	return n
}

// accuracyDice returns a bit per die of the pool showing an accuracy (bit
// i for Pool[i]), found in one pass with no branch on a face.
func (a *Attack) accuracyDice() uint32 {
	var m uint32
	for i, die := range a.Pool[:a.N] {
		m |= uint32(faceIconCounts[die.Face&7]>>16) << (i & 31)
	}
	return m
}

// Crits returns the crit icons in the pool.
func (a *Attack) Crits() int { return a.icons().crits() }

// Accuracies returns the accuracy icons in the pool.
func (a *Attack) Accuracies() int { return a.icons().accuracies() }

// Spendable reports whether the defender may spend its token i in this
// attack: the token is not discarded, not locked by an accuracy, of a type
// not yet spent in this attack, not exhausted under Faulty
// Countermeasures, and the defender is not a ship at speed 0 (seed 004:
// "una nau amb velocitat 0 no pot gastar fitxes de defensa").
func (a *Attack) Spendable(i int) bool {
	return i >= 0 && i < MaxTokens && a.spendableTokens(a.DefenderUnit())&(1<<i) != 0
}

// spendableTokens returns a bit per defender token that Spendable accepts
// (bit i for token i), read in one pass over the tokens; u and st are the
// defender's profile and state.
func (a *Attack) spendableTokens(u *Unit, st *UnitState) uint8 {
	if !u.Profile.Squadron && st.Speed == 0 {
		return 0
	}
	faulty, squadron, salvo := bit(st.Has(FaultyCountermeasures)), bit(u.Profile.Squadron), bit(a.IsSalvo)
	capacitor := bit(!u.Profile.Squadron && capacitorFailed(st, a.Zone)) // Capacitor Failure: no Redirect
	var m uint8
	// each token's verdict as arithmetic on bits, with no branch on a
	// token's state
	for i, t := range u.Profile.Tokens[:min(len(u.Profile.Tokens), MaxTokens)] {
		closed := bit(st.Tokens[i] == Discarded) | bit(a.Locked[i]) | bit(a.spentType[t]) |
			bit(st.Tokens[i] == Exhausted)&faulty |
			(bit(t == Contain)|bit(t == Salvo))&squadron | // Contain and Salvo need a ship defender
			bit(t == Salvo)&salvo | // a salvo "cannot be triggered during counter/salvo/ignition attacks"
			bit(t == Redirect)&capacitor
		m |= (closed ^ 1) << i
	}
	return m
}

// bit returns 1 for true and 0 for false.
func bit(b bool) uint8 {
	var n uint8
	if b {
		n = 1
	}
	return n
}

// tokensOf returns a bit per token of u of type t (bit i for token i).
func (u *Unit) tokensOf(t TokenType) uint8 {
	var m uint8
	for i, tt := range u.Profile.Tokens[:min(len(u.Profile.Tokens), MaxTokens)] {
		if tt == t {
			m |= 1 << i
		}
	}
	return m
}

// armament returns the dice the attacker's zone (or squadron) brings
// against the defender.
func (a *Attack) armament() Dice {
	g := a.State.Model
	att, def := &g.Units[a.Attacker].Profile, &g.Units[a.Defender].Profile
	if def.Squadron {
		return att.AntiSquadron
	}
	if att.Squadron {
		return att.Battery[Front]
	}
	return att.Battery[a.From]
}

// Resolve plays attack a to its end, then any Salvo it triggers. It draws
// only from r.
func (s *State) Resolve(a *Attack, r *sim.Stream) {
	a.State = s
	s.cause = causeAttack
	_, attSt := a.AttackerUnit()
	if attSt.Destroyed && !a.IsSalvo && a.Keyword != CounterAttack || a.Target == TargetNamed && s.Units[a.Defender].Destroyed {
		a.Cancelled = true
		return
	}
	// 1. Declare target: on the table, the defending zone must be in arc,
	// at range and in sight (seed 004), and a nearest target is chosen
	// among those; Depowered Armament forbids long-range attacks.
	if a.Measured && !s.declare(a, r) {
		a.Cancelled, a.NoTarget = true, true
		return
	}
	a.bind()
	if a.Range == Long && attSt.Has(DepoweredArmament) {
		a.Cancelled = true
		return
	}
	if attSt.Faceup[CoolantDischarge]|attSt.Faceup[DisengagedFireControl] > 0 && s.cardForbids(a) {
		a.Cancelled = true // a named target the cards forbid (declare skips them when it chooses)
		return
	}
	if !a.def.Profile.Squadron {
		s.noteShipAttack(a.Attacker) // Coolant Discharge counts it
	}
	// 2. Roll attack dice: gather what the range allows (seed 004), remove
	// one die if obstructed ("l'atacant tira un dau menys, a la seva
	// elecció"), then roll.
	a.N = 0
	if !s.roll(a, r) {
		a.Cancelled = true // "If no appropriate dice can be gathered, the attack is cancelled"
		return
	}
	s.resolveRolled(a, r)
}

// roll gathers, obstructs and rolls the pool (step 2). It reports whether
// any die was rolled.
func (s *State) roll(a *Attack, r *sim.Stream) bool {
	armament := a.armament()
	if a.Keyword != NoKeywordAttack {
		armament = a.keywordArmament() // Counter's, Snipe's blue dice
	}
	gathered := a.Range.Gather(armament)
	a.gathered = gathered
	if k := &a.att.Kit; a.Obstructed && k.ObstructedRed > 0 && a.critsCount == 1 && s.commanderLive(k) {
		gathered[Red] += int(k.ObstructedRed) // General Romodi: no die removed, red added (battle notes §4.4)
	} else if a.Obstructed && gathered.Total() > 0 {
		c := s.obstruct(a, r)
		if gathered[c] == 0 {
			c = firstColour(gathered)
		}
		gathered[c]--
	}
	if st := &s.Units[a.Attacker]; st.Faceup[DamagedMunitions]|st.Faceup[PointDefenseFailure] > 0 {
		s.removeFailedDie(a, &gathered, r)
	}
	n := 0
	for c := Red; c <= Black; c++ { // Colours, in order
		faces := &DiceFaces[c] // Roll, written out: it is too big to inline
		for end := n + min(gathered[c], MaxDice-n); n < end; n++ {
			a.Pool[n] = Die{Colour: c, Face: faces[r.Uint64()>>61]}
		}
	}
	a.N = n
	return n > 0
}

// resolveRolled plays steps 3 to 5 on the rolled pool, then any Salvo.
// The accuracies and defense tokens (defend) come from the trial's memo
// when it has them (attack_memo.go).
func (s *State) resolveRolled(a *Attack, r *sim.Stream) {
	a.bind()
	s.attackEffects(a, r)
	var total int
	if s.memoOn && a == &s.inFlight[0] {
		total = s.memo.defend(s, a, r)
	} else {
		total = s.defend(a, r)
	}
	s.suffer(a, total, r)
}

// attackEffects plays step 3 up to the accuracies: a battle objective's
// effects, Concentrate Fire, upgrade cards and the attacker's keywords.
func (s *State) attackEffects(a *Attack, r *sim.Stream) {
	att := a.att
	// 3. Resolve attack effects: Concentrate Fire, then accuracies.
	if s.game.obj.attackHook { // a battle's objective (objective_play.go)
		s.objectiveAttackEffects(a, r)
	}
	if a.Concentrate&DialCF != 0 && !a.IsSalvo && a.N < MaxDice {
		c := s.concentrate(a, r)
		if !a.inPool(c) {
			c = a.Pool[0].Colour
		}
		a.Pool[a.N] = Die{Colour: c, Face: c.Roll(r)} // added dice ignore range
		a.N++
	}
	if a.Concentrate&TokenCF != 0 {
		if i := s.reroll(a, r); i >= 0 && i < a.N && a.Pool[i].Face != FaceNone {
			if a.spendCF {
				s.spendToken(a.Attacker, ConcentrateFireCommand) // spent as it is used
			}
			a.Pool[i].Face = a.Pool[i].Colour.Roll(r)
		}
	}
	if att.Kit.Attacking {
		s.attackCards(a, r) // upgrade cards (upgrade_effects.go)
	}
	if att.Profile.Keywords.Set&attackerKeywords != 0 {
		s.attackerEffects(a, r) // AI, Swarm, Adept
	}
}

// defend plays the rest of step 3, the accuracies, and step 4, the
// defense tokens, then counts the damage (step 5) and applies a Redirect:
// it returns the damage left for the defending hull zone (a ship) or the
// squadron. Unless a decision draws (an Evade's reroll, a policy's own),
// it is a function of the pool and the attack's starting state.
func (s *State) defend(a *Attack, r *sim.Stream) int {
	att, attSt, def, defSt := a.att, a.attSt, a.def, a.defSt
	// The pool's icons, counted once here: spending accuracies removes
	// accuracy dice alone, so the hits and crits counted stand until a
	// card, a keyword or a token changes the pool (stale then).
	icons := a.icons()
	a.Accuracy = icons.accuracies() > 0
	if a.Accuracy && !attSt.Has(BlindedGunners) {
		a.spendAccuracies(r, icons.accuracies())
	}
	stale := false
	// 4. Spend defense tokens.
	if def.Kit.Defending {
		s.defenceCards(a, r)
		stale = true
	}
	if def.Profile.Keywords.Set&defenderKeywords != 0 {
		s.defenderEffects(a, r) // Dodge, Screen
		stale = true
	}
	if def.Profile.Squadron || defSt.Speed > 0 {
		dmg := -1
		if !stale {
			dmg = icons.damage(a.critsCount)
		}
		stale = a.spendTokens(r, dmg) || stale
	}
	// 5. Resolve damage.
	if stale {
		icons = a.icons()
	}
	a.Crit = icons.crits() > 0
	// the standard critical effect: ship against ship, or a Bomber squadron
	// against a ship ("Bomber squadrons also count crits vs ships and may
	// use the standard crit", rules notes §3), the attackers whose crits
	// count
	a.StdCrit = a.Crit && a.critsCount == 1 && !a.contained && !attSt.Has(TargeterDisruption)
	total := icons.damage(a.critsCount)
	if a.spentType[Brace] {
		total = a.braced(total) // "halve it, rounding up"
	}
	if !def.Profile.Squadron && a.spentType[Redirect] && total > 0 {
		total = s.redirect(a, total, int(att.Kit.RedirectCap), r)
	}
	return total
}

// suffer ends step 5: the defender suffers total (damage cards dealt from
// the deck), the outcome is recorded on it, and any Salvo or Counter
// follows.
func (s *State) suffer(a *Attack, total int, r *sim.Stream) {
	att, def, defSt := a.att, a.def, a.defSt
	if def.Profile.Squadron {
		s.damageSquadron(a.Defender, total)
		a.Damage = total
	} else {
		a.Damage += s.damageZone(a.Defender, a.Zone, total, a.StdCrit, r)
	}
	defSt.Damage += int16(a.Damage)
	if a.Crit {
		defSt.CritAgainst = true
	}
	if a.Accuracy {
		defSt.AccuracyAgainst = true
	}
	// Salvo: the defender counter-attacks, even if destroyed, never from a
	// salvo attack, with the "Same range and LOS as the original attack"
	// (rules notes §4): obstructed when it was.
	if a.salvoSpent && !a.IsSalvo {
		salvo := &s.inFlight[1]
		*salvo = Attack{Attacker: a.Defender, Defender: a.Attacker, From: Rear, Zone: a.From, Range: a.Range,
			Obstructed: a.Obstructed, IsSalvo: true}
		if att.Profile.Squadron {
			salvo.Range = Distance1
		}
		var m traceMark
		if s.rec.On() {
			m = s.markTrace()
		}
		s.Resolve(salvo, r)
		if s.rec.On() {
			s.traceAttack(salvo, m)
		}
	}
	if def.Profile.Keywords.Set&(1<<KeywordCounter) != 0 {
		s.counter(a, r)
	}
}

// redirect applies the Redirect token spent in ship attack a to its total
// damage: as much as the adjacent zone its defender's RedirectDecision
// names has shields for (at most limit when limit > 0: XI7 Turbolasers)
// is suffered there, or with Expert Shield Tech a redirect of 1 or less
// reduces the total by 1 instead. It returns the damage left for the
// defending zone.
func (s *State) redirect(a *Attack, total, limit int, r *sim.Stream) int {
	def, defSt := a.def, a.defSt
	z := s.redirectZone(a, r)
	if adj := a.Zone.Adjacent(); z != adj[0] && z != adj[1] {
		z = adj[0]
	}
	moved := min(total, int(defSt.Shields[z]))
	if limit > 0 {
		moved = min(moved, limit) // XI7 Turbolasers
	}
	if def.Kit.ShieldTech && moved <= 1 {
		return total - 1 // Expert Shield Tech: reduce the total by 1 instead
	}
	defSt.Shields[z] -= int8(moved)
	a.Damage += moved
	return total - moved
}

func firstColour(d Dice) Colour {
	for _, c := range Colours {
		if d[c] > 0 {
			return c
		}
	}
	return ColourNone
}

func (a *Attack) inPool(c Colour) bool {
	for i := range a.N {
		if a.Pool[i].Colour == c && a.Pool[i].Face != FaceNone {
			return true
		}
	}
	return false
}

// spendAccuracies lets the attacker spend accuracy icons, each locking one
// defense token for this attack (rules notes §3, step 3); the pool shows
// accuracies of them. The default
// decision (MaxDamage's) is read here, its spendable tokens and accuracies
// kept up to date as each accuracy locks one, rather than asked each time.
func (a *Attack) spendAccuracies(r *sim.Stream, accuracies int) {
	def, st := a.def, a.defSt
	asked := a.State.player(a.Attacker).Lock != nil
	var spendable uint8
	left := 0
	if !asked {
		spendable, left = a.spendableTokens(def, st), accuracies
	}
	// the dice showing an accuracy, in pool order: an accuracy spent only
	// removes its own die
	for m := a.accuracyDice(); m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(m)
		var t int
		if asked {
			t = a.State.lock(a, r)
		} else {
			t = a.State.locks[a.Defender].lock(spendable, left) // mostValuableLock(def, spendable, left)
		}
		if t < 0 || t >= len(def.Profile.Tokens) || a.Locked[t] {
			return
		}
		a.Locked[t] = true
		a.Pool[i].Face = FaceNone // spending an accuracy removes the die
		spendable &^= 1 << t      // locked now
		left--                    // the accuracy spent
	}
}

// spendTokens asks the defender which tokens to spend and applies them:
// ready → exhausted, exhausted → discarded; at most one of each type, each
// token once. The default decision (TokenSpending's zero value) is read
// here with the spendable tokens found once for it and the rules' check:
// those the rules allow as the step starts, less, after each spend, the
// tokens of the type spent (the spent token's new state, the only state a
// spend changes, is then never read). dmg is the pool's damage, or -1 to
// count it when needed. It reports whether a token changed the pool.
func (a *Attack) spendTokens(r *sim.Stream, dmg int) (changed bool) {
	def, st, att := a.def, a.defSt, a.att
	asked := a.State.player(a.Defender).Token != nil
	open := a.spendableTokens(def, st)
	for range len(def.Profile.Tokens) {
		var i int
		spendable := open
		if asked {
			i = a.State.nextToken(a, r)
			spendable = a.spendableTokens(def, st)
		} else {
			if dmg < 0 {
				dmg = a.PoolDamage()
			}
			i = TokenSpending{}.next(a, def, st, spendable, dmg)
		}
		if i < 0 || i >= MaxTokens || spendable&(1<<i) == 0 { // Spendable
			return changed
		}
		t := def.Profile.Tokens[i]
		a.spentType[t] = true
		open &^= def.tokensOf(t)
		st.TokensSpent++
		discard := st.Tokens[i] == Exhausted
		switch t {
		case Scatter:
			for j := range a.N {
				a.Pool[j].Face = FaceNone // cancel every die
			}
			dmg, changed = -1, true
		case Evade:
			if a.evade(r, att, def) {
				discard = true
			}
			dmg, changed = -1, true
		case Contain:
			a.contained = true
		case Salvo:
			a.salvoSpent = true
		}
		if discard {
			st.Tokens[i] = Discarded
			st.TokensDiscarded++
		} else {
			st.Tokens[i] = Exhausted
		}
	}
	return changed
}

// evade applies an Evade token and reports whether it must be discarded
// (rules notes §4). It affects the dice EvadeEffect says, each the one the
// defender's policy chooses; then, under 1.5, a ship defending against a
// larger ship "may affect one extra die ... but then the spent token is
// discarded": the policy is asked once more (EvadeExtra is set), may
// decline (-1), and must name a die this Evade has not affected (the extra
// die is a different die); only when that die is affected is the token
// discarded.
func (a *Attack) evade(r *sim.Stream, att, def *Unit) (discard bool) {
	cancel, dice := a.EvadeEffect()
	for range dice {
		a.evadeDie(r, a.State.evadeDie(a, cancel, r), cancel)
	}
	if dice > 0 && a.State.Model.Rules.Evade == Evade15 && !def.Profile.Squadron && !att.Profile.Squadron &&
		att.Profile.Size > def.Profile.Size {
		a.evadeExtra = true
		discard = a.evadeDie(r, a.State.evadeDie(a, cancel, r), cancel)
		a.evadeExtra = false
	}
	return discard
}

// evadeDie cancels or rerolls die i for an Evade, if it is a die in the pool
// this Evade has not affected yet, and reports whether it did.
func (a *Attack) evadeDie(r *sim.Stream, i int, cancel bool) bool {
	if i < 0 || i >= a.N || a.Pool[i].Face == FaceNone || a.Evaded(i) {
		return false
	}
	a.evaded |= 1 << i
	if cancel {
		a.Pool[i].Face = FaceNone
	} else {
		a.Pool[i].Face = a.Pool[i].Colour.Roll(r)
	}
	return true
}

// EvadeEffect returns what an Evade token does in this attack, by the
// Evade rule and the range (rules notes §4): whether it cancels dice
// (otherwise it rerolls them) and how many, the extra die against a larger
// attacker left out (see EvadeExtra). Under 1.5: long range cancels one
// die, extreme two, closer ranges and distance 1–2 reroll one. Before 1.5:
// long cancels one, medium (and distance 2) rerolls one, extreme cancels
// two, and at close range and distance 1 it has no effect (dice 0).
func (a *Attack) EvadeEffect() (cancel bool, dice int) {
	switch a.Range {
	case Long:
		return true, 1
	case Extreme:
		return true, 2
	case Medium, Distance2:
		return false, 1
	}
	if a.State.Model.Rules.Evade == EvadePre15 {
		return false, 0
	}
	return false, 1
}

// EvadeExtra reports whether the die EvadeDecision.EvadeDie is being asked
// for is the extra die a ship may affect against a larger attacker: the
// Evade token is discarded if it is affected, and it must be a die this
// Evade has not affected yet.
func (a *Attack) EvadeExtra() bool { return a.evadeExtra }

// Evaded reports whether the Evade spent in this attack has already
// cancelled or rerolled die i.
func (a *Attack) Evaded(i int) bool { return i >= 0 && i < MaxDice && a.evaded&(1<<i) != 0 }

// damageSquadron takes total hull points off squadron u.
func (s *State) damageSquadron(u, total int) {
	st := &s.Units[u]
	st.HullLeft -= int8(min(total, int(st.HullLeft)))
	if st.HullLeft <= 0 {
		s.destroy(u)
	}
}

// damageZone makes ship u suffer total damage on zone z, one point at a
// time: a shield while the zone has any, else a facedown damage card — the
// first one faceup if the standard critical effect applies. It returns the
// damage suffered (less than total only if the ship was destroyed first).
func (s *State) damageZone(u int, z Zone, total int, faceupFirst bool, r *sim.Stream) int {
	st := &s.Units[u]
	done := 0
	for ; done < total && !st.Destroyed; done++ {
		if st.Shields[z] > 0 {
			st.Shields[z]--
			continue
		}
		s.deal(u, faceupFirst, r)
		faceupFirst = false
	}
	return done
}

// deal gives ship u one damage card, faceup or facedown, and applies a
// faceup card's effect.
func (s *State) deal(u int, faceup bool, r *sim.Stream) {
	st := &s.Units[u]
	c := s.Deck.Draw(r)
	if c == CardNone {
		return // every card is on a ship: nothing left to deal
	}
	st.Cards++
	if s.rec.On() {
		s.rec.Event(DamageCardEvent{Round: s.Round, Ship: u, Card: c.String(), Faceup: faceup, Cause: s.cause.String()})
		s.traceCard(u, c, faceup)
	}
	if !faceup {
		st.Facedown[c]++
	} else {
		st.DealtFaceup = true
		if u+1 == s.game.obj.faceupOn { // Precision Strike counts it (objective_precision.go)
			s.game.obj.faceupDealt++
		}
		s.faceup(u, c, r)
	}
	if int(st.Cards) >= s.hullValue(u) {
		s.destroy(u)
	}
}

// destroy marks unit u destroyed and puts its damage cards on the discard
// pile.
func (s *State) destroy(u int) {
	st := &s.Units[u]
	if st.Destroyed {
		return
	}
	st.Destroyed = true
	st.RoundDestroyed = int8(s.Round)
	if s.rec.On() {
		s.traceDestroyed(u)
	}
	for c := range cardKinds {
		for range int(st.Faceup[c]) + int(st.Facedown[c]) {
			s.Deck.Discard(Card(c))
		}
	}
	if s.Model.Units[u].Kit.IsFlagship {
		s.loseCommander(u)
	}
	if s.game.obj.vipHolder == u+1 {
		s.vipDropped(u) // Capture the VIP (objective_vip.go)
	}
}

// StatusPhase readies every exhausted defense token, except on ships with
// a faceup Compartment Fire (rules notes §8; §6 "can't ready defense
// tokens").
func (s *State) StatusPhase() {
	for u := range s.Units {
		st := &s.Units[u]
		st.UpgradesUsed &^= recurCards // exhausted recur cards ready (battle notes §4.2)
		if st.Has(CompartmentFire) {
			continue
		}
		for i := range st.Tokens {
			if st.Tokens[i] == Exhausted {
				st.Tokens[i] = Ready
			}
		}
	}
}

// CountsCrits reports whether crit icons add to this attack's damage.
func (a *Attack) CountsCrits() bool { return a.critsCount == 1 }

// Gathered returns how many dice of colour c the attack gathered before
// obstruction removed one (during the obstruction decision).
func (a *Attack) Gathered(c Colour) int { return a.gathered[c] }

// InPool reports whether the pool holds a die of colour c.
func (a *Attack) InPool(c Colour) bool { return a.inPool(c) }
