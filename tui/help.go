package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// helpPage is the '?' page: every key of the screen it was opened from,
// then the rules in short. It scrolls when it does not fit.
type helpPage struct {
	st   styles
	vp   viewport.Model
	text string
}

func newHelpPage(st styles, ascii bool, keys help.KeyMap, rules string, size tea.WindowSizeMsg) helpPage {
	var b strings.Builder
	b.WriteString(st.title.Render("Keys"))
	b.WriteString("\n\n")
	b.WriteString(keyTable(st, keys, ascii))
	if rules != "" {
		b.WriteString("\n")
		b.WriteString(st.title.Render("Rules in short"))
		b.WriteString("\n\n")
		b.WriteString(strings.TrimRight(rules, "\n"))
		b.WriteString("\n")
	}
	p := helpPage{st: st, text: b.String()}
	p.resize(size)
	return p
}

// keyTable lays the key map out one binding a line, in the groups of its
// FullHelp, so a long list stays readable on a narrow terminal (help's own
// full view puts groups side by side).
func keyTable(st styles, keys help.KeyMap, ascii bool) string {
	var b strings.Builder
	name := func(k key.Binding) string {
		if ascii { // before measuring: "←/h" is "left/h" there
			return asciiPunctuation.Replace(k.Help().Key)
		}
		return k.Help().Key
	}
	w := 0
	for _, group := range keys.FullHelp() {
		for _, k := range group {
			w = max(w, lipgloss.Width(name(k)))
		}
	}
	for i, group := range keys.FullHelp() {
		if i > 0 {
			b.WriteString("\n")
		}
		for _, k := range group {
			if !k.Enabled() {
				continue
			}
			h := k.Help()
			n := name(k)
			b.WriteString("  ")
			b.WriteString(st.keyName.Render(n + strings.Repeat(" ", w-lipgloss.Width(n))))
			b.WriteString("  ")
			b.WriteString(h.Desc)
			b.WriteString("\n")
		}
	}
	return b.String()
}

func (p *helpPage) resize(size tea.WindowSizeMsg) {
	w, h := max(size.Width-2, 20), max(size.Height-2, 5)
	if size.Width == 0 {
		w, h = 78, 22
	}
	p.vp = viewport.New(w, h)
	p.vp.SetContent(lipgloss.NewStyle().Width(w).Render(p.text))
}

func (p *helpPage) scroll(k string) {
	switch k {
	case "down", "j":
		p.vp.ScrollDown(1)
	case "up", "k":
		p.vp.ScrollUp(1)
	case "pgdown", " ", "f":
		p.vp.PageDown()
	case "pgup", "b":
		p.vp.PageUp()
	case "home", "g":
		p.vp.GotoTop()
	case "end", "G":
		p.vp.GotoBottom()
	}
}

func (p helpPage) View() string {
	foot := p.st.faint.Render("↑/↓ scroll · ? or esc close")
	if p.vp.TotalLineCount() <= p.vp.Height {
		foot = p.st.faint.Render("? or esc close")
	}
	return p.st.frame.Render(p.vp.View() + "\n" + foot)
}
