package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// This file declares every choice an Armada player makes: one small
// interface per choice, each asked with the state (or the attack, which
// carries it), what the choice is about and the trial's stream, and a
// [Player] that holds one answer to each, nil meaning the default written
// beside it (default*.go). The rules core asks a player only here; it never
// chooses for one.

// ObstructDecision chooses the die an obstructed attack loses.
type ObstructDecision interface {
	// Obstruct returns the colour of the die to remove from the gathered
	// pool of an obstructed attack (one that is in the pool).
	Obstruct(a *Attack, r *sim.Stream) Colour
}

// ConcentrateDecision chooses the die the Concentrate Fire dial adds.
type ConcentrateDecision interface {
	// Concentrate returns the colour of the die to add: one already in
	// the pool.
	Concentrate(a *Attack, r *sim.Stream) Colour
}

// RerollDecision chooses the die the Concentrate Fire token rerolls.
type RerollDecision interface {
	// Reroll returns the index of the die to reroll, or -1 for none.
	Reroll(a *Attack, r *sim.Stream) int
}

// LockDecision chooses the defense token an accuracy locks.
type LockDecision interface {
	// Lock returns the index of the defender's token to lock with one
	// accuracy, or -1 to lock nothing more.
	Lock(a *Attack, r *sim.Stream) int
}

// TokenDecision chooses the defense tokens a defender spends.
type TokenDecision interface {
	// NextToken returns the index of the next defense token to spend, or
	// -1 to spend no more. Each token's effect is applied before the next
	// is asked for, so an Evade reroll can be seen before choosing Brace
	// ("Order within step 4 is free", rules notes §4). A token the rules
	// forbid ends the spending.
	NextToken(a *Attack, r *sim.Stream) int
}

// EvadeDecision chooses the dice an Evade token affects.
type EvadeDecision interface {
	// EvadeDie returns the index of the die Evade cancels (cancel true) or
	// rerolls, or -1 for none. It is asked once for each die the Evade
	// affects (Attack.EvadeEffect), then, when a ship defends against a
	// larger ship under the 1.5 rule, once more for the extra die
	// (Attack.EvadeExtra), whose use discards the token: -1 declines it. A
	// die this Evade has already affected (Attack.Evaded) is not affected
	// again.
	EvadeDie(a *Attack, cancel bool, r *sim.Stream) int
}

// RedirectDecision chooses the hull zone a Redirect token moves damage to.
type RedirectDecision interface {
	// RedirectZone returns one of a.Zone.Adjacent().
	RedirectZone(a *Attack, r *sim.Stream) Zone
}

// DiscardDecision chooses the defense token an Injured Crew card discards.
type DiscardDecision interface {
	// DiscardToken returns the index of the token unit discards.
	DiscardToken(s *State, unit int, r *sim.Stream) int
}

// PreyDecision chooses the enemies a squadron goes for (rules notes §8).
// The rules still bound what it may do: an engaged squadron attacks only
// squadrons and does not move.
type PreyDecision interface {
	// Prey returns the enemies squadron u prefers, to attack and to fly
	// at: TargetNearest (any), TargetNearestShip or TargetNearestSquadron.
	// With none of them in reach it attacks, or flies at, the nearest
	// enemy of any kind.
	Prey(s *State, u int, r *sim.Stream) Target
}

// SquadronMoveDecision chooses whether a squadron with no target moves.
type SquadronMoveDecision interface {
	// Moves reports whether squadron u, having no target, moves.
	Moves(s *State, u int, r *sim.Stream) bool
}

// DialDecision chooses the command dials a ship's player sets in the
// Command Phase (rules notes §5).
type DialDecision interface {
	// Dial returns the dial put under ship u's stack; st.Dials[:st.NDials]
	// are those already in it.
	Dial(s *State, u int, r *sim.Stream) Command
}

// KeepDialDecision chooses whether a revealed command dial is kept for its
// effect or spent at once for the matching token (rules notes §5).
type KeepDialDecision interface {
	// KeepDial reports whether ship u keeps dial, in an activation that
	// attacks and maneuvers as those say.
	KeepDial(s *State, u int, dial Command, attacks, maneuvers bool, r *sim.Stream) bool
}

// RepairKind is what engineering points buy (rules notes §5, "Repair
// spending").
type RepairKind uint8

