package common

import (
	"time"

	"cabezacat/tui/table"
)

// Account is a player's account on a server with a store, as the
// visitor's screens use it (the server implements it; nil for a guest).
// Every method answers for this visitor only: their seats, their games.
type Account interface {
	// Offers are what waits for the player on arrival: seats kept for
	// them at open tables, and their adjourned games.
	Offers() []Offer
	// Take sits the player at an offer's table (reopening an adjourned
	// game first).
	Take(o Offer) (*table.Sub, error)
	// AddKey lets another public key (an authorized_keys line) log in as
	// this player; it says what was added.
	AddKey(line string) (string, error)
	// Profile is the player's ratings, results and rating history.
	Profile() (Profile, error)
	// Games lists the player's own games, newest first, by a filter.
	Games(f GameFilter) ([]GameLine, error)
	// Record is one of the player's own games as a record's text (kind
	// "cabeza" or "catcat"), to step through.
	Record(id int64) (kind string, text []byte, err error)
	// Leaderboard is a pool's active players.
	Leaderboard(pool string) ([]Standing, error)
	// Pools are the rating pools, in the order the screens show them.
	Pools() []string
	// Settings are the player's saved settings (opaque JSON; nil when
	// never saved); SaveSettings keeps new ones.
	Settings() ([]byte, error)
	SaveSettings(settings []byte) error
}

// Offer is one thing waiting for a returning player.
type Offer struct {
	Title  string // "your seat at ABCD is waiting", "your adjourned game with carol"
	Code   string // the table's code (a kept seat)
	GameID int64  // the adjourned game (no table yet)
}

// Standing is a player's rating in one pool.
type Standing struct {
	Handle              string
	Pool                string
	Rating, Deviation   float64
	Provisional         bool // lichess's "?": deviation above 110
	Games               int
	Wins, Draws, Losses int
	History             []RatingPoint // after each rated game, oldest first (Profile only)
}

// RatingPoint is a rating after one game.
type RatingPoint struct {
	At     time.Time
	Rating float64
}

// Profile is a player's page.
type Profile struct {
	Handle    string
	Since     time.Time
	Keys      int
	Standings []Standing
	Games     int // all their finished games, rated or not
}

// GameFilter narrows "My games": a kind (cabeza, catcat), an opponent's
// handle, a result from the player's side (win, loss, draw); empty: all.
type GameFilter struct {
	Kind, Opponent, Result string
}

// GameLine is one game in "My games".
type GameLine struct {
	ID       int64
	Kind     string // cabeza or catcat
	When     time.Time
	Opponent string
	Side     string // the player's side: red, blue, cat, catcher
	Result   string // win, loss, draw, or "" (adjourned, no result)
	Reason   string
	Rated    bool
	Change   *float64 // the rating change of a rated game
	Match    int      // a rated Catch the Cat match's game: 1 or 2 (the one its result rates); else 0
	State    string
}
