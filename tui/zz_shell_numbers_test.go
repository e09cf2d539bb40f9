package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Every number on the screens says what it is: the help says it whole.
func TestHelpExplainsTheNumbers(t *testing.T) {
	for _, s := range []screen{hotSeatCabeza(t, ""), hotSeatCatcat(t, 9, 7)} {
		a := send(newShell(Options{}, s), tea.WindowSizeMsg{Width: 80, Height: 200}, keyRunes("?")).(shell)
		if v := a.View(); !strings.Contains(v, "Numbers on the screen") || !strings.Contains(v, "score") {
			t.Errorf("%T help does not explain the numbers", s)
		}
	}
}
