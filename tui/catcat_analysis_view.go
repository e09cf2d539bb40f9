package tui

import (
	"fmt"
	"strings"

	"cabezacat/catcat"
)

// previewMarks marks the previewed move instead of the game's: brackets
// round the cell blocked (styled as the last block) or the cat's new
// cell, with the cell the cat left as a way-out step; no overlays. The
// brackets show the move without colour too.
func (m catcatGame) previewMarks(marks *hexMarks) {
	v := m.an.preview
	if v == nil {
		return
	}
	*marks = hexMarks{}
	if v.at == 0 {
		return
	}
	before, c := v.positions[v.at-1], v.moves[v.at-1]
	marks.cursor, marks.hasCursor = c, true
	if before.Turn() == catcat.CatcherToMove {
		marks.lastBlock, marks.hasLast = c, true
		return
	}
	marks.route = make([]bool, before.Size().Cells())
	marks.route[before.CatIndex()] = true
}

// analysisLines is the analysis block of the side panel, at most height
// lines: its state, the best root moves of the deepest depth, then every
// finished depth (depth, score, nodes, time, PV), deepest first.
func (m catcatGame) analysisLines(width, height int) []string {
	if !m.an.on || height <= 0 {
		return nil
	}
	dot := " · "
	if m.opts.ASCII {
		dot = " - "
	}
	legend := fmt.Sprintf("scores for the %s: 1.00 = a step", m.game.Position().Turn())
	lines := m.an.panel(m.st, width, height, m.analysisBusy(), dot, legend, 7)
	if n := len(m.an.infos); n > 0 && m.an.infos[n-1].Proof != "" && len(lines) > 0 && m.an.preview == nil {
		proof := m.an.infos[n-1].Proof
		if m.opts.ASCII {
			proof = strings.ReplaceAll(proof, "—", "-")
		}
		// Under the heading: the solver's result, from the side to move.
		lines = append(lines[:1], append([]string{clipStyled(m.st.good.Render(proof), width)}, lines[1:]...)...)
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return lines
}