// The repair effects; RepairNone stops the spending.
const (
	RepairNone    RepairKind = iota
	DiscardCard              // discard a damage card, faceup first (RepairHullCost)
	RecoverShield            // recover a shield on zone To (RecoverShieldCost)
	MoveShield               // move a shield from zone From to zone To (MoveShieldCost)
)

// RepairEffect is one use of engineering points.
type RepairEffect struct {
	Kind     RepairKind
	From, To Zone
}

// RepairDecision chooses how a ship spends its engineering points.
type RepairDecision interface {
	// NextRepair returns the next effect ship u buys with the points left,
	// or one of kind RepairNone to stop. An effect the points do not pay
	// for, or with nothing to act on, also stops the spending.
	NextRepair(s *State, u, points int, r *sim.Stream) RepairEffect
}

// DebrisDecision chooses the hull zone a debris field damages (rules notes
// §7: the owner's choice).
type DebrisDecision interface {
	// DebrisZone returns the zone of ship u that suffers the damage (one
	// out of range: the default's).
	DebrisZone(s *State, u int, r *sim.Stream) Zone
}

// ZoneDecision chooses the hull zone a ship's attack whose zone the
// script leaves open (Attack.BestZone) fires from.
type ZoneDecision interface {
	// Zone returns a zone z with o.Legal[z] set (at least one is): o.Attacks[z]
	// is the attack from z, declared.
	Zone(s *State, o *ZoneOptions, r *sim.Stream) Zone
}

// ZoneOptions are the attacks an activation could make from each hull zone
// it has not used yet, declared.
type ZoneOptions struct {
	// Legal[z] says whether zone z is free and has a legal target.
	Legal [zones]bool
	// Attacks[z] is the attack from zone z, declared (target and defending
	// zone named), when Legal[z].
	Attacks [zones]Attack
}

// SquadronCommandDecision chooses the squadrons a Squadron command
// activates.
type SquadronCommandDecision interface {
	// CommandSquadron returns the next squadron ship activates with its
	// Squadron command, one that s.InSquadronReach(ship, j) accepts, or -1
	// to activate no more.
	CommandSquadron(s *State, ship int, r *sim.Stream) int
}

// SquadronPhaseDecision chooses the squadrons a player activates in the
// Squadron Phase, two at a time (rules notes §8).
type SquadronPhaseDecision interface {
	// PhaseSquadron returns the next squadron player activates, one of
	// its own on the table not yet activated this round
	// (s.MayActivate(player, j)), or -1 when none is left.
	PhaseSquadron(s *State, player int, r *sim.Stream) int
}

// The decisions of a battle (battle.go): set-up, the Ship Phase's turns
// and each activation's attacks and maneuver. Their defaults are
// [RandomPlaces] for where obstacles and units go and [Approach] for
// the rest (default_battle.go).

// FirstPlayerDecision chooses, for the player who picks by fleet points,
// who is first player (rules notes battle §1.2 step 3).
type FirstPlayerDecision interface {
	// GoFirst reports whether player, who picks, takes the first player.
	GoFirst(s *State, player int, r *sim.Stream) bool
}

// ObstacleDecision chooses where a player places an obstacle (rules notes
// battle §1.2 step 5).
type ObstacleDecision interface {
	// PlaceObstacle returns where player puts obstacle o (its centre and
	// the bearing of its own +Y), or false for no place found. A place the
	// rules forbid (Table.ObstaclePlaceable) is replaced by the default's.
	PlaceObstacle(s *State, player int, o *Obstacle, r *sim.Stream) (Placement, bool)
}

// DeployOrderDecision chooses the unit a player deploys next (rules notes
// battle §1.2 step 6).
type DeployOrderDecision interface {
	// NextDeployment returns one of player's units not yet deployed
	// (s.Deployed): a ship makes the turn, a squadron is followed by a
	// second one if the answer is again a squadron.
	NextDeployment(s *State, player int, r *sim.Stream) int
}

// DeployDecision chooses where a unit is deployed and a ship's speed.
type DeployDecision interface {
	// Deploy returns where unit u stands and, for a ship, the speed its
	// dial is set to (1 to its chart's top). A place the rules forbid is
	// replaced by the default's.
	Deploy(s *State, u int, r *sim.Stream) (Placement, int)
}

