// Command dfccatalogue converts the community BattleScribe data for
// Dropfleet Commander into fleetlab's built-in catalogue: one file a
// faction in fleetlab's own format (battlescribe.Deck), facts only, each
// naming the data's source and version in its header. `make
// dropfleet-catalogue` runs it:
//
//	go run ./cmd/internal/dfccatalogue -data ../shared/data/dropfleet-commander \
//	    -version "bf6e560 (2024-10-09)" -out scenarios/battlescribe/builtin
//
// The output replaces every .yaml file of the folder.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/fleetlab/fleetlab/scenarios/battlescribe"
)

func main() {
	data := flag.String("data", "", "the folder of BattleScribe .gst and .cat files")
	source := flag.String("source", "the BattleScribe data BSData/dropfleet-commander", "where the data comes from, for each file's header")
	version := flag.String("version", "", "the data's version (its commit and date), for each file's header")
	out := flag.String("out", "", "the folder to write the catalogue's files to")
	flag.Parse()
	if *data == "" || *out == "" || *version == "" {
		fmt.Fprintln(os.Stderr, "dfccatalogue: give -data, -version and -out")
		os.Exit(2)
	}
	if err := convert(*data, *source, *version, *out); err != nil {
		fmt.Fprintln(os.Stderr, "dfccatalogue:", err)
		os.Exit(1)
	}
}

func convert(data, source, version, out string) error {
	cat, err := battlescribe.LoadCatalogue(data)
	if err != nil {
		return err
	}
	old, err := filepath.Glob(filepath.Join(out, "*.yaml"))
	if err != nil {
		return err
	}
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	for i := range cat.Decks {
		d := &cat.Decks[i]
		d.Source, d.Version, d.Files = source, version, cat.Sources
		text, err := battlescribe.MarshalDeck(d)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, battlescribe.DeckFile(d.Faction)), text, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d ships, %d admirals\n", d.Faction, len(d.Ships), len(d.Admirals))
	}
	return nil
}
