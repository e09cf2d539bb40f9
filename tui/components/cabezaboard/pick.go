package cabezaboard

import (
	"sort"
	"strings"

	"cabezacat/cabeza"
)

// A person names a Cabeza move with the mouse in two clicks: one of the
// pieces of the side to move, whose reach the board then shows
// (Marks.Targets), and a square of that reach. Where several of its
// moves land on the clicked square (a block that rolls there standing or
// lying), each click there names the next of them and the screen waits
// for enter. Pick is that choosing, kept in one place for every screen
// that takes clicks (the game, the review's lessons, the puzzles).

// Pick is what clicks have chosen so far.
type Pick struct {
	Piece   int           // OwnerID of the picked piece, 0 none
	Reach   []cabeza.Move // its legal moves, in notation order
	Landing cabeza.Move   // the move named last on a square several land on, else NoMove
}

// Outcome says what a click did.
type Outcome int

const (
	Missed      Outcome = iota // no piece of the side to move, none picked: nothing chosen
	Picked                     // a piece is picked: Reach is where it goes
	Stuck                      // the piece clicked has no legal move: none picked
	Dropped                    // the picked piece was clicked again: none picked
	Chosen                     // Move is the only move landing on the square: play it
	Several                    // Here all land on the square; Move is the one named now
	Unreachable                // the picked piece cannot reach the square
)

// Click is the result of one click.
type Click struct {
	Outcome Outcome
	Move    cabeza.Move   // Chosen, Several: the move named
	Here    []cabeza.Move // Several: every move landing on the square
	Kind    cabeza.Kind   // the piece picked, dropped, stuck or out of reach
	Square  cabeza.Square // the square clicked
}

// NewPick is a pick of nothing.
func NewPick() Pick { return Pick{Landing: cabeza.NoMove} }

// Clear forgets the pick.
func (pk *Pick) Clear() { *pk = NewPick() }

// Select picks the piece (pl, k) of p, with its legal moves as its
// reach; false, and nothing picked, when it has none (a selection would
// only show an empty reach).
func (pk *Pick) Select(p *cabeza.Position, pl cabeza.Player, k cabeza.Kind) bool {
	var reach []cabeza.Move
	for _, mv := range p.LegalMoves() {
		if mv.Player() == pl && mv.Kind() == k {
			reach = append(reach, mv)
		}
	}
	pk.Clear()
	if len(reach) == 0 {
		return false
	}
	sort.Slice(reach, func(i, j int) bool { return reach[i].String() < reach[j].String() })
	pk.Piece, pk.Reach = OwnerID(pl, k), reach
	return true
}

// Targets are the squares the picked piece can reach, for Marks.Targets.
func (pk Pick) Targets() cabeza.Bitboard {
	var t cabeza.Bitboard
	for _, mv := range pk.Reach {
		t = t.Or(mv.To().Footprint())
	}
	return t
}

// Click is a click on square sq of position p. A landing of the picked
// piece comes first, so a click on a square it can crush or roll onto
// names that move even when one of the side's own pieces stands there.
func (pk *Pick) Click(p *cabeza.Position, sq cabeza.Square) Click {
	c := Click{Square: sq, Move: cabeza.NoMove}
	if pk.Piece != 0 {
		_, c.Kind = PieceOf(pk.Piece)
		var here []cabeza.Move
		for _, mv := range pk.Reach {
			if mv.To().Covers(sq) {
				here = append(here, mv)
			}
		}
		switch {
		case len(here) == 1:
			c.Outcome, c.Move = Chosen, here[0]
			pk.Clear()
			return c
		case len(here) > 1:
			// The one after the move named last, so that clicks go round.
			i := 0
			for j, mv := range here {
				if mv == pk.Landing {
					i = (j + 1) % len(here)
				}
			}
			pk.Landing = here[i]
			c.Outcome, c.Move, c.Here = Several, here[i], here
			return c
		}
	}
	if pl, k, ok := p.PieceAt(sq); ok && pl == p.Side() {
		c.Kind = k
		if pk.Piece == OwnerID(pl, k) {
			pk.Clear()
			c.Outcome = Dropped
			return c
		}
		if !pk.Select(p, pl, k) {
			c.Outcome = Stuck
			return c
		}
		c.Outcome = Picked
		return c
	}
	if pk.Piece != 0 {
		c.Outcome = Unreachable
		return c
	}
	c.Outcome = Missed
	return c
}

// Names are moves in notation, space-separated, for a status line.
func Names(moves []cabeza.Move) string {
	names := make([]string, len(moves))
	for i, mv := range moves {
		names[i] = mv.String()
	}
	return strings.Join(names, " ")
}
