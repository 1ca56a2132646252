// Command convert writes fleetlab's built-in catalogues from the community
// data at ../shared/data (its README says which versions): the games'
// facts only, in fleetlab's own catalogue format, with the source and its
// version in each file's header. Card ability texts are never carried.
//
//	go run ./scenarios/internal/convert GAME SRC OUTDIR
//
// (make catalogues runs it for every game). The output is deterministic:
// the same data gives the same bytes, which a test checks against the
// embedded files when the data is there.
package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
)

// converters are the games' converters by name, each registered by its
// own file.
var converters = map[string]func(src, out string) error{}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintf(os.Stderr, "usage: convert GAME SRC OUTDIR (GAME: %s)\n", strings.Join(games(), ", "))
		os.Exit(2)
	}
	conv, ok := converters[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "convert: unknown game %q (known: %s)\n", os.Args[1], strings.Join(games(), ", "))
		os.Exit(2)
	}
	if err := conv(os.Args[2], os.Args[3]); err != nil {
		fmt.Fprintf(os.Stderr, "convert: %v\n", err)
		os.Exit(1)
	}
}

func games() []string {
	var out []string
	for g := range converters {
		out = append(out, g)
	}
	slices.Sort(out)
	return out
}
