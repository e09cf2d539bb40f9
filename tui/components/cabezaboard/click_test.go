package cabezaboard

import (
	"testing"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
)

func TestCabezaClickMapsEverySquareBothWays(t *testing.T) {
	for _, sc := range Scales {
		b := New(common.NewStyles(common.Options{}), common.UnicodeGlyphs, sc)
		rowH := sc.SH + 1
		if !sc.Grid {
			rowH = 1
		}
		for _, flipped := range []bool{false, true} {
			for sq := cabeza.Square(0); sq < cabeza.NumSquares; sq++ {
				dc, dr := sq.X(), 9-sq.Y()
				if flipped {
					dc, dr = 9-sq.X(), sq.Y()
				}
				// The middle of the square's label line, where it is drawn.
				x, y := LabelW+(sc.SW+1)*dc+1+sc.SW/2, rowH*dr+rowH-sc.SH+b.labelLine
				got, ok := b.SquareAt(x, y, flipped)
				if !ok || got != sq {
					t.Fatalf("scale %v, flipped %v: the click at %d,%d gives %v, want %v", sc, flipped, x, y, got, sq)
				}
			}
		}
	}
}
