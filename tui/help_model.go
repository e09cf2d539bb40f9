package tui

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
)

// newHelp is the key-help line of a screen, drawn on the options'
// renderer: bubbles' own styles use the default renderer, which in the
// SSH server is the host's terminal, not the visitor's.
func newHelp(opts Options) help.Model {
	h := help.New()
	switch {
	case opts.NoColor:
		h.Styles = help.Styles{}
	case opts.Renderer != nil:
		s := opts.newStyle
		key := s().Foreground(lipgloss.Color("#626262"))
		desc := s().Foreground(lipgloss.Color("#4A4A4A"))
		sep := s().Foreground(lipgloss.Color("#3C3C3C"))
		h.Styles = help.Styles{
			ShortKey: key, ShortDesc: desc, ShortSeparator: sep, Ellipsis: sep,
			FullKey: key, FullDesc: desc, FullSeparator: sep,
		}
	}
	return h
}
