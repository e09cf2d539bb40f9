package main

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/store"
)

// The server's first line tells a host the exact command visitors type.
func TestServeJoinCommandNamesThePort(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:2222": "ssh -p 2222 127.0.0.1",
		"[::1]:2399":     "ssh -p 2399 ::1",
		"0.0.0.0:2222":   "ssh -p 2222 HOST",
		"[::]:22":        "ssh -p 22 HOST",
		"nonsense":       "ssh -p PORT HOST",
	} {
		if got := joinCommand(addr); got != want {
			t.Errorf("joinCommand(%q) = %q, want %q", addr, got, want)
		}
	}
}

// A bad --keepalive or --keepalive-count is a usage error that names the
// flag and the value, before the server opens a socket or a file.
func TestServeKeepaliveFlagsAreChecked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--keepalive", "-1s"}, "cabezacat: --keepalive -1s: 0 (off) or at least 1s\n"},
		{[]string{"--keepalive=500ms"}, "cabezacat: --keepalive 500ms: 0 (off) or at least 1s\n"},
		{[]string{"--keepalive", "soon"}, `cabezacat: invalid argument "soon" for "--keepalive" flag: time: invalid duration "soon"` + "\n"},
		{[]string{"--keepalive-count", "0"}, "cabezacat: --keepalive-count 0: at least 1\n"},
		{[]string{"--keepalive-count", "three"}, `cabezacat: invalid argument "three" for "--keepalive-count" flag: strconv.ParseInt: parsing "three": invalid syntax` + "\n"},
	} {
		args := append([]string{"serve", "--listen", "127.0.0.1:0", "--host-key", filepath.Join(t.TempDir(), "key"), "--records", t.TempDir()}, c.args...)
		var code int
		out := captureStderr(t, func() { code = run(args) })
		if code != 2 || out != c.want {
			t.Errorf("serve %q: exit %d, stderr %q; want 2, %q", c.args, code, out, c.want)
		}
	}
}

// A --listen that is no host:port is a usage error naming the flag and
// what is wrong; an address another program holds names the flag too,
// and says so once, not net's "listen tcp ADDR: bind: …".
func TestServeListenErrorsNameTheFlag(t *testing.T) {
	held, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	for _, c := range []struct {
		listen string
		code   int
		want   string
	}{
		{"nonsense", 2, `cabezacat: --listen "nonsense": missing port in address; want host:port, such as 127.0.0.1:2222` + "\n"},
		{held.Addr().String(), 1, "cabezacat: --listen " + held.Addr().String() + ": bind: address already in use\n"},
	} {
		dir := t.TempDir()
		args := []string{"serve", "--listen", c.listen, "--host-key", filepath.Join(dir, "key"), "--records", dir, "--db", filepath.Join(dir, "s.db")}
		var code int
		out := captureStderr(t, func() { code = run(args) })
		if code != c.code || out != c.want {
			t.Errorf("serve --listen %s: exit %d, stderr %q; want %d, %q", c.listen, code, out, c.code, c.want)
		}
	}
}

func TestServeBackupAndExportCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "cabezacat.db")
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	copyFile := filepath.Join(dir, "copy.db")
	var code int
	out := captureStdout(t, func() { code = run([]string{"serve", "backup", "--db", db, copyFile}) })
	if code != 0 || !strings.Contains(out, "copied "+db+" to "+copyFile) {
		t.Fatalf("backup: exit %d, %q", code, out)
	}
	if _, err := os.Stat(copyFile); err != nil {
		t.Fatal(err)
	}
	out = captureStdout(t, func() { code = run([]string{"serve", "export", "--db", db, "--out", filepath.Join(dir, "games")}) })
	if code != 0 || !strings.Contains(out, "exported 0 games") {
		t.Fatalf("export: exit %d, %q", code, out)
	}
	errOut := captureStderr(t, func() { code = run([]string{"serve", "backup", "--db", filepath.Join(dir, "none.db"), copyFile + "2"}) })
	if code != 2 || !strings.Contains(errOut, "no store at") {
		t.Fatalf("a missing store: exit %d, %q", code, errOut)
	}
	// A PostgreSQL store is pg_dump's to copy: said at once, without
	// connecting (a server that does not answer gave a connection error).
	errOut = captureStderr(t, func() {
		code = run([]string{"serve", "backup", "--db", "postgres://nobody@127.0.0.1:1/none", copyFile + "3"})
	})
	if want := "cabezacat: " + store.ErrPostgresBackup.Error() + "\n"; code != 1 || errOut != want {
		t.Fatalf("a PostgreSQL store: exit %d, %q; want %q", code, errOut, want)
	}
}
