package puzzles

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/puzzle"
	"cabezacat/cabeza"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/components/hexboard"
)

// A puzzle's move can be clicked on the board, or chosen with the
// cursor, as in a game: on a Cabeza board a piece, then where it goes
// (cabezaboard.Pick, the choosing every screen shares; enter at the
// cursor is a click there), on a Catch the Cat board the cell. Typing it
// (m) still works.

// cabezaBoard is the Cabeza board at the scale the screen width w (and
// the height) leaves room for.
func (m Model) cabezaBoard(w int) cabezaboard.Board {
	sc := cabezaboard.Standard
	if w < sc.Width()+26 || m.height < sc.Height()+2 {
		sc = cabezaboard.Compact
	}
	return cabezaboard.New(m.st, m.gl, sc)
}

// hexBoard is the Catch the Cat board of n×n cells at the pitch the
// screen leaves room for.
func (m Model) hexBoard(w, n int) hexboard.Board {
	pitch := 2
	if hexboard.Width(n, 4)+30 <= w && n*2 <= m.height-3 {
		pitch = 4
	}
	return hexboard.New(m.st, m.gl, pitch)
}

// flipped: the solver plays up the board, blue from the top.
func (m Model) flipped() bool {
	start := m.pz.CabezaPosition()
	return start.Side() == cabeza.Blue
}

// choosing says whether the board takes a move now: a puzzle under way,
// no wrong move on it, the move field closed.
func (m Model) choosing() bool {
	return m.solving && !m.done() && m.wrong == "" && !m.typing
}

// mouse is a press of the left button: the board sits at the screen's
// top left.
func (m Model) mouse(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft || !m.choosing() {
		return m, nil
	}
	m.note = ""
	w := max(m.width, 60)
	if m.pz.Game == puzzle.Catcat {
		pos := m.pz.CatcatAt(m.step)
		c, ok := m.hexBoard(w, pos.Size().N()).CellAt(pos, msg.X, msg.Y)
		if !ok {
			return m, nil
		}
		m.cursor = c
		return m.play(c.String())
	}
	bd := m.cabezaBoard(w)
	sq, ok := bd.SquareAt(msg.X, msg.Y, m.flipped())
	if !ok {
		return m, nil
	}
	m.square = sq
	return m.pickAt(sq)
}

// pickAt is a click on square sq of the puzzle's position, by the mouse
// or by enter at the cursor.
func (m Model) pickAt(sq cabeza.Square) (tea.Model, tea.Cmd) {
	pos := m.pz.CabezaAt(m.step)
	c := m.pick.Click(&pos, sq)
	switch c.Outcome {
	case cabezaboard.Chosen:
		return m.play(c.Move.String())
	case cabezaboard.Several:
		m.status = fmt.Sprintf("%d moves land here (%s): %v; click again or tab for the next, enter plays", len(c.Here), cabezaboard.Names(c.Here), c.Move)
	case cabezaboard.Picked:
		m.status = fmt.Sprintf("the %v (%s): click where it goes", c.Kind, cabezaboard.Names(m.pick.Reach))
	case cabezaboard.Stuck:
		m.status = fmt.Sprintf("the %v has no legal move: choose another piece", c.Kind)
	case cabezaboard.Unreachable:
		m.status = fmt.Sprintf("the %v cannot reach %v", c.Kind, sq)
	case cabezaboard.Dropped:
		m.status = ""
	default:
		m.status = fmt.Sprintf("choose one of %s's pieces", pos.Side())
	}
	return m, nil
}

// enter at the cursor: the move named on a square several land on, when
// the cursor is on it, is played; anything else is a click there.
func (m Model) enter() (tea.Model, tea.Cmd) {
	if m.pick.Piece != 0 && m.pick.Landing != cabeza.NoMove && m.pick.Landing.To().Covers(m.square) {
		return m.play(m.pick.Landing.String())
	}
	return m.pickAt(m.square)
}

// moveSquare moves the Cabeza cursor by (dx, dy) as the board shows it: up is
// north, or south on the flipped board.
func (m Model) moveSquare(dx, dy int) Model {
	if m.flipped() {
		dx, dy = -dx, -dy
	}
	x, y := m.square.X()+dx, m.square.Y()+dy
	if x >= 0 && x < 10 && y >= 0 && y < 10 {
		m.square = cabeza.SquareAt(x, y)
	}
	return m
}

// cabezaMarks are the marks of the choosing on the position it is made
// in: the cursor, the picked piece, its reach, and the move named on a
// square several land on.
func (m Model) cabezaMarks(marks *cabezaboard.Marks) {
	if !m.choosing() {
		return
	}
	marks.Cursor, marks.HasCursor = m.square, true
	if m.pick.Piece == 0 {
		return
	}
	marks.Selected, marks.Targets = m.pick.Piece, m.pick.Targets()
	if m.pick.Landing != cabeza.NoMove {
		to := m.pick.Landing.To()
		marks.Ghost, marks.GhostID = &to, m.pick.Piece
	}
}