// PassDecision chooses whether a player spends a pass token.
type PassDecision interface {
	// Pass reports whether player, allowed to pass (t.MayPass), does.
	Pass(s *State, player int, t ShipTurn, r *sim.Stream) bool
}

// ShipOrderDecision chooses the ship a player activates.
type ShipOrderDecision interface {
	// NextShip returns one of player's ships that s.MayActivateShip
	// accepts.
	NextShip(s *State, player int, r *sim.Stream) int
}

// AttackTargetDecision chooses the kind of enemy a ship's next attack goes
// for; with none of that kind in reach it attacks the nearest of any kind.
type AttackTargetDecision interface {
	// AttackTarget returns TargetNearest, TargetNearestShip or
	// TargetNearestSquadron.
	AttackTarget(s *State, u int, r *sim.Stream) Target
}

// ManeuverDecision chooses a ship's maneuver in its activation (rules
// notes §7): the speed change asked of Navigate and the course, which
// the speed chart then bounds at the speed it ends up at.
type ManeuverDecision interface {
	Maneuver(s *State, u int, r *sim.Stream) (NavigateRequest, Course)
}

// Player is every choice one Armada player makes, a field per decision. A
// nil field means the default written beside the decision (default*.go):
// the attacker's [MaxDamage], the defender's [TokenSpending] zero value
// (minimise-damage), [Hunt] for squadrons, the ship's [ScriptedDials] (in a
// battle [Approach]'s) kept when [KeepUseful], [CardsThenShields] for repairs, the
// [MostShieldsZone] on debris, the [MostDamageZone], the [NearestSquadron] first under a Squadron command
// and the [ListedSquadrons] in the Squadron Phase. A Player belongs to
// one worker: a decision may keep a plan in itself across attacks and
// rounds.
type Player struct {
	Obstruct        ObstructDecision
	Concentrate     ConcentrateDecision
	Reroll          RerollDecision
	Lock            LockDecision
	Token           TokenDecision
	Evade           EvadeDecision
	Redirect        RedirectDecision
	Discard         DiscardDecision
	Prey            PreyDecision
	SquadronMoves   SquadronMoveDecision
	Dial            DialDecision
	KeepDial        KeepDialDecision
	Repair          RepairDecision
	Debris          DebrisDecision
	Zone            ZoneDecision
	SquadronCommand SquadronCommandDecision
	SquadronPhase   SquadronPhaseDecision

	// Placement, discard, command tokens and an open defender: nil means
	// [NearestPlace], [FaceupFirst], [SpendWhenUseful] for both tokens
	// and [NearestDefender].
	Aside         AsideDecision
	CardDiscard   CardDiscardDecision
	NavigateToken NavigateTokenDecision
	RepairToken   RepairTokenDecision
	Defender      DefenderDecision
	// A battle's decisions.
	FirstPlayer  FirstPlayerDecision
	Obstacle     ObstacleDecision
	DeployOrder  DeployOrderDecision
	Deploy       DeployDecision
	Pass         PassDecision
	ShipOrder    ShipOrderDecision
	AttackTarget AttackTargetDecision
	Maneuver     ManeuverDecision
	// Squadron keywords' decisions (keyword*.go): nil means
	// [CloakToPrey] and [RaidWhenItLands].
	Cloak CloakDecision
	Raid  RaidDecision
	// Objective play: nil means [FirstListed] and [ObjectiveShips].
	Objective     ObjectiveChoiceDecision
	ObjectiveShip ObjectiveShipDecision
	// Defense objectives' play: nil means [IonCannonFire], [VIPPlay]
	// and [HyperspaceJump].
	IonCannon  IonCannonDecision
	VIP        VIPDecision
	Hyperspace HyperspaceDecision
	// SurpriseStation and SurpriseDials play Surprise Attack
	// (objective_surprise.go); nil: SurpriseStrike.
	SurpriseStation SurpriseStationDecision
	SurpriseDials   SurpriseDialsDecision
	// Objective tokens on the table: nil means [RandomPlaces] for
	// placing them, [TokenSense] for moving them and for Strategic.
	ObjectiveToken ObjectiveTokenDecision
	TokenMove      TokenMoveDecision
	Strategic      StrategicDecision
	// Exogorths and Infested Fields: nil means [ExogorthSense] and
	// [TokensToFriends].
	ExogorthPlace ExogorthPlaceDecision
	ExogorthPick  ExogorthPickDecision
	ObstacleMove  ObstacleMoveDecision
}

