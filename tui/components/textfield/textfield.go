package textfield

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
)

// New is a one-line bubbles text input with the TUI's styles:
// the menu's seed and position string, the Cabeza move prompt. accept says
// which runes may be typed (nil: any); textinput's Validate only reports
// a bad value, so Edit is what keeps refused runes out.
func New(st common.Styles, prompt, placeholder string, limit, width int, accept func(rune) bool) textinput.Model {
	in := textinput.New()
	in.Prompt = prompt
	in.Placeholder = placeholder
	in.CharLimit = limit
	in.Width = width
	in.PromptStyle = st.Item
	in.TextStyle = st.Item
	in.PlaceholderStyle = st.Faint
	in.Cursor.Style = st.TextCursor
	if accept != nil {
		in.Validate = func(s string) error {
			for i, r := range s {
				if !accept(r) {
					return fmt.Errorf("%q at %d may not be typed here", r, i)
				}
			}
			return nil
		}
	}
	return in
}

// Edit gives one message to a text field: typed runes the field
// refuses are dropped first (a paste that does not validate is undone),
// and edited reports a change of text or cursor, so a screen can clear an
// old complaint. The Cmd keeps the cursor blinking.
func Edit(in textinput.Model, msg tea.Msg) (out textinput.Model, cmd tea.Cmd, edited bool) {
	before, pos := in.Value(), in.Position()
	if k, ok := msg.(tea.KeyMsg); ok && (k.Type == tea.KeyRunes || k.Type == tea.KeySpace) {
		runes := k.Runes
		if k.Type == tea.KeySpace && len(runes) == 0 {
			runes = []rune{' '}
		}
		kept := make([]rune, 0, len(runes))
		for _, r := range runes {
			if in.Validate == nil || in.Validate(string(r)) == nil {
				kept = append(kept, r)
			}
		}
		if len(kept) == 0 {
			return in, nil, false
		}
		msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: kept, Alt: k.Alt, Paste: k.Paste}
	}
	out, cmd = in.Update(msg)
	if out.Err != nil {
		out.SetValue(before)
		out.SetCursor(pos)
		out.Err = nil
	}
	return out, cmd, out.Value() != before || out.Position() != pos
}

// View draws a text field. Without colour the colour profile strips
// the reverse video that textinput draws its cursor with, so a focused
// field marks the cursor with '_' instead, where the next letter goes.
func View(in textinput.Model, st common.Styles) string {
	if !st.PlainCursor || !in.Focused() {
		return in.View()
	}
	v := []rune(in.Value())
	pos := min(in.Position(), len(v))
	shown := append(append(append([]rune{}, v[:pos]...), '_'), v[pos:]...)
	if in.Width > 0 && len(shown) > in.Width {
		// Keep a window of the field's width that holds the cursor.
		start := max(0, min(pos+1-in.Width, len(shown)-in.Width))
		shown = shown[start : start+in.Width]
	}
	text := string(shown)
	if len(v) == 0 && in.Placeholder != "" {
		text = "_ " + in.Placeholder
	}
	return st.Item.Render(in.Prompt) + strings.TrimRight(text, " ")
}
