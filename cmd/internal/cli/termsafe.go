package cli

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// terminalSafe returns s as text that cannot drive the terminal it is
// printed on: every control character (C0 such as ESC and newline, DEL,
// C1 such as the 8-bit CSI U+009B), every bidirectional control (the
// right-to-left override U+202E and its kin), every other format
// character and every byte that is not UTF-8 is written as a visible
// escape (\x1b, \u202e). A list's names are the list's author's: printed
// raw, an ESC sequence could rewrite the screen or a right-to-left
// override reorder what follows.
func terminalSafe(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case escaped(r) && r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case escaped(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// terminalSafeAll is terminalSafe of each string.
func terminalSafeAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = terminalSafe(s)
	}
	return out
}

// needsEscape reports whether s holds anything terminalSafe escapes.
func needsEscape(s string) bool {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return true
			}
		}
		if escaped(r) {
			return true
		}
	}
	return false
}

// escaped reports whether r is a control or format character.
func escaped(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029'
}
