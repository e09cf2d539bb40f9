package puzzles

import (
	"context"
	"math/rand/v2"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/puzzle"
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/record"
)

// Model is the trainer: first the chooser (game, theme), then a puzzle.
type Model struct {
	opts common.Options
	st   common.Styles
	gl   common.Glyphs
	keys keys
	help help.Model

	dir string // the record folder, where the progress file is ("" if none)
	// account keeps the progress of a player visiting a server (their
	// account's); sessionOnly: a guest, whose progress is not saved.
	account     common.ProgressStore
	sessionOnly bool
	progress    Progress
	note        string // a word about the progress file or the last key

	// The chooser.
	game   puzzle.Game
	theme  int // 0: any, else Themes(game)[theme-1]
	row    int // 0 game, 1 theme, 2 start
	rng    *rand.Rand
	played map[string]bool // puzzles played this run or before

	// The puzzle.
	solving  bool
	pz       puzzle.Puzzle
	step     int    // the index into pz.Line of the next move
	wrong    string // the wrong move on the board, "" if none
	reply    string // its refutation, when found
	why      string // the refutation's words
	serial   int    // tells a refutation's answer for this position from a stale one
	cancel   context.CancelFunc
	rated    bool    // this attempt has counted
	change   float64 // the player's rating change by it
	hinted   bool
	hint     string
	shown    bool // the solution was shown
	solved   bool
	status   string
	cursor   catcat.Cell      // the Catch the Cat cursor
	square   cabeza.Square    // the Cabeza cursor
	pick     cabezaboard.Pick // what clicks (or enter) on the Cabeza board chose
	input    textinput.Model
	typing   bool
	width    int
	height   int
	attempts int // attempts this run (a new puzzle's serial for tests)
}

// New is the trainer at its chooser, the progress file read from the
// record folder.
func New(opts common.Options) Model {
	st := common.NewStyles(opts)
	m := Model{opts: opts, st: st, gl: common.NewGlyphs(opts), keys: newKeys(), help: common.NewHelp(st),
		game: puzzle.Cabeza, row: 2, progress: newProgress(), rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	m.input = textfield.New(st, "move: ", "", 12, 14, nil)
	if opts.Host != nil {
		// A visitor of `cabezacat serve`: the host's folder is shared by
		// every visitor, so a player's progress lives in their account
		// and a guest's for the session.
		if opts.ProgressStore == nil {
			m.sessionOnly = true
			return m
		}
		m.account = opts.ProgressStore
		data, err := m.account.LoadProgress(Trainer)
		if err == nil {
			m.progress, err = DecodeProgress(data)
		}
		if err != nil {
			m.note = "your saved puzzle progress could not be read (" + err.Error() + "): starting afresh"
		}
		m.played = m.progress.Played()
		return m
	}
	dir, err := record.Dir()
	if err != nil {
		m.note = "progress is not saved: " + err.Error()
		return m
	}
	m.dir = dir
	p, err := LoadProgress(dir)
	if err != nil {
		m.note = err.Error()
	}
	m.progress = p
	m.played = p.Played()
	return m
}

// NewIn is New with the progress file in dir and a fixed seed, for
// tests.
func NewIn(opts common.Options, dir string, seed uint64) Model {
	m := New(opts)
	m.dir, m.note = dir, ""
	p, err := LoadProgress(dir)
	if err != nil {
		m.note = err.Error()
	}
	m.progress, m.played = p, p.Played()
	m.rng = rand.New(rand.NewPCG(seed, seed))
	return m
}

func (m Model) Init() tea.Cmd { return nil }

// savedMsg says how a save of the progress went.
type savedMsg struct{ err error }

// refutedMsg is a refutation found off the event loop.
type refutedMsg struct {
	serial int
	r      puzzle.Refutation
}

func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width
	case savedMsg:
		if msg.err != nil {
			m.note = "progress not saved: " + msg.err.Error()
		}
	case refutedMsg:
		if msg.serial == m.serial && m.wrong != "" {
			m.reply, m.why = msg.r.Reply, msg.r.Words
		}
	case tea.MouseMsg:
		return m.mouse(msg)
	case tea.KeyMsg:
		if m.typing {
			return m.typed(msg)
		}
		if key.Matches(msg, m.keys.Quit) {
			m.stop()
			return m, tea.Quit
		}
		if m.solving {
			return m.solveKey(msg)
		}
		return m.chooseKey(msg)
	default:
		if m.typing {
			var cmd tea.Cmd
			m.input, cmd, _ = textfield.Edit(m.input, msg)
			return m, cmd
		}
	}
	return m, nil
}

// start shows puzzle p from its beginning.
func (m Model) start(p puzzle.Puzzle) Model {
	m.solving, m.pz, m.step = true, p, 0
	m.wrong, m.reply, m.why, m.hint, m.status = "", "", "", "", ""
	m.rated, m.hinted, m.shown, m.solved, m.change = false, false, false, false, 0
	m.serial++
	m.attempts++
	if m.played == nil {
		m.played = map[string]bool{}
	}
	m.played[p.ID] = true
	m.pick = cabezaboard.NewPick()
	if p.Game == puzzle.Catcat {
		m.cursor = p.CatcatPosition().Cat()
	} else {
		pos := p.CabezaPosition()
		m.square = pos.Cabeza(pos.Side())
	}
	m.keys.solving, m.keys.catcat = true, p.Game == puzzle.Catcat
	return m
}

