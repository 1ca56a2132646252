package reports

import (
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"gonum.org/v1/plot"

	"github.com/fleetlab/fleetlab/sim"
)

// TournamentList is one list of a tournament with its record against
// every other list and its rating.
type TournamentList struct {
	// Name and Title are the list's, File where it came from.
	Name, Title, File string
	// Games, Wins and Draws are its games against every other list.
	Games, Wins, Draws int64
	// Rating is its Bradley–Terry rating on the Elo scale, the lists
	// averaging 0, and RatingLo, RatingHi its 95% interval.
	Rating, RatingLo, RatingHi float64
}

// TournamentPairing is the games of list A against list B (A < B), half
// of them with each list on the first player's side.
type TournamentPairing struct {
	A, B               int
	Games              int64
	AWins, BWins, Draw int64
}

// Tournament is a round robin of fleet lists: every pairing played, both
// sides, in the game's battle.
type Tournament struct {
	// Game is the lists' game, Battle the built-in battle scenario the
	// pairings are played in.
	Game, Battle string
	Lists        []TournamentList
	// Pairings are in order: (0,1), (0,2), …, (1,2), ….
	Pairings []TournamentPairing
	Seed     uint64
	// Games is the games of every pairing.
	Games   int64
	Workers int
	// Elapsed is the time of the slowest pairing's play summed over them.
	Elapsed time.Duration
	// Lang is the language of the text, Markdown, HTML and plot.
	Lang Lang
}

// Incomplete is false: a tournament cut short reports nothing.
func (t *Tournament) Incomplete() bool { return false }

func (t *Tournament) render(w io.Writer, f Format) error {
	return renderers{
		text: func(w io.Writer) error { return writeTournamentText(w, t) },
		json: func(w io.Writer) error { return writeTournamentJSON(w, t) },
		csv:  func(w io.Writer) error { return writeTournamentCSV(w, t) },
		md:   func(w io.Writer) error { return writeTournamentMarkdown(w, t, nil) },
		html: func(w io.Writer) error { return writeTournamentHTML(w, t) },
	}.render(w, f)
}

// record returns list i's wins, draws and games against list j.
func (t *Tournament) record(i, j int) (wins, draws, games int64) {
	for _, p := range t.Pairings {
		switch {
		case p.A == i && p.B == j:
			return p.AWins, p.Draw, p.Games
		case p.A == j && p.B == i:
			return p.BWins, p.Draw, p.Games
		}
	}
	return 0, 0, 0
}

// winRate returns the share of n games won, k of them, and its Wilson 95%
// interval.
func winRate(k, n int64) (rate, lo, hi float64) {
	if n == 0 {
		return math.NaN(), 0, 1
	}
	lo, hi = sim.Wilson(k, n, 1.959963984540054)
	return float64(k) / float64(n), lo, hi
}

// rateCell writes a win rate and its interval for a table.
func rateCell(k, n int64, l Lang) string {
	rate, lo, hi := winRate(k, n)
	return l.Num(rate, 3) + " " + intervalOf(lo, hi, 3, l)
}

// header is the lines above the tables.
func (t *Tournament) header() string {
	l := t.Lang
	return l.Tf("tournament of %d %s lists in %s: seed %d, %s games a pairing, half with each list first, %d workers", len(t.Lists), t.Game, t.Battle, t.Seed, l.Int(t.Games), t.Workers) + "\n"
}

// tables returns the win-rate matrix (the row's list against the
// column's) and the lists' table, each a head and rows.
func (t *Tournament) tables() (matrix, lists htmlTable) {
	l := t.Lang
	matrix.Head = []string{l.T("list \\ opponent")}
	for _, li := range t.Lists {
		matrix.Head = append(matrix.Head, li.Name)
	}
	for i, li := range t.Lists {
		row := []string{li.Name}
		for j := range t.Lists {
			if i == j {
				row = append(row, "-")
				continue
			}
			wins, _, games := t.record(i, j)
			row = append(row, rateCell(wins, games, l))
		}
		matrix.Rows = append(matrix.Rows, row)
	}
	lists.Head = []string{l.T("list"), l.T("games"), l.T("win rate [95% interval]"), l.T("draws"), l.T("rating [95% interval]")}
	for _, li := range t.Lists {
		lists.Rows = append(lists.Rows, []string{li.Name, l.Int(li.Games), rateCell(li.Wins, li.Games, l), l.Int(li.Draws),
			l.Num(li.Rating, 0) + " " + intervalOf(li.RatingLo, li.RatingHi, 0, l)})
	}
	return matrix, lists
}

