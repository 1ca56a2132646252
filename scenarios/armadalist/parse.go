package armadalist

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Format is a list builder's text format.
type Format string

// The formats read (battle notes §6.1, §6.2).
const (
	StarForge Format = "star-forge" // Star Forge / "Ryan Kingston"
	Warlords  Format = "warlords"   // Armada Warlords
)

// lineKind is what a line of a list says.
type lineKind uint8

const (
	nameLine lineKind = iota
	factionLine
	commanderLine
	objectiveLine
	shipLine
	upgradeLine
	squadronLine
	shipSubtotal
	squadronSubtotal
	totalLine
)

// textLine is one meaningful line of a list.
type textLine struct {
	n        int // 1-based
	kind     lineKind
	name     string
	ace      string // an ace's name, beside its squadron card's
	printed  string // the name as printed, when reclassify read another
	moved    bool   // a squadron written among the ships (reclassify)
	tag      string // {CIS}: which of same-named cards; (off): a Warlords slot hint
	points   int    // as printed: a squadron line's are its count's
	count    int
	category string // an objective's
	limit    int    // Warlords "Points: 386/400"
	hasPts   bool
}

var (
	// pointsTail is "(28)", "( 26  points)" or "(100 points)" ending a line.
	pointsTail = regexp.MustCompile(`^(.*?)\s*\(\s*(\d+)\s*(?:points?|pts)?\s*\)\s*$`)
	// hintTail is Warlords' slot suffix for same-named cards: "(off)".
	hintTail = regexp.MustCompile(`^(.*?)\s*\(([a-z][a-z ]{0,10})\)$`)
	// factionTag is Star Forge's "{CIS}" after a name.
	factionTag = regexp.MustCompile(`^(.*?)\s*\{([^}]*)\}$`)
	// sourceTag is Star Forge's "[Legacy]" content mark.
	sourceTag   = regexp.MustCompile(`^(.*?)\s*\[([^\]]*)\]$`)
	squadronN   = regexp.MustCompile(`^(\d+)\s*x\s+(.+)$`)
	warlordsSq  = regexp.MustCompile(`^(\d+)\s+(\D.*)$`)
	subtotal    = regexp.MustCompile(`^=\s*(\d+)\s*(points?|total ship cost|total squadron cost)\s*$`)
	statedTotal = regexp.MustCompile(`^total points:\s*(\d+)\s*$`)
	warlordsPts = regexp.MustCompile(`^points:\s*(\d+)\s*(?:/\s*(\d+))?\s*$`)
)

