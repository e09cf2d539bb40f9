package cabezagame

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaengine"
	"cabezacat/cabeza"
	"cabezacat/internal/quote"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/confirm"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/game"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/record"
)

// base is what the Cabeza screen shares with every game screen.
type base = game.Base[*cabeza.Game, cabeza.Move, cabeza.Position, cabezaLine]

// Model is the Cabeza screen: the board, and beside it who plays,
// whose turn, the selected piece or the result, the engine panel and the
// move history.
type Model struct {
	base
	keys  cabezaKeys
	setup gamesetup.CabezaSetup
	board cabezaBoards

	flipped bool
	cursor  cabeza.Square
	sel     int           // owner id of the selected piece; 0 for none
	steps   [][2]int      // the preview's steps so far, as (dx, dy) on the board
	preview cabeza.Move   // the move the steps (or tab, or a click) describe
	choices []cabeza.Move // the selected piece's legal moves, in notation order

	histBack int // rows the history is scrolled back from its end

	anEngine *cabezaengine.Engine // the analysis' own engine (see syncAnalysis)
	ais      [2]cabezaSearcher
	progs    cabezaPrograms // engine programs playing sides, and a forfeit
	table    game.AtTable   // the clocks and an ending a table adds (see WithTable)
	clock    gameClock      // a game against the AI on a clock (clock.go)
	ponder   *ponderState   // the AI thinking on the person's time (ponder.go)
	pondered pondered       // what the AI's running search did on the person's time
}

func New(opts common.Options, s gamesetup.CabezaSetup) (common.Screen, error) {
	start := cabeza.Start()
	if s.Record != nil {
		start = s.Record.Start
	} else if s.Position != "" {
		p, err := cabeza.ParsePosition(s.Position)
		if err != nil {
			return nil, err
		}
		start = p
	}
	var ais [2]cabezaSearcher
	var progs cabezaPrograms
	for pl, p := range []gamesetup.Player{s.Red, s.Blue} {
		if !p.AI {
			continue
		}
		if err := opts.AllowAI(p, true); err != nil {
			return nil, err
		}
		if p.Engine != "" {
			var err error
			if ais[pl], err = progs.start(pl, p.Engine, p.EngineTime); err != nil {
				return nil, err
			}
			continue
		}
		if newCabezaSearcher == nil {
			return nil, errors.New("the Cabeza AI is not built in yet: play hot-seat")
		}
		ais[pl] = newCabezaSearcher(p.Level, opts.SearchThreads())
	}
	m := Model{
		base: game.NewBase[*cabeza.Game, cabeza.Move, cabeza.Position, cabezaLine](opts, cabeza.NewGame(start), "e.g. Fne", 8),
		keys: defaultCabezaKeys, setup: s,
		flipped: !s.Blue.AI && s.Red.AI && opts.Settings.TurnBoard(), // your own side at the bottom, unless the settings say not
		ais:     ais, progs: progs,
	}
	m.board = newCabezaBoards(m.St, m.Gl)
	m.cursor = start.Cabeza(start.Side())
	if s.Record != nil {
		if err := m.OpenRecorded(s.Record.Game()); err != nil {
			return nil, err
		}
		m.PlaceCursor()
	}
	if s.Clock.On() && (s.Record == nil || s.Red.AI || s.Blue.AI) {
		m.startClock(s.Clock, s.Left)
	}
	if s.Record != nil {
		m.SayOpened(s.File, m.standing())
	}
	return m, nil
}

// standing says where an opened game stands: how it ended, or whose
// move it is.
func (m Model) standing() string {
	side := m.Game.Side()
	switch {
	case m.Game.Status().Over():
		return m.Game.Status().String()
	case m.flagged():
		return fmt.Sprintf("%s's flag fell: %s wins", side, side.Opponent())
	case m.setup.Record != nil && record.CabezaEnding(m.setup.Record) != "":
		// A table's game that ended off the board (a resignation, a
		// flag, an adjournment): said, and that play may go on.
		return fmt.Sprintf("%s (recorded); %s to move, to play on", quote.Text(record.CabezaEnding(m.setup.Record), 120), side)
	case m.player(side).AI:
		return m.mover(side) + " to move"
	}
	return side.String() + " to move"
}

