package arena

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
)

// The files WriteFiles makes in the output directory.
const (
	LeaderboardCSV = "leaderboard.csv"
	PairsCSV       = "pairs.csv"
	GamesCSV       = "games.csv"
	ResultJSON     = "arena.json"
	ReplayDir      = "replays"
)

// ReplayName is the file name of game number k (0-based, in the arena's
// game order) under ReplayDir.
func ReplayName(k int) string { return fmt.Sprintf("game-%05d.catcat", k+1) }

// ErrOutputExists is the error for an output directory that is already
// there (and --force was not given).
var ErrOutputExists = errors.New("the output directory exists (give a new one, or --force to write into it)")

// MakeOutputDir makes a fresh output directory (its parents as needed).
// One that exists is refused unless force; even then it must be a real
// directory, not a link to one.
func MakeOutputDir(dir string, force bool) error {
	if parent := filepath.Dir(dir); parent != "" {
		if err := os.MkdirAll(parent, 0o755); err != nil {
			return err
		}
	}
	err := os.Mkdir(dir, 0o755)
	if err == nil || !errors.Is(err, fs.ErrExist) {
		return err
	}
	if !force {
		return fmt.Errorf("%s: %w", dir, ErrOutputExists)
	}
	info, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return fmt.Errorf("%s exists and is not a directory (a link is not followed)", dir)
	}
	return nil
}

// createResult opens a result file for writing, never through a link and
// never over a file already there: whatever an agent could have planted
// at that name, the arena writes only files it made itself. An existing
// file (--force) is removed first (the name, not what a link points to).
func createResult(path string, replace bool) (*os.File, error) {
	if replace {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNoFollow, 0o644)
}

