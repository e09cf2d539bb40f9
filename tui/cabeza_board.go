package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/cabeza"
)

// cabezaBoard draws the 10×10 Cabeza board. Squares are three columns by
// one line, with grid lines between them; a block covering several
// squares is drawn as one piece: no line runs between two squares of the
// same piece, and its fill (in colour) spans the gaps. Its letter and
// height stand in its top-left square: "F2" is a standing Flaco, "h1" a
// flat blue Chato. Upper case is red and lower case blue, as in the
// notation, so the sides read without colour.
//
// The strings of lines, junctions and fills are rendered once; a frame
// joins ready strings and renders only the few piece labels.
type cabezaBoard struct {
	st styles
	gl glyphs

	junction  [16]string // grid-line crossings by the arms they join
	hLine     string     // a horizontal segment over one square (3 columns)
	vLine     string
	empty     string
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
	fill3     [numPieceLooks]string // three columns of it
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

// Geometry of the drawing: the rank labels take the first columns.
const (
	cbLabelW  = 3 // "10 "
	cbSquareW = 4 // three columns of square and one of line
	cbWidth   = cbLabelW + 10*cbSquareW + 1
	cbHeight  = 2*10 + 1 + 1 // grid lines and squares, then the file letters
)

func newCabezaBoard(st styles, gl glyphs) cabezaBoard {
	b := cabezaBoard{st: st, gl: gl}
	for i := range b.junction {
		b.junction[i] = st.grid.Render(gl.junction[i])
	}
	b.hLine = st.grid.Render(strings.Repeat(gl.horiz, 3))
	b.vLine = st.grid.Render(gl.vert)
	b.empty = "   "
	b.target = st.target.Render(" " + gl.target + " ")
	b.lastFrom = st.lastMove.Render(" " + gl.lastFrom + " ")
	trail := "◦"
	if gl.horiz == "-" {
		trail = "o"
	}
	b.trail = st.target.Render(" " + trail + " ")
	crush := "×"
	if gl.horiz == "-" {
		crush = "x"
	}
	b.crush = st.problem.Render(" " + crush + " ")
	b.crushMark = st.problem.Render(crush)
	ghost := "░"
	if gl.horiz == "-" {
		ghost = ":"
	}
	b.ghost = st.preview.Render(strings.Repeat(ghost, 3))
	b.ghostMark = ghost
	b.cursorL = st.hexCursor.Render(gl.cursorL)
	b.cursorR = st.hexCursor.Render(gl.cursorR)
	for l := lookRedLow; l < numPieceLooks; l++ {
		s := b.lookStyle(l)
		b.fills[l] = s.Render(" ")
		b.fill3[l] = s.Render("   ")
	}
	return b
}

func (b cabezaBoard) lookStyle(l pieceLook) lipgloss.Style {
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
// grid line counts for the square to its right or below.
func squareAt(x, y int, flipped bool) (cabeza.Square, bool) {
	x -= cbLabelW
	if x < 0 || x >= 10*cbSquareW || y < 0 || y >= 20 {
		return cabeza.NoSquare, false
	}
	return displaySquare(x/cbSquareW, y/2, flipped), true
}

// render draws the board with its rank and file labels.
func (b cabezaBoard) render(out *strings.Builder, p *cabeza.Position, m cabezaMarks) {
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

	at := func(dc, dr int) int {
		if dc < 0 || dc > 9 || dr < 0 || dr > 9 {
			return -1
		}
		return owner[dc][dr]
	}
	// A line runs between two squares unless both belong to the same
	// piece; outside the board there is nothing to separate.
	line := func(a, c int) bool { return !(a == c && (a > 0 || a < 0)) }
	fillOf := func(a, c int) (string, bool) {
		if a == c && a > 0 && looks[a] != lookNone {
			return b.fills[looks[a]], true
		}
		return "", false
	}

	for y := 0; y <= 20; y++ {
		if y%2 == 1 {
			out.WriteString(rankLabel(y/2, m.flipped))
		} else {
			out.WriteString("   ")
		}
		dr := y / 2
		for dc := 0; dc <= 10; dc++ {
			if y%2 == 0 {
				// Junction between rows dr-1 and dr, columns dc-1 and dc.
				nw, ne, sw, se := at(dc-1, dr-1), at(dc, dr-1), at(dc-1, dr), at(dc, dr)
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
				if f, ok := fillOf(nw, se); ok && arms == 0 && nw == ne && nw == sw {
					out.WriteString(f) // the middle of a 2×2 piece
				} else {
					out.WriteString(b.junction[arms])
				}
				if dc == 10 {
					continue
				}
				// Horizontal segment above square (dc, dr).
				up, down := at(dc, dr-1), at(dc, dr)
				if line(up, down) {
					out.WriteString(b.hLine)
				} else if f, ok := fillOf(up, down); ok {
					out.WriteString(f + f + f)
				} else {
					out.WriteString(b.empty)
				}
				continue
			}
			// Square row: vertical line left of square dc, then the square.
			left, right := at(dc-1, dr), at(dc, dr)
			switch {
			case m.hasCursor && dc < 10 && displaySquare(dc, dr, m.flipped) == m.cursor:
				out.WriteString(b.cursorL)
			case m.hasCursor && dc > 0 && displaySquare(dc-1, dr, m.flipped) == m.cursor:
				out.WriteString(b.cursorR)
			case line(left, right):
				out.WriteString(b.vLine)
			default:
				if f, ok := fillOf(left, right); ok {
					out.WriteString(f)
				} else {
					out.WriteString(" ")
				}
			}
			if dc == 10 {
				continue
			}
			out.WriteString(b.square(p, m, dc, dr, owner[dc][dr], looks, labelAt))
		}
		out.WriteByte('\n')
	}
	out.WriteString("   ")
	for dc := 0; dc < 10; dc++ {
		x := dc
		if m.flipped {
			x = 9 - dc
		}
		out.WriteString("  ")
		out.WriteByte(byte('a' + x))
		out.WriteString(" ")
	}
}

// square is the three columns of one square.
func (b cabezaBoard) square(p *cabeza.Position, m cabezaMarks, dc, dr, id int, looks [ghostOwner + 1]pieceLook, labelAt [ghostOwner + 1][2]int) string {
	sq := displaySquare(dc, dr, m.flipped)
	if sq == m.crushed && id != 0 && labelAt[id] != [2]int{dc, dr} {
		return b.crush
	}
	switch {
	case id == 0:
		switch {
		case m.trail.Has(sq):
			return b.trail
		case m.targets.Has(sq):
			return b.target
		case m.lastFrom.Has(sq):
			return b.lastFrom
		}
		return b.empty
	case id == ghostOwner:
		if labelAt[id] == [2]int{dc, dr} {
			pl, k := idPiece(m.ghostID)
			if k == cabeza.Cabeza {
				disk := b.gl.redCabeza
				if pl == cabeza.Blue {
					disk = b.gl.blueCabeza
				}
				return b.st.preview.Render(b.ghostMark + strings.Trim(disk, " ()") + b.ghostMark)
			}
			// The ghost's label starts with its texture, so it reads as a
			// preview without colour too.
			label := pieceLabel(pl, k, m.ghost.H, false)
			return b.st.preview.Render(b.ghostMark + label[1:])
		}
		return b.ghost
	}
	pl, k := idPiece(id)
	if k == cabeza.Cabeza {
		disk := b.gl.redCabeza
		style := b.st.red
		if pl == cabeza.Blue {
			disk, style = b.gl.blueCabeza, b.st.blue
		}
		if id == m.selected {
			return b.st.preview.Render(disk)
		}
		if m.targets.Has(sq) { // a block can crush it
			return b.st.problem.Render(disk)
		}
		return style.Render(disk)
	}
	if labelAt[id] != [2]int{dc, dr} {
		return b.fill3[looks[id]]
	}
	style := b.lookStyle(looks[id])
	if id == m.selected {
		style = b.st.preview
	}
	label := pieceLabel(pl, k, p.Placement(pl, k).H, id == m.selected)
	if sq == m.crushed { // the crushing block's label square: mark it in front
		return b.crushMark + style.Render(label[1:])
	}
	return style.Render(label)
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
