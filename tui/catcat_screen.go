package tui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// catcatGame is the Catch the Cat screen: the hex board, and beside it
// who plays, whose turn, the moves so far, the AI's state and, at the
// end, the result and both sides' points.
type catcatGame struct {
	opts  Options
	st    styles
	gl    glyphs
	keys  catcatKeys
	help  help.Model
	setup CatcatSetup
	start catcat.Position
	game  *catcat.Game // changed only in Update
	dist  *catcat.Distances

	board  hexBoard
	cursor catcat.Cell

	prompting bool
	prompt    textinput.Model // a move typed as x,y
	prefCol   int             // the screen column the cursor keeps to when moving up/down

	panel    enginePanel
	job      *searchJob
	ov       catcatOverlays // heat map, way out, next block
	walk     catcatWalk     // history walk and side line
	an       catcatAnalysis // the engine on the shown position, for the person
	blunder  catcatBlunder  // the end-of-game blunder check
	thinkCat time.Duration  // the AI's thinking time, per side, for the record
	thinkCtc time.Duration
	pacer

	guard // asks before a game with unsaved moves is thrown away

	status   string
	problem  bool
	escArmed bool
	width    int
	height   int
}

// Layout: a title line, the board from line 1 at column 1, the panel to
// its right; the status and key lines below.
const (
	hexTop    = 1
	hexLeft   = 1
	hexGap    = 3
	hexPanelW = 30
	hexChrome = hexLeft + hexGap + hexPanelW
	// The big cells (pitch 6 and 8) come only with the widest side panel
	// and this many lines: a big board never squeezes the panel.
	hexWidePanelW = 44
	hexBigHeight  = 30
)

func newCatcatGame(opts Options, s CatcatSetup) (screen, error) {
	if s.Record != nil {
		s.Size = s.Record.Start.Size().N()
	}
	if err := CheckCatcatSetup(s); err != nil {
		return nil, err
	}
	size, err := catcat.NewSize(s.Size)
	if err != nil {
		return nil, err
	}
	for _, p := range []Player{s.Cat, s.Catcher} {
		if err := opts.allowAI(p, false); err != nil {
			return nil, err
		}
	}
	if (s.Cat.AI && catcatAgents.cat == nil) || (s.Catcher.AI && catcatAgents.catcher == nil) {
		return nil, errors.New("the Catch the Cat AI is not built in yet: play hot-seat")
	}
	var pos catcat.Position
	if s.Record != nil {
		pos = s.Record.Start
	} else if s.Start != nil {
		pos = *s.Start
	} else if pos, err = catcat.RandomStart(size, s.Density, s.Seed); err != nil {
		return nil, err
	}
	st := newStyles(opts)
	h := newHelp(st)
	m := catcatGame{
		opts: opts, st: st, gl: newGlyphs(opts), keys: defaultCatcatKeys, help: h,
		setup: s, start: pos, game: catcat.NewGame(pos), dist: new(catcat.Distances),
		panel: newEnginePanel(st, opts), pacer: newPacer(),
		prompt: newTextField(st, "move: ", "x,y e.g. -1,2", 16, 0, nil),
	}
	m.board = newHexBoard(st, m.gl, 2)
	m.setCursor(pos.Cat())
	if s.Record != nil {
		g, err := s.Record.Game()
		if err != nil {
			return nil, err
		}
		m.walk = catcatWalk{line: g, tip: g} // opened at the start: > steps, end jumps
		m.game = cutCatcat(g, 0)
		m.savedMoves = movesKey(g.Moves()) // on file already
	}
	return m, nil
}

// Init cannot change the model, so the first AI move is started from
// Update, by a message.
func (m catcatGame) Init() tea.Cmd { return func() tea.Msg { return gameStartMsg{} } }

func (m catcatGame) player(t catcat.Turn) Player {
	if t == catcat.CatToMove {
		return m.setup.Cat
	}
	return m.setup.Catcher
}

func (m catcatGame) aiVsAI() bool { return m.setup.Cat.AI && m.setup.Catcher.AI }

func (m *catcatGame) setCursor(c catcat.Cell) {
	m.cursor = c
	m.prefCol = 2*c.X + (c.Y & 1)
}

// catcatAIMove is what an AI search returns.
type catcatAIMove struct {
	cell  catcat.Cell
	think time.Duration
}

