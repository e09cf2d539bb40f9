package common

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
)

// KeyLine is a game screen's key line in width cells. The line's last
// two keys are "? help" and "q quit": when the line is too wide, keys
// are dropped from before them, so a narrow terminal still says how to
// get help and how to leave. What still does not fit is cut with an
// ellipsis by the help model.
func KeyLine(h help.Model, keys []key.Binding, width int) string {
	h.Width = 0
	keys = append([]key.Binding(nil), keys...)
	for len(keys) > 2 && lipgloss.Width(h.ShortHelpView(keys)) > width {
		keys = append(keys[:len(keys)-3], keys[len(keys)-2:]...)
	}
	h.Width = max(width, 0)
	return h.ShortHelpView(keys)
}
