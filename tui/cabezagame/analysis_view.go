package cabezagame

import (
	"fmt"
)

// analysisLines is the analysis block of the side panel, at most height
// lines of width cells (see analysis.State.Panel).
func (m Model) analysisLines(width, height int) []string {
	legend := fmt.Sprintf("scores for %s: +1.00 ≈ a piece", m.Game.Side())
	return m.Analysis.Panel(m.St, width, height, m.AnalysisBusy(), " · ", legend, 6)
}