// parse reads the lines of a list: either format, told apart by what they
// say. It returns the lines and the format, and an error naming each line
// it cannot read.
func parse(file string, data []byte) ([]textLine, Format, []error) {
	var out []textLine
	var errs []error
	format := StarForge
	inSquadrons := false
	text := strings.ReplaceAll(string(bytes.TrimPrefix(data, []byte("\ufeff"))), "\r\n", "\n")
	lines := strings.Split(text, "\n")
	for i, raw := range lines {
		n := i + 1
		s := strings.TrimSpace(raw)
		if s == "" {
			continue
		}
		lower := strings.ToLower(s)
		key, val, hasColon := strings.Cut(s, ":")
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		switch {
		case hasColon && key == "name":
			out = append(out, textLine{n: n, kind: nameLine, name: val})
			continue
		case hasColon && key == "faction":
			out = append(out, textLine{n: n, kind: factionLine, name: val})
			continue
		case hasColon && (key == "author" || key == "gamemode"):
			continue
		case hasColon && key == "total points" && val == "": // Star Forge left it blank
			continue
		case hasColon && key == "commander":
			l := textLine{n: n, kind: commanderLine}
			l.name, l.points, l.hasPts = splitPoints(val)
			out = append(out, l)
			continue
		case hasColon && strings.HasPrefix(lower, "squadrons"):
			inSquadrons = true
			continue
		}
		if hasColon {
			cat := strings.TrimSuffix(key, " objective")
			if cat != key {
				format = Warlords
			}
			if cat == "assault" || cat == "defense" || cat == "defence" || cat == "navigation" {
				out = append(out, textLine{n: n, kind: objectiveLine, name: val, category: strings.Replace(cat, "defence", "defense", 1)})
				continue
			}
		}
		if m := statedTotal.FindStringSubmatch(lower); m != nil {
			out = append(out, textLine{n: n, kind: totalLine, points: atoi(m[1])})
			continue
		}
		if m := warlordsPts.FindStringSubmatch(lower); m != nil {
			format = Warlords
			out = append(out, textLine{n: n, kind: totalLine, points: atoi(m[1]), limit: atoi(m[2])})
			continue
		}
		if m := subtotal.FindStringSubmatch(lower); m != nil {
			kind := shipSubtotal
			switch {
			case m[2] == "total squadron cost":
				kind, format = squadronSubtotal, Warlords
			case m[2] == "total ship cost":
				format = Warlords
			case inSquadrons:
				kind = squadronSubtotal
			}
			out = append(out, textLine{n: n, kind: kind, points: atoi(m[1])})
			continue
		}
		bullet := false
		for _, b := range []string{"•", "·", "-", "*"} {
			if rest, ok := strings.CutPrefix(s, b); ok {
				s, bullet = strings.TrimSpace(rest), true
				break
			}
		}
		l := textLine{n: n}
		l.name, l.points, l.hasPts = splitPoints(s)
		if !l.hasPts {
			if last := len(out) - 1; last >= 0 && !bullet && out[last].kind == objectiveLine && out[last].n == n-1 && out[last].name != "" {
				out[last].name += " " + s // an objective's name broken over two lines
				continue
			}
			if len(out) == 0 && !bullet { // Warlords: the list's name comes first
				out = append(out, textLine{n: n, kind: nameLine, name: s})
				continue
			}
			errs = append(errs, errorAt(file, n, "", "cannot read %q: expected a card with its points in brackets, such as \"External Racks (4)\"", short(s)))
			continue
		}
		switch {
		case bullet && inSquadrons:
			l.kind = squadronLine
			if m := squadronN.FindStringSubmatch(l.name); m != nil {
				l.count, l.name = atoi(m[1]), strings.TrimSpace(m[2])
			} else if ace, card, ok := strings.Cut(l.name, " - "); ok {
				l.count, l.ace, l.name = 1, strings.TrimSpace(ace), strings.TrimSpace(card)
			} else {
				l.count = 1
			}
		case bullet:
			l.kind = upgradeLine
		case warlordsSq.MatchString(l.name):
			m := warlordsSq.FindStringSubmatch(l.name)
			l.kind, l.count, l.name, format = squadronLine, atoi(m[1]), strings.TrimSpace(m[2]), Warlords
		default:
			l.kind = shipLine
			if rest, ok := strings.CutPrefix(strings.ToLower(l.name), "[ flagship ]"); ok {
				l.name, format = strings.TrimSpace(l.name[len(l.name)-len(rest):]), Warlords
			}
		}
		l.name, l.tag = splitTags(l.name)
		if l.ace != "" {
			l.ace, _ = splitTags(l.ace)
		}
		out = append(out, l)
	}
	if err := checkFigures(file, lines, out); err != nil {
		return nil, format, append(errs, err)
	}
	return out, format, errs
}

// short cuts a quoted line to a length a message can hold.
func short(s string) string {
	const most = 80
	if utf8.RuneCountInString(s) <= most {
		return s
	}
	return string([]rune(s)[:most]) + "…"
}

// splitPoints cuts "Name (28)" into the name and the points.
func splitPoints(s string) (string, int, bool) {
	m := pointsTail.FindStringSubmatch(s)
	if m == nil {
		return strings.TrimSpace(s), 0, false
	}
	return strings.TrimSpace(m[1]), atoi(m[2]), true
}

// splitTags cuts the marks after a card's name: Star Forge's "!" (changed
// points), "{CIS}" and "[Legacy]", Warlords' "(off)". It returns the name
// and the tag ("" for none).
func splitTags(name string) (string, string) {
	tag := ""
	for {
		name = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), "!"))
		if m := factionTag.FindStringSubmatch(name); m != nil {
			name, tag = m[1], m[2]
			continue
		}
		if m := sourceTag.FindStringSubmatch(name); m != nil {
			name = m[1]
			continue
		}
		if m := hintTail.FindStringSubmatch(name); m != nil {
			name, tag = m[1], m[2]
			continue
		}
		return name, tag
	}
}

// maxFigure is the largest points figure or count a list line may hold.
const maxFigure = 100_000

// atoi reads a figure of a list line, digits the line's pattern matched:
// 0 for none, tooLarge past maxFigure (checkFigures names the line).
func atoi(s string) int {
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > maxFigure {
		return tooLarge
	}
	return n
}

// tooLarge marks a figure atoi could not take.
const tooLarge = -1

// longDigits finds the figures of a line, for checkFigures' message.
var longDigits = regexp.MustCompile(`\d{6,}`)

// checkFigures refuses a line whose points, count or limit atoi could not
// take, naming the line and the figure (not "the list says 0").
func checkFigures(file string, lines []string, out []textLine) error {
	for _, l := range out {
		if l.points != tooLarge && l.count != tooLarge && l.limit != tooLarge {
			continue
		}
		figure := "a figure"
		if m := longDigits.FindString(lines[l.n-1]); m != "" {
			figure = strconv.Quote(m)
		}
		return errorAt(file, l.n, "", "%s is too large: a points figure or count is at most %d", figure, maxFigure)
	}
	return nil
}
