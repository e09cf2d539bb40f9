package tui

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/catcat"
)

// lines lists the analysis' lines for the preview: the best root moves of
// the deepest depth, then every depth's principal variation, deepest
// first (as the Cabeza screen does).
func (a *catcatAnalysis) lines() []pvLine {
	var out []pvLine
	if n := len(a.infos); n > 0 {
		for i, l := range a.infos[n-1].Lines {
			out = append(out, pvLine{fmt.Sprintf("#%d", i+1), l.Score, l.PV})
		}
	}
	for i := len(a.infos) - 1; i >= 0; i-- {
		in := a.infos[i]
		out = append(out, pvLine{fmt.Sprintf("d%d", in.Depth), in.Score, in.PV})
	}
	return out
}

// catcatPreview steps through one line on the hex board, on its own copy
// of the lines and the positions the chosen line leads to: the game is
// never touched.
type catcatPreview struct {
	lines     []pvLine
	line      int // index into lines
	at        int // moves shown, 0 … len(moves)
	moves     []catcat.Cell
	positions []catcat.Position // positions[i]: after i moves
}

// choose plays line i out from root as far as it is legal.
func (v *catcatPreview) choose(root catcat.Position, i int) {
	v.line, v.at = i, 1
	v.moves, v.positions = nil, []catcat.Position{root}
	p := root
	for _, text := range v.lines[i].pv {
		c, err := catcat.ParseCell(text)
		if err != nil {
			break
		}
		if p, err = p.Play(c); err != nil {
			break
		}
		v.moves = append(v.moves, c)
		v.positions = append(v.positions, p)
	}
	v.at = min(v.at, len(v.moves))
}

func (m *catcatGame) startPreview() {
	lines := m.an.lines()
	if len(lines) == 0 {
		if !m.an.on {
			m.say(true, "no lines to preview: a turns analysis on")
		} else {
			m.say(true, "no lines yet: wait for the first depth")
		}
		return
	}
	v := &catcatPreview{lines: lines}
	v.choose(m.game.Position(), 0)
	m.an.preview = v
	m.status = ""
}

// previewKey is every key while the preview is shown: step, change line,
// leave; q still quits.
func (m *catcatGame) previewKey(msg tea.KeyMsg) (quit bool) {
	k, v := analysisKeys, m.an.preview
	switch {
	case keyMatches(msg, k.NextStep):
		v.at = min(v.at+1, len(v.moves))
	case keyMatches(msg, k.PrevStep):
		v.at = max(v.at-1, 0)
	case keyMatches(msg, k.Start):
		v.at = 0
	case keyMatches(msg, k.End):
		v.at = len(v.moves)
	case keyMatches(msg, k.NextLine):
		v.choose(v.positions[0], (v.line+1)%len(v.lines))
	case keyMatches(msg, k.PrevLine):
		v.choose(v.positions[0], (v.line+len(v.lines)-1)%len(v.lines))
	case keyMatches(msg, k.Leave):
		m.an.preview = nil
		m.status = ""
	case keyMatches(msg, m.keys.Quit):
		return true
	}
	return false
}

// shownPosition is what the board shows: the preview's position, or the
// game's.
func (m catcatGame) shownPosition() catcat.Position {
	if v := m.an.preview; v != nil {
		return v.positions[v.at]
	}
	return m.game.Position()
}

// previewMarks marks the previewed move instead of the game's: brackets
// round the cell blocked (styled as the last block) or the cat's new
// cell, with the cell the cat left as a way-out step; no overlays. The
// brackets show the move without colour too.
func (m catcatGame) previewMarks(marks *hexMarks) {
	v := m.an.preview
	if v == nil {
		return
	}
	*marks = hexMarks{}
	if v.at == 0 {
		return
	}
	before, c := v.positions[v.at-1], v.moves[v.at-1]
	marks.cursor, marks.hasCursor = c, true
	if before.Turn() == catcat.CatcherToMove {
		marks.lastBlock, marks.hasLast = c, true
		return
	}
	marks.route = make([]bool, before.Size().Cells())
	marks.route[before.CatIndex()] = true
}

// previewBanner is the status line while previewing: which line, which
// move of how many, and how to get out.
func (m catcatGame) previewBanner() string {
	v := m.an.preview
	l := v.lines[v.line]
	dash, keys := "—", " · ←→ step · ↑↓ line · esc leaves"
	if m.opts.ASCII {
		dash, keys = "-", " - h/l step, j/k line, esc leaves"
	}
	head := fmt.Sprintf("PREVIEW %d/%d %s %s %s", v.at, len(v.moves), dash, l.label, l.score)
	move := ""
	if v.at > 0 {
		who := "cat to"
		if v.positions[v.at-1].Turn() == catcat.CatcherToMove {
			who = "block"
		}
		move = fmt.Sprintf(" %s %v", who, v.moves[v.at-1])
	}
	return m.st.problem.Render(head) + m.st.value.Render(move) + m.st.faint.Render(keys)
}

// previewRow writes the line with the previewed move in brackets.
func (v *catcatPreview) previewRow() string {
	parts := make([]string, len(v.moves))
	for i, c := range v.moves {
		parts[i] = c.String()
		if i == v.at-1 {
			parts[i] = "[" + parts[i] + "]"
		}
	}
	return strings.Join(parts, " ")
}

// analysisLines is the analysis block of the side panel, at most height
// lines: its state, the best root moves of the deepest depth, then every
// finished depth (depth, score, nodes, time, PV), deepest first.
func (m catcatGame) analysisLines(width, height int) []string {
	a := &m.an
	if !a.on || height <= 0 {
		return nil
	}
	var lines []string
	add := func(s string) { lines = append(lines, clipStyled(s, width)) }
	state := "running"
	switch {
	case m.game.Over():
		state = "game over"
	case m.job != nil:
		state = "waits for the AI"
	case a.stepping:
		state = fmt.Sprintf("to depth %d", a.depth()+1)
	case a.paused:
		state = "paused"
	case a.finished:
		state = "done"
	}
	dot := " · "
	if m.opts.ASCII {
		dot = " - "
	}
	add(m.st.heading.Render("Analysis") + m.st.faint.Render(dot+state))
	if v := a.preview; v != nil {
		l := v.lines[v.line]
		wrapped := lipgloss.NewStyle().Width(width).Render(l.label + " " + l.score + ": " + v.previewRow())
		for _, w := range strings.Split(wrapped, "\n") {
			add(strings.TrimRight(w, " "))
		}
	} else if n := len(a.infos); n > 0 {
		for i, l := range a.infos[n-1].Lines {
			add(clip(fmt.Sprintf("#%d %7s %s", i+1, l.Score, strings.Join(l.PV, " ")), width))
		}
		add(m.st.faint.Render(" d   score  nodes  time pv"))
		for i := n - 1; i >= 0 && len(lines) < height; i-- {
			in := a.infos[i]
			add(clip(fmt.Sprintf("%2d %7s %6s %5s %s", in.Depth, in.Score, count(in.Nodes), shortTime(in.Time), strings.Join(in.PV, " ")), width))
		}
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return lines
}
