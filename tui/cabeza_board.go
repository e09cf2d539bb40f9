package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/cabeza"
)

// cabezaBoard draws the 10×10 Cabeza board at one scale. With grid
// lines, squares are sw columns by sh lines (3×1 fits 80×24; 5×2 and 7×3
// use a big terminal, and keep the squares about square, a character cell
// being twice as high as wide); a block covering several squares is
// drawn as one piece: no line runs between two squares of the same
// piece, and its fill (in colour) spans the gaps. Its letter and height
// stand in its top-left square: "F2" is a standing Flaco, "h1" a flat
// blue Chato. Upper case is red and lower case blue, as in the notation,
// so the sides read without colour.
//
// The compact scale, for terminals below 80×24, has no grid lines: one
// character per square, and a column between squares for the cursor's
// brackets and a piece's fill. A block's letter stands in every square it
// covers, as in a position string, so its shape reads without colour
// too; its height follows from its shape.
//
// The strings of lines, junctions and fills are rendered once; a frame
// joins ready strings and renders only the few piece labels.
type cabezaBoard struct {
	st styles
	gl glyphs

	sw, sh    int  // columns and lines of a square
	grid      bool // grid lines between the squares (false: compact)
	labelLine int  // the line of a square that holds its label and marks

	junction  [16]string // grid-line crossings by the arms they join
	hLine     string     // a horizontal segment over one square (sw columns)
	vLine     string     // between two squares of different pieces
	empty     string     // a square's line with nothing on it
	blank     string     // sw spaces
	target    string
	lastFrom  string
	trail     string
	crush     string
	crushMark string
	ghost     string
	ghostMark string
	cursorL   string
	cursorR   string
	fills     [numPieceLooks]string // one column of a piece's fill
	fillSq    [numPieceLooks]string // sw columns of it
	// letters are the compact board's squares of each block (by owner
	// id) in each look; lookGhost is the selected piece's.
	letters [ghostOwner][numPieceLooks]string
}

// pieceLook is how a piece's squares are filled: by side and by height
// (standing blocks in a brighter shade), or as the preview ghost.
type pieceLook uint8

const (
	lookNone pieceLook = iota
	lookRedLow
	lookRedTall
	lookBlueLow
	lookBlueTall
	lookGhost
	numPieceLooks
)

// The rank labels take the first columns of every scale. cbSquareW is the
// pitch of the standard board (three columns of square and one of line),
// whose size the others are measured against.
const (
	cbLabelW  = 3 // "10 "
	cbSquareW = 4
)

// cabezaScale is a board size: sw×sh squares, with grid lines or compact.
type cabezaScale struct {
	sw, sh int
	grid   bool
}

// The scales, largest first: the view draws the largest that fits.
var (
	cabeza9x4      = cabezaScale{9, 4, true}
	cabeza7x3      = cabezaScale{7, 3, true}
	cabeza5x2      = cabezaScale{5, 2, true}
	cabezaStandard = cabezaScale{3, 1, true}
	cabezaCompact  = cabezaScale{1, 1, false}
	cabezaScales   = []cabezaScale{cabeza9x4, cabeza7x3, cabeza5x2, cabezaStandard, cabezaCompact}
)

// width is the drawing's width: labels, squares and the lines (or gaps)
// between them.
func (s cabezaScale) width() int { return cbLabelW + 10*(s.sw+1) + 1 }

// height is the drawing's height, the file letters included.
func (s cabezaScale) height() int {
	if !s.grid {
		return 10 + 1
	}
	return 10*(s.sh+1) + 1 + 1
}

