package forfeit

import (
	"errors"
	"fmt"
)

// Kind is the way a program (an agent, an engine) misbehaved. Every
// kind loses the game for the side that played it.
type Kind uint8

const (
	Crash        Kind = iota + 1 // it could not start, exited non-zero, or died by a signal
	Timeout                      // no answer within the move time limit
	Flood                        // it printed more than the output limit
	Garbage                      // the output cannot be read at all: no state (an agent), no console's answer or binary (an engine)
	WrongFormat                  // a state, but not a valid next state (reader error, turn not flipped, size changed)
	ChangedCells                 // the answer changes something besides its one move
	TwoMoves                     // the catcher blocked more than one cell
	NoMove                       // the catcher's answer blocks no new cell
	IllegalMove                  // one move, but the rules forbid it
)

func (k Kind) String() string {
	switch k {
	case Crash:
		return "crash"
	case Timeout:
		return "timeout"
	case Flood:
		return "output flood"
	case Garbage:
		return "garbage"
	case WrongFormat:
		return "wrong format"
	case ChangedCells:
		return "changed other cells"
	case TwoMoves:
		return "two moves"
	case NoMove:
		return "no move"
	case IllegalMove:
		return "illegal move"
	}
	return fmt.Sprintf("FailureKind(%d)", uint8(k))
}

// Failure is why an agent's answer was not a move: the kind and a
// detail for people (the exit status and the last line of stderr, the
// reader's complaint, the cells that changed...).
type Failure struct {
	Kind   Kind
	Detail string
}

func (f *Failure) Error() string {
	if f.Detail == "" {
		return f.Kind.String()
	}
	return f.Kind.String() + ": " + f.Detail
}

// Errorf is a *Failure of kind with a detail as fmt.Sprintf makes it.
func Errorf(kind Kind, format string, a ...any) *Failure {
	return &Failure{Kind: kind, Detail: fmt.Sprintf(format, a...)}
}

// KindOf is the kind of a *Failure in err's chain, or 0.
func KindOf(err error) Kind {
	var f *Failure
	if errors.As(err, &f) {
		return f.Kind
	}
	return 0
}
