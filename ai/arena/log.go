package arena

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/catcat"
)

// An arena's output directory is its log: run.json, written when the run
// starts, says which games make the run; games.jsonl gets one line per
// game the moment it is finished (and replays/ its replay), so a run
// that is stopped loses only the games in play. A resumed run skips the
// games already there; the final tables are built from these files, and
// merging the directories of several shards gives the tables of the
// whole run.
const (
	RunJSON    = "run.json"
	GamesJSONL = "games.jsonl"
)

// arenaGameLine is one line of games.jsonl.
type arenaGameLine struct {
	Game          int      `json:"game"` // 1-based, in the arena's order
	Cat           string   `json:"cat"`
	Catcher       string   `json:"catcher"`
	Start         int      `json:"start"`
	Seed          uint64   `json:"seed"`
	Result        string   `json:"result"`
	Failure       string   `json:"failure,omitempty"`
	Reason        string   `json:"reason,omitempty"`
	Invalid       string   `json:"invalid,omitempty"`
	Moves         []string `json:"moves"`
	CatMoves      int      `json:"cat_moves"`
	CatcherMoves  int      `json:"catcher_moves"`
	CPUCat        int64    `json:"cpu_cat_ns"`
	CPUCatcher    int64    `json:"cpu_catcher_ns"`
	CatPoints     float64  `json:"cat_points"`
	CatcherPoints float64  `json:"catcher_points"`
}

func gameLine(k int, g Game, names []string) arenaGameLine {
	l := arenaGameLine{Game: k + 1, Cat: names[g.Cat], Catcher: names[g.Catcher], Start: g.StartIndex, Seed: g.Seed,
		Result: g.Outcome.Word(), Reason: g.Reason, CatMoves: g.CatMoves, CatcherMoves: g.CatcherMoves,
		CPUCat: int64(g.CPUCat), CPUCatcher: int64(g.CPUCatcher), CatPoints: g.CatPoints, CatcherPoints: g.CatcherPoints,
		Moves: make([]string, len(g.Moves))}
	if g.Failure != 0 {
		l.Failure = g.Failure.String()
	}
	if g.InvalidMove != nil {
		l.Invalid = g.InvalidMove.String()
	}
	for i, c := range g.Moves {
		l.Moves[i] = c.String()
	}
	return l
}

// game turns a line back into its game, checked against the run: the
// game's index, players and start must be those of the run's list.
func (l arenaGameLine) game(r arenaRun) (int, Game, error) {
	n := len(r.Names)
	k := l.Game - 1
	if k < 0 || k >= n*n*r.States {
		return 0, Game{}, fmt.Errorf("game %d is not in a run of %d games", l.Game, n*n*r.States)
	}
	g := Game{Cat: k / r.States / n, Catcher: k / r.States % n, StartIndex: k % r.States}
	g.Seed = r.Seed + uint64(g.StartIndex)
	if l.Cat != r.Names[g.Cat] || l.Catcher != r.Names[g.Catcher] || l.Start != g.StartIndex || l.Seed != g.Seed {
		return 0, g, fmt.Errorf("game %d: %s against %s on start %d is not game %d of the run", l.Game, l.Cat, l.Catcher, l.Start, l.Game)
	}
	var ok bool
	if g.Outcome, ok = outcomeOfWord(l.Result); !ok || !g.Outcome.Over() {
		return 0, g, fmt.Errorf("game %d: result %q", l.Game, l.Result)
	}
	if l.Failure != "" {
		if g.Failure, ok = failureOfWord(l.Failure); !ok {
			return 0, g, fmt.Errorf("game %d: failure %q", l.Game, l.Failure)
		}
	}
	if l.Invalid != "" {
		c, err := catcat.ParseCell(l.Invalid)
		if err != nil {
			return 0, g, fmt.Errorf("game %d: invalid move: %w", l.Game, err)
		}
		g.InvalidMove = &c
	}
	for _, m := range l.Moves {
		c, err := catcat.ParseCell(m)
		if err != nil {
			return 0, g, fmt.Errorf("game %d: move %q: %w", l.Game, m, err)
		}
		g.Moves = append(g.Moves, c)
	}
	g.Reason, g.CatMoves, g.CatcherMoves = l.Reason, l.CatMoves, l.CatcherMoves
	g.CPUCat, g.CPUCatcher = time.Duration(l.CPUCat), time.Duration(l.CPUCatcher)
	g.CatPoints, g.CatcherPoints = l.CatPoints, l.CatcherPoints
	return k, g, nil
}

func outcomeOfWord(w string) (catcat.Outcome, bool) {
	for o := catcat.Ongoing; o <= catcat.CatcherInvalidMove; o++ {
		if o.Word() == w {
			return o, true
		}
	}
	return catcat.Ongoing, false
}

func failureOfWord(w string) (forfeit.Kind, bool) {
	for k := forfeit.Crash; k <= forfeit.IllegalMove; k++ {
		if k.String() == w {
			return k, true
		}
	}
	return 0, false
}

// Log appends each finished game to an output directory.
type Log struct {
	dir   string
	run   arenaRun
	mu    sync.Mutex
	games *os.File
	arena *Result // for the replays: players and starts
}

