package tui

import (
	"fmt"
)

// analysisLines is the analysis block of the side panel, at most height
// lines of width cells (see analysis.panel).
func (m cabezaGame) analysisLines(width, height int) []string {
	legend := fmt.Sprintf("scores for %s: +1.00 ≈ a piece", m.game.Side())
	return m.an.panel(m.st, width, height, m.analysisBusy(), " · ", legend, 6)
}
