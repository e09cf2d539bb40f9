package tui

import (
	"context"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai"
	"cabezacat/catcat"
)

// catcatAnalysis is the engine thinking about the shown Catch the Cat
// position for the person, the same model as the Cabeza screen's (see
// cabezaAnalysis): every finished depth and the best three root moves,
// pause and resume, one depth more, and a preview of the lines. It runs
// only while no AI of the game searches and follows the shown position
// (moves, undo, the history walk): a new position cancels the old search,
// whose late messages are dropped by id.
type catcatAnalysis struct {
	on       bool
	paused   bool
	stepping bool // searching to one depth more than shown, then pausing
	finished bool // the search of pos ended by itself: nothing more to find
	job      *searchJob
	pos      catcat.Position // the position infos (and job) belong to
	infos    []engineInfo    // every finished depth, oldest first
	preview  *catcatPreview  // stepping through one of the lines, or nil
}

// catcatDeepen is the analysis' "one depth more" key: d is the distance
// overlay's on this screen.
var catcatDeepen = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "analysis: search one depth (ply) more, then pause (from off: depth 1)"))

func (a *catcatAnalysis) owns(id searchID) bool { return a.job != nil && a.job.id == id }

// stopJob cancels the running analysis search, keeping what it found.
func (a *catcatAnalysis) stopJob() {
	if a.job == nil {
		return
	}
	if infos := a.job.snapshot(); len(infos) > len(a.infos) {
		a.infos = infos
	}
	a.job.stop()
	a.job = nil
}

// depth is the deepest finished depth shown (0 for none).
func (a *catcatAnalysis) depth() int {
	if len(a.infos) == 0 {
		return 0
	}
	return a.infos[len(a.infos)-1].Depth
}

// sync makes the analysis search match the screen: started on the shown
// position when wanted, stopped when not (the AI searching, the game
// over, paused, off).
func (a *catcatAnalysis) sync(m *catcatGame) tea.Cmd {
	pos := m.game.Position()
	if pos != a.pos {
		a.stopJob()
		a.pos, a.infos, a.finished, a.preview = pos, nil, false, nil
		if a.stepping {
			a.stepping, a.paused = false, true
		}
	}
	want := a.on && (!a.paused || a.stepping) && !a.finished && m.job == nil && !m.game.Over()
	if !want {
		a.stopJob()
		return nil
	}
	if a.job != nil {
		return nil
	}
	lim := ai.Limits{} // without end: until cancelled
	if a.stepping {
		lim.Depth = a.depth() + 1
	}
	job, cmd := newSearch(func(ctx context.Context, progress func(engineInfo)) any {
		ai.SearchCatcatAnalysis(ctx, pos, lim, analysisMultiPV, func(in ai.Info) { progress(analysisInfo(in)) })
		return nil
	})
	a.job = job
	return cmd
}

// done takes the last depths of a search that ended by itself.
func (a *catcatAnalysis) done(infos []engineInfo) {
	a.job = nil
	if len(infos) >= len(a.infos) {
		a.infos = infos
	}
	if a.stepping {
		a.stepping, a.paused = false, true
		return
	}
	a.finished = true
}

// Update routes the analysis' messages and keys (the preview takes every
// key while it is shown), hands the rest to the screen with its history
// walk and overlays, and then lets the analysis follow the position shown.
func (m catcatGame) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
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
	case tea.KeyMsg:
		if m.an.preview != nil {
			if m.previewKey(msg) {
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
	return g, tea.Batch(cmd, g.an.sync(&g))
}

// analysisKey handles the analysis keys; ok is false for any other key.
func (m *catcatGame) analysisKey(msg tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	k := analysisKeys
	a := &m.an
	switch {
	case keyMatches(msg, k.Toggle):
		a.on = !a.on
		if !a.on {
			a.stopJob()
			a.paused, a.stepping, a.preview = false, false, nil
			m.say(false, "analysis off")
		} else {
			m.say(false, "analysis on: x pauses, f deepens one ply, v steps through a line")
		}
	case keyMatches(msg, k.Pause):
		if !a.on {
			m.say(true, "analysis is off: a turns it on")
			return nil, true
		}
		a.paused, a.stepping = !a.paused, false
		if a.paused {
			a.stopJob()
			m.say(false, "analysis paused at depth %d: x resumes, f deepens one ply", a.depth())
		} else {
			m.say(false, "analysis resumed")
		}
	case keyMatches(msg, catcatDeepen):
		a.on = true
		a.stopJob()
		a.paused, a.stepping, a.finished = true, true, false
		m.say(false, "analysis: searching depth %d", a.depth()+1)
	case keyMatches(msg, k.Preview):
		m.startPreview()
	default:
		return nil, false
	}
	return nil, true
}
