package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestSeveralRunesOnTheMenuAndForm(t *testing.T) {
	a := send(newShell(Options{}, newMenu(Options{})), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("jj"))
	if c := a.(shell).Screen().(menu).cursor; c != 2 {
		t.Fatalf("jj on the menu: cursor %d, want 2", c)
	}
	a = send(newShell(Options{}, newMenu(Options{})), tea.WindowSizeMsg{Width: 80, Height: 24}, keyEnter, keyRunes("ll"))
	f := a.(shell).Screen().(menu).form
	if got := f.value("mode"); got != modes[2] {
		t.Fatalf("ll on the mode row: %q, want %q", got, modes[2])
	}
}

// A paste into a text field stays one paste: its letters are text, not
// keys ('q' does not quit, '?' opens no help, 'j' moves no row).
func TestPasteIntoATextFieldStaysAPaste(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir()) // no saved games: the path row has the keyboard
	a := send(newShell(Options{}, newMenu(Options{})), tea.WindowSizeMsg{Width: 80, Height: 24}, keyDown, keyDown, keyEnter)
	paste := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q?jk.txt"), Paste: true}
	a, cmd := a.Update(paste)
	app := a.(shell)
	if app.ShowingHelp() || cmd != nil && isQuit(cmd) {
		t.Fatal("a paste into the file field acted as keys")
	}
	f := app.Screen().(menu).form
	if got := f.rows[f.cursor].text.Value(); got != "q?jk.txt" {
		t.Fatalf("file field %q after the paste, want q?jk.txt", got)
	}
}
