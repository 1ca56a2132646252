package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// Command is a command, as a dial or a token (rules notes §5). The zero
// Command is "none".
type Command uint8

// The four commands.
const (
	CommandNone Command = iota
	Navigate
	SquadronCommand
	Repair
	ConcentrateFireCommand
	commands // number of commands, none included
)

var commandNames = []string{"none", "navigate", "squadron", "repair", "concentrate-fire"}

// String returns the command's scenario name, such as "repair".
func (c Command) String() string { return names.Of(commandNames, int(c)) }

// ParseCommand parses navigate, squadron, repair or concentrate-fire.
func ParseCommand(s string) (Command, error) {
	i, err := names.Parse("command", s, commandNames)
	return Command(i), err
}

// MaxCommand is the highest command value.
const MaxCommand = 4

// CommandPhase tops up every ship's command stack with dials until it holds
// as many as its command value, new dials under the old (rules notes §5),
// each the dial its player's DialDecision sets. Ships without Commands (or
// the command heuristic) take no part in commands.
func (s *State) CommandPhase(r *sim.Stream) {
	for u := range s.Model.Units {
		g, st := &s.Model.Units[u], &s.Units[u]
		if len(g.Commands) == 0 && !g.CommandHeuristic || st.Destroyed {
			continue
		}
		for int(st.NDials) < min(g.Profile.Command, MaxCommand) {
			st.Dials[st.NDials] = s.dial(u, r)
			st.NDials++
			st.DialsSet++
		}
	}
}

// HasToken reports whether unit u holds a command token of kind c.
func (u *UnitState) HasToken(c Command) bool { return u.CommandTokens&(1<<c) != 0 }

// tokenCount returns how many command tokens the unit holds.
func (u *UnitState) tokenCount() int {
	n := 0
	for c := Navigate; c < commands; c++ {
		if u.HasToken(c) {
			n++
		}
	}
	return n
}

// GainToken gives ship u a command token of kind c: "Una nau pot tenir fins
// a un nombre de fitxes de comandament igual al seu valor de comandament i
// no pot tenir més d'una còpia de cada tipus" (seed 004). A duplicate, or
// a token past the command value, is discarded at once: the ship keeps the
// tokens it had; a ship with a faceup Life Support Failure holds none. It
// reports whether the token was kept.
func (s *State) GainToken(u int, c Command) bool {
	st := &s.Units[u]
	if st.HasToken(c) || st.tokenCount() >= s.Model.Units[u].Profile.Command || st.Faceup[LifeSupportFailure] > 0 {
		return false
	}
	st.CommandTokens |= 1 << c
	return true
}

// spendToken spends ship u's token of kind c, if it holds one.
func (s *State) spendToken(u int, c Command) bool {
	st := &s.Units[u]
	if !st.HasToken(c) {
		return false
	}
	st.CommandTokens &^= 1 << c
	return true
}

// Reveal reveals ship u's top command dial at the start of its activation;
// its player's KeepDialDecision says whether to keep it for its effect or
// spend it at once for the matching token (seed 004: "pots gastar aquest
// dial per col·locar la fitxa de comandament corresponent"), by default
// keeping it when its effect applies in this activation (KeepUseful).
// Repair (dial, token or both) is resolved at once, as the rules time it;
// the Squadron command comes next (squadronCommand). It returns the kept
// dial, or CommandNone.
func (s *State) Reveal(u int, attacks, maneuvers bool, r *sim.Stream) Command {
	st := &s.Units[u]
	if st.NDials == 0 || st.Destroyed {
		return CommandNone // a destroyed ship does not activate
	}
	if st.Faceup[CrewPanic] > 0 && s.crewPanic(u, r) {
		copy(st.Dials[:], st.Dials[1:st.NDials]) // Crew Panic: the dial discarded, none revealed
		st.NDials--
		st.Dials[st.NDials] = CommandNone
		st.PanicDiscards++
		return CommandNone
	}
	dial := st.Dials[0]
	copy(st.Dials[:], st.Dials[1:st.NDials])
	st.NDials--
	st.Dials[st.NDials] = CommandNone
	if st.Raids != 0 {
		if dial = s.resolveRaids(u, dial); dial == CommandNone {
			return CommandNone // keyword_raid.go
		}
	}
	if !s.keepDial(u, dial, attacks, maneuvers, r) {
		s.GainToken(u, dial)
		dial = CommandNone
	} else if s.Model.Units[u].Profile.Size == HugeShip {
		s.GainToken(u, dial) // "revealing the dial also grants the matching token" (rules notes §5)
	}
	// Repair resolves right after the dial is revealed; a token, when its
	// player's RepairTokenDecision spends it (by default SpendWhenUseful),
	// joins the dial (1.5 × engineering) or repairs alone.
	token := st.HasToken(Repair) && s.spendRepairToken(u, dial == Repair, r)
	if dial == Repair || token {
		points := 0
		if dial == Repair {
			points = s.Engineering(u)
		}
		if token {
			s.spendToken(u, Repair)
			points += (s.Engineering(u) + 1) / 2
		}
		s.repair(u, points, r)
		dial = CommandNone
	}
	return dial
}

// needsRepair reports whether ship u has lost shields or holds damage
// cards.
func (s *State) needsRepair(u int) bool {
	st := &s.Units[u]
	if st.Cards > 0 {
		return true
	}
	for z := range Zone(zones) {
		if int(st.Shields[z]) < s.Model.Units[u].Profile.Shields[z] {
			return true
		}
	}
	return false
}

// Engineering costs (rules notes §5, "Repair spending").
const (
	MoveShieldCost    = 1
	RecoverShieldCost = 2
	RepairHullCost    = 3
)

