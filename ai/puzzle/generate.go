package puzzle

import (
	"context"
	"runtime"
	"sort"
	"sync"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// Config is one generator run.
type Config struct {
	Game    Game
	Seed    uint64 // fixes every game: the same seed makes the same puzzles
	Games   int    // self-play games at most (0: no limit but Target)
	Target  int    // stop once this many puzzles are kept (0: play Games)
	Workers int    // goroutines (0: every core)
	// Budget is the prover's nodes per candidate position: one that needs
	// more is passed over (0: DefaultBudget).
	Budget int64
	Sizes  []catcat.Size // Catch the Cat's boards (nil: CatcatSizes)
	// Records are games given (parsed records), mined before self-play.
	CabezaRecords []*cabeza.Game
	CatcatRecords []*catcat.Game
	// Progress, if set, is called after every game merged, from
	// Generate's goroutine.
	Progress func(Yield)
}

// DefaultBudget is the prover's nodes per candidate.
const DefaultBudget = 150_000

// Yield is what a run looked at and kept.
type Yield struct {
	Games      int                   // games mined (records and self-play)
	Positions  int                   // candidate positions proved or refuted
	PassedOver int                   // of them, over the budget
	Duplicates int                   // puzzles dropped as a position already kept, up to symmetry
	Kept       int                   // puzzles kept
	ByTheme    map[Theme]map[int]int // kept, by theme and count
}

// Generate mines puzzles. Games are played and mined on Workers
// goroutines but merged in the order of their numbers, so the result
// depends only on the Config, not on the machine or its load. It stops
// when ctx is done (returning what it kept so far), when Target is
// reached or Games are played.
func Generate(ctx context.Context, cfg Config) ([]Puzzle, Yield) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.Budget <= 0 {
		cfg.Budget = DefaultBudget
	}
	if len(cfg.Sizes) == 0 {
		cfg.Sizes = CatcatSizes
	}
	records := len(cfg.CabezaRecords)
	if cfg.Game == Catcat {
		records = len(cfg.CatcatRecords)
	}
	limit := records + cfg.Games
	unlimited := cfg.Games == 0 && cfg.Target > 0 // until Target
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type result struct {
		idx          int
		found        []Puzzle
		looked, over int
	}
	jobs := make(chan int)
	results := make(chan result)
	var wg sync.WaitGroup
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for idx := range jobs {
				// A prover (and its tables) per game: a proof's nodes, and so
				// a puzzle's first rating, must not depend on which games
				// this worker happened to prove before.
				pr := newCzProver(cfg.Budget)
				r := result{idx: idx}
				r.found, r.looked, r.over = mineGame(ctx, &cfg, pr, idx, records)
				select {
				case results <- r:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for idx := 0; unlimited || idx < limit; idx++ {
			select {
			case jobs <- idx:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	y := Yield{ByTheme: map[Theme]map[int]int{}}
	var kept []Puzzle
	seen := map[string]bool{}
	pending := map[int]result{}
	next := 0
	done := false
	for r := range results {
		if done {
			continue
		}
		pending[r.idx] = r
		for !done {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			y.Games++
			y.Positions += r.looked
			y.PassedOver += r.over
			for _, p := range r.found {
				key := KeyOf(&p)
				if seen[key] {
					y.Duplicates++
					continue
				}
				seen[key] = true
				p.ID = IDFor(p.Game, key)
				p.Rating = FirstRating(p.Effort, p.Count)
				kept = append(kept, p)
				y.Kept++
				if y.ByTheme[p.Theme] == nil {
					y.ByTheme[p.Theme] = map[int]int{}
				}
				y.ByTheme[p.Theme][p.Count]++
				if cfg.Target > 0 && y.Kept >= cfg.Target {
					done = true
					break
				}
			}
			if cfg.Progress != nil {
				cfg.Progress(y)
			}
			if !unlimited && next >= limit {
				done = true
			}
		}
		if done {
			cancel()
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].Rating < kept[j].Rating })
	return kept, y
}

// cabezaTail is how many plies before a game's end the generator looks
// at every position: the winner's last five moves and the loser's
// moves between them.
const cabezaTail = 2*5 + 1

// mineGame plays (or takes) game idx and proves its candidates.
func mineGame(ctx context.Context, cfg *Config, pr *czProver, idx, records int) (found []Puzzle, looked, over int) {
	seed := cfg.Seed*1_000_003 + uint64(idx-records) + 1
	if cfg.Game == Catcat {
		var positions []catcat.Position
		if idx < records {
			positions = cfg.CatcatRecords[idx].Positions()
		} else {
			positions, _, _ = catcatSelfPlay(seed, cfg.Sizes)
		}
		return mineCatcat(ctx, cfg, positions)
	}
	var positions []cabeza.Position
	if idx < records {
		g := cfg.CabezaRecords[idx]
		for i := 0; i <= g.Ply(); i++ {
			positions = append(positions, g.PositionAt(i))
		}
	} else {
		positions, _, _ = cabezaSelfPlay(ctx, seed)
	}
	return mineCabeza(ctx, cfg, pr, positions)
}

// mineCabeza proves the candidates of one game. In its last cabezaTail
// plies: the winner's positions as wins within the moves the game took
// to end (at most MaxCount), the loser's as defences. Earlier, any
// position where a side could win on the move (a win in 1) or must
// answer such a win (a defence): cheap to see (the rules package's
// WinningMoveAndThreat), and where low levels blunder. A position the
// game gives no reason to try is not tried: proving that a position has
// no win in 5 costs far more than finding one that has.
func mineCabeza(ctx context.Context, cfg *Config, pr *czProver, positions []cabeza.Position) (found []Puzzle, looked, over int) {
	last := len(positions) - 1 // the final position
	end := positions[last]
	winner, won := cabeza.Player(0), false
	if w, ok := end.HomeRowWinner(); ok {
		winner, won = w, true
	} else if last > 0 {
		if m, ok := positionsMove(positions[last-1], end); ok && m.IsWin() {
			winner, won = positions[last-1].Side(), true
		}
	}
	for i := 0; i < last && ctx.Err() == nil; i++ {
		pos := positions[i]
		most, defence := 0, false
		_, win, threat := pos.WinningMoveAndThreat()
		switch {
		case won && i >= last-cabezaTail && pos.Side() == winner:
			most = min(MaxCount(Cabeza), (last-i+1)/2)
		case won && i >= last-cabezaTail:
			defence = threat
		case win:
			most = 1
		case threat:
			defence = true
		}
		if most == 0 && !defence {
			continue
		}
		looked++
		p, ok := pr.cabezaPuzzle(pos, most, defence, cfg.Budget)
		if pr.Aborted() {
			over++
		}
		if ok {
			found = append(found, p)
		}
	}
	return found, looked, over
}

// positionsMove finds the move that leads from a to b.
func positionsMove(a, b cabeza.Position) (cabeza.Move, bool) {
	for _, m := range a.LegalMoves() {
		if q := a.Play(m); q.Hash() == b.Hash() {
			return m, true
		}
	}
	return cabeza.NoMove, false
}

// catcatTail: the winner's last MaxCount moves and the loser's between.
const catcatTail = 2 * 8

// mineCatcat proves the candidates of one game: the winner's positions
// of its last catcatTail plies.
func mineCatcat(ctx context.Context, cfg *Config, positions []catcat.Position) (found []Puzzle, looked, over int) {
	if len(positions) == 0 {
		return nil, 0, 0
	}
	end := positions[len(positions)-1]
	winner, ok := end.Outcome().Winner()
	if !ok {
		return nil, 0, 0
	}
	for i := max(0, len(positions)-1-catcatTail); i < len(positions)-1 && ctx.Err() == nil; i++ {
		pos := positions[i]
		if pos.Turn() != winner {
			continue
		}
		looked++
		p, ok, aborted := catcatPuzzle(pos, MaxCount(Catcat), cfg.Budget)
		if ok {
			found = append(found, p)
		} else if aborted {
			over++
		}
	}
	return found, looked, over
}