// The sections' notes.
const (
	matrixNote = "win rate of the row's list against the column's, with its 95% interval (a draw is not a win)"
	ratingNote = "Bradley-Terry rating by maximum likelihood, Elo scale (400 points: odds of 10 to 1), the lists averaging 0; a draw counts half a win"
)

func writeTournamentText(w io.Writer, t *Tournament) error {
	l := t.Lang
	var b strings.Builder
	b.WriteString(t.header())
	matrix, lists := t.tables()
	for _, s := range []struct {
		note  string
		table htmlTable
	}{{matrixNote, matrix}, {ratingNote, lists}} {
		fmt.Fprintf(&b, "\n%s\n", l.T(s.note))
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, strings.Join(s.table.Head, "\t"))
		for _, row := range s.table.Rows {
			fmt.Fprintln(tw, strings.Join(row, "\t"))
		}
		tw.Flush()
	}
	return writeShown(w, b.String())
}

// writeTournamentMarkdown writes the tournament in Markdown; plot is the
// heat map's file, "" for none.
func writeTournamentMarkdown(w io.Writer, t *Tournament, plot []string) error {
	l := t.Lang
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n```\n%s```\n", mdEscape(l.T("Tournament")), t.header())
	matrix, lists := t.tables()
	for k, s := range []struct {
		note  string
		table htmlTable
	}{{matrixNote, matrix}, {ratingNote, lists}} {
		fmt.Fprintf(&b, "\n%s\n\n", mdEscape(l.T(s.note)))
		if k == 0 {
			for _, f := range plot {
				fmt.Fprintf(&b, "![%s](%s)\n\n", l.T("win rate"), f)
			}
		}
		b.WriteString("|")
		for _, h := range s.table.Head {
			fmt.Fprintf(&b, " %s |", mdEscape(h))
		}
		b.WriteString("\n|---|" + strings.Repeat("---:|", len(s.table.Head)-1) + "\n")
		for _, row := range s.table.Rows {
			b.WriteString("|")
			for _, c := range row {
				fmt.Fprintf(&b, " %s |", mdEscape(c))
			}
			b.WriteString("\n")
		}
	}
	return writeShown(w, b.String())
}

func writeTournamentHTML(w io.Writer, t *Tournament) error {
	l := t.Lang
	doc := htmlDoc{Lang: l.String(), Title: l.T("Tournament"), Description: strings.TrimSpace(t.header())}
	doc.Info = append(doc.Info, htmlKV{l.T("scenario"), t.Battle}, htmlKV{l.T("seed"), fmt.Sprint(t.Seed)},
		htmlKV{l.T("games"), l.Int(t.Games)}, htmlKV{l.T("workers"), fmt.Sprint(t.Workers)})
	matrix, lists := t.tables()
	sec := htmlSection{Title: l.T("win rate"), Note: l.T(matrixNote), Tables: []htmlTable{matrix}}
	if p, err := TournamentHeatMap(t); err == nil {
		svg, err := inlineSVG(p)
		if err != nil {
			return err
		}
		sec.Plots = []template.HTML{svg}
	}
	doc.Sections = append(doc.Sections, sec, htmlSection{Title: l.T("rating"), Note: l.T(ratingNote), Tables: []htmlTable{lists}})
	return executeShown(w, doc)
}

// TournamentCSVHeader is the columns of a tournament's CSV: a row per
// ordered pair of lists (kind "pairing"), then a row per list (kind
// "list", its opponent "all", with its rating).
var TournamentCSVHeader = []string{"kind", "list", "opponent", "games", "wins", "draws", "win_rate", "ci95_lo", "ci95_hi", "rating", "rating_lo", "rating_hi"}

