package arena

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/sandbox"
	"cabezacat/catcat"
	"cabezacat/internal/quote"
)

// Config is one run of the course competition.
type Config struct {
	Size        catcat.Size
	States      int           // random starts; every pairing plays each once
	Density     float64       // share of cells blocked at the start
	Seed        uint64        // start i is catcat.RandomStart(Size, Density, Seed+i)
	K           float64       // points lost per CPU second
	MoveCPU     time.Duration // CPU time of a program's whole tree per move
	MoveTimeout time.Duration // wall-clock backstop per move
	// Limits are a program's other limits per move (processes, memory,
	// file size, open files, output); zero fields take the defaults.
	Limits       sandbox.Limits
	Workers      int                   // games played at once; 0: one per CPUsPerAgent cores
	CPUsPerAgent int                   // cores each worker's programs are pinned to; 0: 1
	Progress     func(done, total int) // called after each game, from the workers; may be nil

	// Shard and Shards split the game list for several machines: only
	// the games k (0-based, in the arena's order) with k % Shards ==
	// Shard-1 are played. Shards 0 plays them all.
	Shard, Shards int
	// Finished are games already played (a resumed run), by game index:
	// they are taken as they are and not played again.
	Finished map[int]Game
	// OnGame is called with each game as soon as it is played (game
	// index k), one call at a time; the arena's log appends it to disk.
	// An error stops the run.
	OnGame func(k int, g Game) error
}

// InShard reports whether game k is played by this shard of the run.
func (c Config) InShard(k int) bool { return c.Shards <= 1 || k%c.Shards == c.Shard-1 }

// DefaultConfig is the competition as the seed runs it, at the
// project's defaults: 21×21, 100 starts, 5% blocked, K = 1, 2 s a move.
func DefaultConfig() Config {
	return Config{
		Size:        21,
		States:      100,
		Density:     catcat.DefaultDensity,
		Seed:        1,
		K:           catcat.DefaultK,
		MoveCPU:     DefaultMoveCPU,
		MoveTimeout: DefaultMoveTimeout,
	}
}

// Game is one finished game of the arena.
type Game struct {
	Cat, Catcher  int // indices into the players
	StartIndex    int
	Seed          uint64
	Start         catcat.Position
	Moves         []catcat.Cell // the valid moves, in order
	Outcome       catcat.Outcome
	Reason        string       // why an invalid move lost: the broken rule or the program's failure
	Failure       forfeit.Kind // the program's failure, or 0
	InvalidMove   *catcat.Cell
	CatMoves      int
	CatcherMoves  int
	CPUCat        time.Duration
	CPUCatcher    time.Duration
	CatPoints     float64
	CatcherPoints float64
}

// Result is the result of a run: the games in a fixed order (cat, then
// catcher, then start), whatever order they were played in.
type Result struct {
	Config      Config
	Players     []Player
	Games       []Game
	Containment string // how the programs were contained (sandbox.Containment), "" with built-ins only
}

