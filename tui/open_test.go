package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/menu"
	"cabezacat/tui/record"
)

// The menu's third entry opens a file of either game; a damaged one is
// explained on the form, which stays for another try.
func TestMenuOpensASavedGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir()) // no saved games: the path row has the keyboard
	dir := t.TempDir()
	g := catcat.NewGame(hotseat.Catcat(t, 9, 7).Game.Start())
	if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	text, err := record.CatcatText(g, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(3)}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "game.txt")
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(good, text, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("[Game \"Cabeza\"]\n1. Zz *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	open := func(path string) App {
		m := tuitest.Send(NewApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyEnter, tuitest.KeyRunes(path))
		m, cmd := m.Update(tuitest.KeyEnter)
		if cmd != nil {
			m, _ = m.Update(cmd())
		}
		return m.(App)
	}
	a := open(bad)
	if _, still := a.Screen().(menu.Model); !still || !strings.Contains(a.View(), "bad.txt") {
		t.Fatalf("a damaged file: the menu does not explain it:\n%s", a.View())
	}
	c, ok := open(good).Screen().(catcatgame.Model)
	if !ok || c.Setup().Catcher != gamesetup.Computer(3) || c.Walk.Walking() || c.Game.Position() != g.Position() {
		t.Fatalf("the saved game did not open at its end: %+v", c.Setup())
	}
	if want := "opened game.txt at its end (1 move): the catcher AI to move"; c.Status != want {
		t.Fatalf("status %q, want %q", c.Status, want)
	}
}
