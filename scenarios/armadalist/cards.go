package armadalist

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// This file is the one place where a list's cards meet the rules core:
// what the fleet-building rules read of each card, and which cards the
// rules core plays. An upgrade card or commander the core knows by name
// (armada.UpgradeByName) is read as the core's card, played when the core
// models it (Upgrade.Modelled); the others are fitted with their points and
// slot and played without effect. A card costs the catalogue's points in
// the list's era everywhere: in the list's totals, its fleet-building
// checks and the battle's score, also where the core's card prints
// another price (issue 32: one price for a card). Objectives are played when the core plays them
// (armada.ParseObjective), squadron keywords when the core has them.

// coreUpgrade returns the rules core's card of an upgrade card, or false:
// the core's card of its name when it is of the same kind (Darth Vader the
// officer is not the core's Darth Vader the commander).
func coreUpgrade(k *Card) (*armada.Upgrade, bool) {
	if k.Kind != UpgradeCard {
		return nil, false
	}
	c, ok := armada.UpgradeByName(k.Name)
	if !ok || (c.Listed(0).Kind == armada.CommanderUpgrade) != (k.Type == "commander") {
		return nil, false
	}
	return c, true
}

// listedUpgrade is an upgrade card as the fleet-building rules read it:
// the core's card when it knows it (its slot, size restriction and
// traits), at the catalogue's points.
func listedUpgrade(line int, k *Card) armada.ListedUpgrade {
	if c, ok := coreUpgrade(k); ok {
		u := c.Listed(line)
		u.Points = k.Points
		return u
	}
	u := armada.ListedUpgrade{Line: line, Name: k.Name, Points: k.Points, Modification: k.Modification}
	switch k.Type {
	case "commander":
		u.Kind = armada.CommanderUpgrade
	case "title":
		u.Kind = armada.TitleUpgrade
	}
	if k.Unique {
		u.Unique = k.Name
	}
	return u
}

// upgradePlayed reports whether the rules core plays an upgrade card's
// effect.
func upgradePlayed(k *Card) bool {
	c, ok := coreUpgrade(k)
	return ok && c.Modelled
}

// objectiveName is an objective card's name as the rules core writes it:
// "Most Wanted" is most-wanted.
func objectiveName(k *Card) string {
	return strings.Join(strings.Fields(strings.ToLower(k.Name)), "-")
}

// objectivePlayed reports whether the rules core plays an objective card.
func objectivePlayed(k *Card) bool {
	_, err := armada.ParseObjective(objectiveName(k))
	return err == nil
}

// squadronKeyword reads a catalogue ability key and value as the core's
// keyword and X (the [ISB] keys are the core's names, "_" or "-" between
// words; an X keyword's value is its X). It reports false for a key the
// core does not know or a value it does not take.
func squadronKeyword(key, v string) (armada.Keyword, int, bool) {
	word := coreKeywordKey(key)
	if v != "true" {
		word += " " + v
	}
	kw, x, err := armada.ParseKeywordWord(word)
	return kw, x, err == nil
}

// keywordAliases are the data's ability keys spelt otherwise than the
// core's keywords: the ISB database writes AI: Anti-Squadron
// "ai-antisquadron".
var keywordAliases = map[string]string{"ai-antisquadron": "ai-anti-squadron"}

// coreKeywordKey is a catalogue ability key as the core's keyword name.
func coreKeywordKey(key string) string {
	w := strings.ReplaceAll(strings.ToLower(key), "_", "-")
	if a, ok := keywordAliases[w]; ok {
		return a
	}
	return w
}

