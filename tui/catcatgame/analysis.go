package catcatgame

import (
	"context"
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/search"
	"cabezacat/catcat"
	"cabezacat/tui/analysis"
)

// catcatDeepen is the analysis' "one depth more" key: d is the distance
// overlay's on this screen.
var catcatDeepen = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "analysis: search one depth (ply) more, then pause (from off: depth 1)"))

// SyncAnalysis makes the analysis search (see analysis.State) match the
// screen: started on the shown position when wanted, stopped when not (the
// AI searching, the game over, paused, off). A position tells itself apart
// (it has no repetition history).
func (m *Model) SyncAnalysis() tea.Cmd {
	pos := m.Game.Position()
	m.Analysis.Follow(pos)
	m.Analysis.Words = scoreWords(pos.Turn())
	return m.Analysis.Run(m.Job == nil && !m.Game.Over(), func() analysis.Search {
		return func(ctx context.Context, lim search.Limits, info func(search.Info)) {
			catcatagent.SearchAnalysis(ctx, pos, lim, analysis.MultiPV, info)
		}
	})
}

// scoreWords writes the analysis' scores for the side to move turn: an
// open score as the search does ("+1.25"), a decided one as the solver's
// proof does, who wins in how many of the winner's own moves: "esc 5"
// (the cat escapes in 5 steps), "trap 4" (the catcher traps in 4
// blocks), whoever is to move (the search's "win"/"loss" said it from the
// side to move, beside a proof from the winner).
func scoreWords(turn catcat.Turn) func(search.Score) string {
	return func(s search.Score) string {
		if !s.IsDecided() {
			return s.String()
		}
		if s.IsWin() == (turn == catcat.CatToMove) {
			return fmt.Sprintf("esc %d", s.Moves())
		}
		return fmt.Sprintf("trap %d", s.Moves())
	}
}
