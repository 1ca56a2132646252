package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/reports"
)

func newTable(stdout io.Writer) *cobra.Command {
	var format, lang string
	var o reports.TableOptions
	c := &cobra.Command{
		Use:   "table [NAME]",
		Short: "Print a probability table (no NAME: list them)",
		Long: `Print a probability table for players: every figure is computed exactly (by
closed form or by enumerating the dice) and said to be so.`,
		Example: `  fleetlab table admiral-rolloff
  fleetlab table dropfleet-to-hit --armour 5 --max-dice 6 --format md
  fleetlab table armada-damage --format csv`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usageError{reports.Msgf("table takes one table name (got %d arguments)", len(args))}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			l, err := language(lang)
			if err != nil {
				return err
			}
			if len(args) == 0 {
				var b strings.Builder
				b.WriteString(l.T("Tables (fleetlab table NAME):") + "\n")
				for _, t := range reports.Tables() {
					fmt.Fprintf(&b, "  %-18s %s\n", t.Name, l.T(t.Doc))
				}
				_, err := io.WriteString(stdout, b.String())
				return err
			}
			switch {
			case !slices.Contains(formats, format):
				return usageError{reports.Msgf("--format must be one of %s, got %q", strings.Join(formats, ", "), format)}
			case o.MaxDice < 1 || o.MaxDice > 20:
				return usageError{reports.Msgf("--max-dice must be from 1 to 20, got %d", o.MaxDice)}
			case o.Armour < 2 || o.Armour > 6:
				return usageError{reports.Msgf("--armour must be from 2 to 6, got %d", o.Armour)}
			case o.Sig < 0 || o.Sig > 60:
				return usageError{reports.Msgf("--sig must be from 0 to 60, got %d", o.Sig)}
			}
			if format == "text" || format == "md" {
				o.Lang = l // JSON and CSV are for programs: English
			}
			t, err := reports.BuildTable(args[0], o)
			if err != nil {
				return usageError{err}
			}
			switch format {
			case "json":
				return reports.WriteTableJSON(stdout, t)
			case "csv":
				return reports.WriteTableCSV(stdout, t)
			case "md":
				return reports.WriteTableMarkdown(stdout, t)
			}
			return reports.WriteTableText(stdout, t)
		},
	}
	fl := c.Flags()
	fl.StringVar(&format, "format", "text", "output: "+strings.Join(formats, ", "))
	fl.IntVar(&o.MaxDice, "max-dice", 8, "largest pool in the dice tables")
	fl.IntVar(&o.Armour, "armour", 4, "Armour save of the Dropfleet damage table (4 means 4+)")
	fl.IntVar(&o.Sig, "sig", 6, "target Signature of the Active Scan table, inches")
	fl.StringVar(&lang, "lang", "", "language: en, es, ca (default: from LC_ALL, LANG)")
	return c
}
