package tui

import (
	"fmt"
	"time"
)

// analysisLines is the analysis block of the side panel, at most height
// lines of width cells (see analysis.panel).
func (m cabezaGame) analysisLines(width, height int) []string {
	legend := fmt.Sprintf("scores for %s: +1.00 ≈ a piece", m.game.Side())
	return m.an.panel(m.st, width, height, m.analysisBusy(), " · ", legend, 6)
}

// shortTime writes a search time in at most five cells: 12ms, 3.4s, 95s.
func shortTime(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%.1fs", d.Seconds())
	case d < 1000*time.Second:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	}
	return fmt.Sprintf("%dm", int(d.Minutes()))
}