// next starts what the position calls for: nothing when a person is to
// move or the game is over; an AI search now (against a person) or after
// the pace timer (AI against AI).
func (m *catcatGame) next() tea.Cmd {
	if m.game.Over() || m.job != nil || m.walk.walking() {
		return nil
	}
	pos := m.game.Position()
	if !m.player(pos.Turn()).AI {
		return nil
	}
	if m.aiVsAI() {
		return m.wait()
	}
	return m.think()
}

// think starts the AI of the side to move on a copy of the position.
func (m *catcatGame) think() tea.Cmd {
	pos := m.game.Position()
	p := m.player(pos.Turn())
	agent := catcatAgents.cat
	if pos.Turn() == catcat.CatcherToMove {
		agent = catcatAgents.catcher
	}
	job, cmd := newSearch(func(_ context.Context, _ func(engineInfo)) any {
		t0 := time.Now()
		c := agent(pos, p.Level)
		return catcatAIMove{c, time.Since(t0)}
	})
	m.job = job
	who := fmt.Sprintf("%s AI (%s)", capital(pos.Turn().String()), CatcatLevelName(p.Level))
	return tea.Batch(cmd, m.panel.start(who, time.Now()))
}

// stop cancels a running search; its result will be dropped.
func (m *catcatGame) stopSearch() {
	m.an.stopJob()
	m.job.stop()
	m.job = nil
	m.panel.stop()
}

func (m catcatGame) stop() { m.job.stop(); m.an.stopJob() }

// update is the screen without its overlays (see catcat_overlay.go).
func (m catcatGame) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width - 2
		m.board = newHexBoard(m.st, m.gl, hexPitch(m.setup.Size, msg.Width, msg.Height))
	case gameStartMsg:
		return m, m.next()
	case spinner.TickMsg:
		return m, m.panel.update(msg)
	case searchDoneMsg:
		if m.job == nil || msg.id != m.job.id {
			return m, nil // a search we cancelled: never apply it
		}
		m.job = nil
		m.panel.stop()
		mv := msg.result.(catcatAIMove)
		side := m.game.Position().Turn()
		if side == catcat.CatToMove {
			m.thinkCat += mv.think
		} else {
			m.thinkCtc += mv.think
		}
		m.panel.note = fmt.Sprintf("played %v in %v", mv.cell, mv.think.Round(10*time.Microsecond))
		if err := m.game.Play(mv.cell); err != nil {
			m.say(true, "the %s AI made an invalid move and loses: %v", side, err)
		} else if m.clearStatus(); !m.game.Over() {
			m.setCursor(m.game.Position().Cat())
		}
		return m, m.next()
	case paceMsg:
		if !m.due(msg) || m.job != nil || m.game.Over() {
			return m, nil
		}
		return m, m.think()
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
			return m, nil
		}
		c, ok := m.board.cellAt(m.game.Position(), msg.X-hexLeft, msg.Y-hexTop)
		if !ok {
			return m, nil
		}
		m.setCursor(c)
		return m, m.act(c)
	case tea.KeyMsg:
		return m.key(msg)
	default:
		if m.prompting { // the prompt's cursor blinks
			var cmd tea.Cmd
			m.prompt, cmd = m.prompt.Update(msg)
			return m, cmd
		}
	}
	return m, nil
}

