package tui

import (
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/menu"
	"cabezacat/tui/puzzles"
	"cabezacat/tui/review"
	"cabezacat/tui/shell"
	"cabezacat/tui/table"
)

// App is the root model: the one place that knows every screen. It runs
// the current screen in the shell (help, ctrl+c, quitting) and builds the
// screens the others ask for: the menu, a game, a table.
type App struct {
	shell.Model
	opts  common.Options
	fails *failures // shared by the copies of the model (see panic.go)
}

// NewApp returns the root model, starting at the main menu.
func NewApp(opts common.Options) App {
	m := menu.New(opts)
	if opts.SettingsProblem != "" {
		m = m.WithProblem(opts.SettingsProblem)
	}
	return newAppWith(opts, m)
}

func newAppWith(opts common.Options, s common.Screen) App {
	return App{shell.New(opts, s), opts, &failures{}}
}

// Update routes msg; a panic in it (in the screen's code, the shell's or
// the root's) is recovered, and the screen as it was before msg saves its
// game (see fail). Every command is guarded too.
func (a App) Update(msg tea.Msg) (m tea.Model, cmd tea.Cmd) {
	before := a
	defer func() {
		if r := recover(); r != nil {
			m, cmd = before.fail(panicked("this screen", r))
		}
		cmd = guard(cmd)
	}()
	if p := a.fails.takeView(); p != nil {
		// The screen could not be drawn: it goes now. A key was the
		// "any key" its notice asked for; anything else is for the menu.
		failed, cmd := a.fail(*p)
		if _, key := msg.(tea.KeyMsg); key {
			return failed, cmd
		}
		next, more := failed.Update(msg)
		return next, tea.Batch(cmd, more)
	}
	m, cmd = a.route(msg)
	switch msg.(type) {
	case tea.KeyMsg, tea.MouseMsg:
		a.fails.settled() // the person got on with a screen: it works
	}
	return m, cmd
}

func (a App) route(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case common.PanicMsg:
		return a.fail(msg)
	case ShutdownMsg:
		return a.shutdown()
	case common.ToMenuMsg:
		a.Model, cmd = a.Show(menu.New(a.opts))
		return a, cmd
	case common.OpenPuzzlesMsg:
		a.Model, cmd = a.Show(puzzles.New(a.opts))
		return a, cmd
	case common.StartCabezaMsg, common.StartCatcatMsg, common.OpenLocalTableMsg, common.SitAtTableMsg, common.StartLearnMsg, common.StartReviewMsg:
		return a.start(build(a.opts, msg))
	case common.SettingsMsg:
		return a.applySettings(msg.Settings)
	case common.ShowScreenMsg:
		a.Model, cmd = a.Resume(msg.Screen)
		return a, cmd
	case common.ClipboardMsg:
		return a, writeTerminal(a.opts.Terminal(), msg.Seq)
	}
	next, cmd := a.Model.Update(msg)
	a.Model = next.(shell.Model)
	return a, cmd
}

// build makes the screen a start message asks for (a game, a table).
func build(opts common.Options, msg tea.Msg) (common.Screen, error) {
	switch msg := msg.(type) {
	case common.StartCabezaMsg:
		return cabezaScreen(opts, msg.Path, msg.Setup)
	case common.StartCatcatMsg:
		return catcatScreen(opts, msg.Path, msg.Setup)
	case common.OpenLocalTableMsg:
		return openLocalTable(opts, msg.Setup, table.WallClock{})
	case common.SitAtTableMsg:
		return newTableScreen(opts, msg.Clock, msg.Sub)
	case common.StartLearnMsg:
		return learnScreen(opts), nil
	case common.StartReviewMsg:
		return review.New(opts, msg.Record, msg.Path, msg.Ply, msg.Back)
	}
	return nil, fmt.Errorf("no screen for %T", msg)
}

// start shows the screen a message asked for, or tells the screen that
// asked why it could not be built.
func (a App) start(s common.Screen, err error) (tea.Model, tea.Cmd) {
	if err != nil {
		next, cmd := a.Model.Update(common.StartFailedMsg{Err: err})
		a.Model = next.(shell.Model)
		return a, cmd
	}
	var cmd tea.Cmd
	a.Model, cmd = a.Show(s)
	return a, cmd
}

// writeTerminal writes seq to the terminal the program draws on (an OSC
// 52 copy), off the event loop: a slow SSH visitor holds up only this.
// The writer is locked against the renderer's frames (Options.Terminal).
func writeTerminal(w io.Writer, seq string) tea.Cmd {
	return func() tea.Msg {
		_, _ = io.WriteString(w, seq) // nothing to do if the terminal is gone
		return nil
	}
}
