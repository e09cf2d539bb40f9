package learn

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/learn/lesson"
)

// Board builds the game screen a step is played on: both sides at this
// keyboard, starting from position (in the game's notation). The root
// gives it (it knows the game screens; this screen knows none).
type Board func(g lesson.Game, position string) (game.Table, error)

// entry is a lesson on the list: its course and its place there.
type entry struct{ course, lesson int }

// Model is the Learn screen: the list of lessons, or a step's page.
type Model struct {
	opts    common.Options
	st      common.Styles
	help    help.Model
	keys    keyMap
	board   Board
	courses []lesson.Course
	entries []entry
	cursor  int // the list's chosen lesson (an index of entries)

	prog progress
	path string // the progress file, "" when not kept
	// account keeps the progress of a player visiting a server, in their
	// account (opts.ProgressStore), where there is no file of theirs.
	account common.ProgressStore
	notice  string // a problem for the list page (progress damaged or not saved)

	// The step's page, when open (inner != nil).
	step   int // the step's index in its lesson
	try    lesson.Try
	inner  game.Table
	word   string // what the lesson says of the last move
	mood   mood
	innerH int // the height the game screen was given

	width, height int
}

// mood is how the lesson's word is drawn.
type mood uint8

const (
	moodNone mood = iota
	moodInfo
	moodGood
	moodBad
)

// New is the Learn screen over the shipped lessons; board builds the
// steps' game screens; progress is kept in path ("" keeps it for the
// session only, as for a visitor of a server).
func New(opts common.Options, board Board, path string) Model {
	return newWith(opts, board, path, lesson.Courses())
}

func newWith(opts common.Options, board Board, path string, courses []lesson.Course) Model {
	st := common.NewStyles(opts)
	m := Model{opts: opts, st: st, help: common.NewHelp(st), keys: defaultKeys, board: board, courses: courses, path: path}
	for ci, c := range courses {
		for li := range c.Lessons {
			m.entries = append(m.entries, entry{ci, li})
		}
	}
	m.prog, m.notice = loadProgress(path)
	if path == "" && opts.Host != nil && opts.ProgressStore != nil {
		m.account = opts.ProgressStore
		data, err := m.account.LoadProgress(Trainer)
		if err == nil {
			err = m.prog.decode(data)
		}
		if err != nil {
			m.notice = fmt.Sprintf("lesson progress in your account not read (%v): starting afresh", err)
		}
	}
	return m
}

func (m Model) Init() tea.Cmd { return nil }

// chosen is the lesson under the cursor (or open) and its game.
func (m Model) chosen() (lesson.Game, *lesson.Lesson) {
	e := m.entries[m.cursor]
	c := &m.courses[e.course]
	return c.Game, &c.Lessons[e.lesson]
}

func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width - 2
		if m.inner != nil {
			m.innerH = -1 // sized again below
			m.fit()
		}
		return m, nil
	case tea.KeyMsg:
		if m.inner != nil {
			return m.stepKey(msg)
		}
		return m.listKey(msg)
	case tea.MouseMsg:
		if m.inner != nil && !m.try.Finished() {
			msg.Y -= len(m.header())
			return m.pass(msg)
		}
		return m, nil
	}
	if m.inner != nil { // the game screen's own messages (its cursor's blink)
		next, cmd := m.inner.Update(msg)
		m.inner = next.(game.Table)
		return m, cmd
	}
	return m, nil
}

func (m Model) listKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	switch {
	case key.Matches(msg, k.Quit):
		return m, tea.Quit
	case key.Matches(msg, k.Back):
		return m, common.ToMenu
	case key.Matches(msg, k.Up):
		m.cursor = (m.cursor + len(m.entries) - 1) % len(m.entries)
	case key.Matches(msg, k.Down):
		m.cursor = (m.cursor + 1) % len(m.entries)
	case key.Matches(msg, k.Choose):
		g, l := m.chosen()
		first := 0
		for i := range l.Steps {
			if !m.prog.Done[stepKey(g, l, i)] {
				first = i
				break
			}
		}
		m.begin(first)
	}
	return m, nil
}

func (m Model) stepKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	if m.inner.Typing() {
		return m.pass(msg) // a move being typed: every key is text, esc closes the prompt
	}
	_, l := m.chosen()
	switch {
	case key.Matches(msg, k.Quit):
		m.inner.Stop()
		return m, tea.Quit
	case key.Matches(msg, k.Back) && m.inner.Busy():
		return m.pass(msg) // back out of a selection first
	case key.Matches(msg, k.Back):
		m.close()
	case key.Matches(msg, k.Retry):
		m.begin(m.step)
		m.say(moodInfo, "From the start of the step again.")
	case key.Matches(msg, k.Skip):
		m.advance()
	case key.Matches(msg, k.Prev):
		if m.step == 0 {
			m.say(moodInfo, "This is the lesson's first step.")
			return m, nil
		}
		m.begin(m.step - 1)
	case key.Matches(msg, k.Next) && m.mood == moodGood:
		m.advance()
	case m.try.Finished():
		if m.mood == moodGood {
			m.say(moodGood, m.doneWords(l))
		} else {
			m.say(moodBad, m.word) // the words stay; the key line says r and s
		}
	case m.inner.IsNewKey(msg):
		m.say(moodInfo, "A lesson keeps its position: r retries the step.")
	case anyMatches(msg, blocked):
		m.say(moodInfo, "No analysis, history or saving in a lesson: find the move yourself.")
	default:
		return m.pass(msg)
	}
	return m, nil
}

func anyMatches(msg tea.KeyMsg, bs []key.Binding) bool {
	for _, b := range bs {
		if key.Matches(msg, b) {
			return true
		}
	}
	return false
}

func (m *Model) say(md mood, word string) {
	m.mood, m.word = md, word
	m.fit()
}

func (m Model) KeyMap() help.KeyMap { return m.keys }

// Rules are the game's short rules on a step's page, both games' on the
// list.
func (m Model) Rules() string {
	if m.inner != nil {
		return m.inner.Rules()
	}
	return "Cabeza:\n" + common.RulesCabeza + "\nCatch the Cat:\n" + common.RulesCatcat
}

// MinSize: the list, or the lesson's lines over what the game screen
// draws. A game screen's own smallest size allows for its analysis
// panel, which a lesson does not open; what it draws at the size given
// is what has to fit.
func (m Model) MinSize() (int, int) {
	if m.inner != nil {
		w, _ := m.inner.MinSize()
		return max(w, 60), len(m.header()) + 1 + strings.Count(strings.TrimRight(m.inner.View(), "\n"), "\n") + 1
	}
	return 60, 6 + len(m.entries) + 2*len(m.courses)
}

func (m Model) Typing() bool { return m.inner != nil && m.inner.Typing() }

// Stop ends what the step's game screen runs.
func (m Model) Stop() {
	if m.inner != nil {
		m.inner.Stop()
	}
}
