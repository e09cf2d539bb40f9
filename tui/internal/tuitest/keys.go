package tuitest

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

var (
	KeyEnter = tea.KeyMsg{Type: tea.KeyEnter}
	KeyEsc   = tea.KeyMsg{Type: tea.KeyEsc}
	KeyUp    = tea.KeyMsg{Type: tea.KeyUp}
	KeyDown  = tea.KeyMsg{Type: tea.KeyDown}
	KeyLeft  = tea.KeyMsg{Type: tea.KeyLeft}
	KeyRight = tea.KeyMsg{Type: tea.KeyRight}
	KeyCtrlC = tea.KeyMsg{Type: tea.KeyCtrlC}
)

func KeyRunes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// Send feeds messages straight to a model, running no commands.
func Send(m tea.Model, msgs ...tea.Msg) tea.Model {
	for _, msg := range msgs {
		m, _ = m.Update(msg)
	}
	return m
}
