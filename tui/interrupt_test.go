package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
	"cabezacat/tui/table"
)

// ctrlC sends ctrl+c to the app and reports whether it quit.
func ctrlC(t *testing.T, a App) (App, bool) {
	t.Helper()
	next, cmd := a.Update(tuitest.KeyCtrlC)
	return next.(App), cmd != nil && tuitest.IsQuit(cmd)
}

// interruptGames are a Cabeza and a Catch the Cat game with one unsaved
// move each, in an app at 80×24.
func interruptGames(t *testing.T) map[string]App { return interruptGamesWith(t, common.Options{}) }

func interruptGamesWith(t *testing.T, opts common.Options) map[string]App {
	size := tea.WindowSizeMsg{Width: 80, Height: 24}
	cb, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
	if err != nil {
		t.Fatal(err)
	}
	cc, err := catcatgame.New(opts, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]App{
		"cabeza": tuitest.Send(newAppWith(opts, cb), size, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter).(App),
		"catcat": tuitest.Send(newAppWith(opts, cc), size, tuitest.KeyRunes("U")).(App),
	}
}

// The project's rule: no key may lose a game in progress. ctrl+c on an
// unsaved game asks as q does; a second ctrl+c in a row saves the game
// in the record folder and quits, saying where it went.
func TestCtrlCTwiceSavesTheGameAndQuits(t *testing.T) {
	for name, a := range interruptGames(t) {
		dir := t.TempDir()
		t.Setenv("XDG_DATA_HOME", dir)
		a, quit := ctrlC(t, a)
		if quit {
			t.Fatalf("%s: one ctrl+c quit an unsaved game", name)
		}
		if v := a.View(); !strings.Contains(v, "quit? this game (1 move) is not saved") || !strings.Contains(v, "w or ctrl+c save first") {
			t.Fatalf("%s: ctrl+c did not ask:\n%s", name, v)
		}
		a, quit = ctrlC(t, a)
		if !quit {
			t.Fatalf("%s: a second ctrl+c did not quit:\n%s", name, a.View())
		}
		files, _ := filepath.Glob(filepath.Join(dir, "cabezacat", name+"-*.txt"))
		if len(files) != 1 {
			t.Fatalf("%s: %d records saved, want 1", name, len(files))
		}
		if want := "your game was saved as " + record.ShortPath(files[0]); a.Farewell() != want {
			t.Fatalf("%s: farewell %q, want %q", name, a.Farewell(), want)
		}
		var moves int
		if name == "cabeza" {
			s, err := record.LoadCabeza(files[0])
			if err != nil {
				t.Fatal(err)
			}
			moves = len(s.Record.Moves)
		} else {
			s, err := record.LoadCatcat(files[0])
			if err != nil {
				t.Fatal(err)
			}
			moves = len(s.Record.Moves)
		}
		if moves != 1 {
			t.Fatalf("%s: the saved record has %d moves, want 1", name, moves)
		}
	}
}

// Only two ctrl+c in a row quit: another key between them answers the
// question (here: keep playing), and y quits without saving, as after q.
func TestCtrlCNotInARowAsksAgain(t *testing.T) {
	for name, a := range interruptGames(t) {
		a, _ = ctrlC(t, a)
		a = tuitest.Send(a, tuitest.KeyRunes("n")).(App)
		if !strings.Contains(a.View(), "kept") {
			t.Fatalf("%s: n after ctrl+c did not keep the game:\n%s", name, a.View())
		}
		a, quit := ctrlC(t, a)
		if quit {
			t.Fatalf("%s: ctrl+c, n, ctrl+c quit", name)
		}
		_, cmd := a.Update(tuitest.KeyRunes("y"))
		if cmd == nil || !tuitest.IsQuit(cmd) {
			t.Fatalf("%s: ctrl+c, y did not quit", name)
		}
	}
}