func (m Model) player(pl cabeza.Player) gamesetup.Player {
	if pl == cabeza.Red {
		return m.setup.Red
	}
	return m.setup.Blue
}

// mover names who moves for side pl in the status line: "red (the AI)",
// "blue (the engine program)".
func (m Model) mover(pl cabeza.Player) string {
	if m.player(pl).Engine != "" {
		return fmt.Sprintf("%s (the engine program)", pl)
	}
	return fmt.Sprintf("%s (the AI)", pl)
}

// bothSides says who plays AI vs AI: "the AI" when both sides are the
// built-in AI, else each side's engine program or AI level by name.
func (m Model) bothSides() string {
	if m.setup.Red.Engine == "" && m.setup.Blue.Engine == "" {
		return "the AI plays both sides"
	}
	return fmt.Sprintf("%s plays red, %s blue", shortAIName(m.setup.Red, m.St.Ellipsis), shortAIName(m.setup.Blue, m.St.Ellipsis))
}

func (m Model) AIVsAI() bool { return m.setup.Red.AI && m.setup.Blue.AI }

func (m Model) HumanToMove() bool {
	p := m.Game.Position()
	return !m.Over() && !m.player(p.Side()).AI
}

func (m Model) SideToMove() string { return m.Game.Side().String() }

// cabezaAIMove is what a search returns.
type cabezaAIMove struct {
	move cabeza.Move
	err  error
}

// Next starts what the position calls for (see game.Base.GoOn); a side
// whose engine program failed waits for the person (see forfeit).
func (m *Model) Next() tea.Cmd {
	if m.progs.forfeited(m.Game.Side()) {
		return nil
	}
	return m.GoOn(m)
}

// Think starts the AI of the side to move on a copy of the game, or has
// the search it ran on the person's time go on (a ponder hit).
func (m *Model) Think() tea.Cmd {
	p := m.Game.Position()
	side := p.Side()
	if cmd, ok := m.ponderHit(side); ok {
		return cmd
	}
	search := m.ais[side]
	g := cabezaengine.CopyGame(m.Game)
	clock := m.aiClock(side)
	cmd := m.StartAI(common.Capital(side.String())+" "+gamesetup.AIName(m.player(side)), func(ctx context.Context, progress func(enginepanel.Info)) any {
		mv, err := search(ctx, g, aiRequest{clock: clock}, progress)
		return cabezaAIMove{mv, err}
	})
	m.Panel.ScoreFor = side.String()
	return cmd
}

// StopAll stops the searches and the engine programs: the screen is left.
func (m *Model) StopAll() {
	m.stopPonder()
	m.StopSearch()
	m.progs.close(m.Opts)
}

func (m Model) Stop() {
	m.base.Stop()
	if m.ponder != nil {
		m.ponder.job.Stop()
	}
	m.progs.close(m.Opts)
}

// Update hands what every game screen handles alike to its base, the rest
// to update, and then lets the analysis follow the position shown.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if cmd, done := m.Route(&m, msg, m.keys.Keys); done {
		return m, cmd
	}
	if cmd, ok := m.ponderMsg(msg); ok {
		return m, cmd
	}
	before := m.Analysis.Job
	cmd := m.update(msg)
	m.showClocks() // a move played in update starts the other side's clock
	cmd = m.Follow(&m, before, cmd)
	return m, cmd
}

