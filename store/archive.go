package store

import (
	"context"
	"strings"
)

// Filter narrows a player's games: by game kind, by opponent's handle
// (any case, any look-alike), by result from the player's side ("win",
// "loss", "draw"), by state. Empty fields do not filter.
type Filter struct {
	Kind     string
	Opponent string
	Result   string
	State    string
	Limit    int // 0: 200
}

// Games lists a player's own games, newest first, without moves. Only
// games the player sat in: another's are never listed.
func (s *Store) Games(ctx context.Context, player int64, f Filter) ([]Game, error) {
	where := []string{"(player0 = ? OR player1 = ?)"}
	args := []any{player, player}
	if f.Kind != "" {
		where, args = append(where, "kind = ?"), append(args, f.Kind)
	}
	if f.State != "" {
		where, args = append(where, "state = ?"), append(args, f.State)
	}
	if f.Opponent != "" {
		sk := Skeleton(f.Opponent)
		where = append(where, `((player0 = ? AND player1 IN (SELECT id FROM players WHERE skeleton = ?))
			OR (player1 = ? AND player0 IN (SELECT id FROM players WHERE skeleton = ?)))`)
		args = append(args, player, sk, player, sk)
	}
	switch f.Result {
	case "win":
		where = append(where, "((player0 = ? AND score0 = 1) OR (player1 = ? AND score0 = 0))")
		args = append(args, player, player)
	case "loss":
		where = append(where, "((player0 = ? AND score0 = 0) OR (player1 = ? AND score0 = 1))")
		args = append(args, player, player)
	case "draw":
		where = append(where, "score0 = 0.5")
	}
	limit := f.Limit
	if limit <= 0 {
		limit = 200
	}
	args = append(args, limit)
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT `+gameColumns+` FROM games WHERE `+strings.Join(where, " AND ")+
		` ORDER BY started_ms DESC, id DESC LIMIT ?`), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// Adjourned lists every adjourned game, with its moves, for the server to
// offer (player 0: all of them; else that player's).
func (s *Store) AdjournedGames(ctx context.Context, player int64) ([]Game, error) {
	var list []Game
	var err error
	if player == 0 {
		list, err = s.GamesIn(ctx, Adjourned)
	} else {
		list, err = s.Games(ctx, player, Filter{State: Adjourned})
	}
	if err != nil {
		return nil, err
	}
	for i := range list {
		full, err := s.game(ctx, s.db, list[i].ID)
		if err != nil {
			return nil, err
		}
		list[i] = full
	}
	return list, nil
}

// GamesIn lists every game in a state, oldest first, without moves: for
// the host (serve export), never for a visitor.
func (s *Store) GamesIn(ctx context.Context, state string) ([]Game, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT `+gameColumns+` FROM games WHERE state = ? ORDER BY id`), state)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// Result is a finished game's result from player's side: "win", "loss",
// "draw", or "" (no result, or not theirs).
func (g Game) Result(player int64) string {
	if g.Score == nil {
		return ""
	}
	mine := *g.Score
	switch player {
	case g.Seats[0].Player:
	case g.Seats[1].Player:
		mine = 1 - mine
	default:
		return ""
	}
	switch mine {
	case 1:
		return "win"
	case 0:
		return "loss"
	}
	return "draw"
}

// Size is the database's size on disk in bytes, for the host (and the
// load benchmark): SQLite's pages (after folding the write-ahead log in),
// PostgreSQL's tables with their indexes and TOAST in the store's schema.
func (s *Store) Size(ctx context.Context) (int64, error) {
	var n int64
	if s.backend == Postgres {
		err := s.db.QueryRowContext(ctx, `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0)::BIGINT FROM pg_class c
			JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`).Scan(&n)
		return n, err
	}
	if _, err := s.db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return 0, err
	}
	var pages, size int64
	if err := s.db.QueryRowContext(ctx, "PRAGMA page_count").Scan(&pages); err != nil {
		return 0, err
	}
	err := s.db.QueryRowContext(ctx, "PRAGMA page_size").Scan(&size)
	return pages * size, err
}
