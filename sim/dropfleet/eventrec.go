package dropfleet

import "github.com/fleetlab/fleetlab/sim/plane"

// Recording the structured events of events.go, beside the text log: every
// function here is called only when a recorder is on (s.rec.On()).

// recordGame records the GameEvent of a traced battle at its start, and
// marks no ship's destruction as told.
func (s *State) recordGame(turns int) {
	g := s.Model
	e := GameEvent{Scenario: g.Battle.Scenario, Table: TableSize, Turns: turns, ScoreTurns: append([]int(nil), g.Battle.ScoreTurns...)}
	for _, c := range g.Battle.Clusters {
		e.Clusters = append(e.Clusters, ClusterFact{Name: c.Name, Size: c.Size, Centre: c.Centre})
	}
	for i := range g.Ships {
		sh := &g.Ships[i]
		p := &sh.Profile
		f := ShipFact{ID: sh.ID, Player: sh.Fleet % Players, Battlegroup: g.Battlegroups[sh.Battlegroup].Name, Group: g.Groups[sh.Group].Name,
			Thrust: p.Thrust, Scan: p.Scan, Sig: p.Sig, Hull: p.Hull, Tonnage: p.Tonnage.Value(), Points: p.Points,
			Atmospheric: p.Atmospheric, Carrier: len(p.Launch) > 0,
			Pos: s.Ships[i].Pos, Heading: s.Ships[i].Heading, Layer: s.Ships[i].Layer, OnTable: s.entered[sh.Battlegroup]}
		for _, w := range p.Weapons {
			f.Weapons = append(f.Weapons, WeaponFact{Name: w.Name, Arc: w.Arc, CloseAction: w.CloseAction, Bombard: w.Bombard, Linked: w.Linked, Alt: w.Alt})
		}
		e.Ships = append(e.Ships, f)
	}
	for f := range g.Fleets {
		if a := g.Fleets[f].AdmiralShip; a >= 0 && f < Players {
			e.Admirals[f] = AdmiralFact{Ship: g.Ships[a].ID, Paid: g.Fleets[f].AdmiralPaid}
		}
	}
	s.rec.Event(e)
	s.told = make([]bool, len(g.Ships))
	s.spikeAt = make([][2]Spike, len(g.Ships))
	for i := range g.Ships {
		s.told[i] = s.Ships[i].Hull <= 0
	}
}

// announce logs and records activation a's special order.
func (s *State) announce(a *Activation, special Order) {
	g := s.Model
	f := g.Battlegroups[a.Battlegroup].Fleet
	s.rec.Logf("%s activates %s on %s", g.Fleets[f].Name, g.Battlegroups[a.Battlegroup].Name, special)
	s.rec.Event(ActivationEvent{Turn: s.Turn, Player: f % Players, Battlegroup: g.Battlegroups[a.Battlegroup].Name, Announced: special})
}

// orderPlayed logs, when it is not the one announced, and records the
// order ship o plays when its battlegroup takes special: chosen says its
// player gave it Standard Orders, coherent that its group is in
// coherency.
func (s *State) orderPlayed(o *ShipOrder, special, order Order, chosen, coherent bool) {
	why := ""
	switch {
	case order == special:
	case chosen:
		why = "chosen"
		s.rec.Logf("%s plays standard orders", s.Model.Ships[o.Ship].ID)
	default:
		why = "may not take " + special.String()
		switch {
		case !coherent:
			why = "out of coherency"
		case s.Ships[o.Ship].Cripples&CrippleNoSpecial != 0:
			why = "crippled: no special orders"
		}
		s.rec.Logf("%s plays standard orders (%s)", s.Model.Ships[o.Ship].ID, why)
		why = "refused: " + why
	}
	s.rec.Event(OrderEvent{Turn: s.Turn, Ship: s.Model.Ships[o.Ship].ID, Announced: special, Played: order, Why: why})
}

