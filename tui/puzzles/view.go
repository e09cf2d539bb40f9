package puzzles

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/ai/puzzle"
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/components/hexboard"
	"cabezacat/tui/components/textfield"
)

func (m Model) View() string {
	w := max(m.width, 60)
	if !m.solving { // a page like the menu's: in the frame, a cell in
		return m.st.Frame.Render(m.chooserView(w-2) + "\n" + common.KeyLine(m.help, m.keys.line(), w-2))
	}
	return m.solveView(w) + "\n " + common.KeyLine(m.help, m.keys.line(), w-1) // a cell in, as a game screen's
}

// chooserView: the game, the theme, start; the player's standing.
func (m Model) chooserView(w int) string {
	var b strings.Builder
	title := m.st.Title.Render("Puzzles") + m.st.Faint.Render("  positions with one winning line, proven by the engines")
	b.WriteString("\n" + common.ClipStatus(title, w, m.st.Ellipsis) + "\n\n")
	themes := []string{"any"}
	for _, t := range puzzle.Themes(m.game) {
		themes = append(themes, t.Label())
	}
	rows := []string{
		fmt.Sprintf("Game:   ‹ %s ›", m.game.Name()),
		fmt.Sprintf("Theme:  ‹ %s ›", themes[m.theme]),
		"Start",
	}
	for i, r := range rows {
		if i == m.row {
			b.WriteString(m.st.Selected.Render("> "+r) + "\n")
		} else {
			b.WriteString(m.st.Item.Render("  "+r) + "\n")
		}
	}
	b.WriteString("\n")
	for _, l := range m.standing(m.game) {
		for _, part := range common.WrapStyled(l, w-4) {
			b.WriteString("  " + part + "\n")
		}
	}
	if m.note != "" {
		b.WriteString("\n")
		for _, l := range common.WrapStyled(m.note, w-4) {
			b.WriteString(m.st.Problem.Render(l) + "\n")
		}
	}
	return b.String()
}

// standing is the player's rating, streaks and results by theme at g.
func (m Model) standing(g puzzle.Game) []string {
	r := m.progress.PlayerRating(g)
	q := ""
	if r.Provisional() {
		q = "?"
	}
	out := []string{
		fmt.Sprintf("Your %s puzzle rating: %s (±%d)", g.Name(), m.st.Value.Render(fmt.Sprintf("%d%s", int(math.Round(r.Rating)), q)), int(math.Round(2*r.Deviation))),
		fmt.Sprintf("Streak %d · best %d", m.progress.Streak[g.String()], m.progress.Best[g.String()]),
	}
	themes := m.progress.ThemeLines(g)
	for i, t := range themes {
		themes[i] = common.KeepTogether(t) // "defence 0/0" on one line
	}
	out = append(out, "Solved by theme: "+strings.Join(themes, " · "))
	if m.sessionOnly {
		out = append(out, "Over SSH your puzzle rating lasts for this session only.")
	}
	return out
}

// solveView: the board beside the puzzle's panel.
func (m Model) solveView(w int) string {
	board := m.board(w)
	bw := lipgloss.Width(board)
	panelW := max(24, w-bw-3)
	panel := strings.Join(m.panel(panelW), "\n")
	return lipgloss.JoinHorizontal(lipgloss.Top, board, "  ", panel)
}

// shownLine is what the board shows: the moves of the line played so
// far, or the whole line once the solution is shown, or the wrong move
// and its refutation.
func (m Model) shownLine() (base int, extra []string) {
	switch {
	case m.shown:
		return len(m.pz.Line), nil
	case m.wrong != "":
		extra = []string{m.wrong}
		if m.reply != "" {
			extra = append(extra, m.reply)
		}
		return m.step, extra
	}
	return m.step, nil
}

