package tui

import (
	"fmt"
	"strings"

	"cabezacat/cabeza"
	"cabezacat/internal/plural"
)

func (m cabezaGame) View() string {
	p := m.shownPosition()
	marks := cabezaMarks{
		flipped:   m.flipped,
		cursor:    m.cursor,
		hasCursor: m.humanToMove() && !m.prompting,
		selected:  m.sel,
		crushed:   cabeza.NoSquare,
	}
	if st := m.game.Status(); st.Reason == cabeza.Crush {
		marks.crushed = p.Cabeza(st.Winner.Opponent())
	}
	if m.sel != 0 {
		for _, mv := range m.choices {
			marks.targets = marks.targets.Or(mv.To().Footprint())
		}
		if m.preview != cabeza.NoMove {
			to := m.preview.To()
			marks.ghost, marks.ghostID = &to, m.sel
			if path := p.Path(m.preview); len(path) == 2 {
				marks.trail = path[0].Footprint()
			}
		}
	}
	if ply := m.game.Ply(); ply > 0 {
		last := m.game.Moves()[ply-1]
		before := m.game.PositionAt(ply - 1)
		from := before.Placement(last.Player(), last.Kind())
		marks.lastFrom = from.Footprint().AndNot(last.To().Footprint())
	}
	m.previewMarks(&marks)
	shown := m.shownBoard()
	sc := cabezaScale{shown.sw, shown.sh, shown.grid}
	var board strings.Builder
	board.Grow(sc.height() * sc.width() * 8)
	shown.render(&board, &p, marks)
	boardLines := strings.Split(board.String(), "\n")

	// The panel runs down beside the board, and below it on the compact
	// board, to the status line.
	panelW := max(cbPanelW, min(m.width-sc.width()-cbGap, 48))
	panel := m.panelLines(panelW, max(len(boardLines), m.height-2))
	var b strings.Builder
	b.Grow(len(board.String()) + 4096)
	if last := len(boardLines) - 1; last < len(panel) {
		boardLines[last] += " " // the file-letter line is one column short of the grid
	}
	beside(&b, boardLines, panel, strings.Repeat(" ", sc.width()), strings.Repeat(" ", cbGap))
	b.WriteString(m.footer(m.statusLine(), m.shortHelp()))
	return b.String()
}

func (m cabezaGame) statusLine() string {
	banner := m.previewBanner(func(_ cabeza.Position, mv cabeza.Move) string { return " " + mv.String() })
	if line, ok := m.statusHead(banner, "enter plays · esc cancels"); ok {
		return line
	}
	p := m.game.Position()
	switch {
	case m.game.Status().Over():
		return m.st.good.Render(capital(m.game.Status().String())) + m.st.faint.Render(" · z undo · g new game")
	case m.job != nil:
		return m.st.faint.Render(fmt.Sprintf("%s is thinking…", m.mover(p.Side())))
	case m.walk.walking() && !m.humanToMove():
		return m.st.faint.Render(fmt.Sprintf("history: %s is to move here · end: back to the game · o: play on", m.mover(p.Side())))
	case m.aiVsAI() && m.paused:
		return m.st.faint.Render("AI vs AI · " + pausedWords + " · +/- pace")
	case m.aiVsAI():
		return m.st.faint.Render("AI vs AI · p pause · s step · +/- pace")
	case !m.humanToMove():
		return m.st.faint.Render(fmt.Sprintf("%s is to move", m.mover(p.Side())))
	}
	return m.st.faint.Render(fmt.Sprintf("%s to move: select a piece (enter or click), or type a move with :", p.Side()))
}

func (m cabezaGame) sideName(pl cabeza.Player) string {
	if pl == cabeza.Red {
		return m.st.red.Render("Red")
	}
	return m.st.blue.Render("Blue")
}

func (m cabezaGame) who(p Player) string {
	switch {
	case !p.AI && p.Name != "":
		return p.Name
	case !p.AI && !m.setup.Red.AI && !m.setup.Blue.AI:
		return "player"
	case !p.AI:
		return "you"
	}
	if p.Engine != "" {
		return aiName(p)
	}
	return fmt.Sprintf("AI · level %d", p.Level)
}

// panelLines is the side panel, cut to height lines of width cells.
func (m cabezaGame) panelLines(width, height int) []string {
	p := m.game.Position()
	st := m.game.Status()
	var lines []string
	add := func(s string) { lines = append(lines, wrapStyled(s, width)...) }
	add(m.st.title.Render("Cabeza") + m.st.faint.Render(fmt.Sprintf("  move %d", p.Fullmove())))
	for _, pl := range []cabeza.Player{cabeza.Red, cabeza.Blue} {
		mark := "  "
		if !st.Over() && p.Side() == pl {
			mark = m.st.value.Render(m.gl.arrow) + " "
		}
		name := m.sideName(pl)
		if pl == cabeza.Red {
			name += " "
		}
		add(mark + name + "  " + m.who(m.player(pl)))
	}
	for _, l := range m.walkLines() {
		add(l)
	}
	add("")
	for _, l := range m.longProblem(m.statusLine(), width) {
		add(l)
	}
	switch {
	case st.Over():
		if st.IsDraw() {
			add(m.st.good.Render("Draw"))
		} else {
			add(m.st.good.Render(capital(st.Winner.String()) + " wins"))
		}
		add(capital(st.String()))
	case m.sel != 0:
		_, k := idPiece(m.sel)
		add(fmt.Sprintf("%v selected · %d move%s", k, len(m.choices), plural.S(len(m.choices))))
		if m.preview != cabeza.NoMove {
			add(m.st.value.Render(m.preview.String()) + " " + landing(m.preview))
		} else {
			add(m.st.faint.Render("direction keys, tab, or click a +"))
		}
	case m.aiVsAI() && m.paused:
		add(m.pausedLine())
	}
	if m.an.on {
		lines = append(lines, m.analysisLines(width, max(height-len(lines)-4, 6))...)
	}
	// While the AI searches, its own panel shows (the analysis waits).
	if pv := m.panel.view(width, 4+m.panel.noteLines(width)); pv != "" && (!m.an.on || m.job != nil) {
		add("")
		lines = append(lines, strings.Split(pv, "\n")...)
	}
	add("")
	moves, shown := m.movesShown()
	hist, focusRow := m.historyRows(moves, shown)
	if len(hist) > 0 {
		add(m.st.heading.Render("Moves"))
		room := max(height-len(lines), 0)
		if !m.walk.walking() {
			focusRow = -1 // the end, or where pgup/pgdn scrolled to
		}
		for _, h := range movesWindow(hist, focusRow, m.histBack, room, m.st, m.gl.ellipsis) {
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
func (m cabezaGame) movesShown() (moves []cabeza.Move, shown int) {
	return m.walk.lineOf(m.game).Moves(), m.game.Ply() - 1
}

// historyRows numbers the moves by full move, red then blue; the move
// shown is marked (while walking, with an arrow too, as the later moves
// follow it), and focus is its row.
func (m cabezaGame) historyRows(moves []cabeza.Move, shown int) (rows []string, focus int) {
	start := m.game.Start()
	if len(moves) == 0 {
		return nil, -1
	}
	num := start.Fullmove()
	i := 0
	cell := func(j int) string {
		sep := " "
		if j == shown && m.walk.walking() {
			sep = m.gl.arrow
		}
		s := fmt.Sprintf("%-6s", moves[j].String())
		if j == shown {
			s = m.st.value.Render(s)
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
