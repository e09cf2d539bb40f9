package cabezagame

import (
	"cabezacat/cabeza"
	"cabezacat/tui/components/cabezaboard"
)

// StartPreview drops the selection for the preview (see
// game.Base.StartPreview).
func (m *Model) StartPreview() {
	if m.Analysis.PreviewProblem() == "" {
		m.deselect()
	}
	m.base.StartPreview()
}

// previewMarks highlights the previewed move: the piece it moved and the
// squares it left, instead of the game's last move.
func (m Model) previewMarks(marks *cabezaboard.Marks) {
	v := m.Analysis.Preview
	if v == nil {
		return
	}
	marks.HasCursor, marks.Selected, marks.Ghost = false, 0, nil
	marks.Targets, marks.Trail, marks.LastFrom = cabeza.Bitboard{}, cabeza.Bitboard{}, cabeza.Bitboard{}
	if v.At == 0 {
		return
	}
	mv, before := v.Moves[v.At-1], v.Positions[v.At-1]
	marks.Selected = cabezaboard.OwnerID(mv.Player(), mv.Kind())
	marks.LastFrom = before.Placement(mv.Player(), mv.Kind()).Footprint().AndNot(mv.To().Footprint())
}
