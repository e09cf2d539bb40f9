package cabezagame

import (
	"context"
	"errors"
	"time"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/components/enginepanel"
)

// cabezaSearcher is the AI of one side of a Cabeza game: it searches g's
// position (a copy the caller gives away) and returns its best move, or
// errNoMove when there is none, or (an engine program) why the program
// failed. It reports each finished depth through progress and returns
// soon after ctx is cancelled. req says how: on a clock, or pondering.
type cabezaSearcher func(ctx context.Context, g cabeza.Game, req aiRequest, progress func(enginepanel.Info)) (cabeza.Move, error)

// aiRequest is how a searcher searches: clock, when not nil, is the
// side's clock, which its move time then comes from; ponder, when not
// nil (the built-in engine only), makes it a search on the person's time
// (ponder.go), which ends with errPonderCut if its bound cut it short of
// the level's depth.
type aiRequest struct {
	clock  *search.Clock
	ponder *search.Ponder
}

var errPonderCut = errors.New("the ponder's bound cut the search short")

var errNoMove = errors.New("no move")

// newCabezaSearcher makes the AI of one side at a level, with its own
// transposition table, on threads threads (the strongest level only: the
// others finish their depth in a blink on one); nil until the ai package
// provides it, and then a game with an AI side cannot start.
var newCabezaSearcher func(level, threads int) cabezaSearcher

// newCabezaProgram makes the searcher of a side played by an engine
// program (started at its first move), given moveTime a move (0: the
// default), and the func that ends the program.
var newCabezaProgram func(command string, moveTime time.Duration) (cabezaSearcher, func(), error)
