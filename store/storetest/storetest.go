// Package storetest opens stores for tests: a SQLite file in the test's
// temporary folder, and, when CABEZACAT_TEST_POSTGRES names a PostgreSQL
// server (a postgres:// URL), a fresh schema there, dropped when the test
// ends. Under CI=true a missing PostgreSQL fails the test: CI runs every
// store test against both.
//
// It imports the store only.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"

	"cabezacat/store"
)

// EnvPostgres names the PostgreSQL server tests use.
const EnvPostgres = "CABEZACAT_TEST_POSTGRES"

// Backend is one store a test runs against: its name and how to open it
// (again: a second Open reaches the same database, as a restarted server
// does).
type Backend struct {
	Name string
	DSN  string
}

// Open opens the backend's store, closed when the test ends.
func (b Backend) Open(t testing.TB) *store.Store {
	t.Helper()
	s, err := store.Open(context.Background(), b.DSN)
	if err != nil {
		t.Fatalf("%s: %v", b.Name, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// Backends are the stores a test runs against: SQLite always, PostgreSQL
// when EnvPostgres is set (under CI=true it must be).
func Backends(t testing.TB) []Backend {
	t.Helper()
	out := []Backend{{Name: "sqlite", DSN: filepath.Join(t.TempDir(), "test.db")}}
	base := os.Getenv(EnvPostgres)
	if base == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not set: under CI every store test runs against PostgreSQL too (.ci/run starts one)", EnvPostgres)
		}
		t.Logf("%s not set: SQLite only", EnvPostgres)
		return out
	}
	return append(out, Backend{Name: "postgres", DSN: freshSchema(t, base)})
}

// Postgres is a backend on a schema of its own on the server EnvPostgres
// names (dropped when the test ends); the test fails without one.
func Postgres(t testing.TB) Backend {
	t.Helper()
	base := os.Getenv(EnvPostgres)
	if base == "" {
		t.Fatalf("%s is not set: it names the PostgreSQL server the tests use", EnvPostgres)
	}
	return Backend{Name: "postgres", DSN: freshSchema(t, base)}
}

// Each runs f as a subtest against every backend, with its store open.
func Each(t *testing.T, f func(t *testing.T, b Backend, s *store.Store)) {
	t.Helper()
	for _, b := range Backends(t) {
		t.Run(b.Name, func(t *testing.T) { f(t, b, b.Open(t)) })
	}
}

// freshSchema makes a schema of the test's own on the server base names
// and returns a DSN whose connections use it; the schema is dropped when
// the test ends.
func freshSchema(t testing.TB, base string) string {
	t.Helper()
	if !store.IsPostgres(base) {
		t.Fatalf("%s=%q: want a postgres:// URL", EnvPostgres, base)
	}
	name := "test_" + strings.ToLower(rand.Text()[:12])
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec("CREATE SCHEMA " + name); err != nil {
		admin.Close()
		t.Fatalf("PostgreSQL at %s: %v", EnvPostgres, err)
	}
	t.Cleanup(func() {
		if _, err := admin.Exec("DROP SCHEMA " + name + " CASCADE"); err != nil {
			t.Errorf("dropping schema %s: %v", name, err)
		}
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return fmt.Sprint(u)
}
