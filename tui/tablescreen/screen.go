package tablescreen

import (
	"fmt"
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/table"
)

// Model is a game at a table: the game's own screen (board, keys,
// analysis, history) with two lines above it for the table (code, seats,
// clocks, requests, the ending). The table's goroutine keeps the game;
// this screen draws the table's snapshots, sends its seat's moves and
// requests, and puts the game screen back to the table's moves whenever
// it made one that was not its to make.
type Model struct {
	opts  common.Options
	st    common.Styles
	clock table.Clock
	// subs are this screen's places at the table: one (a seat or a
	// spectator's), or both seats for a clocked game at one keyboard.
	subs  []*table.Sub
	snap  table.Snapshot
	inner game.Table
	keys  tableKeys
	// local is the table of a clocked game at one keyboard, nil for a
	// server's table: its game must be saved before the program ends.
	local *localTable

	status  string
	problem bool
	armed   string // "resign", "leave" or "quit": the key pressed once, to confirm
	closed  bool   // the table is gone (shut down); the last snapshot stays
	sent    string // a move sent to the table and not yet in a snapshot
	ticking bool
	width   int
	height  int
	// seated is the table's word when both seats at this keyboard were
	// taken ("someone sat down as blue"): news to nobody at one
	// keyboard, so it is not shown (see notice).
	seated string

	// The chat (chat.go): the line being typed while chatting, and the
	// newest line someone said, for the status line until the next key.
	chatField textinput.Model
	chatting  bool
	chatNews  string
	// following: a rematch was agreed and this screen is sitting down
	// there (rematch.go).
	following bool
}

type tableKeys struct {
	Resign, Draw, Accept, Decline, Leave key.Binding
	Chat, Mute, Rematch                  key.Binding
	inner                                help.KeyMap
	// watching: a spectator's keys, without a seat's (resign, draw,
	// undo, mute, rematch), which do nothing for them.
	watching bool
}

func (k tableKeys) ShortHelp() []key.Binding {
	if k.watching {
		return []key.Binding{watchLeaveKey, k.Chat}
	}
	return []key.Binding{k.Resign, k.Draw, k.Accept, k.Decline, k.Leave, k.Chat, k.Mute, k.Rematch}
}

// watchLeaveKey is Leave as a spectator's help says it: a spectator asks
// for no take-back.
var watchLeaveKey = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "leave the table (twice)"))

func (k tableKeys) FullHelp() [][]key.Binding {
	return append([][]key.Binding{k.ShortHelp()}, k.inner.FullHelp()...)
}

var defaultTableKeys = tableKeys{
	Resign:  key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "resign (press twice)")),
	Draw:    key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "offer a draw, or accept the offer")),
	Accept:  key.NewBinding(key.WithKeys("A"), key.WithHelp("A", "accept the opponent's undo request or draw offer")),
	Decline: key.NewBinding(key.WithKeys("X"), key.WithHelp("X", "decline it")),
	Leave:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "leave the table (twice); z asks to undo")),
	Chat:    chatKey,
	Mute:    muteKey,
	Rematch: rematchKey,
}

// tableHeader is the height of the table's line above the game.
const tableHeader = 1

// New seats the screen at a table through subs (its first
// snapshot comes with Init); newInner opens the game screen of the
// table's setup.
func New(opts common.Options, clock table.Clock, newInner func(table.Setup) (game.Table, error), subs ...*table.Sub) (common.Screen, error) {
	first, ok := <-subs[0].Updates
	if !ok {
		return nil, table.ErrClosed
	}
	for _, s := range subs[1:] {
		<-s.Updates // the same table: the first one's snapshot will do
	}
	inner, err := newInner(first.Setup)
	if err != nil {
		for _, s := range subs {
			s.Leave()
		}
		return nil, err
	}
	if len(subs) == 1 && subs[0].Seat != table.Spectator && opts.Settings.TurnBoard() {
		inner = inner.WithOwnSide(subs[0].Seat)
	}
	if len(subs) != 2 { // at one keyboard the game keeps its key line
		next, _ := inner.Update(game.UnderTableMsg{}) // the table's line takes the key line's row
		inner = next.(game.Table)
	}
	t := Model{opts: opts, st: common.NewStyles(opts), clock: clock, subs: subs, inner: inner, keys: defaultTableKeys}
	t.keys.inner = inner.KeyMap()
	if err := t.apply(first); err != nil {
		return nil, err
	}
	if len(subs) == 2 {
		t.seated = t.snap.Event
	}
	t.welcome()
	return t, nil
}

