package game

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

// A problem too long for the status line is wrapped for the side panel
// between words: the moves it quotes stay whole (a minus sign never ends
// a line), and it takes at most five lines.
func TestProblemLinesKeepMovesWhole(t *testing.T) {
	status := `move "-9,-10": -9,-10 is off the board: a 13×13 board's cells run from -6,-6 to 6,6`
	for width := 14; width <= 40; width++ {
		lines := problemLines(lipgloss.NewStyle(), status, width)
		if len(lines) > 5 {
			t.Fatalf("width %d: %d lines, at most 5", width, len(lines))
		}
		for _, l := range lines {
			if strings.HasSuffix(l, "-") || lipgloss.Width(l) > width {
				t.Fatalf("width %d: line %q (a cut move, or too wide)\n%s", width, l, strings.Join(lines, "\n"))
			}
		}
		if got := strings.Join(lines, " "); len(lines) < 5 && strings.Join(strings.Fields(got), " ") != status {
			t.Fatalf("width %d: the problem reads %q", width, got)
		}
	}
}