// checkAbilities refuses a squadron card's ability the rules core knows
// as a keyword but whose value it does not take ("counter": "x", a Counter
// of 99, "swarm": 2) and a keyword given twice (as "ai_battery" and
// "ai-battery"), naming the card's file, the value's line and the field:
// played without its keyword the card would change the battle silently.
// An ability the core does not know is not checked: it is played without
// effect and named so (unplayed).
func (k *Card) checkAbilities() error {
	ab := get(k.node, "abilities")
	if ab == nil {
		return nil
	}
	field := fmt.Sprintf("%s %s abilities", k.Kind, k.Key)
	if ab.Kind != yaml.MappingNode {
		return errorAt(k.File, ab.Line, field, "expected an object of abilities, such as {\"counter\": 2, \"swarm\": true}")
	}
	seen := map[armada.Keyword]string{}
	for i := 0; i+1 < len(ab.Content); i += 2 {
		key, n := ab.Content[i].Value, ab.Content[i+1]
		f := field + "." + key
		if n.Kind != yaml.ScalarNode {
			return errorAt(k.File, n.Line, f, "expected a value: true, false or a number")
		}
		v := n.Value
		if v == "false" || v == "0" || v == "" || v == "null" {
			continue
		}
		kw, err := armada.ParseKeyword(coreKeywordKey(key))
		if err != nil {
			continue // not a keyword the core knows: played without effect
		}
		name := keywordName(key, "true")
		if _, _, ok := squadronKeyword(key, v); !ok {
			if kw.HasValue() {
				return errorAt(k.File, n.Line, f, "%s takes its X, a whole number from 1 to %d (or 0 or false for none), got %q", name, armada.MaxKeywordValue, v)
			}
			return errorAt(k.File, n.Line, f, "%s has no X: true or false, got %q", name, v)
		}
		if first, twice := seen[kw]; twice {
			return errorAt(k.File, n.Line, f, "%s given twice (also as %s)", name, first)
		}
		seen[kw] = key
	}
	return nil
}

// keywordPlayed reports whether the rules core plays a squadron keyword:
// every one (Strategic moves the objective tokens on the table).
func keywordPlayed(armada.Keyword) bool { return true }

// squadronTokensPlayed: the battles give unique squadrons their defense
// tokens.
const squadronTokensPlayed = true

// abilities calls f with each ability a squadron card has (a key with a
// value other than false, 0 or none).
func (k *Card) abilities(f func(key, v string)) {
	ab := get(k.node, "abilities")
	for i := 0; ab != nil && i+1 < len(ab.Content); i += 2 {
		key, v := ab.Content[i].Value, ab.Content[i+1].Value
		if v == "false" || v == "0" || v == "" || v == "null" {
			continue
		}
		f(key, v)
	}
}

// listedSquadron is a squadron card as the fleet-building rules read it.
func listedSquadron(line, count int, k *Card) armada.ListedSquadron {
	q := armada.ListedSquadron{Line: line, Name: k.displayName(), Count: count, Points: k.Points}
	if k.Unique {
		q.Unique = k.displayName()
		q.DefenseTokens = k.tokenCount() > 0
	}
	return q
}

// displayName is an ace's name, else the card's.
func (k *Card) displayName() string {
	if k.AceName != "" {
		return k.AceName
	}
	return k.Name
}

// tokenCount is how many defense tokens a card has.
func (k *Card) tokenCount() int {
	n := 0
	t := get(k.node, "tokens")
	for _, tk := range tokenKeys {
		v, _ := integer(t, tk.key)
		n += v
	}
	return n
}

// unplayed names what of a card the rules core does not play ("" none
// for a card played in full).
func unplayed(k *Card) []string {
	var out []string
	switch k.Kind {
	case UpgradeCard:
		if !upgradePlayed(k) {
			out = append(out, fmt.Sprintf("%s (%s card)", k.Name, strings.ReplaceAll(k.Type, "-", " ")))
		}
	case ObjectiveCard:
		if !objectivePlayed(k) {
			out = append(out, fmt.Sprintf("%s (%s objective)", k.Name, k.Type))
		}
	case SquadronCard:
		k.abilities(func(key, v string) {
			if kw, _, ok := squadronKeyword(key, v); !ok || !keywordPlayed(kw) {
				out = append(out, fmt.Sprintf("%s (squadron keyword of %s)", keywordName(key, v), k.Name))
			}
		})
		if k.Unique && k.tokenCount() > 0 && !squadronTokensPlayed {
			out = append(out, fmt.Sprintf("%s's defense tokens", k.displayName()))
		}
		if a, _ := str(k.node, "ability"); (a != "" || mustBool(k.node, "card_ability")) && k.Unique {
			out = append(out, fmt.Sprintf("%s's card ability", k.displayName()))
		}
	case ShipCard:
		if size, _ := str(k.chassis, "size"); size == "huge" {
			out = append(out, fmt.Sprintf("%s's auxiliary hull zones", k.Name))
		}
	}
	return out
}

// keywordName writes a catalogue ability key as the card does: "Counter
// 2", "AI: Battery 1".
func keywordName(key, v string) string {
	name := strings.ToUpper(key[:1]) + strings.ReplaceAll(key[1:], "-", " ")
	if v != "true" {
		name += " " + v
	}
	return name
}

// mustBool reads a boolean, false when it is not one.
func mustBool(m *yaml.Node, key string) bool {
	b, _ := boolean(m, key)
	return b
}
