package cli

import (
	"errors"
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

// checkSets binds the settings of compare's --set, --a and each --vs
// (several settings separated by spaces) on their own, so that a bad one is
// reported with the flag it came with.
func checkSets(s *scenarios.Scenario, sets, a, vs []string) error {
	if _, err := s.BindFlag("--set", sets); err != nil {
		return err
	}
	if _, err := s.BindFlag("--a", a); err != nil {
		return err
	}
	for _, v := range vs {
		if _, err := s.BindFlag("--vs", strings.Fields(v)); err != nil {
			return err
		}
	}
	return nil
}

// checkSweepValue binds one value of a --sweep spec (such as
// admiral_a=0..3), so that a bad one is reported as "--sweep SPEC: …".
func checkSweepValue(s *scenarios.Scenario, spec, name, value string) error {
	_, err := s.BindFlag("--sweep", []string{name + "=" + value})
	var se *scenarios.SetError
	if errors.As(err, &se) {
		se.Setting = spec
	}
	return err
}
