package tui

import (
	"fmt"
	"runtime/debug"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/panics"
	"cabezacat/tui/common"
	"cabezacat/tui/menu"
	"cabezacat/tui/tablescreen"
)

// No panic in a screen's code ends the program or loses its game. The
// root recovers a panic in Update (the model is a value: the screen as it
// was before the message is intact, its game with it), in View and Init,
// and in every command it returns (guard); a search's goroutine sends its
// panic as a common.PanicMsg. Each ends in fail: the game is saved in the
// record folder as w saves it, what the screen runs is stopped, the
// report (value and stack) goes to Options.Log (the host's log for a
// visitor, the record folder's panics.log on a terminal of one's own),
// and the person is shown the menu with a plain notice. Bubble Tea's own
// recovery, which prints the stack on the terminal and ends the program
// without saving, is never reached.

// failures is what the copies of one App share about failures: a panic
// in View waiting for the next Update (View cannot change the model), and
// whether the menu shown after a failure has been used since.
type failures struct {
	mu   sync.Mutex
	view *common.PanicMsg
	// fresh: the menu after a failure has had no key yet. A failure then
	// (the menu itself failing) quits rather than show it again, so a
	// screen that fails at once cannot loop.
	fresh bool
}

func (f *failures) setView(p common.PanicMsg) {
	if f == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.view == nil {
		f.view = &p
	}
}

func (f *failures) takeView() *common.PanicMsg {
	if f == nil {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	p := f.view
	f.view = nil
	return p
}

func (f *failures) settled() {
	if f != nil {
		f.mu.Lock()
		f.fresh = false
		f.mu.Unlock()
	}
}

// failedAgain reports that the menu shown after a failure failed before
// any key reached it, and notes that a new failure's menu is shown.
func (f *failures) failedAgain() bool {
	if f == nil {
		return false
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	again := f.fresh
	f.fresh = true
	return again
}

// panicked is a panic recovered in the root's goroutine, as a message.
func panicked(where string, v any) common.PanicMsg {
	p := &panics.Panic{Value: v, Stack: debug.Stack()}
	return common.PanicMsg{Where: where, Words: p.Words(), Report: p.Report(where)}
}

// fail answers a panic in the screen's code: a's screen saves its game
// and stops, the report is logged, and the menu says what happened. Each
// step is guarded: a step that panics too is said, not repeated.
func (a App) fail(p common.PanicMsg) (App, tea.Cmd) {
	logged := "nowhere"
	if q := panics.Catch(func() { logged = a.opts.Log(p.Report) }); q != nil {
		logged = "nowhere (the log failed: " + q.Words() + ")"
	}
	var game string
	if q := panics.Catch(func() { game = a.abandon() }); q != nil {
		game = "your game could NOT be saved: saving it failed too (" + q.Words() + ")"
		a.opts.Log(q.Report("saving the game after a panic"))
	}
	notice := fmt.Sprintf("something went wrong in %s: %s", p.Where, p.Words)
	if game != "" {
		notice += "; " + game
	}
	notice += "; the details are in " + logged
	if a.fails.failedAgain() {
		a.Model = a.WithFarewell(notice)
		return a, tea.Quit
	}
	var cmd tea.Cmd
	if q := panics.Catch(func() { a.Model, cmd = a.Show(menu.New(a.opts).WithProblem(notice)) }); q != nil {
		a.Model = a.WithFarewell(notice)
		return a, tea.Quit
	}
	return a, cmd
}

// abandon saves the game of a screen that failed and stops what it runs;
// it says what became of the game, or "" when it had none in progress.
func (a App) abandon() string {
	if t, ok := a.Screen().(tablescreen.Model); ok {
		return t.Abandon() // the table keeps the game, and saves it
	}
	saved := a.SaveInProgress()
	if s, ok := a.Screen().(common.Stopper); ok {
		s.Stop()
	}
	return saved
}

// View draws the screen; a panic in it leaves the screen, which is drawn
// as a plain notice until the next message takes it away (see Update).
func (a App) View() (view string) {
	defer func() {
		if r := recover(); r != nil {
			a.fails.setView(panicked("this screen", r))
			view = "\n  something went wrong drawing this screen: press any key (your game will be saved)\n"
		}
	}()
	return a.Model.View()
}

// Init starts the first screen; a panic in it comes back as a message.
func (a App) Init() (cmd tea.Cmd) {
	defer func() {
		if r := recover(); r != nil {
			p := panicked("this screen", r)
			cmd = func() tea.Msg { return p }
		}
		cmd = guard(cmd)
	}()
	return a.Model.Init()
}

// guard is cmd with a panic in it turned into a common.PanicMsg, and the
// commands of a batch it gives guarded alike. (The commands of a
// tea.Sequence are out of reach; the project uses none.)
func guard(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() (msg tea.Msg) {
		if p := panics.Catch(func() { msg = cmd() }); p != nil {
			return common.PanicMsg{Where: "a command of this screen", Words: p.Words(), Report: p.Report("a command of this screen")}
		}
		if batch, ok := msg.(tea.BatchMsg); ok {
			out := make(tea.BatchMsg, len(batch))
			for i, c := range batch {
				out[i] = guard(c)
			}
			return out
		}
		return msg
	}
}
