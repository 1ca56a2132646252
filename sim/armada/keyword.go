package armada

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// Keyword is a squadron keyword (battle notes §5, [RRG15]
// /rules/squadron-keywords/). The zero Keyword is "none".
type Keyword uint8

// The squadron keywords of battle notes §5, in its table's order. Those
// whose card text has an X (Adept, AI, Counter, Dodge, Relay, Snipe)
// carry a value (Keywords.Value).
const (
	KeywordNone Keyword = iota
	KeywordAdept
	KeywordAIBattery
	KeywordAIAntiSquadron
	KeywordAssault
	KeywordBomber
	KeywordCloak
	KeywordCounter
	KeywordDodge
	KeywordEscort
	KeywordGrit
	KeywordHeavy
	KeywordIntel
	KeywordRelay
	KeywordRogue
	KeywordScout
	KeywordScreen
	KeywordSnipe
	KeywordStrategic
	KeywordSwarm
	keywordCount
)

var keywordNames = []string{"none", "adept", "ai-battery", "ai-anti-squadron", "assault", "bomber", "cloak", "counter",
	"dodge", "escort", "grit", "heavy", "intel", "relay", "rogue", "scout", "screen", "snipe", "strategic", "swarm"}

// String returns the keyword's scenario name, such as "counter".
func (k Keyword) String() string { return names.Of(keywordNames, int(k)) }

// HasValue reports whether the keyword's card text has an X.
func (k Keyword) HasValue() bool {
	switch k {
	case KeywordAdept, KeywordAIBattery, KeywordAIAntiSquadron, KeywordCounter, KeywordDodge, KeywordRelay, KeywordSnipe:
		return true
	}
	return false
}

// ParseKeyword parses a keyword's scenario name ("counter", "ai-battery");
// the card's spelling "AI: Battery" is read as ai-battery.
func ParseKeyword(s string) (Keyword, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if rest, ok := strings.CutPrefix(s, "ai:"); ok {
		s = "ai-" + strings.TrimSpace(rest)
	}
	i, err := names.Parse("squadron keyword", s, keywordNames)
	return Keyword(i), err
}

// KeywordNames returns every keyword's scenario name.
func KeywordNames() []string { return keywordNames[1:] }

// Keywords are a squadron card's keywords, compiled once per unit: a bit
// per keyword and each keyword's X. The zero value is none, which the
// rules core tests with a single comparison (Any), so a squadron without
// keywords pays nothing for them.
type Keywords struct {
	Set uint32
	X   [keywordCount]uint8
}

// The bit set must hold every keyword.
const _ = uint32(1) << (keywordCount - 1)

// Has reports whether k is among the keywords.
func (w *Keywords) Has(k Keyword) bool { return w.Set&(1<<k) != 0 }

// Value returns keyword k's X (0 when absent or without an X).
func (w *Keywords) Value(k Keyword) int { return int(w.X[k]) }

// Any reports whether there is any keyword.
func (w *Keywords) Any() bool { return w.Set != 0 }

// Add gains keyword k with value x: "keywords with X stack additively
// when gained again" (battle notes §5).
func (w *Keywords) Add(k Keyword, x int) {
	w.Set |= 1 << k
	w.X[k] = uint8(min(int(w.X[k])+x, 255))
}

// String lists the keywords as a scenario writes them: "counter 2, swarm".
func (w *Keywords) String() string {
	var parts []string
	for k := KeywordNone + 1; k < keywordCount; k++ {
		if !w.Has(k) {
			continue
		}
		if k.HasValue() {
			parts = append(parts, fmt.Sprintf("%s %d", k, w.X[k]))
		} else {
			parts = append(parts, k.String())
		}
	}
	return strings.Join(parts, ", ")
}

// MaxKeywordValue is the largest X a keyword is read with.
const MaxKeywordValue = 9

// ParseKeywordWord parses one keyword as a scenario writes it: its name,
// then its X for the keywords that have one ("counter 2", "AI: Battery 1",
// "swarm"). The error says what is wrong, for the caller to position.
func ParseKeywordWord(word string) (Keyword, int, error) {
	word = strings.TrimSpace(word)
	name, x := word, 0
	if i := strings.LastIndexByte(word, ' '); i > 0 {
		if v, err := strconv.Atoi(word[i+1:]); err == nil {
			name, x = strings.TrimSpace(word[:i]), v
		}
	}
	k, err := ParseKeyword(name)
	if err != nil {
		return k, 0, err
	}
	switch {
	case k.HasValue() && name == word:
		return k, 0, fmt.Errorf("keyword %s needs its X, such as %q", k, k.String()+" 1")
	case !k.HasValue() && name != word:
		return k, 0, fmt.Errorf("keyword %s has no X (got %q)", k, word)
	case k.HasValue() && (x < 1 || x > MaxKeywordValue):
		return k, 0, fmt.Errorf("keyword %s's X must be 1 to %d, got %d", k, MaxKeywordValue, x)
	}
	return k, x, nil
}
