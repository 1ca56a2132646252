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
