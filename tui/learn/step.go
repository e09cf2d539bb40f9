package learn

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/plural"
	"cabezacat/tui/game"
	"cabezacat/tui/learn/lesson"
)

// A step's page: the judge (lesson.Try) keeps the step's moves; the game
// screen under the lesson's lines shows them and takes the player's.
// After each key it passes, a move the game screen made is the judge's
// to decide; its answer, or the position after the other side waited,
// goes back to the game screen.

// begin opens step i of the chosen lesson from its position.
func (m *Model) begin(i int) {
	_, l := m.chosen()
	s := &l.Steps[i]
	if m.inner != nil {
		m.inner.Stop()
	}
	m.step, m.try, m.word, m.mood = i, s.Begin(), "", moodNone
	if err := m.show(); err != nil {
		m.inner = nil
		m.notice = fmt.Sprintf("the step of line %d cannot be shown: %v", s.Line, err)
		return
	}
	m.keys.step, m.keys.board = true, boardKeys(m.inner)
}

// show builds the game screen on the judge's position and moves.
func (m *Model) show() error {
	g, _ := m.chosen()
	t, err := m.board(g, m.try.Start())
	if err != nil {
		return err
	}
	if moves := m.try.Moves(); len(moves) > 0 {
		if t, err = t.WithTableMoves(moves); err != nil {
			return err
		}
	}
	next, _ := t.Update(game.UnderTableMsg{}) // the lesson's key line takes the game's
	m.inner = next.(game.Table)
	m.innerH = -1
	m.fit()
	return nil
}

// fit gives the game screen the room under the lesson's lines.
func (m *Model) fit() {
	if m.inner == nil || m.width == 0 {
		return
	}
	h := max(0, m.height-len(m.header())-1)
	if h == m.innerH {
		return
	}
	m.innerH = h
	next, _ := m.inner.Update(tea.WindowSizeMsg{Width: m.width, Height: h})
	m.inner = next.(game.Table)
}

// pass gives msg to the game screen and judges a move it made.
func (m Model) pass(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := m.inner.Update(msg)
	m.inner = next.(game.Table)
	moves, had := m.inner.TableMoves(), m.try.Moves()
	if len(moves) <= len(had) {
		return m, cmd
	}
	m.judge(moves[len(had)])
	return m, cmd
}

// judge decides the player's move mv.
func (m *Model) judge(mv string) {
	g, l := m.chosen()
	s := &l.Steps[m.step]
	next, res, err := m.try.Play(mv)
	if err != nil { // the game screen took a move the judge refuses: put it back
		m.say(moodBad, err.Error())
		if e := m.show(); e != nil {
			m.notice = e.Error()
		}
		return
	}
	m.try = next
	switch res.Verdict {
	case lesson.Done:
		m.prog.Done[stepKey(g, l, m.step)] = true
		m.say(moodGood, m.doneWords(l))
		if err := m.prog.saveTo(m.account, m.path); err != nil {
			m.say(moodGood, m.doneWords(l)+" (Not saved: "+err.Error()+")")
		} else {
			m.notice = "" // a damaged file's word: a good one is written now
		}
	case lesson.Missed:
		m.say(moodBad, res.Why)
	case lesson.Going:
		left := s.Moves - m.try.Played()
		word := fmt.Sprintf("%s waits: your move again (%s left).", sideName(g, 1-s.Player()), plural.Count(left, "move"))
		if res.Reply != "" {
			word = fmt.Sprintf("The %s answers %s, holding out longest: your move (%s left).", sideName(g, 1-s.Player()), res.Reply, plural.Count(left, "move"))
		}
		if err := m.show(); err != nil {
			m.notice = err.Error()
		}
		m.say(moodInfo, word)
	}
}

// sideName names side 0 or 1 of game g as its rules do.
func sideName(g lesson.Game, side int) string {
	if g == lesson.Cabeza {
		return []string{"Red", "Blue"}[side]
	}
	return []string{"cat", "catcher"}[side]
}

// doneWords is what a step done says: what enter does next.
func (m Model) doneWords(l *lesson.Lesson) string {
	if m.step == len(l.Steps)-1 {
		return "Done: that was the lesson's last step. Enter goes back to the lessons."
	}
	return "Done! Enter goes on to the next step."
}

// advance goes on to the next step, or back to the list after the last.
func (m *Model) advance() {
	_, l := m.chosen()
	if m.step+1 < len(l.Steps) {
		m.begin(m.step + 1)
		return
	}
	m.close()
	if m.cursor+1 < len(m.entries) {
		m.cursor++
	}
}

// close leaves the step's page for the list.
func (m *Model) close() {
	if m.inner != nil {
		m.inner.Stop()
	}
	m.inner, m.keys.step, m.keys.board = nil, false, nil
	m.word, m.mood = "", moodNone
}

// boardKeys are the game screen's move keys, for the help page: its
// first two rows (the cursor, and selecting or typing a move).
func boardKeys(t game.Table) [][]key.Binding {
	rows := t.KeyMap().FullHelp()
	return rows[:min(2, len(rows))]
}
