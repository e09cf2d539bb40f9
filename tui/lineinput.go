package tui

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// lineInput is a one-line text field: the menu's seed and position string,
// the Cabeza move prompt. (bubbles/textinput would do, but it pulls in a
// clipboard module that go.sum does not pin; this is the small part of it
// the screens need.)
type lineInput struct {
	prompt      string
	placeholder string
	value       []rune
	pos         int
	limit       int
	focused     bool
	accept      func(r rune) bool // which runes may be typed; nil = printable
}

func (in *lineInput) Value() string { return string(in.value) }

func (in *lineInput) SetValue(s string) {
	in.value = []rune(s)
	if in.limit > 0 && len(in.value) > in.limit {
		in.value = in.value[:in.limit]
	}
	in.pos = len(in.value)
}

func (in *lineInput) Focus() { in.focused = true; in.pos = len(in.value) }
func (in *lineInput) Blur()  { in.focused = false }

// Update edits the value for one key and reports whether the key was used.
func (in *lineInput) Update(msg tea.KeyMsg) bool {
	switch msg.Type {
	case tea.KeyRunes, tea.KeySpace:
		runes := msg.Runes
		if msg.Type == tea.KeySpace {
			runes = []rune{' '}
		}
		for _, r := range runes {
			if in.accept != nil && !in.accept(r) || in.accept == nil && r < ' ' {
				continue
			}
			if in.limit > 0 && len(in.value) >= in.limit {
				break
			}
			in.value = append(in.value[:in.pos], append([]rune{r}, in.value[in.pos:]...)...)
			in.pos++
		}
	case tea.KeyBackspace:
		if in.pos > 0 {
			in.value = append(in.value[:in.pos-1], in.value[in.pos:]...)
			in.pos--
		}
	case tea.KeyDelete:
		if in.pos < len(in.value) {
			in.value = append(in.value[:in.pos], in.value[in.pos+1:]...)
		}
	case tea.KeyLeft:
		if in.pos > 0 {
			in.pos--
		}
	case tea.KeyRight:
		if in.pos < len(in.value) {
			in.pos++
		}
	case tea.KeyHome, tea.KeyCtrlA:
		in.pos = 0
	case tea.KeyEnd, tea.KeyCtrlE:
		in.pos = len(in.value)
	case tea.KeyCtrlU:
		in.value, in.pos = nil, 0
	default:
		return false
	}
	return true
}

// View draws the field, at most width cells of the value, scrolled so the
// cursor stays visible. The cursor is a reversed cell when focused and an
// underscore when colour is off, so it shows without attributes too.
func (in *lineInput) View(st styles, width int) string {
	var b strings.Builder
	b.WriteString(in.prompt)
	if len(in.value) == 0 && !in.focused {
		b.WriteString(st.faint.Render(in.placeholder))
		return b.String()
	}
	start := 0
	if width > 0 && in.pos >= width {
		start = in.pos - width + 1
	}
	end := len(in.value)
	if width > 0 && end-start > width {
		end = start + width
	}
	b.WriteString(string(in.value[start:min(in.pos, end)]))
	if in.focused {
		under := " "
		if in.pos < len(in.value) {
			under = string(in.value[in.pos])
		}
		if under == " " {
			under = "_"
		}
		b.WriteString(st.textCursor.Render(under))
		if in.pos < end {
			b.WriteString(string(in.value[in.pos+1 : end]))
		}
	} else if in.pos < end {
		b.WriteString(string(in.value[in.pos:end]))
	}
	if len(in.value) == 0 && in.placeholder != "" {
		b.WriteString(" " + st.faint.Render(in.placeholder))
	}
	return b.String()
}
