package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

func newList(stdout io.Writer) *cobra.Command {
	var lang string
	c := &cobra.Command{
		Use:   "list",
		Short: "List the built-in scenarios, their parameters, and the policies",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(*cobra.Command, []string) error {
			l, err := language(lang)
			if err != nil {
				return err
			}
			return writeList(stdout, l)
		},
	}
	c.Flags().StringVar(&lang, "lang", "", "language of the scenarios' titles and parameter docs: en, es, ca (default: from LC_ALL, LANG)")
	return c
}

func writeList(w io.Writer, l reports.Lang) error {
	all, err := scenarios.Builtins()
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString(l.T("Built-in scenarios (fleetlab run NAME [--set param=value]...; fleetlab show NAME prints the file):") + "\n")
	for _, s := range all {
		tr := s.Translated(l.String(), nil)
		fmt.Fprintf(&b, "\n  %-14s %s [%s]\n", s.Name, tr.Title, s.Game)
		if s.Trials > 0 {
			fmt.Fprintf(&b, "  %-14s   %s\n", "", l.Tf("%s trials a run unless --trials says otherwise", l.Int(s.Trials)))
		}
		for _, p := range s.Params {
			fmt.Fprintf(&b, "  %-14s   %s\n", "", describeParam(p, tr.Params[p.Name], l))
		}
	}
	for _, group := range []struct {
		title string
		infos []policies.Info
	}{
		{l.T("Dropfleet: a fleet's `deck:` (how it stacks its strategy deck each turn)"), policies.Deck.Infos()},
		{l.T("Dropfleet: a fleet's or a reveal's `choice:` (who activates first)"), policies.First.Infos()},
		{l.T("Dropfleet: a fleet's `point_defence:` (what its Point Defence successes cancel)"), policies.PointDefence.Infos()},
		{l.T("Dropfleet: `order:` of an activation (or an order's name)"), policies.Orders.Infos()},
		{l.T("Dropfleet: `move: {policy: …}` of an activation (or fixed turns and distances)"), policies.Moves.Infos()},
		{l.T("Dropfleet: `target:` and `scan_target:` of an activation (or a ship's name)"), policies.Targets.Infos()},
		{l.T("Dropfleet: a fleet's `player:` in a battle (every decision of a whole game)"), policies.Battle.Infos()},
		{l.T("Armada: a fleet's `attack:` policy"), policies.ArmadaAttack.Infos()},
		{l.T("Armada: a fleet's `defence:` policy"), policies.ArmadaDefence.Infos()},
		{l.T("Armada: a fleet's `squadrons:` policy"), policies.ArmadaSquadrons.Infos()},
		{l.T("Armada: a battle fleet's `style:` (its free-play decisions)"), policies.ArmadaBattle.Infos()},
	} {
		b.WriteString("\n" + l.Tf("Policies for %s:", group.title) + "\n")
		for _, p := range group.infos {
			fmt.Fprintf(&b, "  %-18s %s\n", p.Name, l.T(p.Doc))
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

// describeParam is a one-line summary of p in l, its doc given in l, as
// [scenarios.Param.Describe] writes it in English.
func describeParam(p *scenarios.Param, doc string, l reports.Lang) string {
	if l == reports.English {
		return p.Describe()
	}
	kind := l.T(p.Type.String())
	switch {
	case p.Values != nil:
		kind = strings.Join(p.Values, "|")
	case p.Min != nil && p.Max != nil:
		kind += l.Tf(" from %s to %s", num(*p.Min, l), num(*p.Max, l))
	case p.Min != nil:
		kind += l.Tf(" of at least %s", num(*p.Min, l))
	case p.Max != nil:
		kind += l.Tf(" of at most %s", num(*p.Max, l))
	}
	s := fmt.Sprintf("%s=%s (%s)", p.Name, p.Default, kind)
	if doc != "" {
		s += ": " + doc
	}
	return s
}

// num writes a parameter bound as %g does, with l's decimal separator.
func num(x float64, l reports.Lang) string {
	s := strconv.FormatFloat(x, 'g', -1, 64)
	if l != reports.English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
