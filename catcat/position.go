package catcat

import (
	"errors"
	"fmt"
	"strings"
)

// Turn says who is to move.
type Turn uint8

const (
	CatToMove     Turn = iota // header word CAT
	CatcherToMove             // header word CATCHER
)

// Word is the turn's word in the state header, as the course's
// simulator writes it: "CAT" or "CATCHER".
func (t Turn) Word() string {
	if t == CatcherToMove {
		return "CATCHER"
	}
	return "CAT"
}

// ParseTurn reads a state header's turn: the words CAT and CATCHER, or
// this project's earlier letters C and T (files written before), in
// any letter case.
func ParseTurn(s string) (Turn, bool) {
	switch {
	case strings.EqualFold(s, "CAT"), strings.EqualFold(s, "C"):
		return CatToMove, true
	case strings.EqualFold(s, "CATCHER"), strings.EqualFold(s, "T"):
		return CatcherToMove, true
	}
	return 0, false
}

// Other is the side that moves next.
func (t Turn) Other() Turn { return 1 - t }

// String names the side: "cat" or "catcher".
func (t Turn) String() string {
	if t == CatcherToMove {
		return "catcher"
	}
	return "cat"
}

// Position is a moment of a game: the board size, the cat's cell, the
// blocked cells and whose turn it is. It is a value of fixed size with
// no pointers: copying it is the way to keep one, and Play returns a new
// one. Positions compare with ==. The zero Position is not a position;
// make one with Start, NewPosition, RandomStart or a reader.
type Position struct {
	blocked blocks
	size    Size
	turn    Turn
	cat     int16
}

// Start is the empty board of size s with the cat on the centre, cat to
// move.
func Start(s Size) (Position, error) {
	if !s.Valid() {
		return Position{}, fmt.Errorf("size %d: %w", int(s), ErrBadSize)
	}
	return Position{size: s, cat: int16(s.Centre()), turn: CatToMove}, nil
}

// Errors about a position that cannot exist. Readers wrap them.
var (
	ErrCatOffBoard = errors.New("the cat is off the board")
	ErrCatBlocked  = errors.New("the cat's cell is blocked")
)

// NewPosition builds a position from its parts. Blocked cells may repeat;
// one off the board or on the cat is an error.
func NewPosition(s Size, cat Cell, turn Turn, blocked []Cell) (Position, error) {
	p, err := Start(s)
	if err != nil {
		return Position{}, err
	}
	if !s.Contains(cat) {
		return Position{}, fmt.Errorf("cat at %v: %w", cat, ErrCatOffBoard)
	}
	if turn != CatToMove && turn != CatcherToMove {
		return Position{}, fmt.Errorf("turn %d is neither the cat's nor the catcher's", turn)
	}
	p.cat = int16(s.Index(cat))
	p.turn = turn
	for _, b := range blocked {
		i := s.Index(b)
		if i < 0 {
			return Position{}, fmt.Errorf("blocked cell %v: %w", b, ErrOffBoard)
		}
		if i == int(p.cat) {
			return Position{}, fmt.Errorf("blocked cell %v: %w", b, ErrCatBlocked)
		}
		p.blocked.set(i)
	}
	return p, nil
}

// Size is the board's side N.
func (p Position) Size() Size { return p.size }

// Turn is the side to move.
func (p Position) Turn() Turn { return p.turn }

// Cat is the cat's cell.
func (p Position) Cat() Cell { return p.size.CellAt(int(p.cat)) }

// CatIndex is the cat's cell index (IAgent linearisation).
func (p Position) CatIndex() int { return int(p.cat) }

// IsBlocked reports whether c is blocked; cells off the board are not.
func (p Position) IsBlocked(c Cell) bool {
	i := p.size.Index(c)
	return i >= 0 && p.blocked.has(i)
}

// IsBlockedIndex reports whether cell index i (in [0, N·N)) is blocked.
func (p Position) IsBlockedIndex(i int) bool { return p.blocked.has(i) }

// BlockedCount is the number of blocked cells.
func (p Position) BlockedCount() int { return p.blocked.count() }

// Blocked lists the blocked cells in index order.
func (p Position) Blocked() []Cell {
	var out []Cell
	for i := range p.size.Cells() {
		if p.blocked.has(i) {
			out = append(out, p.size.CellAt(i))
		}
	}
	return out
}

// Outcome says whether the game is over and why, judged from the board
// alone: the cat on a border cell has escaped; the cat with every
// neighbour blocked is trapped. Invalid moves are judged by Play and
// recorded by Game.
func (p Position) Outcome() Outcome {
	if p.size.IsBorderIndex(int(p.cat)) {
		return CatEscaped
	}
	for _, n := range p.size.NeighbourIndices(int(p.cat)) {
		if !p.blocked.has(int(n)) { // not on the border: all six exist
			return Ongoing
		}
	}
	return CatTrapped
}

// CatHasMove reports whether some neighbour of the cat is free.
func (p Position) CatHasMove() bool {
	for _, n := range p.size.NeighbourIndices(int(p.cat)) {
		if n >= 0 && !p.blocked.has(int(n)) {
			return true
		}
	}
	return false
}
