package ai

import (
	"fmt"
	"strings"

	"cabezacat/catcat"
)

// CatcatLevel is the strength of the built-in Catch the Cat agents. Each
// level plays for the competition score, not just the result: a side
// that can win wins in as few moves as it sees, a losing side lasts as
// long as it sees, and every level thinks little (CPU time costs points).
// The agents are stateless: a move depends only on the position, and the
// same position always gets the same move.
type CatcatLevel int

const (
	// CatcatEasy is greedy: the cat steps along a shortest way out; the
	// catcher blocks the cat's next step on its shortest way out.
	CatcatEasy CatcatLevel = iota + 1
	// CatcatMedium looks one move ahead with the two-distance (how far the
	// cat is from the border when every step it wants is blocked once).
	CatcatMedium
	// CatcatHard searches the catcher's relevant blocks and the cat's
	// replies (alpha-beta: the catcher three blocks deep, the cat two
	// moves) on the two-distance, the number of ways out and, when the
	// cat is shut in, its room, within a fixed budget of work.
	CatcatHard
)

// CatcatLevels lists the levels, weakest first.
var CatcatLevels = []CatcatLevel{CatcatEasy, CatcatMedium, CatcatHard}

func (l CatcatLevel) String() string {
	switch l {
	case CatcatEasy:
		return "easy"
	case CatcatMedium:
		return "medium"
	case CatcatHard:
		return "hard"
	}
	return fmt.Sprintf("CatcatLevel(%d)", int(l))
}

// Doc is the level's one-line description, for help texts and menus.
func (l CatcatLevel) Doc() string {
	switch l {
	case CatcatEasy:
		return "greedy: the cat runs along a shortest way out, the catcher blocks its next step"
	case CatcatMedium:
		return "one move ahead, judging the cat's ways out by the two-distance"
	case CatcatHard:
		return "searches the relevant blocks and the cat's replies a few moves deep"
	}
	return "unknown level"
}

// ParseCatcatLevel reads "easy", "medium" or "hard" (any case).
func ParseCatcatLevel(s string) (CatcatLevel, error) {
	for _, l := range CatcatLevels {
		if strings.EqualFold(strings.TrimSpace(s), l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("level %q: want easy, medium or hard", s)
}

// CatMove is the cell the cat moves to in pos (the cat to move). When
// the cat has no legal move, or the game is over, it returns the cat's
// own cell: staying put, an invalid move. An unknown level plays hard.
func CatMove(pos catcat.Position, level CatcatLevel) catcat.Cell {
	if pos.Outcome().Over() || !pos.CatHasMove() {
		return pos.Cat()
	}
	if level == CatcatEasy {
		return easyCatMove(pos)
	}
	s := getCatSearch(pos)
	defer putCatSearch(s)
	return pos.Size().CellAt(int(s.bestCatMove(catcatDepths(level, pos.Size()))))
}

// CatcherMove is the cell the catcher blocks in pos (the catcher to
// move). When the game is over or no cell is free it returns the cat's
// cell, an invalid move. An unknown level plays hard.
func CatcherMove(pos catcat.Position, level CatcatLevel) catcat.Cell {
	if pos.Outcome().Over() || pos.BlockedCount() >= pos.Size().Cells()-1 {
		return pos.Cat()
	}
	if level == CatcatEasy {
		return easyCatcherMove(pos)
	}
	s := getCatSearch(pos)
	defer putCatSearch(s)
	return pos.Size().CellAt(int(s.bestCatcherMove(catcatDepths(level, pos.Size()))))
}