func (m catcatGame) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	if !key.Matches(msg, k.Menu) {
		m.escArmed = false
	}
	dirs := []struct {
		b key.Binding
		d catcat.Direction
	}{{k.Left, catcat.West}, {k.Right, catcat.East}, {k.NW, catcat.NorthWest}, {k.NE, catcat.NorthEast}, {k.SW, catcat.SouthWest}, {k.SE, catcat.SouthEast}}
	for _, d := range dirs {
		if key.Matches(msg, d.b) {
			m.moveCursor(m.cursor.Neighbour(d.d))
			return m, nil
		}
	}
	catDirs := []struct {
		b key.Binding
		d catcat.Direction
	}{{k.CatW, catcat.West}, {k.CatE, catcat.East}, {k.CatNW, catcat.NorthWest}, {k.CatNE, catcat.NorthEast}, {k.CatSW, catcat.SouthWest}, {k.CatSE, catcat.SouthEast}}
	for _, d := range catDirs {
		if key.Matches(msg, d.b) {
			if m.game.Position().Turn() != catcat.CatToMove {
				m.say(true, "it is the catcher's turn: move the cursor and press enter to block")
				return m, nil
			}
			c := m.game.Position().Cat().Neighbour(d.d)
			return m, m.act(c)
		}
	}
	switch {
	case key.Matches(msg, k.Up):
		m.moveVertical(-1)
	case key.Matches(msg, k.Down):
		m.moveVertical(+1)
	case key.Matches(msg, k.Act):
		return m, m.act(m.cursor)
	case key.Matches(msg, k.Type):
		if !m.humanToMove() {
			m.act(m.cursor) // says why not
			return m, nil
		}
		m.prompting = true
		m.status = ""
		return m, m.prompt.Focus()
	case key.Matches(msg, k.Undo):
		return m, m.undo()
	case key.Matches(msg, k.Restart):
		if m.unsaved() {
			return m.confirm(askRestart)
		}
		return m.restart(m.setup)
	case key.Matches(msg, k.New):
		if m.unsaved() {
			return m.confirm(askNew)
		}
		return m.newBoard()
	case key.Matches(msg, k.Pause):
		if !m.aiVsAI() {
			m.say(false, "pause is for AI vs AI")
			return m, nil
		}
		m.say(false, "%s", m.togglePause())
		if m.paused {
			return m, nil
		}
		return m, m.next()
	case key.Matches(msg, k.Step):
		if m.job != nil || m.game.Over() || !m.player(m.game.Position().Turn()).AI {
			return m, nil
		}
		m.paused = true
		m.say(false, "one move, then %s", pausedWords)
		return m, m.think()
	case key.Matches(msg, k.Faster):
		m.say(false, "%s", m.faster())
	case key.Matches(msg, k.Slower):
		m.say(false, "%s", m.slower())
	case key.Matches(msg, k.Menu):
		if m.escArmed && m.unsaved() {
			m.escArmed = false
			return m.confirm(askMenu)
		}
		if m.escArmed {
			m.stopSearch()
			return m, toMenu
		}
		m.escArmed = true
		m.say(false, "esc again: back to the menu (this game is left)")
	case key.Matches(msg, k.Quit):
		if m.unsaved() {
			return m.confirm(askQuit)
		}
		m.stopSearch()
		return m, tea.Quit
	}
	return m, nil
}

// newBoard starts a game on a new random board.
func (m catcatGame) newBoard() (tea.Model, tea.Cmd) {
	s := m.setup
	s.Seed = uint64(rand.IntN(1_000_000))
	return m.restart(s)
}

// interrupt is ctrl+c (see guard.interrupt).
func (m catcatGame) interrupt() (screen, string, bool) {
	farewell, quit := m.guard.interrupt(&m, m.unsaved(), len(m.record().Moves()))
	return m, farewell, quit
}

// confirm asks before a game with unsaved moves is thrown away.
func (m catcatGame) confirm(a confirmAsk) (tea.Model, tea.Cmd) {
	m.guard.confirm(&m, a, len(m.record().Moves()))
	return m, nil
}

// answer is the key after a question: y goes on, w saves first, any
// other key keeps the game.
func (m catcatGame) answer(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	a, saved, ok := m.guard.answer(&m, msg, func() string { return m.status })
	if !ok {
		return m, nil
	}
	var next tea.Model
	var cmd tea.Cmd
	switch a {
	case askQuit:
		m.stopSearch()
		if saved != "" {
			return m, quitWith(m.guard.savedNote()) // said after the program
		}
		return m, tea.Quit
	case askMenu:
		m.stopSearch()
		return m, toMenu
	case askRestart:
		next, cmd = m.restart(m.setup)
	default:
		next, cmd = m.newBoard()
	}
	if f, ok := next.(catcatGame); ok && saved != "" {
		f.say(false, "%s; new game", saved)
		return f, cmd
	}
	return next, cmd
}

// clearStatus drops a message once a move has made it stale ("resumed",
// "wait: …"); a question waiting for its answer stays.
func (m *catcatGame) clearStatus() {
	if m.ask == askNone {
		m.status, m.problem = "", false
	}
}

func (m *catcatGame) say(problem bool, format string, a ...any) {
	m.status, m.problem = fmt.Sprintf(format, a...), problem
}

// moveCursor moves the cursor to c if it is on the board.
func (m *catcatGame) moveCursor(c catcat.Cell) {
	if m.game.Position().Size().Contains(c) {
		m.setCursor(c)
	}
}

