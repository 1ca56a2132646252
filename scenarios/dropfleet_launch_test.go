package scenarios

import (
	"os"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// carrierBattleSource is the mirror battle with each side's Berlins
// carrying bombers and fighters of the given asset faction, and rules.
func carrierBattleSource(t *testing.T, assets, rules string) string {
	src := dropfleetBattleSource(t, false, false, false)
	src = strings.Replace(src, "points: 105, group: 1-2,", "points: 105, group: 1-2, launch: {bombers: 2, fighters: 1"+assets+"},", 1)
	return src + rules
}

// TestDropfleetLaunchSection (battle notes §2.2, §6.3): a profile's
// launch names its asset faction, the rules section the U-L switches; a
// bad value is refused with its field.
func TestDropfleetLaunchSection(t *testing.T) {
	src := carrierBattleSource(t, ", assets: phr", "rules: {launch_once: per-turn, torpedo_reach: thrust, manoeuvre: experimental, atmosphere_launch: allowed, ucm_torpedo: example, launch_scenery: same-layer}\n")
	s, err := Parse("carriers.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Compile(nil)
	if err != nil {
		t.Fatal(err)
	}
	g := c.Model.(*dropfleet.Model)
	want := dropfleet.LaunchRules{OncePerTurn: true, TorpedoThrustOnly: true, ExperimentalManoeuvre: true, AtmosphereLaunch: true, UCMTorpedoExample: true, SameLayerScenery: true}
	if g.Rules.Launch != want {
		t.Errorf("launch rules %+v, want %+v", g.Rules.Launch, want)
	}
	found := false
	for _, sh := range g.Ships {
		if sh.Profile.Name == "berlin" {
			found = true
			if sh.Profile.Assets != dropfleet.PHRAssets || sh.Profile.LaunchValue(dropfleet.Bombers) != 2 {
				t.Errorf("berlin: assets %v, bombers %d; want phr, 2", sh.Profile.Assets, sh.Profile.LaunchValue(dropfleet.Bombers))
			}
		}
	}
	if !found {
		t.Fatal("no berlin")
	}
	for _, tc := range []struct{ assets, rules, want string }{
		{", assets: klingon", "", "ships.berlin.launch.assets"},
		{"", "rules: {manoeuvre: sideways}\n", "unknown manoeuvre \"sideways\""},
		{"", "rules: {launch_scenery: nearest}\n", "unknown launch_scenery \"nearest\""}, // U-L4
	} {
		_, err := Parse("bad.yaml", []byte(carrierBattleSource(t, tc.assets, tc.rules)))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "bad.yaml:") {
			t.Errorf("%q %q: %v, want an error naming %q and its line", tc.assets, tc.rules, err, tc.want)
		}
	}
}

// TestDropfleetBattleLaunches (battle notes §2.2): a battle whose cruisers
// carry bombers and fighters launches them in the Roundup and they strike;
// the traced trial records what the run recorded.
func TestDropfleetBattleLaunches(t *testing.T) {
	s, err := Parse("carriers.yaml", []byte(carrierBattleSource(t, "", "")))
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Compile(nil)
	if err != nil {
		t.Fatal(err)
	}
	var rec trace.Recorder
	if _, err := sim.Replay(c.Model, 1, 3, &rec); err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	for _, e := range rec.Entries {
		log.WriteString(e.Text + "\n")
	}
	for _, want := range []string{"bombers at", "bombers strike"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the trace has no %q:\n%s", want, log.String())
		}
	}
}

// launchTraitsFile is the test scenario whose fleets carry the launch
// assets' traits (battle notes §2.2): Limited (X), Scald, Corruptor,
// Flash, fighters against Close Action weapons.
const launchTraitsFile = "testdata/dfc-launch-traits.yaml"

