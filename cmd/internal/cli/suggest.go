package cli

import (
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// nearestFlag returns the flag of c whose name is nearest to name (at most
// two edits away, or name is a prefix of it), or "" when none is near.
func nearestFlag(c *cobra.Command, name string) string {
	best, bestD := "", 3
	c.Flags().VisitAll(func(f *pflag.Flag) {
		d := editDistance(name, f.Name)
		if len(name) >= 3 && len(f.Name) > len(name) && f.Name[:len(name)] == name {
			d = min(d, 1)
		}
		if d < bestD {
			best, bestD = f.Name, d
		}
	})
	return best
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
