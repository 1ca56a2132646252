package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// This file declares every choice a Dropfleet player makes: one small
// interface per choice, each asked with the state, what the choice is
// about and the trial's stream, and a [Player] that holds one answer to
// each, nil meaning the default documented on its field. The rules core
// asks a player only here; it never chooses for one.

// DeckDecision orders a player's strategy deck at the start of a turn:
// "colocándolas según el orden de activación que se tiene intención de
// seguir en dicho turno" (seed 001).
type DeckDecision interface {
	// Order reorders cards in place (top card first).
	Order(s *State, fleet int, cards []int, turn int, r *sim.Stream)
}

// ArrivalDecision chooses which battlegroups come on first where the
// fleet's arrival scheme leaves the choice to the player (Column:
// "exactly 2 BGs of your choice" a turn; Rapid Response: "one BG of your
// choice" on turn 1).
type ArrivalDecision interface {
	// ArrivalOrder reorders bgs, the fleet's battlegroups as written, in
	// place: the first come on first. It is asked at the first turn of a
	// turns step.
	ArrivalOrder(s *State, fleet int, bgs []int, r *sim.Stream)
}

// FirstDecision decides, for the player who won the choice when two
// battlegroup cards are revealed, whether that player activates first.
type FirstDecision interface {
	// GoFirst reports whether player chooser activates first, given the
	// revealed battlegroups (cards[p] is player p's).
	GoFirst(s *State, chooser int, cards [Players]int, r *sim.Stream) bool
}

// FixedFirst is implemented by a FirstDecision whose answer never
// changes ("always activate first", "always let the opponent go first"):
// GoFirst reads nothing and draws nothing, and always returns
// FixedFirst(). The rules core may then ask it once per worker, not at
// every reveal.
type FixedFirst interface {
	FirstDecision
	// FixedFirst returns the answer GoFirst always gives.
	FixedFirst() bool
}

// OrderDecision picks the one special order a battlegroup takes in an
// activation (or Standard).
type OrderDecision interface {
	ChooseOrder(s *State, a *Activation, r *sim.Stream) Order
}

// SpecialTaker is implemented by an OrderDecision that also decides,
// ship by ship, which ships of the battlegroup take the special order it
// chose; the others take Standard Orders: "one special order per
// battlegroup per activation; each ship uses it or Standard" (rules notes
// §6). Without it every ship the activation marks (ShipOrder.TakesSpecial)
// takes the order.
type SpecialTaker interface {
	// TakesSpecial reports whether ship, of activation a, takes order o
	// (a special order, not Standard). It is asked before any ship of
	// the activation moves.
	TakesSpecial(s *State, a *Activation, ship int, o Order) bool
}

// MoveDecision decides how a ship turns and moves under its order. The
// movement it returns must pass CheckMovement for that order and the
// ship's Thrust; one that does not is counted as illegal and replaced by
// the order's least move straight ahead.
type MoveDecision interface {
	Move(s *State, ship int, o Order, r *sim.Stream) Movement
}

// TargetDecision picks an enemy ship for a ship's weapons, or for its
// Active Scan, or returns -1 for none.
type TargetDecision interface {
	Target(s *State, ship int, r *sim.Stream) int
}

// WeaponDecision chooses which of a ship's weapon systems fire at its
// target when its order fires fewer than all (one system under Standard
// Orders and most special orders), and which of the alternatives (Alt-X)
// fires under Weapons Free.
type WeaponDecision interface {
	// Systems reorders systems in place, the first fired first (and
	// alone, with the weapons linked to it, when one system fires):
	// systems are ship's weapons that can fire at target, Close Action
	// weapons apart (they always fire).
	Systems(s *State, ship, target int, systems []int, r *sim.Stream)
}

// PointDefenceDecision decides which points of pooled damage a defender's
// Point Defence successes cancel (the rules leave the choice to the
// defender).
type PointDefenceDecision interface {
	// Cancel returns the points of each kind to cancel; the rules core
	// cancels no more of a kind than the pool holds, and no more than the
	// successes pay for, in kind order.
	Cancel(s *State, target, successes int, pool DamagePool, r *sim.Stream) DamagePool
}

