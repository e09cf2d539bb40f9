package table

import (
	"fmt"
	"strings"
	"time"

	"cabezacat/catcat"
)

// Journal keeps a table's game in the server's store as it is played, so
// that nothing is lost: a move is shown to anyone only after Move has
// stored it (a move the store refuses is taken back and its player told),
// and a server killed mid-game finds every game at its last move when it
// starts again. The table calls it from its own goroutine only.
type Journal interface {
	// Begin stores a game about to be played (its moves so far, for a
	// resumed one) and returns its id.
	Begin(g JournalGame) (int64, error)
	Move(id int64, ply int, move string, left [2]time.Duration, at time.Time) error
	TakeBack(id int64, plies int, left [2]time.Duration) error
	// Adjourn stops the game where it is, to be resumed.
	Adjourn(id int64, why string, left [2]time.Duration) error
	// Finish ends the game with its result, rates it when it is rated,
	// and says what the result did (new ratings) in words, or "".
	Finish(id int64, f JournalEnd) (string, error)
	// Chat keeps a line of the table's chat with the game.
	Chat(id int64, who, line string) error
}

// JournalGame is a game as the journal begins it.
type JournalGame struct {
	Code    string
	Setup   Setup // Setup.Moves: the moves already played
	Seats   [2]Identity
	Left    [2]time.Duration
	Started time.Time
}

// JournalEnd is how a game ended.
type JournalEnd struct {
	// Winner is the seat that won, Draw, or NoResult (ended otherwise).
	Winner int
	Reason string
	Left   [2]time.Duration
	// Points are the course's points of each seat (Catch the Cat only,
	// catcat.Tally.Points with K 0: people's thinking is on their clock,
	// not a CPU's), for a rated match's score; ok false without.
	Points   [2]float64
	PointsOK bool
}

// Results a game ends with besides a seat's win.
const (
	NoResult = -1
	Draw     = 2
)

// winnerByRules is the seat that won by the rules, Draw, or NoResult.
func (s *state) winnerByRules() int {
	switch r := s.game.(type) {
	case *cabezaRules:
		st := r.g.Status()
		switch {
		case !st.Over():
			return NoResult
		case st.IsDraw():
			return Draw
		}
		return int(st.Winner) // the rules' sides are the seats: red 0, blue 1
	case *catcatRules:
		if w, ok := r.g.Result().Outcome.Winner(); ok {
			return seatOfTurn(w)
		}
	}
	return NoResult
}

func seatOfTurn(t catcat.Turn) int {
	if t == catcat.CatToMove {
		return 0
	}
	return 1
}

// points are a Catch the Cat game's course points for each seat, when it
// has a winner (the rules', or by resignation or flag: "a game ended by
// an invalid move is won by the other side and scored the same way").
func (s *state) points(winner int) ([2]float64, bool) {
	r, ok := s.game.(*catcatRules)
	if !ok || (winner != 0 && winner != 1) {
		return [2]float64{}, false
	}
	t := catcat.Tally{Size: r.g.Start().Size(), CatMoves: r.g.CatMoves(), CatcherMoves: r.g.CatcherMoves(), Winner: catcat.CatcherToMove}
	if winner == 0 {
		t.Winner = catcat.CatToMove
	}
	cat, catcher := t.Points(0)
	return [2]float64{cat, catcher}, true
}

// left is each side's clock now.
func (s *state) left(now time.Time) [2]time.Duration {
	l := s.clock
	if s.running >= 0 {
		l[s.running] = max(l[s.running]-now.Sub(s.at), 0)
	}
	return l
}

// journalBegin stores the game if the table has a journal and has not
// stored it yet.
func (s *state) journalBegin(now time.Time) error {
	j := s.lobby.cfg.Journal
	if j == nil || s.gameID != 0 {
		return nil
	}
	setup := s.setup
	setup.Moves = s.game.moves()
	id, err := j.Begin(JournalGame{Code: s.t.code, Setup: setup, Seats: [2]Identity{s.seats[0].ident, s.seats[1].ident}, Left: s.left(now), Started: now})
	if err != nil {
		return err
	}
	s.gameID = id
	s.journalChat()
	return nil
}

