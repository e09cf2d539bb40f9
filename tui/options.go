package tui

import "github.com/charmbracelet/lipgloss"

// Options are the display settings chosen on the command line.
type Options struct {
	NoColor bool // draw without colour; shapes and letters carry meaning
	ASCII   bool // ASCII glyphs only, for fonts that draw symbols wide
	// Renderer draws the styles; nil is lipgloss's default (the process's
	// terminal). The SSH server gives each session its own, so that one
	// visitor's colour profile never changes what another sees.
	Renderer *lipgloss.Renderer
	// Host is set when the TUI runs for a visitor of `cabezacat serve`.
	Host *Host
}

// newStyle starts a style on the options' renderer.
func (o Options) newStyle() lipgloss.Style {
	if o.Renderer != nil {
		return o.Renderer.NewStyle()
	}
	return lipgloss.NewStyle()
}
