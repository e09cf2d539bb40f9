package tui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
)

// analysisLines is the analysis block of the side panel, at most height
// lines of width cells: its state, the best root moves of the deepest
// depth, then every finished depth (depth, score, nodes, time, PV),
// deepest first, as many as fit.
func (m cabezaGame) analysisLines(width, height int) []string {
	a := &m.an
	var lines []string
	add := func(s string) { lines = append(lines, clipStyled(s, width)) }
	state := "running"
	switch {
	case m.game.Status().Over():
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
	add(m.st.heading.Render("Analysis") + m.st.faint.Render(" · "+state))
	if v := a.preview; v != nil {
		l := v.lines[v.line]
		wrapped := lipgloss.NewStyle().Width(width).Render(l.label + " " + l.score + ": " + v.previewRow())
		for _, w := range strings.Split(wrapped, "\n") {
			add(strings.TrimRight(w, " "))
		}
		return lines
	}
	if len(a.infos) == 0 {
		return lines
	}
	last := a.infos[len(a.infos)-1]
	for i, l := range last.Lines {
		add(clip(fmt.Sprintf("#%d %6s %s", i+1, l.Score, strings.Join(l.PV, " ")), width))
	}
	add(m.st.faint.Render(" d  score  nodes  time pv"))
	for i := len(a.infos) - 1; i >= 0 && len(lines) < height; i-- {
		in := a.infos[i]
		row := fmt.Sprintf("%2d %6s %6s %5s %s", in.Depth, in.Score, count(in.Nodes), shortTime(in.Time), strings.Join(in.PV, " "))
		add(clip(row, width))
	}
	return lines
}

// shortTime writes a search time in at most five cells: 12ms, 3.4s, 95s.
func shortTime(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < 10*time.Second:
		return fmt.Sprintf("%.1fs", d.Seconds())
	case d < 1000*time.Second:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	}
	return fmt.Sprintf("%dm", int(d.Minutes()))
}
