package catcatgame

import (
	"fmt"
	"slices"

	"cabezacat/tui/common"
)

// recordedEnd is the panel's word on a replayed game that a program lost
// without a cell (a timeout, a crash, an answer that was no state): the
// record replays to the position where it failed, and there the board
// says the game goes on; only the record knows who won, and why. It is
// shown on that position of the record's own line (nil elsewhere, and
// once someone plays on from it). The reason is a program's text; the
// record's reader has blanked its control characters.
func (m Model) recordedEnd(width int) []string {
	r := m.setup.Record
	if r == nil || r.Invalid != nil || !r.Outcome.Over() || m.Game.Over() {
		return nil
	}
	if m.Game.Start() != r.Start || !slices.Equal(m.Game.Moves(), r.Moves) {
		return nil
	}
	w, _ := r.Outcome.Winner()
	var lines []string
	add := func(s string) { lines = append(lines, common.WrapStyled(s, width)...) }
	add(m.St.Good.Render(fmt.Sprintf("The %s wins", w)) + m.St.Faint.Render(" (recorded)"))
	add(common.Capital(r.Outcome.String()))
	if r.Reason != "" {
		add(m.St.Faint.Render(r.Reason))
	}
	return lines
}
