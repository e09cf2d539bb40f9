package tui

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai"
	"cabezacat/cabeza"
)

// cabezaBase is what the Cabeza screen shares with every game screen.
type cabezaBase = gameBase[*cabeza.Game, cabeza.Move, cabeza.Position, cabezaLine]

// cabezaGame is the Cabeza screen: the board, and beside it who plays,
// whose turn, the selected piece or the result, the engine panel and the
// move history.
type cabezaGame struct {
	cabezaBase
	keys  cabezaKeys
	setup CabezaSetup
	board cabezaBoards

	flipped bool
	cursor  cabeza.Square
	sel     int           // owner id of the selected piece; 0 for none
	steps   [][2]int      // the preview's steps so far, as (dx, dy) on the board
	preview cabeza.Move   // the move the steps (or tab, or a click) describe
	choices []cabeza.Move // the selected piece's legal moves, in notation order

	histBack int // rows the history is scrolled back from its end

	anEngine *ai.CabezaEngine // the analysis' own engine (see syncAnalysis)
	anKey    analysisKey      // the position the analysis belongs to
	ais      [2]cabezaSearcher
	progs    cabezaPrograms // engine programs playing sides, and a forfeit
}

func newCabezaGame(opts Options, s CabezaSetup) (screen, error) {
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
	for pl, p := range []Player{s.Red, s.Blue} {
		if !p.AI {
			continue
		}
		if err := opts.allowAI(p, true); err != nil {
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
		ais[pl] = newCabezaSearcher(p.Level)
	}
	m := cabezaGame{
		cabezaBase: newGameBase[*cabeza.Game, cabeza.Move, cabeza.Position, cabezaLine](opts, cabeza.NewGame(start), "e.g. Fne", 8),
		keys:       defaultCabezaKeys, setup: s,
		flipped: s.Blue == Human() && s.Red.AI, // your own side at the bottom
		ais:     ais, progs: progs,
	}
	m.board = newCabezaBoards(m.st, m.gl)
	m.cursor = start.Cabeza(start.Side())
	if s.Record != nil {
		if err := m.openRecorded(s.Record.Game()); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (m cabezaGame) player(pl cabeza.Player) Player {
	if pl == cabeza.Red {
		return m.setup.Red
	}
	return m.setup.Blue
}

// mover names who moves for side pl in the status line: "red (the AI)",
// "blue (the engine program)".
func (m cabezaGame) mover(pl cabeza.Player) string {
	if m.player(pl).Engine != "" {
		return fmt.Sprintf("%s (the engine program)", pl)
	}
	return fmt.Sprintf("%s (the AI)", pl)
}

// bothSides says who plays AI vs AI: "the AI" when both sides are the
// built-in AI, else each side's engine program or AI level by name.
func (m cabezaGame) bothSides() string {
	if m.setup.Red.Engine == "" && m.setup.Blue.Engine == "" {
		return "the AI plays both sides"
	}
	return fmt.Sprintf("%s plays red, %s blue", shortAIName(m.setup.Red, m.st.ellipsis), shortAIName(m.setup.Blue, m.st.ellipsis))
}

func (m cabezaGame) aiVsAI() bool { return m.setup.Red.AI && m.setup.Blue.AI }

func (m cabezaGame) humanToMove() bool {
	p := m.game.Position()
	return !m.game.Status().Over() && !m.player(p.Side()).AI
}

func (m cabezaGame) sideToMove() string { return m.game.Side().String() }

// cabezaAIMove is what a search returns.
type cabezaAIMove struct {
	move cabeza.Move
	err  error
}

// next starts what the position calls for (see gameBase.goOn); a side
// whose engine program failed waits for the person (see forfeit).
func (m *cabezaGame) next() tea.Cmd {
	if m.progs.forfeited(m.game.Side()) {
		return nil
	}
	return m.goOn(m)
}

// think starts the AI of the side to move on a copy of the game.
func (m *cabezaGame) think() tea.Cmd {
	p := m.game.Position()
	side := p.Side()
	search := m.ais[side]
	g := ai.CopyCabezaGame(m.game)
	cmd := m.startAI(capital(side.String())+" "+aiName(m.player(side)), func(ctx context.Context, progress func(engineInfo)) any {
		mv, err := search(ctx, g, progress)
		return cabezaAIMove{mv, err}
	})
	m.panel.scoreFor = side.String()
	return cmd
}

// stopAll stops the searches and the engine programs: the screen is left.
func (m *cabezaGame) stopAll() {
	m.stopSearch()
	m.progs.close()
}

func (m cabezaGame) stop() { m.cabezaBase.stop(); m.progs.close() }

// Update hands what every game screen handles alike to its base, the rest
// to update, and then lets the analysis follow the position shown.
func (m cabezaGame) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if cmd, done := m.route(&m, msg, m.keys.gameKeys); done {
		return m, cmd
	}
	before := m.an.job
	cmd := m.follow(&m, before, m.update(msg))
	return m, cmd
}

func (m *cabezaGame) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.resize(msg)
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
		return m.played(r.(cabezaAIMove), msg.infos)
	case paceMsg:
		if !m.due(msg) || m.job != nil || m.game.Status().Over() {
			return nil
		}
		return m.think()
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
			return nil
		}
		sq, ok := m.shownBoard().squareAt(msg.X, msg.Y, m.flipped)
		if !ok {
			return nil
		}
		return m.click(sq)
	case tea.KeyMsg:
		if m.prompting {
			return m.promptKey(msg, m.enterMove)
		}
		if cmd, ok := m.historyKey(m, msg, m.keys.gameKeys, analysisKeys.Deepen, "d deepens one depth"); ok {
			return cmd
		}
		return m.key(msg)
	default:
		return m.blink(msg)
	}
	return nil
}

