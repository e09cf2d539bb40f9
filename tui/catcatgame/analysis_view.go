package catcatgame

import (
	"fmt"
	"strings"

	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/components/hexboard"
)

// previewMarks marks the previewed move instead of the game's: brackets
// round the cell blocked (styled as the last block) or the cat's new
// cell, with the cell the cat left as a way-out step; no overlays. The
// brackets show the move without colour too.
func (m Model) previewMarks(marks *hexboard.Marks) {
	v := m.Analysis.Preview
	if v == nil {
		return
	}
	*marks = hexboard.Marks{}
	if v.At == 0 {
		return
	}
	before, c := v.Positions[v.At-1], v.Moves[v.At-1]
	marks.Cursor, marks.HasCursor = c, true
	if before.Turn() == catcat.CatcherToMove {
		marks.LastBlock, marks.HasLast = c, true
		return
	}
	marks.Route = make([]bool, before.Size().Cells())
	marks.Route[before.CatIndex()] = true
}

// analysisLines is the analysis block of the side panel, at most height
// lines: its state, the solver's proof if it has one, the best root moves
// of the deepest depth, then every finished depth (depth, score, nodes,
// time, PV), deepest first. A decided score counts as the proof does
// (see scoreWords), and a line under the legend says so, and that it is
// the search's: a search that tries the likeliest blocks only may count
// otherwise than the proof, which knows every block.
func (m Model) analysisLines(width, height int) []string {
	if !m.Analysis.On || height <= 0 {
		return nil
	}
	dot := " · "
	if m.Opts.ASCII {
		dot = " - "
	}
	legend := fmt.Sprintf("scores for the %s: 1.00 = a step", m.Game.Position().Turn())
	lines := m.Analysis.Panel(m.St, width, height, m.AnalysisBusy(), dot, legend, 7)
	if n := len(m.Analysis.Infos); n > 0 && len(lines) >= 2 && m.Analysis.Preview == nil {
		last := m.Analysis.Infos[n-1]
		out := append([]string(nil), lines[0])
		if proof := last.Proof; proof != "" {
			if m.Opts.ASCII {
				proof = strings.ReplaceAll(proof, "—", "-")
			}
			// Under the heading: the solver's result, from the winner.
			out = append(out, common.WrapStyled(m.St.Good.Render(proof), width)...)
		}
		out = append(out, lines[1])
		if decidedLine(last) {
			out = append(out, common.ClipStyled(m.St.Faint.Render(decidedLegend), width))
		}
		lines = append(out, lines[2:]...)
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	return lines
}

// decidedLegend says what a decided score of the lines counts.
const decidedLegend = "esc/trap N: steps/blocks, as searched"

// decidedLine reports a decided score among a depth's best lines.
func decidedLine(in enginepanel.Info) bool {
	for _, l := range in.Lines {
		if strings.HasPrefix(l.Score, "esc ") || strings.HasPrefix(l.Score, "trap ") {
			return true
		}
	}
	return false
}
