package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios/armadalist"
	"github.com/fleetlab/fleetlab/scenarios/battlescribe"
)

// newFleet is fleetlab fleet: reading the lists and catalogues players
// already have (issue 18).
func newFleet(stdout io.Writer) *cobra.Command {
	c := &cobra.Command{
		Use:   "fleet",
		Short: "Read your own fleet lists and ship catalogues (BattleScribe, NewRecruit)",
		Long: `fleet reads the files players already have: a Dropfleet roster exported by
BattleScribe or NewRecruit (.ros, or .rosz zipped), checked against the ship
profiles of your own BattleScribe data (a folder of .gst and .cat files), or
an Armada list as Star Forge or Armada Warlords export it as text, checked
against your own card data (a folder of JSON card files), given by
--catalogue. Dropfleet rosters are read against fleetlab's built-in
catalogue (every faction, every ship, from the community BattleScribe data)
unless --catalogue gives newer data.`,
		Args: unknownCommand,
		RunE: func(c *cobra.Command, args []string) error { return c.Help() },
	}
	c.AddCommand(newFleetShow(stdout), newFleetShips(stdout))
	return c
}

// fleetFlags are the flags both fleet commands take.
type fleetFlags struct {
	catalogue, format, lang string
}

func (f *fleetFlags) add(c *cobra.Command, formats []string) {
	c.Flags().StringVar(&f.catalogue, "catalogue", "", "your card data: a folder of BattleScribe .gst and .cat files (Dropfleet; default: the built-in catalogue) or of JSON card files (Armada, required), or one file")
	c.Flags().StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	c.Flags().StringVar(&f.lang, "lang", "", "language of the text: en, es, ca (default: from LC_ALL, LANG)")
}

// check refuses a missing catalogue where one is needed (Armada), an
// unknown format or language.
func (f *fleetFlags) check(formats []string, needCatalogue bool) (reports.Lang, error) {
	if f.catalogue == "" && needCatalogue {
		return reports.English, usageError{reports.Msgf("--catalogue is required: fleetlab ships no faction data; give the folder of your card data (BattleScribe .gst and .cat files for Dropfleet, JSON card files for Armada)")}
	}
	if !slices.Contains(formats, f.format) {
		return reports.English, usageError{reports.Msgf("--format must be one of %s, got %q", strings.Join(formats, ", "), f.format)}
	}
	return language(f.lang)
}

func newFleetShow(stdout io.Writer) *cobra.Command {
	var f fleetFlags
	formats := []string{"text", "json"}
	c := &cobra.Command{
		Use:   "show LIST [--catalogue PATH]",
		Short: "Check a roster (.ros, .rosz) or an Armada text list and print it with its points",
		Long: `show reads a Dropfleet roster exported by BattleScribe or NewRecruit (.ros, or
.rosz zipped) against the built-in catalogue or your BattleScribe data, or a
Star Wars: Armada list
exported as text by Star Forge or Armada Warlords against your card data (a
folder of JSON card files), checks the fleet-building rules and the list's
own points totals, and prints the list. Exit status 0 when the list is valid,
2 when it is refused, with the file, the line and what is wrong.`,
		Args: exactArgs(1, "one roster file"),
		RunE: func(c *cobra.Command, args []string) error {
			l, err := f.check(formats, !isRoster(args[0]))
			if err != nil {
				return err
			}
			what := args[0] + ", " + f.catalogue
			if !isRoster(args[0]) {
				list, err := whileReading(c.Context(), what, func() (*armadalist.List, error) { return armadalist.Open(args[0], f.catalogue) })
				if err != nil {
					return err
				}
				return printList(stdout, f.format, list.Summary(), l, writeArmadaList)
			}
			list, err := whileReading(c.Context(), what, func() (*battlescribe.List, error) { return battlescribe.Open(args[0], f.catalogue) })
			if err != nil {
				return err
			}
			return printList(stdout, f.format, list.Summary(), l, writeFleet)
		},
	}
	f.add(c, formats)
	return c
}

