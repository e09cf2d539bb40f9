package catcatgame

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

// A saved game opens at its end, ready to go on, the status saying
// where it stands; < walks back; r starts again from the record's start.
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
	opened := tuitest.Send(o, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	if opened.Walk.Walking() || opened.Game.Start() != g.Game.Start() || !slices.Equal(opened.Game.Moves(), g.Game.Moves()) {
		t.Fatalf("loaded %v (walking %v), saved %v", opened.Game.Moves(), opened.Walk.Walking(), g.Game.Moves())
	}
	n := len(g.Game.Moves())
	want := fmt.Sprintf("opened %s at its end (%d moves): the %s to move", filepath.Base(path), n, g.Game.Position().Turn())
	if v := opened.View(); !strings.Contains(v, want) || strings.Contains(v, "HISTORY") {
		t.Fatalf("the status does not say where the opened game stands (%q):\n%s", want, v)
	}
	back := tuitest.Send(opened, tuitest.KeyRunes("<")).(Model)
	if len(back.Game.Moves()) != n-1 || !back.Walk.Walking() {
		t.Fatalf("< shows %v", back.Game.Moves())
	}
	restarted := tuitest.Send(opened, tuitest.KeyRunes("r"), tuitest.KeyRunes("y")).(Model)
	if len(restarted.Game.Moves()) != 0 || restarted.Game.Start() != g.Game.Start() || restarted.setup.Record != nil {
		t.Fatalf("r after an opened game: moves %v, status %q", restarted.Game.Moves(), restarted.Status)
	}
}
