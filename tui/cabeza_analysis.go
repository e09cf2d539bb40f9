package tui

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai"
	"cabezacat/cabeza"
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

// syncAnalysis makes the analysis search (see analysis) match the screen:
// started on the shown position when wanted, stopped when not. The search
// runs on the analysis' own engine, on a copy of the shown game.
func (m *cabezaGame) syncAnalysis() tea.Cmd {
	if k := keyOfGame(m.game); k != m.anKey {
		m.anKey = k
		m.an.reset()
	}
	return m.an.run(m.job == nil && !m.game.Status().Over(), func() analysisSearch {
		if m.anEngine == nil {
			m.anEngine = ai.NewCabezaEngine(ai.CabezaOptions{MultiPV: analysisMultiPV})
		}
		e, g := m.anEngine, ai.CopyCabezaGame(m.game)
		return func(ctx context.Context, lim ai.Limits, info func(ai.Info)) { e.Search(ctx, g, lim, info) }
	})
}
