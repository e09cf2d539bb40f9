package review

import (
	"math"

	"github.com/NimbleMarkets/ntcharts/canvas"
	"github.com/NimbleMarkets/ntcharts/linechart"

	"cabezacat/ai/review"
)

// The evaluation graph: side 0's winning chances (0–100%, top: side 0
// wins) at every ply as review.Curve measures them (each point the mean
// of two plies', one searched for each side, so the side to move's edge
// does not zig-zag the curve; proofs exact), drawn with ntcharts' line
// chart, braille dots for the curve, or stars under --ascii. The shown
// ply is a column; the mistakes and blunders are marked on the curve.

// graphX is the graph column of ply (ntcharts scales 0…n onto the first
// to the last column); plyAt is its inverse, for a click.
func graphX(ply, n, w int) int {
	if n == 0 {
		return 0
	}
	return int(math.Round(float64(ply) * float64(w-1) / float64(n)))
}

func plyAt(x, n, w int) int {
	if w <= 1 {
		return 0
	}
	return min(max(int(math.Round(float64(x)*float64(n)/float64(w-1))), 0), n)
}

func (m Model) graph(w, h int) []string {
	n := m.game.Len()
	lc := linechart.New(w, h, 0, float64(n), 0, 100, linechart.WithXYSteps(0, 0))
	ascii := m.opts.ASCII
	mid, col, dot, mistake, blunder, cur := '·', '│', '•', '?', '!', '◆'
	if ascii {
		mid, col, dot, mistake, blunder, cur = '-', '|', '*', '?', '!', '@'
	}
	lc.DrawRuneLineWithStyle(canvas.Float64Point{X: 0, Y: 50}, canvas.Float64Point{X: float64(n), Y: 50}, mid, m.st.Faint)
	lc.DrawRuneLineWithStyle(canvas.Float64Point{X: float64(m.ply), Y: 0}, canvas.Float64Point{X: float64(m.ply), Y: 100}, col, m.st.Faint)
	var prev canvas.Float64Point
	havePrev := false
	for i := 0; i <= n; i++ {
		w, ok := m.rev.Curve(i)
		if !ok {
			havePrev = false
			continue
		}
		p := canvas.Float64Point{X: float64(i), Y: 100 * w}
		switch {
		case !havePrev:
			lc.DrawRuneWithStyle(p, dot, m.st.Value)
		case ascii:
			lc.DrawRuneLineWithStyle(prev, p, dot, m.st.Value)
		default:
			lc.DrawBrailleLineWithStyle(prev, p, m.st.Value)
		}
		prev, havePrev = p, true
	}
	for i := 0; i < n; i++ {
		mv := m.rev.Move(i)
		if !mv.Known || mv.Mark < review.Mistake {
			continue
		}
		w, _ := m.rev.Curve(i + 1)
		r := mistake
		if mv.Mark == review.Blunder {
			r = blunder
		}
		lc.DrawRuneWithStyle(canvas.Float64Point{X: float64(i + 1), Y: 100 * w}, r, m.st.Problem)
	}
	if w, ok := m.rev.Curve(m.ply); ok {
		lc.DrawRuneWithStyle(canvas.Float64Point{X: float64(m.ply), Y: 100 * w}, cur, m.st.Selected)
	}
	return splitLines(lc.View())
}
