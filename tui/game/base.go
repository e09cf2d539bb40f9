package game

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/confirm"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/components/textfield"
)

// Game is what the shared screen needs of a game's own type (a
// *cabeza.Game, a *catcat.Game): its moves M and its position P.
type Game[M, P any] interface {
	comparable
	Moves() []M
	Position() P
	Undo() bool
}

// Rules are what the shared screen knows of a game beside its
// methods: what the history walk needs (see WalkRules), whether the game
// has ended, and how the analysis' preview plays a move of a line.
type Rules[G, M, P any] interface {
	WalkRules[G]
	Over(g G) bool
	// play reads the move text in p and plays it; ok is false when the
	// text is no legal move there.
	Play(p P, text string) (mv M, next P, ok bool)
}

// Base is what a game screen is, whatever the game: the game on the
// board and its history walk, the status line, the move prompt, the
// engine panel and the AI's search, the analysis, the pace of AI against
// AI, and the guard that asks before a game is lost. Each game's screen
// embeds one and adds what is its own (the board, the cursor, the
// selection, its keys); the shared code reaches back into it through
// Hooks.
//
// G is the game (a pointer), M a move, P a position and R what the shared
// code knows of G (see Rules).
type Base[G Game[M, P], M fmt.Stringer, P any, R Rules[G, M, P]] struct {
	Opts common.Options
	St   common.Styles
	Gl   common.Glyphs
	Help help.Model

	Game G // changed only in Update
	Walk Walk[G, R]

	Prompting bool
	Prompt    textinput.Model

	Panel    enginepanel.Panel
	Job      *analysis.Job // the AI's search, or nil
	Analysis analysis.State[M, P]
	Pacer

	confirm.Guard // asks before a game with unsaved moves is thrown away

	Status   string
	Problem  bool
	EscArmed bool // esc was pressed once: a second goes to the menu
	Left     bool // the screen asked for the menu: nothing may start on it again
	Width    int
	Height   int

	// UnderTable: a table screen draws its line where the key line was
	// (see UnderTableMsg), so the status has one line.
	UnderTable bool
}

// Hooks is what the shared code needs of a game screen: a pointer
// to it, whose base (promoted) answers the first group of methods.
type Hooks[G any] interface {
	Say(problem bool, format string, a ...any)
	Shown() G
	PauseWalk()
	Over() bool
	StopAll()
	StartPreview()

	// show puts a game cut from the walked lines on the board.
	Show(g G)
	// placeCursor puts the cursor where the side to move will look.
	PlaceCursor()
	// next starts what the position calls for (see Base.GoOn).
	Next() tea.Cmd
	// think starts the AI of the side to move.
	Think() tea.Cmd
	HumanToMove() bool
	AIVsAI() bool
	// sideToMove names the side to move, as the status line says it.
	SideToMove() string
	// renew starts the new game (or the restart) a question was about,
	// in place.
	Renew(a confirm.Ask) tea.Cmd
	// syncAnalysis makes the analysis search follow the shown position.
	SyncAnalysis() tea.Cmd
	// save writes the game's record (see Base.SaveGame).
	Save() bool
	// recordText is the record of g, saved as PREFIX-DATE-TIME.txt.
	RecordText(g G, now time.Time) (prefix string, text []byte, err error)
}

// NewBase is the base of a new game screen on game.
func NewBase[G Game[M, P], M fmt.Stringer, P any, R Rules[G, M, P]](opts common.Options, game G, placeholder string, limit int) Base[G, M, P, R] {
	st := common.NewStyles(opts)
	return Base[G, M, P, R]{
		Opts: opts, St: st, Gl: common.NewGlyphs(opts), Help: common.NewHelp(st), Game: game,
		Panel: enginepanel.New(st, opts), Pacer: newPacer(),
		Prompt: textfield.New(st, "move: ", placeholder, limit, 0, nil),
	}
}

