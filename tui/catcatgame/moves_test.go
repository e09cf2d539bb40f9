package catcatgame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/internal/tuitest"
)

// A cut move list says so, and in the history the moves after the one
// shown stay listed with the shown one marked.
func TestMovesPanelMarksCutsAndTheShownMoveCatcat(t *testing.T) {
	c := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	for i := 0; i < 6; i++ { // the cat steps back and forth, the catcher blocks far away
		c = tuitest.Send(c, tuitest.KeyRunes([]string{"U", "B"}[i%2])).(Model)
		for _, cell := range []string{"3,3", "-3,3", "3,-3", "-3,-3", "3,2", "-3,2"} {
			before := len(c.Game.Moves())
			c = tuitest.Send(c, tuitest.KeyRunes(":"), tuitest.KeyRunes(cell), tuitest.KeyEnter).(Model)
			if len(c.Game.Moves()) > before {
				break
			}
			c = tuitest.Send(c, tuitest.KeyEsc).(Model)
		}
	}
	if len(c.Game.Moves()) != 12 {
		t.Fatalf("%d moves played, want 12: %q", len(c.Game.Moves()), c.Status)
	}
	c = tuitest.Send(c, tuitest.KeyRunes("<"), tuitest.KeyRunes("<"), tuitest.KeyRunes("<")).(Model)
	panel := strings.Join(c.panelLines(30, 22), "\n")
	if !strings.Contains(panel, "› 9.") || !strings.Contains(panel, "12.") && !strings.Contains(panel, "later") {
		t.Errorf("Catch the Cat history: shown move 9 not marked or later moves hidden:\n%s", panel)
	}
}
