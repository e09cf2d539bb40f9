package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"
)

// Backend names a store's database.
type Backend string

const (
	SQLite   Backend = "sqlite"
	Postgres Backend = "postgres"
)

// Store is the server's database. Its methods are safe for many
// goroutines (database/sql pools the connections).
type Store struct {
	db      *sql.DB
	backend Backend
	where   string // the file, or the PostgreSQL address without a password
	now     func() time.Time
}

// Errors callers tell apart.
var (
	ErrNotFound = errors.New("not found")
)

// DefaultFile is the SQLite file's name in the server's data folder.
const DefaultFile = "cabezacat.db"

// IsPostgres reports whether a --db value names a PostgreSQL server.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open opens (creating if need be) the database dsn names: a
// postgres:// or postgresql:// URL, else a SQLite file path (its folder is
// made). The schema's migrations are applied before it returns.
func Open(ctx context.Context, dsn string) (*Store, error) {
	var s *Store
	if IsPostgres(dsn) {
		db, err := sql.Open("pgx", dsn)
		if err != nil {
			return nil, fmt.Errorf("database %s: %w", redact(dsn), err)
		}
		db.SetMaxOpenConns(16)
		s = &Store{db: db, backend: Postgres, where: redact(dsn)}
	} else {
		if dsn == "" {
			return nil, errors.New("database: no file named")
		}
		if err := os.MkdirAll(filepath.Dir(dsn), 0o700); err != nil {
			return nil, fmt.Errorf("database %s: %w", dsn, err)
		}
		// WAL: readers never wait for the writer. synchronous FULL: a
		// move committed is on the disk, not only in the OS's cache.
		// _txlock=immediate: a transaction takes the write lock at its
		// start, so two writers wait (busy_timeout) instead of failing
		// to upgrade a read lock.
		q := url.Values{}
		for _, p := range []string{"journal_mode(WAL)", "foreign_keys(1)", "busy_timeout(10000)", "synchronous(FULL)"} {
			q.Add("_pragma", p)
		}
		q.Set("_txlock", "immediate")
		db, err := sql.Open("sqlite", "file:"+dsn+"?"+q.Encode())
		if err != nil {
			return nil, fmt.Errorf("database %s: %w", dsn, err)
		}
		// One writer at a time is SQLite's way; a few connections let
		// reads go on beside it.
		db.SetMaxOpenConns(4)
		s = &Store{db: db, backend: SQLite, where: dsn}
	}
	s.now = time.Now
	if err := s.db.PingContext(ctx); err != nil {
		s.db.Close()
		return nil, fmt.Errorf("database %s: %w", s.where, err)
	}
	if err := s.migrate(ctx); err != nil {
		s.db.Close()
		return nil, fmt.Errorf("database %s: %w", s.where, err)
	}
	return s, nil
}

// redact is a PostgreSQL URL without its password, for messages.
func redact(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "postgres://…"
	}
	if u.User != nil {
		if _, ok := u.User.Password(); ok {
			u.User = url.UserPassword(u.User.Username(), "xxx")
		}
	}
	return u.String()
}

// Backend is the store's database kind.
func (s *Store) Backend() Backend { return s.backend }

// Where names the database for the host's log: the file, or the server's
// address without its password.
func (s *Store) Where() string { return s.where }

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// SetClock makes the store stamp rows by now (tests pass their clock).
func (s *Store) SetClock(now func() time.Time) { s.now = now }

// ms is t as stored.
func ms(t time.Time) int64 { return t.UnixMilli() }

// fromMS is a stored time.
func fromMS(v int64) time.Time { return time.UnixMilli(v).UTC() }

// q is a query written with ? placeholders in the backend's spelling
// (PostgreSQL numbers them: $1, $2…). No query of this package has a ?
// inside a string literal.
func (s *Store) q(query string) string {
	if s.backend != Postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// tx runs f in a transaction, committed if f returns nil.
func (s *Store) tx(ctx context.Context, f func(*sql.Tx) error) error {
	t, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(t); err != nil {
		t.Rollback()
		return err
	}
	return t.Commit()
}

// ErrPostgresBackup is Backup's answer for a PostgreSQL store.
var ErrPostgresBackup = errors.New("backup: this server's store is PostgreSQL: copy it with pg_dump (e.g. pg_dump -Fc -f FILE DBNAME), which takes a consistent snapshot while the server runs")

// Backup copies the database, online, to a new file. SQLite: VACUUM
// INTO, a consistent copy taken while the server goes on writing.
// PostgreSQL keeps its data in its own server: pg_dump is the tool for
// that, and Backup says so rather than pretend.
func (s *Store) Backup(ctx context.Context, file string) error {
	if s.backend == Postgres {
		return ErrPostgresBackup
	}
	if _, err := os.Lstat(file); err == nil {
		return fmt.Errorf("backup: %s exists: give a new file", file)
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, "VACUUM INTO ?", abs); err != nil {
		return fmt.Errorf("backup to %s: %w", file, err)
	}
	return nil
}