// Players is the number of players in a game of Armada.
const Players = 2

// player returns the player who owns unit u.
func (s *State) player(u int) *Player { return &s.players[s.Model.Units[u].Player] }

// Player returns player p's decisions in this state (a worker's own). A
// decision changed through it after NewState is not seen by the memo of a
// one-attack script's defence, which checked the decisions when the state
// was made (attack_memo.go): give decisions through Model.Players, or set
// Model.NoShortcuts, to change them.
func (s *State) Player(p int) *Player { return &s.players[p] }

// newPlayers returns one worker's players, made by g.Players.
func (g *Model) newPlayers() (ps [Players]Player) {
	for p, newPlayer := range g.Players {
		if newPlayer != nil {
			ps[p] = newPlayer()
		}
	}
	return ps
}

// The calls below ask the player of the unit concerned for one decision,
// or take the default when the field is nil.

func (s *State) obstruct(a *Attack, r *sim.Stream) Colour {
	if d := s.player(a.Attacker).Obstruct; d != nil {
		return d.Obstruct(a, r)
	}
	return MaxDamage{}.Obstruct(a, r)
}

func (s *State) concentrate(a *Attack, r *sim.Stream) Colour {
	if d := s.player(a.Attacker).Concentrate; d != nil {
		return d.Concentrate(a, r)
	}
	return MaxDamage{}.Concentrate(a, r)
}

func (s *State) reroll(a *Attack, r *sim.Stream) int {
	if d := s.player(a.Attacker).Reroll; d != nil {
		return d.Reroll(a, r)
	}
	return MaxDamage{}.Reroll(a, r)
}

func (s *State) lock(a *Attack, r *sim.Stream) int {
	if d := s.player(a.Attacker).Lock; d != nil {
		return d.Lock(a, r)
	}
	return MaxDamage{}.Lock(a, r)
}

func (s *State) nextToken(a *Attack, r *sim.Stream) int {
	if d := s.player(a.Defender).Token; d != nil {
		return d.NextToken(a, r)
	}
	return TokenSpending{}.NextToken(a, r)
}

func (s *State) evadeDie(a *Attack, cancel bool, r *sim.Stream) int {
	if d := s.player(a.Defender).Evade; d != nil {
		return d.EvadeDie(a, cancel, r)
	}
	return TokenSpending{}.EvadeDie(a, cancel, r)
}

func (s *State) redirectZone(a *Attack, r *sim.Stream) Zone {
	if d := s.player(a.Defender).Redirect; d != nil {
		return d.RedirectZone(a, r)
	}
	return TokenSpending{}.RedirectZone(a, r)
}

func (s *State) discardToken(u int, r *sim.Stream) int {
	if d := s.player(u).Discard; d != nil {
		return d.DiscardToken(s, u, r)
	}
	return TokenSpending{}.DiscardToken(s, u, r)
}

func (s *State) prey(u int, r *sim.Stream) Target {
	if d := s.player(u).Prey; d != nil {
		return d.Prey(s, u, r)
	}
	return Hunt.Prey(s, u, r)
}

func (s *State) squadronMoves(u int, r *sim.Stream) bool {
	if d := s.player(u).SquadronMoves; d != nil {
		return d.Moves(s, u, r)
	}
	return Hunt.Moves(s, u, r)
}

func (s *State) dial(u int, r *sim.Stream) Command {
	if d := s.player(u).Dial; d != nil {
		return d.Dial(s, u, r)
	}
	if s.Model.Battle != nil {
		return Approach{}.Dial(s, u, r) // a battle's default
	}
	return ScriptedDials{}.Dial(s, u, r)
}

func (s *State) keepDial(u int, dial Command, attacks, maneuvers bool, r *sim.Stream) bool {
	if d := s.player(u).KeepDial; d != nil {
		return d.KeepDial(s, u, dial, attacks, maneuvers, r)
	}
	if s.Model.Battle != nil {
		return Approach{}.KeepDial(s, u, dial, attacks, maneuvers, r) // a battle's default
	}
	return KeepUseful{}.KeepDial(s, u, dial, attacks, maneuvers, r)
}

func (s *State) nextRepair(u, points int, r *sim.Stream) RepairEffect {
	if d := s.player(u).Repair; d != nil {
		return d.NextRepair(s, u, points, r)
	}
	return CardsThenShields{}.NextRepair(s, u, points, r)
}

