package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
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
func (a *analysis[M, P]) lines() []pvLine {
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
type pvPreview[M fmt.Stringer, P any] struct {
	lines     []pvLine
	line      int // index into lines
	at        int // moves shown, 0 … len(moves)
	moves     []M // the line's moves that parse, in order
	positions []P // positions[i]: after i moves
	play      pvPlay[M, P]
}

// pvPlay reads one move of a line in p and plays it; ok is false when the
// text is no legal move there.
type pvPlay[M, P any] func(p P, text string) (mv M, next P, ok bool)

// previewProblem says why there is nothing to preview, or "".
func (a *analysis[M, P]) previewProblem() string {
	switch {
	case len(a.lines()) > 0:
		return ""
	case !a.on:
		return "no lines to preview: a turns analysis on"
	}
	return "no lines yet: wait for the first depth"
}

// openPreview shows the first line played out from root.
func (a *analysis[M, P]) openPreview(root P, play pvPlay[M, P]) {
	v := &pvPreview[M, P]{lines: a.lines(), play: play}
	v.choose(root, 0)
	a.preview = v
}

// choose plays line i out from root, as far as its notation is legal
// (a line always is, unless the engine and the rules disagree).
func (v *pvPreview[M, P]) choose(root P, i int) {
	v.line, v.at = i, 1
	v.moves, v.positions = nil, []P{root}
	p := root
	for _, text := range v.lines[i].pv {
		mv, next, ok := v.play(p, text)
		if !ok {
			break
		}
		p = next
		v.moves = append(v.moves, mv)
		v.positions = append(v.positions, p)
	}
	v.at = min(v.at, len(v.moves))
}

// previewKey is every key while the preview is shown: step, change line,
// leave (left); quit (the screen's key) still quits.
func (a *analysis[M, P]) previewKey(msg tea.KeyMsg, quitKey key.Binding) (quit, left bool) {
	k, v := analysisKeys, a.preview
	switch {
	case key.Matches(msg, k.NextStep):
		v.at = min(v.at+1, len(v.moves))
	case key.Matches(msg, k.PrevStep):
		v.at = max(v.at-1, 0)
	case key.Matches(msg, k.Start):
		v.at = 0
	case key.Matches(msg, k.End):
		v.at = len(v.moves)
	case key.Matches(msg, k.NextLine):
		v.choose(v.positions[0], (v.line+1)%len(v.lines))
	case key.Matches(msg, k.PrevLine):
		v.choose(v.positions[0], (v.line+len(v.lines)-1)%len(v.lines))
	case key.Matches(msg, k.Leave):
		a.preview = nil
		return false, true
	case key.Matches(msg, quitKey):
		return true, false
	}
	return false, false
}

// shown is the position the preview shows.
func (v *pvPreview[M, P]) shown() P { return v.positions[v.at] }

// banner is the status line while previewing: which line, which move of
// how many (move says the move shown, played from before), and how to get
// out.
func (v *pvPreview[M, P]) banner(st styles, ascii bool, move func(before P, mv M) string) string {
	l := v.lines[v.line]
	dash, keys := "—", " · ←→ step · ↑↓ line · esc leaves"
	if ascii {
		dash, keys = "-", " - h/l step, j/k line, esc leaves"
	}
	head := fmt.Sprintf("PREVIEW %d/%d %s %s %s", v.at, len(v.moves), dash, l.label, l.score)
	shown := ""
	if v.at > 0 {
		shown = move(v.positions[v.at-1], v.moves[v.at-1])
	}
	return st.problem.Render(head) + st.value.Render(shown) + st.faint.Render(keys)
}

// row writes the line with the previewed move in brackets.
func (v *pvPreview[M, P]) row() string {
	parts := make([]string, len(v.moves))
	for i, mv := range v.moves {
		parts[i] = mv.String()
		if i == v.at-1 {
			parts[i] = "[" + parts[i] + "]"
		}
	}
	return strings.Join(parts, " ")
}
