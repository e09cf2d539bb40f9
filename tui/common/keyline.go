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
	keys = asASCII(h, keys)
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
	keys = asASCII(h, keys)
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

// asASCII is a copy of keys, each one's help written as --ascii writes
// it (ASCIIPunctuation: "←→" is "left/right") where h is an ASCII help
// line (NewHelp's ellipsis "..."): laid out in the wider words, the line
// fits the width it is drawn in, where measured before the shell's
// replacing it ran past the edge and lost its last key.
func asASCII(h help.Model, keys []key.Binding) []key.Binding {
	out := append([]key.Binding(nil), keys...)
	if h.Ellipsis != ASCIIGlyphs.Ellipsis {
		return out
	}
	for i, k := range out {
		hk := k.Help()
		out[i].SetHelp(ASCIIPunctuation.Replace(hk.Key), ASCIIPunctuation.Replace(hk.Desc))
	}
	return out
}
