package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Game states.
const (
	Playing   = "playing"
	Adjourned = "adjourned"
	Finished  = "finished"
)

// Seat is who sat on one side of a game: a player, or a guest (Player 0)
// known only by the name they came with.
type Seat struct {
	Player int64
	Name   string
}

// Game is one table game as stored.
type Game struct {
	ID    int64
	Table string // the table's code
	Kind  string // cabeza or catcat
	Setup []byte // the table's setup as JSON (package table's Setup)
	Rated bool
	Pool  string // the rating pool; "" for a casual game
	// MatchFirst is, for the second game of a rated Catch the Cat match,
	// the first game's id.
	MatchFirst int64
	Seats      [2]Seat
	State      string
	Started    time.Time
	Ended      time.Time // zero while not finished
	// Score is seat 0's score (1, 0.5, 0) in a finished game that has a
	// winner or a draw; nil otherwise (adjourned, or ended otherwise).
	Score  *float64
	Reason string           // how it ended, in words
	Left   [2]time.Duration // each side's clock at the last move or the end
	// Around a rated game: each side's rating before and after, and the
	// deviation after (nil for a casual game).
	Before, After, Deviation [2]*float64
	// Points are a Catch the Cat game's course points for each seat
	// (catcat.Tally.Points), for a rated match's score; nil without.
	Points *[2]float64
	Moves  []Move     // filled by Game, not by Games
	Chat   []ChatLine // filled by Game
}

// Move is one move of a game as stored.
type Move struct {
	Ply  int // 1 for the first move
	Text string
	Left [2]time.Duration // each side's clock after it
	At   time.Time
}

// ChatLine is one line said at a table during a game.
type ChatLine struct {
	At   time.Time
	Who  string
	Line string
}

