package tui

import "github.com/charmbracelet/lipgloss"

// Every colour of the TUI is chosen here, so NO_COLOR and themes have one
// place to act. Colours are fixed (no AdaptiveColor): querying the
// terminal's background mid-run leaks the reply into the input.
type styles struct {
	title    lipgloss.Style
	item     lipgloss.Style
	selected lipgloss.Style
	faint    lipgloss.Style
	status   lipgloss.Style
	frame    lipgloss.Style
}

func newStyles(opts Options) styles {
	s := styles{
		title:    lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#F25D94")),
		item:     lipgloss.NewStyle().PaddingLeft(2),
		selected: lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#EE6FF8")),
		faint:    lipgloss.NewStyle().Foreground(lipgloss.Color("#777777")),
		status:   lipgloss.NewStyle().Foreground(lipgloss.Color("#FFB454")),
		frame:    lipgloss.NewStyle().Padding(1, 2),
	}
	if opts.NoColor {
		s.title = lipgloss.NewStyle().Bold(true)
		s.selected = lipgloss.NewStyle().Bold(true)
		s.faint = lipgloss.NewStyle()
		s.status = lipgloss.NewStyle()
	}
	return s
}
