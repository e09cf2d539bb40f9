package tui

import (
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/menu"
	"cabezacat/tui/shell"
	"cabezacat/tui/table"
)

// App is the root model: the one place that knows every screen. It runs
// the current screen in the shell (help, ctrl+c, quitting) and builds the
// screens the others ask for: the menu, a game, a table.
type App struct {
	shell.Model
	opts common.Options
}

// NewApp returns the root model, starting at the main menu.
func NewApp(opts common.Options) App {
	return newAppWith(opts, menu.New(opts))
}

func newAppWith(opts common.Options, s common.Screen) App {
	return App{shell.New(opts, s), opts}
}

func (a App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case ShutdownMsg:
		return a.shutdown()
	case common.ToMenuMsg:
		a.Model, cmd = a.Show(menu.New(a.opts))
		return a, cmd
	case common.StartCabezaMsg, common.StartCatcatMsg, common.OpenLocalTableMsg, common.SitAtTableMsg:
		return a.start(build(a.opts, msg))
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
