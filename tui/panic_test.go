package tui

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/cabeza"
	"cabezacat/tui/analysis"
	"cabezacat/tui/cabezagame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/menu"
	"cabezacat/tui/record"
)

// savedCabeza is the one Cabeza record in dir; it parses, with its moves.
func savedCabeza(t *testing.T, dir string) (path string, moves []string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "cabeza-*.txt"))
	if len(files) != 1 {
		t.Fatalf("%d records in %s, want 1", len(files), dir)
	}
	s, err := record.LoadCabeza(files[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range s.Record.Moves {
		moves = append(moves, mv.String())
	}
	return files[0], moves
}

// squeeze is text without its spaces and line breaks: the menu wraps a
// long notice anywhere, even inside a path.
func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

func onMenu(m tea.Model) bool {
	_, ok := m.(App).Screen().(menu.Model)
	return ok
}

// A panic in a search's goroutine (here the AI's, after the person's
// move) ends neither the program nor the game: the game is saved in the
// record folder, the stack goes to panics.log there (not to the
// terminal), and the menu says what happened and where the game went.
func TestPanicInASearchSavesTheGameAndTellsThePlayer(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	dir := filepath.Join(data, "cabezacat")
	restore := analysis.SetTestHook(func() { panic("boom in a search") })
	defer restore()
	s, err := cabezagame.New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, tuitest.Probed{Model: newAppWith(common.Options{}, s)}, teatest.WithInitialTermSize(100, 30))
	tm.Send(tuitest.KeyRunes(":"))
	tm.Send(tuitest.KeyRunes("Hne"))
	tm.Send(tuitest.KeyEnter)
	tuitest.WaitUntil(tm, onMenu)
	tm.Send(tea.QuitMsg{})
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	out, _ := io.ReadAll(tm.FinalOutput(t, teatest.WithFinalTimeout(tuitest.HangTimeout)))
	a := tm.FinalModel(t).(tuitest.Probed).Model.(App)

	path, moves := savedCabeza(t, dir)
	if strings.Join(moves, " ") != "Hne" {
		t.Fatalf("the saved game has moves %v, want Hne", moves)
	}
	view := squeeze(a.View())
	logFile := filepath.Join(dir, common.PanicLog)
	for _, want := range []string{`something went wrong in a search: "boom in a search"`, "your game was saved as " + path, "the details are in " + record.ShortPath(logFile)} {
		if !strings.Contains(view, squeeze(want)) {
			t.Fatalf("the menu does not say %q:\n%s", want, a.View())
		}
	}
	stack, err := os.ReadFile(logFile)
	if err != nil || !strings.Contains(string(stack), `panic in a search: "boom in a search"`) || !strings.Contains(string(stack), "panic_test.go") {
		t.Fatalf("panics.log (%v):\n%s", err, stack)
	}
	if bytes.Contains(out, []byte("goroutine ")) || bytes.Contains(out, []byte("Caught")) {
		t.Fatal("a stack reached the terminal")
	}
	// The menu works: enter opens the form of a new game.
	a = tuitest.Send(a, tuitest.KeyEnter).(App)
	if !strings.Contains(a.View(), "You vs AI") {
		t.Fatalf("the menu after the failure:\n%s", a.View())
	}
}

// failing is a game screen with bugs on demand: "!" panics in Update, "V"
// makes View panic, "C" returns a command that panics.
type failing struct {
	cabezagame.Model
	viewFails bool
}

func (f failing) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "!":
			panic("boom in Update")
		case "V":
			f.viewFails = true
			return f, nil
		case "C":
			return f, func() tea.Msg { panic("boom in a command") }
		}
	}
	next, cmd := f.Model.Update(msg)
	f.Model = next.(cabezagame.Model)
	return f, cmd
}

func (f failing) View() string {
	if f.viewFails {
		panic("boom in View")
	}
	return f.Model.View()
}

