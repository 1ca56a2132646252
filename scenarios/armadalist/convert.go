package armadalist

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// This file is the converter of the built-in catalogue: it reads the
// community "ISB" card database (battle notes §6.5) and writes fleetlab's
// own catalogue files, one an era, holding the games' facts only (names,
// nicknames, points, statistics, keyword, slot and trait names); never
// a card's ability text, of which only the fact that a unique squadron has
// one is kept (card_ability). go run ./scenarios/internal/convert armada
// SRC OUTDIR writes them (make catalogues); TestBuiltInMatchesData checks
// the embedded files against a fresh conversion.
//
// fleetlab's catalogue format is a JSON object: a "catalogue" header
// (game, era, era_name, source, version, converter) and the sections
// ships (chassis with their ship cards under models), squadrons, upgrades
// and objectives, each card under its key, with the field names of the
// ISB database where a field holds the same fact, so that the one reader
// (LoadCatalogue) reads both. An era file other than current holds the
// cards that era prints differently: they replace the current cards of
// the same kind and name (battle notes §4.6).

// Era is a points and card-text era of Armada (battle notes §4.6, switch
// card_version).
type Era string

// The eras the built-in catalogue holds.
const (
	// Current is the cards as the AMG final errata leaves them.
	Current Era = "current"
	// FFG is the original Fantasy Flight Games printings.
	FFG Era = "ffg"
	// ARC is the ARC 0.1 changes (objectives, a few upgrades and a squadron).
	ARC Era = "arc"
)

// Eras are the eras in the order a list's points are tried against.
var Eras = []Era{Current, FFG, ARC}

// eraNames say what each era is.
var eraNames = map[Era]string{
	Current: "current cards (AMG final errata)",
	FFG:     "original FFG printings",
	ARC:     "ARC 0.1 changes",
}

// Describe says what an era is: "current cards (AMG final errata)".
func (e Era) Describe() string {
	if n, ok := eraNames[e]; ok {
		return n
	}
	return string(e)
}

// ParseEra reads an era's name: current, ffg or arc.
func ParseEra(s string) (Era, error) {
	for _, e := range Eras {
		if strings.EqualFold(s, string(e)) {
			return e, nil
		}
	}
	return "", fmt.Errorf("unknown points era %q (known: current, ffg, arc)", s)
}

// eraSources are, by era, the ISB files the converter reads.
var eraSources = map[Era][]string{
	Current: {"ships/ships.json", "squadrons/squadrons.json", "upgrades/upgrades.json", "objectives/objectives.json"},
	FFG:     {"old-ships/*.json", "old-squadrons/*.json", "old-upgrades/*/*.json"},
	ARC:     {"old-arc/arc-objectives/arc-0-1-objectives.json", "old-arc/arc-squadrons/arc-0-1-squadrons.json", "old-arc/arc-upgrades/arc-0-1-upgrades.json"},
}

// Facts kept of each kind of card (the rest, texts and images, is left).
var (
	chassisFacts   = []string{"chassis_name", "size", "hull", "speed", "shields"}
	shipFacts      = []string{"type", "name", "nicknames", "chassis", "faction", "unique", "traits", "points", "tokens", "values", "upgrades", "armament"}
	squadronFacts  = []string{"type", "name", "ace-name", "nicknames", "squadron_type", "faction", "unique", "unique-class", "irregular", "hull", "speed", "tokens", "armament", "abilities", "points"}
	upgradeFacts   = []string{"name", "nicknames", "type", "faction", "unique", "unique-class", "points", "modification", "bound_shiptype", "restrictions"}
	objectiveFacts = []string{"name", "nicknames", "type", "victory_tokens", "victory_tokens_points", "objective_tokens_count"}
	restrictFacts  = []string{"traits", "size", "disqual_upgrades", "disable_upgrades", "enable_upgrades", "flagship"}
)

// leftOutChassis are chassis of the database that are no published ship
// (its list builder's sandbox).
var leftOutChassis = []string{"dummy-ship"}

