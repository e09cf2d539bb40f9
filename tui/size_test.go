package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// A visitor chooses the terminal's size (over SSH, two 32-bit numbers):
// no screen, help page or notice may cost more than the largest terminal
// a screen has something to show in. Every key of every screen, at a huge
// size, draws at most MaxWidth × MaxHeight.
func TestHugeTerminalDrawsNoMoreThanTheLargestScreen(t *testing.T) {
	huge := tea.WindowSizeMsg{Width: 4000, Height: 3000}
	keys := []tea.Msg{
		tuitest.KeyRunes("?"), tuitest.KeyRunes("j"), tea.KeyMsg{Type: tea.KeyPgDown}, tuitest.KeyRunes("?"),
		tuitest.KeyRunes("a"), tuitest.KeyRunes("d"), tuitest.KeyRunes("e"), tuitest.KeyRunes("j"), tuitest.KeyRunes("l"),
		tuitest.KeyEnter, tuitest.KeyRunes(":"), tuitest.KeyRunes("xx"), tuitest.KeyEnter, tea.KeyMsg{Type: tea.KeyEsc},
		tuitest.KeyRunes("f"), tuitest.KeyRunes("x"), tea.KeyMsg{Type: tea.KeyEsc},
	}
	screens := map[string]tea.Model{
		"menu":          NewApp(common.Options{}),
		"Cabeza":        newAppWith(common.Options{}, hotseat.Cabeza(t, "")),
		"Catch the Cat": newAppWith(common.Options{}, hotseat.Catcat(t, 45, 3)),
	}
	for name, m := range screens {
		m = tuitest.Send(m, huge)
		for i, k := range keys {
			m = tuitest.Send(m, k)
			view := m.View()
			lines := strings.Split(view, "\n")
			if len(lines) > common.MaxHeight {
				t.Fatalf("%s after %d keys: %d lines at %dx%d, want at most %d", name, i+1, len(lines), huge.Width, huge.Height, common.MaxHeight)
			}
			for _, l := range lines {
				if w := ansi.StringWidth(l); w > common.MaxWidth {
					t.Fatalf("%s after %d keys: a line %d wide, want at most %d", name, i+1, w, common.MaxWidth)
				}
			}
		}
		if s, ok := m.(common.Stopper); ok {
			s.Stop()
		}
	}
}

func TestBoundSize(t *testing.T) {
	for _, c := range []struct{ in, want tea.WindowSizeMsg }{
		{tea.WindowSizeMsg{Width: 80, Height: 24}, tea.WindowSizeMsg{Width: 80, Height: 24}},
		{tea.WindowSizeMsg{Width: 65535, Height: 65535}, tea.WindowSizeMsg{Width: common.MaxWidth, Height: common.MaxHeight}},
		{tea.WindowSizeMsg{Width: -5, Height: 1 << 40}, tea.WindowSizeMsg{Width: 0, Height: common.MaxHeight}},
	} {
		if got := common.BoundSize(c.in); got != c.want {
			t.Errorf("BoundSize(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}
