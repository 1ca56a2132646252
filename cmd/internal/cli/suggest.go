package cli

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/fleetlab/fleetlab/scenarios"
)

// nearestFlag returns the flag of c whose name is nearest to name (at most
// two edits away, or the only flag name starts with), or "" when none is
// near.
func nearestFlag(c *cobra.Command, name string) string {
	var names, prefixed []string
	c.Flags().VisitAll(func(f *pflag.Flag) {
		names = append(names, f.Name)
		if len(name) >= 3 && strings.HasPrefix(f.Name, name) {
			prefixed = append(prefixed, f.Name)
		}
	})
	if near := scenarios.Nearest(name, names); near != "" {
		return near
	}
	if len(prefixed) == 1 {
		return prefixed[0]
	}
	return ""
}

// flagSets are the parameter settings given with one flag.
type flagSets struct {
	flag string // --set, --a, --vs
	sets []string
}

// checkSets binds each flag's settings on their own, so that a bad one is
// reported with the flag it came with.
func checkSets(s *scenarios.Scenario, groups ...flagSets) error {
	for _, g := range groups {
		if _, err := s.BindFlag(g.flag, g.sets); err != nil {
			return err
		}
	}
	return nil
}
