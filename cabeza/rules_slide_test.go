package cabeza

import "testing"

func TestRuleDiagonalSlideWithNoBlockInTheCorner(t *testing.T) {
	p := board(t, "r", "oo.cmff.hh", "oo......hh", "..........", "..........", "..........", "....C.....", "..........", "..........", "OO......HH", "OO..MFF.HH")
	expectMoves(t, p, "Cne Cnw Cse Csw", "", "")
}

func TestRuleDiagonalSlideWithOneBlockInTheCorner(t *testing.T) {
	p := board(t, "r",
		"oo.c.ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....m.....", // one block on e6; f5 is free
		"....C.....",
		"..........",
		"..........",
		"OO......HH",
		"OO..MFF.HH",
	)
	expectMoves(t, p, "Cne Cnw", "", "Cn")
}

func TestRuleDiagonalSlideBetweenTwoBlocksIsForbidden(t *testing.T) {
	p := board(t, "r",
		"oo.c.ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....m.....", // blocks on e6 (blue) and f5 (red): ne is cut off
		"....CM....",
		"..........",
		"..........",
		"OO......HH",
		"OO...FF.HH",
	)
	expectMoves(t, p, "Cnw Cse Cnnw", "", "Cne")
	expectParseError(t, p, "Cne", `"Cne": no legal route (ne: the slide ne from e5 passes between the pieces on f5 and e6; n+e: e6 is occupied; e+n: f5 is occupied)`)
	// The same slide as the second of a route: from e4, Cnne is n+ne
	// (through the cut-off corner) or ne+n (f5 is taken).
	q := board(t, "r",
		"oo.c.ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....m.....",
		".....M....",
		"....C.....",
		"..........",
		"OO......HH",
		"OO...FF.HH",
	)
	expectMoves(t, q, "Cn Cnw Cnnw", "", "Cnne Cnn")
	expectParseError(t, q, "Cnne", `"Cnne": no legal route (n+ne: after n, the slide ne from e5 passes between the pieces on f5 and e6; ne+n: f5 is occupied)`)
}

func TestRuleDiagonalSlideCutByABlockAndTheOtherCabeza(t *testing.T) {
	p := board(t, "r",
		"oo..m...hh",
		"oo......hh",
		"..........",
		"..........",
		"....f.....", // e6: blue's standing Flaco; f5: blue's Cabeza
		"....Cc....",
		"..........",
		"..........",
		"OO......HH",
		"OO..MFF.HH",
	)
	expectMoves(t, p, "Cnw Cse", "", "Cn Ce Cne")
	expectParseError(t, p, "Cne", `"Cne": no legal route (ne: the slide ne from e5 passes between the pieces on f5 and e6; n+e: e6 is occupied; e+n: f5 is occupied)`)
	// The other Cabeza alone in a corner is one piece: the slide is fine.
	q := board(t, "r",
		"oo..mff.hh",
		"oo......hh",
		"..........",
		"..........",
		"..........",
		"....Cc....",
		"..........",
		"..........",
		"OO......HH",
		"OO..MFF.HH",
	)
	expectMoves(t, q, "Cne Cse Cn", "", "Ce")
	// Blue's Cabeza is cut the same way by red's.
	b := board(t, "b",
		"oo..mff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....F.....",
		"....cC....",
		"..........",
		"..........",
		"OO......HH",
		"OO..M...HH",
	)
	expectMoves(t, b, "cnw cse", "", "cne")
}

func TestRuleDiagonalSlideCutSecondStep(t *testing.T) {
	// From e4, Cnne is n+ne (between f5 and e6: a block and the other
	// Cabeza) or ne+n (f5 taken): illegal. Cnnw goes round.
	p := board(t, "r",
		"oo..m...hh",
		"oo......hh",
		"..........",
		"..........",
		"....f.....",
		".....c....",
		"....C.....",
		"..........",
		"OO......HH",
		"OO..MFF.HH",
	)
	expectMoves(t, p, "Cn Cnw Cnnw", "", "Cnne Cnn")
	expectParseError(t, p, "Cnne", `"Cnne": no legal route (n+ne: after n, the slide ne from e5 passes between the pieces on f5 and e6; ne+n: f5 is occupied)`)
}

func TestRuleCabezaNeverLandsOnAPiece(t *testing.T) {
	p := board(t, "r",
		"oo...ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....cm....", // blue Cabeza e6, blue Mini f6
		"....CM....", // red Mini f5
		"..........",
		"..........",
		"OO......HH",
		"OO...FF.HH",
	)
	expectMoves(t, p, "Cnw Cw Cs", "", "Cn Ce Cne")
}