// ConvertISB reads the ISB database at src (its converted-json folder) and
// returns fleetlab's catalogue files by name (armada-current.json, …). The
// data's version is read from the README of src's parent folder (the
// shared data's table), or is version when that is not "".
func ConvertISB(src, version string) (map[string][]byte, error) {
	if version == "" {
		v, err := dataVersion(src)
		if err != nil {
			return nil, err
		}
		version = v
	}
	out := map[string][]byte{}
	for _, era := range Eras {
		doc := map[string]any{}
		for _, pattern := range eraSources[era] {
			files, err := filepath.Glob(filepath.Join(src, pattern))
			if err != nil {
				return nil, err
			}
			if len(files) == 0 {
				return nil, fmt.Errorf("%s: no file matches %s", src, pattern)
			}
			slices.Sort(files)
			for _, f := range files {
				if err := addFacts(doc, f); err != nil {
					return nil, err
				}
			}
		}
		doc["catalogue"] = map[string]any{
			"game": "armada", "era": string(era), "era_name": era.Describe(),
			"source":    "The ISB API card database behind the Star Forge list builder (github.com/Polkadoty/the-isb-api, public/converted-json): the games' facts only, no card texts",
			"version":   version,
			"converter": "go run ./scenarios/internal/convert armada SRC OUTDIR (make catalogues)",
		}
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", " ")
		if err := enc.Encode(doc); err != nil {
			return nil, err
		}
		out["armada-"+string(era)+".json"] = b.Bytes()
	}
	return out, nil
}

// versionRow finds the armada/ row's version in the shared data's README.
var versionRow = regexp.MustCompile("(?m)^\\|\\s*`armada/`.*?\\|\\s*(commit [0-9a-f]{7,40} \\(\\d{4}-\\d{2}-\\d{2}\\))\\s*\\|")

func dataVersion(src string) (string, error) {
	readme := filepath.Join(filepath.Dir(filepath.Clean(src)), "README.md")
	data, err := os.ReadFile(readme)
	if err != nil {
		return "", fmt.Errorf("the data's version: %w", err)
	}
	m := versionRow.FindSubmatch(data)
	if m == nil {
		return "", fmt.Errorf("%s: no version for armada/ (a row \"| `armada/` | … | commit ABC1234 (YYYY-MM-DD) | …\")", readme)
	}
	return string(m[1]), nil
}

// addFacts adds the facts of one ISB file's cards to doc.
func addFacts(doc map[string]any, file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var in map[string]map[string]map[string]any
	if err := json.Unmarshal(data, &in); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	for section, cards := range in {
		var facts []string
		switch section {
		case "ships":
			facts = chassisFacts
		case "squadrons":
			facts = squadronFacts
		case "upgrades":
			facts = upgradeFacts
		case "objectives":
			facts = objectiveFacts
		default:
			continue
		}
		m, _ := doc[section].(map[string]any)
		if m == nil {
			m = map[string]any{}
			doc[section] = m
		}
		for key, card := range cards {
			if section == "ships" && slices.Contains(leftOutChassis, key) {
				continue
			}
			c := keep(card, facts)
			switch section {
			case "ships":
				models := map[string]any{}
				if prev, ok := m[key].(map[string]any); ok { // a chassis split over files
					models = prev["models"].(map[string]any)
				}
				ms, _ := card["models"].(map[string]any)
				for mk, mv := range ms {
					if sc, ok := mv.(map[string]any); ok {
						models[mk] = keep(sc, shipFacts)
					}
				}
				c["models"] = models
			case "squadrons":
				if t, _ := card["ability"].(string); strings.TrimSpace(t) != "" {
					c["card_ability"] = true
				}
			case "upgrades":
				if r, ok := card["restrictions"].(map[string]any); ok {
					c["restrictions"] = keep(r, restrictFacts)
				}
			}
			m[key] = c
		}
	}
	return nil
}

// keep returns the facts of a card: the fields named, lists of strings
// without their empty entries.
func keep(card map[string]any, facts []string) map[string]any {
	out := map[string]any{}
	for _, f := range facts {
		v, ok := card[f]
		if !ok || v == nil {
			continue
		}
		if list, ok := v.([]any); ok {
			var clean []any
			for _, x := range list {
				if s, ok := x.(string); ok && strings.TrimSpace(s) == "" {
					continue
				}
				clean = append(clean, x)
			}
			if clean == nil {
				clean = []any{}
			}
			v = clean
		}
		out[f] = v
	}
	return out
}