func (s *State) debrisZone(u int, r *sim.Stream) Zone {
	if d := s.player(u).Debris; d != nil {
		if z := d.DebrisZone(s, u, r); z < zones {
			return z
		}
	}
	return MostShieldsZone{}.DebrisZone(s, u, r)
}

func (s *State) zone(u int, o *ZoneOptions, r *sim.Stream) Zone {
	if d := s.player(u).Zone; d != nil {
		return d.Zone(s, o, r)
	}
	return MostDamageZone{}.Zone(s, o, r)
}

func (s *State) commandSquadron(ship int, r *sim.Stream) int {
	if d := s.player(ship).SquadronCommand; d != nil {
		if j := d.CommandSquadron(s, ship, r); j >= 0 && s.InSquadronReach(ship, j) {
			return j
		}
		return -1 // a squadron out of reach ends the command
	}
	return NearestSquadron{}.CommandSquadron(s, ship, r)
}

func (s *State) phaseSquadron(player int, r *sim.Stream) int {
	if d := s.players[player].SquadronPhase; d != nil {
		if j := d.PhaseSquadron(s, player, r); j >= 0 && s.MayActivate(player, j) {
			return j
		}
		return -1 // a squadron it may not activate ends its turn
	}
	return ListedSquadrons{}.PhaseSquadron(s, player, r)
}

// The decisions below are the placement, discard, command-token and
// defender choices the core used to make itself (issue 14), each with the
// core's old choice as its default.

// AsideDecision chooses where a squadron that a ship's maneuver ended on
// is placed (rules notes §7: the player who is not moving the ship places
// it, touching the ship or squadrons touching it, never overlapping a
// base, never outside the play area).
type AsideDecision interface {
	// Aside returns where squadron j, lifted from under ship u with the
	// squadrons in lifted (still to be placed after it), goes, or ok false
	// to leave it where it stands. A place that overlaps a base or leaves
	// the play area is not taken: the default's is.
	Aside(s *State, u, j int, lifted UnitSet, r *sim.Stream) (at plane.Vec, ok bool)
}

// CardDiscardDecision chooses the damage card a ship discards when a
// station or a Repair lets it discard one (rules notes §5, §7).
type CardDiscardDecision interface {
	// CardToDiscard returns the kind of card ship u discards and whether
	// it is one of its faceup cards (else facedown). A card the ship does
	// not hold is not discarded: the default's is.
	CardToDiscard(s *State, u int, r *sim.Stream) (c Card, faceup bool)
}

// NavigateTokenDecision chooses whether a ship spends its Navigate command
// token on a maneuver (rules notes §5).
type NavigateTokenDecision interface {
	// SpendNavigateToken reports whether ship u, holding a Navigate token,
	// spends it on the maneuver that asks want of the Navigate command.
	SpendNavigateToken(s *State, u int, want NavigateRequest, r *sim.Stream) bool
}

// RepairTokenDecision chooses whether a ship spends its Repair command
// token when it activates (rules notes §5).
type RepairTokenDecision interface {
	// SpendRepairToken reports whether ship u, holding a Repair token,
	// spends it now, with its kept Repair dial when dial is true.
	SpendRepairToken(s *State, u int, dial bool, r *sim.Stream) bool
}

// DefenderDecision chooses the enemy an attack whose defender is left open
// (Attack.Target, a script's nearest or a squadron's PreyDecision) is
// declared at: the attacker's choice among the enemies in arc, range and
// sight (rules notes §3, step 1).
type DefenderDecision interface {
	// Defender returns the unit attack a is declared at: an enemy on the
	// table of the kind a.Target admits, not in a.Skip, or -1 for none. One
	// out of arc, range or sight declares no attack. It is asked again for
	// each hull zone an attack left open (ZoneDecision) could fire from.
	Defender(s *State, a *Attack, r *sim.Stream) int
}

// aside asks the player who is not moving ship u where squadron j goes:
// ok false, or a place the rules forbid, takes NearestPlace's.
func (s *State) aside(u, j int, lifted UnitSet, r *sim.Stream) (plane.Vec, bool) {
	if d := s.players[1-s.Model.Units[u].Player].Aside; d != nil {
		if at, ok := d.Aside(s, u, j, lifted, r); ok {
			ships, squadrons := s.basesExcept(j, lifted)
			if c := (Disc{at, s.Model.squadronRadius()}); !c.overlapsAny(ships, squadrons) && s.Model.holdsDisc(c) {
				return at, true
			}
		}
	}
	return NearestPlace{}.Aside(s, u, j, lifted, r)
}

