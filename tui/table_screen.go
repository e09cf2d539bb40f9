package tui

import (
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/plural"
	"cabezacat/tui/table"
)

// tableScreen is a game at a table: the game's own screen (board, keys,
// analysis, history) with two lines above it for the table (code, seats,
// clocks, requests, the ending). The table's goroutine keeps the game;
// this screen draws the table's snapshots, sends its seat's moves and
// requests, and puts the game screen back to the table's moves whenever
// it made one that was not its to make.
type tableScreen struct {
	opts  Options
	st    styles
	clock table.Clock
	// subs are this screen's places at the table: one (a seat or a
	// spectator's), or both seats for a clocked game at one keyboard.
	subs  []*table.Sub
	snap  table.Snapshot
	inner tableGame
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
}

type tableKeys struct {
	Resign, Draw, Accept, Decline, Leave key.Binding
	inner                                help.KeyMap
}

func (k tableKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Resign, k.Draw, k.Accept, k.Decline, k.Leave}
}

func (k tableKeys) FullHelp() [][]key.Binding {
	return append([][]key.Binding{k.ShortHelp()}, k.inner.FullHelp()...)
}

var defaultTableKeys = tableKeys{
	Resign:  key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "resign (press twice)")),
	Draw:    key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "offer a draw, or accept the offer")),
	Accept:  key.NewBinding(key.WithKeys("A"), key.WithHelp("A", "accept the opponent's undo request or draw offer")),
	Decline: key.NewBinding(key.WithKeys("X"), key.WithHelp("X", "decline it")),
	Leave:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "leave the table (twice); z asks to undo")),
}

// tableHeader is the height of the table's line above the game.
const tableHeader = 1

// newTableScreenWith seats the screen at a table through subs (its first
// snapshot comes with Init); newInner opens the game screen of the
// table's setup.
func newTableScreenWith(opts Options, clock table.Clock, newInner func(table.Setup) (tableGame, error), subs ...*table.Sub) (screen, error) {
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
	t := tableScreen{opts: opts, st: newStyles(opts), clock: clock, subs: subs, inner: inner, keys: defaultTableKeys}
	t.keys.inner = inner.keyMap()
	if err := t.apply(first); err != nil {
		return nil, err
	}
	if len(subs) == 2 {
		t.seated = t.snap.Event
	}
	t.welcome()
	return t, nil
}

func (t *tableScreen) welcome() {
	s := t.subs[0]
	switch {
	case len(t.subs) == 2:
		t.say(false, "a clocked game at one keyboard")
	case s.Seat == table.Spectator:
		t.say(false, "you are watching table %s; your analysis (a) is your own", t.snap.Code)
	default:
		t.say(false, "table %s: you play %s; your seat token is %s (to come back after a drop)", t.snap.Code, t.snap.Setup.Kind.SideName(s.Seat), s.Token)
	}
}

func (t *tableScreen) say(problem bool, format string, a ...any) {
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
	return func() tea.Msg { return tableReplyMsg{what, done, f()} }
}

func (t tableScreen) Init() tea.Cmd {
	cmds := []tea.Cmd{t.inner.Init()}
	for _, s := range t.subs {
		cmds = append(cmds, waitTable(s))
	}
	return tea.Batch(cmds...)
}

// mine is the sub that may act now: the player's seat, or at one keyboard
// the seat to move (or, for requests, the other).
func (t tableScreen) mine(toMove bool) *table.Sub {
	if len(t.subs) == 2 {
		side := t.snap.ToMove
		if !toMove {
			side = 1 - side
		}
		return t.subs[side]
	}
	return t.subs[0]
}

func (t tableScreen) watching() bool { return len(t.subs) == 1 && t.subs[0].Seat == table.Spectator }

// apply takes a snapshot: the game screen is put to its moves if they
// differ from what it shows.
func (t *tableScreen) apply(snap table.Snapshot) error {
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
	t.inner = t.inner.withSeatNames(names)
	if sameMoves(t.inner.tableMoves(), snap.Moves) {
		return nil
	}
	inner, err := t.inner.withTableMoves(snap.Moves)
	if err != nil {
		return err
	}
	t.inner = inner
	return nil
}