// stop cancels a refutation still searching.
func (m *Model) stop() {
	if m.cancel != nil {
		m.cancel()
		m.cancel = nil
	}
}

// Stop ends what the screen runs, with the program.
func (m Model) Stop() { m.stop() }

// solveKey is a key while a puzzle is on the board.
func (m Model) solveKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	m.note = ""
	switch {
	case key.Matches(msg, m.keys.Back) && m.pick.Piece != 0:
		m.pick.Clear() // esc drops the picked piece first, as in a game
		m.status = ""
		return m, nil
	case key.Matches(msg, m.keys.Back):
		m.stop()
		m.solving, m.keys.solving = false, false
		return m, nil
	case key.Matches(msg, m.keys.Next):
		return m.nextPuzzle()
	case key.Matches(msg, m.keys.TakeBack):
		if m.wrong != "" {
			m.stop()
			m.wrong, m.reply, m.why = "", "", ""
			m.serial++
			m.status = "try again"
		}
		return m, nil
	case key.Matches(msg, m.keys.Hint):
		if m.done() {
			return m, nil
		}
		m.hint = m.pz.Hint(m.step)
		m.hinted = true
		return m, nil
	case key.Matches(msg, m.keys.Solution):
		if m.solved || m.shown {
			return m, nil
		}
		m.stop()
		m.shown, m.wrong, m.reply, m.why = true, "", "", ""
		cmd := m.rate(false)
		return m, cmd
	}
	if m.done() || m.wrong != "" {
		return m, nil
	}
	if m.pz.Game == puzzle.Catcat {
		switch {
		case key.Matches(msg, m.keys.Up):
			m.cursor = m.clamp(catcat.Cell{X: m.cursor.X, Y: m.cursor.Y - 1})
		case key.Matches(msg, m.keys.Down):
			m.cursor = m.clamp(catcat.Cell{X: m.cursor.X, Y: m.cursor.Y + 1})
		case key.Matches(msg, m.keys.Left):
			m.cursor = m.clamp(catcat.Cell{X: m.cursor.X - 1, Y: m.cursor.Y})
		case key.Matches(msg, m.keys.Right):
			m.cursor = m.clamp(catcat.Cell{X: m.cursor.X + 1, Y: m.cursor.Y})
		case key.Matches(msg, m.keys.Choose):
			return m.play(m.cursor.String())
		}
	}
	if m.pz.Game == puzzle.Cabeza {
		switch {
		case key.Matches(msg, m.keys.Up):
			return m.moveSquare(0, 1), nil
		case key.Matches(msg, m.keys.Down):
			return m.moveSquare(0, -1), nil
		case key.Matches(msg, m.keys.Left):
			return m.moveSquare(-1, 0), nil
		case key.Matches(msg, m.keys.Right):
			return m.moveSquare(1, 0), nil
		case key.Matches(msg, m.keys.Choose):
			return m.enter()
		case key.Matches(msg, m.keys.NextLanding):
			return m.pickAt(m.square)
		}
	}
	if key.Matches(msg, m.keys.Type) {
		m.typing, m.keys.typing = true, true
		m.input.SetValue("")
		return m, m.input.Focus()
	}
	return m, nil
}

func (m Model) clamp(c catcat.Cell) catcat.Cell {
	h := m.pz.CatcatPosition().Size().Half()
	c.X = max(-h, min(h, c.X))
	c.Y = max(-h, min(h, c.Y))
	return c
}

// typed is a key while the move field has the keyboard.
func (m Model) typed(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch msg.Type {
	case tea.KeyEsc:
		m.typing, m.keys.typing = false, false
		m.input.Blur()
		return m, nil
	case tea.KeyEnter:
		m.typing, m.keys.typing = false, false
		m.input.Blur()
		return m.play(m.input.Value())
	}
	var cmd tea.Cmd
	m.input, cmd, _ = textfield.Edit(m.input, msg)
	return m, cmd
}

// done reports a puzzle played to its end (solved, or its solution shown).
func (m Model) done() bool { return m.solved || m.shown }

// Progress is the trainer's progress now, for tests.
func (m Model) Progress() Progress { return m.progress.Clone() }

// Puzzle is the puzzle on the board, for tests.
func (m Model) Puzzle() (puzzle.Puzzle, bool) { return m.pz, m.solving }

// WithPuzzle shows p, for tests.
func (m Model) WithPuzzle(p puzzle.Puzzle) Model { return m.start(p) }

func (m Model) KeyMap() help.KeyMap { return m.keys }

func (m Model) Rules() string {
	return "Puzzles: the side to move has a forced result and one first move that gets it. " +
		"Play it; the other side answers with its best defence. A wrong move is shown refuted; " +
		"a hint or the solution counts the puzzle as missed for your rating (Glicko-2, as lichess rates puzzles)."
}

func (m Model) MinSize() (int, int) { return 60, 20 }

func (m Model) Typing() bool { return m.typing }
