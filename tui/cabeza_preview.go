package tui

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
)

// playCabezaText reads one move of a previewed line and plays it.
func playCabezaText(p cabeza.Position, text string) (cabeza.Move, cabeza.Position, bool) {
	mv, err := cabeza.ParseMove(p, text)
	if err != nil {
		return mv, p, false
	}
	return mv, p.Play(mv), true
}

func (m *cabezaGame) startPreview() {
	if problem := m.an.previewProblem(); problem != "" {
		m.say(true, "%s", problem)
		return
	}
	m.deselect()
	m.an.openPreview(m.game.Position(), playCabezaText)
	m.status = ""
}

// previewKey is every key while the preview is shown: step, change line,
// leave; q still quits.
func (m *cabezaGame) previewKey(msg tea.KeyMsg) (quit bool) {
	quit, left := m.an.previewKey(msg, m.keys.Quit)
	if left {
		m.status = ""
	}
	return quit
}

// shownPosition is what the board shows: the preview's position, or the
// game's.
func (m cabezaGame) shownPosition() cabeza.Position {
	if v := m.an.preview; v != nil {
		return v.shown()
	}
	return m.game.Position()
}

// previewMarks highlights the previewed move: the piece it moved and the
// squares it left, instead of the game's last move.
func (m cabezaGame) previewMarks(marks *cabezaMarks) {
	v := m.an.preview
	if v == nil {
		return
	}
	marks.hasCursor, marks.selected, marks.ghost = false, 0, nil
	marks.targets, marks.trail, marks.lastFrom = cabeza.Bitboard{}, cabeza.Bitboard{}, cabeza.Bitboard{}
	if v.at == 0 {
		return
	}
	mv, before := v.moves[v.at-1], v.positions[v.at-1]
	marks.selected = ownerID(mv.Player(), mv.Kind())
	marks.lastFrom = before.Placement(mv.Player(), mv.Kind()).Footprint().AndNot(mv.To().Footprint())
}

// previewBanner is the status line while previewing (see pvPreview.banner).
func (m cabezaGame) previewBanner() string {
	v := m.an.preview
	if v == nil {
		return ""
	}
	return v.banner(m.st, m.opts.ASCII, func(_ cabeza.Position, mv cabeza.Move) string { return " " + mv.String() })
}
