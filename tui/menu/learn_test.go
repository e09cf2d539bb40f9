package menu

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// "Learn" asks the root for the lessons, by a key or a click.
func TestLearnEntryAsksForTheLessons(t *testing.T) {
	var m tea.Model = New(common.Options{})
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyDown)
	if e := m.(Model).entries()[m.(Model).cursor]; e.title != "Learn" {
		t.Fatalf("the fourth entry is %q", e.title)
	}
	_, cmd := m.Update(tuitest.KeyEnter)
	if !tuitest.Yields[common.StartLearnMsg](cmd) {
		t.Fatal("enter on Learn does not ask for the lessons")
	}
	_, cmd = New(common.Options{}).Update(tea.MouseMsg{X: 4, Y: 3 + 3*m.(Model).cursor, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	if !tuitest.Yields[common.StartLearnMsg](cmd) {
		t.Fatal("a click on Learn does not ask for the lessons")
	}
}
