package tui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

func (m catcatGame) View() string {
	pos := m.shownPosition() // the game's, or the analysis preview's
	n := pos.Size().N()
	var b strings.Builder
	b.Grow(n * (hexWidth(n, m.board.pitch) + 40) * 2)

	// Title line.
	about := fmt.Sprintf("  %d×%d · seed %d · %d%% blocked at start", n, n, m.setup.Seed, int(m.setup.Density*100+0.5))
	if m.setup.Record != nil || m.setup.Start != nil { // a loaded or resumed game: its seed and density are not known
		about = fmt.Sprintf("  %d×%d · a recorded game", n, n)
	}
	title := m.st.title.Render("Catch the Cat") + m.st.faint.Render(about)
	if m.opts.ASCII {
		title = strings.ReplaceAll(title, "×", "x")
		title = strings.ReplaceAll(title, "·", "-")
	}
	b.WriteString(" " + title + "\n")

	// Board and panel side by side: the board's lines all have the same
	// width (one cell per glyph), so they join without measuring.
	marks := hexMarks{cursor: m.cursor, hasCursor: m.humanToMove() || m.game.Over()}
	if pos.Turn() == catcat.CatToMove && m.humanToMove() {
		marks.reach = true
	}
	if mv := m.game.Moves(); len(mv) > 0 && m.mover(len(mv)-1) == catcat.CatcherToMove {
		marks.lastBlock, marks.hasLast = mv[len(mv)-1], true
	}
	m.ov.marks(&marks)
	m.previewMarks(&marks)
	boardLines := m.board.render(pos, marks, strings.Repeat(" ", hexLeft))
	panelW := max(hexPanelW, min(m.width-hexLeft-hexWidth(n, m.board.pitch)-hexGap, hexWidePanelW))
	// The panel runs down to the status line (the title above the board,
	// the status and key lines below take 3 rows); 16 before the first
	// size is known.
	panelH := 16
	if m.height > 0 {
		panelH = m.height - 3
	}
	panel := m.panelLines(panelW, max(len(boardLines), panelH))
	beside(&b, boardLines, panel, strings.Repeat(" ", hexLeft+hexWidth(n, m.board.pitch)), strings.Repeat(" ", hexGap))
	b.WriteString(m.footer(m.statusLine(), m.shortHelp()))
	return b.String()
}

// movesShown is the move list for the panel and the index of the move
// that led to the position on the board: while walking the history, the
// whole line walked (its later moves too), else the game.
func (m catcatGame) movesShown() (moves []catcat.Cell, shown int) {
	return m.walk.lineOf(m.game).Moves(), len(m.game.Moves()) - 1
}

// mover is the side that made move i: the sides alternate from the
// start's turn. (Asking the game for its positions would copy them all,
// every frame.)
func (m catcatGame) mover(i int) catcat.Turn {
	t := m.game.Start().Turn()
	if i%2 == 1 {
		t = t.Other()
	}
	return t
}

func (m catcatGame) statusLine() string {
	banner := m.previewBanner(func(before catcat.Position, c catcat.Cell) string {
		who := "cat to"
		if before.Turn() == catcat.CatcherToMove {
			who = "block"
		}
		return fmt.Sprintf(" %s %v", who, c)
	})
	if line, ok := m.statusHead(banner, "x,y (centre 0,0) · enter plays · esc cancels"); ok {
		return line
	}
	pos := m.game.Position()
	switch {
	case m.game.Over():
		return m.st.good.Render(capital(m.game.Result().String())) + m.st.faint.Render(" · z undo · r restart · g new board")
	case m.job != nil:
		return m.st.faint.Render(fmt.Sprintf("the %s AI is thinking…", pos.Turn()))
	case m.walk.walking() && !m.humanToMove():
		return m.st.faint.Render(fmt.Sprintf("history: the %s (AI) is to move here · end: back to the game · o: play on", pos.Turn()))
	case m.aiVsAI() && m.paused:
		return m.st.faint.Render("AI vs AI · " + pausedWords + " · +/- pace")
	case m.aiVsAI():
		return m.st.faint.Render(fmt.Sprintf("AI vs AI · one move every %v · p pause · s step · +/- pace", m.pace))
	case !m.humanToMove():
		return m.st.faint.Render(fmt.Sprintf("the %s AI is to move", pos.Turn()))
	case pos.Turn() == catcat.CatToMove:
		return m.st.faint.Render(fmt.Sprintf("cursor %v · cat: pick a neighbour, enter (or click), or type : x,y", m.cursor))
	}
	return m.st.faint.Render(fmt.Sprintf("cursor %v · catcher: pick a free cell, enter (or click), or : x,y", m.cursor))
}

func (m catcatGame) who(p Player) string {
	switch {
	case !p.AI && p.Name != "":
		return p.Name
	case !p.AI && !m.setup.Cat.AI && !m.setup.Catcher.AI:
		return "player" // one name taken at a table, the other seat open
	case !p.AI:
		return "you"
	}
	return "AI · " + CatcatLevelName(p.Level)
}

