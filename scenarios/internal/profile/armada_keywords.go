package profile

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// maxKeywords is the most keywords a profile lists: each at most twice.
const maxKeywords = 40

// keywords reads a squadron's keywords (battle notes §5): a list such as
// [swarm, counter 2, "AI: Battery 1"], or one comma-separated word such as
// "escort, bomber", or "none". A keyword with an X needs its value, one
// without refuses it; an unknown keyword is refused with the known ones
// named, and so is one without X given twice (those with X stack, battle
// notes §5); Bomber sets the profile's Bomber too.
// Ships have no keywords.
func keywords(d *yamldoc.Decoder, o *yamldoc.Object, p *armada.Profile) error {
	const key = "keywords"
	if !o.Has(key) {
		return nil
	}
	if !p.Squadron {
		return d.Errorf(o.Value(key), o.Field(key), "keywords are squadron keywords (battle notes §5); a ship has none")
	}
	var words []string
	var at []*yaml.Node
	var fields []string
	n, err := d.Resolve(o.Value(key), o.Field(key))
	if err != nil {
		return err
	}
	if n.Kind == yaml.SequenceNode {
		items, err := o.List(key, maxKeywords)
		if err != nil {
			return err
		}
		for j, it := range items {
			f := fmt.Sprintf("%s[%d]", o.Field(key), j)
			text, itn, _, err := d.Scalar(it, f)
			if err != nil {
				return err
			}
			words, at, fields = append(words, text), append(at, itn), append(fields, f)
		}
	} else {
		text, tn, _, err := o.Scalar(key)
		if err != nil {
			return err
		}
		if text != "none" && strings.TrimSpace(text) != "" {
			for _, w := range strings.Split(text, ",") {
				words, at, fields = append(words, w), append(at, tn), append(fields, o.Field(key))
			}
		}
	}
	for j, w := range words {
		k, x, err := armada.ParseKeywordWord(w)
		if err != nil {
			return d.Errorf(at[j], fields[j], "%v", yamldoc.NearName(err))
		}
		if p.Keywords.Has(k) && !k.HasValue() { // an X keyword's stack (battle notes §5 General)
			return d.Errorf(at[j], fields[j], "keyword %s is given twice: a keyword without X is had once (one with X, such as counter 1, stacks)", k)
		}
		p.Keywords.Add(k, x)
		if k == armada.KeywordBomber {
			p.Bomber = true
		}
	}
	return nil
}
