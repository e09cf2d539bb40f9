package tui

import (
	tea "github.com/charmbracelet/bubbletea"
)

// App is the root model: it owns the current screen, routes messages to
// it and re-sends the last window size to every new screen so it can lay
// itself out at once.
type App struct {
	opts   Options
	screen tea.Model
	size   tea.WindowSizeMsg
}

// NewApp returns the root model, starting at the main menu.
func NewApp(opts Options) App {
	return App{opts: opts, screen: newMenu(opts)}
}

func (a App) Init() tea.Cmd { return a.screen.Init() }

func (a App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if msg.String() == "ctrl+c" {
			return a, tea.Quit
		}
	case tea.WindowSizeMsg:
		a.size = msg
	case switchScreenMsg:
		a.screen = msg.screen
		return a, tea.Batch(a.screen.Init(), a.resend())
	}
	var cmd tea.Cmd
	a.screen, cmd = a.screen.Update(msg)
	return a, cmd
}

func (a App) View() string { return a.screen.View() }

// resend replays the last known window size to the current screen.
func (a App) resend() tea.Cmd {
	if a.size.Width == 0 {
		return nil
	}
	size := a.size
	return func() tea.Msg { return size }
}

// switchScreenMsg asks the App to replace the current screen.
type switchScreenMsg struct{ screen tea.Model }

func switchTo(screen tea.Model) tea.Cmd {
	return func() tea.Msg { return switchScreenMsg{screen} }
}
