package tui

import (
	"cabezacat/cabeza"
	"testing"
)

func TestCabezaClickMapsEverySquareBothWays(t *testing.T) {
	for _, sc := range cabezaScales {
		b := newCabezaBoard(newStyles(Options{}), unicodeGlyphs, sc)
		rowH := sc.sh + 1
		if !sc.grid {
			rowH = 1
		}
		for _, flipped := range []bool{false, true} {
			for sq := cabeza.Square(0); sq < cabeza.NumSquares; sq++ {
				dc, dr := sq.X(), 9-sq.Y()
				if flipped {
					dc, dr = 9-sq.X(), sq.Y()
				}
				// The middle of the square's label line, where it is drawn.
				x, y := cbLabelW+(sc.sw+1)*dc+1+sc.sw/2, rowH*dr+rowH-sc.sh+b.labelLine
				got, ok := b.squareAt(x, y, flipped)
				if !ok || got != sq {
					t.Fatalf("scale %v, flipped %v: the click at %d,%d gives %v, want %v", sc, flipped, x, y, got, sq)
				}
			}
		}
	}
}
