package tuitest

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// PanelText is what a panel says, whatever its width: its lines without
// styles, joined by single spaces.
func PanelText(lines []string) string {
	return strings.Join(strings.Fields(ansi.Strip(strings.Join(lines, " "))), " ")
}

// CheckPanel checks that panel, drawn at width, says all it says at 200
// cells and that no line of it is wider than width.
func CheckPanel(t *testing.T, what string, panel func(width int) []string, width int) {
	t.Helper()
	got, want := PanelText(panel(width)), PanelText(panel(200))
	if got != want {
		t.Errorf("%s: at the minimum width %d the panel says\n%q\nwhere a wide one says\n%q", what, width, got, want)
	}
	for _, l := range panel(width) {
		if w := ansi.StringWidth(l); w > width {
			t.Errorf("%s: panel line %q is %d wide, more than %d", what, l, w, width)
		}
	}
}

// CheckFits checks that a view is at most height lines (0: any number)
// of at most width cells each, its trailing spaces not counted (a
// frame's right margin is padding the terminal's edge may take).
func CheckFits(t *testing.T, what, view string, width, height int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if height > 0 && len(lines) > height {
		t.Fatalf("%s: %d lines, more than %d:\n%s", what, len(lines), height, view)
	}
	for _, l := range lines {
		if w := ansi.StringWidth(strings.TrimRight(ansi.Strip(l), " ")); w > width {
			t.Fatalf("%s: line %q is %d wide, more than %d", what, ansi.Strip(l), w, width)
		}
	}
}
