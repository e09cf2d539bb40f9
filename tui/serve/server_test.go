package serve

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

func TestServeEachVisitorGetsTheMenuInTheirOwnColours(t *testing.T) {
	ts := startServer(t, nil)
	colour := visit(t, ts.addr, visitOpts{user: "alice", term: "xterm-256color"})
	plain := visit(t, ts.addr, visitOpts{user: "bob", term: "xterm-256color", env: map[string]string{"NO_COLOR": "1"}})
	sixteen := visit(t, ts.addr, visitOpts{user: "carol", term: "xterm"})
	for _, v := range []*testVisitor{colour, plain, sixteen} {
		// Guests (no key) are told so at once, and what lasts only for
		// the visit.
		v.await(guestGreeting)
		v.await("a rating for this visit")
		v.await("board for blue: for this visit")
	}
	fg256 := regexp.MustCompile(`\x1b\[[0-9;]*38;5;[0-9]+`)
	fgAny := regexp.MustCompile(`\x1b\[[0-9;]*(3[0-7]|9[0-7]|38;[25];[0-9;]+)m`)
	if !fg256.MatchString(colour.out.String()) {
		t.Errorf("the 256-colour visitor got no 256-colour text")
	}
	if fgAny.MatchString(plain.out.String()) {
		t.Errorf("the NO_COLOR visitor got colours: %q", fgAny.FindString(plain.out.String()))
	}
	if fg256.MatchString(sixteen.out.String()) {
		t.Errorf("the 16-colour visitor got 256-colour text")
	}
	if !fgAny.MatchString(sixteen.out.String()) {
		t.Errorf("the 16-colour visitor got no colour at all")
	}
	// After the others, the first visitor still draws in 256 colours.
	colour.send("j")
	colour.await("> Catch the Cat")
	if n := len(fg256.FindAllString(colour.out.String(), -1)); n < 2 {
		t.Errorf("the 256-colour visitor's colours changed")
	}
	colour.send("q")
	colour.waitClosed()
	logs := ts.logs.String()
	for _, want := range []string{`"alice" from 127.0.0.1 opened (80x24, TERM="xterm-256color", client "SSH-2.0-Go")`, `"alice" from 127.0.0.1 closed after`} {
		if !strings.Contains(logs, want) {
			t.Errorf("the log lacks %q:\n%s", want, logs)
		}
	}
}

func TestServeRefusesSessionsWithoutATerminalOrWithACommand(t *testing.T) {
	ts := startServer(t, nil)
	v := visit(t, ts.addr, visitOpts{noPTY: true})
	v.waitClosed()
	if got := strings.TrimSpace(v.text()); got != "cabezacat: the game needs a terminal: connect with ssh -t" {
		t.Errorf("without a PTY: %q", got)
	}
	c := visit(t, ts.addr, visitOpts{cmd: "cat /etc/passwd"})
	c.waitClosed()
	if got := c.text(); !strings.Contains(got, "no commands") || strings.Contains(got, "root:") {
		t.Errorf("a command: %q", got)
	}
	// Port forwarding is refused.
	client, _, err := dial(t, ts.addr, visitOpts{})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	if _, err := client.Dial("tcp", ts.addr); err == nil {
		t.Error("a direct-tcpip channel was opened")
	}
	if _, err := client.Listen("tcp", "127.0.0.1:0"); err == nil {
		t.Error("a remote forward was set up")
	}
}

func TestServeLimitsSessionsAndRate(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.MaxSessions = 1; c.RatePerMinute = 2 })
	first := visit(t, ts.addr, visitOpts{})
	first.await("Catch the Cat")
	full := visit(t, ts.addr, visitOpts{})
	full.waitClosed()
	if !strings.Contains(full.text(), "the server is full (1 visitor)") {
		t.Errorf("over the limit: %q", full.text())
	}
	if log := ts.logs.String(); !strings.Contains(log, "refused: the server is full (1 visitor)") || strings.Contains(log, "session 0") {
		t.Errorf("the log of a refusal:\n%s", log)
	}
	first.send("q")
	first.waitClosed()
	// Two sessions from 127.0.0.1 this minute: the third is refused
	// until the clock moves on.
	third := visit(t, ts.addr, visitOpts{})
	third.waitClosed()
	if !strings.Contains(third.text(), "too many sessions from 127.0.0.1") {
		t.Errorf("over the rate: %q", third.text())
	}
	ts.clock.Advance(time.Minute)
	fourth := visit(t, ts.addr, visitOpts{})
	fourth.await("Catch the Cat")
}

