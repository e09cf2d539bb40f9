package tui

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// gameOf is what the shared screen needs of a game's own type (a
// *cabeza.Game, a *catcat.Game): its moves M and its position P.
type gameOf[M, P any] interface {
	comparable
	Moves() []M
	Position() P
	Undo() bool
}

// gameRules are what the shared screen knows of a game beside its
// methods: what the history walk needs (see walkRules), whether the game
// has ended, and how the analysis' preview plays a move of a line.
type gameRules[G, M, P any] interface {
	walkRules[G]
	over(g G) bool
	// play reads the move text in p and plays it; ok is false when the
	// text is no legal move there.
	play(p P, text string) (mv M, next P, ok bool)
}

// gameBase is what a game screen is, whatever the game: the game on the
// board and its history walk, the status line, the move prompt, the
// engine panel and the AI's search, the analysis, the pace of AI against
// AI, and the guard that asks before a game is lost. Each game's screen
// embeds one and adds what is its own (the board, the cursor, the
// selection, its keys); the shared code reaches back into it through
// gameScreen.
//
// G is the game (a pointer), M a move, P a position and R what the shared
// code knows of G (see gameRules).
type gameBase[G gameOf[M, P], M fmt.Stringer, P any, R gameRules[G, M, P]] struct {
	opts Options
	st   styles
	gl   glyphs
	help help.Model

	game G // changed only in Update
	walk walk[G, R]

	prompting bool
	prompt    textinput.Model

	panel enginePanel
	job   *searchJob // the AI's search, or nil
	an    analysis[M, P]
	pacer

	guard // asks before a game with unsaved moves is thrown away

	status   string
	problem  bool
	escArmed bool // esc was pressed once: a second goes to the menu
	width    int
	height   int
}

// gameScreen is what the shared code needs of a game screen: a pointer
// to it, whose base (promoted) answers the first group of methods.
type gameScreen[G any] interface {
	say(problem bool, format string, a ...any)
	shown() G
	pauseWalk()
	over() bool
	stopAll()
	startPreview()

	// show puts a game cut from the walked lines on the board.
	show(g G)
	// placeCursor puts the cursor where the side to move will look.
	placeCursor()
	// next starts what the position calls for (see gameBase.goOn).
	next() tea.Cmd
	// think starts the AI of the side to move.
	think() tea.Cmd
	humanToMove() bool
	aiVsAI() bool
	// sideToMove names the side to move, as the status line says it.
	sideToMove() string
	// renew starts the new game (or the restart) a question was about,
	// in place.
	renew(a confirmAsk) tea.Cmd
	// syncAnalysis makes the analysis search follow the shown position.
	syncAnalysis() tea.Cmd
	// save writes the game's record (see gameBase.saveGame).
	save() bool
	// recordText is the record of g, saved as PREFIX-DATE-TIME.txt.
	recordText(g G, now time.Time) (prefix string, text []byte, err error)
}

// newGameBase is the base of a new game screen on game.
func newGameBase[G gameOf[M, P], M fmt.Stringer, P any, R gameRules[G, M, P]](opts Options, game G, placeholder string, limit int) gameBase[G, M, P, R] {
	st := newStyles(opts)
	return gameBase[G, M, P, R]{
		opts: opts, st: st, gl: newGlyphs(opts), help: newHelp(st), game: game,
		panel: newEnginePanel(st, opts), pacer: newPacer(),
		prompt: newTextField(st, "move: ", placeholder, limit, 0, nil),
	}
}

// openRecorded shows a recorded game g at its start, to walk through: >
// steps, end jumps. It is on file already, so nothing is unsaved. err is
// why the record has no game, if it has none.
func (b *gameBase[G, M, P, R]) openRecorded(g G, err error) error {
	if err != nil {
		return err
	}
	var r R
	b.walk = walk[G, R]{line: g, tip: g}
	b.game = r.cut(g, 0)
	b.savedMoves = movesKey(g.Moves())
	return nil
}

// Init cannot change the model, so the first AI move is started from
// Update, by a message.
func (b gameBase[G, M, P, R]) Init() tea.Cmd { return func() tea.Msg { return gameStartMsg{} } }

// keepLayout takes over what a new game keeps of the old screen's: its
// size, help and pace.
func (b *gameBase[G, M, P, R]) keepLayout(old *gameBase[G, M, P, R]) {
	b.width, b.height, b.help, b.pace = old.width, old.height, old.help, old.pace
}

func (b *gameBase[G, M, P, R]) say(problem bool, format string, a ...any) {
	b.status, b.problem = fmt.Sprintf(format, a...), problem
}

// clearStatus drops a message once a move has made it stale ("resumed",
// "wait: …"); a question waiting for its answer stays.
func (b *gameBase[G, M, P, R]) clearStatus() {
	if b.ask == askNone {
		b.status, b.problem = "", false
	}
}

func (b *gameBase[G, M, P, R]) resize(msg tea.WindowSizeMsg) {
	b.width, b.height = msg.Width, msg.Height
	b.help.Width = msg.Width - 2
}