func (m *Model) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.Resize(msg)
	case game.StartMsg:
		if m.clock.on() && !m.Over() { // a game reopened lost on time has no clock to run
			return tea.Batch(m.Next(), m.clock.tick())
		}
		return m.Next()
	case clockTickMsg:
		return m.clockTicked(msg)
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
		return m.played(r.(cabezaAIMove), msg.Infos)
	case game.PaceMsg:
		if !m.Due(msg) || m.Job != nil || m.Game.Status().Over() {
			return nil
		}
		return m.Think()
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
			return nil
		}
		sq, ok := m.shownBoard().SquareAt(msg.X, msg.Y, m.flipped)
		if !ok {
			return nil
		}
		return m.click(sq)
	case tea.KeyMsg:
		if m.Prompting {
			return m.PromptKey(msg, m.enterMove)
		}
		if cmd, ok := m.CopyKey(m, msg, cabeza.Position.String); ok {
			return cmd
		}
		if cmd, ok := m.HistoryKey(m, msg, m.keys.Keys, analysis.Keys.Deepen, "d deepens one depth"); ok {
			return cmd
		}
		return m.key(msg)
	default:
		return m.Blink(msg)
	}
	return nil
}

// played plays the move the AI found, or says why there is none.
func (m *Model) played(r cabezaAIMove, infos []enginepanel.Info) tea.Cmd {
	if errors.Is(r.err, errNoMove) {
		m.Say(true, "the AI found no move")
		return nil
	}
	if r.err != nil {
		m.forfeit(r.err)
		return nil
	}
	m.Panel.Note = programNote(r.move.String(), infos)
	if p := m.player(m.Game.Side()); p.Engine == "" {
		m.Panel.Note = m.pondered.note(playedNote(r.move.String(), p.Level, infos))
	}
	m.pondered = pondered{}
	if err := m.Game.Play(r.move); err != nil {
		m.Say(true, "the AI's move %v was refused: %v", r.move, err)
		return nil
	}
	m.ClearStatus()
	m.PlaceCursor()
	return tea.Batch(m.Next(), m.startPonder(infos))
}

// playedNote says what the AI played and, when that is not the first move
// of the line the panel shows (levels 1–4 choose among near-best moves),
// why.
func playedNote(played string, level int, infos []enginepanel.Info) string {
	if len(infos) == 0 || len(infos[len(infos)-1].PV) == 0 {
		return "played " + played
	}
	best := infos[len(infos)-1].PV[0]
	_, opts := cabezaengine.Level(level)
	if best == played || opts.Randomness == 0 {
		return "played " + played
	}
	r := opts.Randomness
	return fmt.Sprintf("played %s, not the best %s: level %d picks among moves within %d.%02d of it", played, best, level, r/100, r%100)
}

// Interrupt is ctrl+c (see confirm.Guard.Interrupt).
func (m Model) Interrupt() (common.Screen, string, bool) {
	farewell, quit := m.InterruptGame(&m)
	return m, farewell, quit
}

// Renew is the new game a question was about (g is Cabeza's only one).
func (m *Model) Renew(confirm.Ask) tea.Cmd { return m.restart() }

// restart begins a new game of the same setup in place.
func (m *Model) restart() tea.Cmd {
	m.StopAll()
	s := m.setup
	if s.Record != nil { // a new game from the opened record's start
		s.Position, s.Record, s.File = s.Record.Start.String(), nil, ""
		s.Left = nil // a new game's clock starts full
	}
	fresh, err := New(m.Opts, s)
	if err != nil {
		m.Say(true, "%v", err)
		return nil
	}
	f := fresh.(Model)
	f.KeepLayout(&m.base)
	f.flipped = m.flipped
	f.Say(false, "new game")
	*m = f
	return f.Init()
}

// Save writes the game's record (see game.Base.SaveGame).
func (m *Model) Save() bool { return m.SaveGame(m) }

func (m *Model) RecordText(g *cabeza.Game, now time.Time) (string, []byte, error) {
	text, err := record.CabezaText(g, m.setup, now, m.clockTags(g, now)...)
	return "cabeza", text, err
}

// RecordInProgress is the record of a game with moves that is not over.
func (m Model) RecordInProgress(now time.Time) (string, []byte, bool, error) {
	return m.InProgress(&m, now)
}

func (m Model) KeyMap() help.KeyMap { return m.keys }
func (m Model) Rules() string       { return common.RulesCabeza }
func (m Model) MinSize() (int, int) { return cabezaMinSize() }