// hostLog is a host's log, as the server gives one.
type hostLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (h *hostLog) log(r string) { h.mu.Lock(); h.b.WriteString(r + "\n"); h.mu.Unlock() }
func (h *hostLog) String() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.b.String()
}

// failingApp is an app on a hot-seat Cabeza game of two moves, whose
// screen fails on demand, for a host with a record folder and a log.
func failingApp(t *testing.T) (App, string, *hostLog) {
	dir, logs := t.TempDir(), &hostLog{}
	opts := common.Options{Host: &common.Host{RecordDir: dir, Log: logs.log}}
	g, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
	if err != nil {
		t.Fatal(err)
	}
	rules := cabeza.NewGame(cabeza.Start())
	if _, err := rules.PlayText("Hne"); err != nil {
		t.Fatal(err)
	}
	reply := rules.LegalMoves()[0].String()
	a := tuitest.Send(newAppWith(opts, failing{Model: g.(cabezagame.Model)}), tea.WindowSizeMsg{Width: 100, Height: 30},
		tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter,
		tuitest.KeyRunes(":"), tuitest.KeyRunes(reply), tuitest.KeyEnter).(App)
	if _, ok := a.Screen().(failing); !ok || !strings.Contains(a.View(), "Hne") {
		t.Fatalf("the game before the failure:\n%s", a.View())
	}
	return a, dir, logs
}

// checkFailed: the app shows the menu with the notice, the game of two
// moves is saved in dir, and the host's log has the stack.
func checkFailed(t *testing.T, a App, dir string, logs *hostLog, value string) {
	t.Helper()
	if !onMenu(a) {
		t.Fatalf("after the panic the screen is %T:\n%s", a.Screen(), a.View())
	}
	path, moves := savedCabeza(t, dir)
	if len(moves) != 2 {
		t.Fatalf("the saved game has moves %v, want the two played", moves)
	}
	if !strings.Contains(squeeze(a.View()), squeeze(`: "`+value+`"; your game was saved as `+path+"; the details are in the host's log")) {
		t.Fatalf("the menu's notice:\n%s", a.View())
	}
	if l := logs.String(); !strings.Contains(l, `"`+value+`"`) || !strings.Contains(l, "panic_test.go") {
		t.Fatalf("the host's log:\n%s", l)
	}
}

// A panic in a screen's Update is recovered by the root: the game is
// saved from the screen as it was before the message, and the menu says
// so. The same holds for a panic in View (after the next key) and in a
// command the screen returned.
func TestPanicInAScreenSavesTheGameFromBeforeTheMessage(t *testing.T) {
	a, dir, logs := failingApp(t)
	next, _ := a.Update(tuitest.KeyRunes("!"))
	checkFailed(t, next.(App), dir, logs, "boom in Update")

	a, dir, logs = failingApp(t)
	a = tuitest.Send(a, tuitest.KeyRunes("V")).(App)
	if v := a.View(); !strings.Contains(v, "something went wrong drawing this screen: press any key") {
		t.Fatalf("the view that failed:\n%s", v)
	}
	a = tuitest.Send(a, tuitest.KeyRunes("x")).(App)
	checkFailed(t, a, dir, logs, "boom in View")

	a, dir, logs = failingApp(t)
	_, cmd := a.Update(tuitest.KeyRunes("C"))
	msg := cmd()
	if _, ok := msg.(common.PanicMsg); !ok {
		t.Fatalf("the command that panicked gave %T", msg)
	}
	next, _ = a.Update(msg)
	checkFailed(t, next.(App), dir, logs, "boom in a command")

	// A failure before the menu shown after one has had a key quits,
	// with the notice as the farewell: a screen that fails at once does
	// not loop.
	next, cmd = next.Update(msg)
	if !tuitest.IsQuit(cmd) || !strings.Contains(next.(App).Farewell(), "something went wrong in a command of this screen") {
		t.Fatalf("a second failure at once: farewell %q", next.(App).Farewell())
	}
}