// journalMove stores the move just played (the last of the game's).
func (s *state) journalMove(now time.Time, mv string) error {
	j := s.lobby.cfg.Journal
	if j == nil {
		return nil
	}
	if s.gameID == 0 {
		// Begun with the moves before this one: this one follows.
		moves := s.game.moves()
		setup := s.setup
		setup.Moves = moves[:len(moves)-1]
		id, err := j.Begin(JournalGame{Code: s.t.code, Setup: setup, Seats: [2]Identity{s.seats[0].ident, s.seats[1].ident}, Left: s.left(now), Started: now})
		if err != nil {
			return fmt.Errorf("the move was not stored (%v): play it again", err)
		}
		s.gameID = id
		s.journalChat()
	}
	if err := j.Move(s.gameID, len(s.game.moves()), mv, s.left(now), now); err != nil {
		return fmt.Errorf("the move was not stored (%v): play it again", err)
	}
	return nil
}

// journalTakeBack stores a take-back.
func (s *state) journalTakeBack(now time.Time) {
	if j := s.lobby.cfg.Journal; j != nil && s.gameID != 0 {
		if err := j.TakeBack(s.gameID, len(s.game.moves()), s.left(now)); err != nil {
			s.lobby.log(fmt.Sprintf("table %s: storing a take-back of game %d: %v", s.t.code, s.gameID, err))
		}
	}
}

// journalEnd stores the game's end: finished with a result, or adjourned.
// It returns words for the event (new ratings), or "".
func (s *state) journalEnd(now time.Time, ending string) string {
	j := s.lobby.cfg.Journal
	if j == nil || s.gameID == 0 {
		return ""
	}
	winner := reasonWinner(s.setup.Kind, ending)
	if winner == NoResult && s.game.over() {
		winner = s.winnerByRules()
	}
	left := s.left(now)
	if winner == NoResult {
		if err := j.Adjourn(s.gameID, ending, left); err != nil {
			s.lobby.log(fmt.Sprintf("table %s: adjourning game %d: %v", s.t.code, s.gameID, err))
			return "the store could NOT adjourn it: " + err.Error()
		}
		return "it waits in the store for both players"
	}
	pts, ok := s.points(winner)
	words, err := j.Finish(s.gameID, JournalEnd{Winner: winner, Reason: ending, Left: left, Points: pts, PointsOK: ok})
	if err != nil {
		s.lobby.log(fmt.Sprintf("table %s: finishing game %d: %v", s.t.code, s.gameID, err))
		return "the store could NOT keep the result: " + err.Error()
	}
	return words
}

// ErrGuestRated: a visitor without a key sat at a rated table.
var ErrGuestRated = fmt.Errorf("rated tables are for players (log in with an SSH key); guests play casual tables and watch")

// ErrMatchDraw: a rated Catch the Cat match scores each game by who won.
var ErrMatchDraw = fmt.Errorf("a rated Catch the Cat match has no draws: play on or resign")

// ErrRatedUndo: no take-backs in rated games.
var ErrRatedUndo = fmt.Errorf("no take-backs in rated games")

// sameIdentity: a seat's owner come back, by player, else by key.
func sameIdentity(a, b Identity) bool {
	if a.Player != 0 || b.Player != 0 {
		return a.Player == b.Player
	}
	return a.Key != "" && a.Key == b.Key
}

// reasonWinner reads who won from a table's own ending words, for the
// endings that are not the rules' (resigned, flag, draw agreed).
func reasonWinner(kind Kind, ending string) int {
	switch {
	case ending == "draw agreed":
		return Draw
	case strings.Contains(ending, " resigned: ") || strings.Contains(ending, "'s flag fell: "):
		for side := 0; side < 2; side++ {
			if strings.HasSuffix(ending, ": "+kind.SideName(side)+" wins") {
				return side
			}
		}
	}
	return NoResult
}

// clockState is the clocks as a move found them, to put back when the
// store refuses the move.
type clockState struct {
	clock   [2]time.Duration
	running int
	at      time.Time
}

func (s *state) clocks() clockState { return clockState{s.clock, s.running, s.at} }

func (s *state) restoreClocks(c clockState) {
	s.clock, s.running, s.at = c.clock, c.running, c.at
	s.armFlag()
}

// journalChat keeps the chat lines not yet stored with the game: those
// said since, or before the game was stored (a line said while waiting
// for the first move waits for the game's id). A line the store refuses
// is logged and not tried again: the chat is the game's margin, never a
// reason to stop it.
func (s *state) journalChat() {
	j := s.lobby.cfg.Journal
	if j == nil || s.gameID == 0 {
		return
	}
	for ; s.chatStored < len(s.chatLines); s.chatStored++ {
		c := s.chatLines[s.chatStored]
		if err := j.Chat(s.gameID, c.Name, c.Text); err != nil {
			s.lobby.log(fmt.Sprintf("table %s: storing a chat line of game %d: %v", s.t.code, s.gameID, err))
		}
	}
}
