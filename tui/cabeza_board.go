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

// render draws the board with its rank and file labels.
func (b *cabezaBoard) render(out *strings.Builder, p *cabeza.Position, m cabezaMarks) {
	var owner [10][10]int // [dc][dr]
	var looks [ghostOwner + 1]pieceLook
	var labelAt [ghostOwner + 1][2]int
	for id := range labelAt {
		labelAt[id] = [2]int{-1, -1}
	}
	for dr := 0; dr < 10; dr++ {
		for dc := 0; dc < 10; dc++ {
			sq := displaySquare(dc, dr, m.flipped)
			if pl, k, ok := p.PieceAt(sq); ok {
				owner[dc][dr] = ownerID(pl, k)
			}
			if m.ghost != nil && m.ghost.Covers(sq) {
				owner[dc][dr] = ghostOwner
			}
			if id := owner[dc][dr]; id != 0 && labelAt[id][0] < 0 {
				labelAt[id] = [2]int{dc, dr} // scanning top-down, left-right: the top-left square
			}
		}
	}
	for id := 1; id <= 10; id++ {
		pl, k := idPiece(id)
		if k == cabeza.Cabeza {
			continue
		}
		tall := p.Placement(pl, k).H >= 2
		switch {
		case pl == cabeza.Red && tall:
			looks[id] = lookRedTall
		case pl == cabeza.Red:
			looks[id] = lookRedLow
		case tall:
			looks[id] = lookBlueTall
		default:
			looks[id] = lookBlueLow
		}
	}
	looks[ghostOwner] = lookGhost
	f := &boardFrame{b: b, p: p, m: m, owner: &owner, looks: &looks, labelAt: &labelAt}

	for dr := 0; dr <= 10; dr++ {
		if b.grid {
			f.gridLine(out, dr)
		}
		if dr == 10 {
			break
		}
		for line := 0; line < b.sh; line++ {
			f.squareLine(out, dr, line)
		}
	}
	out.WriteString("   ")
	for dc := 0; dc < 10; dc++ {
		x := dc
		if m.flipped {
			x = 9 - dc
		}
		out.WriteString(strings.Repeat(" ", 1+b.sw/2))
		out.WriteByte(byte('a' + x))
		out.WriteString(strings.Repeat(" ", b.sw-b.sw/2-1))
	}
}

// boardFrame is one frame being drawn: the board, the position, and who
// covers which display square.
type boardFrame struct {
	b       *cabezaBoard
	p       *cabeza.Position
	m       cabezaMarks
	owner   *[10][10]int
	looks   *[ghostOwner + 1]pieceLook
	labelAt *[ghostOwner + 1][2]int
}

// at is the owner of a display square, -1 off the board.
func (f *boardFrame) at(dc, dr int) int {
	if dc < 0 || dc > 9 || dr < 0 || dr > 9 {
		return -1
	}
	return f.owner[dc][dr]
}

// line reports that a line runs between two squares: unless both belong
// to the same piece; outside the board there is nothing to separate.
func line(a, c int) bool { return !(a == c && (a > 0 || a < 0)) }

// fillOf is the one-column fill between two squares of the same piece.
func (f *boardFrame) fillOf(a, c int) (string, bool) {
	if a == c && a > 0 && f.looks[a] != lookNone {
		return f.b.fills[f.looks[a]], true
	}
	return "", false
}

// gridLine draws the grid line above display row dr (10: the bottom one).
func (f *boardFrame) gridLine(out *strings.Builder, dr int) {
	b := f.b
	out.WriteString("   ")
	for dc := 0; dc <= 10; dc++ {
		// Junction between rows dr-1 and dr, columns dc-1 and dc.
		nw, ne, sw, se := f.at(dc-1, dr-1), f.at(dc, dr-1), f.at(dc-1, dr), f.at(dc, dr)
		arms := 0
		if line(nw, ne) && (nw >= 0 || ne >= 0) {
			arms |= armUp
		}
		if line(sw, se) && (sw >= 0 || se >= 0) {
			arms |= armDown
		}
		if line(nw, sw) && (nw >= 0 || sw >= 0) {
			arms |= armLeft
		}
		if line(ne, se) && (ne >= 0 || se >= 0) {
			arms |= armRight
		}
		if fill, ok := f.fillOf(nw, se); ok && arms == 0 && nw == ne && nw == sw {
			out.WriteString(fill) // the middle of a 2×2 piece
		} else {
			out.WriteString(b.junction[arms])
		}
		if dc == 10 {
			break
		}
		// Horizontal segment above square (dc, dr).
		up, down := f.at(dc, dr-1), f.at(dc, dr)
		if line(up, down) {
			out.WriteString(b.hLine)
		} else if _, ok := f.fillOf(up, down); ok {
			out.WriteString(b.fillSq[f.looks[up]])
		} else {
			out.WriteString(b.blank)
		}
	}
	out.WriteByte('\n')
}

