package cabezagame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

// w saves the game (not the line shown), and loading the file opens the
// same game at its start; end walks to its last move.
func TestCabezaSaveThenLoadGivesTheSameGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	line, _ := someMoves(t, 5)
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(Model)
	for _, mv := range line { // the AI side's moves too, played straight on the game
		if _, err := g.Game.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	g = tuitest.Send(g, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("<"), tuitest.KeyRunes("<"), tuitest.KeyRunes("w")).(Model)
	path, ok := strings.CutPrefix(g.Status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.Status)
	}
	setup, err := record.LoadCabeza(path)
	if err != nil {
		t.Fatal(err)
	}
	if setup.Red != gamesetup.Human() || setup.Blue != gamesetup.Computer(2) {
		t.Fatalf("players %+v %+v, want human and ai:2", setup.Red, setup.Blue)
	}
	o, err := New(common.Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	opened := o.(Model)
	if opened.Game.Ply() != 0 || !opened.Walk.Walking() || moveTexts(Model{base: base{Game: opened.Walk.Line}}) != strings.Join(line, " ") {
		t.Fatalf("opened at ply %d (walking %v), game %q", opened.Game.Ply(), opened.Walk.Walking(), moveTexts(Model{base: base{Game: opened.Walk.Line}}))
	}
	end := tuitest.Send(opened, tea.KeyMsg{Type: tea.KeyEnd}).(Model)
	if moveTexts(end) != strings.Join(line, " ") || end.Walk.Walking() {
		t.Fatal("end does not reach the saved game")
	}
}
