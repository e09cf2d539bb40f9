package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"cabezacat/internal/glicko2"
)

// System is the rating pool's constants: lichess's (τ 0.75, deviation
// between 45 and 500), each game its own rating period as on lichess.
var System = glicko2.Lichess

// Standing is a player's rating in one pool with their record there.
type Standing struct {
	Player              int64
	Handle              string
	Pool                string
	Rating              glicko2.Rating
	Games               int
	Wins, Draws, Losses int
	Last                time.Time // the last rated game
}

// Provisional: too few games to rank by (lichess's "?").
func (s Standing) Provisional() bool { return s.Rating.Provisional() }

// standing reads a player's rating in a pool; a player who never played
// there starts at glicko2.Initial.
func (s *Store) standing(ctx context.Context, q querier, player int64, pool string) (Standing, error) {
	st := Standing{Player: player, Pool: pool, Rating: glicko2.Initial()}
	var last int64
	err := q.QueryRowContext(ctx, s.q(`SELECT r.rating, r.deviation, r.volatility, r.games, r.wins, r.draws, r.losses, r.last_ms, p.handle
		FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.player_id = ? AND r.pool = ?`), player, pool).
		Scan(&st.Rating.Rating, &st.Rating.Deviation, &st.Rating.Volatility, &st.Games, &st.Wins, &st.Draws, &st.Losses, &last, &st.Handle)
	if errors.Is(err, sql.ErrNoRows) {
		return st, nil
	}
	st.Last = fromMS(last)
	return st, err
}

// Standing is a player's rating in a pool (glicko2.Initial and no games
// if they never played there).
func (s *Store) Standing(ctx context.Context, player int64, pool string) (Standing, error) {
	return s.standing(ctx, s.db, player, pool)
}

// rate updates both players of g by score (seat 0's), each against the
// other's rating before the game, and writes the ratings around the game
// into it.
func (s *Store) rate(ctx context.Context, t *sql.Tx, g *Game, score float64) error {
	if g.Seats[0].Player == 0 || g.Seats[1].Player == 0 {
		return errors.New("a rated game needs two players (a guest is never rated)")
	}
	var before [2]Standing
	for i := range before {
		var err error
		if before[i], err = s.standing(ctx, t, g.Seats[i].Player, g.Pool); err != nil {
			return err
		}
	}
	scores := [2]float64{score, 1 - score}
	for i := range before {
		me, them := before[i], before[1-i]
		after, err := System.Update(me.Rating, []glicko2.Result{{Opponent: them.Rating, Score: scores[i]}})
		if err != nil {
			return err
		}
		w, d, l := 0, 0, 0
		switch scores[i] {
		case 1:
			w = 1
		case 0:
			l = 1
		default:
			d = 1
		}
		if _, err := t.ExecContext(ctx, s.q(`INSERT INTO ratings (player_id, pool, rating, deviation, volatility, games, wins, draws, losses, last_ms)
			VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)
			ON CONFLICT (player_id, pool) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
			volatility = excluded.volatility, games = ratings.games + 1, wins = ratings.wins + excluded.wins,
			draws = ratings.draws + excluded.draws, losses = ratings.losses + excluded.losses, last_ms = excluded.last_ms`),
			g.Seats[i].Player, g.Pool, after.Rating, after.Deviation, after.Volatility, w, d, l, ms(g.Ended)); err != nil {
			return err
		}
		b, a, dev := me.Rating.Rating, after.Rating, after.Deviation
		g.Before[i], g.After[i], g.Deviation[i] = &b, &a, &dev
	}
	_, err := t.ExecContext(ctx, s.q(`UPDATE games SET before0 = ?, after0 = ?, deviation0 = ?, before1 = ?, after1 = ?, deviation1 = ? WHERE id = ?`),
		*g.Before[0], *g.After[0], *g.Deviation[0], *g.Before[1], *g.After[1], *g.Deviation[1], g.ID)
	return err
}

// Standings lists a player's ratings in every pool they played.
func (s *Store) Standings(ctx context.Context, player int64) ([]Standing, error) {
	return s.standings(ctx, `WHERE r.player_id = ? ORDER BY r.pool`, player)
}

// ActiveDays is how recently a player must have played a rated game to
// be on a leaderboard (lichess: a week; a small server's players come
// less often).
const ActiveDays = 30

// Leaderboard lists a pool's active players (a rated game in the last
// ActiveDays), established ratings first, best first; provisional ones
// (Provisional) after them. At most limit.
func (s *Store) Leaderboard(ctx context.Context, pool string, limit int) ([]Standing, error) {
	since := s.now().Add(-ActiveDays * 24 * time.Hour)
	return s.standings(ctx, `WHERE r.pool = ? AND r.last_ms >= ?
		ORDER BY CASE WHEN r.deviation > ? THEN 1 ELSE 0 END, r.rating DESC, p.handle LIMIT ?`,
		pool, ms(since), glicko2.ProvisionalDeviation, limit)
}

func (s *Store) standings(ctx context.Context, where string, args ...any) ([]Standing, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT r.player_id, p.handle, r.pool, r.rating, r.deviation, r.volatility,
		r.games, r.wins, r.draws, r.losses, r.last_ms FROM ratings r JOIN players p ON p.id = r.player_id `+where), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Standing
	for rows.Next() {
		var st Standing
		var last int64
		if err := rows.Scan(&st.Player, &st.Handle, &st.Pool, &st.Rating.Rating, &st.Rating.Deviation, &st.Rating.Volatility,
			&st.Games, &st.Wins, &st.Draws, &st.Losses, &last); err != nil {
			return nil, err
		}
		st.Last = fromMS(last)
		out = append(out, st)
	}
	return out, rows.Err()
}

// Point is a player's rating after one rated game, for the chart.
type Point struct {
	At     time.Time
	Rating float64
}

// History is a player's rating in a pool after each rated game, oldest
// first.
func (s *Store) History(ctx context.Context, player int64, pool string) ([]Point, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT ended_ms, CASE WHEN player0 = ? THEN after0 ELSE after1 END FROM games
		WHERE (player0 = ? OR player1 = ?) AND pool = ? AND state = ? AND after0 IS NOT NULL ORDER BY ended_ms, id`),
		player, player, player, pool, Finished)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Point
	for rows.Next() {
		var p Point
		var at int64
		if err := rows.Scan(&at, &p.Rating); err != nil {
			return nil, err
		}
		p.At = fromMS(at)
		out = append(out, p)
	}
	return out, rows.Err()
}