// With nothing to lose (no move, or the game saved) ctrl+c quits at once.
func TestCtrlCQuitsAtOnceWithNothingToLose(t *testing.T) {
	fresh := map[string]common.Screen{"cabeza": hotseat.Cabeza(t, ""), "catcat": hotseat.Catcat(t, 9, 7)}
	for name, s := range fresh {
		if _, quit := ctrlC(t, newAppWith(common.Options{}, s)); !quit {
			t.Errorf("%s: ctrl+c on a game without moves did not quit", name)
		}
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for name, a := range interruptGames(t) {
		a = tuitest.Send(a, tuitest.KeyRunes("w")).(App)
		if a, quit := ctrlC(t, a); !quit || a.Farewell() != "" {
			t.Errorf("%s: ctrl+c on a saved game: quit %v, farewell %q", name, quit, a.Farewell())
		}
	}
}

// A save that fails quits nothing: the screen says why, and y quits
// without saving.
func TestCtrlCKeepsTheGameWhenTheSaveFails(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	// The record folder cannot be made inside a file.
	for name, a := range interruptGamesWith(t, common.Options{Host: &common.Host{RecordDir: filepath.Join(file, "records")}}) {
		a, _ = ctrlC(t, a)
		a, quit := ctrlC(t, a)
		if quit {
			t.Fatalf("%s: ctrl+c, ctrl+c quit though the game could not be saved", name)
		}
		if v := a.View(); !strings.Contains(v, "not saved") || !strings.Contains(v, "y quit without saving") {
			t.Fatalf("%s: the failed save is not explained:\n%s", name, v)
		}
		if _, cmd := a.Update(tuitest.KeyRunes("y")); cmd == nil || !tuitest.IsQuit(cmd) {
			t.Fatalf("%s: y after the failed save did not quit", name)
		}
	}
}

// ctrl+c on the help page closes it, so the question is seen.
func TestCtrlCOnTheHelpPageShowsTheQuestion(t *testing.T) {
	a := tuitest.Send(interruptGames(t)["cabeza"], tuitest.KeyRunes("?")).(App)
	if !a.ShowingHelp() {
		t.Fatal("? did not open the help page")
	}
	a, quit := ctrlC(t, a)
	if quit || a.ShowingHelp() || !strings.Contains(a.View(), "not saved") {
		t.Fatalf("ctrl+c on the help page: quit %v, help shown %v:\n%s", quit, a.ShowingHelp(), a.View())
	}
}

// A real program: two ctrl+c end it with the game saved.
func TestCtrlCTwiceInAProgram(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	tm := teatest.NewTestModel(t, newAppWith(common.Options{}, hotseat.Cabeza(t, "")), teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.KeyRunes(":"))
	tm.Send(tuitest.KeyRunes("Hne"))
	tm.Send(tuitest.KeyEnter)
	tm.Send(tuitest.KeyCtrlC)
	tm.Send(tuitest.KeyCtrlC)
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	a := tm.FinalModel(t).(App)
	if !strings.Contains(a.Farewell(), "your game was saved as ") {
		t.Fatalf("farewell %q", a.Farewell())
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "cabezacat", "cabeza-*.txt")); len(files) != 1 {
		t.Fatalf("%d records, want 1", len(files))
	}
}

