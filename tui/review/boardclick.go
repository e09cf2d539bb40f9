package review

import (
	"fmt"
	"strings"

	"cabezacat/cabeza"
	"cabezacat/tui/components/cabezaboard"
)

// Clicks on the board in learn mode name a move as the game screens'
// clicks do (tui/cabezagame/select.go, tui/catcatgame), with the same
// board arithmetic (cabezaboard.SquareAt, hexboard.CellAt): a screen
// may not import another, so the few lines of choosing are here.

// pick is what clicks on a Cabeza board have chosen so far: a piece, and
// where several of its moves land on one square, which of them was
// named last.
type pick struct {
	piece int           // cabezaboard.OwnerID of the picked piece, 0 none
	at    cabeza.Square // the square clicked for a landing
	next  int           // the landing named by the next click there
}

// click is a click at (x, y) of the board's drawing of position ply. It
// gives the move the clicks name, try set when that move is the only
// one (to try at once) and not when the person must still choose among
// several (enter tries it), and a word for the status.
func (b *cabezaBoard) click(ply, x, y int, compact bool, pk *pick) (move string, try bool, word string) {
	bd := b.standard
	if compact {
		bd = b.narrow
	}
	sq, ok := bd.SquareAt(x, y, false)
	if !ok {
		return "", false, ""
	}
	p := b.positions[ply]
	if pk.piece != 0 {
		here := b.landings(p, pk.piece, sq)
		switch {
		case len(here) == 1:
			*pk = pick{}
			return here[0].String(), true, ""
		case len(here) > 1:
			if pk.at != sq {
				pk.at, pk.next = sq, 0
			}
			mv := here[pk.next%len(here)]
			pk.next++
			var names []string
			for _, h := range here {
				names = append(names, h.String())
			}
			return mv.String(), false, fmt.Sprintf("%d moves land here (%s): %v; click again for the next, enter tries it", len(here), strings.Join(names, " "), mv)
		}
	}
	if pl, k, ok := p.PieceAt(sq); ok && pl == p.Side() {
		id := cabezaboard.OwnerID(pl, k)
		if pk.piece == id {
			*pk = pick{}
			return "", false, ""
		}
		*pk = pick{piece: id}
		return "", false, fmt.Sprintf("the %v: click where it goes", k)
	}
	if pk.piece != 0 {
		_, k := cabezaboard.PieceOf(pk.piece)
		return "", false, fmt.Sprintf("the %v cannot reach %v", k, sq)
	}
	return "", false, fmt.Sprintf("click one of %s's pieces", p.Side())
}

// landings are the moves of the piece (an owner id) that cover sq; with
// sq NoSquare, all its moves.
func (b *cabezaBoard) landings(p cabeza.Position, piece int, sq cabeza.Square) []cabeza.Move {
	pl, k := cabezaboard.PieceOf(piece)
	var list cabeza.MoveList
	p.GenerateMoves(&list)
	var out []cabeza.Move
	for _, mv := range list.Moves[:list.N] {
		if mv.Player() == pl && mv.Kind() == k && (sq == cabeza.NoSquare || mv.To().Covers(sq)) {
			out = append(out, mv)
		}
	}
	return out
}

// click on a Catch the Cat board names its cell: the cat's step or the
// catcher's block, tried at once (the rules judge it).
func (b *catcatBoard) click(ply, x, y int, _ bool, _ *pick) (string, bool, string) {
	c, ok := b.hex.CellAt(b.positions[ply], x, y)
	if !ok {
		return "", false, ""
	}
	return c.String(), true, ""
}
