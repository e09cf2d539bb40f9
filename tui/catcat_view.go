package tui

import (
	"fmt"
	"strings"
	"time"

	"cabezacat/catcat"
)

func (m catcatGame) View() string {
	pos := m.shownPosition() // the game's, or the analysis preview's
	n := pos.Size().N()
	var b strings.Builder
	b.Grow(n * (hexWidth(n, m.board.pitch) + 40) * 2)

	// Title line.
	about := fmt.Sprintf("  %d×%d · seed %d · %d%% blocked at start", n, n, m.setup.Seed, int(m.setup.Density*100+0.5))
	if m.setup.Record != nil { // a loaded game: its seed and density are not known
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
	panelW := max(hexPanelW, min(m.width-hexLeft-hexWidth(n, m.board.pitch)-hexGap, 44))
	panel := m.panelLines(panelW, max(len(boardLines), 16))
	gap := strings.Repeat(" ", hexGap)
	blank := strings.Repeat(" ", hexLeft+hexWidth(n, m.board.pitch))
	rows := max(len(boardLines), len(panel))
	for i := 0; i < rows; i++ {
		if i < len(boardLines) && boardLines[i] != "" {
			b.WriteString(boardLines[i])
		} else {
			b.WriteString(blank)
		}
		if i < len(panel) {
			b.WriteString(gap)
			b.WriteString(panel[i])
		}
		b.WriteByte('\n')
	}

	// Status and keys.
	b.WriteString(" " + clipStyled(m.statusLine(), m.width-2) + "\n")
	b.WriteString(" " + m.help.ShortHelpView(m.keys.ShortHelp()))
	return b.String()
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

func (m catcatGame) humanToMove() bool {
	return !m.game.Over() && !m.player(m.game.Position().Turn()).AI
}

func (m catcatGame) statusLine() string {
	if m.an.preview != nil {
		return m.previewBanner()
	}
	if m.status != "" {
		if m.problem {
			return m.st.problem.Render(m.status)
		}
		return m.st.status.Render(m.status)
	}
	pos := m.game.Position()
	switch {
	case m.game.Over():
		return m.st.good.Render(capital(m.game.Result().String())) + m.st.faint.Render(" · z undo · r restart · g new board")
	case m.job != nil:
		return m.st.faint.Render(fmt.Sprintf("the %s AI is thinking…", pos.Turn()))
	case m.aiVsAI():
		return m.st.faint.Render(fmt.Sprintf("AI vs AI · one move every %v · p pause · s step · +/- pace", m.pace))
	case pos.Turn() == catcat.CatToMove:
		return m.st.faint.Render("cat: pick a neighbouring cell and press enter (or click it)")
	}
	return m.st.faint.Render("catcher: pick a free cell and press enter (or click it) to block it")
}

func (m catcatGame) who(p Player) string {
	if !p.AI {
		return "you"
	}
	return "AI · " + CatcatLevelName(p.Level)
}

// panelLines is the side panel: the players, whose turn, counts, the AI
// or the result, and the moves so far, cut to height lines.
func (m catcatGame) panelLines(width, height int) []string {
	pos := m.game.Position()
	var lines []string
	add := func(s string) { lines = append(lines, wrapStyled(s, width)...) }
	turn := func(t catcat.Turn) string {
		if !m.game.Over() && pos.Turn() == t {
			return m.st.value.Render(m.gl.arrow) + " "
		}
		return "  "
	}
	if m.setup.Cat.AI == m.setup.Catcher.AI && !m.setup.Cat.AI {
		add(turn(catcat.CatToMove) + m.st.cat.Render("Cat") + "      " + "player 1")
		add(turn(catcat.CatcherToMove) + m.st.catcher.Render("Catcher") + "  " + "player 2")
	} else {
		add(turn(catcat.CatToMove) + m.st.cat.Render("Cat") + "      " + m.who(m.setup.Cat))
		add(turn(catcat.CatcherToMove) + m.st.catcher.Render("Catcher") + "  " + m.who(m.setup.Catcher))
	}
	add("")
	moves := len(m.game.Moves())
	add(fmt.Sprintf("cat %d moves · catcher %d blocks", m.game.CatMoves(), m.game.CatcherMoves()))
	d := m.dist.CatToBorder(pos)
	if d == catcat.Unreachable {
		add("cat to border: shut in")
	} else {
		add(fmt.Sprintf("cat to border: %d", d))
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
		if t, ok := m.game.Tally(0, 0); ok {
			cp, tp := t.Points(0)
			add(fmt.Sprintf("Points  cat %g · catcher %g", cp, tp))
			add(m.st.faint.Render(fmt.Sprintf("S = %d; thinking time not counted", pos.Size().Cells()/2)))
			if m.setup.Cat.AI || m.setup.Catcher.AI {
				add(m.st.faint.Render(fmt.Sprintf("AI thought: cat %v · catcher %v", m.thinkCat.Round(time.Millisecond), m.thinkCtc.Round(time.Millisecond))))
			}
		}
		add("")
	} else if p := m.panel.view(width, 3); p != "" {
		lines = append(lines, strings.Split(p, "\n")...)
		add("")
	} else if m.aiVsAI() && m.paused {
		add(m.st.status.Render("paused") + m.st.faint.Render(" · p resume · s step"))
		add("")
	}
	if moves > 0 {
		add(m.st.heading.Render("Moves"))
		ms := m.game.Moves()
		room := height - len(lines)
		first := max(0, len(ms)-room)
		for i := first; i < len(ms); i++ {
			who := m.st.cat.Render("cat    ")
			verb := "to"
			if m.mover(i) == catcat.CatcherToMove {
				who, verb = m.st.catcher.Render("catcher"), "blocks"
			}
			add(fmt.Sprintf("%3d. %s %s %v", i+1, who, verb, ms[i]))
		}
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return lines
}