// OpenRecorded shows a recorded game g at its end: an unfinished game
// goes on from its last position, a finished one shows how it ended; <
// and home walk back through it. It is on file already, so nothing is
// unsaved. err is why the record has no game, if it has none.
func (b *Base[G, M, P, R]) OpenRecorded(g G, err error) error {
	if err != nil {
		return err
	}
	b.Game = g
	b.SavedMoves = confirm.MovesKey(g.Moves())
	return nil
}

// SayOpened says which record was opened and where it stands (where:
// whose move, or how the game ended): "opened game.cabeza at its end
// (12 moves): red to move". Moves are counted as the history walk
// counts them (HISTORY 12/12), each side's one by one.
func (b *Base[G, M, P, R]) SayOpened(file, where string) {
	name := filepath.Base(file)
	if file == "" {
		name = "the record"
	}
	var r R
	switch n := r.Plies(b.Game); n {
	case 0:
		b.Say(false, "opened %s at its start: %s", name, where)
	case 1:
		b.Say(false, "opened %s at its end (1 move): %s", name, where)
	default:
		b.Say(false, "opened %s at its end (%d moves): %s", name, n, where)
	}
}

// Init cannot change the model, so the first AI move is started from
// Update, by a message.
func (b Base[G, M, P, R]) Init() tea.Cmd { return func() tea.Msg { return StartMsg{} } }

// Typing reports that the move prompt has the keyboard.
func (b Base[G, M, P, R]) Typing() bool { return b.Prompting }

// KeepLayout takes over what a new game keeps of the old screen's: its
// size, help and pace.
func (b *Base[G, M, P, R]) KeepLayout(old *Base[G, M, P, R]) {
	b.Width, b.Height, b.Help, b.Pace = old.Width, old.Height, old.Help, old.Pace
}

func (b *Base[G, M, P, R]) Say(problem bool, format string, a ...any) {
	b.Status, b.Problem = fmt.Sprintf(format, a...), problem
}

// ClearStatus drops a message once a move has made it stale ("resumed",
// "wait: …"); a question waiting for its answer stays.
func (b *Base[G, M, P, R]) ClearStatus() {
	if b.Ask == confirm.AskNone {
		b.Status, b.Problem = "", false
	}
}

func (b *Base[G, M, P, R]) Resize(msg tea.WindowSizeMsg) {
	b.Width, b.Height = msg.Width, msg.Height
	b.Help.Width = msg.Width - 2
}

func (b Base[G, M, P, R]) Over() bool {
	var r R
	return r.Over(b.Game)
}

// StopSearch cancels the AI's search and the analysis'; their late
// messages are dropped by id.
func (b *Base[G, M, P, R]) StopSearch() {
	b.Analysis.StopJob()
	b.Job.Stop()
	b.Job = nil
	b.Panel.Stop()
}

// StopAll stops what runs before the screen is left (a game's own
// screen adds to it: Cabeza's engine programs).
func (b *Base[G, M, P, R]) StopAll() { b.StopSearch() }

// Stop ends what the screen runs when the program ends.
func (b Base[G, M, P, R]) Stop() { b.Job.Stop(); b.Analysis.StopJob() }

// StartAI runs an AI search in the background and shows who thinks in
// the engine panel.
func (b *Base[G, M, P, R]) StartAI(who string, run func(ctx context.Context, progress func(enginepanel.Info)) any) tea.Cmd {
	job, cmd := analysis.NewSearch(run)
	b.Job = job
	return tea.Batch(cmd, b.Panel.Start(who, time.Now()))
}

// AIProgress shows the AI search's finished depths; ok is false for
// another search's message.
func (b *Base[G, M, P, R]) AIProgress(msg analysis.ProgressMsg) (cmd tea.Cmd, ok bool) {
	if b.Job == nil || msg.ID != b.Job.ID {
		return nil, false
	}
	b.Panel.Infos = msg.Infos
	return b.Job.Wait(), true
}

