package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/scenarios"
)

func newList(stdout io.Writer) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the built-in scenarios, their parameters, and the policies",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(*cobra.Command, []string) error {
			return writeList(stdout)
		},
	}
}

func writeList(w io.Writer) error {
	all, err := scenarios.Builtins()
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("Built-in scenarios (fleetlab run NAME [--set param=value]...; fleetlab show NAME prints the file):\n")
	for _, s := range all {
		fmt.Fprintf(&b, "\n  %-14s %s [%s]\n", s.Name, s.Title, s.Game)
		for _, p := range s.Params {
			fmt.Fprintf(&b, "  %-14s   %s\n", "", p.Describe())
		}
	}
	for _, group := range []struct {
		title string
		infos []policies.Info
	}{
		{"Dropfleet: a fleet's `deck:` (how it stacks its strategy deck each turn)", policies.DeckPolicies()},
		{"Dropfleet: a fleet's or a reveal's `choice:` (who activates first)", policies.FirstChoosers()},
		{"Dropfleet: a fleet's `point_defence:` (what its Point Defence successes cancel)", policies.PointDefencePolicies()},
		{"Dropfleet: `order:` of an activation (or an order's name)", policies.OrderChoosers()},
		{"Dropfleet: `move: {policy: …}` of an activation (or fixed turns and distances)", policies.Movers()},
		{"Dropfleet: `target:` and `scan_target:` of an activation (or a ship's name)", policies.Targeters()},
		{"Armada: a fleet's `attack:` policy", policies.ArmadaAttackers()},
		{"Armada: a fleet's `defence:` policy", policies.ArmadaDefenders()},
		{"Armada: a fleet's `squadrons:` policy", policies.ArmadaSquadronPolicies()},
	} {
		fmt.Fprintf(&b, "\nPolicies for %s:\n", group.title)
		for _, p := range group.infos {
			fmt.Fprintf(&b, "  %-18s %s\n", p.Name, p.Doc)
		}
	}
	_, err = io.WriteString(w, b.String())
	return err
}

func newShow(stdout io.Writer) *cobra.Command {
	return &cobra.Command{
		Use:   "show NAME",
		Short: "Print a built-in scenario's YAML file, to copy and edit",
		Args:  exactArgs(1, "the name of a built-in scenario"),
		RunE: func(_ *cobra.Command, args []string) error {
			src, err := scenarios.BuiltinSource(args[0])
			if err != nil {
				return err
			}
			_, err = stdout.Write(src)
			return err
		},
	}
}
