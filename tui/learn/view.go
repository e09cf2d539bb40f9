package learn

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
)

// wrap breaks plain text into lines of at most width cells, at spaces,
// drawn in style: a paragraph, no indent.
func wrap(text string, width int, style lipgloss.Style) []string {
	if width < 10 {
		width = 76 // before the first size
	}
	lines := common.WrapParagraph(text, width)
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// marks are the step counter's glyphs: done, the step shown, not done.
func (m Model) marks() (done, here, todo string) {
	if m.opts.ASCII {
		return "+", "@", "."
	}
	return "✓", "●", "·"
}

// header is the step page's lines above the board: the game, lesson and
// the steps (done, this one, to do), the explanation, the task, and
// what the lesson says of the last move.
func (m Model) header() []string {
	g, l := m.chosen()
	s := &l.Steps[m.step]
	w := m.width - 2
	done, here, todo := m.marks()
	var dots strings.Builder
	for i := range l.Steps {
		switch {
		case i == m.step:
			dots.WriteString(here)
		case m.prog.Done[stepKey(g, l, i)]:
			dots.WriteString(done)
		default:
			dots.WriteString(todo)
		}
	}
	title := m.st.Title.Render("Learn "+g.Name()) + m.st.Faint.Render(" · "+l.Title)
	counter := fmt.Sprintf("step %d of %d %s", m.step+1, len(l.Steps), dots.String())
	gap := max(2, w-lipgloss.Width(title)-lipgloss.Width(counter))
	lines := []string{title + strings.Repeat(" ", gap) + m.st.Faint.Render(counter)}
	lines = append(lines, wrap(s.Say, w, m.st.Item)...)
	arrow := "▸ "
	if m.opts.ASCII {
		arrow = "> "
	}
	lines = append(lines, wrap(arrow+s.Do, w, m.st.Selected)...)
	if m.word != "" {
		style := m.st.Status
		prefix := ""
		switch m.mood {
		case moodGood:
			style, prefix = m.st.Good, done+" "
		case moodBad:
			style, prefix = m.st.Problem, "✗ "
			if m.opts.ASCII {
				prefix = "x "
			}
		}
		lines = append(lines, wrap(prefix+m.word, w, style)...)
	} else {
		lines = append(lines, "")
	}
	for i := range lines {
		lines[i] = " " + lines[i]
	}
	return lines
}

func (m Model) View() string {
	if m.inner == nil {
		return m.listView()
	}
	var b strings.Builder
	b.WriteString(strings.Join(m.header(), "\n"))
	b.WriteByte('\n')
	shown := m.inner
	if m.try.Finished() { // its turn line would ask the other side to move
		word := "the step is done: enter goes on"
		if m.mood != moodGood {
			word = "r retries the step, s skips it"
		}
		shown = shown.WithStatus(word, false)
	}
	inner := strings.TrimRight(shown.View(), "\n")
	// The game screen fills its room; the key line goes under it.
	lines := strings.Split(inner, "\n")
	if m.innerH > 0 && len(lines) > m.innerH {
		lines = lines[:m.innerH]
	}
	for len(lines) < m.innerH {
		lines = append(lines, "")
	}
	b.WriteString(strings.Join(lines, "\n"))
	b.WriteString("\n " + common.KeyLine(m.help, m.keys.ShortHelp(), m.width-2))
	return b.String()
}

// listView is the lessons of both games, each with its steps done.
func (m Model) listView() string {
	var b strings.Builder
	b.WriteString("\n")
	b.WriteString(m.st.Title.Render("Learn") + m.st.Faint.Render("  short lessons: a position, a sentence, a goal"))
	b.WriteString("\n")
	done, _, todo := m.marks()
	for i, e := range m.entries {
		c := &m.courses[e.course]
		l := &c.Lessons[e.lesson]
		if e.lesson == 0 {
			b.WriteString("\n" + m.st.Heading.Render(c.Game.Name()) + "\n")
		}
		n := 0
		var dots strings.Builder
		for s := range l.Steps {
			if m.prog.Done[stepKey(c.Game, l, s)] {
				n++
				dots.WriteString(done)
			} else {
				dots.WriteString(todo)
			}
		}
		name := fmt.Sprintf("%-30s", l.Title)
		line := "  " + name
		style := m.st.Item
		if i == m.cursor {
			line, style = "> "+name, m.st.Selected
		}
		b.WriteString(style.Render(line) + "  " + m.st.Faint.Render(fmt.Sprintf("%d/%d %s", n, len(l.Steps), dots.String())) + "\n")
	}
	b.WriteString("\n")
	if m.path == "" && m.account == nil {
		// A guest on a server (or no data folder): say so before the
		// steps are done, as the puzzles do, not after they are lost.
		for _, l := range wrap("The steps you do are kept for this visit only.", m.width-4, m.st.Faint) {
			b.WriteString(l + "\n")
		}
	}
	if m.notice != "" {
		for _, l := range wrap(m.notice, m.width-4, m.st.Problem) {
			b.WriteString(l + "\n")
		}
	}
	b.WriteString(common.KeyLine(m.help, m.keys.ShortHelp(), m.width-2))
	return m.st.Frame.Render(b.String())
}