// LandingDecision chooses where a carrier's landers go in the Roundup's
// launch step (battle notes §2.2) and what they deliver.
type LandingDecision interface {
	// Land returns the sector ship's landers of kind k land in, all of
	// them, or NoLanding to keep them aboard. State.CanLand says which
	// sectors they may reach.
	Land(s *State, ship int, k LaunchKind, r *sim.Stream) Landing
}

// GroundMoveDecision moves a player's ground tokens inside one cluster in
// the Roundup's ground step (battle notes §2.1 c), with State.MoveTokens.
type GroundMoveDecision interface {
	MoveTroops(s *State, player, cluster int, r *sim.Stream)
}

// AssetDecision chooses where a carrier's launch assets of one kind go in
// the Roundup's launch step (battle notes §2.2): Bombers, Fire Ships and
// Torpedoes at an enemy ship; Fighters at a friendly ship to escort it or
// at an enemy ship to intercept the escorts there.
type AssetDecision interface {
	// Launch returns the target and how many of ship's tokens of kind k
	// go there, or NoAssetLaunch to keep them aboard. State.CanLaunchAt
	// says which targets they may reach.
	Launch(s *State, ship int, k LaunchKind, r *sim.Stream) AssetLaunch
}

// EscortDecision decides how many of the escort fighters on a ship its
// owner spends against one attack by launch assets, "deciding after
// damage is known and before PD is rolled" (battle notes §2.2, Fighters).
type EscortDecision interface {
	// Spend returns how many of the escorts to spend against pool, the
	// attack's damage before Point Defence; each adds its Point Defence
	// bonus dice and is removed.
	Spend(s *State, ship, escorts int, pool DamagePool, r *sim.Stream) int
}

// SectorFireDecision decides whether a ship fires at a ground sector
// instead of an enemy ship in its activation (battle notes §4.1: any
// weapon from Low Orbit, Bombardment weapons only at sectors): the
// sector, or NoSector to fire at a ship as its TargetDecision says.
// State.CanTargetSector says which weapons can reach a sector.
type SectorFireDecision interface {
	SectorTarget(s *State, ship int, o Order, r *sim.Stream) SectorRef
}

// StationFireDecision decides whether a ship fires at a space station
// instead of an enemy ship in its activation (battle notes §4.4): the
// station's index, or -1 to fire at a ship. State.CanTargetStation says
// which weapons can reach it. It is asked after SectorFireDecision.
type StationFireDecision interface {
	StationTarget(s *State, ship int, o Order, r *sim.Stream) int
}

// SectorGunDecision picks the enemy ship a held Military or Orbital
// Defence sector's weapon fires at in the Roundup (battle notes §2.1 a),
// or -1 for none; State.SectorGunReaches says which ships it can reach.
type SectorGunDecision interface {
	SectorGunTarget(s *State, player int, at SectorRef, r *sim.Stream) int
}

