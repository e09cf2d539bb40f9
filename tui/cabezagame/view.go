package cabezagame

import (
	"fmt"
	"strings"

	"cabezacat/cabeza"
	"cabezacat/internal/plural"
	"cabezacat/internal/quote"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/components/movelist"
	"cabezacat/tui/game"
	"cabezacat/tui/gamesetup"
)

func (m Model) View() string {
	p := m.ShownPosition()
	marks := cabezaboard.Marks{
		Flipped:   m.flipped,
		Cursor:    m.cursor,
		HasCursor: m.HumanToMove() && !m.Prompting,
		Selected:  m.sel,
		Crushed:   cabeza.NoSquare,
	}
	if st := m.Game.Status(); st.Reason == cabeza.Crush {
		marks.Crushed = p.Cabeza(st.Winner.Opponent())
	}
	if m.sel != 0 {
		for _, mv := range m.choices {
			marks.Targets = marks.Targets.Or(mv.To().Footprint())
		}
		if m.preview != cabeza.NoMove {
			to := m.preview.To()
			marks.Ghost, marks.GhostID = &to, m.sel
			if path := p.Path(m.preview); len(path) == 2 {
				marks.Trail = path[0].Footprint()
			}
		}
	}
	if ply := m.Game.Ply(); ply > 0 {
		last := m.Game.Moves()[ply-1]
		before := m.Game.PositionAt(ply - 1)
		from := before.Placement(last.Player(), last.Kind())
		marks.LastFrom = from.Footprint().AndNot(last.To().Footprint())
	}
	m.previewMarks(&marks)
	shown := m.shownBoard()
	sc := shown.Scale
	var board strings.Builder
	board.Grow(sc.Height() * sc.Width() * 8)
	shown.Render(&board, &p, marks)
	boardLines := strings.Split(board.String(), "\n")

	// The panel runs down beside the board, and below it on the compact
	// board, to the status line.
	panelW := max(cbPanelW, min(m.Width-sc.Width()-cbGap, 48))
	panel := m.panelLines(panelW, max(len(boardLines), m.Height-2))
	var b strings.Builder
	b.Grow(len(board.String()) + 4096)
	if last := len(boardLines) - 1; last < len(panel) {
		boardLines[last] += " " // the file-letter line is one column short of the grid
	}
	game.Beside(&b, boardLines, panel, strings.Repeat(" ", sc.Width()), strings.Repeat(" ", cbGap))
	b.WriteString(m.Footer(m.statusLine(), m.shortHelp()))
	return b.String()
}

func (m Model) statusLine() string {
	banner := m.PreviewBanner(func(_ cabeza.Position, mv cabeza.Move) string { return " " + mv.String() })
	if line, ok := m.StatusHead(banner, "enter plays · esc cancels"); ok {
		return line
	}
	p := m.Game.Position()
	switch {
	case m.Game.Status().Over():
		return m.St.Good.Render(common.Capital(m.Game.Status().String())) + m.St.Faint.Render(" · z undo · g new game")
	case m.Job != nil:
		return m.St.Faint.Render(fmt.Sprintf("%s is thinking…", m.mover(p.Side())))
	case m.Walk.Walking() && !m.HumanToMove():
		return m.St.Faint.Render(fmt.Sprintf("history: %s is to move here · o: play on · end: back", m.mover(p.Side())))
	case m.AIVsAI() && m.Paused:
		return m.St.Faint.Render("AI vs AI · " + game.PausedWords + " · +/- pace")
	case m.AIVsAI():
		return m.St.Faint.Render("AI vs AI · p pause · s step · +/- pace")
	case !m.HumanToMove():
		return m.St.Faint.Render(fmt.Sprintf("%s is to move", m.mover(p.Side())))
	}
	return m.Hint(fmt.Sprintf("%s to move: select a piece (enter or click), or type a move with :", p.Side()),
		fmt.Sprintf("%s to move: select a piece, or type a move with :", p.Side()))
}

func (m Model) sideName(pl cabeza.Player) string {
	if pl == cabeza.Red {
		return m.St.Red.Render("Red")
	}
	return m.St.Blue.Render("Blue")
}

func (m Model) who(p gamesetup.Player) string {
	switch {
	case !p.AI && p.Name != "":
		// A name from a record file is a stranger's text (a table's
		// names are checked handles, which quoting leaves as they are).
		return quote.Text(p.Name, 32)
	case !p.AI && !m.setup.Red.AI && !m.setup.Blue.AI:
		return "player"
	case !p.AI:
		return "you"
	}
	if p.Engine != "" {
		return gamesetup.AIName(p)
	}
	return fmt.Sprintf("AI · level %d", p.Level)
}

