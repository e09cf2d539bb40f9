package catcat

import "errors"

// Outcome is how a game stands.
type Outcome uint8

const (
	Ongoing            Outcome = iota
	CatEscaped                 // the cat stands on a border cell: the cat wins
	CatTrapped                 // every neighbour of the cat is blocked: the catcher wins
	CatInvalidMove             // the cat broke a rule: the catcher wins
	CatcherInvalidMove         // the catcher broke a rule: the cat wins
)

func (o Outcome) String() string {
	switch o {
	case Ongoing:
		return "the game goes on"
	case CatEscaped:
		return "the cat escaped"
	case CatTrapped:
		return "the cat is trapped"
	case CatInvalidMove:
		return "the cat made an invalid move"
	case CatcherInvalidMove:
		return "the catcher made an invalid move"
	}
	return "unknown outcome"
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o != Ongoing }

// Winner is the side that won; ok is false while the game goes on.
func (o Outcome) Winner() (winner Turn, ok bool) {
	switch o {
	case CatEscaped, CatcherInvalidMove:
		return CatToMove, true
	case CatTrapped, CatInvalidMove:
		return CatcherToMove, true
	}
	return 0, false
}

// Result is a finished (or unfinished) game's outcome with, for an
// invalid move, the move and the rule it broke.
type Result struct {
	Outcome Outcome
	Invalid *MoveError // set for CatInvalidMove and CatcherInvalidMove
}

// ResultOf turns a Play error into the result it causes: the side that
// made the move loses. Errors that are not a *MoveError give Ongoing.
func ResultOf(err error) Result {
	var me *MoveError
	if !errors.As(err, &me) || errors.Is(me.Rule, ErrGameOver) {
		return Result{}
	}
	if me.Side == CatToMove {
		return Result{Outcome: CatInvalidMove, Invalid: me}
	}
	return Result{Outcome: CatcherInvalidMove, Invalid: me}
}

// String says the result as a person would: "the cat escaped", "the
// catcher made an invalid move: block 0,0 (...)".
func (r Result) String() string {
	if r.Invalid == nil {
		return r.Outcome.String()
	}
	verb := "move to"
	if r.Invalid.Side == CatcherToMove {
		verb = "block"
	}
	return r.Outcome.String() + ": " + verb + " " + r.Invalid.Cell.String() + " (" + r.Invalid.Rule.Error() + ")"
}
