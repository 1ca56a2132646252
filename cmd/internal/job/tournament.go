package job

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"sync/atomic"
	"time"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// TournamentMode names a tournament in a part's identity.
const TournamentMode = "tournament"

// MaxLists is the most lists a tournament may pair.
const MaxLists = 64

// TournamentRequest is a round robin of fleet lists (fleetlab tournament).
type TournamentRequest struct {
	// Lists are the list files' paths.
	Lists []string
	// Games is the games of every pairing, even: half with each list on
	// the first player's side.
	Games   int64
	Seed    uint64
	Workers int
	Lang    reports.Lang
	// Shard, when set, is the share of the pairings to play: pairing p
	// (numbered (0,1), (0,2), …, (1,2), …) is shard p mod Count's.
	Shard Shard

	// textDir is the private folder a merge's Armada text lists are
	// copied into (scenarios.ParseListText), "" when texts is nil.
	textDir string
	// texts, when not nil, are the lists' texts (a merge's, from the
	// parts), read instead of the files.
	texts [][]byte
}

// Tournament is a checked tournament request: every list loaded and every
// pairing's two seatings compiled.
type Tournament struct {
	req    TournamentRequest
	lists  []*scenarios.List
	texts  [][]byte
	battle string
	// seatings are two a pairing: 2p with the pairing's first list on the
	// first player's side, 2p+1 with its second list there.
	seatings []seating
	// blockSizes are the seatings' block sizes, part of the identity.
	blockSizes []int
}

// seating is one side assignment of a pairing: list first on the first
// player's side, list second on the other.
type seating struct {
	first, second int
	c             *scenarios.Compiled
}

// NewTournament checks req, loads its lists and compiles every pairing.
func NewTournament(req TournamentRequest) (*Tournament, error) {
	switch {
	case len(req.Lists) < 2:
		return nil, usagef("a tournament needs at least two lists, got %d", len(req.Lists))
	case len(req.Lists) > MaxLists:
		return nil, usagef("a tournament pairs at most %d lists, got %d", MaxLists, len(req.Lists))
	case req.Games < 2 || req.Games%2 != 0 || req.Games > sim.MaxTrials:
		return nil, usagef("--games must be an even number from 2 (half the games with each list first), got %d", req.Games)
	case req.Workers < 1 || req.Workers > MaxWorkers:
		return nil, usagef("--workers must be from 1 to 4096, got %d", req.Workers)
	}
	t := &Tournament{req: req}
	names := map[string]string{}
	for i, path := range req.Lists {
		var l *scenarios.List
		var text []byte
		var err error
		if req.texts != nil {
			text = req.texts[i]
			l, err = scenarios.ParseListText(path, text, req.textDir)
		} else if l, err = scenarios.LoadList(path); err == nil {
			text = l.Text()
		}
		if err != nil {
			return nil, BadRequest(err)
		}
		if other, dup := names[l.Name]; dup {
			return nil, usagef("lists %s and %s are both called %s: a tournament tells its lists by name", other, path, l.Name)
		}
		names[l.Name] = path
		if i > 0 && l.Game != t.lists[0].Game {
			return nil, usagef("list %s is for %s and list %s for %s: a tournament plays one game", t.lists[0].File, t.lists[0].Game, path, l.Game)
		}
		t.lists, t.texts = append(t.lists, l), append(t.texts, text)
	}
	for a := range t.lists {
		for b := a + 1; b < len(t.lists); b++ {
			for _, s := range []seating{{first: a, second: b}, {first: b, second: a}} {
				sc, err := scenarios.Pairing(t.lists[s.first], t.lists[s.second])
				if err != nil {
					return nil, BadRequest(err)
				}
				vals, err := sc.Bind(nil)
				if err != nil {
					return nil, BadRequest(err)
				}
				if s.c, err = sc.Compile(vals); err != nil {
					return nil, BadRequest(err)
				}
				size, err := sim.BlockSizeOf(s.c.Model)
				if err != nil {
					return nil, err
				}
				t.battle = sc.Name
				t.seatings, t.blockSizes = append(t.seatings, s), append(t.blockSizes, size)
			}
		}
	}
	return t, nil
}

// Pairings returns the number of pairings, the units shards share.
func (t *Tournament) Pairings() int { return len(t.seatings) / 2 }

