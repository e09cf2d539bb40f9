package tui

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
)

// pvLine is one line the analysis offers for the preview: a multi-PV
// root move ("#2") or a finished depth's principal variation ("d7").
type pvLine struct {
	label string
	score string
	pv    []string
}

// analysisLines lists the lines of the analysis: the best root moves of
// the deepest depth, then every depth's principal variation, deepest
// first.
func (a *cabezaAnalysis) lines() []pvLine {
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

// pvPreview steps through one line on the board. It holds its own copy of
// the lines (the analysis goes on while the person looks) and the
// positions the chosen line leads to; the real game is never touched.
type pvPreview struct {
	lines     []pvLine
	line      int               // index into lines
	at        int               // moves shown, 0 … len(moves)
	moves     []cabeza.Move     // the line's moves that parse, in order
	positions []cabeza.Position // positions[i]: after i moves
}

// choose plays line i out from root, as far as its notation is legal
// (a line always is, unless the engine and the rules disagree).
func (v *pvPreview) choose(root cabeza.Position, i int) {
	v.line, v.at = i, 1
	v.moves, v.positions = nil, []cabeza.Position{root}
	p := root
	for _, text := range v.lines[i].pv {
		mv, err := cabeza.ParseMove(p, text)
		if err != nil {
			break
		}
		p = p.Play(mv)
		v.moves = append(v.moves, mv)
		v.positions = append(v.positions, p)
	}
	v.at = min(v.at, len(v.moves))
}

func (m *cabezaGame) startPreview() {
	lines := m.an.lines()
	if len(lines) == 0 {
		if !m.an.on {
			m.say(true, "no lines to preview: a turns analysis on")
		} else {
			m.say(true, "no lines yet: wait for the first depth")
		}
		return
	}
	m.deselect()
	v := &pvPreview{lines: lines}
	v.choose(m.game.Position(), 0)
	m.an.preview = v
	m.status = ""
}

// previewKey is every key while the preview is shown: step, change line,
// leave; q still quits.
func (m *cabezaGame) previewKey(msg tea.KeyMsg) (quit bool) {
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
func (m cabezaGame) shownPosition() cabeza.Position {
	if v := m.an.preview; v != nil {
		return v.positions[v.at]
	}
	return m.game.Position()
}

// previewMarks highlights the previewed move: the piece it moved and the
// squares it left, instead of the game's last move.
func (m cabezaGame) previewMarks(marks *cabezaMarks) {
	v := m.an.preview
	if v == nil {
		return
	}
	marks.hasCursor, marks.selected, marks.ghost = false, 0, nil
	marks.targets, marks.trail, marks.lastFrom = cabeza.Bitboard{}, cabeza.Bitboard{}, cabeza.Bitboard{}
	if v.at == 0 {
		return
	}
	mv, before := v.moves[v.at-1], v.positions[v.at-1]
	marks.selected = ownerID(mv.Player(), mv.Kind())
	marks.lastFrom = before.Placement(mv.Player(), mv.Kind()).Footprint().AndNot(mv.To().Footprint())
}

// previewBanner is the status line while previewing: which line, which
// move of how many, and how to get out.
func (m cabezaGame) previewBanner() string {
	v := m.an.preview
	if v == nil {
		return ""
	}
	l := v.lines[v.line]
	dash, keys := "—", " · ←→ step · ↑↓ line · esc leaves"
	if m.opts.ASCII {
		dash, keys = "-", " - h/l step, j/k line, esc leaves"
	}
	head := fmt.Sprintf("PREVIEW %d/%d %s %s %s", v.at, len(v.moves), dash, l.label, l.score)
	move := ""
	if v.at > 0 {
		move = " " + v.moves[v.at-1].String()
	}
	return m.st.problem.Render(head) + m.st.value.Render(move) + m.st.faint.Render(keys)
}

// previewRow writes a line with the previewed move in brackets.
func (v *pvPreview) previewRow() string {
	var parts []string
	for i, mv := range v.moves {
		s := mv.String()
		if i == v.at-1 {
			s = "[" + s + "]"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}
