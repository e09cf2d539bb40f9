package tui

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/menu"
	"cabezacat/tui/settings"
)

// applySettings puts the settings form's settings in effect (the shell
// and every screen built from now on draw with them) and saves them in
// the options' store: the config file, or a server's account. The menu
// comes back saying where they went, or why they could not be saved.
func (a App) applySettings(s settings.Settings) (tea.Model, tea.Cmd) {
	opts := a.opts.WithSettings(s)
	menuNext := menu.New(opts)
	switch store := a.opts.SettingsStore; {
	case store == nil:
		menuNext = menuNext.WithNote("settings in effect for this visit (a guest's are not kept)")
	default:
		if err := store.Save(s); err != nil {
			menuNext = menuNext.WithProblem("the settings are in effect but could NOT be saved: " + err.Error())
		} else if f, ok := store.(settings.File); ok {
			menuNext = menuNext.WithNote("settings saved to " + f.Path)
		} else {
			menuNext = menuNext.WithNote("settings saved")
		}
	}
	a.opts = opts
	a.Model = a.Model.WithOptions(opts)
	var cmd tea.Cmd
	a.Model, cmd = a.Show(menuNext)
	return a, cmd
}
