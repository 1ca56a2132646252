package cli

import (
	"context"
	"io"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/scenarios"
)

// battleFlags are the flags of `fleetlab battle`: a run's, and where the
// battle and the card data come from.
type battleFlags struct {
	runFlags
	scenario, catalogue string
}

func newBattle(stdout, stderr io.Writer) *cobra.Command {
	f := &battleFlags{}
	c := &cobra.Command{
		Use:   "battle LIST_A LIST_B [--scenario NAME] [--catalogue PATH]",
		Short: "Play the whole battle of their game between two of your lists",
		Long: `battle plays the standard whole battle of the lists' game between two lists,
LIST_A from the first player's edge: dfc-battle for Dropfleet Commander
rosters exported by BattleScribe or NewRecruit (.ros, .rosz) or tournament
list files (.yaml), armada-battle for Armada lists exported as text by Star
Forge or Armada Warlords. The battle's fleets become the lists, named after
their files, each keeping the battle's policies (--set changes them); a
Dropfleet battle takes the rosters' game size and points limit.

--catalogue is your own card data, as fleetlab fleet show reads it: without
it both games' lists are read against fleetlab's built-in cards (an Armada
list in the points era its points identify). --scenario plays another whole battle (a built-in name or a
scenario file with a battle: section) instead of the standard one. The
report names every card, rule and special rule the lists hold that the
rules core plays without effect. Without --trials it plays the battle's
default games (its file's trials:, see fleetlab list), a few seconds' worth.`,
		Example: `  fleetlab battle mine.ros theirs.ros
  fleetlab battle empire.txt rebels.txt --trials 2000 --out report
  fleetlab battle ucm.yaml phr.yaml --set turns=4`,
		Args: exactArgs(2, "two lists"),
		RunE: func(c *cobra.Command, args []string) error {
			return f.battle(c.Context(), c, args[0], args[1], stdout, stderr)
		},
	}
	f.register(c)
	c.Flags().StringVar(&f.scenario, "scenario", "", "the whole battle to play: a built-in name or a scenario file (default: dfc-battle or armada-battle, by the lists' game)")
	c.Flags().StringVar(&f.catalogue, "catalogue", "", "card data to read instead of the built-in cards: a folder of BattleScribe .gst and .cat files (Dropfleet) or of JSON card files (Armada)")
	return c
}

func (f *battleFlags) battle(ctx context.Context, c *cobra.Command, a, b string, stdout, stderr io.Writer) error {
	src, err := scenarios.BattleSource(a, b, f.scenario, f.catalogue)
	if err != nil {
		return err
	}
	req := f.request("battle")
	req.Source, req.Lists = src, true
	return f.runRequest(ctx, c, req, stdout, stderr)
}
