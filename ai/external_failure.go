package ai

import (
	"errors"
	"fmt"
)

// FailureKind is the way an agent program misbehaved. Every kind loses
// the game for the side that played it.
type FailureKind uint8

const (
	FailCrash        FailureKind = iota + 1 // it could not start, exited non-zero, or died by a signal
	FailTimeout                             // no answer within the move time limit
	FailFlood                               // it printed more than the output limit
	FailGarbage                             // the output cannot be read as a state at all
	FailWrongFormat                         // a state, but not a valid next state (reader error, turn not flipped, size changed)
	FailChangedCells                        // the answer changes something besides its one move
	FailTwoMoves                            // the catcher blocked more than one cell
	FailNoMove                              // the catcher's answer blocks no new cell
	FailIllegalMove                         // one move, but the rules forbid it
)

func (k FailureKind) String() string {
	switch k {
	case FailCrash:
		return "crash"
	case FailTimeout:
		return "timeout"
	case FailFlood:
		return "output flood"
	case FailGarbage:
		return "garbage"
	case FailWrongFormat:
		return "wrong format"
	case FailChangedCells:
		return "changed other cells"
	case FailTwoMoves:
		return "two moves"
	case FailNoMove:
		return "no move"
	case FailIllegalMove:
		return "illegal move"
	}
	return fmt.Sprintf("FailureKind(%d)", uint8(k))
}

// AgentFailure is why an agent's answer was not a move: the kind and a
// detail for people (the exit status and the last line of stderr, the
// reader's complaint, the cells that changed...).
type AgentFailure struct {
	Kind   FailureKind
	Detail string
}

func (f *AgentFailure) Error() string {
	if f.Detail == "" {
		return f.Kind.String()
	}
	return f.Kind.String() + ": " + f.Detail
}

func agentFailure(kind FailureKind, format string, a ...any) *AgentFailure {
	return &AgentFailure{Kind: kind, Detail: fmt.Sprintf(format, a...)}
}

// FailureKindOf is the kind of an *AgentFailure in err's chain, or 0.
func FailureKindOf(err error) FailureKind {
	var f *AgentFailure
	if errors.As(err, &f) {
		return f.Kind
	}
	return 0
}
