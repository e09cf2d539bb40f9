package cabezagame

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

// w saves the game (not the line shown), and loading the file opens the
// same game at its end, ready to go on, the status saying so; home walks
// back to its start.
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
	opened := tuitest.Send(o, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	if opened.Walk.Walking() || moveTexts(opened) != strings.Join(line, " ") {
		t.Fatalf("opened at ply %d (walking %v), want the saved game's end", opened.Game.Ply(), opened.Walk.Walking())
	}
	want := fmt.Sprintf("opened %s at its end (5 moves): blue (the AI) to move", filepath.Base(path))
	if v := opened.View(); !strings.Contains(v, want) || strings.Contains(v, "HISTORY") {
		t.Fatalf("the status does not say where the opened game stands (%q):\n%s", want, v)
	}
	if opened.Unsaved() {
		t.Fatal("a game just opened counts as unsaved")
	}
	home := tuitest.Send(opened, tea.KeyMsg{Type: tea.KeyHome}).(Model)
	if home.Game.Ply() != 0 || !home.Walk.Walking() || moveTexts(Model{base: base{Game: home.Walk.Line}}) != strings.Join(line, " ") {
		t.Fatal("home does not walk back to the start of the saved game")
	}
}

// An opened finished game shows its end and says how it ended; a new
// game (g) starts from the record's start, not from the record again.
func TestCabezaOpenedFinishedGameShowsItsEnd(t *testing.T) {
	g := cabeza.NewGame(cabeza.Start())
	e := cabezaengine.New(cabezaengine.Options{})
	for i := 0; i < 400 && !g.Status().Over(); i++ {
		if err := g.Play(e.Search(context.Background(), *g, search.Limits{Depth: 2}, nil).Move); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Status().Over() {
		t.Fatal("the game did not end")
	}
	text, err := record.CabezaText(g, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	setup, err := record.CabezaSetupOf("/some/where/finished.cabeza", text)
	if err != nil {
		t.Fatal(err)
	}
	o, err := New(common.Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	opened := tuitest.Send(o, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	n := g.Ply()
	want := fmt.Sprintf("opened finished.cabeza at its end (%d moves): %s", n, g.Status())
	if opened.Game.Ply() != n || opened.Walk.Walking() || opened.Status != want {
		t.Fatalf("opened at ply %d of %d (walking %v), status %q, want %q", opened.Game.Ply(), n, opened.Walk.Walking(), opened.Status, want)
	}
	renewed := tuitest.Send(opened, tuitest.KeyRunes("g")).(Model)
	if renewed.Game.Ply() != 0 || renewed.Game.Position() != g.Start() || renewed.setup.Record != nil {
		t.Fatalf("g after an opened game: ply %d, record %v", renewed.Game.Ply(), renewed.setup.Record != nil)
	}
}

// A table's game that ended off the board (its Ending tag: a
// resignation) says so when opened, and that play may go on; the board
// alone would say only whose move it is.
func TestCabezaTableEndingIsSaidWhenOpened(t *testing.T) {
	text := "[Game \"Cabeza\"]\n[Red \"human (alice)\"]\n[Blue \"human (carol)\"]\n[Ending \"blue resigned: red wins\"]\n[Result \"*\"]\n\n1. Hn os 2. On *\n"
	setup, err := record.CabezaSetupOf("resigned.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	o, err := New(common.Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	m := tuitest.Send(o, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	if want := "opened resigned.txt at its end (3 moves): blue resigned: red wins (recorded); blue to move, to play on"; m.Status != want {
		t.Errorf("status %q, want %q", m.Status, want)
	}
}

// A record file is a stranger's text: a name or an ending with a
// bidirectional override (no control character gets past the reader)
// reaches the screen quoted, not as the override.
func TestRecordedNamesAndEndingAreQuoted(t *testing.T) {
	text := "[Game \"Cabeza\"]\n[Red \"human (al\u202eice)\"]\n[Blue \"human\"]\n[Ending \"blue \u202eresigned\"]\n[Result \"*\"]\n\n1. Hn os *\n"
	setup, err := record.CabezaSetupOf("evil.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	o, err := New(common.Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	v := tuitest.Send(o, tea.WindowSizeMsg{Width: 100, Height: 30}).View()
	if !strings.Contains(v, `\u202e`) || strings.ContainsRune(v, 0x202e) {
		t.Fatalf("the override reached the screen, or was not shown quoted:\n%s", v)
	}
	for _, want := range []string{`al\u202eice`, `blue \u202eresigned (recorded)`} {
		if !strings.Contains(strings.Join(strings.Fields(v), " "), want) {
			t.Errorf("the screen lacks %q:\n%s", want, v)
		}
	}
}