// Request returns the request the tournament was made from.
func (t *Tournament) Request() TournamentRequest { return t.req }

// Label returns what a progress display calls the tournament.
func (t *Tournament) Label() string { return t.req.Lang.T("tournament") }

// Trials returns the games the tournament plays (its shard's pairings').
func (t *Tournament) Trials() int64 {
	var n int64
	for p := range t.Pairings() {
		if t.req.Shard.has(int64(p)) {
			n += t.req.Games
		}
	}
	return n
}

// identity returns the tournament's identity: the lists, the hash of
// their texts, the games (as trials), the seatings' block sizes and the
// pairings (as blocks).
func (t *Tournament) identity() Identity {
	h := sha256.New()
	for _, text := range t.texts {
		sum := sha256.Sum256(text)
		h.Write(sum[:])
	}
	id := buildIdentity()
	id.Mode, id.Scenario, id.ScenarioSHA256 = TournamentMode, t.battle, hex.EncodeToString(h.Sum(nil))
	id.Lists, id.Seed, id.Trials, id.BlockSizes, id.Blocks, id.Shards = t.req.Lists, t.req.Seed, t.req.Games, t.blockSizes, int64(t.Pairings()), t.req.Shard.Count
	return id
}

// play plays the seatings of the shard's pairings (every one without a
// shard) and returns their results, nil for a seating not played. Every
// seating plays Games/2 games on the same seed: common random numbers,
// as a sweep's points. A tournament cut short by ctx returns
// ErrInterrupted.
func (t *Tournament) play(ctx context.Context, progress Progress) ([]*sim.Result, error) {
	done := new(atomic.Int64)
	defer reportProgress(progress, done)()
	out := make([]*sim.Result, len(t.seatings))
	for k, s := range t.seatings {
		if !t.req.Shard.has(int64(k / 2)) {
			continue
		}
		res, err := sim.Run(ctx, s.c.Model, sim.Options{Trials: t.req.Games / 2, Seed: t.req.Seed, Workers: t.req.Workers, Done: done})
		if err != nil {
			return nil, err
		}
		if res.Interrupted {
			return nil, Interrupted(reports.Msgf("interrupted: the tournament was not finished, and nothing was written"))
		}
		out[k] = res
	}
	return out, nil
}

// Execute plays every pairing and returns the tournament's document.
func (t *Tournament) Execute(ctx context.Context, progress Progress) (reports.Document, error) {
	if t.req.Shard.Sharded() {
		return nil, usagef("a shard of a tournament writes a part, for fleetlab merge")
	}
	results, err := t.play(ctx, progress)
	if err != nil {
		return nil, err
	}
	return t.document(results)
}

// ExecuteShard plays the pairings of the request's shard and returns its
// part: every seating's point, empty for the pairings of other shards.
func (t *Tournament) ExecuteShard(ctx context.Context, progress Progress) (*Part, error) {
	results, err := t.play(ctx, progress)
	if err != nil {
		return nil, err
	}
	part := &Part{Format: PartFormat, Identity: t.identity(), Shard: t.req.Shard.Index}
	for _, text := range t.texts {
		part.ListTexts = append(part.ListTexts, string(text))
	}
	for k, res := range results {
		if res == nil {
			part.Points = append(part.Points, PartPoint{})
			continue
		}
		enc, err := res.Tally().MarshalBinary()
		if err != nil {
			return nil, err
		}
		part.Points = append(part.Points, PartPoint{Tally: enc, ElapsedNs: int64(res.Elapsed)})
		if k%2 == 0 {
			part.BlocksPlayed++
		}
		part.Workers = max(part.Workers, res.Workers)
	}
	return part, nil
}

