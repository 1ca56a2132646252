package armadalist

import (
	"slices"
	"strings"
	"unicode"
)

// Names as the list builders write them: Star Forge prints the card's
// name, sometimes with "!" (its mark for changed points, which some card
// names also end in: "Intensify Firepower!"), "{CIS}" or "[Legacy]";
// Warlords drops apostrophes ("Admirals Orders") and writes plurals for
// cards of several ships ("GR-75 Medium Transport"); Kingston uses short
// names, which the data keeps as nicknames. A name is matched by its
// normal form (normalName), then by its singular form (singularName).

// normalName is a name as matched: lower case, without apostrophes, marks
// ({…}, […], a trailing "!"), with every other run of signs a space.
func normalName(s string) string {
	var b strings.Builder
	depth := 0
	space := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r == '{' || r == '[':
			depth++
			continue
		case r == '}' || r == ']':
			depth = max(0, depth-1)
			space = true
			continue
		case depth > 0:
			continue
		case r == '\'' || r == '’' || r == '‘' || r == '`':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		default:
			space = true
		}
	}
	return b.String()
}

// singularName is a normal name with each word's plural "s" dropped, so
// that "gr 75 medium transports" and "gr 75 medium transport" meet.
func singularName(norm string) string {
	words := strings.Fields(norm)
	for i, w := range words {
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
			words[i] = strings.TrimSuffix(w, "s")
		}
	}
	return strings.Join(words, " ")
}

// matchLevel says how a card goes by a name: 0 not at all, 2 by its
// normal form, 1 by its singular form only.
func (k *Card) matchLevel(name string) int {
	norm := normalName(name)
	if norm == "" {
		return 0
	}
	if slices.Contains(k.norms, norm) {
		return 2
	}
	if slices.Contains(k.singles, singularName(norm)) {
		return 1
	}
	return 0
}

// nameForms works out the normal and singular forms of the names a card
// goes by: its name, ace name and nicknames (when the card is read).
func (k *Card) nameForms() {
	for _, n := range append([]string{k.Name, k.AceName}, k.Nicknames...) {
		if n == "" {
			continue
		}
		norm := normalName(n)
		k.norms = append(k.norms, norm)
		k.singles = append(k.singles, singularName(norm))
	}
}
