package catcatgame

import (
	"fmt"
	"strings"
	"time"

	"cabezacat/catcat"
	"cabezacat/internal/plural"
	"cabezacat/internal/quote"
	"cabezacat/tui/common"
	"cabezacat/tui/components/hexboard"
	"cabezacat/tui/components/movelist"
	"cabezacat/tui/game"
	"cabezacat/tui/gamesetup"
)

func (m Model) View() string {
	pos := m.ShownPosition() // the game's, or the analysis preview's
	n := pos.Size().N()
	var b strings.Builder
	b.Grow(n * (hexboard.Width(n, m.board.Pitch) + 40) * 2)

	// Title line.
	about := fmt.Sprintf("  %d×%d · seed %d · %d%% blocked at start", n, n, m.setup.Seed, int(m.setup.Density*100+0.5))
	if m.setup.Record != nil || m.setup.Start != nil { // a loaded or resumed game: its seed and density are not known
		about = fmt.Sprintf("  %d×%d · a recorded game", n, n)
		if m.setup.About != "" {
			about = fmt.Sprintf("  %d×%d · %s", n, n, m.setup.About)
		}
	}
	title := m.St.Title.Render("Catch the Cat") + m.St.Faint.Render(about)
	if m.Opts.ASCII {
		title = strings.ReplaceAll(title, "×", "x")
		title = strings.ReplaceAll(title, "·", "-")
	}
	b.WriteString(" " + title + "\n")

	// Board and panel side by side: the board's lines all have the same
	// width (one cell per glyph), so they join without measuring.
	marks := hexboard.Marks{Cursor: m.cursor, HasCursor: m.HumanToMove() || m.Game.Over()}
	if pos.Turn() == catcat.CatToMove && m.HumanToMove() {
		marks.Reach = true
	}
	if mv := m.Game.Moves(); len(mv) > 0 && m.mover(len(mv)-1) == catcat.CatcherToMove {
		marks.LastBlock, marks.HasLast = mv[len(mv)-1], true
	}
	m.ov.marks(&marks)
	m.previewMarks(&marks)
	boardLines := m.board.Render(pos, marks, strings.Repeat(" ", hexLeft))
	panelW := max(hexPanelW, min(m.Width-hexLeft-hexboard.Width(n, m.board.Pitch)-hexGap, hexWidePanelW))
	// The panel runs down to the status line (the title above the board,
	// the status and key lines below take 3 rows); 16 before the first
	// size is known.
	panelH := 16
	if m.Height > 0 {
		panelH = m.Height - 3
	}
	panel := m.panelLines(panelW, max(len(boardLines), panelH))
	game.Beside(&b, boardLines, panel, strings.Repeat(" ", hexLeft+hexboard.Width(n, m.board.Pitch)), strings.Repeat(" ", hexGap))
	b.WriteString(m.Footer(m.statusLine(), m.shortHelp()))
	return b.String()
}

// movesShown is the move list for the panel and the index of the move
// that led to the position on the board: while walking the history, the
// whole line walked (its later moves too), else the game.
func (m Model) movesShown() (moves []catcat.Cell, shown int) {
	return m.Walk.LineOf(m.Game).Moves(), len(m.Game.Moves()) - 1
}

// mover is the side that made move i: the sides alternate from the
// start's turn. (Asking the game for its positions would copy them all,
// every frame.)
func (m Model) mover(i int) catcat.Turn {
	t := m.Game.Start().Turn()
	if i%2 == 1 {
		t = t.Other()
	}
	return t
}