// repair spends engineering points on ship u, one effect after another,
// each the one its player's RepairDecision buys (by default
// CardsThenShields): discard a damage card (3 points), recover a shield
// (2) or move a shield (1). An effect the points do not pay for, or that
// has nothing to act on, ends the spending; leftover points are lost.
// With a faceup Capacitor Failure no shield is recovered in, or moved to,
// a zone with none left.
func (s *State) repair(u int, points int, r *sim.Stream) {
	st, full := &s.Units[u], &s.Model.Units[u].Profile.Shields
	if s.rec.On() {
		defer s.traceRepair(u, st.CardsRepaired, st.ShieldsRecovered, false)
	}
	missing := func(z Zone) int { return full[z] - int(st.Shields[z]) }
	for {
		e := s.nextRepair(u, points, r)
		switch {
		case e.Kind == DiscardCard && points >= RepairHullCost && st.Cards > 0:
			s.discardDamageCard(u, r)
			points -= RepairHullCost
			st.CardsRepaired++
		case e.Kind == RecoverShield && points >= RecoverShieldCost && e.To < zones && missing(e.To) > 0 && !capacitorFailed(st, e.To):
			st.Shields[e.To]++
			points -= RecoverShieldCost
			st.ShieldsRecovered++
		case e.Kind == MoveShield && points >= MoveShieldCost && e.From < zones && e.To < zones && e.From != e.To &&
			st.Shields[e.From] > 0 && missing(e.To) > 0 && !capacitorFailed(st, e.To):
			st.Shields[e.From]--
			st.Shields[e.To]++
			points -= MoveShieldCost
		default:
			return
		}
	}
}

// discardDamageCard discards one of ship u's damage cards, the one its
// player's CardDiscardDecision picks (by default FaceupFirst), to the
// discard pile.
func (s *State) discardDamageCard(u int, r *sim.Stream) {
	c, faceup := s.cardToDiscard(u, r)
	st := &s.Units[u]
	pile := &st.Facedown
	if faceup {
		pile = &st.Faceup
	}
	pile[c]--
	st.Cards--
	s.Deck.Discard(c)
}

// holds reports whether the unit holds a damage card of kind c, faceup or
// facedown as faceup says.
func (u *UnitState) holds(c Card, faceup bool) bool {
	if faceup {
		return u.Faceup[c] > 0
	}
	return u.Facedown[c] > 0
}

// concentrateFire returns the Concentrate Fire effects ship u may bring to
// an attack of its activation: the kept dial, and the token it holds. The
// command is resolved in the Resolve Attack Effects step of an attack
// (rules notes §5), so the token is not spent here: the attack spends it
// when it rerolls a die with it, and a ship whose activation rolls no
// attack keeps it "per utilitzar-la més endavant" (seed 004).
func (s *State) concentrateFire(u int, dial Command) ConcentrateFire {
	cf := NoConcentrate
	if dial == ConcentrateFireCommand {
		cf |= DialCF
	}
	if s.Units[u].HasToken(ConcentrateFireCommand) {
		cf |= TokenCF
	}
	return cf
}

// NavigateRequest is what a maneuver asks of the Navigate command: a speed
// change (−2 to 2) and, with ExtraJoint from 1, one more yaw click allowed
// at that joint.
type NavigateRequest struct {
	Speed      int
	ExtraJoint int
}

// navigate resolves the Navigate command at the Determine Course step
// (rules notes §5): the kept dial changes the speed by 1 and/or allows one
// more yaw click at one joint; a token changes the speed by 1 when its
// player's NavigateTokenDecision spends it (by default SpendWhenUseful:
// only when the change needs it); the speed stays between 0 and the speed
// chart's top. It sets ship u's speed dial and returns the course as the
// chart allows it at the speed it ends up at (YawLimit: less with a
// Thrust-Control Malfunction; a Thruster Fissure makes a ship changing
// speed suffer 1 damage): with turnLast, c's clicks at
// the first joint go to the last joint of that speed; otherwise clicks past
// a joint's limit, or past the speed's joints, are cut back.
func (s *State) navigate(u int, want NavigateRequest, c Course, turnLast bool, r *sim.Stream) Course {
	st, chart := &s.Units[u], &s.Model.Units[u].Profile.Speeds
	dial := st.KeptDial == Navigate
	steps := min(abs(want.Speed), 2)
	usable := 0
	if dial {
		usable++
	}
	if st.HasToken(Navigate) && s.spendNavigateToken(u, want, r) {
		s.spendToken(u, Navigate)
		usable++
	}
	change := min(steps, usable)
	if want.Speed < 0 {
		change = -change
	}
	speed := min(max(int(st.Speed)+change, 0), chart.Max)
	st.Navigated += int16(abs(speed - int(st.Speed)))
	if speed != int(st.Speed) && st.Faceup[ThrusterFissure] > 0 {
		st.Speed = int8(speed)
		s.sufferDamage(u, int(st.Faceup[ThrusterFissure]), r) // Thruster Fissure: "when you change your speed"
	}
	st.Speed = int8(speed)
	if turnLast {
		clicks := c.Yaw[0]
		c.Yaw = [MaxSpeed]int8{}
		if speed > 0 {
			c.Yaw[speed-1] = clicks
		}
	}
	for j := range MaxSpeed {
		limit := int8(0)
		if j < speed {
			limit = chart.Chart[speed-1][j]
			if st.Faceup[ThrustControlMalfunction] > 0 {
				limit = int8(s.YawLimit(u, speed, j))
			}
			if dial && want.ExtraJoint == j+1 {
				limit = min(limit+1, 2)
			}
		}
		c.Yaw[j] = max(min(c.Yaw[j], limit), -limit)
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
