package catcatgame

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
	"cabezacat/internal/quote"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/confirm"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/components/hexboard"
	"cabezacat/tui/game"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/record"
)

// base is what the Catch the Cat screen shares with every game
// screen.
type base = game.Base[*catcat.Game, catcat.Cell, catcat.Position, catcatLine]

// Model is the Catch the Cat screen: the hex board, and beside it
// who plays, whose turn, the moves so far, the AI's state and, at the
// end, the result and both sides' points.
type Model struct {
	base
	keys  catcatKeys
	setup gamesetup.CatcatSetup
	start catcat.Position
	dist  *catcat.Distances

	board   hexboard.Board
	cursor  catcat.Cell
	prefCol int // the screen column the cursor keeps to when moving up/down

	ov       catcatOverlays // heat map, way out, next block
	blunder  catcatBlunder  // the end-of-game blunder check
	thinkCat time.Duration  // the AI's thinking time, per side, for the record
	thinkCtc time.Duration
	table    game.AtTable // the clocks and an ending a table adds (see WithTable)
}

func New(opts common.Options, s gamesetup.CatcatSetup) (common.Screen, error) {
	if s.Record != nil {
		s.Size = s.Record.Start.Size().N()
	}
	if err := gamesetup.CheckCatcatSetup(s); err != nil {
		return nil, err
	}
	size, err := catcat.NewSize(s.Size)
	if err != nil {
		return nil, err
	}
	for _, p := range []gamesetup.Player{s.Cat, s.Catcher} {
		if err := opts.AllowAI(p, false); err != nil {
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
	m := Model{
		base: game.NewBase[*catcat.Game, catcat.Cell, catcat.Position, catcatLine](opts, catcat.NewGame(pos), "x,y e.g. -1,2", 16),
		keys: defaultCatcatKeys, setup: s, start: pos, dist: new(catcat.Distances),
	}
	m.board = hexboard.New(m.St, m.Gl, 2)
	m.setCursor(pos.Cat())
	if s.Record != nil {
		if err := m.OpenRecorded(s.Record.Game()); err != nil {
			return nil, err
		}
		m.PlaceCursor()
		m.SayOpened(s.File, m.standing())
	}
	return m, nil
}

// standing says where an opened game stands: how it ended (as the
// record says, when a program lost without a move: see recordedEnd), or
// whose move it is.
func (m Model) standing() string {
	turn := m.Game.Position().Turn()
	r := m.setup.Record
	switch {
	case m.Game.Over():
		return m.Game.Result().String()
	case r != nil && r.Outcome.Over():
		w, _ := r.Outcome.Winner()
		return fmt.Sprintf("the %s wins (recorded)", w)
	case r != nil && record.CatcatEnding(r) != "":
		// A table's game that ended off the board (see Cabeza's).
		return fmt.Sprintf("%s (recorded); the %s to move, to play on", quote.Text(record.CatcatEnding(r), 120), turn)
	case m.player(turn).AI:
		return fmt.Sprintf("the %s AI to move", turn)
	}
	return fmt.Sprintf("the %s to move", turn)
}

func (m Model) player(t catcat.Turn) gamesetup.Player {
	if t == catcat.CatToMove {
		return m.setup.Cat
	}
	return m.setup.Catcher
}

// Setup is the game the screen was opened for.
func (m Model) Setup() gamesetup.CatcatSetup { return m.setup }

func (m Model) AIVsAI() bool { return m.setup.Cat.AI && m.setup.Catcher.AI }

func (m Model) HumanToMove() bool {
	return !m.Game.Over() && !m.player(m.Game.Position().Turn()).AI
}

func (m Model) SideToMove() string { return m.Game.Position().Turn().String() }

func (m *Model) setCursor(c catcat.Cell) {
	m.cursor = c
	m.prefCol = 2*c.X + (c.Y & 1)
}

// PlaceCursor puts the cursor on the cat, where the next move starts.
func (m *Model) PlaceCursor() { m.setCursor(m.Game.Position().Cat()) }

// catcatAIMove is what an AI search returns.
type catcatAIMove struct {
	cell  catcat.Cell
	think time.Duration
}

// Next starts what the position calls for (see game.Base.GoOn).
func (m *Model) Next() tea.Cmd { return m.GoOn(m) }

// Think starts the AI of the side to move on a copy of the position.
func (m *Model) Think() tea.Cmd {
	pos := m.Game.Position()
	p := m.player(pos.Turn())
	agent := catcatAgents.cat
	if pos.Turn() == catcat.CatcherToMove {
		agent = catcatAgents.catcher
	}
	who := fmt.Sprintf("%s AI (%s)", common.Capital(pos.Turn().String()), gamesetup.CatcatLevelName(p.Level))
	return m.StartAI(who, func(_ context.Context, _ func(enginepanel.Info)) any {
		t0 := time.Now()
		c := agent(pos, p.Level)
		return catcatAIMove{c, time.Since(t0)}
	})
}

// Update hands what every game screen handles alike to its base, the rest
// to update; then the overlays, the analysis and the blunder check follow
// the position shown.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if cmd, done := m.Route(&m, msg, m.keys.Keys); done {
		return m, cmd
	}
	before := m.Analysis.Job
	cmd := m.update(msg)
	m.ov.refresh(&m, false)
	cmd = tea.Batch(m.Follow(&m, before, cmd), m.blunderCheck())
	return m, cmd
}

