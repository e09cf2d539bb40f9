package catcatgame

import (
	"context"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/search"
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
	return m.Analysis.Run(m.Job == nil && !m.Game.Over(), func() analysis.Search {
		return func(ctx context.Context, lim search.Limits, info func(search.Info)) {
			catcatagent.SearchAnalysis(ctx, pos, lim, analysis.MultiPV, info)
		}
	})
}
