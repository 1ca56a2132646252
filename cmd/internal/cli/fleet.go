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
	"github.com/fleetlab/fleetlab/scenarios"
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
BattleScribe or NewRecruit (.ros, or .rosz zipped), or an Armada list as
Star Forge or Armada Warlords export it as text, checked against fleetlab's
built-in cards (every faction and ship of the community data, converted by
fleetlab's own converter; for Armada every era: current, FFG, ARC) unless
--catalogue gives newer data.`,
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
	c.Flags().StringVar(&f.catalogue, "catalogue", "", "card data to read instead of the built-in cards: a folder of BattleScribe .gst and .cat files (Dropfleet) or of JSON card files (Armada), or one file")
	c.Flags().StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	c.Flags().StringVar(&f.lang, "lang", "", "language of the text: en, es, ca (default: from LC_ALL, LANG)")
}

// check refuses an unknown format or language. Both games' lists are
// read against the built-in cards when no catalogue is given.
func (f *fleetFlags) check(formats []string) (reports.Lang, error) {
	if !slices.Contains(formats, f.format) {
		return reports.English, usageError{reports.Msgf("--format must be one of %s, got %q", strings.Join(formats, ", "), f.format)}
	}
	return language(f.lang)
}

func newFleetShow(stdout io.Writer) *cobra.Command {
	var f fleetFlags
	var era string
	var strict bool
	formats := []string{"text", "json"}
	c := &cobra.Command{
		Use:   "show LIST",
		Short: "Check a roster (.ros, .rosz) or an Armada text list and print it with its points",
		Long: `show reads a Dropfleet roster exported by BattleScribe or NewRecruit (.ros, or
.rosz zipped) or a Star Wars: Armada list exported as text by Star Forge or
Armada Warlords against fleetlab's built-in cards (or your card data,
--catalogue), checks the fleet-building rules and the list's own points
totals, and prints the list.

An Armada list is read in the points era its printed points identify
(current cards after the AMG final errata, the original FFG printings, or
the ARC 0.1 changes), and the report says which; --points-era chooses it.
A list that breaks a fleet-building rule (over the limit, a slot the ship
lacks…) is read and printed with each broken rule as a warning; --strict
refuses it. Exit status 0 when the list is read, 2 when it is refused, with
the file, the line and what is wrong, every error of the list at once.`,
		Example: `  fleetlab fleet show my-list.txt
  fleetlab fleet show my-fleet.ros
  fleetlab fleet show old-list.txt --points-era ffg --format json`,
		Args: exactArgs(1, "one list file"),
		RunE: func(c *cobra.Command, args []string) error {
			l, err := f.check(formats)
			if err != nil {
				return err
			}
			what := args[0]
			if f.catalogue != "" {
				what += ", " + f.catalogue
			}
			if !isRoster(args[0]) {
				o, err := armadaOptions(era)
				if err != nil {
					return err
				}
				list, err := whileReading(c.Context(), what, func() (*armadalist.List, error) { return armadalist.OpenWith(args[0], f.catalogue, o) })
				if err != nil {
					return err
				}
				if err := printList(stdout, f.format, list.Summary(), l, writeArmadaList); err != nil {
					return err
				}
				return strictCheck(strict, args[0], list.WarningTexts())
			}
			list, err := whileReading(c.Context(), what, func() (*battlescribe.List, error) { return battlescribe.Open(args[0], f.catalogue) })
			if err != nil {
				return err
			}
			return printList(stdout, f.format, list.Summary(), l, writeFleet)
		},
	}
	f.add(c, formats)
	c.Flags().StringVar(&era, "points-era", "", "Armada: the points era to read the list in: current, ffg or arc (default: the one its points identify)")
	c.Flags().BoolVar(&strict, "strict", false, "refuse a list that breaks a fleet-building rule (exit 2) instead of warning")
	return c
}

// armadaOptions reads --points-era.
func armadaOptions(era string) (armadalist.Options, error) {
	if era == "" {
		return armadalist.Options{}, nil
	}
	e, err := armadalist.ParseEra(era)
	if err != nil {
		return armadalist.Options{}, usageError{reports.Msgf("--points-era: %v", err)}
	}
	return armadalist.Options{Era: e}, nil
}

// strictCheck refuses, under --strict, a list with warnings: a bad input
// naming the file and every rule it breaks.
func strictCheck(strict bool, file string, warnings []string) error {
	if !strict || len(warnings) == 0 {
		return nil
	}
	return &scenarios.Error{File: file, Err: fmt.Errorf("--strict: the list breaks %d fleet-building rule(s): %s", len(warnings), strings.Join(warnings, "; "))}
}

func newFleetShips(stdout io.Writer) *cobra.Command {
	var f fleetFlags
	var era string
	formats := []string{"text", "json", "csv"}
	c := &cobra.Command{
		Use:   "ships GAME [FACTION]",
		Short: "List the ship profiles of a game's catalogue",
		Long: `ships lists the ship profiles fleetlab reads: GAME is armada or dropfleet.