func (m *Model) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case catcatBlunderMsg:
		m.takeBlunder(msg)
	case tea.WindowSizeMsg:
		m.Resize(msg)
		m.board = hexboard.New(m.St, m.Gl, hexPitch(m.setup.Size, msg.Width, msg.Height))
	case game.StartMsg:
		return m.Next()
	case spinner.TickMsg:
		return m.Panel.Update(msg)
	case analysis.ProgressMsg:
		cmd, _ := m.AIProgress(msg)
		return cmd
	case analysis.DoneMsg:
		r, ok := m.AIDone(msg)
		if !ok {
			return nil // a search we cancelled: never apply it
		}
		return m.played(r.(catcatAIMove))
	case game.PaceMsg:
		if !m.Due(msg) || m.Job != nil || m.Game.Over() {
			return nil
		}
		return m.Think()
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
			return nil
		}
		c, ok := m.board.CellAt(m.Game.Position(), msg.X-hexLeft, msg.Y-hexTop)
		if !ok {
			return nil
		}
		m.setCursor(c)
		return m.act(c)
	case tea.KeyMsg:
		if m.Prompting {
			return m.PromptKey(msg, m.enterCell)
		}
		// The one-line form: what `cabezacat catcat solve` takes as one
		// argument, pasted between quotes.
		if cmd, ok := m.CopyKey(m, msg, catcat.Position.OneLine); ok {
			return cmd
		}
		if cmd, ok := m.HistoryKey(m, msg, m.keys.Keys, catcatDeepen, "f deepens one ply"); ok {
			return cmd
		}
		if m.overlayKey(msg) {
			return nil
		}
		return m.key(msg)
	default:
		return m.Blink(msg)
	}
	return nil
}

// played plays the cell the AI chose; an invalid one loses the game.
func (m *Model) played(mv catcatAIMove) tea.Cmd {
	side := m.Game.Position().Turn()
	if side == catcat.CatToMove {
		m.thinkCat += mv.think
	} else {
		m.thinkCtc += mv.think
	}
	m.Panel.Note = fmt.Sprintf("played %v in %v", mv.cell, mv.think.Round(10*time.Microsecond))
	if err := m.Game.Play(mv.cell); err != nil {
		m.Say(true, "the %s AI made an invalid move and loses: %v", side, err)
	} else if m.ClearStatus(); !m.Game.Over() {
		m.setCursor(m.Game.Position().Cat())
	}
	return m.Next()
}

// newBoard starts a game on a new random board.
func (m *Model) newBoard() tea.Cmd {
	s := m.setup
	s.Seed = uint64(rand.IntN(1_000_000))
	if s.Record != nil { // a board of the opened record's size, not the record again
		s.Record, s.File, s.Density = nil, "", gamesetup.CatcatDefaultDensity
	}
	return m.restart(s)
}

// Interrupt is ctrl+c (see confirm.Guard.Interrupt).
func (m Model) Interrupt() (common.Screen, string, bool) {
	farewell, quit := m.InterruptGame(&m)
	return m, farewell, quit
}

// Renew is the restart or the new board a question was about.
func (m *Model) Renew(a confirm.Ask) tea.Cmd {
	if a == confirm.AskRestart {
		return m.restart(m.setup)
	}
	return m.newBoard()
}