func (m Model) statusLine() string {
	banner := m.PreviewBanner(func(before catcat.Position, c catcat.Cell) string {
		who := "cat to"
		if before.Turn() == catcat.CatcherToMove {
			who = "block"
		}
		return fmt.Sprintf(" %s %v", who, c)
	})
	if line, ok := m.StatusHead(banner, "x,y (centre 0,0) · enter plays · esc cancels"); ok {
		return line
	}
	pos := m.Game.Position()
	switch {
	case m.Game.Over():
		return m.St.Good.Render(common.Capital(m.Game.Result().String())) + m.St.Faint.Render(" · z undo · r restart · g new board")
	case m.Job != nil:
		return m.St.Faint.Render(fmt.Sprintf("the %s AI is thinking…", pos.Turn()))
	case m.Walk.Walking() && !m.HumanToMove():
		return m.St.Faint.Render(fmt.Sprintf("history: the %s (AI) is to move here · o: play on · end: back", pos.Turn()))
	case m.AIVsAI() && m.Paused:
		return m.St.Faint.Render("AI vs AI · " + game.PausedWords + " · +/- pace")
	case m.AIVsAI():
		return m.St.Faint.Render(fmt.Sprintf("AI vs AI · one move every %v · p pause · s step · +/- pace", m.Pace))
	case !m.HumanToMove():
		return m.St.Faint.Render(fmt.Sprintf("the %s AI is to move", pos.Turn()))
	case pos.Turn() == catcat.CatToMove:
		return m.moveHint("cat: pick a neighbour, enter (or click), or type : x,y")
	}
	return m.moveHint("catcher: pick a free cell, enter (or click), or : x,y")
}

// moveHint is the status that tells a person how to move, after the
// cursor's cell where the line has room for both: the panel names the
// cell too ("cursor 0,0 · cat 0,0").
func (m Model) moveHint(hint string) string {
	return m.Hint(fmt.Sprintf("cursor %v · %s", m.cursor, hint), hint)
}

func (m Model) who(p gamesetup.Player) string {
	switch {
	case !p.AI && p.Name != "":
		// A name from a record file is a stranger's text (a table's
		// names are checked handles, which quoting leaves as they are).
		return quote.Text(p.Name, 32)
	case !p.AI && !m.setup.Cat.AI && !m.setup.Catcher.AI:
		return "player" // one name taken at a table, the other seat open
	case !p.AI:
		return "you"
	}
	return "AI · " + gamesetup.CatcatLevelName(p.Level)
}

