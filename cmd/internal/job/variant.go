package job

import (
	"strings"
	"unicode"
)

// VariantSettings splits a --vs variant into its name=value settings,
// separated by spaces. A word without "=" (or not starting with a name
// and "=") continues the setting before it, so that a value written with
// ", " as --set takes it (tokens=brace, evade) stays one setting.
func VariantSettings(v string) []string {
	var out []string
	for _, word := range strings.Fields(v) {
		if len(out) > 0 && !startsSetting(word) {
			out[len(out)-1] += " " + word
			continue
		}
		out = append(out, word)
	}
	return out
}

// startsSetting reports whether word starts a setting: a parameter name
// (letters, digits, _ and -), then "=".
func startsSetting(word string) bool {
	name, _, ok := strings.Cut(word, "=")
	if !ok || name == "" {
		return false
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' {
			return false
		}
	}
	return true
}