// CreateLog starts the log of a new run in dir (made before by
// MakeOutputDir; replace: files of an older run there are replaced).
func CreateLog(dir string, cfg Config, players []Player, replace bool) (*Log, error) {
	if err := MakeOutputDir(filepath.Join(dir, ReplayDir), true); err != nil {
		return nil, err
	}
	r := newArenaRun(cfg, players, arenaContainment(players))
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := writeResult(filepath.Join(dir, RunJSON), append(b, '\n'), replace); err != nil {
		return nil, err
	}
	f, err := createResult(filepath.Join(dir, GamesJSONL), replace)
	if err != nil {
		return nil, err
	}
	return &Log{dir: dir, run: r, games: f, arena: &Result{Config: cfg, Players: players}}, nil
}

// ResumeLog opens the log in dir to go on with its run: the games
// already finished there, by index, and the log to append the others to.
// A line cut short by a stop is dropped (that game is played again).
func ResumeLog(dir string, cfg Config, players []Player) (map[int]Game, *Log, error) {
	r, err := readArenaRun(dir)
	if err != nil {
		return nil, nil, err
	}
	if err := r.sameGames(newArenaRun(cfg, players, "")); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", dir, err)
	}
	path := filepath.Join(dir, GamesJSONL)
	f, err := os.OpenFile(path, os.O_RDWR|oNoFollow, 0)
	if err != nil {
		return nil, nil, err
	}
	games, end, err := readGameLines(f, r, path)
	if err == nil {
		err = f.Truncate(end)
	}
	if err == nil {
		_, err = f.Seek(end, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return games, &Log{dir: dir, run: r, games: f, arena: &Result{Config: cfg, Players: players}}, nil
}

// readGameLines reads games.jsonl: the games by index, and where the last
// whole line ends.
func readGameLines(f io.Reader, r arenaRun, path string) (map[int]Game, int64, error) {
	games := map[int]Game{}
	br := bufio.NewReader(f)
	var end int64
	for line := 1; ; line++ {
		text, err := br.ReadBytes('\n')
		if err == io.EOF {
			return games, end, nil // a last line without its newline was cut short
		}
		if err != nil {
			return nil, 0, err
		}
		end += int64(len(text))
		if len(bytes.TrimSpace(text)) == 0 {
			continue
		}
		var l arenaGameLine
		if err := json.Unmarshal(text, &l); err != nil {
			return nil, 0, fmt.Errorf("%s line %d: %w", path, line, err)
		}
		k, g, err := l.game(r)
		if err != nil {
			return nil, 0, fmt.Errorf("%s line %d: %w", path, line, err)
		}
		games[k] = g
	}
}

// Append records game k: its line in games.jsonl, in one write, and its
// replay. It is the arena's OnGame.
func (l *Log) Append(k int, g Game) error {
	b, err := json.Marshal(gameLine(k, g, l.run.Names))
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	text, err := l.arena.Replay(g).MarshalText()
	if err != nil {
		return err
	}
	if err := writeResult(filepath.Join(l.dir, ReplayDir, ReplayName(k)), text, true); err != nil {
		return err
	}
	_, err = l.games.Write(append(b, '\n'))
	return err
}

// Close closes the log.
func (l *Log) Close() error { return l.games.Close() }

// Read reads the games logged in one or more output directories
// (the shards of one run, or one run) into one arena: the same tables as
// a single run that played them all. Directories of different runs are
// refused; a game found twice must be the same game.
func Read(dirs ...string) (*Result, error) {
	if len(dirs) == 0 {
		return nil, errors.New("no output directory")
	}
	var first arenaRun
	var a *Result
	for i, dir := range dirs {
		r, err := readArenaRun(dir)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			first = r
			cfg, _, err := RunConfig(dir)
			if err != nil {
				return nil, err
			}
			cfg.Shard, cfg.Shards = 0, 0
			a = &Result{Config: cfg, Containment: r.Containment}
			for j, name := range r.Names {
				a.Players = append(a.Players, Player{Name: name, Spec: r.Agents[j]})
			}
			n := len(r.Names)
			a.Games = make([]Game, n*n*r.States)
			for k := range a.Games {
				g := &a.Games[k]
				g.Cat, g.Catcher, g.StartIndex = k/r.States/n, k/r.States%n, k%r.States
				g.Seed = r.Seed + uint64(g.StartIndex)
			}
		} else if err := first.sameGames(r); err != nil {
			return nil, fmt.Errorf("%s and %s are not parts of one run: %w", dirs[0], dir, err)
		}
		path := filepath.Join(dir, GamesJSONL)
		f, err := os.OpenFile(path, os.O_RDONLY|oNoFollow, 0)
		if err != nil {
			return nil, err
		}
		games, _, err := readGameLines(f, r, path)
		f.Close()
		if err != nil {
			return nil, err
		}
		for k, g := range games {
			if old := a.Games[k]; old.Outcome.Over() {
				if old.Outcome != g.Outcome || !slices.Equal(old.Moves, g.Moves) {
					return nil, fmt.Errorf("game %d differs between the directories", k+1)
				}
				continue
			}
			a.Games[k] = g
		}
	}
	starts := map[int]catcat.Position{}
	for k := range a.Games {
		g := &a.Games[k]
		p, ok := starts[g.StartIndex]
		if !ok {
			var err error
			if p, err = catcat.RandomStart(a.Config.Size, a.Config.Density, g.Seed); err != nil {
				return nil, err
			}
			starts[g.StartIndex] = p
		}
		g.Start = p
	}
	return a, nil
}

// Played is how many of the arena's games were played.
func (a *Result) Played() int {
	n := 0
	for _, g := range a.Games {
		if g.Outcome.Over() {
			n++
		}
	}
	return n
}
