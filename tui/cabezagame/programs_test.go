package cabezagame

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/ai/sandbox/sandboxtest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// The engine programs of these tests are this test binary, started again
// with "fake-engine=KIND" first: TestMain (main_test.go) runs fakeEngine
// instead of the tests.
//
//	ours      this project's console
//	original  this project's console in the original's dialect, as on a
//	          terminal (greeting, prompt, colours)
//	dies      this project's dialect until search, where it exits with a
//	          message on stderr
func fakeEngine(kind string) int {
	var c *cabezaconsole.Console
	switch kind {
	case "ours":
		c = cabezaconsole.New(os.Stdout)
	case "original":
		c = cabezaconsole.NewOriginal(os.Stdout, true)
	case "logs":
		// this project's console, writing every command it reads to the
		// file named after the marker
		c = cabezaconsole.New(os.Stdout)
		log, err := os.OpenFile(os.Args[3], os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return 2
		}
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			fmt.Fprintln(log, sc.Text())
			if c.Exec(context.Background(), sc.Text()) {
				return 0
			}
		}
		return 0
	case "dies":
		c = cabezaconsole.New(os.Stdout)
		buf := make([]byte, 1)
		var line []byte
		for {
			if n, err := os.Stdin.Read(buf); n == 0 || err != nil {
				return 0
			}
			if buf[0] != '\n' {
				line = append(line, buf[0])
				continue
			}
			if string(line) == "search" {
				fmt.Fprintln(os.Stderr, "Segmentation fault (core dumped)")
				return 139
			}
			c.Exec(context.Background(), string(line))
			line = line[:0]
		}
	default:
		return 2
	}
	if err := c.Run(context.Background(), os.Stdin); err != nil {
		return 1
	}
	return 0
}

// engineCommand is the command line of a fake engine, with a marker that
// finds its process.
func engineCommand(t *testing.T, kind, marker string) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("'%s' fake-engine=%s %s", exe, kind, marker)
}

// fastPrograms makes engine programs answer at depth 1 for the test.
func fastPrograms(t *testing.T) {
	old := cabezaProgramLimits
	cabezaProgramLimits = search.Limits{Time: time.Minute, Depth: 1}
	t.Cleanup(func() { cabezaProgramLimits = old })
}

// waitGone waits until no process carries marker (the kernel reaps a
// killed process soon, not at once).
func waitGone(t *testing.T, marker string) {
	t.Helper()
	running := func() []string { return sandboxtest.Running(marker) }
	for i := 0; i < 1000 && len(running()) > 0; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if left := running(); len(left) > 0 {
		t.Fatalf("engine processes left behind: %q", left)
	}
}

// Two engine programs, one in each dialect, play a game to its end in
// the TUI; their depths show in the engine panel, and when the program
// quits, they are gone.
func TestCabezaEngineProgramsPlayToTheEnd(t *testing.T) {
	fastPrograms(t)
	marker := fmt.Sprintf("marker-%d", rand.Int64())
	s, err := New(common.Options{}, gamesetup.CabezaSetup{
		Red:  gamesetup.EngineProgram(engineCommand(t, "original", marker)),
		Blue: gamesetup.EngineProgram(engineCommand(t, "ours", marker)),
	})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(Model)
	g.Pace = time.Millisecond
	var shown bool
	final := runCabeza(t, g,
		tuitest.UntilMsg(func(m tea.Model) bool {
			g := m.(shell.Model).Screen().(Model)
			if len(g.Panel.Infos) > 0 && strings.Contains(g.Panel.Who, "engine") {
				shown = true
			}
			return g.Game.Status().Over() || g.progs.lost != nil
		}))
	if final.progs.lost != nil {
		t.Fatalf("a program failed: %v", final.progs.lost.reason)
	}
	replayCabeza(t, final)
	t.Logf("%d moves: %v", final.Game.Ply(), final.Game.Status())
	if !shown {
		t.Error("the engine panel never showed a program's depth")
	}
	waitGone(t, marker)
}

// A program that dies loses its turn, not the game: the person takes the
// side over (t) and plays on, or gives it to the built-in AI (i).
func TestCabezaDeadEngineProgramLetsThePersonTakeOver(t *testing.T) {
	first := cabeza.NewGame(cabeza.Start()).LegalMoves()[0]
	after := cabeza.NewGame(cabeza.Start())
	after.Play(first)
	reply := after.LegalMoves()[0]
	for _, c := range []struct {
		key  string
		then []tea.Msg // blue's move after the key
		blue gamesetup.Player
	}{
		{"t", []tea.Msg{tuitest.KeyRunes(":"), tuitest.KeyRunes(reply.String()), tuitest.KeyEnter}, gamesetup.Human()},
		{"i", nil, gamesetup.Computer(gamesetup.CabezaDefaultLevel)},
	} {
		t.Run(c.key, func(t *testing.T) {
			fastPrograms(t)
			marker := fmt.Sprintf("marker-%d", rand.Int64())
			s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.EngineProgram(engineCommand(t, "dies", marker))})
			if err != nil {
				t.Fatal(err)
			}
			msgs := []tea.Msg{
				tuitest.KeyRunes(":"), tuitest.KeyRunes(first.String()), tuitest.KeyEnter,
				tuitest.UntilMsg(func(m tea.Model) bool {
					v := m.(shell.Model).Screen().(Model).Status
					return strings.Contains(v, "Blue's engine program lost (t: take over, i: built-in AI): crash") && strings.Contains(v, "Segmentation fault")
				}),
				tuitest.KeyRunes(c.key),
			}
			msgs = append(msgs, c.then...)
			msgs = append(msgs, tuitest.UntilMsg(func(m tea.Model) bool { return m.(shell.Model).Screen().(Model).Game.Ply() == 2 }))
			final := runCabeza(t, s.(Model), msgs...)
			if final.setup.Blue != c.blue || final.progs.lost != nil {
				t.Fatalf("blue is %+v after %s, forfeit %v", final.setup.Blue, c.key, final.progs.lost)
			}
			waitGone(t, marker)
		})
	}
}

// The status line names an engine program as such, not as "the AI"
// (the built-in AI is another player, the one i hands the side to).
func TestStatusNamesTheEngineProgram(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.EngineProgram("some-engine"),
		Position: "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 1"})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(Model)
	if line := g.statusLine(); strings.Contains(line, "the AI") || !strings.Contains(line, "blue (the engine program)") {
		t.Fatalf("blue is an engine program to move; status %q", line)
	}
	if g.canMove() || strings.Contains(g.Status, "the AI") || !strings.Contains(g.Status, "engine program") {
		t.Fatalf("a key on the program's turn: status %q", g.Status)
	}
}