func (t tableScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tableSnapMsg:
		if !msg.ok {
			if msg.sub == t.subs[0] {
				t.closed = true
				t.say(true, "the table is closed: %s", t.snap.Event)
			}
			return t, nil
		}
		if msg.sub != t.subs[0] {
			return t, waitTable(msg.sub) // a second seat: the first one's snapshots are drawn
		}
		if len(msg.snap.Moves) != len(t.snap.Moves) || msg.snap.Over() != t.snap.Over() {
			t.status, t.problem = "", false // news on the board: old words go
		} else if msg.snap.Event != t.snap.Event && !t.problem {
			t.status = "" // news at the table outranks a passing word
		}
		t.sent = ""
		if err := t.apply(msg.snap); err != nil {
			t.say(true, "%v", err)
		}
		var sync tea.Cmd
		t.inner, sync = syncInner(t.inner)
		return t, tea.Batch(waitTable(msg.sub), sync, t.tick())
	case tableReplyMsg:
		if msg.err == nil && msg.done != "" {
			t.say(false, "%s", msg.done)
		}
		if msg.err != nil {
			t.sent = ""
			t.say(true, "%s: %v", msg.what, msg.err)
			// The table's moves are the game: undo what it refused.
			if inner, err := t.inner.withTableMoves(t.snap.Moves); err == nil {
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
		msg.Y -= tableHeader
		return t.pass(msg)
	case tea.KeyMsg:
		return t.key(msg)
	}
	return t.pass(msg)
}

// tick redraws the clocks while one runs.
func (t *tableScreen) tick() tea.Cmd {
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

func (t tableScreen) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := t.keys
	armed := t.armed
	t.armed = ""
	if t.inner.typing() && !key.Matches(msg, k.Leave) {
		return t.pass(msg)
	}
	player := !t.watching() && !t.closed
	switch {
	case key.Matches(msg, k.Leave) && t.inner.busy():
		return t.pass(msg) // back out of a selection, a preview, a walk
	case key.Matches(msg, k.Leave):
		if armed != "leave" {
			t.armed = "leave"
			t.say(false, "esc again: leave the table%s", t.tokenNote())
			return t, nil
		}
		t.leave()
		return t, toMenu
	case armed == "quit" && (msg.String() == "y" || msg.String() == "Y" || t.inner.isQuitKey(msg)):
		return t, quitWith(t.quit())
	case t.inner.isQuitKey(msg):
		if t.nothingToLose() {
			return t, quitWith(t.quit())
		}
		t.askQuit()
		return t, nil
	case t.inner.isNewKey(msg):
		t.say(true, "a table plays one game: esc twice leaves it")
		return t, nil
	case t.inner.isUndoKey(msg) && player && !t.inner.walkingHistory():
		sub := t.mine(t.snap.Request.Kind == "undo")
		return t, ask("undo", "you asked to take back your move", sub.Undo)
	case key.Matches(msg, k.Resign) && player:
		if armed != "resign" {
			t.armed = "resign"
			t.say(true, "R again resigns this game")
			return t, nil
		}
		return t, ask("resign", "", t.mine(true).Resign)
	case key.Matches(msg, k.Draw) && player:
		return t, ask("draw", "draw offered", t.mine(t.snap.Request.Kind == "draw").Draw)
	case key.Matches(msg, k.Accept) && player:
		switch t.snap.Request.Kind {
		case "undo":
			return t, ask("undo", "", t.mine(true).Undo)
		case "draw":
			return t, ask("draw", "", t.mine(true).Draw)
		}
		t.say(true, "nothing to accept")
		return t, nil
	case key.Matches(msg, k.Decline) && player:
		return t, ask("decline", "you declined", t.mine(true).Decline)
	}
	return t.pass(msg)
}

// pass hands a message to the game screen, then sends the move it made
// to the table, or takes the move back if it was not this seat's.
func (t tableScreen) pass(msg tea.Msg) (tea.Model, tea.Cmd) {
	before, _ := t.inner.statusWord()
	next, cmd := t.inner.Update(msg)
	t.inner = next.(tableGame)
	now, problem := t.inner.statusWord()
	if k, key := msg.(tea.KeyMsg); key && problem && (now != before || k.String() == "enter") {
		// The game screen just said what is wrong with the key (a move
		// typed wrong, entered again): that outranks the table's older
		// word, which would hide it.
		t.status, t.problem = "", false
	}
	moves := t.inner.tableMoves()
	if sameMoves(moves, t.snap.Moves) || (t.sent != "" && sameMoves(moves, append(t.snap.Moves[:len(t.snap.Moves):len(t.snap.Moves)], t.sent))) {
		return t, cmd // in step with the table, or waiting for it
	}
	local := len(moves) == len(t.snap.Moves)+1 && sameMoves(moves[:len(t.snap.Moves)], t.snap.Moves)
	switch {
	case !local:
		t.say(true, "the table's game cannot be cut or changed: walk the history with < and >")
	case t.closed || t.snap.Over():
		t.say(true, "the game is over")
	case t.watching():
		t.say(true, "you are watching: spectators do not move")
	case len(t.subs) == 1 && t.snap.ToMove != t.subs[0].Seat:
		t.say(true, "it is %s's turn", t.snap.Setup.Kind.SideName(t.snap.ToMove))
	default:
		mv := moves[len(moves)-1]
		t.status, t.sent = "", mv
		sub := t.mine(true)
		return t, tea.Batch(cmd, ask("move "+mv, "", func() error { return sub.Play(mv) }))
	}
	inner, err := t.inner.withTableMoves(t.snap.Moves)
	if err == nil {
		t.inner = inner
	}
	return t, cmd
}

// interrupt is ctrl+c: as q, it asks first when the program's end would
// leave a game in progress; ctrl+c as the answer quits.
func (t tableScreen) interrupt() (screen, string, bool) {
	if t.nothingToLose() || t.armed == "quit" {
		return t, t.quit(), true
	}
	t.askQuit()
	return t, "", false
}

// nothingToLose: a spectator, or a game that is over or has no move.
func (t tableScreen) nothingToLose() bool {
	return t.watching() || t.closed || t.snap.Over() || len(t.snap.Moves) == 0
}

func (t *tableScreen) askQuit() {
	t.armed = "quit"
	if t.local != nil {
		t.say(true, "quit and adjourn this game (%d move%s, saved)? y or ctrl+c quit · n play on", len(t.snap.Moves), plural.S(len(t.snap.Moves)))
		return
	}
	t.say(true, "leave table %s and quit? your seat waits %s: y or ctrl+c quit · n stay", t.snap.Code, t.grace())
}

// quit gives up the table before the program ends and says what became of
// the game: a clocked game at one keyboard is adjourned and saved; at a
// server's table the seat waits the grace period for its player.
func (t tableScreen) quit() (farewell string) {
	lose := !t.nothingToLose()
	t.stop()
	switch {
	case !lose:
		return ""
	case t.local != nil && t.local.err != nil:
		return fmt.Sprintf("your game could NOT be saved: %v", t.local.err)
	case t.local != nil && t.local.saved != "":
		return "your game was adjourned and saved as " + shortPath(t.local.saved)
	case t.local != nil:
		return ""
	}
	back := ""
	if tok := t.subs[0].Token; tok != "" {
		back = " (seat token " + tok + ")"
	}
	return fmt.Sprintf("you left table %s; your seat waits %s for you%s, then the game is adjourned and saved on the server",
		t.snap.Code, t.grace(), back)
}

// grace is how long a seat waits for its player, in words.
func (t tableScreen) grace() string {
	if t.opts.Host == nil || t.opts.Host.Lobby == nil {
		return "a while"
	}
	return plural.Duration(t.opts.Host.Lobby.Grace())
}

// leave gives up this screen's places (a player's seat waits the grace
// period). It waits for the table, which answers at once.
func (t tableScreen) leave() {
	for _, s := range t.subs {
		s.Leave()
	}
}

// stop is called when the program ends (quit, a dropped connection).
func (t tableScreen) stop() {
	t.inner.stop()
	t.leave()
	if t.local != nil {
		t.local.lobby.Close("adjourned: the players quit")
	}
}

func (t tableScreen) keyMap() help.KeyMap { k := t.keys; k.inner = t.inner.keyMap(); return k }
func (t tableScreen) rules() string {
	return t.inner.rules() + "\n" + tableRules + t.tokenNote()
}

// tokenNote reminds a player of their seat token.
func (t tableScreen) tokenNote() string {
	if len(t.subs) != 1 || t.subs[0].Token == "" {
		return ""
	}
	return fmt.Sprintf(" (your seat at %s waits for you: token %s)", t.snap.Code, t.subs[0].Token)
}
func (t tableScreen) typing() bool { return t.inner.typing() }
func (t tableScreen) minSize() (int, int) {
	return t.inner.minSize()
}

const tableRules = `At a table each player moves only their own side. z asks the opponent
to take back your last move (A accepts, X declines); D offers a draw; R
twice resigns. A player who drops may come back within the grace period
(the same key, or the code and the seat token); after it the game is
adjourned and saved. With a clock, the side whose time runs out loses.
q or ctrl+c asks before leaving a game in progress (y or ctrl+c again
leaves, the seat waits as after a drop); a clocked game at one keyboard
is adjourned and saved when you quit.`