// panelLines is the side panel: the players, whose turn, counts, the AI
// or the result, and the moves so far, cut to height lines.
func (m catcatGame) panelLines(width, height int) []string {
	pos := m.game.Position()
	n := pos.Size().N()
	var lines []string
	add := func(s string) { lines = append(lines, wrapStyled(s, width)...) }
	turn := func(t catcat.Turn) string {
		if !m.game.Over() && pos.Turn() == t {
			return m.st.value.Render(m.gl.arrow) + " "
		}
		return "  "
	}
	if m.setup.Cat.AI == m.setup.Catcher.AI && !m.setup.Cat.AI && m.setup.Cat.Name == "" && m.setup.Catcher.Name == "" {
		add(turn(catcat.CatToMove) + m.st.cat.Render("Cat") + "      " + "player 1")
		add(turn(catcat.CatcherToMove) + m.st.catcher.Render("Catcher") + "  " + "player 2")
	} else {
		add(turn(catcat.CatToMove) + m.st.cat.Render("Cat") + "      " + m.who(m.setup.Cat))
		add(turn(catcat.CatcherToMove) + m.st.catcher.Render("Catcher") + "  " + m.who(m.setup.Catcher))
	}
	add("")
	for _, l := range m.longProblem(m.statusLine(), width) {
		add(l)
	}
	cm, bm := m.game.CatMoves(), m.game.CatcherMoves()
	add(fmt.Sprintf("cat %d move%s · catcher %d block%s", cm, plural.S(cm), bm, plural.S(bm)))
	d := m.dist.CatToBorder(pos)
	if d == catcat.Unreachable {
		add("cat to border: shut in")
	} else {
		add(fmt.Sprintf("cat to border: %d", d))
	}
	if m.humanToMove() || m.game.Over() { // where the cursor is: the cells' names
		add(m.st.faint.Render(fmt.Sprintf("cursor %v · cat %v", m.cursor, pos.Cat())))
	}
	for _, l := range append(m.walkLines(), m.ov.legend(m.st)...) {
		add(l)
	}
	if an := m.analysisLines(width, max(height-len(lines)-4, 4)); an != nil {
		add("")
		lines = append(lines, an...)
	}
	add("")
	if m.game.Over() {
		res := m.game.Result()
		w, _ := res.Outcome.Winner()
		add(m.st.good.Render(fmt.Sprintf("The %s wins", w)))
		add(capital(res.Outcome.String()))
		if res.Invalid != nil {
			add(m.st.faint.Render(res.Invalid.Rule.Error()))
		}
		if m.blunder.text != "" {
			for _, l := range strings.Split(lipgloss.NewStyle().Width(width).Render(m.blunder.text), "\n") {
				add(m.st.faint.Render(strings.TrimRight(l, " ")))
			}
		}
		if t, ok := m.game.Tally(0, 0); ok {
			cp, tp := t.Points(0)
			add(fmt.Sprintf("Points  cat %g · catcher %g", cp, tp))
			sFormula := "S = ⌊N²/2⌋ = %d, N = %d"
			if m.opts.ASCII {
				sFormula = "S = floor(N*N/2) = %d, N = %d"
			}
			add(m.st.faint.Render("winner: S - its moves"))
			add(m.st.faint.Render("loser: its moves"))
			add(m.st.faint.Render(fmt.Sprintf(sFormula, pos.Size().Cells()/2, n)))
			add(m.st.faint.Render("thinking time not counted"))
			if m.setup.Cat.AI || m.setup.Catcher.AI {
				add(m.st.faint.Render(fmt.Sprintf("AI thought: cat %v · catcher %v", m.thinkCat.Round(time.Millisecond), m.thinkCtc.Round(time.Millisecond))))
			}
		}
		add("")
	} else if end := m.recordedEnd(width); end != nil {
		lines = append(lines, end...)
		add("")
	} else if p := m.panel.view(width, 3); p != "" {
		lines = append(lines, strings.Split(p, "\n")...)
		add("")
	} else if m.aiVsAI() && m.paused {
		add(m.pausedLine())
		add("")
	}
	if ms, shown := m.movesShown(); len(ms) > 0 {
		add(m.st.heading.Render("Moves"))
		rows := make([]string, len(ms))
		for i, c := range ms {
			who := m.st.cat.Render("cat    ")
			verb := "to"
			if m.mover(i) == catcat.CatcherToMove {
				who, verb = m.st.catcher.Render("catcher"), "blocks"
			}
			mark := " "
			if i == shown && m.walk.walking() {
				mark = m.gl.arrow
			}
			rows[i] = fmt.Sprintf("%s%2d. %s %s %v", mark, i+1, who, verb, c)
			if i == shown {
				rows[i] = m.st.value.Render(rows[i])
			}
		}
		focus := -1 // the end
		if m.walk.walking() {
			focus = max(shown, 0) // at the start (-1): the first moves
		}
		for _, r := range movesWindow(rows, focus, 0, height-len(lines), m.st, m.gl.ellipsis) {
			add(r)
		}
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return lines
}