// TestDropfleetLaunchTraits (battle notes §2.2, "Who may launch", "Asset
// profiles"): a profile's launch kind may be {value, limited, special};
// the test scenario decodes to the Limited values and asset rows it
// names, plays a battle in which Scald, Corruptor and Flash attacks show
// in the trace, and a bad value is refused naming the file, line and
// field.
func TestDropfleetLaunchTraits(t *testing.T) {
	src, err := os.ReadFile(launchTraitsFile)
	if err != nil {
		t.Fatal(err)
	}
	c := compileSource(t, launchTraitsFile, string(src))
	g := c.Model.(*dropfleet.Model)
	for _, tc := range []struct {
		class     string
		assets    dropfleet.AssetFaction
		kind      dropfleet.LaunchKind
		value     int
		limited   int
		specialOf dropfleet.AssetSpecial // of the kind's tokens, table included
	}{
		{"berlin", dropfleet.ScourgeAssets, dropfleet.Torpedoes, 1, 1, dropfleet.AssetCorruptor},
		{"berlin", dropfleet.ScourgeAssets, dropfleet.Bombers, 2, 0, dropfleet.AssetScald},
		{"athens", dropfleet.ShaltariAssets, dropfleet.Torpedoes, 1, 2, dropfleet.AssetFlash},
		{"athens", dropfleet.ShaltariAssets, dropfleet.Fighters, 2, 0, 0},
	} {
		found := false
		for _, sh := range g.Ships {
			p := sh.Profile
			if p.Name != tc.class {
				continue
			}
			found = true
			if p.Assets != tc.assets || p.LaunchValue(tc.kind) != tc.value || p.LaunchLimit(tc.kind) != tc.limited ||
				dropfleet.AssetProfileOf(p.Assets, tc.kind, g.Rules.Launch).Special != tc.specialOf {
				t.Errorf("%s %v: assets %v, value %d, Limited %d; want %v, %d, %d, %v", tc.class, tc.kind, p.Assets,
					p.LaunchValue(tc.kind), p.LaunchLimit(tc.kind), tc.assets, tc.value, tc.limited, tc.specialOf)
			}
		}
		if !found {
			t.Fatalf("no %s", tc.class)
		}
	}
	var log strings.Builder
	for trial := int64(1); trial <= 12; trial++ { // Scanner Uplink moved the first Corruptor damage to trial 9
		var rec trace.Recorder
		if _, err := sim.Replay(c.Model, 1, trial, &rec); err != nil {
			t.Fatal(err)
		}
		for _, e := range rec.Entries {
			log.WriteString(e.Text + "\n")
		}
	}
	for _, want := range []string{"(scald)", "(corruptor,", "(flash)", "damage from its Corruptor tokens"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("twelve traced trials have no %q", want)
		}
	}
	berlin := "launch: {assets: scourge, bombers: 2, torpedoes: {value: 1, limited: 1}, fighters: 1}"
	if !strings.Contains(string(src), berlin) {
		t.Fatalf("the test scenario has no %q", berlin)
	}
	for _, tc := range []struct{ launch, want string }{
		{"launch: {torpedoes: {value: 1, limited: 0}}", "ships.berlin.launch.torpedoes.limited"},
		{"launch: {torpedoes: {limited: 1}}", "ships.berlin.launch.torpedoes"},
		{"launch: {torpedoes: {value: 1, special: [glow]}}", "ships.berlin.launch.torpedoes.special[0]"},
		{"launch: {fighters: {value: 1, special: [scald]}}", "ships.berlin.launch.fighters.special[0]"},
		{"launch: {torpedoes: {value: 1, magazine: 3}}", "ships.berlin.launch.torpedoes.magazine"},
		{"launch: {torpedoes: [1]}", "ships.berlin.launch.torpedoes"},
		{"launch: {torpedoes: {value: 1, special: [flash, flash]}}", "ships.berlin.launch.torpedoes.special[1]: \"flash\" is given twice"},
	} {
		bad := strings.Replace(string(src), berlin, tc.launch, 1)
		_, err := Parse("bad.yaml", []byte(bad))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "bad.yaml:27:") {
			t.Errorf("%s: %v, want an error at bad.yaml:27 naming %q", tc.launch, err, tc.want)
		}
	}
}

// TestLaunchTraitsDoNotAllocate: a battle whose carriers launch fighters,
// bombers and Limited torpedoes with Scald, Corruptor and Flash, and
// whose escorts face Close Action weapons, plays a trial without a heap
// allocation once warm (the engine contract; the built-in battle carries
// no space assets).
func TestLaunchTraitsDoNotAllocate(t *testing.T) {
	if raceDetector {
		t.Skip("allocations are checked without the race detector (make alloc-check)")
	}
	src, err := os.ReadFile(launchTraitsFile)
	if err != nil {
		t.Fatal(err)
	}
	m := compileSource(t, launchTraitsFile, string(src)).Model
	tally := sim.NewTally(m.Metrics())
	trial := m.NewTrial()
	stream := sim.NewStream(1, 0)
	for range 500 {
		trial.Play(stream, tally)
	}
	if n := testing.AllocsPerRun(200, func() { trial.Play(stream, tally) }); n != 0 {
		t.Errorf("a trial allocates %v times", n)
	}
}

// TestDropfleetSharedLaunch (battle notes §2.2, "'Fighters & Bombers 6' =
// up to 6 in any mix"): fighters-bombers gives one value both kinds
// share, counted once; a shared value with limited, or a misspelt kind,
// is refused naming the file, line and field.
func TestDropfleetSharedLaunch(t *testing.T) {
	src, err := os.ReadFile(launchTraitsFile)
	if err != nil {
		t.Fatal(err)
	}
	berlin := "launch: {assets: scourge, bombers: 2, torpedoes: {value: 1, limited: 1}, fighters: 1}"
	shared := "launch: {assets: scourge, fighters-bombers: {value: 3, special: [scald]}, torpedoes: {value: 1, limited: 1}}"
	c := compileSource(t, launchTraitsFile, strings.Replace(string(src), berlin, shared, 1))
	g := c.Model.(*dropfleet.Model)
	found := false
	for _, sh := range g.Ships {
		p := sh.Profile
		if p.Name != "berlin" {
			continue
		}
		found = true
		if p.LaunchValue(dropfleet.Fighters) != 3 || p.LaunchValue(dropfleet.Bombers) != 3 || len(p.Launch) != 2 || !p.Launch[0].Shared() {
			t.Errorf("berlin: fighters %d, bombers %d, launch %+v; want one value of 3 both share",
				p.LaunchValue(dropfleet.Fighters), p.LaunchValue(dropfleet.Bombers), p.Launch)
		}
	}
	if !found {
		t.Fatal("no berlin")
	}
	for _, tc := range []struct{ launch, want string }{
		{"launch: {fighters-bombers: {value: 6, limited: 1}}", "ships.berlin.launch.fighters-bombers.limited: a shared launch value takes no limited"},
		{"launch: {fighters-bomber: 6}", "ships.berlin.launch.fighters-bomber: unknown launch asset"},
		{"launch: {fighters-bombers: 21}", "ships.berlin.launch.fighters-bombers"},
	} {
		bad := strings.Replace(string(src), berlin, tc.launch, 1)
		_, err := Parse("bad.yaml", []byte(bad))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "bad.yaml:27:") {
			t.Errorf("%s: %v, want an error at bad.yaml:27 naming %q", tc.launch, err, tc.want)
		}
	}
}
