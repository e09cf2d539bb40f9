package tuitest

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// Click is a press of the left button at column x, line y.
func Click(x, y int) tea.MouseMsg {
	return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
}

// At is where glyph first stands in view as a person sees it (column and
// line on the screen), looking only at lines from top on and at columns
// left of width: the board's part of a screen, to click on.
func At(t *testing.T, view string, top, width int, glyph string) (x, y int) {
	t.Helper()
	for y, line := range strings.Split(ansi.Strip(view), "\n") {
		line = ansi.Truncate(line, width, "")
		if i := strings.Index(line, glyph); i >= 0 && y >= top {
			return ansi.StringWidth(line[:i]), y
		}
	}
	t.Fatalf("%q is not on the screen:\n%s", glyph, ansi.Strip(view))
	return 0, 0
}
