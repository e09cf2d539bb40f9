package tui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// catcatBase is what the Catch the Cat screen shares with every game
// screen.
type catcatBase = gameBase[*catcat.Game, catcat.Cell, catcat.Position, catcatLine]

// catcatGame is the Catch the Cat screen: the hex board, and beside it
// who plays, whose turn, the moves so far, the AI's state and, at the
// end, the result and both sides' points.
type catcatGame struct {
	catcatBase
	keys  catcatKeys
	setup CatcatSetup
	start catcat.Position
	dist  *catcat.Distances

	board   hexBoard
	cursor  catcat.Cell
	prefCol int // the screen column the cursor keeps to when moving up/down

	ov       catcatOverlays  // heat map, way out, next block
	anPos    catcat.Position // the position the analysis belongs to
	blunder  catcatBlunder   // the end-of-game blunder check
	thinkCat time.Duration   // the AI's thinking time, per side, for the record
	thinkCtc time.Duration
}

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
	m := catcatGame{
		catcatBase: newGameBase[*catcat.Game, catcat.Cell, catcat.Position, catcatLine](opts, catcat.NewGame(pos), "x,y e.g. -1,2", 16),
		keys:       defaultCatcatKeys, setup: s, start: pos, dist: new(catcat.Distances),
	}
	m.board = newHexBoard(m.st, m.gl, 2)
	m.setCursor(pos.Cat())
	if s.Record != nil {
		if err := m.openRecorded(s.Record.Game()); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (m catcatGame) player(t catcat.Turn) Player {
	if t == catcat.CatToMove {
		return m.setup.Cat
	}
	return m.setup.Catcher
}

// Setup is the game the screen was opened for.
func (m catcatGame) Setup() CatcatSetup { return m.setup }

func (m catcatGame) aiVsAI() bool { return m.setup.Cat.AI && m.setup.Catcher.AI }

func (m catcatGame) humanToMove() bool {
	return !m.game.Over() && !m.player(m.game.Position().Turn()).AI
}

func (m catcatGame) sideToMove() string { return m.game.Position().Turn().String() }

func (m *catcatGame) setCursor(c catcat.Cell) {
	m.cursor = c
	m.prefCol = 2*c.X + (c.Y & 1)
}

// placeCursor puts the cursor on the cat, where the next move starts.
func (m *catcatGame) placeCursor() { m.setCursor(m.game.Position().Cat()) }

// catcatAIMove is what an AI search returns.
type catcatAIMove struct {
	cell  catcat.Cell
	think time.Duration
}

// next starts what the position calls for (see gameBase.goOn).
func (m *catcatGame) next() tea.Cmd { return m.goOn(m) }

// think starts the AI of the side to move on a copy of the position.
func (m *catcatGame) think() tea.Cmd {
	pos := m.game.Position()
	p := m.player(pos.Turn())
	agent := catcatAgents.cat
	if pos.Turn() == catcat.CatcherToMove {
		agent = catcatAgents.catcher
	}
	who := fmt.Sprintf("%s AI (%s)", capital(pos.Turn().String()), CatcatLevelName(p.Level))
	return m.startAI(who, func(_ context.Context, _ func(engineInfo)) any {
		t0 := time.Now()
		c := agent(pos, p.Level)
		return catcatAIMove{c, time.Since(t0)}
	})
}

// Update hands what every game screen handles alike to its base, the rest
// to update; then the overlays, the analysis and the blunder check follow
// the position shown.
func (m catcatGame) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if cmd, done := m.route(&m, msg, m.keys.gameKeys); done {
		return m, cmd
	}
	before := m.an.job
	cmd := m.update(msg)
	m.ov.refresh(&m, false)
	cmd = tea.Batch(m.follow(&m, before, cmd), m.blunderCheck())
	return m, cmd
}

