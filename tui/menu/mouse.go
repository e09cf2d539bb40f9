package menu

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// Where view draws the form: a blank line, the crumb and a blank line
// above the rows (one screen line each, hidden rows taking none), and the
// frame's one column of padding on the left.
const (
	formRowsTop = 3
	formLeft    = 1
)

// valueX is the screen column where the rows' values start: after the
// cursor mark, the widest label and two spaces.
func (f *setupForm) valueX() int { return formLeft + 2 + f.labelWidth() + 2 }

// rowAt is the row drawn on screen line y, or -1 for none.
func (f *setupForm) rowAt(y int) int {
	line := formRowsTop
	for i := range f.rows {
		if !f.Shown(i) {
			continue
		}
		if line == y {
			return i
		}
		line++
	}
	return -1
}

// click handles a left click at (x, y). A click on a row puts the cursor
// there. A click on the selected choice row's "‹ value ›" also changes
// the value: the left half steps back, the right half on, as ← and → do.
// Only the selected row draws the arrows, so a click that selects a row
// never changes it too. Clicks elsewhere do nothing.
func (f *setupForm) click(x, y int) tea.Cmd {
	i := f.rowAt(y)
	if i < 0 || x < formLeft {
		return nil
	}
	r := &f.rows[i]
	if r.pick && i == f.cursor {
		return f.begin() // a second click opens the file
	}
	if i != f.cursor || r.text != nil {
		return f.focus(i)
	}
	vx := f.valueX()
	w := lipgloss.Width("‹ " + r.choices[r.choice] + " ›")
	switch {
	case x < vx || x >= vx+w:
		return nil
	case x < vx+w/2:
		r.choice = (r.choice + len(r.choices) - 1) % len(r.choices)
	default:
		r.choice = (r.choice + 1) % len(r.choices)
	}
	f.status = ""
	return nil
}
