package scenarios

import (
	"fmt"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// battle compiles an Armada scenario with a battle: section, a whole game
// (rules notes battle §1, §2, §7.1): the fleets (each unit a ship or
// squadron card with its points, no placement: deployment places them),
// each fleet's free-play style, and the battle's settings: the fleet
// points limit, the rounds, the objective (none) and tournament points.
// Such a scenario has no script, obstacles or measure section: set-up
// places the standard obstacles and the battle has its own measures.
func (b *armadaBuild) battle(top *yamldoc.Object) error {
	for _, key := range []string{"script", "obstacles", "measure"} {
		if top.Has(key) {
			return b.d.Errorf(top.Key(key), key, "a battle: scenario has no %s section: set-up places the standard obstacles, the players' styles play it and it has its own measures", key)
		}
	}
	o, err := b.d.Object(top.Value("battle"), "battle", "points", "rounds", "objective", "tournament", "tournament_end")
	if err != nil {
		return err
	}
	points, err := o.Integer("points", 400, 100, 2000)
	if err != nil {
		return err
	}
	rounds, err := o.Integer("rounds", armada.StandardRounds, 1, maxRounds)
	if err != nil {
		return err
	}
	objective, err := o.Str("objective", "")
	if err != nil {
		return err
	}
	obj, choose := armada.ObjectiveNone, objective == "chosen"
	if objective != "" && !choose {
		if obj, err = armada.ParseObjective(objective); err != nil {
			return b.d.Errorf(o.Value("objective"), o.Field("objective"), "%v, or chosen: the first player picks one of the second player's objectives", err)
		}
	}
	onOff, err := o.Str("tournament", "false")
	if err != nil {
		return err
	}
	tournament := onOff == "true" || onOff == "1"
	if !tournament && onOff != "false" && onOff != "0" {
		return b.d.Errorf(o.Value("tournament"), o.Field("tournament"), "expected true or false (or 1 or 0), got %q", onOff)
	}
	// the tournament's end of game around flotillas (battle notes §2.5,
	// §2.6): ended at a round's end, a tabled fleet worth the limit
	tournamentEnd, err := o.Boolean("tournament_end", false)
	if err != nil {
		return err
	}
	if b.g.PlayArea == (plane.Vec{}) {
		b.g.PlayArea = armada.ThreeBySix()
	}
	table := armada.Table{PlayArea: b.g.PlayArea, Ruler: b.g.Ruler}
	margin := armada.Margin400
	if points <= 300 {
		margin = armada.Margin300
	}
	battle := &armada.Battle{Rounds: rounds, Table: table, Obstacles: armada.StandardObstacles(),
		Objective: obj, Score: armada.ScoreRules{VictoryTokenValue: obj.VictoryTokenValue()}, Tournament: tournament, Margin: margin}
	if tournamentEnd {
		battle.TournamentEnd, battle.Score.TablingWorth = true, points
	}
	b.g.Battle = battle
	if err := b.fleets(top); err != nil {
		return err
	}
	if err := b.chosenObjective(o, objective); err != nil {
		return err
	}
	names, keys, _, _ := top.Entries("fleets")
	if len(names) != armada.Players {
		return b.d.Errorf(top.Value("fleets"), "fleets", "a battle has %d fleets; this file gives %d", armada.Players, len(names))
	}
	copy(battle.Fleets[:], names)
	for p := range armada.Players {
		total, squadrons, ships := 0, 0, 0
		for i := range b.g.Units {
			u := &b.g.Units[i]
			if u.Player != p {
				continue
			}
			if u.Placed {
				return b.d.Errorf(keys[p], "fleets."+names[p], "unit %s is placed with at: in a battle deployment places every unit", u.ID)
			}
			u.Placed = true
			if len(u.Commands) == 0 && !u.Profile.Squadron {
				u.CommandHeuristic = true
			}
			total += u.Points() // the ship's card and its upgrades (battle notes §1.1 rule 1)
			if u.Profile.Squadron {
				squadrons += u.Profile.Points
			} else {
				ships++
			}
		}
		switch {
		case ships == 0:
			return b.d.Errorf(keys[p], "fleets."+names[p], "a fleet in a battle needs at least one ship")
		case total > points:
			return b.d.Errorf(keys[p], "fleets."+names[p], "the fleet costs %d points, more than the battle's %d (battle.points)", total, points)
		case 3*squadrons > points:
			return b.d.Errorf(keys[p], "fleets."+names[p], "the fleet's squadrons cost %d points, more than a third of %d (rules notes battle §1.1)", squadrons, points)
		}
	}
	return nil
}

// battleObjectives reads a fleet's three objectives (rules notes battle
// §1.1 rule 7): one assault, one defense and one navigation objective,
// each one played (armada.ParseObjective).
func (b *armadaBuild) battleObjectives(o *yamldoc.Object, player int) error {
	if !o.Has("objectives") {
		return nil
	}
	if b.g.Battle == nil {
		return b.d.Errorf(o.Value("objectives"), o.Field("objectives"), "objectives: are for a battle: scenario, whose first player picks one of the second player's")
	}
	items, err := o.List("objectives", 3)
	if err != nil {
		return err
	}
	var seen [3]bool
	var list []armada.Objective
	for i, n := range items {
		f := fmt.Sprintf("%s[%d]", o.Field("objectives"), i)
		text, tn, _, err := b.d.Scalar(n, f)
		if err != nil {
			return err
		}
		obj, err := armada.ParseObjective(text)
		if err == nil && obj == armada.ObjectiveNone {
			err = fmt.Errorf("none is no objective card")
		}
		if err != nil {
			return b.d.Errorf(tn, f, "%v", err)
		}
		c := obj.Card().Category
		if seen[c] {
			return b.d.Errorf(tn, f, "a second %s objective (%s): a fleet brings one assault, one defense and one navigation objective (rules notes battle §1.1 rule 7)", c, obj)
		}
		seen[c] = true
		list = append(list, obj)
	}
	if len(list) != 3 {
		return b.d.Errorf(o.Value("objectives"), o.Field("objectives"), "a fleet brings three objectives, one assault, one defense and one navigation (rules notes battle §1.1 rule 7); this one gives %d", len(list))
	}
	b.g.Battle.Objectives[player] = list
	return nil
}

// chosenObjective settles how the battle's objective is chosen: named
// (fixed), none, or, when objective is chosen or left out and both fleets
// carry objectives, picked at set-up by the first player among the
// second's.
func (b *armadaBuild) chosenObjective(o *yamldoc.Object, objective string) error {
	battle := b.g.Battle
	carried := len(battle.Objectives[0]) > 0 && len(battle.Objectives[1]) > 0
	switch {
	case objective == "chosen" && !carried:
		for p := range battle.Objectives {
			if b.lists == nil {
				break
			}
			if le := b.lists.noObjectives[p]; len(battle.Objectives[p]) == 0 && le != nil {
				// the fleet is a list's: name its file and line, not the composed scenario's
				return &Error{File: le.File, Line: le.Line, Field: le.Field, Err: yamldoc.Problemf("objective chosen needs the three objectives of both lists played: %v; set objective=none or one played", le.Err)}
			}
		}
		return b.d.Errorf(o.Value("objective"), o.Field("objective"), "objective chosen needs both fleets to carry three objectives (fleets.NAME.objectives)")
	case objective == "chosen" || objective == "" && carried:
		battle.ChooseObjective = true
	}
	return nil
}

// battleStyle reads a fleet's style: the free-play decisions of a battle
// (policies.ArmadaBattle); in a scripted scenario only its maneuvers, for
// the maneuvers the script gives by: style. Its weights, when given, weigh
// the style's maneuvers (maneuverWeights).
func (b *armadaBuild) battleStyle(o *yamldoc.Object, player int) error {
	w, err := b.maneuverWeights(o)
	if err != nil {
		return err
	}
	st := policies.Style[armada.Player](func(*armada.Player) {})
	if o.Has("style") {
		name, err := o.Str("style", "aggressive")
		if err != nil {
			return err
		}
		if st, err = policies.ArmadaBattle.Lookup(name); err != nil {
			return b.d.Errorf(o.Value("style"), o.Field("style"), "%v", err)
		}
	} else if w == nil {
		return nil
	}
	battle := b.g.Battle != nil
	if !battle { // a script: the style chooses the maneuvers given by: style only
		st = policies.ArmadaManeuvers(st)
	}
	if w != nil {
		st = policies.Compose(st, policies.ArmadaWeights(*w, battle))
	}
	policies.With(&b.g.Players[player], st)
	return nil
}

// maneuverWeights reads a fleet's weights: the maneuver planner's named
// weights (armada.ManeuverWeights) that it sets, the others keeping their
// defaults; nil when it gives none.
func (b *armadaBuild) maneuverWeights(o *yamldoc.Object) (*armada.ManeuverWeights, error) {
	if !o.Has("weights") {
		return nil, nil
	}
	m, err := b.d.Object(o.Value("weights"), o.Field("weights"), armada.ManeuverWeightNames()...)
	if err != nil {
		return nil, err
	}
	w := armada.DefaultManeuverWeights()
	for _, name := range m.Keys() {
		v, err := m.Number(name, 0, 0, 1e9)
		if err != nil {
			return nil, err
		}
		if err := w.Set(name, v); err != nil {
			return nil, b.d.Errorf(m.Value(name), m.Field(name), "%v", err)
		}
	}
	return &w, nil
}