// mergeTournament returns the document of a tournament's parts, st
// complete: each seating's result is the part of its pairing's shard.
func mergeTournament(st *Status, lang reports.Lang) (reports.Document, error) {
	id, first := st.Identity, st.Parts[0]
	if len(first.ListTexts) != len(id.Lists) {
		return nil, usagef("part %s holds %d lists' texts, its tournament has %d lists", st.Paths[0], len(first.ListTexts), len(id.Lists))
	}
	req := TournamentRequest{Lists: id.Lists, Games: id.Trials, Seed: id.Seed, Workers: 1, Lang: lang}
	for _, text := range first.ListTexts {
		req.texts = append(req.texts, []byte(text))
	}
	dir, err := os.MkdirTemp("", "fleetlab-merge-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir) // the lists are read once the tournament is compiled
	req.textDir = dir
	t, err := NewTournament(req)
	if err != nil {
		return nil, err
	}
	want := t.identity()
	want.Shards = id.Shards
	if what, a, b := identityDiff(want, id); what != "" {
		return nil, usagef("part %s was not made by this fleetlab from its own lists: its %s is %s, not %s", st.Paths[0], what, b, a)
	}
	results := make([]*sim.Result, len(t.seatings))
	for k, s := range t.seatings {
		owner := (k / 2) % id.Shards
		pt, path := st.Parts[owner], st.Paths[owner]
		if len(pt.Points) != len(t.seatings) {
			return nil, usagef("part %s holds %d points, the run has %d", path, len(pt.Points), len(t.seatings))
		}
		metrics := s.c.Model.Metrics()
		tally, err := partTally(path, pt, k, metrics)
		if err != nil {
			return nil, err
		}
		res, err := sim.ResultOf(metrics, tally)
		if err != nil {
			return nil, err
		}
		if res.Trials != id.Trials/2 {
			return nil, usagef("the parts hold %d trials of point %d, the run has %d: a part was altered", res.Trials, k+1, id.Trials/2)
		}
		res.Seed, res.Workers, res.BlockSize, res.Elapsed = id.Seed, pt.Workers, t.blockSizes[k], time.Duration(pt.Points[k].ElapsedNs)
		results[k] = res
	}
	return t.document(results)
}

// document returns the tournament's document from every seating's
// result: the win-rate matrix, each list's record and the Bradley–Terry
// ratings fitted from the matrix.
func (t *Tournament) document(results []*sim.Result) (reports.Document, error) {
	n := len(t.lists)
	doc := &reports.Tournament{Game: t.lists[0].Game, Battle: t.battle, Seed: t.req.Seed, Games: t.req.Games, Lang: t.req.Lang}
	for _, l := range t.lists {
		doc.Lists = append(doc.Lists, reports.TournamentList{Name: l.Name, Title: l.Title, File: l.File})
	}
	wins, games := square(n), square(n)
	for p := range t.Pairings() {
		a, b := t.seatings[2*p].first, t.seatings[2*p].second
		tp := reports.TournamentPairing{A: a, B: b}
		for k := 2 * p; k < 2*p+2; k++ {
			res := results[k]
			fm, sm, dm := scenarios.PairingMetrics(t.lists[0].Game)
			first, second, draw := count(res, fm), count(res, sm), count(res, dm)
			if t.seatings[k].first == b {
				first, second = second, first
			}
			tp.Games += res.Trials
			tp.AWins, tp.BWins, tp.Draw = tp.AWins+first, tp.BWins+second, tp.Draw+draw
			doc.Workers = max(doc.Workers, res.Workers)
			doc.Elapsed += res.Elapsed
		}
		doc.Pairings = append(doc.Pairings, tp)
		for _, side := range []struct {
			i, j int
			wins int64
		}{{a, b, tp.AWins}, {b, a, tp.BWins}} {
			li := &doc.Lists[side.i]
			li.Games, li.Wins, li.Draws = li.Games+tp.Games, li.Wins+side.wins, li.Draws+tp.Draw
			wins[side.i][side.j] = float64(side.wins) + float64(tp.Draw)/2
			games[side.i][side.j] = float64(tp.Games)
		}
	}
	ratings, err := FitBradleyTerry(wins, games)
	if err != nil {
		return nil, err
	}
	for i, r := range ratings {
		doc.Lists[i].Rating, doc.Lists[i].RatingLo, doc.Lists[i].RatingHi = r.Rating, r.Lo, r.Hi
	}
	return doc, nil
}

// square returns an n×n matrix of zeros.
func square(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
	}
	return m
}

// count returns the successes of the probability metric called name.
func count(res *sim.Result, name string) int64 {
	for _, m := range res.Metrics {
		if m.Name == name {
			return m.Proportion.Successes
		}
	}
	return 0
}
