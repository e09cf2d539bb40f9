package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

func TestMenuNavigatesAndQuits(t *testing.T) {
	tm := teatest.NewTestModel(t, NewApp(Options{}), teatest.WithInitialTermSize(80, 24))
	tm.Send(tea.KeyMsg{Type: tea.KeyDown})
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
	tm.WaitFinished(t, teatest.WithFinalTimeout(3*time.Second))
	view := tm.FinalModel(t).View()
	if !strings.Contains(view, "> Catch the Cat") {
		t.Errorf("cursor not on Catch the Cat after one down:\n%s", view)
	}
	if !strings.Contains(view, "Catch the Cat is not playable yet") {
		t.Errorf("choosing a game says nothing:\n%s", view)
	}
}

func TestMenuWrapsWithK(t *testing.T) {
	var m tea.Model = newMenu(Options{})
	m, _ = m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("k")})
	if got := m.(menu).cursor; got != len(menuEntries)-1 {
		t.Fatalf("k from the top: cursor %d, want %d", got, len(menuEntries)-1)
	}
	m, _ = m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("j")})
	if got := m.(menu).cursor; got != 0 {
		t.Fatalf("j from the bottom: cursor %d, want 0", got)
	}
}

func TestCtrlCQuitsFromAnyScreen(t *testing.T) {
	_, cmd := NewApp(Options{}).Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	if cmd == nil {
		t.Fatal("ctrl+c returned no command")
	}
	if _, ok := cmd().(tea.QuitMsg); !ok {
		t.Fatal("ctrl+c did not quit")
	}
}
