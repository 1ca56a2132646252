package armada

import (
	"fmt"
	"strings"
)

func nameOf(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return fmt.Sprintf("invalid(%d)", i)
	}
	return names[i]
}

// parseName finds name in names (index 0, the zero value, never matches).
func parseName(what, name string, names []string) (int, error) {
	for i, n := range names {
		if i > 0 && n == name {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (expected one of %s)", what, name, strings.Join(names[1:], ", "))
}
