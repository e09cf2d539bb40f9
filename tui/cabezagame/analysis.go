package cabezagame

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/analysis"
)

// analysisKey tells positions apart for the analysis: the same position
// reached at another ply may differ by its repetition history.
type analysisKey struct {
	hash uint64
	ply  int
}

func keyOfGame(g *cabeza.Game) analysisKey {
	p := g.Position()
	return analysisKey{p.Hash(), g.Ply()}
}

// SyncAnalysis makes the analysis search (see analysis.State) match the
// screen: started on the shown position when wanted, stopped when not. The
// search runs on the analysis' own engine, on a copy of the shown game.
func (m *Model) SyncAnalysis() tea.Cmd {
	m.Analysis.Follow(keyOfGame(m.Game))
	return m.Analysis.Run(m.Job == nil && !m.Game.Status().Over(), func() analysis.Search {
		if m.anEngine == nil {
			m.anEngine = cabezaengine.New(cabezaengine.Options{MultiPV: analysis.MultiPV, Threads: m.Opts.SearchThreads()})
		}
		e, g := m.anEngine, cabezaengine.CopyGame(m.Game)
		return func(ctx context.Context, lim search.Limits, info func(search.Info)) { e.Search(ctx, g, lim, info) }
	})
}