// AIDone takes the AI search's result; ok is false for a search that was
// cancelled, whose result is never applied.
func (b *Base[G, M, P, R]) AIDone(msg analysis.DoneMsg) (result any, ok bool) {
	if b.Job == nil || msg.ID != b.Job.ID {
		return nil, false
	}
	b.Job = nil
	b.Panel.Stop()
	b.Panel.Infos = msg.Infos
	return msg.Result, true
}

// GoOn starts what the position calls for: nothing when a person is to
// move, the game is over or its history walked; an AI search now
// (against a person) or after the pace timer (AI against AI).
func (b *Base[G, M, P, R]) GoOn(s Hooks[G]) tea.Cmd {
	if s.Over() || b.Job != nil || s.HumanToMove() || b.Walk.Walking() {
		return nil
	}
	if s.AIVsAI() {
		return b.Wait()
	}
	return s.Think()
}

// UndoMoves takes moves back: against the AI to the person's previous
// turn, otherwise one move (AI vs AI then pauses). A running search is
// cancelled first.
func (b *Base[G, M, P, R]) UndoMoves(s Hooks[G]) tea.Cmd {
	b.StopSearch()
	b.Panel.Clear()
	if !b.Game.Undo() {
		b.Say(true, "nothing to undo")
		return nil
	}
	if s.AIVsAI() {
		b.Paused = true
	} else {
		for !s.HumanToMove() && b.Game.Undo() {
		}
	}
	s.PlaceCursor()
	b.Say(false, "undone: %s to move", s.SideToMove())
	if s.AIVsAI() {
		b.Status += " · " + PausedWords
	}
	return s.Next()
}

// Shown is the game on the board (see Walk).
func (b *Base[G, M, P, R]) Shown() G { return b.Game }

// PauseWalk stops the AI's search for a walk.
func (b *Base[G, M, P, R]) PauseWalk() { b.StopSearch() }

// WalkLines say where the walk stands, for the panel.
func (b Base[G, M, P, R]) WalkLines() []string { return b.Walk.Lines(b.St, b.Game) }

// Record is the game to save or to keep: the game, not a line shown.
func (b *Base[G, M, P, R]) Record() G {
	if b.Walk.Walking() {
		return b.Walk.Line
	}
	return b.Game
}

// Unsaved reports a game with moves that differs from the one last saved
// or opened.
func (b *Base[G, M, P, R]) Unsaved() bool {
	return b.Guard.Unsaved(confirm.MovesKey(b.Record().Moves()))
}

// SaveGame writes the game's record (see confirm.Guard.SaveWith); ok reports
// success.
func (b *Base[G, M, P, R]) SaveGame(s Hooks[G]) (ok bool) {
	g := b.Record()
	now := time.Now()
	prefix, text, err := s.RecordText(g, now)
	return b.Guard.SaveWith(s, b.Opts.RecordDir(), prefix, confirm.MovesKey(g.Moves()), now, text, err)
}

// InProgress is the record of a game with moves that is not over, for a
// session that ends without its player quitting (see common.Saver).
func (b Base[G, M, P, R]) InProgress(s Hooks[G], now time.Time) (string, []byte, bool, error) {
	g := b.Record()
	var r R
	if len(g.Moves()) == 0 || r.Over(g) {
		return "", nil, false, nil
	}
	prefix, text, err := s.RecordText(g, now)
	return prefix, text, true, err
}

// StartMsg starts a game screen's first AI move, if it has one.
type StartMsg struct{}

// problemLines is an explanation too long for the status line, wrapped
// for a side panel of width cells (at most five lines).
func problemLines(style lipgloss.Style, status string, width int) []string {
	var out []string
	for i, l := range common.WrapParagraph(status, width) {
		if i == 5 {
			break
		}
		out = append(out, style.Render(l))
	}
	return out
}
