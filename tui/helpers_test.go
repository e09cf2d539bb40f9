package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// cabezaAfter is a hot-seat Cabeza screen at 80×24 after red's Hne.
func cabezaAfter(t *testing.T) cabezagame.Model {
	t.Helper()
	return tuitest.Send(hotseat.Cabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter).(cabezagame.Model)
}