func newFleetShips(stdout io.Writer) *cobra.Command {
	var f fleetFlags
	formats := []string{"text", "json", "csv"}
	c := &cobra.Command{
		Use:   "ships GAME [FACTION] [--catalogue PATH]",
		Short: "List the ship profiles of the built-in catalogue or of yours",
		Long: `ships lists the ship profiles of the built-in catalogue, or of your
BattleScribe data given by --catalogue, as fleetlab reads them: GAME is
dropfleet; FACTION, when given, keeps the factions whose name contains it
(any case), or that players write so (UCM, PHR, Scourge, Shaltari,
Resistance).`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) < 1 || len(args) > 2 {
				return usageError{reports.Msgf("%s needs %s (got %d arguments)", c.Name(), reports.Msgf("a game and at most one faction"), len(args))}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			l, err := f.check(formats, false)
			if err != nil {
				return err
			}
			if args[0] != "dropfleet" {
				return usageError{reports.Msgf("fleet ships reads Dropfleet catalogues only (GAME dropfleet), not %q", args[0])}
			}
			cat, err := whileReading(c.Context(), f.catalogue, func() (*battlescribe.Catalogue, error) { return battlescribe.LoadCatalogueOrBuiltin(f.catalogue) })
			if err != nil {
				return err
			}
			faction := ""
			if len(args) == 2 {
				faction = args[1]
			}
			ships, ok := cat.Select(faction)
			if !ok {
				return usageError{reports.Msgf("no faction of the catalogue is called %q (its factions: %s)", faction, strings.Join(cat.Factions(), ", "))}
			}
			var out []battlescribe.ShipSummary
			for i := range ships {
				out = append(out, ships[i].Summary())
			}
			switch f.format {
			case "json":
				return writeJSON(stdout, out)
			case "csv":
				return writeShipsCSV(stdout, out)
			}
			return writeShips(stdout, out, l)
		},
	}
	f.add(c, formats)
	return c
}

// printList writes a checked list's summary as JSON, or as text by write.
func printList[S any](w io.Writer, format string, s S, l reports.Lang, write func(io.Writer, S, reports.Lang) error) error {
	if format == "json" {
		return writeJSON(w, s)
	}
	return write(w, s, l)
}

func writeJSON(w io.Writer, v any) error {
	e := json.NewEncoder(w)
	e.SetIndent("", "  ")
	return e.Encode(v)
}