func (t *Model) welcome() {
	s := t.subs[0]
	switch {
	case t.oneKeyboard():
		t.Say(false, "a clocked game at one keyboard, clock %s", t.snap.Setup.Clock)
	case s.Seat == table.Spectator:
		t.Say(false, "you are watching table %s; your analysis (a) is your own", t.snap.Code)
	default:
		t.Say(false, "table %s: you play %s; seat token is %s (to rejoin after a drop)", t.snap.Code, t.snap.Setup.Kind.SideName(s.Seat), s.Token)
	}
}

func (t *Model) Say(problem bool, format string, a ...any) {
	t.status, t.problem = fmt.Sprintf(format, a...), problem
}

// Messages from the table.
type (
	tableSnapMsg struct {
		sub  *table.Sub
		snap table.Snapshot
		ok   bool // false: the table closed the channel
	}
	tableReplyMsg struct {
		what string
		done string // said when it worked, or ""
		text string // a chat line's text
		err  error
	}
	tableTickMsg struct{}
)

func waitTable(s *table.Sub) tea.Cmd {
	return func() tea.Msg {
		snap, ok := <-s.Updates
		return tableSnapMsg{s, snap, ok}
	}
}

// ask runs a request to the table in a command (it waits for the table's
// goroutine) and brings its answer back as a message.
func ask(what, done string, f func() error) tea.Cmd {
	return func() tea.Msg { return tableReplyMsg{what: what, done: done, err: f()} }
}

func (t Model) Init() tea.Cmd {
	cmds := []tea.Cmd{t.inner.Init()}
	for _, s := range t.subs {
		cmds = append(cmds, waitTable(s))
	}
	return tea.Batch(cmds...)
}

// mine is the sub that may act now: the player's seat, or at one keyboard
// the seat to move (or, for requests, the other).
func (t Model) mine(toMove bool) *table.Sub {
	if len(t.subs) == 2 {
		side := t.snap.ToMove
		if !toMove {
			side = 1 - side
		}
		return t.subs[side]
	}
	return t.subs[0]
}

func (t Model) watching() bool { return len(t.subs) == 1 && t.subs[0].Seat == table.Spectator }

// oneKeyboard: both seats are here, a clocked game at one keyboard. It
// looks and behaves as any game at one keyboard: the game screen whole,
// its keys, the clocks in its panel, no table line (see View).
func (t Model) oneKeyboard() bool { return len(t.subs) == 2 }

// header is the height of the table's line above the game screen.
func (t Model) header() int {
	if t.oneKeyboard() {
		return 0
	}
	return tableHeader
}

// apply takes a snapshot: the game screen is put to its moves if they
// differ from what it shows.
func (t *Model) apply(snap table.Snapshot) error {
	t.snap = snap
	// The panel names who sits where, as the seats line does.
	var names [2]string
	for i, seat := range snap.Seats {
		switch {
		case !seat.Taken:
			names[i] = "(open)"
		case seat.Name != "" && !seat.Present:
			names[i] = seat.Name + " (away)"
		default:
			names[i] = seat.Name // "" at one keyboard: the panel says "player"
		}
	}
	t.inner = t.inner.WithSeatNames(names)
	if sameMoves(t.inner.TableMoves(), snap.Moves) {
		return nil
	}
	inner, err := t.inner.WithTableMoves(snap.Moves)
	if err != nil {
		return err
	}
	t.inner = inner
	return nil
}