// played plays the move the AI found, or says why there is none.
func (m *cabezaGame) played(r cabezaAIMove, infos []engineInfo) tea.Cmd {
	if errors.Is(r.err, errNoMove) {
		m.say(true, "the AI found no move")
		return nil
	}
	if r.err != nil {
		m.forfeit(r.err)
		return nil
	}
	m.panel.note = "played " + r.move.String()
	if p := m.player(m.game.Side()); p.Engine == "" {
		m.panel.note = playedNote(r.move.String(), p.Level, infos)
	}
	if err := m.game.Play(r.move); err != nil {
		m.say(true, "the AI's move %v was refused: %v", r.move, err)
		return nil
	}
	m.clearStatus()
	m.placeCursor()
	return m.next()
}

// playedNote says what the AI played and, when that is not the first move
// of the line the panel shows (levels 1–4 choose among near-best moves),
// why.
func playedNote(played string, level int, infos []engineInfo) string {
	if len(infos) == 0 || len(infos[len(infos)-1].PV) == 0 {
		return "played " + played
	}
	best := infos[len(infos)-1].PV[0]
	_, opts := ai.CabezaLevel(level)
	if best == played || opts.Randomness == 0 {
		return "played " + played
	}
	r := opts.Randomness
	return fmt.Sprintf("played %s: level %d picks among moves within %d.%02d of the best, %s", played, level, r/100, r%100, best)
}

// interrupt is ctrl+c (see guard.interrupt).
func (m cabezaGame) interrupt() (screen, string, bool) {
	farewell, quit := m.interruptGame(&m)
	return m, farewell, quit
}

// renew is the new game a question was about (g is Cabeza's only one).
func (m *cabezaGame) renew(confirmAsk) tea.Cmd { return m.restart() }

// restart begins a new game of the same setup in place.
func (m *cabezaGame) restart() tea.Cmd {
	m.stopAll()
	fresh, err := newCabezaGame(m.opts, m.setup)
	if err != nil {
		m.say(true, "%v", err)
		return nil
	}
	f := fresh.(cabezaGame)
	f.keepLayout(&m.cabezaBase)
	f.flipped = m.flipped
	f.say(false, "new game")
	*m = f
	return f.Init()
}

// save writes the game's record (see gameBase.saveGame).
func (m *cabezaGame) save() bool { return m.saveGame(m) }

func (m *cabezaGame) recordText(g *cabeza.Game, now time.Time) (string, []byte, error) {
	text, err := cabezaRecordText(g, m.setup, now)
	return "cabeza", text, err
}

// recordInProgress is the record of a game with moves that is not over.
func (m cabezaGame) recordInProgress(now time.Time) (string, []byte, bool, error) {
	return m.inProgress(&m, now)
}

func (m cabezaGame) keyMap() help.KeyMap { return m.keys }
func (m cabezaGame) rules() string       { return rulesCabeza }
func (m cabezaGame) typing() bool        { return m.prompting }
func (m cabezaGame) minSize() (int, int) { return cabezaMinSize() }
