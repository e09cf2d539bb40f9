package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// w saves the game (not the line shown), and loading the file opens the
// same game at its start; end walks to its last move.
func TestCabezaSaveThenLoadGivesTheSameGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	line, _ := someMoves(t, 5)
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: Human(), Blue: Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(cabezaGame)
	for _, mv := range line { // the AI side's moves too, played straight on the game
		if _, err := g.game.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	g = send(g, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("<"), keyRunes("<"), keyRunes("w")).(cabezaGame)
	path, ok := strings.CutPrefix(g.status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.status)
	}
	setup, err := LoadCabeza(path)
	if err != nil {
		t.Fatal(err)
	}
	if setup.Red != Human() || setup.Blue != Computer(2) {
		t.Fatalf("players %+v %+v, want human and ai:2", setup.Red, setup.Blue)
	}
	o, err := newCabezaGame(Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	opened := o.(cabezaGame)
	if opened.game.Ply() != 0 || !opened.walk.walking() || moveTexts(cabezaGame{cabezaBase: cabezaBase{game: opened.walk.line}}) != strings.Join(line, " ") {
		t.Fatalf("opened at ply %d (walking %v), game %q", opened.game.Ply(), opened.walk.walking(), moveTexts(cabezaGame{cabezaBase: cabezaBase{game: opened.walk.line}}))
	}
	end := send(opened, tea.KeyMsg{Type: tea.KeyEnd}).(cabezaGame)
	if moveTexts(end) != strings.Join(line, " ") || end.walk.walking() {
		t.Fatal("end does not reach the saved game")
	}
}
