package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// tableCommonFlags are the flags every table takes; the others belong to
// the tables whose TableInfo.Options name them.
var tableCommonFlags = []string{"format", "lang", "out", "help"}

// tableHelp lists the tables with the flags each takes, for table --help
// and table without a name.
func tableHelp() string {
	var b strings.Builder
	b.WriteString("Tables and the flags each takes (--format, --lang and --out go with every table):\n")
	for _, t := range job.Tables() {
		fmt.Fprintf(&b, "  %-18s %s\n", t.Name, t.Doc)
		flags := "no other flag"
		if len(t.Options) > 0 {
			flags = "--" + strings.Join(t.Options, ", --")
		}
		fmt.Fprintf(&b, "  %-18s   flags: %s\n", "", flags)
	}
	return b.String()
}

// checkTableFlags refuses a flag given on the command line that the table
// does not take.
func checkTableFlags(c *cobra.Command, name string) error {
	var info *job.TableInfo
	for _, t := range job.Tables() {
		if t.Name == name {
			info = &t
		}
	}
	if info == nil {
		return nil // BuildTable names the tables
	}
	var err error
	c.Flags().Visit(func(f *pflag.Flag) {
		if err != nil || slices.Contains(tableCommonFlags, f.Name) || slices.Contains(info.Options, f.Name) {
			return
		}
		if len(info.Options) == 0 {
			err = usageError{reports.Msgf("--%s does not apply to table %s (it takes no other flag; see fleetlab table --help)", f.Name, name)}
			return
		}
		err = usageError{reports.Msgf("--%s does not apply to table %s (it takes --%s; see fleetlab table --help)", f.Name, name, strings.Join(info.Options, ", --"))}
	})
	return err
}

func newTable(stdout, stderr io.Writer) *cobra.Command {
	var format, lang, out string
	var pools []string
	var o job.TableOptions
	c := &cobra.Command{
		Use:   "table [NAME]",
		Short: "Print a probability table (no NAME: list them)",
		Long: `Print a probability table for players: every figure is computed exactly (by
closed form or by enumerating the dice) and said to be so. Every table fits a
portrait page: wide ones go on in further blocks. "0" and "1" are exact,
"<0.0001" is possible but rare, a blank cannot happen.

` + tableHelp() + `
A flag that does not apply to the table asked for is refused.`,
		Example: `  fleetlab table admiral-rolloff
  fleetlab table dropfleet-to-hit --armour 5 --max-dice 6 --format md
  fleetlab table armada-damage --pool 3red+2blue --pool 2red+1black
  fleetlab table armada-damage --out damage     # damage/report.html, report.md, results.json, results.csv`,
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
				_, err := io.WriteString(stdout, tableHelp())
				return err
			}
			if err := checkTableFlags(c, args[0]); err != nil {
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
			for _, p := range pools {
				d, err := job.ParsePool(p)
				if err != nil {
					return usageError{reports.Msgf("--pool: %v", err)}
				}
				o.Pools = append(o.Pools, d)
			}
			if out != "" {
				if err := reports.CheckDir(out); err != nil {
					return usageError{reports.Msgf("--out %s: %v", out, err)}
				}
			}
			machine, err := job.BuildTable(args[0], o) // JSON and CSV are for programs: English
			if err != nil {
				return usageError{err}
			}
			o.Lang = l
			human, err := job.BuildTable(args[0], o)
			if err != nil {
				return usageError{err}
			}
			return render(c.Context(), &reports.Table{Human: human, Machine: machine}, output{format: format, out: out}, stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.StringVar(&format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	fl.StringVar(&out, "out", "", "also write report.html, report.md, results.json and results.csv to this folder")
	fl.IntVar(&o.MaxDice, "max-dice", 8, "largest pool (dropfleet-to-hit, armada-damage)")
	fl.IntVar(&o.Armour, "armour", 4, "Armour save of the damage sections, 4 means 4+ (dropfleet-to-hit)")
	fl.IntVar(&o.Sig, "sig", 6, "target Signature in inches (active-scan)")
	fl.StringArrayVar(&pools, "pool", nil, "a dice pool such as 3red+2blue, in place of the standard pools; repeatable (armada-damage)")
	fl.StringVar(&lang, "lang", "", "language: en, es, ca (default: from LC_ALL, LANG)")
	return c
}
