package cabezaboard

import (
	"strings"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
)

// Render draws the board with its rank and file labels.
func (b *Board) Render(out *strings.Builder, p *cabeza.Position, m Marks) {
	var owner [10][10]int // [dc][dr]
	var looks [ghostOwner + 1]pieceLook
	var labelAt [ghostOwner + 1][2]int
	for id := range labelAt {
		labelAt[id] = [2]int{-1, -1}
	}
	for dr := 0; dr < 10; dr++ {
		for dc := 0; dc < 10; dc++ {
			sq := displaySquare(dc, dr, m.Flipped)
			if pl, k, ok := p.PieceAt(sq); ok {
				owner[dc][dr] = OwnerID(pl, k)
			}
			if m.Ghost != nil && m.Ghost.Covers(sq) {
				owner[dc][dr] = ghostOwner
			}
			if id := owner[dc][dr]; id != 0 && labelAt[id][0] < 0 {
				labelAt[id] = [2]int{dc, dr} // scanning top-down, left-right: the top-left square
			}
		}
	}
	for id := 1; id <= 10; id++ {
		pl, k := PieceOf(id)
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
		if b.Grid {
			f.gridLine(out, dr)
		}
		if dr == 10 {
			break
		}
		for line := 0; line < b.SH; line++ {
			f.squareLine(out, dr, line)
		}
	}
	out.WriteString("   ")
	for dc := 0; dc < 10; dc++ {
		x := dc
		if m.Flipped {
			x = 9 - dc
		}
		out.WriteString(strings.Repeat(" ", 1+b.SW/2))
		out.WriteByte(byte('a' + x))
		out.WriteString(strings.Repeat(" ", b.SW-b.SW/2-1))
	}
}

// boardFrame is one frame being drawn: the board, the position, and who
// covers which display square.
type boardFrame struct {
	b       *Board
	p       *cabeza.Position
	m       Marks
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
			arms |= common.ArmUp
		}
		if line(sw, se) && (sw >= 0 || se >= 0) {
			arms |= common.ArmDown
		}
		if line(nw, sw) && (nw >= 0 || sw >= 0) {
			arms |= common.ArmLeft
		}
		if line(ne, se) && (ne >= 0 || se >= 0) {
			arms |= common.ArmRight
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
		out.WriteString(rankLabel(dr, m.Flipped))
	} else {
		out.WriteString("   ")
	}
	for dc := 0; dc <= 10; dc++ {
		left, right := f.at(dc-1, dr), f.at(dc, dr)
		switch {
		case m.HasCursor && dc < 10 && displaySquare(dc, dr, m.Flipped) == m.Cursor:
			out.WriteString(b.cursorL)
		case m.HasCursor && dc > 0 && displaySquare(dc-1, dr, m.Flipped) == m.Cursor:
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
	sq := displaySquare(dc, dr, m.Flipped)
	onLabel := ln == b.labelLine
	labelSquare := f.labelAt[id] == [2]int{dc, dr}
	if sq == m.Crushed && id != 0 && !labelSquare {
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
		case m.Trail.Has(sq):
			return b.trail
		case m.Targets.Has(sq):
			return b.target
		case m.LastFrom.Has(sq):
			return b.lastFrom
		}
		return b.empty
	case id == ghostOwner:
		// Only the label square of a grid says what the ghost is; the rest
		// is its texture, so it reads as a preview without colour too.
		if !onLabel || !labelSquare || !b.Grid {
			return b.ghost
		}
		pl, k := PieceOf(m.GhostID)
		if k == cabeza.Cabeza {
			return b.st.Preview.Render(b.centre(b.ghostMark + b.disk(pl, true) + b.ghostMark))
		}
		label := pieceLabel(pl, k, m.Ghost.H, false)
		return b.st.Preview.Render(b.centre(b.ghostMark + label[1:]))
	}
	pl, k := PieceOf(id)
	if k == cabeza.Cabeza {
		style := b.st.Red
		if pl == cabeza.Blue {
			style = b.st.Blue
		}
		switch {
		case id == m.Selected:
			style = b.st.Preview
		case m.Targets.Has(sq): // a block can crush it
			style = b.st.Problem
		}
		if !onLabel {
			if id == m.Selected {
				return style.Render(b.blank)
			}
			return b.blank
		}
		return style.Render(b.centre(b.disk(pl, false)))
	}
	style := b.lookStyle(f.looks[id])
	if id == m.Selected {
		style = b.st.Preview
	}
	if !b.Grid { // compact: the letter in every square
		look := f.looks[id]
		if id == m.Selected {
			look = lookGhost // the preview's style
		}
		if sq == m.Crushed {
			return b.crushMark
		}
		return b.letters[id][look]
	}
	if !labelSquare || !onLabel {
		return b.fillSq[f.looks[id]]
	}
	label := pieceLabel(pl, k, p.Placement(pl, k).H, id == m.Selected)
	pad := strings.Repeat(" ", (b.SW-3)/2)
	if sq == m.Crushed && pad == "" { // the crushing block's label square: mark it in front
		return b.crushMark + style.Render(label[1:])
	}
	if sq == m.Crushed {
		return style.Render(pad) + b.crushMark + style.Render(label[1:]+pad)
	}
	return style.Render(pad + label + pad)
}

// disk is a Cabeza's glyph at this scale: three columns ( ● or (C) ) on a
// grid, one (● or C) on the compact board; bare drops the padding and
// brackets, for the ghost.
func (b *Board) disk(pl cabeza.Player, bare bool) string {
	d := b.gl.RedCabeza
	if pl == cabeza.Blue {
		d = b.gl.BlueCabeza
	}
	if bare || !b.Grid {
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
