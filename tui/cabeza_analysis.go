package tui

import (
	"context"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai"
	"cabezacat/cabeza"
)

// analysisMultiPV is how many best root moves the analysis scores.
const analysisMultiPV = 3

// cabezaAnalysis is the engine thinking about the position on the board
// for the person, without end: it lists every finished depth and the
// best few root moves. It runs only while no AI of the game searches (the
// AI's own search cancels it, and it starts again on the position the AI
// leaves), so the two never compete for the CPU or the screen.
//
// The search runs on its own engine, on a copy of the shown game, in the
// background (see searchJob); it follows the shown position: whenever the
// position changes (a move, undo, history walk) the old search is
// cancelled and its late messages dropped by id.
type cabezaAnalysis struct {
	on       bool
	paused   bool
	stepping bool // searching to one depth more than shown, then pausing
	finished bool // the search of key ended by itself: nothing more to find
	engine   *ai.CabezaEngine
	job      *searchJob
	key      analysisKey  // the position infos (and job) belong to
	infos    []engineInfo // every finished depth, oldest first
	preview  *pvPreview   // stepping through one of the lines, or nil
}

// analysisKey tells positions apart for the analysis: the same position
// reached at another ply may differ by its repetition history.
type analysisKey struct {
	hash uint64
	ply  int
}

func keyOfGame(g *cabeza.Game) analysisKey {
	return analysisKey{g.Position().Hash(), g.Ply()}
}

func (a *cabezaAnalysis) owns(id searchID) bool { return a.job != nil && a.job.id == id }

// stopJob cancels the running analysis search, keeping what it found.
func (a *cabezaAnalysis) stopJob() {
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
func (a *cabezaAnalysis) depth() int {
	if len(a.infos) == 0 {
		return 0
	}
	return a.infos[len(a.infos)-1].Depth
}

// sync makes the analysis search match the screen: started on the shown
// position when wanted, stopped when not.
func (a *cabezaAnalysis) sync(m *cabezaGame) tea.Cmd {
	k := keyOfGame(m.game)
	if k != a.key {
		a.stopJob()
		a.key, a.infos, a.finished, a.preview = k, nil, false, nil
		if a.stepping {
			a.stepping, a.paused = false, true
		}
	}
	want := a.on && (!a.paused || a.stepping) && !a.finished && m.job == nil && !m.game.Status().Over()
	if !want {
		a.stopJob()
		return nil
	}
	if a.job != nil {
		return nil
	}
	if a.engine == nil {
		a.engine = ai.NewCabezaEngine(ai.CabezaOptions{MultiPV: analysisMultiPV})
	}
	lim := ai.Limits{} // without end: until cancelled
	if a.stepping {
		lim.Depth = a.depth() + 1
	}
	e, g := a.engine, ai.CopyCabezaGame(m.game)
	job, cmd := newSearch(func(ctx context.Context, progress func(engineInfo)) any {
		e.Search(ctx, g, lim, func(in ai.Info) { progress(analysisInfo(in)) })
		return nil
	})
	a.job = job
	return cmd
}

// analysisInfo is an engine depth with its multi-PV lines, in words.
func analysisInfo(in ai.Info) engineInfo {
	out := engineInfo{Depth: in.Depth, Score: in.Score.String(), Nodes: in.Nodes, Time: in.Time, NPS: in.NPS, PV: in.PV}
	for _, l := range in.Lines {
		out.Lines = append(out.Lines, engineLine{Score: l.Score.String(), PV: l.PV})
	}
	return out
}

// done takes the last depths of a search that ended by itself.
func (a *cabezaAnalysis) done(infos []engineInfo) {
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
		if m.an.preview != nil {
			if m.previewKey(msg) {
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
			m.say(false, "analysis on: x pauses, d deepens one depth, v steps through a line")
		}
	case keyMatches(msg, k.Pause):
		if !a.on {
			m.say(true, "analysis is off: a turns it on")
			return nil, true
		}
		a.paused, a.stepping = !a.paused, false
		if a.paused {
			a.stopJob()
			m.say(false, "analysis paused at depth %d: x resumes, d deepens one depth", a.depth())
		} else {
			m.say(false, "analysis resumed")
		}
	case keyMatches(msg, k.Deepen):
		// From off, d turns the analysis on one depth at a time.
		a.on = true
		a.stopJob()
		a.paused, a.stepping, a.finished = true, true, false
		m.say(false, "analysis: searching depth %d", a.depth()+1)
	case keyMatches(msg, k.Preview):
		m.startPreview()
	case keyMatches(msg, k.Save):
		g := m.game
		if m.walk.walking() {
			g = m.walk.line // the game, not the line shown
		}
		now := time.Now()
		text, err := cabezaRecordText(g, m.setup, now)
		if err == nil {
			var path string
			if path, err = saveRecord(".", "cabeza", now, text); err == nil {
				m.say(false, "saved to %s", path)
			}
		}
		if err != nil {
			m.say(true, "not saved: %v", err)
		}
	default:
		return nil, false
	}
	return nil, true
}