func writeResult(path string, data []byte, replace bool) error {
	f, err := createResult(path, replace)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// WriteFiles writes the arena's results into dir, made before by
// MakeOutputDir (replace: the files written replace any of the same
// name, without following links): the leaderboard, the pairs and the games as CSV, all of it
// as JSON, and a replay file per game (a catcat.Record, the format saved
// games use, so the TUI opens a replay as it opens a saved game).
func (a *Result) WriteFiles(dir string, replace bool) error { return a.writeFiles(dir, replace, true) }

// WriteTables writes the tables only (CSV and JSON): the replays of a
// logged run are written as its games finish.
func (a *Result) WriteTables(dir string, replace bool) error {
	return a.writeFiles(dir, replace, false)
}

func (a *Result) writeFiles(dir string, replace, replays bool) error {
	force := replace
	if err := MakeOutputDir(dir, true); err != nil {
		return err
	}
	if err := MakeOutputDir(filepath.Join(dir, ReplayDir), true); err != nil {
		return err
	}
	f3 := func(v float64) string { return fixed(v, 3) }
	secs := func(ns int64) string { return strconv.FormatFloat(float64(ns)/1e9, 'f', 6, 64) }

	board := [][]string{{"rank", "agent", "points", "cat_points", "catcher_points", "games", "wins", "cat_wins", "catcher_wins", "average_moves", "cpu_s", "cpu_per_move_s", "invalid_moves"}}
	for i, s := range a.Leaderboard() {
		board = append(board, []string{strconv.Itoa(i + 1), s.Player, f3(s.Points), f3(s.CatPoints), f3(s.CatcherPoints),
			strconv.Itoa(s.Games), strconv.Itoa(s.Wins), strconv.Itoa(s.CatWins), strconv.Itoa(s.CatcherWins),
			f3(s.AverageMoves), secs(int64(s.CPU)), secs(int64(s.CPUPerMove)), strconv.Itoa(s.InvalidMoves)})
	}
	pairs := [][]string{{"cat", "catcher", "games", "cat_wins", "catcher_wins", "cat_points", "catcher_points", "average_moves", "cat_invalid", "catcher_invalid"}}
	for _, p := range a.Pairings() {
		pairs = append(pairs, []string{p.Cat, p.Catcher, strconv.Itoa(p.Games), strconv.Itoa(p.CatWins), strconv.Itoa(p.CatcherWins),
			f3(p.CatPoints), f3(p.CatcherPoints), f3(p.AverageMoves), strconv.Itoa(p.CatInvalid), strconv.Itoa(p.CatcherInvalid)})
	}
	games := [][]string{{"game", "cat", "catcher", "start", "seed", "result", "reason", "cat_moves", "catcher_moves", "cpu_cat_s", "cpu_catcher_s", "cat_points", "catcher_points", "replay"}}
	jsonGames := make([]arenaGameJSON, 0, len(a.Games))
	for k, g := range a.Games {
		if !g.Outcome.Over() {
			continue
		}
		replay := filepath.Join(ReplayDir, ReplayName(k))
		if replays {
			text, err := a.Replay(g).MarshalText()
			if err != nil {
				return err
			}
			if err := writeResult(filepath.Join(dir, replay), text, force); err != nil {
				return err
			}
		}
		result := g.Outcome.Word()
		games = append(games, []string{strconv.Itoa(k + 1), a.Players[g.Cat].Name, a.Players[g.Catcher].Name,
			strconv.Itoa(g.StartIndex), strconv.FormatUint(g.Seed, 10), result, g.Reason,
			strconv.Itoa(g.CatMoves), strconv.Itoa(g.CatcherMoves), secs(int64(g.CPUCat)), secs(int64(g.CPUCatcher)),
			f3(g.CatPoints), f3(g.CatcherPoints), replay})
		jsonGames = append(jsonGames, arenaGameJSON{
			Game: k + 1, Cat: a.Players[g.Cat].Name, Catcher: a.Players[g.Catcher].Name,
			Start: g.StartIndex, Seed: g.Seed, Result: result, Reason: g.Reason,
			CatMoves: g.CatMoves, CatcherMoves: g.CatcherMoves,
			CPUCat: g.CPUCat.Seconds(), CPUCatcher: g.CPUCatcher.Seconds(),
			CatPoints: g.CatPoints, CatcherPoints: g.CatcherPoints, Replay: filepath.ToSlash(replay),
		})
	}
	for name, rows := range map[string][][]string{LeaderboardCSV: board, PairsCSV: pairs, GamesCSV: games} {
		if err := writeCSV(filepath.Join(dir, name), rows, force); err != nil {
			return err
		}
	}
	c := a.Config
	doc := arenaJSON{
		Size: int(c.Size), States: c.States, Density: c.Density, Seed: c.Seed, K: c.K,
		MoveCPU: c.MoveCPU.Seconds(), MoveTimeout: c.MoveTimeout.Seconds(),
		Containment: a.Containment,
		Leaderboard: a.Leaderboard(), Pairs: a.Pairings(), Games: jsonGames,
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	return writeResult(filepath.Join(dir, ResultJSON), append(b, '\n'), force)
}

type arenaJSON struct {
	Size        int             `json:"size"`
	States      int             `json:"states"`
	Density     float64         `json:"density"`
	Seed        uint64          `json:"seed"`
	K           float64         `json:"k"`
	MoveCPU     float64         `json:"move_cpu_s"`
	MoveTimeout float64         `json:"move_timeout_s"`
	Containment string          `json:"containment,omitempty"`
	Leaderboard []Standing      `json:"leaderboard"`
	Pairs       []Pairing       `json:"pairs"`
	Games       []arenaGameJSON `json:"games"`
}

type arenaGameJSON struct {
	Game          int     `json:"game"`
	Cat           string  `json:"cat"`
	Catcher       string  `json:"catcher"`
	Start         int     `json:"start"`
	Seed          uint64  `json:"seed"`
	Result        string  `json:"result"`
	Reason        string  `json:"reason,omitempty"`
	CatMoves      int     `json:"cat_moves"`
	CatcherMoves  int     `json:"catcher_moves"`
	CPUCat        float64 `json:"cpu_cat_s"`
	CPUCatcher    float64 `json:"cpu_catcher_s"`
	CatPoints     float64 `json:"cat_points"`
	CatcherPoints float64 `json:"catcher_points"`
	Replay        string  `json:"replay"`
}

func writeCSV(path string, rows [][]string, replace bool) error {
	f, err := createResult(path, replace)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	if err := w.WriteAll(rows); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
