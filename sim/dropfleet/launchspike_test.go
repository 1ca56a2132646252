package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestLaunchSpikeOncePerRoundup (battle notes §2.2, "Who may launch":
// "Launching gives the carrier a Minor Spike"): a carrier that launches
// torpedoes, bombers and fighters in one Roundup gains one Minor Spike,
// not one per kind; it gains it again in a later Roundup; a spike it
// already had grows by one level; a carrier that launches nothing gains
// none.
func TestLaunchSpikeOncePerRoundup(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium}
	launchAll := every{target: [Players]int{lgTarget, lgCarrier}, fighters: [Players]int{lgCarrier, lgTarget}}
	for _, tc := range []struct {
		name   string
		before Spike
		d      AssetDecision
		turns  int
		want   Spike
	}{
		{"three kinds in one Roundup: one Minor Spike", NoSpike, launchAll, 1, MinorSpike},
		{"bombers only: one Minor Spike", NoSpike, only{Bombers, lgTarget}, 1, MinorSpike},
		{"a Minor Spike already: Major", MinorSpike, launchAll, 1, MajorSpike},
		{"nothing launched: no spike", NoSpike, only{Bombers, -1}, 1, NoSpike},
		{"spike cleared, next Roundup launches again: Minor", NoSpike, launchAll, 2, MinorSpike},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, s := launchGame(5, tp)
			s.Player(0).Assets = tc.d
			s.Player(1).Assets = only{Bombers, -1}
			for turn := 1; turn <= tc.turns; turn++ {
				s.Turn = turn
				s.Ships[lgCarrier].Spike = tc.before
				s.launchAssets(sim.NewStream(1, uint64(turn)))
			}
			if got := s.Ships[lgCarrier].Spike; got != tc.want {
				t.Errorf("carrier's spike %v, want %v (waves %+v)", got, tc.want, s.battle.assets.waves)
			}
		})
	}
}
