package job

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/fleetlab/fleetlab/cmd/internal/version"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// PartFormat names the format of a part file; the digit is its version.
const PartFormat = "fleetlab-part/1"

// Identity is what makes a run the run it is: every part of a run carries
// the same, and a part with another is foreign to it.
type Identity struct {
	// Version is the fleetlab that played the part: another may number
	// or play the blocks differently.
	Version string `json:"fleetlab_version"`
	// Mode is "run", "compare" or "tournament".
	Mode string `json:"mode"`
	// Scenario is the scenario as the request named it; ScenarioSHA256 is
	// the SHA-256 of its text.
	Scenario       string   `json:"scenario"`
	ScenarioSHA256 string   `json:"scenario_sha256"`
	Sets           []string `json:"set,omitempty"`
	A              []string `json:"a,omitempty"`
	Vs             []string `json:"vs,omitempty"`
	Sweeps         []string `json:"sweep,omitempty"`
	// Lists are a tournament's list files, as the request named them.
	Lists  []string `json:"lists,omitempty"`
	Seed   uint64   `json:"seed"`
	Trials int64    `json:"trials"`
	// BlockSizes are each point's block size, Blocks the job's blocks.
	BlockSizes []int `json:"block_sizes"`
	Blocks     int64 `json:"blocks"`
	// Shards is the number of shards the run is split into.
	Shards int `json:"shards"`
}

// Part is a shard's partial result: the run's identity, which shard it is,
// and the exact state of every point's blocks it played (sim.Tally's
// canonical encoding), so that merging every shard's part gives the single
// run's result bit for bit.
type Part struct {
	Format   string   `json:"format"`
	Identity Identity `json:"identity"`
	Shard    int      `json:"shard"`
	// BlocksPlayed is the number of the job's blocks the shard played.
	BlocksPlayed int64 `json:"blocks_played"`
	// Workers is the number of workers the shard ran on.
	Workers int `json:"workers"`
	// Points hold each point's exact state, in the job's point order.
	Points []PartPoint `json:"points"`
	// Source is the scenario's text, so that the merge needs no file.
	Source string `json:"scenario_text"`
	// ListTexts are a tournament's lists' texts, in its order.
	ListTexts []string `json:"list_texts,omitempty"`
}

// PartPoint is one point's exact state in a part.
type PartPoint struct {
	Tally     []byte `json:"tally"`
	ElapsedNs int64  `json:"elapsed_ns"`
}

// mode names a mode in a part.
func (m Mode) String() string {
	if m == Compare {
		return "compare"
	}
	return "run"
}

// source returns the text of the plan's scenario: the upload, the
// built-in's, or the file's.
func (p *Plan) source() ([]byte, error) {
	if p.req.Source != nil {
		return p.req.Source, nil
	}
	if data, err := scenarios.BuiltinSource(p.req.Scenario); err == nil {
		return data, nil
	}
	f, err := os.Open(p.req.Scenario)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, scenarios.MaxFileSize+1))
}

// identity returns the identity of the plan's run, its scenario's text
// given.
func (p *Plan) identity(text []byte) Identity {
	sum := sha256.Sum256(text)
	id := Identity{Version: version.String(), Mode: p.req.Mode.String(), Scenario: p.req.Scenario,
		ScenarioSHA256: hex.EncodeToString(sum[:]), Sets: p.req.Sets, A: p.req.A, Vs: p.req.Vs, Sweeps: p.req.Sweeps,
		Seed: p.req.Seed, Trials: p.req.Trials, Blocks: p.Blocks(), Shards: p.req.Shard.Count}
	for _, pb := range p.blocks {
		id.BlockSizes = append(id.BlockSizes, pb.size)
	}
	return id
}

// ExecuteShard plays the blocks of the request's shard and returns its
// part, for fleetlab merge. A shard cut short by ctx returns
// ErrInterrupted and no part: only whole shards merge.
func (p *Plan) ExecuteShard(ctx context.Context, progress Progress) (*Part, error) {
	sh := p.req.Shard
	if !sh.Sharded() {
		return nil, errors.New("job: a plan without a shard is played by Execute")
	}
	text, err := p.source()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.req.Scenario, err)
	}
	results, err := p.play(ctx, progress)
	if err != nil {
		return nil, err
	}
	if len(results) < len(p.blocks) || results[len(results)-1].Interrupted {
		return nil, Interrupted(reports.Msgf("interrupted: shard %s was not finished, and no part was written", sh.String()))
	}
	part := &Part{Format: PartFormat, Identity: p.identity(text), Shard: sh.Index, Source: string(text)}
	for k, res := range results {
		enc, err := res.Tally().MarshalBinary()
		if err != nil {
			return nil, err
		}
		part.Points = append(part.Points, PartPoint{Tally: enc, ElapsedNs: int64(res.Elapsed)})
		part.BlocksPlayed += sh.blocksIn(p.blocks[k].first, p.blocks[k].count)
		part.Workers = max(part.Workers, res.Workers)
	}
	return part, nil
}

// Marshal returns the part as it is written to a part file.
func (pt *Part) Marshal() ([]byte, error) {
	b, err := json.MarshalIndent(pt, "", "  ")
	return append(b, '\n'), err
}

// errNotPart is wrapped by ReadPart's errors about a file's content.
var errNotPart = errors.New("not a fleetlab part")

// ReadPart reads the part at path: a shard's --out folder (its part.json)
// or the part file itself. Its errors name path.
func ReadPart(path string) (*Part, error) {
	file := path
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		file = path + string(os.PathSeparator) + reports.PartFile
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, BadRequest(reports.Msgf("part %s: %v", path, err))
	}
	var pt Part
	if err := json.Unmarshal(data, &pt); err != nil || pt.Format != PartFormat {
		if err == nil {
			err = fmt.Errorf("format %q, want %q", pt.Format, PartFormat)
		}
		return nil, BadRequest(reports.Msgf("part %s: %v (%v)", path, errNotPart, err))
	}
	return &pt, nil
}
