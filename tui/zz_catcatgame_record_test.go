package tui

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestCatcatSaveThenLoadGivesTheSameGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24},
		keyRunes("U"), keyRunes("l"), keyRunes("l"), keyEnter, keyRunes("w")).(catcatGame)
	path, ok := strings.CutPrefix(g.status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.status)
	}
	setup, err := LoadCatcat(path)
	if err != nil {
		t.Fatal(err)
	}
	o, err := newCatcatGame(Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	opened := o.(catcatGame)
	if opened.game.Start() != g.game.Start() || !slices.Equal(opened.walk.line.Moves(), g.game.Moves()) {
		t.Fatalf("loaded %v, saved %v", opened.walk.line.Moves(), g.game.Moves())
	}
	stepped := send(opened, keyRunes(">")).(catcatGame)
	if got := stepped.game.Moves(); len(got) != 1 || got[0] != g.game.Moves()[0] {
		t.Fatalf("> shows %v", got)
	}
}
