package common

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
)

// KeyLine is a game screen's key line in width cells. The line's last
// two keys are "? help" and "q quit": when the line is too wide, keys
// are dropped from before them, so a narrow terminal still says how to
// get help and how to leave. What still does not fit is cut as HelpLine
// cuts it.
func KeyLine(h help.Model, keys []key.Binding, width int) string {
	h.Width = 0
	keys = append([]key.Binding(nil), keys...)
	for len(keys) > 2 && lipgloss.Width(h.ShortHelpView(keys)) > width {
		keys = append(keys[:len(keys)-3], keys[len(keys)-2:]...)
	}
	return HelpLine(h, keys, width)
}

// HelpLine is a page's short help in width cells as the help model draws
// it: the keys that fit, then an ellipsis. The model itself draws one
// key too many where the ellipsis would not fit after the last key that
// does (bubbles v1.0.0, help.Model.shouldAddItem), and the terminal cuts
// that key; here keys are dropped until the line fits.
func HelpLine(h help.Model, keys []key.Binding, width int) string {
	h.Width = max(width, 0)
	line := h.ShortHelpView(keys)
	if width <= 0 {
		return line
	}
	h.Width = 0
	tail := " " + h.Styles.Ellipsis.Inline(true).Render(h.Ellipsis)
	for n := len(keys) - 1; lipgloss.Width(line) > width && n > 0; n-- {
		line = h.ShortHelpView(keys[:n]) + tail
	}
	return ClipStyled(line, width)
}
