package hexboard

import (
	"fmt"
	"strings"

	"cabezacat/catcat"
	"cabezacat/tui/common"
)

// Board draws a Catch the Cat board. A row is a run of cells pitch
// columns apart, odd rows shifted half a pitch right, as the rules draw
// it; the glyph of a cell sits one column in, so "[g]" brackets around it
// (the cursor) fit between neighbours on both pitches:
//
//	pitch 4:  " [C]  ·   ·"     pitch 2: "[C]· · ·"
//
// Every styled piece is rendered once in New; a frame only joins
// ready strings, so a 45×45 board draws in well under a millisecond.
type Board struct {
	Pitch int // columns per cell: 2, 4, 6 or 8, the largest the terminal holds (hexPitch)
	RowH  int // lines per row: pitch/2, so the hexagons keep their shape

	cat, blocked, lastBlock, free, border, space string
	// reach and reachBorder draw the free cells the cat may step to: a
	// border cell keeps its own glyph, as those are the cat's winning
	// moves and the glyph is all that marks them without colour.
	reach, reachBorder string
	cursorL, cursorR   string

	// The analysis overlays of the Catch the Cat screen.
	heat                 [10]string // distance 0 … 9 to the border
	heatFar, heatShut    string     // 10 or more; shut in
	routeStep, nextBlock string
}

func New(st common.Styles, g common.Glyphs, pitch int) Board {
	return Board{
		Pitch:       pitch,
		RowH:        pitch / 2,
		cat:         st.HexCat.Render(g.Cat),
		blocked:     st.HexBlocked.Render(g.Blocked),
		lastBlock:   st.HexCursor.Render(g.Blocked),
		free:        st.HexFree.Render(g.Free),
		border:      st.HexBorder.Render(g.Border),
		reach:       st.HexReach.Render(g.Free),
		reachBorder: st.HexReach.Render(g.Border),
		space:       " ",
		cursorL:     st.HexCursor.Render(g.CursorL),
		cursorR:     st.HexCursor.Render(g.CursorR),
	}.withOverlays(st)
}

// Width is the width of a board's rows: n cells, the odd rows' shift
// and the cursor's closing bracket after the last cell.
func Width(n, pitch int) int { return n*pitch + hexCursorGap(pitch) + 1 }

// hexCursorGap is how far the cursor's brackets stand from the glyph:
// "[C]" on the small cells, "[ C ]" on the big ones (pitch 6 and 8), so
// that the cursor grows with the cell.
func hexCursorGap(pitch int) int {
	if pitch >= 6 {
		return 2
	}
	return 1
}

// GlyphCol is the column (from the board's left edge) of the glyph of
// the cell in column c of row r.
func GlyphCol(c, r, pitch int) int { return c*pitch + (r&1)*pitch/2 + pitch/2 }

// CellAt maps a point of the board (column x, row r from the board's top
// left) to the cell there: the arithmetic the mouse uses.
func (h Board) CellAt(p catcat.Position, x, y int) (catcat.Cell, bool) {
	n := p.Size().N()
	if y < 0 || y%h.RowH != 0 {
		return catcat.Cell{}, false
	}
	r := y / h.RowH
	if r >= n {
		return catcat.Cell{}, false
	}
	x -= (r & 1) * h.Pitch / 2
	if x < 0 {
		return catcat.Cell{}, false
	}
	c := x / h.Pitch
	if c >= n {
		return catcat.Cell{}, false
	}
	half := n / 2
	return catcat.Cell{X: c - half, Y: r - half}, true
}

// Marks are what a frame shows beyond the position itself.
type Marks struct {
	Cursor    catcat.Cell
	HasCursor bool
	Reach     bool        // colour the cat's free neighbours (the cat is to move)
	LastBlock catcat.Cell // the catcher's last block
	HasLast   bool

	Heat      []int16 // overlay: every cell's distance to the border (IAgent index), or nil
	Route     []bool  // overlay: the cells of the cat's way out (IAgent index), or nil
	NextBlock catcat.Cell
	HasNext   bool // overlay: the cell the catcher AI would block next
}

// Render draws the board: one line per row (and an empty line between
// rows with the large cells).
func (h Board) Render(p catcat.Position, m Marks, margin string) []string {
	size := p.Size()
	n, half := size.N(), size.N()/2
	width := Width(n, h.Pitch)
	row := make([]string, width)
	cat := p.Cat()
	// One builder for the whole board, cut into lines at the end: one
	// allocation for the text however many rows.
	var b strings.Builder
	b.Grow(n * (len(margin) + width*4))
	ends := make([]int, 0, n)
	for r := 0; r < n; r++ {
		for i := range row {
			row[i] = h.space
		}
		y := r - half
		for c := 0; c < n; c++ {
			cell := catcat.Cell{X: c - half, Y: y}
			col := GlyphCol(c, r, h.Pitch)
			switch {
			case cell == cat:
				row[col] = h.cat
			case p.IsBlocked(cell):
				if m.HasLast && cell == m.LastBlock {
					row[col] = h.lastBlock
				} else {
					row[col] = h.blocked
				}
			case m.HasNext && cell == m.NextBlock:
				row[col] = h.nextBlock
			case m.Route != nil && m.Route[size.Index(cell)]:
				row[col] = h.routeStep
			case m.Heat != nil:
				row[col] = h.heatGlyph(m.Heat[size.Index(cell)])
			case m.Reach && cell.IsNeighbour(cat):
				row[col] = h.reach
				if size.IsBorder(cell) {
					row[col] = h.reachBorder
				}
			case size.IsBorder(cell):
				row[col] = h.border
			default:
				row[col] = h.free
			}
			if m.HasCursor && cell == m.Cursor {
				gap := hexCursorGap(h.Pitch)
				row[col-gap] = h.cursorL
				row[col+gap] = h.cursorR
			}
		}
		b.WriteString(margin)
		for _, s := range row {
			b.WriteString(s)
		}
		ends = append(ends, b.Len())
	}
	text := b.String()
	lines := make([]string, 0, n*h.RowH)
	start := 0
	for r, end := range ends {
		lines = append(lines, text[start:end])
		start = end
		if r < n-1 {
			for range h.RowH - 1 {
				lines = append(lines, "")
			}
		}
	}
	return lines
}

// withOverlays renders the overlays' glyphs once.
func (h Board) withOverlays(st common.Styles) Board {
	for d := range h.heat {
		style := st.HexFree
		if d <= 1 {
			style = st.HexCursor // a step or two from escaping
		}
		h.heat[d] = style.Render(fmt.Sprint(d))
	}
	h.heatFar = st.HexFree.Render("+")
	h.heatShut = st.HexBlocked.Render("-")
	h.routeStep = st.HexReach.Render("*")
	h.nextBlock = st.HexCursor.Render("X")
	return h
}

func (h Board) heatGlyph(d int16) string {
	switch {
	case d == catcat.Unreachable:
		return h.heatShut
	case d >= 0 && int(d) < len(h.heat):
		return h.heat[d]
	}
	return h.heatFar
}
