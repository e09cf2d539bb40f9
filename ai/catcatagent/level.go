package catcatagent

import (
	"fmt"
	"strings"

	"cabezacat/catcat"
)

// Level is the strength of the built-in Catch the Cat agents. Each
// level plays for the competition score, not just the result: a side
// that can win wins in as few moves as it sees, a losing side lasts as
// long as it sees, and every level thinks little (CPU time costs points).
// The agents are stateless: a move depends only on the position, and the
// same position always gets the same move.
type Level int

const (
	// Easy is greedy: the cat steps along a shortest way out; the
	// catcher blocks the cat's next step on its shortest way out.
	Easy Level = iota + 1
	// Medium looks one move ahead with the two-distance (how far the
	// cat is from the border when every step it wants is blocked once).
	Medium
	// Hard first asks the exact provers (escape within k, trap
	// within k): a proven win is played, the quickest; a proven loss is
	// fought as long as possible. Otherwise the catcher searches its
	// relevant blocks and the cat's replies (alpha-beta, three blocks
	// deep) on the two-distance, the number of ways out and, when the
	// cat is shut in, its room, within a fixed budget of work; the cat
	// looks one move ahead as the medium cat does.
	Hard
)

// Levels lists the levels, weakest first.
var Levels = []Level{Easy, Medium, Hard}

func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	}
	return fmt.Sprintf("CatcatLevel(%d)", int(l))
}

// Doc is the level's one-line description, for help texts and menus.
func (l Level) Doc() string {
	switch l {
	case Easy:
		return "greedy: the cat runs along a shortest way out, the catcher blocks its next step"
	case Medium:
		return "one move ahead, judging the cat's ways out by the two-distance"
	case Hard:
		return "plays proven wins and fights proven losses (exact escape/trap provers); else the catcher searches three blocks deep, the cat one move"
	}
	return "unknown level"
}

// ParseLevel reads "easy", "medium" or "hard" (any case).
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels {
		if strings.EqualFold(strings.TrimSpace(s), l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("level %q: want easy, medium or hard", s)
}

// CatMove is the cell the cat moves to in pos (the cat to move). When
// the cat has no legal move, or the game is over, it returns the cat's
// own cell: staying put, an invalid move. An unknown level plays hard.
func CatMove(pos catcat.Position, level Level) catcat.Cell {
	if pos.Outcome().Over() || !pos.CatHasMove() {
		return pos.Cat()
	}
	if level == Easy {
		return easyCatMove(pos)
	}
	if level != Medium {
		if m, ok := provenCatMove(pos); ok {
			return pos.Size().CellAt(int(m))
		}
	}
	// Undecided, the hard cat looks one move ahead as the medium one
	// does. Its deeper search (two cat moves against our own catcher's
	// few blocks near the cat) escaped no more often from our hard
	// catcher (12/30 starts at 13×13, 0/30 at 21×21, with either search)
	// and far less often from a catcher that walls the border ends of
	// its ways out (5/20 at 21×21, against 14/20): it trusted a model of
	// the catcher that other catchers do not follow.
	return pos.Size().CellAt(int(searchMove(pos, Medium)))
}

// CatcherMove is the cell the catcher blocks in pos (the catcher to
// move). When the game is over or no cell is free it returns the cat's
// cell, an invalid move. An unknown level plays hard.
func CatcherMove(pos catcat.Position, level Level) catcat.Cell {
	if pos.Outcome().Over() || pos.BlockedCount() >= pos.Size().Cells()-1 {
		return pos.Cat()
	}
	if level == Easy {
		return easyCatcherMove(pos)
	}
	if level != Medium {
		if m, ok := provenCatcherMove(pos); ok {
			return pos.Size().CellAt(int(m))
		}
	}
	return pos.Size().CellAt(int(searchMove(pos, level)))
}

// searchMove is the heuristic search's move for the side to move at a
// level's depths (medium or hard), without the provers: the part of the
// agents that a faster search must reproduce move for move.
func searchMove(pos catcat.Position, level Level) int16 {
	s := getCatSearch(pos)
	defer putCatSearch(s)
	if pos.Turn() == catcat.CatToMove {
		return s.bestCatMove(catcatDepths(level, pos.Size()))
	}
	return s.bestCatcherMove(catcatDepths(level, pos.Size()))
}

// catcatDepth is how deep each side looks at a level and size.
type catcatDepth struct {
	cat     int // plies from the cat's move (odd: the search ends after a cat move)
	catcher int // plies from the catcher's block (even)
	radius  int // how far from the cat the catcher's root blocks are sought
	rootK   int // how many root blocks are searched past the first ply
	innerK  int // how many blocks are searched at inner catcher nodes
	inner   int // how far from the cat inner blocks are sought
	budget  int // two-distance fields a move may compute; past it the deeper search stops
}

func catcatDepths(level Level, size catcat.Size) catcatDepth {
	if level == Medium {
		return catcatDepth{cat: 1, catcher: 2, radius: 3}
	}
	// A field costs about N² steps, and the budgets of the issue (10 ms a
	// move on 21×21, 50 ms on 45×45) grow about as N² does, so one budget
	// in fields fits both; the largest boards get a little less for
	// safety on a busy machine. The catcher looks three blocks deep, the
	// cat two moves (deeper cat searches scored worse in self-play, and
	// four inner blocks beat three, five and six within the budget).
	d := catcatDepth{cat: 3, catcher: 6, radius: 4, rootK: 12, innerK: 4, budget: 600}
	if size > 29 {
		d.budget = 400
	}
	return d
}