// A player at a server's table: ctrl+c asks before leaving the game (the
// other player's too); the second leaves, the seat waits its grace period
// and the farewell says so. A spectator leaves at once.
func TestCtrlCAtATable(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Date(2026, 11, 24, 1, 0, 0, 0, time.UTC)), Grace: time.Minute})
	t.Cleanup(lobby.Shutdown)
	opts := common.Options{Host: &common.Host{Lobby: lobby, RecordDir: t.TempDir()}}
	red, err := lobby.Open(table.Setup{Kind: table.Cabeza}, table.Identity{Name: "ann"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := lobby.Find(red.Code())
	if err != nil {
		t.Fatal(err)
	}
	blue, err := tb.Join(table.Identity{Name: "bob"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := red.Play("Hne"); err != nil {
		t.Fatal(err)
	}
	s, err := newTableScreen(opts, lobby.Clock(), blue)
	if err != nil {
		t.Fatal(err)
	}
	a := tuitest.Send(newAppWith(opts, s), tea.WindowSizeMsg{Width: 80, Height: 24}).(App)
	a, quit := ctrlC(t, a)
	if quit || !strings.Contains(a.View(), "leave table "+red.Code()+" and quit? your seat waits 1 minute: y/ctrl+c quit · n stay") {
		t.Fatalf("one ctrl+c at a table: quit %v:\n%s", quit, a.View())
	}
	if info := tableInfo(t, lobby, red.Code()); !info.Seats[1].Present {
		t.Fatal("the question already left the seat")
	}
	a, quit = ctrlC(t, a)
	if !quit || !strings.Contains(a.Farewell(), "your seat waits 1 minute for you (seat token "+blue.Token+")") {
		t.Fatalf("second ctrl+c: quit %v, farewell %q", quit, a.Farewell())
	}
	if info := tableInfo(t, lobby, red.Code()); info.Seats[1].Present || info.Ended {
		t.Fatalf("after quitting the seat is present %v, the game ended %v", info.Seats[1].Present, info.Ended)
	}

	watcher, err := tb.Join(table.Identity{Name: "eve"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	w, err := newTableScreen(opts, lobby.Clock(), watcher)
	if err != nil {
		t.Fatal(err)
	}
	if _, quit := ctrlC(t, newAppWith(opts, w)); !quit {
		t.Fatal("a spectator's ctrl+c did not quit at once")
	}
}

func tableInfo(t *testing.T, l *table.Lobby, code string) table.Info {
	t.Helper()
	for _, i := range l.List() {
		if i.Code == code {
			return i
		}
	}
	t.Fatalf("table %s is gone", code)
	return table.Info{}
}

// A clocked game at one keyboard lives in a table of its own that ends
// with the program: quitting (q, y here; ctrl+c twice) adjourns and saves
// it, where before the program ended before the seats' grace period did.
func TestQuitSavesTheClockedGameAtOneKeyboard(t *testing.T) {
	for _, keys := range [][]tea.Msg{{tuitest.KeyCtrlC, tuitest.KeyCtrlC}, {tuitest.KeyRunes("q"), tuitest.KeyRunes("y")}} {
		dir := t.TempDir()
		opts := common.Options{Host: &common.Host{RecordDir: dir}}
		s, err := openLocalTable(opts, table.Setup{Kind: table.Cabeza, Clock: table.TimeControl{Base: time.Minute}}, table.NewManualClock(time.Date(2026, 11, 24, 1, 0, 0, 0, time.UTC)))
		if err != nil {
			t.Fatal(err)
		}
		tm := teatest.NewTestModel(t, newAppWith(opts, s), teatest.WithInitialTermSize(80, 24))
		tm.Send(tuitest.KeyRunes(":"))
		tm.Send(tuitest.KeyRunes("Fn"))
		tm.Send(tuitest.KeyEnter)
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "red played Fn") }, teatest.WithDuration(tuitest.HangTimeout))
		for _, k := range keys {
			tm.Send(k)
		}
		tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
		files, _ := filepath.Glob(filepath.Join(dir, "cabeza-*.txt"))
		if len(files) != 1 {
			t.Fatalf("%v: %d records saved, want 1", keys[0], len(files))
		}
		text, _ := os.ReadFile(files[0])
		if !strings.Contains(string(text), "Fn") || !strings.Contains(string(text), "the players quit") {
			t.Fatalf("%v: record:\n%s", keys[0], text)
		}
		if f := tm.FinalModel(t).(App).Farewell(); !strings.Contains(f, "adjourned and saved as") {
			t.Fatalf("%v: farewell %q", keys[0], f)
		}
	}
}
