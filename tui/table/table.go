package table

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"cabezacat/internal/panics"
)

// Errors a session shows as they are.
var (
	ErrClosed      = errors.New("the table is closed")
	ErrLeft        = errors.New("you left the table")
	ErrNotYourTurn = errors.New("it is not your turn")
	ErrSpectator   = errors.New("you are watching: spectators do not move")
	ErrOver        = errors.New("the game is over")
	ErrFull        = errors.New("both seats are taken: watch instead, or give the seat token to take yours back")
	ErrNoOpponent  = errors.New("wait for an opponent to sit down")
	// ErrBadToken comes with ErrFull: a seat token that is none of this
	// table's, when no seat is open.
	ErrBadToken = errors.New("that seat token is not one of this table's seats")
	// ErrSeatInUse: the token or key is a seat's, but its owner is still
	// connected there (a drop not noticed yet, or a second terminal).
	ErrSeatInUse = errors.New("that seat is still in use by its other connection")
)

// Table is the handle of one table: the channel to its goroutine. It holds
// no state of the game.
type Table struct {
	lobby *Lobby // to find a rematch's table
	code  string
	in    chan request
	done  chan struct{}
}

type reqKind int

const (
	reqJoin reqKind = iota
	reqLeave
	reqPlay
	reqUndo
	reqDraw
	reqDecline
	reqResign
	reqFlag  // a timer fired: look at the clock
	reqGrace // a dropped player's grace period ended
	reqShutdown
	reqChat    // chat.go
	reqMute    // chat.go
	reqRematch // rematch.go
)

type request struct {
	kind  reqKind
	sub   int
	text  string
	seat  int
	epoch int
	ident Identity
	watch bool
	exact bool // join: sit on seat, nowhere else
	reply chan reply
}

type reply struct {
	err error
	sub *Sub
}

// Sub is one session's place at a table: its seat (or Spectator), the
// token that takes the seat back after a drop, and its snapshots.
type Sub struct {
	Seat    int
	Token   string
	Updates <-chan Snapshot
	id      int
	t       *Table
	ident   Identity // who sat or watches, to follow to a rematch

	// The place JoinRematch found, until its screen takes it
	// (TakeRematch): a Leave before then gives it up too (rematch.go).
	mu   sync.Mutex
	left bool
	next *Sub
}

// Code is the table's code.
func (s *Sub) Code() string { return s.t.code }

// Play sends a move in notation; the table checks it by the rules.
func (s *Sub) Play(text string) error { return s.t.call(request{kind: reqPlay, sub: s.id, text: text}) }

// Undo asks the opponent to take back this side's last move, or accepts
// the opponent's request.
func (s *Sub) Undo() error { return s.t.call(request{kind: reqUndo, sub: s.id}) }

// Draw offers a draw, or accepts the opponent's offer.
func (s *Sub) Draw() error { return s.t.call(request{kind: reqDraw, sub: s.id}) }

// Decline turns down the opponent's request or offer.
func (s *Sub) Decline() error { return s.t.call(request{kind: reqDecline, sub: s.id}) }

// Resign gives the game up.
func (s *Sub) Resign() error { return s.t.call(request{kind: reqResign, sub: s.id}) }

// Leave gives the place up. A player's seat waits for the grace period.
// A place at the rematch that JoinRematch found and no one took is
// given up with it.
func (s *Sub) Leave() {
	s.mu.Lock()
	s.left = true
	next := s.next
	s.next = nil
	s.mu.Unlock()
	if next != nil {
		next.Leave()
	}
	_ = s.t.call(request{kind: reqLeave, sub: s.id})
}

func (t *Table) call(r request) error {
	r.reply = make(chan reply, 1)
	select {
	case t.in <- r:
	case <-t.done:
		return ErrClosed
	}
	select {
	case rep := <-r.reply:
		return rep.err
	case <-t.done:
		return closedReply(r).err
	}
}

// closedReply is the answer to r once the table has closed: the one its
// goroutine gave before it ended (why it closed, after a panic), if it
// gave one, else ErrClosed.
func closedReply(r request) reply {
	select {
	case rep := <-r.reply:
		return rep
	default:
		return reply{err: ErrClosed}
	}
}

// Join sits down (watch false: a free seat, or one's own seat back by
// public key or token) or watches.
func (t *Table) Join(id Identity, watch bool, token string) (*Sub, error) {
	return t.join(request{kind: reqJoin, ident: id, watch: watch, text: token})
}

// join sends a join request and waits for the seat.
func (t *Table) join(r request) (*Sub, error) {
	r.reply = make(chan reply, 1)
	select {
	case t.in <- r:
	case <-t.done:
		return nil, ErrClosed
	}
	select {
	case rep := <-r.reply:
		return rep.sub, rep.err
	case <-t.done:
		rep := closedReply(r)
		return rep.sub, rep.err
	}
}

// send delivers a timer's request unless the table is gone.
func (t *Table) send(r request) {
	select {
	case t.in <- r:
	case <-t.done:
	}
}

// subscriber is a session at the table, as the table's goroutine keeps it.
type subscriber struct {
	seat  int
	ident Identity
	ch    chan Snapshot
}

