package menu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// Esc backs out everywhere; at the top of the menu there is nothing to
// back out of, and it must not end the program (q and ctrl+c do).
func TestEscAtTheMenuSaysSoAndDoesNotQuit(t *testing.T) {
	var m tea.Model = newApp(common.Options{})
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	m = tuitest.Send(m, tuitest.KeyEnter) // the Cabeza form
	m, cmd := m.Update(tuitest.KeyEsc)
	if tuitest.Quits(cmd) || m.(shell.Model).Screen().(Model).form != nil {
		t.Fatalf("esc in the form: want back to the menu, not quit")
	}
	m, cmd = m.Update(tuitest.KeyEsc)
	if tuitest.Quits(cmd) {
		t.Fatal("esc at the top of the menu quit the program")
	}
	if v := m.View(); !strings.Contains(v, topNote) {
		t.Fatalf("esc at the top says nothing:\n%s", v)
	}
	m, cmd = m.Update(tuitest.KeyDown)
	if tuitest.Quits(cmd) || strings.Contains(m.View(), topNote) {
		t.Fatal("the note outlived the next key")
	}
	if _, cmd = m.Update(tuitest.KeyRunes("q")); !tuitest.Quits(cmd) {
		t.Fatal("q no longer quits at the menu")
	}
}
