package scenarios

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// maneuver reads a maneuver step: {ship, speed, yaw: [clicks per joint] or
// turn: clicks at the last joint, side: starboard|port}, checked against
// the ship's speed chart.
var maneuverFields = []string{"ship", "speed", "yaw", "turn", "side", "navigate", "by"}

// maneuver reads a maneuver; ship is fixed (>= 0) inside an activation.
func (b *armadaBuild) maneuver(n *yaml.Node, path string, ship int) (armada.Step, error) {
	st := armada.Step{Kind: armada.StepManeuver, Speed: -1, Unit: ship}
	fields := maneuverFields
	if ship >= 0 {
		fields = maneuverFields[1:]
	}
	o, err := b.d.Object(n, path, fields...)
	if err != nil {
		return st, err
	}
	if ship < 0 {
		if err := o.Require("ship"); err != nil {
			return st, err
		}
		if st.Unit, err = b.unit(o, "ship"); err != nil {
			return st, err
		}
	}
	u := &b.g.Units[st.Unit]
	if u.Profile.Squadron {
		return st, b.d.Errorf(o.Node(), path, "%s is a squadron: squadrons move in their activations, not with the maneuver tool", u.ID)
	}
	if !u.Placed {
		return st, b.d.Errorf(o.Node(), path, "%s is not placed on the table: give it at: [x, y]", u.ID)
	}
	by, err := o.Str("by", "script")
	if err != nil {
		return st, err
	}
	switch by {
	case "style":
		for _, f := range maneuverFields[1:6] {
			if o.Has(f) {
				return st, b.d.Errorf(o.Value(f), o.Field(f), "a maneuver by: style is the fleet's style's (fleets.NAME.style), which sets its speed and course: give no %s", f)
			}
		}
		st.Chosen = true
		return st, nil
	case "script":
	default:
		return st, b.d.Errorf(o.Value("by"), o.Field("by"), "expected script (the course given here) or style (the fleet's style chooses it), got %q", by)
	}
	if st.Speed, err = o.Integer("speed", -1, 0, armada.MaxSpeed); err != nil {
		return st, err
	}
	speed := st.Speed
	if speed < 0 {
		speed = u.Speed
	}
	chart := u.Profile.Speeds // checked as the Navigate request would leave it
	if o.Has("navigate") {
		no, err := b.d.Object(o.Value("navigate"), o.Field("navigate"), "speed", "extra_click")
		if err != nil {
			return st, err
		}
		if st.Navigate.Speed, err = no.Integer("speed", 0, -2, 2); err != nil {
			return st, err
		}
		if st.Navigate.ExtraJoint, err = no.Integer("extra_click", 0, 1, armada.MaxSpeed); err != nil {
			return st, err
		}
		speed = min(max(speed+st.Navigate.Speed, 0), chart.Max)
		if j := st.Navigate.ExtraJoint; j > 0 && speed > 0 {
			if j > speed {
				return st, b.d.Errorf(no.Value("extra_click"), no.Field("extra_click"), "speed %d has joints 1 to %d", speed, speed)
			}
			chart.Chart[speed-1][j-1] = min(chart.Chart[speed-1][j-1]+1, 2)
		}
	}
	yaws, err := o.List("yaw", armada.MaxSpeed)
	if err != nil {
		return st, err
	}
	for j, yn := range yaws {
		f := fmt.Sprintf("%s[%d]", o.Field("yaw"), j)
		text, tn, from, err := b.d.Scalar(yn, f)
		if err != nil {
			return st, err
		}
		v, err := b.d.Integer(text, tn, f, from, -2, 2)
		if err != nil {
			return st, err
		}
		st.Course.Yaw[j] = int8(v)
	}
	if o.Has("turn") {
		if o.Has("yaw") {
			return st, b.d.Errorf(o.Value("turn"), o.Field("turn"), "give yaw (clicks per joint) or turn (clicks at the last joint), not both")
		}
		turn, err := o.Integer("turn", 0, -2, 2)
		if err != nil {
			return st, err
		}
		if speed > 0 {
			st.Course.Yaw[min(speed, armada.MaxSpeed)-1] = int8(turn)
		} else if turn != 0 {
			return st, b.d.Errorf(o.Value("turn"), o.Field("turn"), "a ship at speed 0 has no joint to turn at")
		}
	}
	side, err := o.Str("side", "starboard")
	if err != nil {
		return st, err
	}
	switch side {
	case "starboard":
		st.Course.Side = 1
	case "port":
		st.Course.Side = -1
	default:
		return st, b.d.Errorf(o.Value("side"), o.Field("side"), "expected starboard or port, got %q", side)
	}
	if !chart.Allows(speed, st.Course.Yaw) {
		return st, b.d.Errorf(o.Node(), path, "illegal maneuver: %s at speed %d with yaw %v; its speed chart allows speeds 0 to %d and at speed %d, joint by joint, %v clicks either way (rules notes §6)",
			u.ID, speed, st.Course.Yaw[:max(1, len(yaws))], chart.Max, speed, chartColumn(&chart, speed))
	}
	if o.Has("turn") && speed > 0 { // at run time, at the last joint of the speed it ends up at
		st.TurnLast = true
		clicks := st.Course.Yaw[speed-1]
		st.Course.Yaw[speed-1] = 0
		st.Course.Yaw[0] = clicks
	}
	return st, nil
}

// chartColumn returns the yaw limits at speed, joint by joint.
func chartColumn(c *armada.SpeedChart, speed int) []int8 {
	if speed < 1 || speed > c.Max {
		return nil
	}
	return c.Chart[speed-1][:speed]
}
