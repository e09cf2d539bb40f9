package catcat

import (
	"errors"
	"fmt"
)

// The rules a move can break (RULES-catcat.md, "Invalid moves lose at
// once"). A MoveError wraps exactly one of them; test with errors.Is.
var (
	// The cat's moves.
	ErrBlockedCell  = errors.New("the cat may not move to a blocked cell")
	ErrNotNeighbour = errors.New("the cat may only move to one of its six neighbours")
	ErrStayPut      = errors.New("the cat may not stay put")
	// Either side: the target is not on the board.
	ErrOffBoard = errors.New("the cell is off the board")
	// The catcher's moves.
	ErrAlreadyBlocked = errors.New("the catcher may not block an already blocked cell")
	ErrCatCell        = errors.New("the catcher may not block the cat's cell")
	// No one moves once the cat has escaped or is trapped.
	ErrGameOver = errors.New("the game is over")
)

// MoveError is an invalid move: who made it, where to, and the rule it
// broke.
type MoveError struct {
	Side Turn
	Cell Cell
	Rule error
}

func (e *MoveError) Error() string {
	verb := "move to"
	if e.Side == CatcherToMove {
		verb = "block"
	}
	return fmt.Sprintf("the %s cannot %s %v: %v", e.Side, verb, e.Cell, e.Rule)
}

func (e *MoveError) Unwrap() error { return e.Rule }

// Play makes the side to move play c: the cat's target cell or the cell
// the catcher blocks. It returns the next position, or a *MoveError
// naming the broken rule (the position is then unchanged).
func (p Position) Play(c Cell) (Position, error) {
	i := p.size.Index(c)
	if i < 0 {
		if p.Outcome() != Ongoing {
			return p, &MoveError{Side: p.turn, Cell: c, Rule: ErrGameOver}
		}
		return p, &MoveError{Side: p.turn, Cell: c, Rule: ErrOffBoard}
	}
	return p.PlayIndex(i)
}

// PlayIndex is Play with the target as a cell index in [0, N·N); it
// allocates nothing unless the move is invalid, for search.
func (p Position) PlayIndex(i int) (Position, error) {
	if rule := p.check(i); rule != nil {
		return p, &MoveError{Side: p.turn, Cell: p.size.CellAt(i), Rule: rule}
	}
	return p.Apply(i), nil
}

// Apply plays cell index i without checking it: for search, on a move
// that AppendLegalIndices gave. An illegal i gives a position the rules
// cannot reach.
func (p Position) Apply(i int) Position {
	if p.turn == CatToMove {
		p.cat = int16(i)
	} else {
		p.blocked.set(i)
	}
	p.turn = p.turn.Other()
	return p
}

// Legal reports whether the side to move may play cell index i.
func (p Position) Legal(i int) bool {
	return i >= 0 && i < p.size.Cells() && p.check(i) == nil
}

// check returns the rule that playing index i breaks, or nil.
func (p Position) check(i int) error {
	if p.Outcome() != Ongoing {
		return ErrGameOver
	}
	if i < 0 || i >= p.size.Cells() {
		return ErrOffBoard
	}
	if p.turn == CatToMove {
		if i == int(p.cat) {
			return ErrStayPut
		}
		adjacent := false
		for _, n := range p.size.NeighbourIndices(int(p.cat)) {
			if int(n) == i {
				adjacent = true
			}
		}
		if !adjacent {
			return ErrNotNeighbour
		}
		if p.blocked.has(i) {
			return ErrBlockedCell
		}
		return nil
	}
	if i == int(p.cat) {
		return ErrCatCell
	}
	if p.blocked.has(i) {
		return ErrAlreadyBlocked
	}
	return nil
}

// AppendLegalIndices appends the cell indices the side to move may play,
// in index order for the catcher and in the rules' neighbour order for
// the cat. With a buffer of capacity N·N it allocates nothing.
func (p Position) AppendLegalIndices(dst []int16) []int16 {
	if p.Outcome() != Ongoing {
		return dst
	}
	if p.turn == CatToMove {
		for _, n := range p.size.NeighbourIndices(int(p.cat)) {
			if n >= 0 && !p.blocked.has(int(n)) {
				dst = append(dst, n)
			}
		}
		return dst
	}
	for i := range p.size.Cells() {
		if i != int(p.cat) && !p.blocked.has(i) {
			dst = append(dst, int16(i))
		}
	}
	return dst
}

// LegalMoves lists the cells the side to move may play (none once the
// game is over).
func (p Position) LegalMoves() []Cell {
	var buf [MaxCells]int16
	idx := p.AppendLegalIndices(buf[:0])
	out := make([]Cell, len(idx))
	for k, i := range idx {
		out[k] = p.size.CellAt(int(i))
	}
	return out
}
