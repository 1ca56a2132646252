package reports

import (
	"math"
	"time"

	"github.com/fleetlab/fleetlab/sim"
)

// Param is one scenario parameter's value in a run. Value is an int64,
// float64, bool or string, so that JSON keeps its type.
type Param struct {
	Name  string
	Value any
}

// Run is everything a report shows about one run.
type Run struct {
	Scenario    string // the scenario's name
	Title       string
	Description string
	Game        string
	Params      []Param
	// Precision is the --precision target, or 0 when none was set.
	Precision float64
	Result    *sim.Result
	// Lang is the language of the text, Markdown and HTML reports and
	// plots (JSON and CSV stay in English).
	Lang Lang
	// Words, when set, are the scenario's title, description and metric
	// docs in Lang, shown instead of Title, Description and the results'
	// docs by every report but JSON and CSV.
	Words *Words
	// Unmodelled names the rules, cards and special rules the run's
	// scenario uses that the rules core plays without effect (from
	// [sim.UnmodelledOf]); every report shows them.
	Unmodelled []string
	// Notes are what the report says besides its figures, one sentence
	// each (a list's card priced differently by its catalogue and by
	// the rules core); every report shows them.
	Notes []string
}

// Elapsed returns the run's wall-clock time.
func (r *Run) Elapsed() time.Duration { return r.Result.Elapsed }

// digits returns how many decimals show an estimate whose 95% interval has
// the given half-width: enough to see the interval, from 3 to 6.
func digits(halfWidth float64) int {
	if halfWidth <= 0 || math.IsNaN(halfWidth) {
		return 4
	}
	d := int(math.Ceil(-math.Log10(halfWidth))) + 1
	return min(6, max(3, d))
}
