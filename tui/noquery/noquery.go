package noquery

import "github.com/charmbracelet/lipgloss"

func init() {
	// Explicit, so lipgloss's HasDarkBackground answers without asking.
	lipgloss.SetHasDarkBackground(true)
}
