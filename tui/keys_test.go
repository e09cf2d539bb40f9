package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
)

// Letters that arrive in one read (key repeat over SSH or tmux, a paste
// onto a board) come as one KeyRunes message with several runes; every
// screen acts on each of them, as if they were typed apart.

func appAt(s screen) tea.Model {
	return send(newAppWith(Options{}, s), tea.WindowSizeMsg{Width: 80, Height: 24})
}

func TestSeveralRunesMoveTheCabezaCursor(t *testing.T) {
	g := hotSeatCabeza(t, "")
	from := g.cursor
	a := send(appAt(g), keyRunes("hh"))
	got := a.(App).screen.(cabezaGame).cursor
	if want := cabeza.SquareAt(from.X()-2, from.Y()); got != want {
		t.Fatalf("hh as one message: cursor %v, want %v (from %v)", got, want, from)
	}
}

func TestSeveralRunesMoveTheCatcatCursor(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	from := g.cursor
	a := send(appAt(g), keyRunes("ll"))
	got := a.(App).screen.(catcatGame).cursor
	if got.X != from.X+2 || got.Y != from.Y {
		t.Fatalf("ll as one message: cursor %v, want two east of %v", got, from)
	}
}

func TestSeveralRunesOnTheMenuAndForm(t *testing.T) {
	a := send(NewApp(Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("jj"))
	if c := a.(App).screen.(menu).cursor; c != 2 {
		t.Fatalf("jj on the menu: cursor %d, want 2", c)
	}
	a = send(NewApp(Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, keyEnter, keyRunes("ll"))
	f := a.(App).screen.(menu).form
	if got := f.value("mode"); got != modes[2] {
		t.Fatalf("ll on the mode row: %q, want %q", got, modes[2])
	}
}

func TestSeveralRunesScrollTheHelp(t *testing.T) {
	a := send(appAt(hotSeatCabeza(t, "")), keyRunes("?jjj"))
	app := a.(App)
	if !app.showHelp {
		t.Fatal("? as the first of several runes did not open the help")
	}
	if off := app.helpPage.vp.YOffset; off != 3 {
		t.Fatalf("jjj on the help page: offset %d, want 3", off)
	}
}

// ':' gives the move prompt the keyboard: the runes after it are text.
func TestSeveralRunesOpenThePromptAndTypeIntoIt(t *testing.T) {
	a := send(appAt(hotSeatCabeza(t, "")), keyRunes(":Hne"), keyEnter)
	g := a.(App).screen.(cabezaGame)
	if got := moveTexts(g); got != "Hne" {
		t.Fatalf(":Hne as one message then enter: moves %q, want Hne (status %q)", got, g.status)
	}
}

// A paste into a text field stays one paste: its letters are text, not
// keys ('q' does not quit, '?' opens no help, 'j' moves no row).
func TestPasteIntoATextFieldStaysAPaste(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir()) // no saved games: the path row has the keyboard
	a := send(NewApp(Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, keyDown, keyDown, keyEnter)
	paste := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q?jk.txt"), Paste: true}
	a, cmd := a.Update(paste)
	app := a.(App)
	if app.showHelp || cmd != nil && isQuit(cmd) {
		t.Fatal("a paste into the file field acted as keys")
	}
	f := app.screen.(menu).form
	if got := f.rows[f.cursor].text.Value(); got != "q?jk.txt" {
		t.Fatalf("file field %q after the paste, want q?jk.txt", got)
	}
}

func isQuit(cmd tea.Cmd) bool {
	_, ok := cmd().(tea.QuitMsg)
	return ok
}
