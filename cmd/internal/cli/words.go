package cli

import (
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// words returns the scenario's title, description and metric docs in l,
// from its translations: section, or nil in English.
func words(s *scenarios.Scenario, l reports.Lang) *reports.Words {
	if l == reports.English {
		return nil
	}
	tr := s.Translated(l.String(), nil)
	return &reports.Words{Title: tr.Title, Description: tr.Description, Docs: tr.Measure}
}

// paramDoc returns the doc of parameter p in l.
func paramDoc(s *scenarios.Scenario, p *scenarios.Param, l reports.Lang) string {
	if l == reports.English {
		return p.Doc
	}
	return s.Translated(l.String(), nil).Params[p.Name]
}