// Player is every choice one Dropfleet player makes, a field per decision,
// nil meaning the default written on the field. A Player belongs to one
// worker: a decision may keep a plan in itself across activations and
// turns. A scripted choice (a scenario's fixed orders, targets and moves,
// or the policies a script step names) is a Player of its own
// (Model.AddPlayer) that an activation or a reveal points at; the fixed
// answers (Activation.Special, ShipOrder.Target, ShipOrder.ScanTarget) are
// data of the step.
type Player struct {
	// Arrival orders the battlegroups whose arrival is the player's
	// choice; nil brings them on in the order written.
	Arrival ArrivalDecision
	// Deck stacks the strategy deck; nil keeps the battlegroups in the
	// order written.
	Deck DeckDecision
	// First decides who activates first when this player wins the
	// choice; nil always goes first.
	First FirstDecision
	// Order picks an activation's special order; nil takes the order
	// written (Activation.Special).
	Order OrderDecision
	// Move moves a ship; nil moves it straight ahead the least its order
	// allows.
	Move MoveDecision
	// Target picks a ship's weapon target when none is written
	// (ShipOrder.Target); nil holds fire.
	Target TargetDecision
	// ScanTarget picks an Active Scan's target when none is written
	// (ShipOrder.ScanTarget); nil scans nothing.
	ScanTarget TargetDecision
	// Weapons chooses the weapon systems a ship fires; nil fires the one
	// expected to deal most first (MostDamageFirst).
	Weapons WeaponDecision
	// PointDefence decides what Point Defence successes cancel; nil uses
	// FewestHullLost.
	PointDefence PointDefenceDecision
	// Landing chooses where landers land in a battle's Roundup; nil uses
	// NearestSector.
	Landing LandingDecision
	// GroundMove moves ground tokens inside a cluster in a battle's
	// Roundup; nil moves none.
	GroundMove GroundMoveDecision
	// Assets chooses the targets of launch assets in a battle's Roundup;
	// nil uses NearestAssetTarget.
	Assets AssetDecision
	// Escort decides the escort fighters spent against an attack; nil
	// uses EnoughEscorts.
	Escort EscortDecision
	// Sector chooses a sector for a ship to fire at in a battle; nil
	// never fires at sectors (so Bombardment weapons stay silent).
	Sector SectorFireDecision
	// Station chooses a space station for a ship to fire at in a battle;
	// nil never fires at stations.
	Station StationFireDecision
	// SectorGuns picks the targets of the player's sector weapons in a
	// battle's Roundup; nil fires at the nearest enemy ship in reach
	// (NearestInGunReach).
	SectorGuns SectorGunDecision
}

// ChoosingPlayer is a Reveal's Player when the choice is the choosing
// fleet's own (its Player's First).
const ChoosingPlayer = -1

// AddPlayer adds a player made afresh for every worker by newPlayer (nil:
// every decision the default) and returns its index, for an
// Activation's, a ShipOrder's or a Reveal's Player. Indices below Players
// are the fleets'.
func (g *Model) AddPlayer(newPlayer func() Player) int {
	for len(g.Players) < Players {
		g.Players = append(g.Players, nil)
	}
	g.Players = append(g.Players, newPlayer)
	return len(g.Players) - 1
}

// newPlayers returns one worker's players, made by g.Players.
func (g *Model) newPlayers() []Player {
	ps := make([]Player, max(len(g.Players), Players))
	for i, newPlayer := range g.Players {
		if newPlayer != nil {
			ps[i] = newPlayer()
		}
	}
	return ps
}

// player returns player i as Players makes it, for the checks made as the
// model is built.
func (g *Model) player(i int) Player {
	if i >= 0 && i < len(g.Players) && g.Players[i] != nil {
		return g.Players[i]()
	}
	return Player{}
}

// Player returns player i's decisions in this state (a worker's own): a
// fleet's for i below Players, else a scripted one (Model.AddPlayer). The
// caller may change them: the state then asks them, and keeps no more of
// its first aims (aimmemo.go). What NewTrial compiled for the decisions
// as they were (flat plans, reveal programs, skipped work) stays as it
// is, so a run's decisions are given through Model.Players.
func (s *State) Player(i int) *Player {
	s.asks = true // the caller may set a decision the hot path must ask
	s.aims = nil  // and one that aims differently from the kept aims
	return &s.players[i]
}

// asks reports whether any of players decides an order, a move or a
// target: when none does, the hot path takes the defaults without looking
// each player up (State.asks).
func asks(players []Player) bool {
	for i := range players {
		p := &players[i]
		if p.Order != nil || p.Move != nil || p.Target != nil || p.ScanTarget != nil || p.Sector != nil || p.Station != nil {
			return true
		}
	}
	return false
}

// The calls below ask a player for one decision, or take the default when
// the field is nil.

// arrivalOrder returns fleet f's battlegroups in the order they come on
// at turn t where the arrival scheme lets the player choose.
func (s *State) arrivalOrder(f, t int, r *sim.Stream) []int {
	bgs := s.Model.Fleets[f].Battlegroups
	d := s.players[f].Arrival
	if d == nil || !s.Model.Fleets[f].Arrival.Chosen() {
		return bgs
	}
	if t == 1 {
		copy(s.arrivals[f], bgs)
		d.ArrivalOrder(s, f, s.arrivals[f], r)
	}
	return s.arrivals[f]
}

