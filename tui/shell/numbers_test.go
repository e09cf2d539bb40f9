package shell

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// Every number on the screens says what it is: the help says it whole.
func TestHelpExplainsTheNumbers(t *testing.T) {
	for _, s := range []common.Screen{hotseat.Cabeza(t, ""), hotseat.Catcat(t, 9, 7)} {
		a := tuitest.Send(New(common.Options{}, s), tea.WindowSizeMsg{Width: 80, Height: 200}, tuitest.KeyRunes("?")).(Model)
		if v := a.View(); !strings.Contains(v, "Numbers on the screen") || !strings.Contains(v, "score") {
			t.Errorf("%T help does not explain the numbers", s)
		}
	}
}