// writeFleet prints a checked list: a heading, each battlegroup with its
// groups and points, the admiral, and what the rules core plays without
// effect.
func writeFleet(w io.Writer, s battlescribe.Summary, l reports.Lang) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", terminalSafe(s.Name), l.Tf("%s, %s game, %d of %d points", terminalSafe(s.Faction), l.T(s.Size), s.Points, s.Limit))
	if s.Admiral != "" {
		fmt.Fprintf(&b, "%s\n", l.Tf("Admiral: %s (Admiral value %d in play)", terminalSafe(s.Admiral), s.AdmiralValue))
	}
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	for _, bg := range s.Battlegroups {
		fmt.Fprintf(tw, "\n%s (%s)\t\t%s\n", terminalSafe(bg.Name), l.Tf("%s, Strategy Rating %d", l.T(bg.Type), bg.StrategyRating), l.Tf("%d pts", bg.Points))
		for _, e := range s.Ships {
			if e.Battlegroup != bg.Name {
				continue
			}
			fmt.Fprintf(tw, "  %d × %s\t\t%s\n", e.Count, terminalSafe(e.Name), l.Tf("%d pts", e.Points))
			for _, u := range e.Upgrades {
				fmt.Fprintf(tw, "      + %s\t\t%s\n", terminalSafe(u.Name), l.Tf("%d pts", u.Points))
			}
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(s.Unmodelled) > 0 {
		fmt.Fprintf(&b, "\n%s: %s\n", l.T("played without effect"), strings.Join(terminalSafeAll(s.Unmodelled), ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// isRoster reports whether a list file is a BattleScribe roster (.ros,
// .rosz) rather than an Armada text list.
func isRoster(path string) bool {
	ext := strings.ToLower(filepath.Ext(path))
	return ext == ".ros" || ext == ".rosz"
}

// writeArmadaList prints a checked Armada list: a heading, each ship with
// its upgrades and points, the squadrons, the objectives, and what the
// rules core plays without effect.
func writeArmadaList(w io.Writer, s armadalist.Summary, l reports.Lang) error {
	var b strings.Builder
	name := terminalSafe(s.Name)
	if name == "" {
		name = l.T("unnamed list")
	}
	fmt.Fprintf(&b, "%s: %s\n", name, l.Tf("%s, Armada, %d of %d points", terminalSafe(s.Faction), s.Points, s.Limit))
	if s.Commander != "" {
		fmt.Fprintf(&b, "%s\n", l.Tf("Commander: %s", terminalSafe(s.Commander)))
	}
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw)
	for _, e := range s.Ships {
		fmt.Fprintf(tw, "%s\t\t%s\n", terminalSafe(e.Name), l.Tf("%d pts", e.Points))
		for _, u := range e.Upgrades {
			fmt.Fprintf(tw, "  + %s\t\t%s\n", terminalSafe(u.Name), l.Tf("%d pts", u.Points))
		}
	}
	for _, q := range s.Squadrons {
		fmt.Fprintf(tw, "%d × %s\t\t%s\n", q.Count, terminalSafe(q.Name), l.Tf("%d pts", q.Points))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(s.Objectives) > 0 {
		fmt.Fprintf(&b, "\n%s: %s\n", l.T("objectives"), strings.Join(terminalSafeAll(s.Objectives), ", "))
	}
	if len(s.Unmodelled) > 0 {
		fmt.Fprintf(&b, "\n%s: %s\n", l.T("played without effect"), strings.Join(terminalSafeAll(s.Unmodelled), ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeShips prints the profiles as a table, one ship a line.
func writeShips(w io.Writer, ships []battlescribe.ShipSummary, l reports.Lang) error {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, l.T("faction\tship\tscan\tsig\tthrust\thull\tA\tPD\tG\tT\tpts\tweapons\tlaunch"))
	for _, s := range ships {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%s\t%d\t%s\t%s\t%d\t%d\t%s\n", terminalSafe(s.Faction), terminalSafe(s.Name), s.Scan, s.Sig, s.Thrust, s.Hull,
			saves(s), s.PD, terminalSafe(s.Group), terminalSafe(s.Tonnage), s.Points, len(s.Weapons), terminalSafe(strings.Join(s.Launch, "; ")))
	}
	return tw.Flush()
}

// saves prints the armour save and the passive one: 4+ or 4+/5+.
func saves(s battlescribe.ShipSummary) string {
	if s.Passive > 0 {
		return fmt.Sprintf("%d+/%d+", s.Armour, s.Passive)
	}
	return fmt.Sprintf("%d+", s.Armour)
}

// writeShipsCSV writes one row per ship, its weapons as "name lock/attacks/damage arc" joined by "; ".
func writeShipsCSV(w io.Writer, ships []battlescribe.ShipSummary) error {
	c := csv.NewWriter(w)
	_ = c.Write([]string{"faction", "name", "class", "scan", "sig", "thrust", "hull", "armour", "passive", "pd", "group", "tonnage", "points", "special", "weapons", "launch", "unmodelled"})
	for _, s := range ships {
		var ws []string
		for _, x := range s.Weapons {
			ws = append(ws, fmt.Sprintf("%s %d+/%s/%s %s", x.Name, x.Lock, x.Attacks, x.Damage, x.Arc))
		}
		_ = c.Write([]string{s.Faction, s.Name, s.Class, fmt.Sprint(s.Scan), fmt.Sprint(s.Sig), fmt.Sprint(s.Thrust), fmt.Sprint(s.Hull),
			fmt.Sprint(s.Armour), fmt.Sprint(s.Passive), fmt.Sprint(s.PD), s.Group, s.Tonnage, fmt.Sprint(s.Points),
			strings.Join(s.Special, ", "), strings.Join(ws, "; "), strings.Join(s.Launch, "; "), strings.Join(s.Unmodelled, ", ")})
	}
	c.Flush()
	return c.Error()
}
