package menu

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

func TestSeveralRunesOnTheMenuAndForm(t *testing.T) {
	a := tuitest.Send(newApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("jj"))
	if c := a.(shell.Model).Screen().(Model).cursor; c != 2 {
		t.Fatalf("jj on the menu: cursor %d, want 2", c)
	}
	a = tuitest.Send(newApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyEnter, tuitest.KeyRunes("ll"))
	f := a.(shell.Model).Screen().(Model).form
	if got := f.value("mode"); got != modes[2] {
		t.Fatalf("ll on the mode row: %q, want %q", got, modes[2])
	}
}

// A paste into a text field stays one paste: its letters are text, not
// keys ('q' does not quit, '?' opens no help, 'j' moves no row).
func TestPasteIntoATextFieldStaysAPaste(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir()) // no saved games: the path row has the keyboard
	a := tuitest.Send(newApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyEnter)
	paste := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q?jk.txt"), Paste: true}
	a, cmd := a.Update(paste)
	app := a.(shell.Model)
	if app.ShowingHelp() || cmd != nil && tuitest.IsQuit(cmd) {
		t.Fatal("a paste into the file field acted as keys")
	}
	p := app.Screen().(Model).open
	if got := p.path.Value(); !p.onPath || got != "q?jk.txt" {
		t.Fatalf("file field %q after the paste, want q?jk.txt", got)
	}
}
