package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Player is an account: a handle and the keys that log in as it.
type Player struct {
	ID      int64
	Handle  string
	Created time.Time
}

// Errors of claiming a handle or adding a key.
var (
	ErrHandleTaken = errors.New("that handle is taken")
	ErrKeyTaken    = errors.New("that key is already a player's")
)

// LookAlikeError: the handle reads like one a player has.
type LookAlikeError struct{ Handle, Existing string }

func (e LookAlikeError) Error() string {
	if e.Existing == e.Handle {
		return fmt.Sprintf("the handle %q is taken", e.Handle)
	}
	return fmt.Sprintf("the handle %q reads like %q, a player's: choose another", e.Handle, e.Existing)
}

func (e LookAlikeError) Unwrap() error { return ErrHandleTaken }

// PlayerByKey is the player a key (its SHA256 fingerprint) logs in as,
// or ErrNotFound.
func (s *Store) PlayerByKey(ctx context.Context, fingerprint string) (Player, error) {
	var p Player
	var created int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT p.id, p.handle, p.created_ms FROM players p
		JOIN player_keys k ON k.player_id = p.id WHERE k.fingerprint = ?`), fingerprint).Scan(&p.ID, &p.Handle, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Player{}, ErrNotFound
	}
	p.Created = fromMS(created)
	return p, err
}

// PlayerByHandle is the player whose handle reads as h (any case, any
// look-alike), or ErrNotFound.
func (s *Store) PlayerByHandle(ctx context.Context, h string) (Player, error) {
	var p Player
	var created int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id, handle, created_ms FROM players WHERE skeleton = ?`), Skeleton(h)).Scan(&p.ID, &p.Handle, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Player{}, ErrNotFound
	}
	p.Created = fromMS(created)
	return p, err
}

// Claim makes a new player with handle h and their first key. The
// handle must pass CheckHandle and read like no other (LookAlikeError);
// the key must be nobody's yet (ErrKeyTaken).
func (s *Store) Claim(ctx context.Context, h string, key Key) (Player, error) {
	if err := CheckHandle(h); err != nil {
		return Player{}, err
	}
	p := Player{Handle: h, Created: s.now().UTC().Truncate(time.Millisecond)}
	err := s.tx(ctx, func(t *sql.Tx) error {
		if err := s.lookAlike(ctx, t, h); err != nil {
			return err
		}
		if err := s.keyFree(ctx, t, key.Fingerprint); err != nil {
			return err
		}
		err := t.QueryRowContext(ctx, s.q(`INSERT INTO players (handle, skeleton, created_ms) VALUES (?, ?, ?) RETURNING id`),
			h, Skeleton(h), ms(p.Created)).Scan(&p.ID)
		if err != nil {
			return err
		}
		return s.insertKey(ctx, t, p.ID, key)
	})
	if err != nil && isUnique(err) {
		// Another server (or session) claimed it between our look and
		// our insert: the unique skeleton or key said no.
		if lerr := s.lookAlike(ctx, s.db, h); lerr != nil {
			return Player{}, lerr
		}
		return Player{}, ErrKeyTaken
	}
	return p, err
}

// AddKey lets another key log in as player id.
func (s *Store) AddKey(ctx context.Context, id int64, key Key) error {
	err := s.tx(ctx, func(t *sql.Tx) error {
		if err := s.keyFree(ctx, t, key.Fingerprint); err != nil {
			return err
		}
		return s.insertKey(ctx, t, id, key)
	})
	if err != nil && isUnique(err) {
		return ErrKeyTaken
	}
	return err
}

// Keys lists a player's keys, oldest first.
func (s *Store) Keys(ctx context.Context, id int64) ([]Key, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT fingerprint, public_key, added_ms FROM player_keys WHERE player_id = ? ORDER BY added_ms, fingerprint`), id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Key
	for rows.Next() {
		var k Key
		var added int64
		if err := rows.Scan(&k.Fingerprint, &k.Line, &added); err != nil {
			return nil, err
		}
		k.Added = fromMS(added)
		out = append(out, k)
	}
	return out, rows.Err()
}

// querier is what a transaction and the pool share.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func (s *Store) lookAlike(ctx context.Context, q querier, h string) error {
	var existing string
	err := q.QueryRowContext(ctx, s.q(`SELECT handle FROM players WHERE skeleton = ?`), Skeleton(h)).Scan(&existing)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	return LookAlikeError{Handle: h, Existing: existing}
}

func (s *Store) keyFree(ctx context.Context, q querier, fp string) error {
	var n int
	if err := q.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM player_keys WHERE fingerprint = ?`), fp).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return ErrKeyTaken
	}
	return nil
}

func (s *Store) insertKey(ctx context.Context, t *sql.Tx, id int64, key Key) error {
	_, err := t.ExecContext(ctx, s.q(`INSERT INTO player_keys (fingerprint, player_id, public_key, added_ms) VALUES (?, ?, ?, ?)`),
		key.Fingerprint, id, key.Line, ms(s.now()))
	return err
}

// isUnique reports a unique constraint's refusal, in either backend's
// words.
func isUnique(err error) bool {
	m := err.Error()
	return strings.Contains(m, "UNIQUE constraint failed") || strings.Contains(m, "SQLSTATE 23505") || strings.Contains(m, "PRIMARY KEY constraint failed")
}

// Settings is a player's settings as the TUI saved them (opaque JSON;
// nil when never saved).
func (s *Store) Settings(ctx context.Context, id int64) ([]byte, error) {
	var b []byte
	err := s.db.QueryRowContext(ctx, s.q(`SELECT settings FROM players WHERE id = ?`), id).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return b, err
}

// MaxSettings bounds a player's saved settings.
const MaxSettings = 16 << 10

// SaveSettings keeps a player's settings (opaque JSON, at most
// MaxSettings bytes).
func (s *Store) SaveSettings(ctx context.Context, id int64, settings []byte) error {
	if len(settings) > MaxSettings {
		return fmt.Errorf("settings of %d bytes: at most %d", len(settings), MaxSettings)
	}
	r, err := s.db.ExecContext(ctx, s.q(`UPDATE players SET settings = ? WHERE id = ?`), settings, id)
	if err != nil {
		return err
	}
	if n, _ := r.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