// seat is a player's chair: who sat there, and whether they are here.
type seat struct {
	taken   bool
	ident   Identity
	token   string
	present int  // subscribers in this seat (a player may hold it twice)
	epoch   int  // counts drops, so a stale grace timer is ignored
	held    bool // a rematch's seat, held for its player before they come
}

// state is the table itself, touched only by its goroutine (run).
type state struct {
	t        *Table
	lobby    *Lobby
	setup    Setup
	game     rules
	subs     map[int]*subscriber
	nextSub  int
	seats    [2]seat
	clock    [2]time.Duration
	running  int
	at       time.Time
	started  bool
	stopFlag func() bool
	request  Request
	ended    string
	event    string
	saved    string
	opened   time.Time

	// The chat (chat.go): every line said, the rate limit's counts, and
	// the seats that muted the spectators.
	chatLines  []ChatLine
	chatStored int // how many of chatLines the Journal has (journal.go)
	chatters   map[string]*chatter
	muted      [2]bool
	// The rematch (rematch.go): who asked, and once both did, the new
	// table and each seat's token there.
	rematchAsked  [2]bool
	rematchCode   string
	rematchTokens [2]string
	// gameID is the game's in the Journal (0: not stored yet); reserved:
	// both seats were kept for their players when the table opened (a
	// resumed game, a match's second game), so it starts when both sit.
	gameID   int64
	reserved bool
	outcome  string // Snapshot.Outcome
}

func newTable(l *Lobby, code string, setup Setup) (*Table, *state, error) {
	g, err := newRules(setup)
	if err != nil {
		return nil, nil, err
	}
	t := &Table{lobby: l, code: code, in: make(chan request), done: make(chan struct{})}
	s := &state{t: t, lobby: l, setup: setup, game: g, subs: map[int]*subscriber{}, running: -1, opened: l.cfg.Clock.Now(), gameID: setup.GameID}
	s.clock = [2]time.Duration{setup.Clock.Base, setup.Clock.Base}
	if setup.Left != [2]time.Duration{} {
		s.clock = setup.Left // resumed: the time each side had left
	}
	return t, s, nil
}

// run is the table's goroutine: it serves requests until the table is
// finished and everyone has left, or the server shuts down.
func (s *state) run() {
	defer func() {
		if s.stopFlag != nil {
			s.stopFlag()
		}
		// Out of the lobby first: whoever sees their updates end finds
		// the table gone from the list.
		s.lobby.remove(s.t.code)
		for _, sub := range s.subs {
			close(sub.ch)
		}
		close(s.t.done)
	}()
	for r := range s.t.in {
		var rep reply
		if p := panics.Catch(func() {
			if hook := s.lobby.cfg.TestHook; hook != nil {
				hook(s.t.code)
			}
			rep = s.handle(r)
			// Everyone's snapshot (and the lobby's list) is new before
			// the request returns: whoever acts next, the player who
			// moved or sat down, or a screen made just after, sees it.
			s.publish()
		}); p != nil {
			s.fail(r, p)
			return
		}
		if r.reply != nil {
			r.reply <- rep
		}
		if r.kind == reqShutdown || s.finished() {
			return
		}
	}
}

// fail ends a table whose goroutine panicked serving r, keeping the
// lobby and every other table running: the report goes to the lobby's
// log, the game is saved as the table saves at its end (a record with
// its clocks), and everyone at the table gets a last snapshot that says
// why it closed and where the game went (then run closes their
// channels), as does r's sender. Each step is guarded: the table's state
// may be what panicked.
func (s *state) fail(r request, p *panics.Panic) {
	s.lobby.log(p.Report("table " + s.t.code))
	if s.ended != "" {
		// The game's end was saved then: say why the table closes, and
		// where the game went.
		s.event = "an error on the server closed the table (" + p.Words() + ")"
		if s.saved != "" {
			s.event += "; the game was saved to " + s.saved
		}
	} else {
		ending := "adjourned: an error on the server (" + p.Words() + ")"
		if q := panics.Catch(func() { s.end(s.lobby.cfg.Clock.Now(), ending, true) }); q != nil {
			s.lobby.log(q.Report("saving table " + s.t.code + "'s game after a panic"))
			s.ended = ending
			s.event = ending + "; the game could NOT be saved: " + q.Words()
		}
	}
	s.request = Request{}
	if q := panics.Catch(s.publish); q != nil {
		s.lobby.log(q.Report("table " + s.t.code + "'s last snapshot"))
	}
	if r.reply != nil {
		r.reply <- reply{err: errors.New(s.event)}
	}
}

// finished: nobody is left at a table whose game is over (or never began).
func (s *state) finished() bool {
	return len(s.subs) == 0 && (s.ended != "" || !s.seats[0].taken && !s.seats[1].taken)
}

// handle serves one request and says what its sender is answered.
func (s *state) handle(r request) reply {
	if r.kind == reqJoin {
		want := -1
		if r.exact {
			want = r.seat
		}
		sub, err := s.join(r.ident, r.watch, r.text, want)
		return reply{sub: sub, err: err}
	}
	return reply{err: s.act(r)}
}

func (s *state) kindName(side int) string { return s.setup.Kind.SideName(side) }

// who names a seat with its player: "red (alice)".
func (s *state) who(side int) string {
	if n := s.seats[side].ident.Name; n != "" {
		return fmt.Sprintf("%s (%s)", s.kindName(side), n)
	}
	return s.kindName(side)
}
