package tui

import (
	"context"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/search"
	"cabezacat/catcat"
)

// catcatAnalysis is the analysis (see analysis) on the Catch the Cat
// board, the same model as the Cabeza screen's; a position tells itself
// apart (it has no repetition history).
type catcatAnalysis struct {
	analysis[catcat.Cell, catcat.Position]
	pos catcat.Position // the position infos (and job) belong to
}

// catcatDeepen is the analysis' "one depth more" key: d is the distance
// overlay's on this screen.
var catcatDeepen = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "analysis: search one depth (ply) more, then pause (from off: depth 1)"))

// sync makes the analysis search match the screen: started on the shown
// position when wanted, stopped when not (the AI searching, the game
// over, paused, off).
func (a *catcatAnalysis) sync(m *catcatGame) tea.Cmd {
	pos := m.game.Position()
	if pos != a.pos {
		a.pos = pos
		a.reset()
	}
	return a.run(m.job == nil && !m.game.Over(), func() analysisSearch {
		return func(ctx context.Context, lim search.Limits, info func(search.Info)) {
			catcatagent.SearchAnalysis(ctx, pos, lim, analysisMultiPV, info)
		}
	})
}

// Update routes the analysis' messages and keys (the preview takes every
// key while it is shown), hands the rest to the screen with its history
// walk and overlays, and then lets the analysis follow the position shown.
func (m catcatGame) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case catcatBlunderMsg:
		m.takeBlunder(msg)
		return m, nil
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
	case tea.KeyMsg:
		if m.ask != askNone {
			next, cmd := m.answer(msg)
			if g, ok := next.(catcatGame); ok {
				return g, tea.Batch(cmd, g.an.sync(&g))
			}
			return next, cmd
		}
		if m.prompting {
			cmd := m.typeKey(msg)
			m.walk.track(m.game)
			m.ov.refresh(&m, false)
			return m, tea.Batch(cmd, m.an.sync(&m))
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
		if cmd, ok := m.analysisKey(msg); ok {
			return m, tea.Batch(cmd, m.an.sync(&m))
		}
	}
	before := m.an.job
	next, cmd := m.updateWalkAndOverlays(msg)
	g, ok := next.(catcatGame)
	if !ok {
		before.stop()
		return next, cmd
	}
	if before != nil && g.an.job != before {
		before.stop() // a new game: the old analysis ends
	}
	return g, tea.Batch(cmd, g.an.sync(&g), g.blunderCheck())
}

// analysisKey handles the analysis keys; ok is false for any other key.
func (m *catcatGame) analysisKey(msg tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	return nil, m.an.handleKey(msg, m, catcatDeepen, "f deepens one ply")
}
