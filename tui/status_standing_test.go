package tui

import (
	"fmt"
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// The standing line of a turn (what to do now, when nothing was said)
// keeps to one line, the key line under it; at 80 columns it says all of
// itself. Drawn on real screens where a state is quick to reach; the
// rest from the format in the source, filled with the widest values.

func TestStandingLinesFitAt80Columns(t *testing.T) {
	engine := gamesetup.EngineProgram("/opt/engines/brute --fast")
	cb := func(red, blue gamesetup.Player) tea.Model {
		s, err := cabezagame.New(common.Options{}, gamesetup.CabezaSetup{Red: red, Blue: blue})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cc := func(cat, catcher gamesetup.Player) tea.Model {
		s, err := catcatgame.New(common.Options{}, gamesetup.CatcatSetup{Cat: cat, Catcher: catcher, Size: 45, Density: 0.05, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for name, m := range map[string]tea.Model{
		"cabeza, red to move":        hotseat.Cabeza(t, ""),
		"cabeza, the move prompt":    tuitest.Send(hotseat.Cabeza(t, ""), size80, tuitest.KeyRunes(":")),
		"cabeza, AI vs AI":           cb(gamesetup.Computer(1), engine),
		"cabeza, AI vs AI paused":    tuitest.Send(cb(gamesetup.Computer(1), engine), size80, tuitest.KeyRunes("p")),
		"cabeza, the program's turn": cb(engine, gamesetup.Human()),
		"catcat, the cat's turn":     hotseat.Catcat(t, 45, 3),
		"catcat, the catcher's turn": tuitest.Send(hotseat.Catcat(t, 45, 3), size80, tuitest.KeyRunes("L")),
		"catcat, the move prompt":    tuitest.Send(hotseat.Catcat(t, 45, 3), size80, tuitest.KeyRunes(":")),
		"catcat, AI vs AI":           cc(gamesetup.Computer(1), gamesetup.Computer(3)),
		"catcat, AI vs AI paused":    tuitest.Send(cc(gamesetup.Computer(1), gamesetup.Computer(3)), size80, tuitest.KeyRunes("p")),
		"catcat, the AI's turn":      cc(gamesetup.Computer(3), gamesetup.Human()),
	} {
		m = tuitest.Send(m, size80)
		lines := strings.Split(m.View(), "\n")
		status := strings.TrimRight(lines[len(lines)-2], " ")
		if strings.HasSuffix(status, "…") || status == "" {
			t.Errorf("%s: the standing line is cut at 80 columns: %q", name, status)
		}
		stopScreen(m)
	}
	// States slow to reach: a walk through the history where the AI is to
	// move, a finished game, the AI thinking.
	for _, c := range []struct{ file, format, value string }{
		{"cabezagame/view.go", "history: %s is to move here · o: play on · end: back", "blue (the engine program)"},
		{"catcatgame/view.go", "history: the %s (AI) is to move here · o: play on · end: back", "catcher"},
		{"cabezagame/view.go", "%s is thinking…", "blue (the engine program)"},
		{"cabezagame/view.go", "%s · z undo · g new game", "Draw by threefold repetition"},
		{"catcatgame/view.go", "%s · z undo · r restart · g new board", "The catcher made an invalid move"},
	} {
		src, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		if literal := strings.TrimPrefix(c.format, "%s"); !strings.Contains(string(src), literal) {
			t.Errorf("%s no longer says %q: measure its words here", c.file, literal)
		}
		checkFits(t, c.file, fmt.Sprintf(c.format, c.value), 1)
	}
}
