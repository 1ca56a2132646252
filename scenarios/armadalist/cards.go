package armadalist

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// This file is the one place where a list's cards meet the rules core:
// what the fleet-building rules read of each card, and which cards the
// rules core plays. Upgrade cards and commanders are played without effect
// until sim/armada has them (the issue-17 upgrade work adds a lookup by
// card name; connect it in listedUpgrade and upgradePlayed).

// listedUpgrade is an upgrade card as the fleet-building rules read it.
func listedUpgrade(line int, k *Card) armada.ListedUpgrade {
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
// effect: none yet.
func upgradePlayed(*Card) bool { return false }

// objectivePlayed reports whether the rules core plays an objective card
// in a battle between lists: none yet (the battles play with none).
func objectivePlayed(*Card) bool { return false }

// playedKeywords are the squadron keywords the rules core plays (the
// catalogue's abilities keys).
var playedKeywords = []string{"bomber"}

// squadronTokensPlayed: the battles do not give squadrons their defense
// tokens yet.
const squadronTokensPlayed = false

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
		ab := get(k.node, "abilities")
		for i := 0; ab != nil && i+1 < len(ab.Content); i += 2 {
			key, v := ab.Content[i].Value, ab.Content[i+1].Value
			if v == "false" || v == "0" || v == "" || v == "null" {
				continue
			}
			if !slices.Contains(playedKeywords, key) {
				out = append(out, fmt.Sprintf("%s (squadron keyword of %s)", keywordName(key, v), k.Name))
			}
		}
		if k.Unique && k.tokenCount() > 0 && !squadronTokensPlayed {
			out = append(out, fmt.Sprintf("%s's defense tokens", k.displayName()))
		}
		if a, _ := str(k.node, "ability"); a != "" && k.Unique {
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
