package review

import (
	"context"
	"errors"
	"runtime"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/progress"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/review"
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/common"
)

// Model is the review screen.
type Model struct {
	opts common.Options
	st   common.Styles
	gl   common.Glyphs
	help help.Model
	keys keyMap

	game  review.Game
	rev   *review.Review
	board board
	cab   *cabeza.Record // the record as read, to save with the review
	cat   *catcat.Record
	path  string
	back  common.Screen

	budget  review.Budget
	workers int
	run     *review.Run
	cancel  context.CancelFunc
	gen     int // the run's number: results of a run cancelled are dropped
	started time.Time
	fromRec bool // the review came whole from the record: no search
	bar     progress.Model

	ply   int      // the position shown: after move ply-1
	line  []string // the line stepped on the board (the better move's), or nil
	steps int      // how many of its moves are played on the board

	learn *learning

	width, height int
	status        string
}

// New is the review screen of the game whose record text is record (a
// Cabeza or a Catch the Cat record), showing position ply first; back is
// the screen to return to (nil: the menu). A record that holds a whole
// review shows it at once, without searching.
func New(opts common.Options, record []byte, path string, ply int, back common.Screen) (common.Screen, error) {
	m := Model{opts: opts, st: common.NewStyles(opts), gl: common.NewGlyphs(opts), keys: keys,
		path: path, back: back, budget: review.Quick, workers: runtime.NumCPU(), width: 80, height: 24}
	m.help = common.NewHelp(m.st)
	text := string(record)
	if rec, err := cabeza.ParseRecord(text); err == nil {
		g, had, err := review.CabezaRecord(rec)
		if err != nil {
			return nil, err
		}
		m.cab, m.game, m.rev, m.board = &rec, g, had, newCabezaBoard(opts, rec)
	} else if rec, err2 := catcat.ParseRecord(text); err2 == nil {
		g, had, err := review.CatcatRecord(rec)
		if err != nil {
			return nil, err
		}
		m.cat, m.game, m.rev, m.board = &rec, g, had, newCatcatBoard(opts, rec)
	} else {
		return nil, errors.Join(err, err2)
	}
	if m.game.Len() == 0 {
		return nil, errors.New("the game has no move to review")
	}
	m.fromRec = m.rev != nil
	if m.rev == nil {
		m.rev = review.New(m.game, m.budget)
	} else {
		m.budget = m.rev.Budget
	}
	if opts.Host != nil {
		m.workers = 1 // a server's visitor: the server's search limits, one core a review
	}
	if opts.Host != nil {
		m.workers = 1 // a server's visitor: the server's search limits, one core a review
	}
	m.ply = min(max(ply, 0), m.game.Len())
	m.bar = progress.New(progress.WithoutPercentage(), progress.WithWidth(20))
	if opts.ASCII {
		m.bar.Full, m.bar.Empty = '#', '.'
	}
	return m, nil
}

func (m Model) Init() tea.Cmd {
	if m.rev.Complete() {
		return nil
	}
	return func() tea.Msg { return startMsg{} }
}

// startMsg starts the run from Update, where the model may keep it.
type startMsg struct{}

// evalMsg is a position's evaluation from run gen; runDoneMsg says the
// run ended (done or cancelled).
type evalMsg struct {
	e   review.Eval
	gen int
}
type runDoneMsg struct{ gen int }

// start runs the engine over the positions not yet evaluated, nearest
// the shown one first.
func (m *Model) start() tea.Cmd {
	m.stop()
	ctx, cancel := context.WithCancel(context.Background())
	m.gen++
	m.cancel, m.started = cancel, time.Now()
	m.run = review.Start(ctx, m.game, m.budget, m.workers, m.ply, m.rev.Known())
	m.status = ""
	return wait(m.run, m.gen, m.rev.Done())
}

// wait is the command that brings the run's next result.
func wait(run *review.Run, gen, _ int) tea.Cmd {
	ch := run.Results()
	return func() tea.Msg {
		e, ok := <-ch
		if !ok {
			return runDoneMsg{gen}
		}
		return evalMsg{e, gen}
	}
}

// stop cancels the run, if one goes on.
func (m *Model) stop() {
	if m.cancel != nil {
		m.cancel()
		m.cancel, m.run = nil, nil
	}
}

// running reports a run going on.
func (m Model) running() bool { return m.run != nil }

func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		return m, nil
	case startMsg:
		return m, m.start()
	case evalMsg:
		if msg.gen != m.gen || m.run == nil {
			return m, nil
		}
		m.rev.Add(msg.e)
		return m, wait(m.run, m.gen, m.rev.Done())
	case runDoneMsg:
		if msg.gen == m.gen {
			m.cancel, m.run = nil, nil
			if m.rev.Complete() {
				m.status = "review done"
			}
		}
		return m, nil
	case tryMsg:
		return m.tried(msg)
	case tea.KeyMsg:
		return m.key(msg)
	case tea.MouseMsg:
		return m.mouse(msg)
	}
	// Not the review's: the game underneath gets it (an AI's move, a
	// clock's tick), so a game in progress goes on.
	if m.back != nil {
		next, cmd := m.back.Update(msg)
		if s, ok := next.(common.Screen); ok {
			m.back = s
		}
		return m, cmd
	}
	return m, nil
}

// leave goes back to the game the review came from, or the menu.
func (m Model) leave() (tea.Model, tea.Cmd) {
	m.stop()
	if m.back != nil {
		back := m.back
		return m, func() tea.Msg { return common.ShowScreenMsg{Screen: back} }
	}
	return m, common.ToMenu
}

// show moves to position ply and brings the run's focus there.
func (m *Model) show(ply int) {
	m.ply = min(max(ply, 0), m.game.Len())
	m.line, m.steps = nil, 0
	if m.run != nil {
		m.run.Focus(m.ply)
	}
}

// Move shown: the move that led to the shown position (ply-1), or the
// first move at the start.
func (m Model) selected() int { return max(m.ply-1, 0) }

func (m Model) KeyMap() help.KeyMap { return m.keys }
func (m Model) Rules() string {
	return "A review runs the engine over every position of the game. Each move is marked by what it cost its side in winning chances: 10% an inaccuracy (?!), 20% a mistake (?), 30% a blunder (??); the engine's own move is best (!). Where the engine proves a win or a loss the mark says so exactly."
}
func (m Model) Typing() bool { return m.learn != nil && m.learn.field.Focused() }

// MinSize: the compact board and a panel beside it.
func (m Model) MinSize() (int, int) {
	w, h := m.board.size(true)
	return w + 2 + panelMinW, max(h, 12) + 2
}
