package shell

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// Letters that arrive in one read (key repeat over SSH or tmux, a paste
// onto a board) come as one KeyRunes message with several runes; every
// screen acts on each of them, as if they were typed apart.

func appAt(s common.Screen) tea.Model {
	return tuitest.Send(New(common.Options{}, s), tea.WindowSizeMsg{Width: 80, Height: 24})
}

func TestSeveralRunesScrollTheHelp(t *testing.T) {
	a := tuitest.Send(appAt(hotseat.Cabeza(t, "")), tuitest.KeyRunes("?jjj"))
	app := a.(Model)
	if !app.ShowingHelp() {
		t.Fatal("? as the first of several runes did not open the help")
	}
	if off := app.helpPage.vp.YOffset; off != 3 {
		t.Fatalf("jjj on the help page: offset %d, want 3", off)
	}
}