func (m Model) board(w int) string {
	base, extra := m.shownLine()
	if m.pz.Game == puzzle.Catcat {
		pos := m.pz.CatcatAt(base)
		var last catcat.Cell
		hasLast := false
		if base > 0 && len(extra) == 0 { // the line's last block, if the last move was one
			if c, err := catcat.ParseCell(m.pz.Line[base-1]); err == nil && pos.IsBlocked(c) {
				last, hasLast = c, true
			}
		}
		for _, t := range extra {
			c, err := catcat.ParseCell(t)
			if err != nil {
				break
			}
			if pos.Turn() == catcat.CatcherToMove {
				last, hasLast = c, true
			}
			if next, err := pos.Play(c); err == nil {
				pos = next
			}
		}
		hb := m.hexBoard(w, pos.Size().N())
		marks := hexboard.Marks{Cursor: m.cursor, HasCursor: !m.done() && m.wrong == "", Reach: pos.Turn() == catcat.CatToMove, LastBlock: last, HasLast: hasLast}
		return strings.Join(hb.Render(pos, marks, ""), "\n")
	}
	// Every move shown, the line's and the wrong one's: the last one's
	// squares left and its crush are marked.
	moves := append(append([]string(nil), m.pz.Line[:base]...), extra...)
	pos := m.pz.CabezaPosition()
	before, last := pos, cabeza.NoMove
	for _, t := range moves {
		mv, err := cabeza.ParseMove(pos, t)
		if err != nil {
			break
		}
		before, last = pos, mv
		pos = pos.Play(mv)
	}
	var marks cabezaboard.Marks
	marks.Flipped = m.flipped() // the solver at the bottom
	marks.Crushed = cabeza.NoSquare
	if last != cabeza.NoMove {
		s, k := before.Side(), last.Kind()
		marks.LastFrom = before.Placement(s, k).Footprint().AndNot(pos.Placement(s, k).Footprint())
		if last.IsWin() && k != cabeza.Cabeza {
			marks.Crushed = pos.Cabeza(s.Opponent()) // the Cabeza under the block
		}
	}
	m.cabezaMarks(&marks)
	bd := m.cabezaBoard(w)
	var b strings.Builder
	bd.Render(&b, &pos, marks)
	return strings.TrimRight(b.String(), "\n")
}

// panel is the puzzle's side panel, lines of at most width cells.
func (m Model) panel(width int) []string {
	var lines []string
	add := func(style lipgloss.Style, s string) {
		for _, l := range common.WrapStyled(s, width) {
			lines = append(lines, style.Render(l))
		}
	}
	pr := m.progress.PuzzleRating(&m.pz)
	add(m.st.Title, fmt.Sprintf("Puzzle %s", m.pz.ID))
	add(m.st.Faint, fmt.Sprintf("%s · %s · rated %d", m.pz.Game.Name(), m.pz.Theme.Label(), int(math.Round(pr.Rating))))
	lines = append(lines, "")
	add(m.st.Item, m.pz.Goal())
	if m.pz.Game == puzzle.Catcat && !m.done() && m.wrong == "" {
		// The cells' names, as a game's panel gives them: the solution
		// and a typed move (m) are written in them.
		base, _ := m.shownLine()
		add(m.st.Faint, fmt.Sprintf("cursor %v · cat %v", m.cursor, m.pz.CatcatAt(base).Cat()))
	}
	lines = append(lines, "")
	if m.step > 0 && !m.shown {
		add(m.st.Faint, "Played: "+strings.Join(m.pz.Line[:m.step], " "))
	}
	switch {
	case m.shown:
		add(m.st.Item, "Solution: "+strings.Join(m.pz.Line, " "))
	case m.wrong != "" && m.reply == "":
		add(m.st.Problem, fmt.Sprintf("not this: %s (looking for the refutation…)", m.wrong))
	case m.wrong != "":
		add(m.st.Problem, fmt.Sprintf("not this: after %s, %s plays %s %s.", m.wrong, m.other(), m.reply, m.why))
		add(m.st.Faint, "z takes it back to try again")
	case m.solved:
		add(m.st.Good, m.status)
	case m.status != "":
		add(m.st.Status, m.status)
	}
	if m.hint != "" {
		add(m.st.Status, "hint: "+m.hint)
	}
	if m.typing {
		lines = append(lines, textfield.View(m.input, m.st))
	}
	if m.rated {
		r := m.progress.PlayerRating(m.pz.Game)
		sign := "+"
		if m.change < 0 {
			sign = "−"
		}
		add(m.st.Value, fmt.Sprintf("rating %d (%s%d)", int(math.Round(r.Rating)), sign, int(math.Round(math.Abs(m.change)))))
		if m.done() || m.wrong != "" {
			add(m.st.Faint, "n: the next puzzle")
		}
	}
	lines = append(lines, "")
	for _, l := range m.standing(m.pz.Game)[1:] {
		add(m.st.Faint, l)
	}
	if m.note != "" {
		add(m.st.Problem, m.note)
	}
	return lines
}
