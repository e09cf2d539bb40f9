package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Esc backs out everywhere; at the top of the menu there is nothing to
// back out of, and it must not end the program (q and ctrl+c do).
func TestEscAtTheMenuSaysSoAndDoesNotQuit(t *testing.T) {
	var m tea.Model = newShell(Options{}, newMenu(Options{}))
	m = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	m = send(m, keyEnter) // the Cabeza form
	m, cmd := m.Update(keyEsc)
	if quits(cmd) || m.(shell).Screen().(menu).form != nil {
		t.Fatalf("esc in the form: want back to the menu, not quit")
	}
	m, cmd = m.Update(keyEsc)
	if quits(cmd) {
		t.Fatal("esc at the top of the menu quit the program")
	}
	if v := m.View(); !strings.Contains(v, topNote) {
		t.Fatalf("esc at the top says nothing:\n%s", v)
	}
	m, cmd = m.Update(keyDown)
	if quits(cmd) || strings.Contains(m.View(), topNote) {
		t.Fatal("the note outlived the next key")
	}
	if _, cmd = m.Update(keyRunes("q")); !quits(cmd) {
		t.Fatal("q no longer quits at the menu")
	}
}
