package main

import (
	"fmt"
	"strings"
)

// battle is a whole-game benchmark as the README shows it: its rate on 1
// and 2 workers against the target on 2 workers.
type battle struct {
	label, name string
	target      float64 // games a second on 2 workers (issues 16 and 17)
}

var battles = []battle{
	{"a whole Armada battle (`armada-battle`: set-up and six rounds, two 400-point fleets)", "ArmadaBattle", 1000},
	{"a whole Dropfleet battle (`dfc-battle`: two Clash lists, six turns of Take & Hold)", "DropfleetBattle", 5000},
}

// battleTable writes the whole-game rates.
func battleTable(rs *runs) (string, error) {
	var b strings.Builder
	b.WriteString("| whole games | 1 worker | 2 workers | speed-up 1→2 | target |\n|---|---:|---:|---:|---|\n")
	for _, g := range battles {
		one, err := rs.rate(g.name + "/workers=1")
		if err != nil {
			return "", err
		}
		two, err := rs.rate(g.name + "/workers=2")
		if err != nil {
			return "", err
		}
		speedup, err := rs.ratio(g.name+"/workers=2", g.name+"/workers=1")
		if err != nil {
			return "", err
		}
		unit := rs.units[g.name+"/workers=1"]
		fmt.Fprintf(&b, "| %s | %s | %s | %.2f× | ≥ %s on 2 workers: %s |\n", g.label, si(one, unit), si(two, unit), speedup,
			si(g.target, unit), mark(two >= g.target))
	}
	return b.String(), nil
}
