package tui

import (
	"cabezacat/cabeza"
)

// startPreview drops the selection for the preview (see
// gameBase.startPreview).
func (m *cabezaGame) startPreview() {
	if m.an.previewProblem() == "" {
		m.deselect()
	}
	m.cabezaBase.startPreview()
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
