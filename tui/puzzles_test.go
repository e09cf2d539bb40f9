package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/menu"
	"cabezacat/tui/puzzles"
)

// The menu's Puzzles opens the trainer, whose esc (twice: the puzzle,
// then the chooser) comes back to the menu.
func TestMenuOpensThePuzzles(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	m := tuitest.Send(NewApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyDown) // Puzzles, after Learn
	m, cmd := m.Update(tuitest.KeyEnter)
	if cmd != nil {
		m, _ = m.Update(cmd())
	}
	if _, ok := m.(App).Screen().(puzzles.Model); !ok || !strings.Contains(m.View(), "Your Cabeza puzzle rating: 1500?") {
		t.Fatalf("not the puzzles:\n%s", m.View())
	}
	m, cmd = m.Update(tea.KeyMsg{Type: tea.KeyEsc})
	if cmd != nil {
		m, _ = m.Update(cmd())
	}
	if _, ok := m.(App).Screen().(menu.Model); !ok {
		t.Fatalf("esc did not go back to the menu:\n%s", m.View())
	}
}
