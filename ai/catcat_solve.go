package ai

import (
	"context"
	"fmt"
	"strings"
	"time"

	"cabezacat/catcat"
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

// CatcatSolution is what the solver proved about a position.
type CatcatSolution struct {
	Proved  bool
	CatWins bool          // with best play (when Proved)
	Moves   int           // the winner's moves to the end: the cat's steps or the catcher's blocks
	Line    []catcat.Cell // the principal line, best play by both, from the position to the end
	Nodes   int
	Time    time.Duration
	Bound   int // the largest bound searched in full
}

// String says the result: "cat escapes in 4", "catcher traps in 3" or
// "unknown within the bound 6".
func (s CatcatSolution) String() string {
	switch {
	case !s.Proved:
		return fmt.Sprintf("unknown (searched in full up to %d moves)", s.Bound)
	case s.CatWins:
		return fmt.Sprintf("cat escapes in %d", s.Moves)
	}
	return fmt.Sprintf("catcher traps in %d", s.Moves)
}

// Short is the result for a one-line panel: "escape in 4 — proven".
func (s CatcatSolution) Short(ascii bool) string {
	dash := " — "
	if ascii {
		dash = " - "
	}
	switch {
	case !s.Proved:
		return ""
	case s.CatWins:
		return fmt.Sprintf("escape in %d%sproven", s.Moves, dash)
	}
	return fmt.Sprintf("trap in %d%sproven", s.Moves, dash)
}

// LineText is the principal line as moves, "1,0 2,-1 …".
func (s CatcatSolution) LineText() string {
	parts := make([]string, len(s.Line))
	for i, c := range s.Line {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// SolveCatcat proves the value of pos, searching until ctx is done or
// maxNodes nodes are spent (0: no limit). A finished game is solved at
// once: 0 moves.
func SolveCatcat(ctx context.Context, pos catcat.Position, maxNodes int) CatcatSolution {
	start := time.Now()
	var sol CatcatSolution
	switch pos.Outcome() {
	case catcat.CatEscaped:
		return CatcatSolution{Proved: true, CatWins: true}
	case catcat.CatTrapped:
		return CatcatSolution{Proved: true}
	}
	pr := getProver(pos)
	defer putProver(pr)
	pr.ctx, pr.limit = ctx, maxNodes
	// No game lasts longer than the free cells allow. Each side's bound
	// is deepened in turn, the one whose last search was cheaper first:
	// the side that wins usually proves sooner than the other refutes.
	most := min(pos.Size().Cells()-pos.BlockedCount(), proverMaxDepth)
	kE, kT := 0, 0       // bounds refuted so far
	costE, costT := 0, 0 // nodes of each side's last search
	for kE < most || kT < most {
		before := pr.nodes
		if kT >= most || kE < most && costE <= costT {
			r := pr.escape(kE + 1)
			costE = pr.nodes - before
			if r == proveProved {
				sol = CatcatSolution{Proved: true, CatWins: true, Moves: kE + 1}
				break
			}
			if r == proveUnknown {
				break
			}
			kE++
		} else {
			r := pr.trap(kT + 1)
			costT = pr.nodes - before
			if r == proveProved {
				sol = CatcatSolution{Proved: true, Moves: kT + 1}
				break
			}
			if r == proveUnknown {
				break
			}
			kT++
		}
		sol.Bound = min(kE, kT)
	}
	if sol.Proved {
		sol.Bound = sol.Moves
		pr.limit, pr.ctx, pr.aborted = 0, nil, false // the line replays the proof: the table holds it
		sol.Line = pr.principalLine(pos, sol.CatWins, sol.Moves)
	}
	sol.Nodes = pr.nodes
	sol.Time = time.Since(start)
	return sol
}

// principalLine plays out a proved result on the prover's board: the
// winner's proof moves, the loser's longest resistance. It stops early
// (a shorter line) if a step is not proved again, which cannot happen
// with an exact table and no budget.
func (p *prover) principalLine(pos catcat.Position, catWins bool, n int) []catcat.Cell {
	var line []catcat.Cell
	for n > 0 && pos.Outcome() == catcat.Ongoing {
		winnerToMove := (pos.Turn() == catcat.CatToMove) == catWins
		move := int16(-1)
		switch {
		case winnerToMove && catWins:
			if p.escape(n) == proveProved {
				move = p.root
			}
		case winnerToMove:
			if p.trap(n) == proveProved {
				move = p.root
			}
		case catWins: // the catcher holds out: a block that refutes n−1
			if n > 1 && p.escape(n-1) == proveRefuted {
				move = p.root
			}
		default: // the cat holds out
			if n > 1 && p.trap(n-1) == proveRefuted {
				move = p.root
			}
		}
		if move < 0 {
			move = anyMove(pos)
		}
		if move < 0 {
			break
		}
		next, err := pos.PlayIndex(int(move))
		if err != nil {
			break
		}
		line = append(line, pos.Size().CellAt(int(move)))
		if winnerToMove {
			n--
		}
		p.play(int(move))
		pos = next
	}
	return line
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