func (s *State) cardToDiscard(u int, r *sim.Stream) (Card, bool) {
	if d := s.player(u).CardDiscard; d != nil {
		if c, faceup := d.CardToDiscard(s, u, r); c < cardKinds && s.Units[u].holds(c, faceup) {
			return c, faceup
		}
	}
	return FaceupFirst{}.CardToDiscard(s, u, r)
}

func (s *State) spendNavigateToken(u int, want NavigateRequest, r *sim.Stream) bool {
	if d := s.player(u).NavigateToken; d != nil {
		return d.SpendNavigateToken(s, u, want, r)
	}
	return SpendWhenUseful{}.SpendNavigateToken(s, u, want, r)
}

func (s *State) spendRepairToken(u int, dial bool, r *sim.Stream) bool {
	if d := s.player(u).RepairToken; d != nil {
		return d.SpendRepairToken(s, u, dial, r)
	}
	return SpendWhenUseful{}.SpendRepairToken(s, u, dial, r)
}

func (s *State) goFirst(player int, r *sim.Stream) bool {
	if d := s.players[player].FirstPlayer; d != nil {
		return d.GoFirst(s, player, r)
	}
	return Approach{}.GoFirst(s, player, r)
}

func (s *State) obstaclePlacement(player int, o *Obstacle, r *sim.Stream) (Placement, bool) {
	if d := s.players[player].Obstacle; d != nil {
		return d.PlaceObstacle(s, player, o, r)
	}
	return RandomPlaces{}.PlaceObstacle(s, player, o, r)
}

func (s *State) nextDeployment(player int, r *sim.Stream) int {
	if u := s.surpriseFlagshipFirst(player); u >= 0 {
		return u // Surprise Attack (objective_surprise.go)
	}
	if d := s.players[player].DeployOrder; d != nil {
		if u := d.NextDeployment(s, player, r); u >= 0 && u < len(s.Model.Units) && s.Model.Units[u].Player == player && !s.Deployed(u) && !s.setAside(u) && !s.squadronTooSoon(u) {
			return u
		}
	}
	return Approach{}.NextDeployment(s, player, r)
}

func (s *State) deployment(u int, r *sim.Stream) (Placement, int) {
	if d := s.player(u).Deploy; d != nil {
		return d.Deploy(s, u, r)
	}
	return RandomPlaces{}.Deploy(s, u, r)
}

func (s *State) pass(player int, t ShipTurn, r *sim.Stream) bool {
	if d := s.players[player].Pass; d != nil {
		return d.Pass(s, player, t, r)
	}
	return Approach{}.Pass(s, player, t, r)
}

func (s *State) nextShip(player int, r *sim.Stream) int {
	if d := s.players[player].ShipOrder; d != nil {
		return d.NextShip(s, player, r)
	}
	return Approach{}.NextShip(s, player, r)
}

func (s *State) attackTarget(u int, r *sim.Stream) Target {
	if d := s.player(u).AttackTarget; d != nil {
		return d.AttackTarget(s, u, r)
	}
	return Approach{}.AttackTarget(s, u, r)
}

func (s *State) maneuver(u int, r *sim.Stream) (NavigateRequest, Course) {
	if d := s.player(u).Maneuver; d != nil {
		return d.Maneuver(s, u, r)
	}
	return Approach{}.Maneuver(s, u, r)
}

// CloakDecision chooses where a Cloak squadron moves at the end of the
// Squadron Phase ("may move up to distance 1 even if engaged", battle notes
// §5).
type CloakDecision interface {
	// Cloak returns where squadron u's centre goes, at most distance 1
	// from where it stands, or false to stay. A place beyond distance 1,
	// overlapping a base or off the table is not taken.
	Cloak(s *State, u int, r *sim.Stream) (plane.Vec, bool)
}

func (s *State) cloak(u int, r *sim.Stream) (plane.Vec, bool) {
	if d := s.player(u).Cloak; d != nil {
		return d.Cloak(s, u, r)
	}
	return CloakToPrey{}.Cloak(s, u, r)
}

