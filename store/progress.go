package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// MaxProgress bounds one trainer's saved progress: the puzzles' standings
// of every shipped puzzle fit many times over.
const MaxProgress = 1 << 20

// Progress is a player's progress in trainer ("puzzles", "lessons") as
// the TUI saved it (opaque JSON; nil when never saved).
func (s *Store) Progress(ctx context.Context, id int64, trainer string) ([]byte, error) {
	var b []byte
	err := s.db.QueryRowContext(ctx, s.q(`SELECT data FROM player_progress WHERE player_id = ? AND trainer = ?`), id, trainer).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return b, err
}

// SaveProgress keeps a player's progress in trainer (at most MaxProgress
// bytes), replacing what was saved before. ErrNotFound: no such player.
func (s *Store) SaveProgress(ctx context.Context, id int64, trainer string, data []byte) error {
	if len(data) > MaxProgress {
		return fmt.Errorf("progress of %d bytes: at most %d", len(data), MaxProgress)
	}
	if trainer == "" || len(trainer) > 32 {
		return fmt.Errorf("progress of trainer %q: a name of 1 to 32 bytes", trainer)
	}
	if data == nil {
		data = []byte{}
	}
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO player_progress (player_id, trainer, data) VALUES (?, ?, ?)
		ON CONFLICT (player_id, trainer) DO UPDATE SET data = excluded.data`), id, trainer, data)
	if err != nil {
		// No such player breaks the foreign key, in both backends (Open
		// turns SQLite's on); asked only then, it is said as ErrNotFound.
		var one int
		if e := s.db.QueryRowContext(ctx, s.q(`SELECT 1 FROM players WHERE id = ?`), id).Scan(&one); errors.Is(e, sql.ErrNoRows) {
			return ErrNotFound
		}
	}
	return err
}