// Run plays every player as cat against every player as catcher,
// itself included, on the same random starts, games in parallel. The
// moves and results depend only on the config and the players (for
// deterministic programs); the points also on the CPU time measured.
// Cancelling ctx stops the run: games not yet played are missing and
// the error says so.
func Run(ctx context.Context, cfg Config, players []Player) (*Result, error) {
	if len(players) == 0 {
		return nil, errors.New("arena: no agents")
	}
	if cfg.States <= 0 {
		return nil, fmt.Errorf("arena: %d states; want at least one", cfg.States)
	}
	if cfg.Shards < 0 || cfg.Shards > 0 && (cfg.Shard < 1 || cfg.Shard > cfg.Shards) {
		return nil, fmt.Errorf("arena: shard %d/%d; want 1 to %d", cfg.Shard, cfg.Shards, cfg.Shards)
	}
	starts := make([]catcat.Position, cfg.States)
	for i := range starts {
		p, err := catcat.RandomStart(cfg.Size, cfg.Density, cfg.Seed+uint64(i))
		if err != nil {
			return nil, fmt.Errorf("arena: start %d: %w", i, err)
		}
		starts[i] = p
	}
	players = slices.Clone(players)
	lim := cfg.Limits
	lim.CPU, lim.Wall = cfg.MoveCPU, cfg.MoveTimeout
	lim = MoveLimits(lim)
	containment := arenaContainment(players)
	if containment != "" {
		cont := sandbox.Detect()
		ws, err := sandbox.NewWorkspace(cont)
		if err != nil {
			return nil, fmt.Errorf("arena: the agents' directories: %w", err)
		}
		defer ws.Close()
		for i := range players {
			if players[i].Level != 0 {
				continue
			}
			j, err := ws.Jail(players[i].Program.Path)
			if err != nil {
				return nil, fmt.Errorf("arena: agent %s: %w", players[i].Name, err)
			}
			players[i].Program.Jail = j
			players[i].Program.Limits = lim
		}
	}

	n := len(players)
	games := make([]Game, n*n*cfg.States)
	for cat := range n {
		for catcher := range n {
			for s := range cfg.States {
				games[(cat*n+catcher)*cfg.States+s] = Game{
					Cat: cat, Catcher: catcher, StartIndex: s,
					Seed: cfg.Seed + uint64(s), Start: starts[s],
				}
			}
		}
	}

	cores := sandbox.Cores()
	perAgent := max(cfg.CPUsPerAgent, 1)
	workers := cfg.Workers
	if workers <= 0 {
		workers = max(1, len(cores)/perAgent)
	}
	// The games this run plays: those of its shard not finished before.
	var todo []int
	shardGames := 0
	for k := range games {
		if !cfg.InShard(k) {
			continue
		}
		shardGames++
		if g, ok := cfg.Finished[k]; ok && g.Outcome.Over() {
			g.Start = games[k].Start
			games[k] = g
			continue
		}
		todo = append(todo, k)
	}
	var next, done atomic.Int64
	done.Store(int64(shardGames - len(todo)))
	var logMu sync.Mutex
	var logErr error
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	var wg sync.WaitGroup
	for w := range min(workers, len(todo)) {
		// Worker w's programs run on cores of their own (when there are
		// enough), so parallel games do not take CPU from each other.
		mine := make([]int, perAgent)
		for k := range mine {
			mine[k] = cores[(w*perAgent+k)%len(cores)]
		}
		own := slices.Clone(players)
		for i := range own {
			own[i].Program.CPUs = mine
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				t := int(next.Add(1) - 1)
				if t >= len(todo) || ctx.Err() != nil {
					return
				}
				k := todo[t]
				g := &games[k]
				playArenaGame(ctx, cfg, own[g.Cat], own[g.Catcher], g)
				if ctx.Err() != nil {
					// Stopped mid-game: the game is not finished, and a
					// resumed run plays it again.
					*g = Game{Cat: g.Cat, Catcher: g.Catcher, StartIndex: g.StartIndex, Seed: g.Seed, Start: g.Start}
					return
				}
				if cfg.OnGame != nil {
					logMu.Lock()
					if err := cfg.OnGame(k, *g); err != nil && logErr == nil {
						logErr = err
						stop(err)
					}
					logMu.Unlock()
				}
				d := done.Add(1)
				if cfg.Progress != nil {
					cfg.Progress(int(d), shardGames)
				}
			}
		}()
	}
	wg.Wait()
	a := &Result{Config: cfg, Players: players, Games: games, Containment: containment}
	if logErr != nil {
		return a, fmt.Errorf("arena: recording a game: %w", logErr)
	}
	if err := ctx.Err(); err != nil {
		return a, fmt.Errorf("arena stopped after %d of %d games: %w", done.Load(), shardGames, context.Cause(ctx))
	}
	return a, nil
}

// arenaContainment names the containment the players' programs run in,
// or "" when there is no program.
func arenaContainment(players []Player) string {
	for _, p := range players {
		if p.Level == 0 {
			return sandbox.Detect().String()
		}
	}
	return ""
}

// playArenaGame plays g from its start to the end: every answer checked
// against the rules, an invalid move or a misbehaving program losing the
// game for its side.
func playArenaGame(ctx context.Context, cfg Config, cat, catcher Player, g *Game) {
	game := catcat.NewGame(g.Start)
	for !game.Over() {
		pos := game.Position()
		side, player := catcat.CatToMove, cat
		if pos.Turn() == catcat.CatcherToMove {
			side, player = catcat.CatcherToMove, catcher
		}
		c, cpu, err := player.Move(ctx, pos)
		if side == catcat.CatToMove {
			g.CPUCat += cpu
		} else {
			g.CPUCatcher += cpu
		}
		if err != nil {
			g.Outcome = catcat.CatInvalidMove
			if side == catcat.CatcherToMove {
				g.Outcome = catcat.CatcherInvalidMove
			}
			g.Failure = forfeit.KindOf(err)
			g.Reason = quote.Text(err.Error(), 400)
			break
		}
		if err := game.Play(c); err != nil {
			g.Failure = forfeit.IllegalMove
			g.Reason = err.Error()
			g.InvalidMove = &c
			break
		}
	}
	if g.Outcome == catcat.Ongoing {
		g.Outcome = game.Result().Outcome
	}
	g.Moves = game.Moves()
	g.CatMoves = game.CatMoves()
	g.CatcherMoves = game.CatcherMoves()
	winner, _ := g.Outcome.Winner()
	t := catcat.Tally{
		Size: g.Start.Size(), Winner: winner,
		CatMoves: g.CatMoves, CatcherMoves: g.CatcherMoves,
		CPUCat: g.CPUCat, CPUCatcher: g.CPUCatcher,
	}
	g.CatPoints, g.CatcherPoints = t.Points(cfg.K)
}
