package scenarios

import (
	"reflect"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// TestArmadaAttackMemoIsExact plays armada-attack's trials twice, one
// trial at a time from the same stream: once as compiled, where a worker
// memoises the defence of each pool (sim/armada/attack_memo.go), and once
// with armada.Model.NoShortcuts, every defence played by the rules code. After
// every trial the units' states and the stream must be the same, bit for
// bit, and so must every metric at the end: the memo changes how fast,
// never what. The parameter sets take the paths a defence can take
// (rules notes §3 to §5): accuracies locking tokens, every token type,
// Evade cancelling and rerolling (the reroll draws: never memoised) under
// either Evade rule and against a larger attacker, Concentrate Fire's die
// and reroll, obstruction, each range band, speed 0, shields that run
// out and damage cards up to destruction, and the other policies. The
// memo must be taken (State.Shortcuts: pools memoised), but for the pools
// too many to memoise and a policy's own decision, and the reference must
// take no shortcut.
func TestArmadaAttackMemoIsExact(t *testing.T) {
	cases := [][]string{
		nil,
		{"tokens=brace,redirect,evade", "range=long"},
		{"tokens=evade,evade", "range=medium", "attacker_size=huge", "defender_size=small"},
		{"tokens=evade", "range=close", "evade=pre-1.5"},
		{"tokens=evade,brace", "range=close", "evade=1.5", "black=2"},
		{"tokens=scatter,brace", "red=4", "blue=3", "black=1", "range=close"},
		{"tokens=contain,salvo,brace", "shields=1", "hull=3", "range=close", "black=3"},
		{"tokens=redirect,redirect,brace", "concentrate_fire=both", "obstructed=true"},
		{"tokens=brace,redirect", "concentrate_fire=dial", "range=long", "red=5"},
		{"tokens=brace", "concentrate_fire=token", "obstructed=true", "blue=0"},
		{"tokens=none", "shields=0", "hull=2", "red=6", "blue=2", "black=2", "range=close"},
		{"speed=0", "tokens=brace,redirect"},
		{"attacker=fish-accuracies", "concentrate_fire=both"},
		{"defender=save-tokens:3", "tokens=brace,redirect,evade", "range=long"},
		{"defender=none"},
		{"red=12", "blue=11", "range=close"}, // too many pools to memoise
	}
	// the cases whose trials never take the memo, and why
	unmemoised := map[string]string{
		"tokens=none,shields=0,hull=2,red=6,blue=2,black=2,range=close": "ten dice: too many pools",
		"attacker=fish-accuracies,concentrate_fire=both":                "a decision that is not a built-in default",
		"red=12,blue=11,range=close":                                    "too many pools",
	}
	const trials = 20_000
	fast, slow := false, false // some case takes the fast memo, some the other
	for _, sets := range cases {
		t.Run(strings.Join(sets, ","), func(t *testing.T) {
			memo := compile(t, "armada-attack", sets...).Model.(*armada.Model)
			plain := compile(t, "armada-attack", sets...).Model.(*armada.Model)
			plain.NoShortcuts = true
			ms, ps := memo.NewTrial().(*armada.State), plain.NewTrial().(*armada.State)
			mt, pt := sim.NewTally(memo.Metrics()), sim.NewTally(plain.Metrics())
			mr, pr := sim.NewStream(5, 0), sim.NewStream(5, 0)
			for i := range trials {
				ms.Play(mr, mt)
				ps.Play(pr, pt)
				if *mr != *pr || !reflect.DeepEqual(ms.Units, ps.Units) || ms.Attacks != ps.Attacks || ms.Cancelled != ps.Cancelled {
					t.Fatalf("trial %d: the memoised trial ends in another state than the plain one:\nmemo  %+v\nplain %+v", i, ms.Units, ps.Units)
				}
			}
			msc, psc := ms.Shortcuts(), ps.Shortcuts()
			fast, slow = fast || msc.FastMemo && msc.MemoPools > 0, slow || !msc.FastMemo && msc.MemoPools > 0
			_, plays := unmemoised[strings.Join(sets, ",")]
			if !msc.CompiledProbes || (msc.MemoPools == 0) != plays {
				t.Errorf("the memo is not taken as it should: %+v", msc)
			}
			if psc != (armada.Shortcuts{}) {
				t.Errorf("the reference takes shortcuts: %+v", psc)
			}
			if !reflect.DeepEqual(mt, pt) {
				t.Errorf("the metrics differ after %d trials", trials)
			}
		})
	}
	if !fast || !slow {
		t.Errorf("the fast memo taken %v, the other %v: both must be", fast, slow)
	}
}