// BeginGame stores a game that starts now (its first move is coming) and
// returns its id; the game is Playing until Finish or Adjourn. Moves
// already played (a resumed game's) are in g.Moves.
func (s *Store) BeginGame(ctx context.Context, g Game) (int64, error) {
	var id int64
	err := s.tx(ctx, func(t *sql.Tx) error {
		err := t.QueryRowContext(ctx, s.q(`INSERT INTO games (table_code, kind, setup, rated, pool, match_first,
			player0, player1, name0, name1, state, started_ms, left0_ms, left1_ms)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
			g.Table, g.Kind, string(g.Setup), boolInt(g.Rated), g.Pool, nullID(g.MatchFirst),
			nullID(g.Seats[0].Player), nullID(g.Seats[1].Player), g.Seats[0].Name, g.Seats[1].Name,
			Playing, ms(g.Started), g.Left[0].Milliseconds(), g.Left[1].Milliseconds()).Scan(&id)
		if err != nil {
			return err
		}
		for _, m := range g.Moves {
			if err := s.insertMove(ctx, t, id, m); err != nil {
				return err
			}
		}
		return nil
	})
	return id, err
}

// Move stores a game's move ply (1 the first): the table shows a move
// only once Move has returned nil, so a move on a screen is on the disk.
func (s *Store) Move(ctx context.Context, id int64, m Move) error {
	return s.tx(ctx, func(t *sql.Tx) error {
		if err := s.insertMove(ctx, t, id, m); err != nil {
			return err
		}
		_, err := t.ExecContext(ctx, s.q(`UPDATE games SET left0_ms = ?, left1_ms = ? WHERE id = ? AND state = ?`),
			m.Left[0].Milliseconds(), m.Left[1].Milliseconds(), id, Playing)
		return err
	})
}

func (s *Store) insertMove(ctx context.Context, t *sql.Tx, id int64, m Move) error {
	_, err := t.ExecContext(ctx, s.q(`INSERT INTO moves (game_id, ply, move, left0_ms, left1_ms, at_ms) VALUES (?, ?, ?, ?, ?, ?)`),
		id, m.Ply, m.Text, m.Left[0].Milliseconds(), m.Left[1].Milliseconds(), ms(m.At))
	if err != nil {
		return fmt.Errorf("move %d of game %d: %w", m.Ply, id, err)
	}
	return nil
}

// TakeBack keeps a game's first plies moves, with each side's clock as
// it is now.
func (s *Store) TakeBack(ctx context.Context, id int64, plies int, left [2]time.Duration) error {
	return s.tx(ctx, func(t *sql.Tx) error {
		if _, err := t.ExecContext(ctx, s.q(`DELETE FROM moves WHERE game_id = ? AND ply > ?`), id, plies); err != nil {
			return err
		}
		_, err := t.ExecContext(ctx, s.q(`UPDATE games SET left0_ms = ?, left1_ms = ? WHERE id = ?`), left[0].Milliseconds(), left[1].Milliseconds(), id)
		return err
	})
}

// AddChat stores a line of a game's chat.
func (s *Store) AddChat(ctx context.Context, id int64, who, line string) error {
	return s.tx(ctx, func(t *sql.Tx) error {
		var seq int
		if err := t.QueryRowContext(ctx, s.q(`SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE game_id = ?`), id).Scan(&seq); err != nil {
			return err
		}
		_, err := t.ExecContext(ctx, s.q(`INSERT INTO chat (game_id, seq, at_ms, who, line) VALUES (?, ?, ?, ?, ?)`), id, seq, ms(s.now()), who, line)
		return err
	})
}

// Adjourn stops a game in progress where it is, to be resumed.
func (s *Store) Adjourn(ctx context.Context, id int64, reason string, left [2]time.Duration) error {
	_, err := s.db.ExecContext(ctx, s.q(`UPDATE games SET state = ?, reason = ?, left0_ms = ?, left1_ms = ? WHERE id = ? AND state = ?`),
		Adjourned, reason, left[0].Milliseconds(), left[1].Milliseconds(), id, Playing)
	return err
}

// Resume makes an adjourned game Playing again (its table reopened).
func (s *Store) Resume(ctx context.Context, id int64) error {
	r, err := s.db.ExecContext(ctx, s.q(`UPDATE games SET state = ?, reason = '' WHERE id = ? AND state = ?`), Playing, id, Adjourned)
	if err != nil {
		return err
	}
	if n, _ := r.RowsAffected(); n == 0 {
		return fmt.Errorf("game %d is not adjourned (resumed already elsewhere?)", id)
	}
	return nil
}

// AdjournAll adjourns every game still Playing: at a server's start,
// those are the games a killed server left, each at its last stored
// move. It returns how many.
func (s *Store) AdjournAll(ctx context.Context, reason string) (int, error) {
	r, err := s.db.ExecContext(ctx, s.q(`UPDATE games SET state = ?, reason = ? WHERE state = ?`), Adjourned, reason, Playing)
	if err != nil {
		return 0, err
	}
	n, err := r.RowsAffected()
	return int(n), err
}

// Ending is how a game finished.
type Ending struct {
	Score  *float64 // seat 0's score; nil: no result (ended otherwise)
	Reason string
	Left   [2]time.Duration
	// Rate, when set, changes both players' ratings in Pool (the game's
	// own, or for a Catch the Cat match the match's) by RateScore, seat
	// 0's score, in the same transaction as the ending.
	Rate      bool
	RateScore float64
	Points    *[2]float64 // a Catch the Cat game's course points
}

// Finish ends a game for good, with its ratings when e.Rate.
func (s *Store) Finish(ctx context.Context, id int64, e Ending) (Game, error) {
	var g Game
	err := s.tx(ctx, func(t *sql.Tx) error {
		var err error
		if g, err = s.game(ctx, t, id); err != nil {
			return err
		}
		if g.State == Finished {
			return fmt.Errorf("game %d is finished already", id)
		}
		var score any
		if e.Score != nil {
			score = *e.Score
		}
		var p0, p1 any
		if e.Points != nil {
			p0, p1 = e.Points[0], e.Points[1]
		}
		g.State, g.Ended, g.Score, g.Reason, g.Left, g.Points = Finished, s.now().UTC().Truncate(time.Millisecond), e.Score, e.Reason, e.Left, e.Points
		if _, err := t.ExecContext(ctx, s.q(`UPDATE games SET state = ?, ended_ms = ?, score0 = ?, reason = ?, left0_ms = ?, left1_ms = ?, points0 = ?, points1 = ? WHERE id = ?`),
			Finished, ms(g.Ended), score, e.Reason, e.Left[0].Milliseconds(), e.Left[1].Milliseconds(), p0, p1, id); err != nil {
			return err
		}
		if !e.Rate {
			return nil
		}
		return s.rate(ctx, t, &g, e.RateScore)
	})
	return g, err
}

const gameColumns = `id, table_code, kind, setup, rated, pool, match_first, player0, player1, name0, name1, state,
	started_ms, ended_ms, score0, reason, left0_ms, left1_ms, before0, after0, before1, after1, deviation0, deviation1, points0, points1`

type scanner interface{ Scan(...any) error }

func scanGame(r scanner) (Game, error) {
	var g Game
	var setup string
	var rated int
	var first, p0, p1, ended sql.NullInt64
	var started, l0, l1 int64
	var score, b0, a0, b1, a1, d0, d1, pt0, pt1 sql.NullFloat64
	err := r.Scan(&g.ID, &g.Table, &g.Kind, &setup, &rated, &g.Pool, &first, &p0, &p1, &g.Seats[0].Name, &g.Seats[1].Name, &g.State,
		&started, &ended, &score, &g.Reason, &l0, &l1, &b0, &a0, &b1, &a1, &d0, &d1, &pt0, &pt1)
	if err != nil {
		return g, err
	}
	g.Setup, g.Rated, g.MatchFirst = []byte(setup), rated != 0, first.Int64
	g.Seats[0].Player, g.Seats[1].Player = p0.Int64, p1.Int64
	g.Started = fromMS(started)
	if ended.Valid {
		g.Ended = fromMS(ended.Int64)
	}
	g.Score = float(score)
	g.Left = [2]time.Duration{time.Duration(l0) * time.Millisecond, time.Duration(l1) * time.Millisecond}
	g.Before, g.After, g.Deviation = [2]*float64{float(b0), float(b1)}, [2]*float64{float(a0), float(a1)}, [2]*float64{float(d0), float(d1)}
	if pt0.Valid && pt1.Valid {
		g.Points = &[2]float64{pt0.Float64, pt1.Float64}
	}
	return g, nil
}

func float(f sql.NullFloat64) *float64 {
	if !f.Valid {
		return nil
	}
	v := f.Float64
	return &v
}

type queryer interface {
	querier
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// game reads a game with its moves and chat.
func (s *Store) game(ctx context.Context, q queryer, id int64) (Game, error) {
	g, err := scanGame(q.QueryRowContext(ctx, s.q(`SELECT `+gameColumns+` FROM games WHERE id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return g, ErrNotFound
	}
	if err != nil {
		return g, err
	}
	rows, err := q.QueryContext(ctx, s.q(`SELECT ply, move, left0_ms, left1_ms, at_ms FROM moves WHERE game_id = ? ORDER BY ply`), id)
	if err != nil {
		return g, err
	}
	for rows.Next() {
		var m Move
		var l0, l1, at int64
		if err := rows.Scan(&m.Ply, &m.Text, &l0, &l1, &at); err != nil {
			rows.Close()
			return g, err
		}
		m.Left = [2]time.Duration{time.Duration(l0) * time.Millisecond, time.Duration(l1) * time.Millisecond}
		m.At = fromMS(at)
		g.Moves = append(g.Moves, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return g, err
	}
	rows, err = q.QueryContext(ctx, s.q(`SELECT at_ms, who, line FROM chat WHERE game_id = ? ORDER BY seq`), id)
	if err != nil {
		return g, err
	}
	defer rows.Close()
	for rows.Next() {
		var c ChatLine
		var at int64
		if err := rows.Scan(&at, &c.Who, &c.Line); err != nil {
			return g, err
		}
		c.At = fromMS(at)
		g.Chat = append(g.Chat, c)
	}
	return g, rows.Err()
}

// Game is a game with its moves and chat, read for a player: a game
// player did not play is ErrNotFound, as one that does not exist (a
// visitor learns nothing of others' games). player 0 reads any game (the
// server itself).
func (s *Store) Game(ctx context.Context, id, player int64) (Game, error) {
	g, err := s.game(ctx, s.db, id)
	if err != nil {
		return Game{}, err
	}
	if player != 0 && g.Seats[0].Player != player && g.Seats[1].Player != player {
		return Game{}, ErrNotFound
	}
	return g, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}