// recordMove logs ship i's move at mark (logMove) and records it: m as
// carried out, from where and in which layer and heading it started, and
// where the move asked to end before the table's edge stopped it.
func (s *State) recordMove(mark, i int, order Order, thrust int, slowed, replaced, refused bool, m Movement, from, asked plane.Vec, h0 float64, layer Layer, hull int16) {
	s.logMove(mark, i, from, layer)
	sh := &s.Ships[i]
	s.rec.Event(MoveEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Order: order, Thrust: thrust, Slowed: slowed,
		Turns: [3]float64{m.Turn, m.ThenTurn, m.TurnEnd}, Legs: [2]float64{m.Distance, m.ThenDistance},
		From: from, To: sh.Pos, Asked: asked, HeadingFrom: h0, Heading: sh.Heading, LayerFrom: layer, LayerTo: sh.Layer,
		Entering: !onTheTable(from), Replaced: replaced, LayerRefused: refused, Destroyed: sh.Hull <= 0 && hull > 0,
		ScenicDamage: int(hull - max(sh.Hull, 0))})
	s.tellDestroyed("its move")
}

// shotFacts returns the ShotEvent of weapon w of ship firer fired at ship
// target, as the state is before the shot; the caller adds the dice.
func (s *State) shotFacts(firer int, w *Weapon, target int) ShotEvent {
	f, t := &s.Ships[firer], &s.Ships[target]
	scan := s.scanOf(firer)
	if s.battle.world.on {
		scan = s.sceneryRange(firer, target, scan)
	}
	return ShotEvent{Turn: s.Turn, Ship: s.Model.Ships[firer].ID, Target: s.Model.Ships[target].ID, Weapon: w.Name,
		Arc: w.Arc, CloseAction: w.CloseAction, From: f.Pos, To: t.Pos, Heading: f.Heading, Layer: f.Layer, TLayer: t.Layer,
		Scan: scan, TargetSig: s.Model.Ships[target].Profile.Sig, Spike: t.Spike, Silent: t.Silent}
}

// tellDestroyed logs and records the destruction of every ship destroyed
// since the last call that the log has not told (cause says what did it).
func (s *State) tellDestroyed(cause string) {
	for i := range s.told {
		if !s.told[i] && s.Ships[i].Hull <= 0 {
			s.told[i] = true
			s.rec.Event(DestroyedEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Cause: cause})
		}
	}
}

// toldDestroyed records that ship i's destruction has been logged, by
// cause.
func (s *State) toldDestroyed(i int, cause string) {
	if i < len(s.told) && !s.told[i] {
		s.told[i] = true
		s.rec.Event(DestroyedEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Cause: cause})
	}
}

// untold logs, and records, the destructions not yet told, by cause.
func (s *State) untold(cause string) {
	for i := range s.told {
		if !s.told[i] && s.Ships[i].Hull <= 0 {
			s.rec.Logf("%s is destroyed (%s)", s.Model.Ships[i].ID, cause)
		}
	}
	s.tellDestroyed(cause)
}

// recordVP records vp victory points to player p, for reason at where.
func (s *State) recordVP(p, vp int, reason, where string) {
	if vp != 0 {
		s.rec.Event(VPEvent{Turn: s.Turn, Player: p, VP: vp, Reason: reason, Where: where})
	}
}

// recordTable records every ship's state at a scoring.
func (s *State) recordTable() {
	g := s.Model
	e := TableEvent{Turn: s.Turn, Ships: make([]ShipAt, len(g.Ships))}
	for i := range g.Ships {
		sh := &s.Ships[i]
		e.Ships[i] = ShipAt{ID: g.Ships[i].ID, Pos: sh.Pos, Layer: sh.Layer, Hull: int(sh.Hull), OnTable: s.OnTable(i)}
	}
	s.rec.Event(e)
}

// eventAt records e at mark (a length of the recorder's Events), before
// the events recorded since: a shot before the destruction it caused.
func (s *State) eventAt(mark int, e any) {
	s.rec.Event(e)
	ev := s.rec.Events
	copy(ev[mark+1:], ev[mark:len(ev)-1])
	ev[mark] = e
}