// squareLine draws line `line` of display row dr: each square with the
// line (or gap, or cursor bracket) to its left.
func (f *boardFrame) squareLine(out *strings.Builder, dr, ln int) {
	b, m := f.b, f.m
	if ln == b.labelLine {
		out.WriteString(rankLabel(dr, m.flipped))
	} else {
		out.WriteString("   ")
	}
	for dc := 0; dc <= 10; dc++ {
		left, right := f.at(dc-1, dr), f.at(dc, dr)
		switch {
		case m.hasCursor && dc < 10 && displaySquare(dc, dr, m.flipped) == m.cursor:
			out.WriteString(b.cursorL)
		case m.hasCursor && dc > 0 && displaySquare(dc-1, dr, m.flipped) == m.cursor:
			out.WriteString(b.cursorR)
		case line(left, right):
			out.WriteString(b.vLine)
		default:
			if fill, ok := f.fillOf(left, right); ok {
				out.WriteString(fill)
			} else {
				out.WriteString(" ")
			}
		}
		if dc == 10 {
			break
		}
		out.WriteString(f.square(dc, dr, ln))
	}
	out.WriteByte('\n')
}

// square is one line of one square, sw columns.
func (f *boardFrame) square(dc, dr, ln int) string {
	b, m, p := f.b, f.m, f.p
	id := f.owner[dc][dr]
	sq := displaySquare(dc, dr, m.flipped)
	onLabel := ln == b.labelLine
	labelSquare := f.labelAt[id] == [2]int{dc, dr}
	if sq == m.crushed && id != 0 && !labelSquare {
		if onLabel {
			return b.crush
		}
		return b.fillSq[f.looks[id]]
	}
	switch {
	case id == 0:
		switch {
		case !onLabel:
			return b.blank
		case m.trail.Has(sq):
			return b.trail
		case m.targets.Has(sq):
			return b.target
		case m.lastFrom.Has(sq):
			return b.lastFrom
		}
		return b.empty
	case id == ghostOwner:
		// Only the label square of a grid says what the ghost is; the rest
		// is its texture, so it reads as a preview without colour too.
		if !onLabel || !labelSquare || !b.grid {
			return b.ghost
		}
		pl, k := idPiece(m.ghostID)
		if k == cabeza.Cabeza {
			return b.st.preview.Render(b.centre(b.ghostMark + b.disk(pl, true) + b.ghostMark))
		}
		label := pieceLabel(pl, k, m.ghost.H, false)
		return b.st.preview.Render(b.centre(b.ghostMark + label[1:]))
	}
	pl, k := idPiece(id)
	if k == cabeza.Cabeza {
		style := b.st.red
		if pl == cabeza.Blue {
			style = b.st.blue
		}
		switch {
		case id == m.selected:
			style = b.st.preview
		case m.targets.Has(sq): // a block can crush it
			style = b.st.problem
		}
		if !onLabel {
			if id == m.selected {
				return style.Render(b.blank)
			}
			return b.blank
		}
		return style.Render(b.centre(b.disk(pl, false)))
	}
	style := b.lookStyle(f.looks[id])
	if id == m.selected {
		style = b.st.preview
	}
	if !b.grid { // compact: the letter in every square
		look := f.looks[id]
		if id == m.selected {
			look = lookGhost // the preview's style
		}
		if sq == m.crushed {
			return b.crushMark
		}
		return b.letters[id][look]
	}
	if !labelSquare || !onLabel {
		return b.fillSq[f.looks[id]]
	}
	label := pieceLabel(pl, k, p.Placement(pl, k).H, id == m.selected)
	pad := strings.Repeat(" ", (b.sw-3)/2)
	if sq == m.crushed && pad == "" { // the crushing block's label square: mark it in front
		return b.crushMark + style.Render(label[1:])
	}
	if sq == m.crushed {
		return style.Render(pad) + b.crushMark + style.Render(label[1:]+pad)
	}
	return style.Render(pad + label + pad)
}

// disk is a Cabeza's glyph at this scale: three columns ( ● or (C) ) on a
// grid, one (● or C) on the compact board; bare drops the padding and
// brackets, for the ghost.
func (b *cabezaBoard) disk(pl cabeza.Player, bare bool) string {
	d := b.gl.redCabeza
	if pl == cabeza.Blue {
		d = b.gl.blueCabeza
	}
	if bare || !b.grid {
		d = strings.Trim(d, " ()")
	}
	return d
}

// pieceLabel is a block's three columns of label: a mark when selected,
// its letter in its side's case, and its height.
func pieceLabel(pl cabeza.Player, k cabeza.Kind, h int, selected bool) string {
	mark := byte(' ')
	if selected {
		mark = '*'
	}
	return string([]byte{mark, k.Letter(pl), byte('0' + h)})
}

func rankLabel(dr int, flipped bool) string {
	r := 10 - dr
	if flipped {
		r = dr + 1
	}
	if r == 10 {
		return "10 "
	}
	return " " + string(byte('0'+r)) + " "
}
