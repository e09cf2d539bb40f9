package tui

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// cabezaAnalysis is the analysis (see analysis) on the Cabeza board. The
// search runs on its own engine, on a copy of the shown game.
type cabezaAnalysis struct {
	analysis[cabeza.Move, cabeza.Position]
	engine *cabezaengine.Engine
	key    analysisKey // the position infos (and job) belong to
}

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

// sync makes the analysis search match the screen: started on the shown
// position when wanted, stopped when not.
func (a *cabezaAnalysis) sync(m *cabezaGame) tea.Cmd {
	if k := keyOfGame(m.game); k != a.key {
		a.key = k
		a.reset()
	}
	return a.run(m.job == nil && !m.game.Status().Over(), func() analysisSearch {
		if a.engine == nil {
			a.engine = cabezaengine.New(cabezaengine.Options{MultiPV: analysisMultiPV})
		}
		e, g := a.engine, cabezaengine.CopyGame(m.game)
		return func(ctx context.Context, lim search.Limits, info func(search.Info)) { e.Search(ctx, g, lim, info) }
	})
}

// Update routes the analysis' and the history walk's messages and keys,
// hands the rest to the screen, and then lets the analysis follow the
// position the screen shows.
func (m cabezaGame) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case searchProgressMsg:
		if m.an.owns(msg.id) {
			m.an.infos = msg.infos
			return m, m.an.job.wait()
		}
	case searchDoneMsg:
		if m.an.owns(msg.id) {
			m.an.done(msg.infos)
			return m, m.an.sync(&m)
		}
	case paceMsg:
		if m.walk.walking() {
			return m, nil // AI vs AI waits while the person walks the history
		}
	case tea.KeyMsg:
		if m.ask != askNone {
			return m.answer(msg)
		}
		if m.an.preview != nil {
			if m.previewKey(msg) {
				if m.unsaved() {
					return m.confirm(askQuit)
				}
				m.stopSearch()
				return m, tea.Quit
			}
			return m, nil
		}
		if !m.prompting {
			if cmd, ok := m.analysisKey(msg); ok {
				return m, tea.Batch(cmd, m.an.sync(&m))
			}
			if cmd, ok := m.walkKey(msg); ok {
				return m, tea.Batch(cmd, m.an.sync(&m))
			}
		}
	}
	before := m.an.job
	next, cmd := m.update(msg)
	g, ok := next.(cabezaGame)
	if !ok {
		return next, cmd
	}
	if before != nil && g.an.job != before {
		before.stop() // a new game or the menu: the old analysis ends
	}
	g.walk.track(g.game)
	return g, tea.Batch(cmd, g.an.sync(&g))
}

// analysisKey handles the analysis keys; ok is false for any other key.
func (m *cabezaGame) analysisKey(msg tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	if m.an.handleKey(msg, m, analysisKeys.Deepen, "d deepens one depth") {
		return nil, true
	}
	switch {
	case keyMatches(msg, analysisKeys.Save):
		m.save()
	default:
		return nil, false
	}
	return nil, true
}
