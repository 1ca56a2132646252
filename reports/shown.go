package reports

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// hidden reports whether r would act on a terminal or on the reading order
// instead of showing: a control character other than newline and tab
// (ESC, BEL, CR, NUL, the C1 controls) or a bidirectional control (the
// overrides and isolates).
func hidden(r rune) bool {
	return r != '\n' && r != '\t' && (unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r))
}

// shown returns s with every hidden character written as a visible escape
// (\x1b, \u202e) and every byte that is not UTF-8 as U+FFFD, so that text
// from a scenario file (titles, descriptions, docs) cannot drive the
// terminal or reorder a line of a report.
func shown(s string) string {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, hidden) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case !hidden(r):
			b.WriteRune(r)
		case r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
	}
	return b.String()
}

// writeShown writes a finished text, Markdown or HTML report to w, hidden
// characters escaped.
func writeShown(w io.Writer, s string) error {
	_, err := io.WriteString(w, shown(s))
	return err
}