// orderDeck stacks fleet f's deck for turn t.
func (s *State) orderDeck(f int, deck []int, t int, r *sim.Stream) {
	if d := s.players[f].Deck; d != nil {
		d.Order(s, f, deck, t, r)
	}
}

// goesFirst asks the reveal's player, or the choosing fleet's, whether
// chooser goes first.
func (s *State) goesFirst(rv *Reveal, chooser int, r *sim.Stream) bool {
	p := rv.Player
	if p == ChoosingPlayer {
		p = chooser
	}
	if a := s.firstAnswers[p]; a != askFirst {
		return a == goFirst
	}
	if d := s.players[p].First; d != nil {
		return d.GoFirst(s, chooser, rv.Cards, r)
	}
	return true
}

// A player's answer to "go first?" known once per worker (State.firstAnswers).
const (
	askFirst int8 = iota // ask its First decision at every reveal
	goFirst              // the default, or a FixedFirst that goes first
	goSecond             // a FixedFirst that lets the opponent go first
)

// fixedFirstAnswers returns each player's answer to "go first?" where it
// never changes: goFirst for the default, FixedFirst's answer, askFirst
// for any other First decision.
func fixedFirstAnswers(players []Player) []int8 {
	answers := sim.Isolated[int8](len(players))
	for i := range players {
		switch d := players[i].First.(type) {
		case nil:
			answers[i] = goFirst
		case FixedFirst:
			answers[i] = goSecond
			if d.FixedFirst() {
				answers[i] = goFirst
			}
		}
	}
	return answers
}

// The asks of the hot path: the rules core checks State.asks and the field
// at the call site (nil: the default, inline and at no cost) and calls
// these only when a player decides.

// chooseOrder asks activation a's player for its special order.
func (s *State) chooseOrder(a *Activation, r *sim.Stream) Order {
	return s.players[a.Player].Order.ChooseOrder(s, a, r)
}

// chooseMove asks ship o's player how it moves under order.
func (s *State) chooseMove(o *ShipOrder, order Order, r *sim.Stream) Movement {
	return s.players[o.Player].Move.Move(s, o.Ship, order, r)
}

// chooseTarget asks ship o's player for its weapon target.
func (s *State) chooseTarget(o *ShipOrder, r *sim.Stream) int {
	return s.players[o.Player].Target.Target(s, o.Ship, r)
}

// chooseScanTarget asks activation a's player for ship o's Active Scan
// target.
func (s *State) chooseScanTarget(a *Activation, o *ShipOrder, r *sim.Stream) int {
	return s.players[a.Player].ScanTarget.Target(s, o.Ship, r)
}

// orderSystems orders ship i's weapon systems that can fire at t by the
// decision of its fleet's player.
func (s *State) orderSystems(i, t int, systems []int, r *sim.Stream) {
	d := s.players[s.Model.Ships[i].Fleet].Weapons
	if d == nil {
		MostDamageFirst{}.Systems(s, i, t, systems, r)
		return
	}
	// The decision sees the state's scratch, not the caller's stack.
	scratch := s.systems[:len(systems)]
	copy(scratch, systems)
	d.Systems(s, i, t, scratch, r)
	copy(systems, scratch)
}

// cancelled returns what the Point Defence of ship target's fleet cancels.
func (s *State) cancelled(target, successes int, pool DamagePool, r *sim.Stream) DamagePool {
	if d := s.players[s.Model.Ships[target].Fleet].PointDefence; d != nil {
		return d.Cancel(s, target, successes, pool, r)
	}
	return FewestHullLost(s, target, successes, pool)
}

// FleetPlayer returns where fleet f's player maker is kept
// (Model.Players[f]), for a compiler to set.
func (g *Model) FleetPlayer(f int) *func() Player {
	for len(g.Players) < Players {
		g.Players = append(g.Players, nil)
	}
	return &g.Players[f]
}
