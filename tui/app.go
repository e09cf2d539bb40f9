package tui

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/table"
)

// App is the root model: the one place that knows every screen. It runs
// the current screen in the shell (help, ctrl+c, quitting) and builds the
// screens the others ask for: the menu, a game, a table.
type App struct {
	shell
	opts Options
}

// NewApp returns the root model, starting at the main menu.
func NewApp(opts Options) App {
	return newAppWith(opts, newMenu(opts))
}

func newAppWith(opts Options, s screen) App {
	return App{newShell(opts, s), opts}
}

func (a App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case ShutdownMsg:
		return a.shutdown()
	case toMenuMsg:
		a.shell, cmd = a.show(newMenu(a.opts))
		return a, cmd
	case startCabezaMsg, startCatcatMsg, openLocalTableMsg, sitAtTableMsg:
		return a.start(build(a.opts, msg))
	}
	next, cmd := a.shell.Update(msg)
	a.shell = next.(shell)
	return a, cmd
}

// build makes the screen a start message asks for (a game, a table).
func build(opts Options, msg tea.Msg) (screen, error) {
	switch msg := msg.(type) {
	case startCabezaMsg:
		return cabezaScreen(opts, msg.path, msg.setup)
	case startCatcatMsg:
		return catcatScreen(opts, msg.path, msg.setup)
	case openLocalTableMsg:
		return openLocalTable(opts, msg.setup, table.WallClock{})
	case sitAtTableMsg:
		return newTableScreen(opts, msg.clock, msg.sub)
	}
	return nil, fmt.Errorf("no screen for %T", msg)
}

// start shows the screen a message asked for, or tells the screen that
// asked why it could not be built.
func (a App) start(s screen, err error) (tea.Model, tea.Cmd) {
	if err != nil {
		next, cmd := a.shell.Update(startFailedMsg{err})
		a.shell = next.(shell)
		return a, cmd
	}
	var cmd tea.Cmd
	a.shell, cmd = a.show(s)
	return a, cmd
}
