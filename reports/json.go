package reports

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"

	"github.com/fleetlab/fleetlab/sim"
)

// jsonRun is the JSON shape of a run (shared/design.md). Fields may be
// added; none may be renamed.
type jsonRun struct {
	Scenario    string       `json:"scenario"`
	Title       string       `json:"title,omitempty"`
	Game        string       `json:"game,omitempty"`
	Seed        uint64       `json:"seed"`
	Trials      int64        `json:"trials"`
	Workers     int          `json:"workers"`
	BlockSize   int          `json:"block_size"`
	Interrupted bool         `json:"interrupted"`
	Precision   float64      `json:"precision,omitempty"`
	Converged   *bool        `json:"converged,omitempty"`
	ElapsedS    float64      `json:"elapsed_s"`
	Params      jsonParams   `json:"params"`
	Unmodelled  []string     `json:"unmodelled,omitempty"`
	Notes       []string     `json:"notes,omitempty"`
	Metrics     []jsonMetric `json:"metrics"`
}

type jsonMetric struct {
	Name      string         `json:"name"`
	Kind      string         `json:"kind"`
	Doc       string         `json:"doc,omitempty"`
	Estimate  float64        `json:"estimate"`
	CI95      [2]float64     `json:"ci95"`
	N         int64          `json:"n"`
	Successes *int64         `json:"successes,omitempty"`
	Mean      *float64       `json:"mean,omitempty"`
	SD        *float64       `json:"sd,omitempty"`
	Quantiles *jsonQuantiles `json:"quantiles,omitempty"`
	Histogram jsonHistogram  `json:"histogram,omitempty"`
}

type jsonQuantiles struct {
	Min    int `json:"min"`
	P05    int `json:"p05"`
	P25    int `json:"p25"`
	Median int `json:"p50"`
	P75    int `json:"p75"`
	P95    int `json:"p95"`
	Max    int `json:"max"`
}

// jsonParams writes parameters as an object in declared order.
type jsonParams []Param

func (ps jsonParams) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(p.Name)
		v, err := json.Marshal(p.Value)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// jsonHistogram writes value → count as an object in increasing numeric
// order of the values (encoding/json would sort "12" before "6").
type jsonHistogram []sim.Bin

func (h jsonHistogram) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, bin := range h {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + strconv.Itoa(bin.Value) + `":` + strconv.FormatInt(bin.Count, 10))
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// finite replaces NaN and infinities, which JSON cannot carry, by 0.
func finite(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return 0
	}
	return x
}

func toJSON(r *Run) jsonRun {
	res := r.Result
	out := jsonRun{
		Scenario: r.Scenario, Title: r.Title, Game: r.Game,
		Seed: res.Seed, Trials: res.Trials, Workers: res.Workers, BlockSize: res.BlockSize,
		Interrupted: res.Interrupted, Precision: r.Precision,
		ElapsedS: math.Round(res.Elapsed.Seconds()*1e4) / 1e4,
		Params:   jsonParams(r.Params), Unmodelled: r.Unmodelled, Notes: r.Notes, Metrics: []jsonMetric{},
	}
	if out.Params == nil {
		out.Params = jsonParams{}
	}
	if r.Precision > 0 {
		c := res.Converged
		out.Converged = &c
	}
	for i := range res.Metrics {
		m := &res.Metrics[i]
		lo, hi := m.CI95()
		jm := jsonMetric{Name: m.Name, Kind: m.Kind.String(), Doc: m.Doc,
			Estimate: finite(m.Estimate()), CI95: [2]float64{finite(lo), finite(hi)}, N: m.N()}
		switch m.Kind {
		case sim.KindProbability:
			k := m.Proportion.Successes
			jm.Successes = &k
		case sim.KindDistribution:
			h := &m.Histogram
			mean, sd := h.Mean(), h.SD()
			jm.Mean, jm.SD = &mean, &sd
			jm.Quantiles = &jsonQuantiles{Min: h.Min(), P05: h.Quantile(0.05), P25: h.Quantile(0.25),
				Median: h.Quantile(0.5), P75: h.Quantile(0.75), P95: h.Quantile(0.95), Max: h.Max()}
			jm.Histogram = h.Bins()
			if jm.Histogram == nil {
				jm.Histogram = jsonHistogram{}
			}
		case sim.KindMean:
			mean, sd := finite(m.Moments.Mean()), finite(m.Moments.SD())
			jm.Mean, jm.SD = &mean, &sd
		}
		out.Metrics = append(out.Metrics, jm)
	}
	return out
}

// writeJSON writes r as indented JSON in the shape of shared/design.md.
func writeJSON(w io.Writer, r *Run) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(toJSON(r))
}