func writeTournamentCSV(w io.Writer, t *Tournament) error {
	cw := newCSV(w)
	if err := cw.Write(TournamentCSVHeader); err != nil {
		return err
	}
	row := func(kind, list, opp string, wins, draws, games int64, rating []string) error {
		rate, lo, hi := winRate(wins, games)
		return cw.Write(append([]string{kind, list, opp, strconv.FormatInt(games, 10), strconv.FormatInt(wins, 10), strconv.FormatInt(draws, 10),
			ftoa(rate), ftoa(lo), ftoa(hi)}, rating...))
	}
	for i, a := range t.Lists {
		for j, b := range t.Lists {
			if i != j {
				wins, draws, games := t.record(i, j)
				if err := row("pairing", a.Name, b.Name, wins, draws, games, []string{"", "", ""}); err != nil {
					return err
				}
			}
		}
	}
	for _, a := range t.Lists {
		if err := row("list", a.Name, "all", a.Wins, a.Draws, a.Games, []string{ftoa(a.Rating), ftoa(a.RatingLo), ftoa(a.RatingHi)}); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// jsonTournament is the JSON form of a tournament.
type jsonTournament struct {
	Game     string               `json:"game"`
	Battle   string               `json:"battle"`
	Seed     uint64               `json:"seed"`
	Games    int64                `json:"games_per_pairing"`
	Workers  int                  `json:"workers"`
	ElapsedS float64              `json:"elapsed_s"`
	Lists    []jsonTournamentList `json:"lists"`
	Matrix   []jsonTournamentCell `json:"matrix"`
}

type jsonTournamentList struct {
	Name     string     `json:"name"`
	Title    string     `json:"title"`
	File     string     `json:"file"`
	Games    int64      `json:"games"`
	Wins     int64      `json:"wins"`
	Draws    int64      `json:"draws"`
	WinRate  float64    `json:"win_rate"`
	CI95     [2]float64 `json:"ci95"`
	Rating   float64    `json:"rating"`
	RatingCI [2]float64 `json:"rating_ci95"`
}

type jsonTournamentCell struct {
	List     string     `json:"list"`
	Opponent string     `json:"opponent"`
	Games    int64      `json:"games"`
	Wins     int64      `json:"wins"`
	Draws    int64      `json:"draws"`
	WinRate  float64    `json:"win_rate"`
	CI95     [2]float64 `json:"ci95"`
}

func writeTournamentJSON(w io.Writer, t *Tournament) error {
	out := jsonTournament{Game: t.Game, Battle: t.Battle, Seed: t.Seed, Games: t.Games, Workers: t.Workers,
		ElapsedS: math.Round(t.Elapsed.Seconds()*1e4) / 1e4, Lists: []jsonTournamentList{}, Matrix: []jsonTournamentCell{}}
	for _, a := range t.Lists {
		rate, lo, hi := winRate(a.Wins, a.Games)
		out.Lists = append(out.Lists, jsonTournamentList{a.Name, a.Title, a.File, a.Games, a.Wins, a.Draws, finite(rate), [2]float64{lo, hi},
			finite(a.Rating), [2]float64{finite(a.RatingLo), finite(a.RatingHi)}})
	}
	for i, a := range t.Lists {
		for j, b := range t.Lists {
			if i != j {
				wins, draws, games := t.record(i, j)
				rate, lo, hi := winRate(wins, games)
				out.Matrix = append(out.Matrix, jsonTournamentCell{a.Name, b.Name, games, wins, draws, finite(rate), [2]float64{lo, hi}})
			}
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// tournamentGrid is the win-rate matrix as a heat-map grid: column c the
// opponent, row r the list; the diagonal blank.
type tournamentGrid struct{ t *Tournament }

func (g tournamentGrid) Dims() (c, r int) { return len(g.t.Lists), len(g.t.Lists) }
func (g tournamentGrid) X(c int) float64  { return float64(c) }
func (g tournamentGrid) Y(r int) float64  { return float64(r) }
func (g tournamentGrid) Z(c, r int) float64 {
	if c == r {
		return math.NaN()
	}
	wins, _, games := g.t.record(r, c)
	rate, _, _ := winRate(wins, games)
	return rate
}

// TournamentHeatMap draws the win-rate matrix as a heat map, each cell's
// win rate written in it, as a two-parameter sweep's is drawn.
func TournamentHeatMap(t *Tournament) (Figure, error) {
	l := t.Lang
	names := make([]string, len(t.Lists))
	for i, li := range t.Lists {
		names[i] = li.Name
	}
	g := tournamentGrid{t}
	c := PlotContext{Scenario: t.Battle, Trials: t.Games, PerPairing: true, Lang: l}
	return heatMap(heatMapSpec{
		grid:  g,
		title: func(p *plot.Plot) { setTitle(p, l.T("win rate"), l.T(matrixNote), c) },
		text:  func(c, r int) string { return l.Num(g.Z(c, r), 2) },
		xName: l.T("opponent"), yName: l.T("list"), cols: names, rows: names, legend: l.T("win rate"), lang: l,
	})
}

// writeDir writes a tournament's report folder: report.md, report.html,
// results.json, results.csv and its heat map as PNG and SVG.
func (t *Tournament) writeDir(ctx context.Context, dir string) ([]string, error) {
	f := newReportFolder()
	var plots []string
	if p, err := TournamentHeatMap(t); err == nil {
		names, err := f.plot("win_rate", p)
		if err != nil {
			return nil, err
		}
		plots = names[:1]
	}
	return f.write(ctx, dir,
		func(w io.Writer) error { return writeTournamentMarkdown(w, t, plots) },
		func(w io.Writer) error { return writeTournamentHTML(w, t) },
		func(w io.Writer) error { return writeTournamentJSON(w, t) },
		func(w io.Writer) error { return writeTournamentCSV(w, t) })
}
