package table

import (
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	"cabezacat/internal/plural"
)

// Errors a session shows as they are.
var (
	ErrClosed      = errors.New("the table is closed")
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
	code string
	in   chan request
	done chan struct{}
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
func (s *Sub) Leave() { _ = s.t.call(request{kind: reqLeave, sub: s.id}) }

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
		return ErrClosed
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
		return nil, ErrClosed
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
	seat int
	ch   chan Snapshot
}

// seat is a player's chair: who sat there, and whether they are here.
type seat struct {
	taken   bool
	ident   Identity
	token   string
	present int // subscribers in this seat (a player may hold it twice)
	epoch   int // counts drops, so a stale grace timer is ignored
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
}

func newTable(l *Lobby, code string, setup Setup) (*Table, *state, error) {
	g, err := newRules(setup)
	if err != nil {
		return nil, nil, err
	}
	t := &Table{code: code, in: make(chan request), done: make(chan struct{})}
	s := &state{t: t, lobby: l, setup: setup, game: g, subs: map[int]*subscriber{}, running: -1, opened: l.cfg.Clock.Now()}
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
		for _, sub := range s.subs {
			close(sub.ch)
		}
		s.lobby.remove(s.t.code)
		close(s.t.done)
	}()
	for r := range s.t.in {
		rep := s.handle(r)
		// Everyone's snapshot (and the lobby's list) is new before the
		// request returns: whoever acts next, the player who moved or
		// sat down, or a screen made just after, sees it.
		s.publish()
		if r.reply != nil {
			r.reply <- rep
		}
		if r.kind == reqShutdown || s.finished() {
			return
		}
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

// act serves every request but a join.
func (s *state) act(r request) error {
	now := s.lobby.cfg.Clock.Now()
	if r.kind == reqShutdown {
		s.end(now, r.text, true)
		return nil
	}
	if r.kind == reqFlag {
		s.checkFlag(now)
		return nil
	}
	if r.kind == reqGrace {
		st := &s.seats[r.seat]
		if st.present == 0 && st.epoch == r.epoch && s.ended == "" {
			s.end(now, fmt.Sprintf("adjourned: %s did not come back", s.who(r.seat)), true)
		}
		return nil
	}
	sub, ok := s.subs[r.sub]
	if !ok {
		return ErrClosed
	}
	if r.kind == reqLeave {
		s.leave(r.sub, sub, now)
		return nil
	}
	if sub.seat == Spectator {
		return ErrSpectator
	}
	if s.ended != "" {
		return ErrOver
	}
	if s.checkFlag(now) {
		return ErrOver
	}
	me, them := sub.seat, 1-sub.seat
	switch r.kind {
	case reqPlay:
		if !s.seats[them].taken {
			return ErrNoOpponent
		}
		if s.game.toMove() != me {
			return ErrNotYourTurn
		}
		mv, err := s.game.play(r.text)
		if err != nil {
			return err
		}
		s.request = Request{}
		s.event = fmt.Sprintf("%s played %s", s.kindName(me), mv)
		s.tick(now, true)
		if s.game.over() {
			s.end(now, s.game.result(), true)
		}
	case reqUndo:
		switch {
		case s.request.Kind == "undo" && s.request.From == them:
			n := 1
			if s.game.toMove() == them { // the asker moved since: back to their turn
				n = 2
			}
			for i := 0; i < n; i++ {
				s.game.undo()
			}
			s.request = Request{}
			s.event = fmt.Sprintf("%s took back a move (%s agreed)", s.kindName(them), s.kindName(me))
			s.tick(now, false)
		case len(s.game.moves()) == 0 || (len(s.game.moves()) == 1 && s.game.toMove() == me):
			return errors.New("you have no move to take back")
		default:
			s.request = Request{Kind: "undo", From: me}
			s.event = fmt.Sprintf("%s asks to take back a move", s.kindName(me))
		}
	case reqDraw:
		if s.request.Kind == "draw" && s.request.From == them {
			s.end(now, "draw agreed", true)
			return nil
		}
		s.request = Request{Kind: "draw", From: me}
		s.event = fmt.Sprintf("%s offers a draw", s.kindName(me))
	case reqDecline:
		if s.request.Kind == "" || s.request.From != them {
			return errors.New("there is nothing to decline")
		}
		s.event = fmt.Sprintf("%s declined the %s", s.kindName(me), map[string]string{"undo": "undo", "draw": "draw offer"}[s.request.Kind])
		s.request = Request{}
	case reqResign:
		s.end(now, fmt.Sprintf("%s resigned: %s wins", s.kindName(me), s.kindName(them)), true)
	}
	return nil
}

func (s *state) kindName(side int) string { return s.setup.Kind.SideName(side) }

// who names a seat with its player: "red (alice)".
func (s *state) who(side int) string {
	if n := s.seats[side].ident.Name; n != "" {
		return fmt.Sprintf("%s (%s)", s.kindName(side), n)
	}
	return s.kindName(side)
}

// refusal says why a player found no seat: both are taken, and the token
// or key they came with is either a seat's whose owner is still
// connected, or (a token) none of this table's.
func (s *state) refusal(id Identity, token string) error {
	for i, st := range s.seats {
		if st.taken && st.present > 0 && ((id.Key != "" && id.Key == st.ident.Key) || (token != "" && token == st.token)) {
			return refused{fmt.Sprintf("%s is still connected at that seat: close that session first", s.who(i)), []error{ErrSeatInUse}}
		}
	}
	if token != "" {
		return refused{fmt.Sprintf("seat token %q is not this table's, and both seats are taken", clipToken(token)), []error{ErrBadToken, ErrFull}}
	}
	return ErrFull
}

// refused is a refusal in its own words (one short line: the join form
// shows it on its status line) that is still each of errs.
type refused struct {
	msg  string
	errs []error
}

func (r refused) Error() string   { return r.msg }
func (r refused) Unwrap() []error { return r.errs }

// clipToken keeps a typed token short in a message.
func clipToken(t string) string {
	if r := []rune(t); len(r) > 16 {
		return string(r[:16]) + "…"
	}
	return t
}

func (s *state) join(id Identity, watch bool, token string, want int) (*Sub, error) {
	if s.ended != "" && !watch {
		return nil, ErrOver
	}
	seatNo := Spectator
	if !watch {
		for i := range s.seats {
			st := &s.seats[i]
			mine := st.taken && st.present == 0 && ((id.Key != "" && id.Key == st.ident.Key) || (token != "" && token == st.token))
			if mine {
				seatNo = i
				break
			}
		}
		if seatNo == Spectator {
			for i := range s.seats {
				if !s.seats[i].taken && (want < 0 || want == i) {
					seatNo = i
					break
				}
			}
		}
		if seatNo == Spectator {
			return nil, s.refusal(id, token)
		}
	}
	s.nextSub++
	sub := &subscriber{seat: seatNo, ch: make(chan Snapshot, 1)}
	s.subs[s.nextSub] = sub
	out := &Sub{Seat: seatNo, Updates: sub.ch, id: s.nextSub, t: s.t}
	if seatNo == Spectator {
		s.event = fmt.Sprintf("%s is watching", nameOr(id.Name, "someone"))
		return out, nil
	}
	st := &s.seats[seatNo]
	if !st.taken {
		st.taken, st.ident, st.token = true, id, newToken()
		s.event = fmt.Sprintf("%s sat down as %s", nameOr(id.Name, "someone"), s.kindName(seatNo))
	} else {
		s.event = fmt.Sprintf("%s is back", s.who(seatNo))
	}
	st.present++
	out.Token = st.token
	if !s.started && s.seats[0].taken && s.seats[1].taken {
		s.started = true
		s.tick(s.lobby.cfg.Clock.Now(), false)
	}
	return out, nil
}

func nameOr(name, other string) string {
	if name == "" {
		return other
	}
	return name
}

func (s *state) leave(id int, sub *subscriber, now time.Time) {
	delete(s.subs, id)
	close(sub.ch)
	if sub.seat == Spectator {
		return
	}
	st := &s.seats[sub.seat]
	st.present--
	if st.present > 0 || s.ended != "" {
		return
	}
	st.epoch++
	if !s.started {
		// Nobody played yet: the seat is free again.
		s.seats[sub.seat] = seat{}
		return
	}
	s.event = fmt.Sprintf("%s left; the seat waits %s", s.who(sub.seat), plural.Duration(s.lobby.cfg.Grace))
	seatNo, epoch := sub.seat, st.epoch
	s.lobby.cfg.Clock.AfterFunc(s.lobby.cfg.Grace, func() {
		s.t.send(request{kind: reqGrace, seat: seatNo, epoch: epoch})
	})
}

// tick settles the clocks at now: the side that just moved (moved true)
// is charged its time and gains the increment; the side to move runs.
func (s *state) tick(now time.Time, moved bool) {
	if !s.setup.Clock.On() || !s.started {
		return
	}
	if s.running >= 0 {
		s.clock[s.running] -= now.Sub(s.at)
		if moved {
			s.clock[s.running] += s.setup.Clock.Inc
		}
	}
	s.running, s.at = s.game.toMove(), now
	s.armFlag()
}

func (s *state) armFlag() {
	if s.stopFlag != nil {
		s.stopFlag()
		s.stopFlag = nil
	}
	if s.running < 0 || s.ended != "" {
		return
	}
	s.stopFlag = s.lobby.cfg.Clock.AfterFunc(max(s.clock[s.running], 0), func() {
		s.t.send(request{kind: reqFlag})
	})
}

// checkFlag ends the game if the running clock is out; it reports that it
// did.
func (s *state) checkFlag(now time.Time) bool {
	if s.running < 0 || s.ended != "" {
		return false
	}
	side := s.running
	if s.clock[side]-now.Sub(s.at) > 0 {
		s.armFlag() // a timer that fired early: wait for the rest
		return false
	}
	s.clock[side] -= now.Sub(s.at)
	s.clock[side] = 0
	s.end(now, fmt.Sprintf("%s's flag fell: %s wins", s.kindName(side), s.kindName(1-side)), true)
	return true
}

// end finishes the game with an ending in words and saves its record.
func (s *state) end(now time.Time, ending string, save bool) {
	if s.ended != "" {
		return
	}
	if s.running >= 0 {
		s.clock[s.running] = max(s.clock[s.running]-now.Sub(s.at), 0)
		s.running = -1
	}
	if s.stopFlag != nil {
		s.stopFlag()
		s.stopFlag = nil
	}
	s.ended, s.request = ending, Request{}
	s.event = ending
	if !save || len(s.game.moves()) == 0 || s.lobby.cfg.Save == nil {
		return
	}
	var names [2]string
	for i := range names {
		names[i] = "human"
		if n := s.seats[i].ident.Name; n != "" {
			names[i] = "human (" + n + ")"
		}
	}
	note := ending
	if s.game.over() && ending == s.game.result() {
		note = "" // the record's result says it
	}
	clock := ""
	if s.setup.Clock.On() {
		clock = RecordClock(s.setup.Kind, s.setup.Clock, s.clock)
	}
	text, err := s.game.record(names, note, clock, now)
	if err == nil {
		s.saved, err = s.lobby.cfg.Save(s.setup.Kind, text)
	}
	if err != nil {
		s.event = fmt.Sprintf("%s; the record was NOT saved: %v", ending, err)
		return
	}
	s.event = fmt.Sprintf("%s; saved to %s", ending, s.saved)
}

// publish sends every subscriber the table as it is now, replacing a
// snapshot it has not read yet.
func (s *state) publish() {
	snap := s.snapshot()
	for _, sub := range s.subs {
		select {
		case <-sub.ch:
		default:
		}
		sub.ch <- snap
	}
	s.lobby.setInfo(s.info())
}

func (s *state) snapshot() Snapshot {
	snap := Snapshot{
		Code: s.t.code, Setup: s.setup, Moves: s.game.moves(), ToMove: s.game.toMove(),
		Clock: s.clock, Running: s.running, At: s.at, Request: s.request,
		Ended: s.ended, Event: s.event, Saved: s.saved,
	}
	for i, st := range s.seats {
		snap.Seats[i] = SeatView{Name: st.ident.Name, Taken: st.taken, Present: st.present > 0}
	}
	for _, sub := range s.subs {
		if sub.seat == Spectator {
			snap.Watch++
		}
	}
	return snap
}

func (s *state) info() Info {
	i := Info{Code: s.t.code, Kind: s.setup.Kind, Clock: s.setup.Clock, Setup: s.setup, Moves: len(s.game.moves()), Ended: s.ended != "", Opened: s.opened}
	for n, st := range s.seats {
		i.Seats[n] = SeatView{Name: st.ident.Name, Taken: st.taken, Present: st.present > 0}
	}
	return i
}

// newToken is a seat token: short enough to type, too many to guess in
// the grace period.
func newToken() string { return rand.Text()[:8] }
