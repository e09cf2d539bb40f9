package cabezaboard

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
)

// Board draws the 10×10 Cabeza board at one scale. With grid
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
type Board struct {
	st common.Styles
	gl common.Glyphs

	Scale         // columns and lines of a square; grid lines between them, or compact
	labelLine int // the line of a square that holds its label and marks

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

// The rank labels take the first columns of every scale. SquareW is the
// pitch of the standard board (three columns of square and one of line),
// whose size the others are measured against.
const (
	LabelW  = 3 // "10 "
	SquareW = 4
)

// Scale is a board size: sw×sh squares, with grid lines or compact.
type Scale struct {
	SW, SH int  // columns and lines of a square
	Grid   bool // grid lines between the squares (false: compact)
}

// The scales, largest first: the view draws the largest that fits.
var (
	Scale9x4 = Scale{9, 4, true}
	Scale7x3 = Scale{7, 3, true}
	Scale5x2 = Scale{5, 2, true}
	Standard = Scale{3, 1, true}
	Compact  = Scale{1, 1, false}
	Scales   = []Scale{Scale9x4, Scale7x3, Scale5x2, Standard, Compact}
)

// Width is the drawing's width: labels, squares and the lines (or gaps)
// between them.
func (s Scale) Width() int { return LabelW + 10*(s.SW+1) + 1 }

// Height is the drawing's height, the file letters included.
func (s Scale) Height() int {
	if !s.Grid {
		return 10 + 1
	}
	return 10*(s.SH+1) + 1 + 1
}

func New(st common.Styles, gl common.Glyphs, sc Scale) Board {
	b := Board{st: st, gl: gl, Scale: sc, labelLine: (sc.SH - 1) / 2}
	ascii := gl.Horiz == "-"
	for i := range b.junction {
		b.junction[i] = st.Grid.Render(gl.Junction[i])
	}
	b.hLine = st.Grid.Render(strings.Repeat(gl.Horiz, b.SW))
	b.vLine = st.Grid.Render(gl.Vert)
	b.blank = strings.Repeat(" ", b.SW)
	b.empty = b.blank
	if !b.Grid {
		b.vLine = " "
		b.empty = st.Grid.Render(gl.Free) // a square must show where no grid does
	}
	b.target = st.Target.Render(b.centre(gl.Target))
	b.lastFrom = st.LastMove.Render(b.centre(gl.LastFrom))
	trail, crush, ghost := "◦", "×", "░"
	if ascii {
		trail, crush, ghost = "o", "x", ":"
	}
	b.trail = st.Target.Render(b.centre(trail))
	b.crush = st.Problem.Render(b.centre(crush))
	b.crushMark = st.Problem.Render(crush)
	b.ghost = st.Preview.Render(strings.Repeat(ghost, b.SW))
	b.ghostMark = ghost
	b.cursorL = st.HexCursor.Render(gl.CursorL)
	b.cursorR = st.HexCursor.Render(gl.CursorR)
	for l := lookRedLow; l < numPieceLooks; l++ {
		s := b.lookStyle(l)
		b.fills[l] = s.Render(" ")
		b.fillSq[l] = s.Render(b.blank)
		for id := 1; id < ghostOwner && !b.Grid; id++ {
			pl, k := PieceOf(id)
			b.letters[id][l] = s.Render(string(k.Letter(pl)))
		}
	}
	return b
}

// centre pads a mark of one column, or a label of three, to a square's
// width (a compact square shows the middle character of a label).
func (b *Board) centre(s string) string {
	r := []rune(s)
	if len(r) > b.SW {
		mid := (len(r) - b.SW) / 2
		return string(r[mid : mid+b.SW])
	}
	left := (b.SW - len(r)) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", b.SW-len(r)-left)
}

func (b *Board) lookStyle(l pieceLook) lipgloss.Style {
	switch l {
	case lookRedLow:
		return b.st.RedPiece
	case lookRedTall:
		return b.st.RedTall
	case lookBlueLow:
		return b.st.BluePiece
	case lookBlueTall:
		return b.st.BlueTall
	case lookGhost:
		return b.st.Preview
	}
	return b.st.Item
}

// Marks are what a frame shows beyond the position.
type Marks struct {
	Flipped   bool
	Cursor    cabeza.Square
	HasCursor bool
	Selected  int             // owner id of the selected piece, 0 for none
	Targets   cabeza.Bitboard // squares a selected piece can reach
	LastFrom  cabeza.Bitboard // squares the last move's piece left
	Trail     cabeza.Bitboard // where a two-step preview stands after its first step
	Crushed   cabeza.Square   // the crushed Cabeza's square after a crush, else NoSquare
	Ghost     *cabeza.Placement
	GhostID   int // owner id of the piece the ghost previews
}

// OwnerID numbers the ten pieces 1..10 (0 is an empty square); the ghost
// of a preview is 11.
func OwnerID(pl cabeza.Player, k cabeza.Kind) int { return int(pl)*cabeza.NumKinds + int(k) + 1 }

const ghostOwner = 11

func PieceOf(id int) (cabeza.Player, cabeza.Kind) {
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

// SquareAt maps a point of the drawing (column x, line y from its top
// left) to the square there: the arithmetic the mouse uses. A click on a
// grid line (or the gap of the compact board) counts for the square to
// its right or below.
func (b *Board) SquareAt(x, y int, flipped bool) (cabeza.Square, bool) {
	x -= LabelW
	rowH := 1
	if b.Grid {
		rowH = b.SH + 1
	}
	if x < 0 || x >= 10*(b.SW+1) || y < 0 || y >= 10*rowH {
		return cabeza.NoSquare, false
	}
	return displaySquare(x/(b.SW+1), y/rowH, flipped), true
}
