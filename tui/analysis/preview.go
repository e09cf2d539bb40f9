package analysis

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
)

// pvLine is one line the analysis offers for the preview: a multi-PV
// root move ("#2") or a finished depth's principal variation ("d7").
type pvLine struct {
	label string
	score string
	pv    []string
}

// lines lists the lines of the analysis: the best root moves of the
// deepest depth, then every depth's principal variation, deepest first.
func (a *State[M, P]) lines() []pvLine {
	var out []pvLine
	if n := len(a.Infos); n > 0 {
		for i, l := range a.Infos[n-1].Lines {
			out = append(out, pvLine{fmt.Sprintf("#%d", i+1), l.Score, l.PV})
		}
	}
	for i := len(a.Infos) - 1; i >= 0; i-- {
		in := a.Infos[i]
		out = append(out, pvLine{fmt.Sprintf("d%d", in.Depth), in.Score, in.PV})
	}
	return out
}

// Preview steps through one line on the board. It holds its own copy of
// the lines (the analysis goes on while the person looks) and the
// positions the chosen line leads to; the real game is never touched.
type Preview[M fmt.Stringer, P any] struct {
	lines     []pvLine
	line      int // index into lines
	At        int // moves shown, 0 … len(moves)
	Moves     []M // the line's moves that parse, in order
	Positions []P // positions[i]: after i moves
	play      pvPlay[M, P]
}

// pvPlay reads one move of a line in p and plays it; ok is false when the
// text is no legal move there.
type pvPlay[M, P any] func(p P, text string) (mv M, next P, ok bool)

// PreviewProblem says why there is nothing to preview, or "".
func (a *State[M, P]) PreviewProblem() string {
	switch {
	case len(a.lines()) > 0:
		return ""
	case !a.On:
		return "no lines to preview: a turns analysis on"
	}
	return "no lines yet: wait for the first depth"
}

// OpenPreview shows the first line played out from root.
func (a *State[M, P]) OpenPreview(root P, play pvPlay[M, P]) {
	v := &Preview[M, P]{lines: a.lines(), play: play}
	v.choose(root, 0)
	a.Preview = v
}

// choose plays line i out from root, as far as its notation is legal
// (a line always is, unless the engine and the rules disagree).
func (v *Preview[M, P]) choose(root P, i int) {
	v.line, v.At = i, 1
	v.Moves, v.Positions = nil, []P{root}
	p := root
	for _, text := range v.lines[i].pv {
		mv, next, ok := v.play(p, text)
		if !ok {
			break
		}
		p = next
		v.Moves = append(v.Moves, mv)
		v.Positions = append(v.Positions, p)
	}
	v.At = min(v.At, len(v.Moves))
}

// PreviewKey is every key while the preview is shown: step, change line,
// leave (left); quit (the screen's key) still quits.
func (a *State[M, P]) PreviewKey(msg tea.KeyMsg, quitKey key.Binding) (quit, left bool) {
	k, v := Keys, a.Preview
	switch {
	case key.Matches(msg, k.NextStep):
		v.At = min(v.At+1, len(v.Moves))
	case key.Matches(msg, k.PrevStep):
		v.At = max(v.At-1, 0)
	case key.Matches(msg, k.Start):
		v.At = 0
	case key.Matches(msg, k.End):
		v.At = len(v.Moves)
	case key.Matches(msg, k.NextLine):
		v.choose(v.Positions[0], (v.line+1)%len(v.lines))
	case key.Matches(msg, k.PrevLine):
		v.choose(v.Positions[0], (v.line+len(v.lines)-1)%len(v.lines))
	case key.Matches(msg, k.Leave):
		a.Preview = nil
		return false, true
	case key.Matches(msg, quitKey):
		return true, false
	}
	return false, false
}

// Shown is the position the preview shows.
func (v *Preview[M, P]) Shown() P { return v.Positions[v.At] }

// Banner is the status line while previewing: which line, which move of
// how many (move says the move shown, played from before), and how to get
// out.
func (v *Preview[M, P]) Banner(st common.Styles, ascii bool, move func(before P, mv M) string) string {
	l := v.lines[v.line]
	dash, keys := "—", " · ←→ step · ↑↓ line · esc leaves"
	if ascii {
		dash, keys = "-", " - h/l step, j/k line, esc leaves"
	}
	head := fmt.Sprintf("PREVIEW %d/%d %s %s %s", v.At, len(v.Moves), dash, l.label, l.score)
	shown := ""
	if v.At > 0 {
		shown = move(v.Positions[v.At-1], v.Moves[v.At-1])
	}
	return st.Problem.Render(head) + st.Value.Render(shown) + st.Faint.Render(keys)
}

// row writes the line with the previewed move in brackets.
func (v *Preview[M, P]) row() string {
	parts := make([]string, len(v.Moves))
	for i, mv := range v.Moves {
		parts[i] = mv.String()
		if i == v.At-1 {
			parts[i] = "[" + parts[i] + "]"
		}
	}
	return strings.Join(parts, " ")
}
