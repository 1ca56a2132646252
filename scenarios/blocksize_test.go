package scenarios

import (
	"context"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestBuiltinBlockSizes: each built-in's block size, which its compiled
// model chooses from an estimate of its trial's cost (sim.BlockSizeFor).
// The block size is part of every seed's numbers, so a change here is a
// change of the built-ins' numbers: the engagement, whose trial measures
// every attack on the table, plays blocks of 128 battles (256 with one
// round, 64 with six), so that a few thousand battles still spread over
// every core; the Dropfleet battle (six turns of 41 ships, the two real
// lists) blocks of 64;
// the Armada battle (six rounds of 10 ships and 7 squadrons, estimated
// 0.7 ms a game) blocks of 64; every other built-in keeps blocks of 4096.
func TestBuiltinBlockSizes(t *testing.T) {
	want := map[string]int{
		"engagement":    128,
		"armada-battle": 64,
		"dfc-battle":    64,
		"dfc-battle,player_ucm=attrition-first,player_phr=attrition-first": 64,
		"dfc-battle,anomaly=true": 64,
		"engagement,victory_dial=squadron,nebulon_dial=squadron,squadrons=4,rounds=1": 256,
	}
	variants := append(builtinVariants(t), variant{"engagement", []string{"rounds=6"}})
	want["engagement,rounds=6"] = 64
	for _, v := range variants {
		c := compile(t, v.name, v.sets...)
		w, ok := want[v.String()]
		if !ok {
			w = sim.BlockSize
		}
		bs, isSizer := c.Model.(sim.BlockSizer)
		if !isSizer {
			t.Fatalf("%s: the compiled model does not choose its block size", v)
		}
		if got := bs.BlockSize(); got != w {
			t.Errorf("%s: block size %d, want %d", v, got, w)
		}
	}
	// Run plays and reports it
	c := compile(t, "engagement", "rounds=1")
	r, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 300, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.BlockSize != c.Model.(sim.BlockSizer).BlockSize() {
		t.Errorf("the run's block size %d is not the model's", r.BlockSize)
	}
}
