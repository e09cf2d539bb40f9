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