func newCabezaBoard(st styles, gl glyphs, sc cabezaScale) cabezaBoard {
	b := cabezaBoard{st: st, gl: gl, sw: sc.sw, sh: sc.sh, grid: sc.grid, labelLine: (sc.sh - 1) / 2}
	ascii := gl.horiz == "-"
	for i := range b.junction {
		b.junction[i] = st.grid.Render(gl.junction[i])
	}
	b.hLine = st.grid.Render(strings.Repeat(gl.horiz, b.sw))
	b.vLine = st.grid.Render(gl.vert)
	b.blank = strings.Repeat(" ", b.sw)
	b.empty = b.blank
	if !b.grid {
		b.vLine = " "
		b.empty = st.grid.Render(gl.free) // a square must show where no grid does
	}
	b.target = st.target.Render(b.centre(gl.target))
	b.lastFrom = st.lastMove.Render(b.centre(gl.lastFrom))
	trail, crush, ghost := "◦", "×", "░"
	if ascii {
		trail, crush, ghost = "o", "x", ":"
	}
	b.trail = st.target.Render(b.centre(trail))
	b.crush = st.problem.Render(b.centre(crush))
	b.crushMark = st.problem.Render(crush)
	b.ghost = st.preview.Render(strings.Repeat(ghost, b.sw))
	b.ghostMark = ghost
	b.cursorL = st.hexCursor.Render(gl.cursorL)
	b.cursorR = st.hexCursor.Render(gl.cursorR)
	for l := lookRedLow; l < numPieceLooks; l++ {
		s := b.lookStyle(l)
		b.fills[l] = s.Render(" ")
		b.fillSq[l] = s.Render(b.blank)
		for id := 1; id < ghostOwner && !b.grid; id++ {
			pl, k := idPiece(id)
			b.letters[id][l] = s.Render(string(k.Letter(pl)))
		}
	}
	return b
}

// centre pads a mark of one column, or a label of three, to a square's
// width (a compact square shows the middle character of a label).
func (b *cabezaBoard) centre(s string) string {
	r := []rune(s)
	if len(r) > b.sw {
		mid := (len(r) - b.sw) / 2
		return string(r[mid : mid+b.sw])
	}
	left := (b.sw - len(r)) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", b.sw-len(r)-left)
}

func (b *cabezaBoard) lookStyle(l pieceLook) lipgloss.Style {
	switch l {
	case lookRedLow:
		return b.st.redPiece
	case lookRedTall:
		return b.st.redTall
	case lookBlueLow:
		return b.st.bluePiece
	case lookBlueTall:
		return b.st.blueTall
	case lookGhost:
		return b.st.preview
	}
	return b.st.item
}

// cabezaMarks are what a frame shows beyond the position.
type cabezaMarks struct {
	flipped   bool
	cursor    cabeza.Square
	hasCursor bool
	selected  int             // owner id of the selected piece, 0 for none
	targets   cabeza.Bitboard // squares a selected piece can reach
	lastFrom  cabeza.Bitboard // squares the last move's piece left
	trail     cabeza.Bitboard // where a two-step preview stands after its first step
	crushed   cabeza.Square   // the crushed Cabeza's square after a crush, else NoSquare
	ghost     *cabeza.Placement
	ghostID   int // owner id of the piece the ghost previews
}

// ownerID numbers the ten pieces 1..10 (0 is an empty square); the ghost
// of a preview is 11.
func ownerID(pl cabeza.Player, k cabeza.Kind) int { return int(pl)*cabeza.NumKinds + int(k) + 1 }

const ghostOwner = 11

func idPiece(id int) (cabeza.Player, cabeza.Kind) {
	return cabeza.Player((id - 1) / cabeza.NumKinds), cabeza.Kind((id - 1) % cabeza.NumKinds)
}

// display maps a display square (column dc from the left, row dr from the
// top) to a board square.
func displaySquare(dc, dr int, flipped bool) cabeza.Square {
	if flipped {
		return cabeza.SquareAt(9-dc, dr)
	}
	return cabeza.SquareAt(dc, 9-dr)
}

// squareAt maps a point of the drawing (column x, line y from its top
// left) to the square there: the arithmetic the mouse uses. A click on a
// grid line (or the gap of the compact board) counts for the square to
// its right or below.
func (b *cabezaBoard) squareAt(x, y int, flipped bool) (cabeza.Square, bool) {
	x -= cbLabelW
	rowH := 1
	if b.grid {
		rowH = b.sh + 1
	}
	if x < 0 || x >= 10*(b.sw+1) || y < 0 || y >= 10*rowH {
		return cabeza.NoSquare, false
	}
	return displaySquare(x/(b.sw+1), y/rowH, flipped), true
}
