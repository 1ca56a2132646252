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
	"github.com/fleetlab/fleetlab/sim"
)

// PartFormat names the format of a part file; the digit is its version.
const PartFormat = "fleetlab-part/2"

// ShardPlan names how a job's blocks are shared among its shards (see
// Shard): a part records it, and parts of two plans do not merge.
const ShardPlan = "round-robin-blocks/1"

// Identity is what makes a run the run it is: every part of a run carries
// the same, and a part with another is foreign to it. It holds everything
// that decides the numbers: the build (its version, module version, VCS
// revision and work tree state, Go toolchain, and the hash of its
// executable when those do not fix its code), the engine's draws, the
// scenario with every file it reads, the settings, the seed, the block
// sizes and the shard plan.
type Identity struct {
	// Version is the fleetlab that played the part: another may number
	// or play the blocks differently.
	Version string `json:"fleetlab_version"`
	// Module, Revision, Modified, GoVersion and Binary are the build's
	// (version.Build): Binary is the SHA-256 of the executable of a build
	// whose module version and revision do not fix its code.
	Module    string `json:"module_version"`
	Revision  string `json:"vcs_revision"`
	Modified  bool   `json:"vcs_modified"`
	GoVersion string `json:"go_version"`
	Binary    string `json:"binary_sha256,omitempty"`
	// Engine is sim.EngineVersion: how the streams draw.
	Engine string `json:"engine"`
	// Mode is "run", "compare" or "tournament".
	Mode string `json:"mode"`
	// Scenario is the scenario as the request named it; ScenarioSHA256 is
	// the SHA-256 of its text, and of every list and catalogue file its
	// fleets read (see contentHash).
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
	// Shards is the number of shards the run is split into, ShardPlan how
	// the blocks are shared among them.
	Shards    int    `json:"shards"`
	ShardPlan string `json:"shard_plan"`
}

// Part is a shard's partial result: the run's identity, which shard it is,
// and the exact state of every point's blocks it played (sim.Tally's
// canonical encoding), so that merging every shard's part gives the single
// run's result bit for bit. A part carries its scenario and every file the
// scenario reads, so that a merge reads no file but the parts, and a seal
// over the rest (see seal).
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
	// Files are the list and catalogue files the scenario's fleets read.
	Files []PartFile `json:"files,omitempty"`
	// ListTexts are a tournament's lists' texts, in its order.
	ListTexts []string `json:"list_texts,omitempty"`
	// Seal is "sha256:" and the SHA-256 of the part's other fields, or
	// with a key (KeyEnv) "hmac-sha256:" and their HMAC.
	Seal string `json:"seal"`
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

// buildIdentity returns the identity's fields that name the build and the
// engine.
func buildIdentity() Identity {
	b := version.Current()
	return Identity{Version: version.String(), Module: b.Module, Revision: b.Revision, Modified: b.Modified, GoVersion: b.Go,
		Binary: b.Binary, Engine: sim.EngineVersion, ShardPlan: ShardPlan}
}

// identity returns the identity of the plan's run, its scenario's text
// and the files its fleets read given.
func (p *Plan) identity(text []byte, files []PartFile) Identity {
	id := buildIdentity()
	id.Mode, id.Scenario, id.ScenarioSHA256 = p.req.Mode.String(), p.req.Scenario, contentHash(text, files)
	id.Sets, id.A, id.Vs, id.Sweeps = p.req.Sets, p.req.A, p.req.Vs, p.req.Sweeps
	id.Seed, id.Trials, id.Blocks, id.Shards = p.req.Seed, p.req.Trials, p.Blocks(), p.req.Shard.Count
	for _, pb := range p.blocks {
		id.BlockSizes = append(id.BlockSizes, pb.size)
	}
	return id
}

// contentHash is the SHA-256 of a scenario's text alone when it reads no
// file, else of the text's hash and each file's path and hash.
func contentHash(text []byte, files []PartFile) string {
	sum := sha256.Sum256(text)
	if len(files) == 0 {
		return hex.EncodeToString(sum[:])
	}
	h := sha256.New()
	h.Write(sum[:])
	for _, f := range files {
		fmt.Fprintf(h, "%s\x00%s\x00%s\n", f.Include, f.Rel, f.SHA256)
	}
	return hex.EncodeToString(h.Sum(nil))
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
	files, err := carry(p.scenario.ListPaths())
	if err != nil {
		return nil, err
	}
	results, err := p.play(ctx, progress)
	if err != nil {
		return nil, err
	}
	if len(results) < len(p.blocks) || results[len(results)-1].Interrupted {
		return nil, Interrupted(reports.Msgf("interrupted: shard %s was not finished, and no part was written", sh.String()))
	}
	part := &Part{Format: PartFormat, Identity: p.identity(text, files), Shard: sh.Index, Source: string(text), Files: files}
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

// Marshal returns the part as it is written to a part file, sealed (see
// seal) with the key KeyEnv gives, if any.
func (pt *Part) Marshal() ([]byte, error) {
	key, err := PartKey(os.Getenv)
	if err != nil {
		return nil, err
	}
	if pt.Seal, err = pt.seal(key); err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(pt, "", "  ")
	return append(b, '\n'), err
}

// errNotPart is wrapped by ReadPart's errors about a file's content.
var errNotPart = errors.New("not a fleetlab part")
