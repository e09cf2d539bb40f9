package shell

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// A help line too long for the terminal continues under its own text,
// never at the left edge.
func TestHelpWrapsUnderItsText(t *testing.T) {
	for _, width := range []int{62, 80, 100} {
		a := tuitest.Send(appAt(hotseat.Cabeza(t, "")), tea.WindowSizeMsg{Width: width, Height: 300}, tuitest.KeyRunes("?")).(Model)
		lines := strings.Split(a.View(), "\n")
		found := false
		for i, l := range lines[:len(lines)-1] {
			col := strings.Index(l, "analysis on/off")
			if col < 0 {
				continue
			}
			found = true
			next := lines[i+1]
			text := strings.TrimLeft(next, " ")
			if lipgloss.Width(l) > width || len(next)-len(text) != col || text == "" {
				t.Errorf("width %d: continuation of\n%q\nis\n%q", width, l, next)
			}
		}
		if !found {
			t.Fatalf("width %d: no analysis key in the help", width)
		}
		// The numbers' terms hang too (at 62 columns they wrap).
		for i, l := range lines[:len(lines)-1] {
			if col := strings.Index(l, "score  the engine"); col >= 0 && width == 62 {
				if next := lines[i+1]; len(next)-len(strings.TrimLeft(next, " ")) != col+len("score  ") {
					t.Errorf("width 62: continuation of %q is %q", l, next)
				}
			}
		}
	}
}