// panelLines is the side panel, cut to height lines of width cells.
func (m Model) panelLines(width, height int) []string {
	p := m.Game.Position()
	st := m.Game.Status()
	var lines []string
	add := func(s string) { lines = append(lines, common.WrapStyled(s, width)...) }
	add(m.St.Title.Render("Cabeza") + m.St.Faint.Render(fmt.Sprintf("  move %d", p.Fullmove())))
	for _, pl := range []cabeza.Player{cabeza.Red, cabeza.Blue} {
		mark := "  "
		if !st.Over() && !m.table.Ended() && p.Side() == pl {
			mark = m.St.Value.Render(m.Gl.Arrow) + " "
		}
		name := m.sideName(pl)
		if pl == cabeza.Red {
			name += " "
		}
		add(mark + name + "  " + m.who(m.player(pl)) + m.table.Clock(int(pl)))
	}
	for _, l := range m.WalkLines() {
		add(l)
	}
	add("")
	for _, l := range m.LongProblem(m.statusLine(), width) {
		add(l)
	}
	switch {
	case st.Over():
		if st.IsDraw() {
			add(m.St.Good.Render("Draw"))
		} else {
			add(m.St.Good.Render(common.Capital(st.Winner.String()) + " wins"))
		}
		add(common.Capital(st.String()))
	case m.table.Ended():
		for _, l := range m.table.EndLines(m.St) {
			add(l)
		}
	case m.sel != 0:
		_, k := cabezaboard.PieceOf(m.sel)
		add(fmt.Sprintf("%v selected · %d move%s", k, len(m.choices), plural.S(len(m.choices))))
		if m.preview != cabeza.NoMove {
			add(m.St.Value.Render(m.preview.String()) + " " + landing(m.preview))
		} else {
			add(m.St.Faint.Render("direction keys, tab, or click a +"))
		}
	case m.AIVsAI() && m.Paused:
		add(m.PausedLine())
	}
	if m.Analysis.On {
		lines = append(lines, m.analysisLines(width, max(height-len(lines)-4, 6))...)
	}
	// While the AI searches, its own panel shows (the analysis waits).
	if pv := m.Panel.View(width, 4+m.Panel.NoteLines(width)); pv != "" && (!m.Analysis.On || m.Job != nil) {
		add("")
		lines = append(lines, strings.Split(pv, "\n")...)
	}
	add("")
	moves, shown := m.movesShown()
	hist, focusRow := m.historyRows(moves, shown)
	if len(hist) > 0 {
		add(m.St.Heading.Render("Moves"))
		room := max(height-len(lines), 0)
		if !m.Walk.Walking() {
			focusRow = -1 // the end, or where pgup/pgdn scrolled to
		}
		for _, h := range movelist.Window(hist, focusRow, m.histBack, room, m.St, m.Gl.Ellipsis) {
			add(h)
		}
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return lines
}

// movesShown is the move list for the panel and the index of the move
// that led to the position on the board: while walking the history, the
// whole line walked (its later moves too), else the game.
func (m Model) movesShown() (moves []cabeza.Move, shown int) {
	return m.Walk.LineOf(m.Game).Moves(), m.Game.Ply() - 1
}

// historyRows numbers the moves by full move, red then blue; the move
// shown is marked (while walking, with an arrow too, as the later moves
// follow it), and focus is its row.
func (m Model) historyRows(moves []cabeza.Move, shown int) (rows []string, focus int) {
	start := m.Game.Start()
	if len(moves) == 0 {
		return nil, -1
	}
	num := start.Fullmove()
	i := 0
	cell := func(j int) string {
		sep := " "
		if j == shown && m.Walk.Walking() {
			sep = m.Gl.Arrow
		}
		s := fmt.Sprintf("%-6s", moves[j].String())
		if j == shown {
			s = m.St.Value.Render(s)
		}
		return sep + s
	}
	focus = -1
	if start.Side() == cabeza.Blue {
		rows = append(rows, fmt.Sprintf("%3d. %-6s%s", num, "…", cell(0)))
		i, num = 1, num+1
	}
	for ; i < len(moves); i += 2 {
		if shown == i || shown == i+1 {
			focus = len(rows)
		}
		row := fmt.Sprintf("%3d.%s", num, cell(i))
		if i+1 < len(moves) {
			row += cell(i + 1)
		}
		rows = append(rows, row)
		num++
	}
	if shown == 0 && start.Side() == cabeza.Blue {
		focus = 0
	}
	return rows, focus
}
