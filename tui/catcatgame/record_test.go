package catcatgame

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

func TestCatcatSaveThenLoadGivesTheSameGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24},
		tuitest.KeyRunes("U"), tuitest.KeyRunes("l"), tuitest.KeyRunes("l"), tuitest.KeyEnter, tuitest.KeyRunes("w")).(Model)
	path, ok := strings.CutPrefix(g.Status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.Status)
	}
	setup, err := record.LoadCatcat(path)
	if err != nil {
		t.Fatal(err)
	}
	o, err := New(common.Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	opened := o.(Model)
	if opened.Game.Start() != g.Game.Start() || !slices.Equal(opened.Walk.Line.Moves(), g.Game.Moves()) {
		t.Fatalf("loaded %v, saved %v", opened.Walk.Line.Moves(), g.Game.Moves())
	}
	stepped := tuitest.Send(opened, tuitest.KeyRunes(">")).(Model)
	if got := stepped.Game.Moves(); len(got) != 1 || got[0] != g.Game.Moves()[0] {
		t.Fatalf("> shows %v", got)
	}
}
