package cabeza

import (
	"errors"
	"fmt"
)

// Reason is why a game ended.
type Reason uint8

const (
	Ongoing     Reason = iota
	Crush              // a block covered the opponent's Cabeza
	HomeRow            // a Cabeza reached the opponent's home row
	NoLegalMove        // the player to move cannot move and loses
	Repetition         // the same layout, same player to move, a third time
	MoveCap            // fullmove number reached 201
)

// MoveCapFullmove is the move number at which a game is drawn: 200 moves
// of each player have been played.
const MoveCapFullmove = 201

// Status is the state of a game: ongoing, or over with a winner (not for
// draws) and a reason.
type Status struct {
	Reason Reason
	Winner Player // meaningful for Crush, HomeRow and NoLegalMove
}

// Over reports whether the game has ended.
func (s Status) Over() bool { return s.Reason != Ongoing }

// IsDraw reports a drawn game.
func (s Status) IsDraw() bool { return s.Reason == Repetition || s.Reason == MoveCap }

// String says what happened in a person's words, e.g. "red crushed blue's
// Cabeza".
func (s Status) String() string {
	w, l := s.Winner, s.Winner.Opponent()
	switch s.Reason {
	case Crush:
		return fmt.Sprintf("%s crushed %s's Cabeza", w, l)
	case HomeRow:
		return fmt.Sprintf("%s's Cabeza reached rank %d", w, l.HomeRank()+1)
	case NoLegalMove:
		return fmt.Sprintf("%s has no legal move", l)
	case Repetition:
		return "draw by threefold repetition"
	case MoveCap:
		return "draw by the 200-move cap"
	default:
		return "ongoing"
	}
}

// Game is a start position and the moves played from it, with every
// position on the way (for undo, repetition and stepping through).
type Game struct {
	positions []Position // positions[i] is the position after i moves
	moves     []Move
	status    Status
}

// NewGame starts a game at start.
func NewGame(start Position) *Game {
	g := &Game{positions: []Position{start}}
	g.status = g.computeStatus()
	return g
}

// Position is the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// PositionAt is the position after ply moves (0 is the start).
func (g *Game) PositionAt(ply int) Position { return g.positions[ply] }

// Start is the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Side is the player to move in the current position.
func (g *Game) Side() Player { return g.positions[len(g.positions)-1].side }

// Moves is the moves played so far (a copy).
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// Ply is the number of moves played.
func (g *Game) Ply() int { return len(g.moves) }

// Status is the game's state after the last move.
func (g *Game) Status() Status { return g.status }

// LegalMoves is the moves the player to move may play (none once over).
func (g *Game) LegalMoves() []Move {
	if g.status.Over() {
		return nil
	}
	p := g.Position()
	return p.LegalMoves()
}

// ErrGameOver is returned by Play once the game has a result.
var ErrGameOver = errors.New("the game is over")

// Play plays m if it is legal and the game is not over.
func (g *Game) Play(m Move) error {
	if g.status.Over() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.status)
	}
	p := g.Position()
	if !p.IsLegal(m) {
		return fmt.Errorf("%v is not a legal move here", m)
	}
	g.positions = append(g.positions, p.Play(m))
	g.moves = append(g.moves, m)
	g.status = g.computeStatus()
	return nil
}

// PlayText parses a move in notation and plays it.
func (g *Game) PlayText(text string) (Move, error) {
	if g.status.Over() {
		return NoMove, fmt.Errorf("%w: %s", ErrGameOver, g.status)
	}
	p := g.Position()
	m, err := ParseMove(p, text)
	if err != nil {
		return NoMove, err
	}
	return m, g.Play(m)
}

// Undo takes back the last move; false when there is none.
func (g *Game) Undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	g.moves = g.moves[:len(g.moves)-1]
	g.positions = g.positions[:len(g.positions)-1]
	g.status = g.computeStatus()
	return true
}

// computeStatus decides the current state. A win by the last move comes
// first, then a start with a Cabeza already on the far row (a finished
// game); then a player with no move loses (that is a result, and the cap
// draws only "without a result"); then repetition, then the cap.
func (g *Game) computeStatus() Status {
	if n := len(g.moves); n > 0 {
		if m := g.moves[n-1]; m.IsWin() {
			if m.Kind() == Cabeza {
				return Status{HomeRow, m.Player()}
			}
			return Status{Crush, m.Player()}
		}
	}
	p := g.Position()
	if w, ok := p.HomeRowWinner(); ok {
		// Only a start can be such a position: a game stops at the
		// move that brings a Cabeza there.
		return Status{HomeRow, w}
	}
	var list MoveList
	p.GenerateMoves(&list)
	if list.N == 0 {
		return Status{NoLegalMove, p.side.Opponent()}
	}
	seen := 0
	for i := len(g.positions) - 1; i >= 0; i-- {
		q := &g.positions[i]
		if q.hash == p.hash && q.at == p.at && q.side == p.side {
			seen++
		}
	}
	if seen >= 3 {
		return Status{Reason: Repetition}
	}
	if p.fullmove >= MoveCapFullmove {
		return Status{Reason: MoveCap}
	}
	return Status{}
}
