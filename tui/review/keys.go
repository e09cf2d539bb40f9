package review

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/review"
	"cabezacat/tui/record"
)

type keyMap struct {
	Prev, Next, First, Last, NextMark, PrevMark, Turning  key.Binding
	Line, LineBack, Learn, Budget, Save, Back, Help, Quit key.Binding
}

var keys = keyMap{
	Prev:     key.NewBinding(key.WithKeys("left", "h", "<"), key.WithHelp("←/h", "the move before")),
	Next:     key.NewBinding(key.WithKeys("right", "l", ">"), key.WithHelp("→/l", "the next move")),
	First:    key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "the start")),
	Last:     key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "the end")),
	NextMark: key.NewBinding(key.WithKeys("n", "tab"), key.WithHelp("n", "the next inaccuracy, mistake or blunder")),
	PrevMark: key.NewBinding(key.WithKeys("N", "shift+tab"), key.WithHelp("N", "the one before")),
	Turning:  key.NewBinding(key.WithKeys("1", "2", "3"), key.WithHelp("1-3", "a turning point of the game")),
	Line:     key.NewBinding(key.WithKeys("b", "down", "j"), key.WithHelp("b/↓", "step the better move's line on the board")),
	LineBack: key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "a step back along it")),
	Learn:    key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "learn from your mistakes (shift+tab there: the other side)")),
	Budget:   key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "deep review (a longer look at each position)")),
	Save:     key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "save the game with its review (annotated record)")),
	Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "stop the engine; again: back to the game")),
	Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
	Quit:     key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
}

var (
	shortMove = key.NewBinding(key.WithKeys("left"), key.WithHelp("←→", "move"))
	shortMark = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next error"))
	shortLine = key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "best line"))
	shortTurn = key.NewBinding(key.WithKeys("1"), key.WithHelp("1-3", "turns"))
	shortLrn  = key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "learn"))
	shortBack = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back"))
	shortStop = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "stop"))
	shortSave = key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "save"))
)

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{shortMove, shortMark, shortTurn, shortLine, shortLrn, shortSave, shortBack, k.Help, k.Quit}
}

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Prev, k.Next, k.First, k.Last, k.NextMark, k.PrevMark, k.Turning},
		{k.Line, k.LineBack, k.Learn, k.Budget, k.Save},
		{k.Back, k.Help, k.Quit},
	}
}

// shortHelp is the footer of the screen's state.
func (m Model) shortHelp() []key.Binding {
	if m.learn != nil {
		return m.learn.shortHelp()
	}
	h := m.keys.ShortHelp()
	if m.running() {
		h[6] = shortStop
	}
	return h
}

func (m Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	if m.learn != nil {
		return m.learnKey(msg)
	}
	m.status = "" // a key answers the last word; what it does says its own
	k := m.keys
	switch {
	case key.Matches(msg, k.Back):
		if m.running() {
			m.stop()
			m.status = "review stopped: " + progressWords(m.rev)
			return m, nil
		}
		if m.line != nil {
			m.line, m.steps = nil, 0
			return m, nil
		}
		return m.leave()
	case key.Matches(msg, k.Quit):
		return m.quit()
	case key.Matches(msg, k.Prev):
		m.show(m.ply - 1)
	case key.Matches(msg, k.Next):
		m.show(m.ply + 1)
	case key.Matches(msg, k.First):
		m.show(0)
	case key.Matches(msg, k.Last):
		m.show(m.game.Len())
	case key.Matches(msg, k.NextMark):
		m.jumpMark(+1)
	case key.Matches(msg, k.PrevMark):
		m.jumpMark(-1)
	case key.Matches(msg, k.Turning):
		tps := m.rev.TurningPoints()
		if i := int(msg.Runes[0] - '1'); i < len(tps) {
			m.show(tps[i] + 1)
		} else {
			m.status = "no such turning point (yet)"
		}
	case key.Matches(msg, k.Line):
		m.stepLine(+1)
	case key.Matches(msg, k.LineBack):
		m.stepLine(-1)
	case key.Matches(msg, k.Learn):
		return m.startLearning()
	case key.Matches(msg, k.Budget):
		if m.budget == review.Deep {
			m.status = "the review is deep already"
			return m, nil
		}
		if m.opts.Host != nil {
			m.status = "the server gives a visitor's review the quick budget"
			return m, nil
		}
		m.budget, m.fromRec = review.Deep, false
		m.rev = review.New(m.game, m.budget)
		return m, m.start()
	case key.Matches(msg, k.Save):
		return m.save()
	}
	return m, nil
}

// jumpMark shows the next (dir +1) or previous marked move: an
// inaccuracy or worse.
func (m *Model) jumpMark(dir int) {
	for i := m.selected() + dir; i >= 0 && i < m.game.Len(); i += dir {
		if i == m.selected() && m.ply > 0 {
			continue
		}
		if mv := m.rev.Move(i); mv.Known && mv.Mark >= review.Inaccuracy {
			m.show(i + 1)
			return
		}
	}
	m.status = "no more marked moves that way"
}

// stepLine steps the better move's line on the board: the line of the
// position before the shown move.
func (m *Model) stepLine(dir int) {
	if m.line == nil {
		mv := m.rev.Move(m.selected())
		if !mv.Known || len(mv.Line) == 0 {
			m.status = "no line for this move yet"
			return
		}
		m.line, m.steps = mv.Line, 0
	}
	m.steps = min(max(m.steps+dir, 0), len(m.line))
}

// lineBase is the position the line is played from: before the move.
func (m Model) lineBase() int { return m.selected() }

// save writes the record with its review into the record folder.
func (m Model) save() (tea.Model, tea.Cmd) {
	if !m.rev.Complete() {
		m.status = "the review is not finished: " + progressWords(m.rev)
		return m, nil
	}
	var text []byte
	var err error
	prefix := "cabeza-review"
	if m.cab != nil {
		rec := *m.cab
		review.AnnotateCabeza(&rec, m.rev)
		text, err = rec.MarshalText()
	} else {
		rec := *m.cat
		review.AnnotateCatcat(&rec, m.rev)
		text, err = rec.MarshalText()
		prefix = "catcat-review"
	}
	if err == nil {
		var dir, path string
		if dir, err = record.SaveDir(); err == nil {
			path, err = record.Save(dir, prefix, now(), text)
			if err == nil {
				m.status = "saved with its review: " + record.ShortPath(path)
				return m, nil
			}
		}
	}
	m.status = "not saved: " + err.Error()
	return m, nil
}