func TestServeClosesIdleSessions(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Idle = 10 * time.Minute })
	v := visit(t, ts.addr, visitOpts{})
	v.await("Catch the Cat")
	ts.clock.Advance(9 * time.Minute)
	v.send("j") // a key resets the idle time
	v.await("> Catch the Cat")
	ts.clock.Advance(2 * time.Minute)
	select {
	case <-v.done:
		t.Fatal("closed though a key came 2 minutes ago")
	case <-time.After(50 * time.Millisecond):
	}
	ts.clock.Advance(8 * time.Minute)
	v.waitClosed()
	if !strings.Contains(v.text(), "closed after 10 minutes without a key") {
		t.Errorf("idle: %q", v.text()[max(0, len(v.text())-200):])
	}
}

func TestServeAuthorizedKeys(t *testing.T) {
	dir := t.TempDir()
	friend, stranger := newKey(t), newKey(t)
	pub, err := gossh.NewPublicKey(friend.Public())
	if err != nil {
		t.Fatal(err)
	}
	keys := filepath.Join(dir, "authorized_keys")
	if err := os.WriteFile(keys, gossh.MarshalAuthorizedKey(pub), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, func(c *Config) { c.AuthorizedKeys = keys })
	if _, _, err := dial(t, ts.addr, visitOpts{key: stranger}); err == nil {
		t.Error("a key not in authorized_keys got in")
	}
	if _, _, err := dial(t, ts.addr, visitOpts{}); err == nil {
		t.Error("keyboard-interactive got in past authorized_keys")
	}
	v := visit(t, ts.addr, visitOpts{key: friend, user: "friend"})
	v.await("Catch the Cat")
	if !strings.Contains(ts.logs.String(), `"friend" SHA256:`) {
		t.Errorf("the log does not name the key:\n%s", ts.logs.String())
	}
}

func TestServeHostKeyIsMadeOnceAndReused(t *testing.T) {
	ts := startServer(t, nil)
	first, err := os.ReadFile(ts.HostKey())
	if err != nil {
		t.Fatal(err)
	}
	again, err := New(ts.cfg)
	if err != nil {
		t.Fatal(err)
	}
	second, err := os.ReadFile(again.HostKey())
	if err != nil || string(first) != string(second) {
		t.Fatalf("the host key changed on the second start (%v)", err)
	}
}

// A game in progress on a visitor's screen is saved when the server shuts
// down, and the visitor is told where.
func TestServeShutdownSavesTheGameInProgress(t *testing.T) {
	ts := startServer(t, nil)
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	hotSeatMove(v)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := ts.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	v.waitClosed()
	files := listFiles(t, ts.cfg.RecordDir)
	if len(files) != 1 {
		t.Fatalf("records after shutdown: %v", files)
	}
	text, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), `[Game "Cabeza"]`) || !strings.Contains(string(text), "1. F") {
		t.Errorf("the record:\n%s", text)
	}
	if !strings.Contains(v.text(), "the server is shutting down; your game was saved as "+files[0]) {
		t.Errorf("the visitor was not told: %q", v.text()[max(0, len(v.text())-300):])
	}
}

// A visitor cannot start an AI above the host's cap.
func TestServeCapsTheAILevel(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.MaxCabezaLevel = 4 })
	v := visit(t, ts.addr, visitOpts{})
	v.await("> Cabeza")
	v.send("\r")
	v.await("You vs AI")
	for _, step := range []struct{ key, want string }{
		{"j", "> You play"}, {"j", "> AI level"}, {"l", "‹ 4 ›"}, {"l", "‹ 5 ›"},
	} {
		v.send(step.key)
		v.await(step.want)
	}
	v.send("\r")
	v.await("this server allows AI levels up to 4 (asked for 5)")
	v.send("h")
	v.await("‹ 4 ›")
	v.send("\r")
	v.await("red to move")
}

// A missing --authorized-keys file is named as such when the server
// starts: wish's own error came out as a problem with the host key.
func TestServeMissingAuthorizedKeysFileIsNamed(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "authorized_keys")
	cfg := Defaults()
	cfg.Listen = "127.0.0.1:0"
	cfg.HostKey = filepath.Join(dir, "host_ed25519")
	cfg.RecordDir = filepath.Join(dir, "games")
	cfg.Log = &syncBuffer{}
	cfg.AuthorizedKeys = missing
	_, err := New(cfg)
	if err == nil || !strings.Contains(err.Error(), "authorized keys "+missing) || strings.Contains(err.Error(), "host key") {
		t.Fatalf("err %v, want one naming the authorized keys file %s", err, missing)
	}
}
