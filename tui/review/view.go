package review

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/ai/review"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
)

// now is the clock of saves and of the time left (a variable for tests).
var now = time.Now

// panelMinW is the narrowest panel beside the board.
const panelMinW = 30

// graphH is the graph's height.
const graphH = 7

// geometry is where the parts of the screen stand.
type geometry struct {
	compact        bool
	boardW, boardH int
	panelX, panelW int
	graphY         int // the graph's first line on the screen
}

func (m Model) geometry() geometry {
	g := geometry{compact: m.width < 80 || m.height < 24}
	g.boardW, g.boardH = m.board.size(g.compact)
	g.panelX = g.boardW + 2
	g.panelW = max(panelMinW, m.width-g.panelX)
	g.graphY = 1 + 1 // the title, then the graph's caption
	return g
}

func splitLines(s string) []string { return strings.Split(strings.TrimRight(s, "\n"), "\n") }

func (m Model) View() string {
	g := m.geometry()
	ply, line, steps := m.ply, m.line, m.steps
	if line != nil {
		ply = m.lineBase()
	}
	var pk cabezaboard.Pick
	if m.learn != nil {
		ply, line, steps, pk = m.learn.ply(), m.learn.line, m.learn.steps, m.learn.pick
	}
	boardLines := m.board.draw(ply, line, steps, g.compact, pk)
	panel := m.panel(g.panelW)
	rows := max(len(boardLines), len(panel))
	var b strings.Builder
	// The title, the status and the keys stand a cell in, as a game
	// screen's do.
	b.WriteString(" " + common.ClipStyled(m.title(), m.width-1))
	b.WriteByte('\n')
	// The status wraps to two lines rather than lose its end (where w
	// saved the game); the board and panel give up a row for it.
	status, _ := common.StatusLines(m.st.Status.Render(m.status), m.width-1, 2, m.st.Ellipsis)
	for i := 0; i < rows && i < m.height-2-len(status); i++ {
		left := ""
		if i < len(boardLines) {
			left = boardLines[i]
		}
		left += strings.Repeat(" ", max(0, g.panelX-lipgloss.Width(left)))
		if i < len(panel) {
			left += panel[i]
		}
		b.WriteString(common.ClipStyled(left, m.width))
		b.WriteByte('\n')
	}
	for _, l := range status {
		b.WriteString(" " + l)
		b.WriteByte('\n')
	}
	b.WriteString(" " + common.KeyLine(m.help, m.shortHelp(), m.width-1))
	return b.String()
}

// title is the first line: the game, the budget, and the progress or
// the accuracies.
func (m Model) title() string {
	game := "Cabeza"
	if m.rev.Kind == review.Catcat {
		game = "Catch the Cat"
	}
	t := m.st.Title.Render("Review") + " " + m.st.Faint.Render(game+" · "+m.budget.String())
	if m.fromRec {
		t += m.st.Faint.Render(" · from the record")
	}
	return t
}

// panel is the column beside the board.
func (m Model) panel(w int) []string {
	var out []string
	// The legend says what the curve is (review.Curve): side 0's chances,
	// each point the mean of two plies'; a move's line below gives its
	// mover's own.
	arrow := "↑ %s's chances (2-ply mean)"
	if m.opts.ASCII {
		arrow = "^ %s's chances (2-ply mean)"
	}
	out = append(out, m.st.Faint.Render(common.Clip(fmt.Sprintf(arrow, m.rev.Side(0)), w, m.st.Ellipsis)))
	out = append(out, m.graph(w, graphH)...)
	if m.learn != nil {
		return append(out, m.learn.panel(m, w)...)
	}
	out = append(out, m.moveLines(w)...)
	out = append(out, "")
	s := m.rev.Summary()
	for side := 0; side < 2; side++ {
		acc := "  –"
		if !math.IsNaN(s[side].Accuracy) {
			acc = fmt.Sprintf("%3.0f%%", s[side].Accuracy)
		}
		name := fmt.Sprintf("%-7s", m.rev.Side(side))
		out = append(out, common.ClipStyled(m.sideStyle(side).Render(name)+" "+m.st.Value.Render(acc)+" "+
			m.st.Faint.Render(fmt.Sprintf("%d?! %d? %d??", s[side].Inaccuracies, s[side].Mistakes, s[side].Blunders)), w))
	}
	if tps := m.rev.TurningPoints(); len(tps) > 0 {
		parts := []string{"turning:"}
		for i, p := range tps {
			mv := m.rev.Move(p)
			parts = append(parts, fmt.Sprintf("%d) %s%s", i+1, moveLabel(p, mv.Move), mv.Mark.Symbol()))
		}
		// Wrapped: a cut mark ("?!" cut to "?") says another mark.
		out = append(out, common.WrapStyled(strings.Join(parts, " "), w)...)
	}
	if m.running() || !m.rev.Complete() {
		out = append(out, m.progressLine(w))
	}
	return out
}