func (t Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tableSnapMsg:
		if !msg.ok {
			if msg.sub == t.subs[0] {
				t.closed = true
				t.Say(true, "the table is closed: %s", t.snap.Event)
			}
			return t, nil
		}
		if msg.sub != t.subs[0] {
			return t, waitTable(msg.sub) // a second seat: the first one's snapshots are drawn
		}
		if t.oneKeyboard() && len(msg.snap.Moves) < len(t.snap.Moves) && !msg.snap.Over() {
			// Only an undo takes moves away: said as a game says it.
			t.Say(false, "undone: %s to move", msg.snap.Setup.Kind.SideName(msg.snap.ToMove))
		} else if len(msg.snap.Moves) != len(t.snap.Moves) || msg.snap.Over() != t.snap.Over() {
			t.status, t.problem = "", false // news on the board: old words go
		} else if msg.snap.Event != t.snap.Event && !t.problem {
			t.status = "" // news at the table outranks a passing word
		}
		t.sent = ""
		before := t.snap
		if err := t.apply(msg.snap); err != nil {
			t.Say(true, "%v", err)
		}
		t.noteChat(before, t.snap)
		var sync tea.Cmd
		t.inner, sync = syncInner(t.inner)
		return t, tea.Batch(waitTable(msg.sub), sync, t.tick(), t.followRematch())
	case rematchJoinedMsg:
		return t.joinedRematch(msg)
	case tableReplyMsg:
		t.chatRefused(msg)
		if msg.err == nil && msg.done != "" {
			t.Say(false, "%s", msg.done)
		}
		if msg.err != nil {
			t.sent = ""
			t.Say(true, "%s: %v", msg.what, msg.err)
			// The table's moves are the game: undo what it refused.
			if inner, err := t.inner.WithTableMoves(t.snap.Moves); err == nil {
				t.inner = inner
			}
		}
		return t, nil
	case tableTickMsg:
		t.ticking = false
		return t, t.tick()
	case tea.WindowSizeMsg:
		t.width, t.height = msg.Width, msg.Height
		return t.pass(msg) // its key line gives way to the table's line
	case tea.MouseMsg:
		msg.Y -= t.header()
		return t.pass(msg)
	case tea.KeyMsg:
		return t.key(msg)
	}
	return t.pass(msg)
}

// tick redraws the clocks while one runs.
func (t *Model) tick() tea.Cmd {
	if t.ticking || t.snap.Running < 0 || t.closed {
		return nil
	}
	t.ticking = true
	every := time.Second
	if t.snap.Remaining(t.snap.Running, t.clock.Now()) < 10*time.Second {
		every = 100 * time.Millisecond
	}
	return tea.Tick(every, func(time.Time) tea.Msg { return tableTickMsg{} })
}

func (t Model) KeyMap() help.KeyMap {
	if t.oneKeyboard() {
		return oneKeyboardKeys{t.inner.KeyMap(), t.inner.IsNewKey}
	}
	k := t.keys
	k.inner = t.inner.KeyMap()
	k.watching = t.watching()
	return k
}

func (t Model) Rules() string {
	if t.oneKeyboard() {
		return t.inner.Rules() + "\n" + rulesOneKeyboard
	}
	return t.inner.Rules() + "\n" + common.RulesTable + t.tokenNote()
}

// tokenNote reminds a player of their seat token.
func (t Model) tokenNote() string {
	if len(t.subs) != 1 || t.subs[0].Token == "" {
		return ""
	}
	return fmt.Sprintf(" (your seat at %s waits for you: token %s)", t.snap.Code, t.subs[0].Token)
}
func (t Model) Typing() bool { return t.chatting || t.inner.Typing() }

// Snapshot is the table as the screen last drew it.
func (t Model) Snapshot() table.Snapshot { return t.snap }

// Status is the table's own word on the status line, if any.
func (t Model) Status() string { return t.status }
func (t Model) MinSize() (int, int) {
	return t.inner.MinSize()
}

// tableSyncMsg passes through the inner screen after its game was
// replaced, so its analysis follows the new position.
type tableSyncMsg struct{}

func syncInner(s game.Table) (game.Table, tea.Cmd) {
	next, cmd := s.Update(tableSyncMsg{})
	return next.(game.Table), cmd
}

// sameMoves reports whether a and b are the same moves.
func sameMoves(a, b []string) bool { return slices.Equal(a, b) }
