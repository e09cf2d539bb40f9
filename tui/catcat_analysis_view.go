package tui

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// playCatcatText reads one move (a cell) of a previewed line and plays it.
func playCatcatText(p catcat.Position, text string) (catcat.Cell, catcat.Position, bool) {
	c, err := catcat.ParseCell(text)
	if err != nil {
		return c, p, false
	}
	next, err := p.Play(c)
	return c, next, err == nil
}

func (m *catcatGame) startPreview() {
	if problem := m.an.previewProblem(); problem != "" {
		m.say(true, "%s", problem)
		return
	}
	m.an.openPreview(m.game.Position(), playCatcatText)
	m.status = ""
}

// previewKey is every key while the preview is shown: step, change line,
// leave; q still quits.
func (m *catcatGame) previewKey(msg tea.KeyMsg) (quit bool) {
	quit, left := m.an.previewKey(msg, m.keys.Quit)
	if left {
		m.status = ""
	}
	return quit
}

// shownPosition is what the board shows: the preview's position, or the
// game's.
func (m catcatGame) shownPosition() catcat.Position {
	if v := m.an.preview; v != nil {
		return v.shown()
	}
	return m.game.Position()
}

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

// previewBanner is the status line while previewing (see pvPreview.banner):
// the move shown is a block or the cat's step.
func (m catcatGame) previewBanner() string {
	return m.an.preview.banner(m.st, m.opts.ASCII, func(before catcat.Position, c catcat.Cell) string {
		who := "cat to"
		if before.Turn() == catcat.CatcherToMove {
			who = "block"
		}
		return fmt.Sprintf(" %s %v", who, c)
	})
}

// analysisLines is the analysis block of the side panel, at most height
// lines: its state, the best root moves of the deepest depth, then every
// finished depth (depth, score, nodes, time, PV), deepest first.
func (m catcatGame) analysisLines(width, height int) []string {
	if !m.an.on || height <= 0 {
		return nil
	}
	busy := ""
	switch {
	case m.game.Over():
		busy = "game over"
	case m.job != nil:
		busy = "waits for the AI"
	}
	dot := " · "
	if m.opts.ASCII {
		dot = " - "
	}
	legend := fmt.Sprintf("scores for the %s: 1.00 = a step", m.game.Position().Turn())
	lines := m.an.panel(m.st, width, height, busy, dot, legend, 7)
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