func (b gameBase[G, M, P, R]) over() bool {
	var r R
	return r.over(b.game)
}

// stopSearch cancels the AI's search and the analysis'; their late
// messages are dropped by id.
func (b *gameBase[G, M, P, R]) stopSearch() {
	b.an.stopJob()
	b.job.stop()
	b.job = nil
	b.panel.stop()
}

// stopAll stops what runs before the screen is left (a game's own
// screen adds to it: Cabeza's engine programs).
func (b *gameBase[G, M, P, R]) stopAll() { b.stopSearch() }

// stop ends what the screen runs when the program ends.
func (b gameBase[G, M, P, R]) stop() { b.job.stop(); b.an.stopJob() }

// startAI runs an AI search in the background and shows who thinks in
// the engine panel.
func (b *gameBase[G, M, P, R]) startAI(who string, run func(ctx context.Context, progress func(engineInfo)) any) tea.Cmd {
	job, cmd := newSearch(run)
	b.job = job
	return tea.Batch(cmd, b.panel.start(who, time.Now()))
}

// aiProgress shows the AI search's finished depths; ok is false for
// another search's message.
func (b *gameBase[G, M, P, R]) aiProgress(msg searchProgressMsg) (cmd tea.Cmd, ok bool) {
	if b.job == nil || msg.id != b.job.id {
		return nil, false
	}
	b.panel.infos = msg.infos
	return b.job.wait(), true
}

// aiDone takes the AI search's result; ok is false for a search that was
// cancelled, whose result is never applied.
func (b *gameBase[G, M, P, R]) aiDone(msg searchDoneMsg) (result any, ok bool) {
	if b.job == nil || msg.id != b.job.id {
		return nil, false
	}
	b.job = nil
	b.panel.stop()
	b.panel.infos = msg.infos
	return msg.result, true
}

// goOn starts what the position calls for: nothing when a person is to
// move, the game is over or its history walked; an AI search now
// (against a person) or after the pace timer (AI against AI).
func (b *gameBase[G, M, P, R]) goOn(s gameScreen[G]) tea.Cmd {
	if s.over() || b.job != nil || s.humanToMove() || b.walk.walking() {
		return nil
	}
	if s.aiVsAI() {
		return b.wait()
	}
	return s.think()
}

// undoMoves takes moves back: against the AI to the person's previous
// turn, otherwise one move (AI vs AI then pauses). A running search is
// cancelled first.
func (b *gameBase[G, M, P, R]) undoMoves(s gameScreen[G]) tea.Cmd {
	b.stopSearch()
	b.panel.clear()
	if !b.game.Undo() {
		b.say(true, "nothing to undo")
		return nil
	}
	if s.aiVsAI() {
		b.paused = true
	} else {
		for !s.humanToMove() && b.game.Undo() {
		}
	}
	s.placeCursor()
	b.say(false, "undone: %s to move", s.sideToMove())
	if s.aiVsAI() {
		b.status += " · " + pausedWords
	}
	return s.next()
}

// shown is the game on the board (see walk).
func (b *gameBase[G, M, P, R]) shown() G { return b.game }

// pauseWalk stops the AI's search for a walk.
func (b *gameBase[G, M, P, R]) pauseWalk() { b.stopSearch() }

// walkLines say where the walk stands, for the panel.
func (b gameBase[G, M, P, R]) walkLines() []string { return b.walk.lines(b.st, b.game) }

// record is the game to save or to keep: the game, not a line shown.
func (b *gameBase[G, M, P, R]) record() G {
	if b.walk.walking() {
		return b.walk.line
	}
	return b.game
}

// unsaved reports a game with moves that differs from the one last saved
// or opened.
func (b *gameBase[G, M, P, R]) unsaved() bool { return b.guard.unsaved(movesKey(b.record().Moves())) }

// saveGame writes the game's record (see saveGameRecord); ok reports
// success.
func (b *gameBase[G, M, P, R]) saveGame(s gameScreen[G]) (ok bool) {
	g := b.record()
	now := time.Now()
	prefix, text, err := s.recordText(g, now)
	return b.guard.saveWith(s, b.opts.recordDir(), prefix, movesKey(g.Moves()), now, text, err)
}

// inProgress is the record of a game with moves that is not over, for a
// session that ends without its player quitting (see saver).
func (b gameBase[G, M, P, R]) inProgress(s gameScreen[G], now time.Time) (string, []byte, bool, error) {
	g := b.record()
	var r R
	if len(g.Moves()) == 0 || r.over(g) {
		return "", nil, false, nil
	}
	prefix, text, err := s.recordText(g, now)
	return prefix, text, true, err
}

// gameStartMsg starts a game screen's first AI move, if it has one.
type gameStartMsg struct{}

// problemLines is an explanation too long for the status line, wrapped
// for a side panel of width cells (at most five lines).
func problemLines(st styles, status string, width int) []string {
	var out []string
	for i, l := range strings.Split(lipgloss.NewStyle().Width(width).Render(status), "\n") {
		if i == 5 {
			break
		}
		out = append(out, st.problem.Render(strings.TrimRight(l, " ")))
	}
	return out
}