// restart begins a game of setup s in place, cancelling any search.
func (m *Model) restart(s gamesetup.CatcatSetup) tea.Cmd {
	m.StopSearch()
	said := fmt.Sprintf("new game: seed %d", s.Seed)
	if s.Record != nil { // the opened record's start, without its moves
		start := s.Record.Start
		s.Start, s.Record, s.File = &start, nil, ""
		said = "new game from the record's start"
	}
	fresh, err := New(m.Opts, s)
	if err != nil {
		m.Say(true, "%v", err)
		return nil
	}
	f := fresh.(Model)
	f.KeepLayout(&m.base)
	f.board = m.board
	f.Analysis.On = m.Analysis.On // analysis stays on for the new board
	f.Say(false, "%s", said)
	*m = f
	return f.Init()
}

// moveCursor moves the cursor to c if it is on the board.
func (m *Model) moveCursor(c catcat.Cell) {
	if m.Game.Position().Size().Contains(c) {
		m.setCursor(c)
	}
}

// moveVertical moves the cursor one row up or down, to the cell of that
// row nearest the column it keeps to, so repeated presses go straight.
func (m *Model) moveVertical(dy int) {
	y := m.cursor.Y + dy
	if !m.Game.Position().Size().Contains(catcat.Cell{X: 0, Y: y}) {
		return
	}
	// Screen column of cell x in row y is 2x + (y&1); pick the nearest,
	// the left one on a tie.
	x := (m.prefCol - (y & 1)) >> 1
	c := catcat.Cell{X: x, Y: y}
	if m.Game.Position().Size().Contains(c) {
		m.cursor = c
	}
}

// act plays the person's move at c: the cat moves there or the catcher
// blocks it. A move the rules forbid is explained and not played: only
// an AI loses by an invalid move, a person just tries again.
func (m *Model) act(c catcat.Cell) tea.Cmd {
	pos := m.Game.Position()
	switch {
	case m.Game.Over():
		m.Say(true, "the game is over: z undoes, r restarts, g starts a new board")
		return nil
	case m.player(pos.Turn()).AI:
		if m.AIVsAI() {
			m.Say(true, "the AI plays both sides: p pause · s step")
		} else {
			m.Say(true, "wait: the %s AI is to move", pos.Turn())
		}
		return nil
	}
	if _, err := pos.Play(c); err != nil {
		var me *catcat.MoveError
		if errors.As(err, &me) {
			m.Say(true, "%v: %v", c, me.Rule)
		} else {
			m.Say(true, "%v", err)
		}
		return nil
	}
	m.Game.Play(c)
	m.Status = ""
	m.setCursor(m.Game.Position().Cat()) // where the next move starts
	return m.Next()
}

// enterCell plays the cell typed at the prompt; a mistyped or forbidden
// move is explained while the text stays for correcting (as Cabeza's
// prompt does).
func (m *Model) enterCell(text string) tea.Cmd {
	c, err := catcat.ParseCell(text)
	if err != nil {
		m.Say(true, "%v", err)
		return nil
	}
	if m.Game.Position().Size().Contains(c) {
		m.setCursor(c) // the board shows the cell the message is about
	}
	played := len(m.Game.Moves())
	cmd := m.act(c)
	if len(m.Game.Moves()) != played {
		m.ClosePrompt()
	}
	return cmd
}

// undo takes moves back (see game.Base.UndoMoves), closing the prompt.
func (m *Model) undo() tea.Cmd {
	m.ClosePrompt()
	return m.UndoMoves(m)
}

// Save writes the game's record (see game.Base.SaveGame).
func (m *Model) Save() bool { return m.SaveGame(m) }

func (m *Model) RecordText(g *catcat.Game, now time.Time) (string, []byte, error) {
	text, err := record.CatcatText(g, m.setup, now)
	return "catcat", text, err
}

// RecordInProgress is the record of a game with moves that is not over.
func (m Model) RecordInProgress(now time.Time) (string, []byte, bool, error) {
	return m.InProgress(&m, now)
}

func (m Model) KeyMap() help.KeyMap { return m.keys }
func (m Model) Rules() string       { return common.RulesCatcat }

func (m Model) MinSize() (int, int) {
	n := m.setup.Size
	return hexLeft + hexboard.Width(n, 2) + hexGap + hexPanelW, max(n, 16) + hexTop + 2
}
