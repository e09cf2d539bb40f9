package catcatsolve

import (
	"context"
	"fmt"
	"strings"
	"time"

	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

// The solver: the exact value of a Catch the Cat position. Every game
// ends (each block fills a cell), and there are no draws, so a position
// is a win for the cat in some number of its moves or for the catcher in
// some number of blocks, never both. The solver deepens each prover's
// bound k = 1, 2, 3, … in turn (the cheaper side first); the first
// proof is the value, and as every smaller bound of that side was
// refuted, k is the quickest win with best play by both (the loser
// holding out longest). Both provers share one transposition
// table, keyed by the blocked set and the cat's cell and folded over the
// board's mirror, that lives through all the bounds, so each bound
// reuses what the ones before proved.

// Solution is what the solver proved about a position.
type Solution struct {
	Proved  bool
	CatWins bool // with best play (when Proved)
	Moves   int  // the winner's moves to the end: the cat's steps or the catcher's blocks
	// MovesUnknown: the winner is proved (by df-pn) but the budget ran
	// out before the number of moves was; Moves is then 0 and Line a
	// winning line, not necessarily the quickest.
	MovesUnknown bool
	// NotCounted: MovesUnknown because the moves were not asked for
	// (SolveWinner), not because the budget ran out.
	NotCounted bool
	Line       []catcat.Cell // the principal line, best play by both, from the position to the end
	Nodes      int
	Time       time.Duration
	// WinnerTime is when the winner was known: Time, unless df-pn proved
	// it and the count of moves took the rest (or ran out of time).
	WinnerTime time.Duration
	Bound      int // the largest bound searched in full
	// NoEscapeWithin and NoTrapWithin are the bounds each prover refuted
	// in full: the cat cannot force its way out within NoEscapeWithin of
	// its moves, nor the catcher trap it within NoTrapWithin blocks. On
	// a position left unknown they are what was proved about it.
	NoEscapeWithin, NoTrapWithin int
}

// String says the result: "cat escapes in 4", "catcher traps in 3" or
// "unknown within the bound 6".
func (s Solution) String() string {
	switch {
	case !s.Proved:
		return "unknown (" + s.Held() + ")"
	case s.NotCounted && s.CatWins:
		return fmt.Sprintf("cat escapes (proven; in more than %s, not counted)", plural.Count(s.Bound, "move"))
	case s.NotCounted:
		return fmt.Sprintf("catcher traps (proven; in more than %s, not counted)", plural.Count(s.Bound, "move"))
	case s.MovesUnknown && s.CatWins:
		return fmt.Sprintf("cat escapes (proven; in more than %s, how many not found in time)", plural.Count(s.Bound, "move"))
	case s.MovesUnknown:
		return fmt.Sprintf("catcher traps (proven; in more than %s, how many not found in time)", plural.Count(s.Bound, "move"))
	case s.CatWins:
		return fmt.Sprintf("cat escapes in %d", s.Moves)
	}
	return fmt.Sprintf("catcher traps in %d", s.Moves)
}

// Held says what the bounded provers proved about a position they did
// not settle: "the cat does not escape within 9 moves, nor the catcher
// trap within 5 blocks".
func (s Solution) Held() string {
	return fmt.Sprintf("the cat does not escape within %s, nor the catcher trap within %s",
		plural.Count(s.NoEscapeWithin, "move"), plural.Count(s.NoTrapWithin, "block"))
}

// Short is the result for a one-line panel: who wins, in how many of
// the winner's own moves (the cat's steps, the catcher's blocks), the
// count the analysis' lines give too: "cat escapes in 4 steps — proven".
func (s Solution) Short(ascii bool) string {
	dash := " — "
	if ascii {
		dash = " - "
	}
	switch {
	case !s.Proved:
		return ""
	case s.MovesUnknown && s.CatWins:
		return "cat escapes" + dash + "proven"
	case s.MovesUnknown:
		return "catcher traps" + dash + "proven"
	case s.CatWins:
		return "cat escapes in " + plural.Count(s.Moves, "step") + dash + "proven"
	}
	return "catcher traps in " + plural.Count(s.Moves, "block") + dash + "proven"
}

// LineText is the principal line as moves, "1,0 2,-1 …".
func (s Solution) LineText() string {
	parts := make([]string, len(s.Line))
	for i, c := range s.Line {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// Solve proves the value of pos, searching until ctx is done or
// maxNodes nodes are spent (0: no limit). A finished game is solved at
// once: 0 moves.
func Solve(ctx context.Context, pos catcat.Position, maxNodes int) Solution {
	return solve(ctx, pos, maxNodes, true, false, 1)
}

// SolveThreads is Solve on the clock alone (no budget of nodes), with
// df-pn on threads workers (dfpn_parallel.go; at most MaxSolveThreads):
// they share one table, and each keeps stores of its own (a minute's
// 13×13 solve on 2 threads held about 700 MB).
// The value is the same as on one thread; which worker settles it first,
// and so the line when the moves are not counted, may differ from run
// to run.
func SolveThreads(ctx context.Context, pos catcat.Position, threads int) Solution {
	return solve(ctx, pos, 0, true, false, threads)
}

// SolveWinnerThreads is SolveWinner on threads workers, as SolveThreads.
func SolveWinnerThreads(ctx context.Context, pos catcat.Position, threads int) Solution {
	return solve(ctx, pos, 0, false, false, threads)
}

// SolveQuick is Solve for a small budget (the analysis', the quick
// review's; past solveBoundsFirst it is Solve): on 13×13 a
// quarter of it goes to df-pn (dfpnSmallBudgetPart), which proves many
// more positions, but often without their count of moves (MovesUnknown:
// Short says "proven" without one). Solve leaves a budget of at most
// solveBoundsFirst to the bounded provers, whose proofs are counted.
func SolveQuick(ctx context.Context, pos catcat.Position, maxNodes int) Solution {
	return solve(ctx, pos, maxNodes, true, true, 1)
}

// SolveWinner is Solve that stops once the winner is proved: when
// df-pn proves it, the number of moves is not searched for (Moves 0,
// MovesUnknown, and Line a winning line). The winner of a large board
// is often in reach when the count of its moves is not (at 13×13 the
// count of a catcher's win rarely finishes), and a settled position is
// one whose winner is proved.
func SolveWinner(ctx context.Context, pos catcat.Position, maxNodes int) Solution {
	return solve(ctx, pos, maxNodes, false, false, 1)
}

func solve(ctx context.Context, pos catcat.Position, maxNodes int, countMoves, dfpnShare bool, threads int) Solution {
	start := time.Now()
	switch pos.Outcome() {
	case catcat.CatEscaped:
		return Solution{Proved: true, CatWins: true}
	case catcat.CatTrapped:
		return Solution{Proved: true}
	}
	pr := GetProver(pos)
	defer PutProver(pr)
	pr.ctx, pr.Limit = ctx, maxNodes
	// No game lasts longer than the free cells allow.
	most := min(pos.Size().Cells()-pos.BlockedCount(), proverMaxDepth)
	// The bounds first, on a first budget: small positions are solved
	// there, and in the quickest way. Then df-pn settles the winner, and
	// the winner's bound alone is deepened for the number of moves.
	if maxNodes == 0 || maxNodes > solveBoundsFirst {
		pr.Limit = solveBoundsFirst
	} else if dfpnShare && pos.Size() == dfpnSmallBudgetSize {
		pr.Limit = maxNodes - maxNodes/dfpnSmallBudgetPart
	}
	sol, kE, kT := pr.solveByBounds(most)
	helperNodes := 0 // the nodes of a parallel solve's other workers
	sol.NoEscapeWithin, sol.NoTrapWithin = kE, kT
	if !sol.Proved && pr.Aborted && pr.Limit != maxNodes && ctx.Err() == nil {
		pr.Aborted, pr.Limit = false, maxNodes
		// The must-play narrowing (the escape prover's pass proofs) only
		// where a budget counts nodes: its nodes are cheap, so it settles
		// a small budget's positions in less CPU (the analysis' 320
		// positions: 1.35 CPU-s with it, 6.44 without). A solve on the
		// clock is quicker without it, now that the carriers of df-pn's
		// own proofs narrow the catcher's blocks (13×13 game positions:
		// 5.4 CPU-s instead of 8.0, 6.1 instead of 7.9, one proved in
		// 8.8 that was not in 20).
		noMustPlay := maxNodes == 0 || maxNodes > solveBoundsFirst
		ps, res := &pnSearch{p: pr, noMustPlay: noMustPlay}, Unknown
		line := ps.line
		if threads = min(threads, MaxSolveThreads); threads > 1 && maxNodes == 0 {
			pp := proveParallel(ctx, pos, pr, threads, noMustPlay)
			defer pp.release()
			res, line, helperNodes = pp.res, pp.won.line, pp.helperNodes
		} else {
			res = ps.prove()
		}
		switch res {
		case Proved:
			sol = Solution{Proved: true, CatWins: true}
		case Refuted:
			sol = Solution{Proved: true}
		}
		if sol.Proved {
			sol.WinnerTime = time.Since(start)
			if countMoves {
				sol.Moves = pr.winnerBound(sol.CatWins, kE, kT, most)
			}
			if sol.Moves == 0 {
				sol.MovesUnknown, sol.NotCounted, sol.Bound = true, !countMoves, min(kE, kT)
				pr.Limit, pr.ctx, pr.Aborted = 0, nil, false
				sol.Line = line(pos, sol.CatWins)
			}
		}
	}
	if sol.Proved && !sol.MovesUnknown {
		sol.Bound = sol.Moves
		pr.Limit, pr.ctx, pr.Aborted = 0, nil, false // the line replays the proof: the table holds it
		sol.Line = pr.principalLine(pos, sol.CatWins, sol.Moves)
	}
	sol.Nodes = pr.Nodes + helperNodes
	sol.Time = time.Since(start)
	if sol.Proved && sol.WinnerTime == 0 {
		sol.WinnerTime = sol.Time
	}
	return sol
}

// solveBoundsFirst is the nodes the bounded provers get before df-pn
// takes over: enough for every 9×9 start.
var solveBoundsFirst = 200_000

// A budget of at most solveBoundsFirst (the analysis' 50,000 nodes, the
// quick review's 100,000) leaves df-pn nothing. With SolveQuick (the
// analysis' and the review's), on 13×13 boards, the default, the
// bounded provers get three quarters of it and df-pn the last quarter
// (dfpnSmallBudgetPart = 4). A df-pn proof often comes without its
// count of moves: the analysis then says "proven" without one, the
// review "walked into a trap" and "win proven". Measured on 130 positions
// of random playouts at 50,000 nodes (AMD EPYC): proved 45.4 % → 66.2 %
// (half to df-pn: 66.2 %, three quarters: 65.4 %), the CPU per position
// at the median 4.1 ms either way, at the 90th percentile 5.8 → 47 ms,
// at most 79 ms. Not on other sizes: on 9×9 the bounds settle nearly
// all alone and a share only takes from them (89.6 → 87.5 %), and on
// larger boards a df-pn node's walls cost so much that on 17×17 a
// quarter brought 34.6 → 37.2 % for a median of 70 ms a position, and
// on 21×21 half brought 18.3 → 18.8 % for 330 ms.
const (
	dfpnSmallBudgetSize = catcat.Size(13)
	dfpnSmallBudgetPart = 4
)

// solveByBounds deepens each prover's bound k = 1, 2, 3, … in turn,
// the one whose last search was cheaper first (the side that wins
// usually proves sooner than the other refutes), until one proves or
// the budget runs out. kE and kT are the bounds refuted.
func (pr *Prover) solveByBounds(most int) (sol Solution, kE, kT int) {
	costE, costT := 0, 0 // nodes of each side's last search
	for kE < most || kT < most {
		before := pr.Nodes
		if kT >= most || kE < most && costE <= costT {
			r := pr.Escape(kE + 1)
			costE = pr.Nodes - before
			if r == Proved {
				return Solution{Proved: true, CatWins: true, Moves: kE + 1}, kE, kT
			}
			if r == Unknown {
				break
			}
			kE++
		} else {
			r := pr.Trap(kT + 1)
			costT = pr.Nodes - before
			if r == Proved {
				return Solution{Proved: true, Moves: kT + 1}, kE, kT
			}
			if r == Unknown {
				break
			}
			kT++
		}
		sol.Bound = min(kE, kT)
	}
	return sol, kE, kT
}

// winnerBound deepens the winner's prover from the bounds already
// refuted: the first bound proved is the number of moves (0: the budget
// ran out first).
func (pr *Prover) winnerBound(catWins bool, kE, kT, most int) int {
	k := kT
	if catWins {
		k = kE
	}
	for k++; k <= most; k++ {
		r := pr.Trap(k)
		if catWins {
			r = pr.Escape(k)
		}
		switch r {
		case Proved:
			return k
		case Unknown:
			return 0
		}
	}
	return 0
}

// principalLine plays out a proved result on the prover's board: the
// winner's proof moves, the loser's longest resistance. It stops early
// (a shorter line) if a step is not proved again, which cannot happen
// with an exact table and no budget.
func (p *Prover) principalLine(pos catcat.Position, catWins bool, n int) []catcat.Cell {
	var line []catcat.Cell
	for n > 0 && pos.Outcome() == catcat.Ongoing {
		winnerToMove := (pos.Turn() == catcat.CatToMove) == catWins
		move := int16(-1)
		switch {
		case winnerToMove && catWins:
			if p.Escape(n) == Proved {
				move = p.Root
			}
		case winnerToMove:
			if p.Trap(n) == Proved {
				move = p.Root
			}
		case catWins: // the catcher holds out: a block that refutes n−1
			if n > 1 && p.Escape(n-1) == Refuted {
				move = p.Root
			}
		default: // the cat holds out
			if n > 1 && p.Trap(n-1) == Refuted {
				move = p.Root
			}
		}
		if move < 0 {
			move = anyMove(pos)
		}
		var ok bool
		if pos, line, ok = p.playOn(pos, move, line); !ok {
			break
		}
		if winnerToMove {
			n--
		}
	}
	return line
}

// playOn plays move (a cell index; -1: none) on pos and on the prover's
// board and adds it to line; ok is false, and nothing is played, when
// there is no such move.
func (p *Prover) playOn(pos catcat.Position, move int16, line []catcat.Cell) (catcat.Position, []catcat.Cell, bool) {
	if move < 0 {
		return pos, line, false
	}
	next, err := pos.PlayIndex(int(move))
	if err != nil {
		return pos, line, false
	}
	p.play(int(move))
	return next, append(line, pos.Size().CellAt(int(move))), true
}

// anyMove is a legal move of the side to move: the cat's first free
// neighbour, or the catcher's block next to the cat (any block keeps a
// lost position lost; one next to the cat at least costs it room).
func anyMove(pos catcat.Position) int16 {
	var buf [6]int16
	s := pos.Size()
	for _, n := range s.NeighbourIndices(pos.CatIndex()) {
		if n >= 0 && !pos.IsBlockedIndex(int(n)) {
			return n
		}
	}
	moves := pos.AppendLegalIndices(buf[:0])
	if len(moves) > 0 {
		return moves[0]
	}
	return -1
}
