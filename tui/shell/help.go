package shell

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
)

// helpPage is the '?' page: every key of the screen it was opened from,
// where the manual is, then the rules in short. It scrolls when it does not fit. Its text is
// laid out for the width (again on a resize): a line too long wraps with
// its continuation under its own text, not at column 1; the full rules
// pages are rendered Markdown (common.LayOutRules), plain text with
// --ascii or without colour.
type helpPage struct {
	st    common.Styles
	opts  common.Options
	vp    viewport.Model
	keys  help.KeyMap
	rules string
}

func newHelpPage(st common.Styles, opts common.Options, keys help.KeyMap, rules string, size tea.WindowSizeMsg) helpPage {
	p := helpPage{st: st, opts: opts, keys: keys, rules: rules}
	p.resize(size)
	return p
}

// text is the page laid out in width cells.
func (p *helpPage) text(width int) string {
	var b strings.Builder
	b.WriteString(p.st.Title.Render("Keys"))
	b.WriteString("\n\n")
	b.WriteString(keyTable(p.st, p.keys, p.opts.ASCII, width))
	b.WriteString("\n")
	b.WriteString(hang(common.ManualsNote(p.opts.Host != nil), width))
	b.WriteString("\n")
	if p.rules != "" {
		b.WriteString("\n")
		b.WriteString(p.st.Title.Render("Rules in short"))
		b.WriteString("\n\n")
		for _, part := range common.LayOutRules(strings.TrimRight(p.rules, "\n"), width, p.opts) {
			if part.Rendered { // a full rules page, laid out at width already
				b.WriteString(part.Text)
				continue
			}
			for _, line := range strings.Split(strings.TrimSuffix(part.Text, "\n"), "\n") {
				b.WriteString(hang(line, width))
				b.WriteString("\n")
			}
		}
	}
	return b.String()
}

// hang wraps a line of text to width, continuing under its text: after
// its indentation, and after a list mark ("- ") or a term ("score  ").
func hang(line string, width int) string {
	if lipgloss.Width(line) <= width {
		return line
	}
	body := strings.TrimLeft(line, " ")
	indent := len(line) - len(body)
	if strings.HasPrefix(body, "- ") {
		indent += 2
	} else if i := strings.Index(body, "  "); i > 0 && i < 16 && !strings.Contains(body[:i], ". ") {
		indent += i + strings.IndexFunc(body[i:], func(r rune) bool { return r != ' ' })
	}
	return hangAt(line, indent, width)
}

// hangAt wraps line to width with the cells after the first indent
// continuing under themselves.
func hangAt(line string, indent, width int) string {
	if indent <= 0 || indent >= width-10 || lipgloss.Width(line) <= width {
		return strings.Join(common.WrapParagraph(line, width), "\n")
	}
	head := []rune(line)
	cut := 0
	for w := 0; cut < len(head) && w < indent; cut++ {
		w += lipgloss.Width(string(head[cut]))
	}
	rest := strings.Join(common.WrapParagraph(string(head[cut:]), width-indent), "\n")
	return lipgloss.JoinHorizontal(lipgloss.Top, string(head[:cut]), rest)
}

// keyTable lays the key map out one binding a line, in the groups of its
// FullHelp, so a long list stays readable on a narrow terminal (help's own
// full view puts groups side by side); a long description wraps under
// itself.
func keyTable(st common.Styles, keys help.KeyMap, ascii bool, width int) string {
	var b strings.Builder
	name := func(k key.Binding) string {
		if ascii { // before measuring: "←/h" is "left/h" there
			return common.ASCIIPunctuation.Replace(k.Help().Key)
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
			n := name(k)
			left := "  " + st.KeyName.Render(n+strings.Repeat(" ", w-lipgloss.Width(n))) + "  "
			desc := k.Help().Desc
			if lipgloss.Width(left)+lipgloss.Width(desc) > width && width-lipgloss.Width(left) >= 10 {
				desc = strings.Join(common.WrapParagraph(desc, width-lipgloss.Width(left)), "\n")
			}
			b.WriteString(lipgloss.JoinHorizontal(lipgloss.Top, left, desc))
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
	p.vp.SetContent(lipgloss.NewStyle().Width(w).Render(p.text(w)))
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
	foot := p.st.Faint.Render("↑/↓ scroll · ? or esc close")
	if p.vp.TotalLineCount() <= p.vp.Height {
		foot = p.st.Faint.Render("? or esc close")
	}
	return p.st.Frame.Render(p.vp.View() + "\n" + foot)
}