func (m *catcatGame) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case catcatBlunderMsg:
		m.takeBlunder(msg)
	case tea.WindowSizeMsg:
		m.resize(msg)
		m.board = newHexBoard(m.st, m.gl, hexPitch(m.setup.Size, msg.Width, msg.Height))
	case gameStartMsg:
		return m.next()
	case spinner.TickMsg:
		return m.panel.update(msg)
	case searchProgressMsg:
		cmd, _ := m.aiProgress(msg)
		return cmd
	case searchDoneMsg:
		r, ok := m.aiDone(msg)
		if !ok {
			return nil // a search we cancelled: never apply it
		}
		return m.played(r.(catcatAIMove))
	case paceMsg:
		if !m.due(msg) || m.job != nil || m.game.Over() {
			return nil
		}
		return m.think()
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
			return nil
		}
		c, ok := m.board.cellAt(m.game.Position(), msg.X-hexLeft, msg.Y-hexTop)
		if !ok {
			return nil
		}
		m.setCursor(c)
		return m.act(c)
	case tea.KeyMsg:
		if m.prompting {
			return m.promptKey(msg, m.enterCell)
		}
		if cmd, ok := m.historyKey(m, msg, m.keys.gameKeys, catcatDeepen, "f deepens one ply"); ok {
			return cmd
		}
		if m.overlayKey(msg) {
			return nil
		}
		return m.key(msg)
	default:
		return m.blink(msg)
	}
	return nil
}

// played plays the cell the AI chose; an invalid one loses the game.
func (m *catcatGame) played(mv catcatAIMove) tea.Cmd {
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
	return m.next()
}

// newBoard starts a game on a new random board.
func (m *catcatGame) newBoard() tea.Cmd {
	s := m.setup
	s.Seed = uint64(rand.IntN(1_000_000))
	return m.restart(s)
}

// interrupt is ctrl+c (see guard.interrupt).
func (m catcatGame) interrupt() (screen, string, bool) {
	farewell, quit := m.interruptGame(&m)
	return m, farewell, quit
}

// renew is the restart or the new board a question was about.
func (m *catcatGame) renew(a confirmAsk) tea.Cmd {
	if a == askRestart {
		return m.restart(m.setup)
	}
	return m.newBoard()
}

// restart begins a game of setup s in place, cancelling any search.
func (m *catcatGame) restart(s CatcatSetup) tea.Cmd {
	m.stopSearch()
	fresh, err := newCatcatGame(m.opts, s)
	if err != nil {
		m.say(true, "%v", err)
		return nil
	}
	f := fresh.(catcatGame)
	f.keepLayout(&m.catcatBase)
	f.board = m.board
	f.an.on = m.an.on // analysis stays on for the new board
	f.say(false, "new game: seed %d", s.Seed)
	*m = f
	return f.Init()
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

// enterCell plays the cell typed at the prompt; a mistyped or forbidden
// move is explained while the text stays for correcting (as Cabeza's
// prompt does).
func (m *catcatGame) enterCell(text string) tea.Cmd {
	c, err := catcat.ParseCell(text)
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

// undo takes moves back (see gameBase.undoMoves), closing the prompt.
func (m *catcatGame) undo() tea.Cmd {
	m.closePrompt()
	return m.undoMoves(m)
}

// save writes the game's record (see gameBase.saveGame).
func (m *catcatGame) save() bool { return m.saveGame(m) }

func (m *catcatGame) recordText(g *catcat.Game, now time.Time) (string, []byte, error) {
	text, err := catcatRecordText(g, m.setup, now)
	return "catcat", text, err
}

// recordInProgress is the record of a game with moves that is not over.
func (m catcatGame) recordInProgress(now time.Time) (string, []byte, bool, error) {
	return m.inProgress(&m, now)
}

func (m catcatGame) keyMap() help.KeyMap { return m.keys }
func (m catcatGame) rules() string       { return rulesCatcat }
func (m catcatGame) typing() bool        { return m.prompting }

func (m catcatGame) minSize() (int, int) {
	n := m.setup.Size
	return hexLeft + hexWidth(n, 2) + hexGap + hexPanelW, max(n, 16) + hexTop + 2
}