// moveVertical moves the cursor one row up or down, to the cell of that
// row nearest the column it keeps to, so repeated presses go straight.
func (m *catcatGame) moveVertical(dy int) {
	y := m.cursor.Y + dy
	if !m.game.Position().Size().Contains(catcat.Cell{X: 0, Y: y}) {
		return
	}
	// Screen column of cell x in row y is 2x + (y&1); pick the nearest,
	// the left one on a tie.
	x := (m.prefCol - (y & 1)) >> 1
	c := catcat.Cell{X: x, Y: y}
	if m.game.Position().Size().Contains(c) {
		m.cursor = c
	}
}

// act plays the person's move at c: the cat moves there or the catcher
// blocks it. A move the rules forbid is explained and not played: only
// an AI loses by an invalid move, a person just tries again.
func (m *catcatGame) act(c catcat.Cell) tea.Cmd {
	pos := m.game.Position()
	switch {
	case m.game.Over():
		m.say(true, "the game is over: z undoes, r restarts, g starts a new board")
		return nil
	case m.player(pos.Turn()).AI:
		if m.aiVsAI() {
			m.say(true, "the AI plays both sides: p pause · s step")
		} else {
			m.say(true, "wait: the %s AI is to move", pos.Turn())
		}
		return nil
	}
	if _, err := pos.Play(c); err != nil {
		var me *catcat.MoveError
		if errors.As(err, &me) {
			m.say(true, "%v: %v", c, me.Rule)
		} else {
			m.say(true, "%v", err)
		}
		return nil
	}
	m.game.Play(c)
	m.status = ""
	m.setCursor(m.game.Position().Cat()) // where the next move starts
	return m.next()
}

// typeKey edits the move prompt; Enter plays the cell typed, and a
// mistyped or forbidden move is explained while the text stays for
// correcting (as Cabeza's prompt does).
func (m *catcatGame) typeKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEsc:
		m.closePrompt()
		m.status = ""
		return nil
	case tea.KeyEnter:
		c, err := catcat.ParseCell(m.prompt.Value())
		if err != nil {
			m.say(true, "%v", err)
			return nil
		}
		if m.game.Position().Size().Contains(c) {
			m.setCursor(c) // the board shows the cell the message is about
		}
		played := len(m.game.Moves())
		cmd := m.act(c)
		if len(m.game.Moves()) != played {
			m.closePrompt()
		}
		return cmd
	}
	var cmd tea.Cmd
	var edited bool
	if m.prompt, cmd, edited = editText(m.prompt, msg); edited {
		m.status = ""
	}
	return cmd
}

func (m *catcatGame) closePrompt() {
	m.prompting = false
	m.prompt.Blur()
	m.prompt.SetValue("")
}

// undo takes moves back: against the AI to the person's previous turn,
// otherwise one move. A running search is cancelled first.
func (m *catcatGame) undo() tea.Cmd {
	m.stopSearch()
	m.closePrompt()
	m.panel.clear()
	if !m.game.Undo() {
		m.say(true, "nothing to undo")
		return nil
	}
	if !m.aiVsAI() {
		for m.player(m.game.Position().Turn()).AI && m.game.Undo() {
		}
	} else {
		m.paused = true
	}
	m.setCursor(m.game.Position().Cat())
	m.say(false, "undone: %s to move", m.game.Position().Turn())
	if m.aiVsAI() {
		m.status += " · " + pausedWords
	}
	return m.next()
}

// restart begins a game of setup s in place, cancelling any search.
func (m catcatGame) restart(s CatcatSetup) (tea.Model, tea.Cmd) {
	m.stopSearch()
	fresh, err := newCatcatGame(m.opts, s)
	if err != nil {
		m.say(true, "%v", err)
		return m, nil
	}
	f := fresh.(catcatGame)
	f.width, f.height, f.help, f.board, f.pace = m.width, m.height, m.help, m.board, m.pace
	f.an.on = m.an.on // analysis stays on for the new board
	f.say(false, "new game: seed %d", s.Seed)
	return f, f.Init()
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (m catcatGame) keyMap() help.KeyMap { return m.keys }
func (m catcatGame) rules() string       { return rulesCatcat }
func (m catcatGame) typing() bool        { return m.prompting }

func (m catcatGame) minSize() (int, int) {
	n := m.setup.Size
	return hexLeft + hexWidth(n, 2) + hexGap + hexPanelW, max(n, 16) + hexTop + 2
}
