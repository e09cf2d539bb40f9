package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// A cut move list says so, and in the history the moves after the one
// shown stay listed with the shown one marked.
func TestMovesPanelMarksCutsAndTheShownMoveCatcat(t *testing.T) {
	c := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}).(catcatGame)
	for i := 0; i < 6; i++ { // the cat steps back and forth, the catcher blocks far away
		c = send(c, keyRunes([]string{"U", "B"}[i%2])).(catcatGame)
		for _, cell := range []string{"3,3", "-3,3", "3,-3", "-3,-3", "3,2", "-3,2"} {
			before := len(c.game.Moves())
			c = send(c, keyRunes(":"), keyRunes(cell), keyEnter).(catcatGame)
			if len(c.game.Moves()) > before {
				break
			}
			c = send(c, keyEsc).(catcatGame)
		}
	}
	if len(c.game.Moves()) != 12 {
		t.Fatalf("%d moves played, want 12: %q", len(c.game.Moves()), c.status)
	}
	c = send(c, keyRunes("<"), keyRunes("<"), keyRunes("<")).(catcatGame)
	panel := strings.Join(c.panelLines(30, 22), "\n")
	if !strings.Contains(panel, "› 9.") || !strings.Contains(panel, "12.") && !strings.Contains(panel, "later") {
		t.Errorf("Catch the Cat history: shown move 9 not marked or later moves hidden:\n%s", panel)
	}
}
