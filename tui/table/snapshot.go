package table

import "time"

// Spectator is the seat of a subscriber who only watches.
const Spectator = -1

// Identity is who a visitor is: the name they logged in with and, when
// they came with a public key, its fingerprint (which lets them take their
// seat back after a drop without the token).
type Identity struct {
	Name string
	Key  string
	// Player is the visitor's account in the server's store (0: a guest,
	// or a server without one): a player's seat is theirs from any of
	// their keys.
	Player int64
}

// SeatView is one seat as everyone sees it.
type SeatView struct {
	Name    string
	Taken   bool // someone sat here (they may have dropped since)
	Present bool
}

// Request is an undo request or a draw offer waiting for an answer.
type Request struct {
	Kind string // "undo", "draw" or "" for none
	From int    // the seat that asked
}

// Snapshot is the whole table as one session needs it to draw: it is a
// value, its slices fresh copies.
type Snapshot struct {
	Code    string
	Setup   Setup
	Moves   []string // notation of every move so far
	ToMove  int
	Seats   [2]SeatView
	Watch   int              // spectators
	Clock   [2]time.Duration // remaining at At
	Running int              // the seat whose clock runs, or -1
	At      time.Time
	Request Request
	// Ended says how the game ended in words ("blue resigned", "draw
	// agreed", "red's flag fell", a rules result, "adjourned: saved to
	// F"), or "" while it goes on.
	Ended string
	Event string // the last thing that happened, for the status line
	Saved string // the record's path once it is saved

	// Chat is the end of the table's chat (ChatShown lines at most), as
	// this subscriber sees it: without the spectators' lines on the
	// screens of a player who muted them (Muted).
	Chat    []ChatLine
	Muted   [2]bool
	Rematch RematchView

	// Outcome is what the store made of the ending: new ratings, the
	// match's next game, or that it waits adjourned ("" without a store).
	Outcome string
}

// Remaining is a side's time now, counting the running clock down.
func (s Snapshot) Remaining(side int, now time.Time) time.Duration {
	d := s.Clock[side]
	if s.Running == side {
		d -= now.Sub(s.At)
	}
	return max(d, 0)
}

// Over reports that the game has ended, by the rules or otherwise.
func (s Snapshot) Over() bool { return s.Ended != "" }

// Info is a table as the list of open tables shows it.
type Info struct {
	Code   string
	Kind   Kind
	Clock  TimeControl
	Setup  Setup
	Seats  [2]SeatView
	Moves  int
	Ended  bool
	Opened time.Time
	owners [2]Identity // who each seat is kept for (Waiting)
	GameID int64       // the game's id in the store (0: not stored)
}

// Open reports whether a seat was never taken: someone may sit down.
func (i Info) Open() bool { return !i.Ended && (!i.Seats[0].Taken || !i.Seats[1].Taken) }
