package cabeza

import (
	"fmt"
	"strings"
)

// Diagram draws pos as text, rank 10 on top: files lettered above, ranks
// numbered on both sides, a piece as its letter (upper case red, lower
// case blue) and, for a block, its height ("O2" is red's Opa standing
// two high), an empty square as ".". The engine console's `d` and the
// printed puzzles both show it.
func Diagram(pos Position) string {
	var b strings.Builder
	b.WriteString("    ")
	for x := 0; x < Files; x++ {
		fmt.Fprintf(&b, " %c ", 'a'+x)
	}
	b.WriteString("\n")
	for y := Ranks - 1; y >= 0; y-- {
		fmt.Fprintf(&b, "%3d ", y+1)
		for x := 0; x < Files; x++ {
			pl, k, ok := pos.PieceAt(SquareAt(x, y))
			switch {
			case !ok:
				b.WriteString(" . ")
			case k == Cabeza:
				fmt.Fprintf(&b, " %c ", k.Letter(pl))
			default:
				fmt.Fprintf(&b, " %c%d", k.Letter(pl), pos.Placement(pl, k).H)
			}
		}
		fmt.Fprintf(&b, " %d\n", y+1)
	}
	return b.String()
}