// panelLines is the side panel: the players, whose turn, counts, the AI
// or the result, and the moves so far, cut to height lines.
func (m Model) panelLines(width, height int) []string {
	pos := m.Game.Position()
	n := pos.Size().N()
	var lines []string
	add := func(s string) { lines = append(lines, common.WrapStyled(s, width)...) }
	turn := func(t catcat.Turn) string {
		if !m.Game.Over() && !m.table.Ended() && pos.Turn() == t {
			return m.St.Value.Render(m.Gl.Arrow) + " "
		}
		return "  "
	}
	if m.setup.Cat.AI == m.setup.Catcher.AI && !m.setup.Cat.AI && m.setup.Cat.Name == "" && m.setup.Catcher.Name == "" {
		add(turn(catcat.CatToMove) + m.St.Cat.Render("Cat") + "      " + "player 1" + m.table.Clock(0))
		add(turn(catcat.CatcherToMove) + m.St.Catcher.Render("Catcher") + "  " + "player 2" + m.table.Clock(1))
	} else {
		add(turn(catcat.CatToMove) + m.St.Cat.Render("Cat") + "      " + m.who(m.setup.Cat) + m.table.Clock(0))
		add(turn(catcat.CatcherToMove) + m.St.Catcher.Render("Catcher") + "  " + m.who(m.setup.Catcher) + m.table.Clock(1))
	}
	add("")
	for _, l := range m.LongProblem(m.statusLine(), width) {
		add(l)
	}
	cm, bm := m.Game.CatMoves(), m.Game.CatcherMoves()
	add(fmt.Sprintf("cat %d move%s · catcher %d block%s", cm, plural.S(cm), bm, plural.S(bm)))
	d := m.dist.CatToBorder(pos)
	if d == catcat.Unreachable {
		add("cat to border: shut in")
	} else {
		add(fmt.Sprintf("cat to border: %d", d))
	}
	if m.HumanToMove() || m.Game.Over() { // where the cursor is: the cells' names
		add(m.St.Faint.Render(fmt.Sprintf("cursor %v · cat %v", m.cursor, pos.Cat())))
	}
	for _, l := range append(m.WalkLines(), m.ov.legend(m.St)...) {
		add(l)
	}
	if an := m.analysisLines(width, max(height-len(lines)-4, 4)); an != nil {
		add("")
		lines = append(lines, an...)
	}
	add("")
	if m.Game.Over() {
		res := m.Game.Result()
		w, _ := res.Outcome.Winner()
		add(m.St.Good.Render(fmt.Sprintf("The %s wins", w)))
		add(common.Capital(res.Outcome.String()))
		if res.Invalid != nil {
			add(m.St.Faint.Render(res.Invalid.Rule.Error()))
		}
		if m.blunder.text != "" {
			for _, l := range common.WrapParagraph(m.blunder.text, width) {
				add(m.St.Faint.Render(l))
			}
		}
		if t, ok := m.Game.Tally(0, 0); ok {
			cp, tp := t.Points(0)
			add(fmt.Sprintf("Points  cat %g · catcher %g", cp, tp))
			sFormula := "S = ⌊N²/2⌋ = %d, N = %d"
			if m.Opts.ASCII {
				sFormula = "S = floor(N*N/2) = %d, N = %d"
			}
			add(m.St.Faint.Render("winner: S - its moves"))
			add(m.St.Faint.Render("loser: its moves"))
			add(m.St.Faint.Render(fmt.Sprintf(sFormula, pos.Size().Cells()/2, n)))
			add(m.St.Faint.Render("thinking time not counted"))
			if thought := m.aiThought(); thought != "" {
				add(m.St.Faint.Render(thought))
			}
		}
		add("")
	} else if m.table.Ended() {
		for _, l := range m.table.EndLines(m.St) {
			add(l)
		}
		add("")
	} else if end := m.recordedEnd(width); end != nil {
		lines = append(lines, end...)
		add("")
	} else if p := m.Panel.View(width, 3); p != "" {
		lines = append(lines, strings.Split(p, "\n")...)
		add("")
	} else if m.AIVsAI() && m.Paused {
		add(m.PausedLine())
		add("")
	}
	if ms, shown := m.movesShown(); len(ms) > 0 {
		add(m.St.Heading.Render("Moves"))
		rows := make([]string, len(ms))
		for i, c := range ms {
			who := m.St.Cat.Render("cat    ")
			verb := "to"
			if m.mover(i) == catcat.CatcherToMove {
				who, verb = m.St.Catcher.Render("catcher"), "blocks"
			}
			mark := " "
			if i == shown && m.Walk.Walking() {
				mark = m.Gl.Arrow
			}
			rows[i] = fmt.Sprintf("%s%2d. %s %s %v", mark, i+1, who, verb, c)
			if i == shown {
				rows[i] = m.St.Value.Render(rows[i])
			}
		}
		focus := -1 // the end
		if m.Walk.Walking() {
			focus = max(shown, 0) // at the start (-1): the first moves
		}
		for _, r := range movelist.Window(rows, focus, 0, height-len(lines), m.St, m.Gl.Ellipsis) {
			add(r)
		}
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return lines
}

// aiThought is how long each AI side thought, for the finished panel; a
// person's side is not counted ("" when no side is an AI).
func (m Model) aiThought() string {
	var sides []string
	if m.setup.Cat.AI {
		sides = append(sides, fmt.Sprintf("cat %v", m.thinkCat.Round(time.Millisecond)))
	}
	if m.setup.Catcher.AI {
		sides = append(sides, fmt.Sprintf("catcher %v", m.thinkCtc.Round(time.Millisecond)))
	}
	if sides == nil {
		return ""
	}
	return "AI thought: " + strings.Join(sides, " · ")
}
