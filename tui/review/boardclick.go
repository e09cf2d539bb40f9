package review

import (
	"fmt"

	"cabezacat/tui/components/cabezaboard"
)

// Clicks on the board in learn mode name a move as the game screens'
// clicks do: on a Cabeza board cabezaboard.Pick chooses (the one choosing
// every screen shares), on a Catch the Cat board hexboard.CellAt names
// the cell.

// click is a click at (x, y) of the board's drawing of position ply. It
// gives the move the clicks name, try set when that move is the only
// one (to try at once) and not when the person must still choose among
// several (enter tries it), and a word for the status.
func (b *cabezaBoard) click(ply, x, y int, compact bool, pk *cabezaboard.Pick) (move string, try bool, word string) {
	bd := b.standard
	if compact {
		bd = b.narrow
	}
	sq, ok := bd.SquareAt(x, y, false)
	if !ok {
		return "", false, ""
	}
	p := b.positions[ply]
	c := pk.Click(&p, sq)
	switch c.Outcome {
	case cabezaboard.Chosen:
		return c.Move.String(), true, ""
	case cabezaboard.Several:
		return c.Move.String(), false, fmt.Sprintf("%d moves land here (%s): %v; click again for the next, enter tries it", len(c.Here), cabezaboard.Names(c.Here), c.Move)
	case cabezaboard.Picked:
		return "", false, fmt.Sprintf("the %v: click where it goes", c.Kind)
	case cabezaboard.Stuck:
		return "", false, fmt.Sprintf("the %v has no legal move: click another piece", c.Kind)
	case cabezaboard.Unreachable:
		return "", false, fmt.Sprintf("the %v cannot reach %v", c.Kind, sq)
	case cabezaboard.Dropped:
		return "", false, ""
	}
	return "", false, fmt.Sprintf("click one of %s's pieces", p.Side())
}

// click on a Catch the Cat board names its cell: the cat's step or the
// catcher's block, tried at once (the rules judge it).
func (b *catcatBoard) click(ply, x, y int, _ bool, _ *cabezaboard.Pick) (string, bool, string) {
	c, ok := b.hex.CellAt(b.positions[ply], x, y)
	if !ok {
		return "", false, ""
	}
	return c.String(), true, ""
}