// RaidDecision chooses the raid token an Assault squadron's attack gives a
// ship for a hit die (battle notes §5, Assault).
type RaidDecision interface {
	// Raid returns the command of the raid token to give attack a's
	// defender, or CommandNone to spend no die.
	Raid(a *Attack, r *sim.Stream) Command
}

func (s *State) raid(a *Attack, r *sim.Stream) Command {
	if d := s.player(a.Attacker).Raid; d != nil {
		return d.Raid(a, r)
	}
	return RaidWhenItLands{}.Raid(a, r)
}

// ObjectiveChoiceDecision chooses the objective of a game (rules notes
// battle §1.2 step 4): the first player picks one of the second player's
// three.
type ObjectiveChoiceDecision interface {
	// ChooseObjective returns the index in options (the second player's
	// objectives) that player, the first player, picks.
	ChooseObjective(s *State, player int, options []Objective, r *sim.Stream) int
}

// ObjectiveShipDecision chooses an objective ship (rules notes battle
// §3.2: Most Wanted).
type ObjectiveShipDecision interface {
	// ObjectiveShip returns the ship of owner's fleet, on the table, that
	// player names as objective ship. Any other answer is replaced by the
	// default's.
	ObjectiveShip(s *State, player, owner int, r *sim.Stream) int
}

func (s *State) objectiveChoice(player int, options []Objective, r *sim.Stream) int {
	if d := s.players[player].Objective; d != nil {
		return d.ChooseObjective(s, player, options, r)
	}
	return FirstListed{}.ChooseObjective(s, player, options, r)
}

func (s *State) objectiveShip(player, owner int, r *sim.Stream) int {
	if d := s.players[player].ObjectiveShip; d != nil {
		if u := d.ObjectiveShip(s, player, owner, r); s.objectiveShipAllowed(u, owner) {
			return u
		}
	}
	return ObjectiveShips{}.ObjectiveShip(s, player, owner, r)
}

// ObjectiveTokenDecision chooses where a player places an objective token
// at set-up (rules notes battle §3.2: Intel Sweep, Fire Lanes,
// Minefields).
type ObjectiveTokenDecision interface {
	// PlaceObjectiveToken returns where player puts the next objective
	// token (its centre), or false for no place found. A place the
	// objective forbids (s.TokenPlaceable) is replaced by the default's.
	PlaceObjectiveToken(s *State, player int, r *sim.Stream) (plane.Vec, bool)
}

// TokenMoveDecision chooses where a player moves an objective token at
// set-up (rules notes battle §3.2: Fire Lanes' first player moves each
// token up to distance 2).
type TokenMoveDecision interface {
	// MoveObjectiveToken returns where player moves objective token k
	// (its centre), or false to leave it. A place beyond reach or one
	// s.TokenMovable refuses is not taken.
	MoveObjectiveToken(s *State, player, k int, reach float64, r *sim.Stream) (plane.Vec, bool)
}

// StrategicDecision chooses the objective token a Strategic squadron
// moves (battle notes §5: "after ending a move at distance 1 of table
// objective tokens, may drag one to distance 1 of itself").
type StrategicDecision interface {
	// Strategic returns the token squadron u moves, one on the table at
	// distance 1 of it, and where (its centre, at distance 1 of u), or
	// false to move none. Any other answer moves nothing.
	Strategic(s *State, u int, r *sim.Stream) (token int, to plane.Vec, ok bool)
}

func (s *State) objectiveTokenPlacement(player int, r *sim.Stream) (plane.Vec, bool) {
	if d := s.players[player].ObjectiveToken; d != nil {
		return d.PlaceObjectiveToken(s, player, r)
	}
	return RandomPlaces{}.PlaceObjectiveToken(s, player, r)
}

func (s *State) tokenMove(player, k int, reach float64, r *sim.Stream) (plane.Vec, bool) {
	if d := s.players[player].TokenMove; d != nil {
		return d.MoveObjectiveToken(s, player, k, reach, r)
	}
	return TokenSense{}.MoveObjectiveToken(s, player, k, reach, r)
}

func (s *State) strategic(u int, r *sim.Stream) (int, plane.Vec, bool) {
	if d := s.player(u).Strategic; d != nil {
		return d.Strategic(s, u, r)
	}
	return TokenSense{}.Strategic(s, u, r)
}