// moveLabel numbers a move as the records do, counting from the first
// mover's first move: "12.Fne" for the first mover, "12...hs" for the
// other (the sides take turns in both games).
func moveLabel(ply int, move string) string {
	if ply%2 == 1 {
		return fmt.Sprintf("%d...%s", ply/2+1, move)
	}
	return fmt.Sprintf("%d.%s", ply/2+1, move)
}

func (m Model) sideStyle(side int) lipgloss.Style {
	switch m.rev.Side(side) {
	case "red":
		return m.st.Red
	case "blue":
		return m.st.Blue
	case "cat":
		return m.st.Cat
	}
	return m.st.Catcher
}

// moveLines describe the move that led to the shown position.
func (m Model) moveLines(w int) []string {
	if m.ply == 0 {
		return []string{m.st.Faint.Render("the start: → for the first move")}
	}
	mv := m.rev.Move(m.ply - 1)
	head := m.sideStyle(mv.Side).Render(m.rev.Side(mv.Side)) + " " + m.st.Value.Render(moveLabel(mv.Ply, mv.Move+mv.Mark.Symbol()))
	desc := mv.DescribeAs(m.rev.Side(mv.Side)) // the mover's chances, the graph being side 0's
	if m.opts.ASCII {
		desc = strings.ReplaceAll(desc, "→", "->") // the shell's "right" would not read
	}
	style := m.st.Item
	if mv.Mark >= review.Mistake {
		style = m.st.Problem
	}
	out := []string{common.ClipStyled(head, w)}
	out = append(out, common.WrapStyled(style.Render(desc), w)...)
	if mv.Known && mv.Mark != review.Best && len(mv.Line) > 0 {
		if m.line != nil {
			out = append(out, m.lineLines(m.line, m.steps, w)...)
		} else {
			out = append(out, m.lineLines(mv.Line, -1, w)...)
		}
	}
	return out
}

// lineLines writes a line of moves, "line: …", or with steps ≥ 0 the
// board's place in it, "line 2/7: …": whole, wrapped, as the board steps
// through it.
func (m Model) lineLines(line []string, steps, w int) []string {
	text := "line: " + strings.Join(line, " ")
	if steps >= 0 {
		text = fmt.Sprintf("line %d/%d: %s", steps, len(line), strings.Join(line, " "))
	}
	return common.WrapStyled(m.st.Faint.Render(text), w)
}

// progressLine is the bar with the positions done and the time left.
func (m Model) progressLine(w int) string {
	done, total := m.rev.Done(), m.rev.Len()+1
	words := fmt.Sprintf(" %d/%d", done, total)
	if m.running() && done > 0 {
		if left := timeLeft(now().Sub(m.started), done-m.startedDone(), total-done); left != "" {
			words += " " + left
		}
	} else if !m.running() {
		words += " stopped"
	}
	bar := m.bar
	bar.Width = max(5, min(20, w-lipgloss.Width(words)-1))
	return bar.ViewAs(float64(done)/float64(total)) + m.st.Faint.Render(words)
}

// startedDone: positions known when the run started (a record's, a
// cancelled run's) do not count in its pace. Kept simple: none.
func (m Model) startedDone() int { return 0 }

// timeLeft is "12s left" at the pace so far.
func timeLeft(elapsed time.Duration, done, left int) string {
	if done <= 0 || left <= 0 {
		return ""
	}
	d := time.Duration(float64(elapsed) / float64(done) * float64(left))
	return d.Round(time.Second).String() + " left"
}

// progressWords is "23 of 61 positions".
func progressWords(r *review.Review) string {
	return fmt.Sprintf("%d of %d positions", r.Done(), r.Len()+1)
}