Both are the built-in cards unless --catalogue gives your card data.
Armada's: every ship and squadron card of a faction with its points, hull,
values, speed, dice, shields, defense tokens and upgrade slots, in the
current points era or another (--points-era). Dropfleet's: every ship of a
faction as fleetlab reads it. FACTION is written as players write it
(Empire, Rebels, Republic, Separatists, CIS, UCM, PHR, Scourge, Shaltari,
Resistance) or as the data does.`,
		Example: `  fleetlab fleet ships armada Empire
  fleetlab fleet ships dropfleet UCM
  fleetlab fleet ships armada Separatists --format csv`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) < 1 || len(args) > 2 {
				return usageError{reports.Msgf("%s needs %s (got %d arguments)", c.Name(), reports.Msgf("a game and at most one faction"), len(args))}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			game := strings.ToLower(args[0])
			if game != "armada" && game != "dropfleet" {
				return usageError{reports.Msgf("fleet ships: GAME is armada or dropfleet, not %q", args[0])}
			}
			l, err := f.check(formats)
			if err != nil {
				return err
			}
			faction := ""
			if len(args) == 2 {
				faction = args[1]
			}
			if game == "armada" {
				return armadaShips(stdout, f, era, faction, l)
			}
			cat, err := whileReading(c.Context(), f.catalogue, func() (*battlescribe.Catalogue, error) { return battlescribe.LoadCatalogueOrBuiltin(f.catalogue) })
			if err != nil {
				return err
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
	c.Flags().StringVar(&era, "points-era", "current", "Armada: the points era: current, ffg or arc")
	return c
}

// armadaShips prints the Armada ship and squadron cards of a faction.
func armadaShips(w io.Writer, f fleetFlags, era, faction string, l reports.Lang) error {
	o, err := armadaOptions(era)
	if err != nil {
		return err
	}
	if o.Era == "" {
		o.Era = armadalist.Current
	}
	cat, err := armadalist.OpenCatalogue(f.catalogue)
	if err != nil {
		return err
	}
	cards, ok := cat.ShipsOf(faction, o.Era)
	if !ok {
		return usageError{reports.Msgf("no faction is called %q (Empire, Rebels, Republic, Separatists; the data's: %s)", faction, strings.Join(cat.FactionNames(), ", "))}
	}
	switch f.format {
	case "json":
		return writeJSON(w, cards)
	case "csv":
		return writeArmadaShipsCSV(w, cards)
	}
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, l.T("faction\tcard\tpts\tsize\thull\tcmd/sq/eng\tspeed\tfront\tsides\trear\tanti-sq\ttokens"))
	for _, c := range cards {
		size, values, sides := c.Size, fmt.Sprintf("%d/%d/%d", c.Command, c.Squadron, c.Engineering), c.Battery["left"]
		front, rear := c.Battery["front"], c.Battery["rear"]
		if c.Kind == "squadron" {
			size, values, sides, front, rear = "squadron", "-", "-", c.Battery["ship"], "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n", terminalSafe(c.Faction), terminalSafe(c.Name), c.Points, size, c.Hull, values, c.Speed,
			terminalSafe(front), terminalSafe(sides), terminalSafe(rear), terminalSafe(c.AntiSquadron), terminalSafe(strings.Join(c.Tokens, " ")))
	}
	return tw.Flush()
}

// writeArmadaShipsCSV writes one row per Armada card.
func writeArmadaShipsCSV(w io.Writer, cards []armadalist.CardSummary) error {
	c := csv.NewWriter(w)
	_ = c.Write([]string{"faction", "kind", "name", "points", "unique", "size", "hull", "command", "squadron", "engineering", "speed",
		"front", "left", "right", "rear", "anti_ship", "anti_squadron", "shields", "tokens", "slots", "keywords", "era"})
	for _, s := range cards {
		var shields []string
		for _, z := range []string{"front", "left", "right", "rear"} {
			if v, ok := s.Shields[z]; ok {
				shields = append(shields, fmt.Sprint(v))
			}
		}
		_ = c.Write([]string{s.Faction, s.Kind, s.Name, fmt.Sprint(s.Points), fmt.Sprint(s.Unique), s.Size, fmt.Sprint(s.Hull),
			fmt.Sprint(s.Command), fmt.Sprint(s.Squadron), fmt.Sprint(s.Engineering), fmt.Sprint(s.Speed),
			s.Battery["front"], s.Battery["left"], s.Battery["right"], s.Battery["rear"], s.Battery["ship"], s.AntiSquadron,
			strings.Join(shields, "/"), strings.Join(s.Tokens, " "), strings.Join(s.Slots, " "), strings.Join(s.Keywords, ", "), string(s.Era)})
	}
	c.Flush()
	return c.Error()
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
	if s.EraFound {
		fmt.Fprintf(&b, "%s\n", l.Tf("Points era: %s (from the list's points)", s.EraName))
	} else {
		fmt.Fprintf(&b, "%s\n", l.Tf("Points era: %s (chosen)", s.EraName))
	}
	if len(s.Repriced) > 0 {
		fmt.Fprintf(&b, "%s\n", l.Tf("Played at the era's prices, not those printed: %s", strings.Join(terminalSafeAll(s.Repriced), "; ")))
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
	if len(s.Warnings) > 0 {
		fmt.Fprintf(&b, "\n%s\n", l.T("warnings (fleet-building rules the list breaks; --strict refuses it):"))
		for _, wn := range s.Warnings {
			fmt.Fprintf(&b, "  %s\n", terminalSafe(wn))
		}
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
