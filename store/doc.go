// Package store is what the SSH server remembers: players and their
// public keys, per-account settings, every table game move by move (so
// that a killed server loses nothing: see Store.Move), the archive of
// finished games with their chat, and the Glicko-2 ratings.
//
// It is database/sql behind one small type (Store) over two backends:
// SQLite through modernc.org/sqlite (no cgo), the default, a file in the
// server's data folder with WAL, foreign keys, a busy timeout and full
// sync; and PostgreSQL through pgx (`--db postgres://…`) for a host that
// runs several servers behind one address. The schema is in numbered
// files (migrations/NNNN_name.sql) embedded in the program and applied at
// Open, each once, in a transaction; the few words the two dialects spell
// differently are written {{id}}, {{blob}} and {{real}} there.
//
// Times are stored as Unix milliseconds (BIGINT) in both backends, so that
// neither's time types decide what a test sees.
//
// Of the project it imports internal/glicko2 (the ratings) only; tui/serve
// uses it, and storetest opens one of each backend for tests.
package store
