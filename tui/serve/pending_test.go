package serve

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// rawDial opens a TCP connection to addr from the loopback address from
// (127.0.0.2 stands for another visitor's machine); the test is skipped
// where the system cannot bind it.
func rawDial(t *testing.T, addr, from string) net.Conn {
	t.Helper()
	d := net.Dialer{Timeout: 20 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	nc, err := d.Dial("tcp", addr)
	if err != nil {
		if from != "127.0.0.1" {
			t.Skipf("cannot connect from %s: %v", from, err)
		}
		t.Fatal(err)
	}
	t.Cleanup(func() { nc.Close() })
	return nc
}

// greeting reads what the server says first on a fresh connection: its
// version line if it took the connection, "" if it closed it at once. The
// deadline only ends a broken test (which fails, and goes on).
func greeting(t *testing.T, nc net.Conn) string {
	t.Helper()
	_ = nc.SetReadDeadline(time.Now().Add(60 * time.Second))
	defer nc.SetReadDeadline(time.Time{})
	var got []byte
	buf := make([]byte, 1)
	for !strings.HasSuffix(string(got), "\n") {
		n, err := nc.Read(buf)
		got = append(got, buf[:n]...)
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() { // Error: greeting may run in a goroutine
				t.Error("the server neither greeted nor closed a new connection")
			}
			break
		}
	}
	return string(got)
}

// watchClosed reads nc (and drops what comes) until the server closes
// it; the channel is closed then.
func watchClosed(nc net.Conn) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		_, _ = io.Copy(io.Discard, nc)
		close(done)
	}()
	return done
}

// clientClosed is closed when the server closes a client's connection.
func clientClosed(c *gossh.Client) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		_ = c.Wait()
		close(done)
	}()
	return done
}

// awaitClosed waits until done is closed. The deadline only ends a
// broken test.
func awaitClosed(t *testing.T, what string, done <-chan struct{}) {
	t.Helper()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatalf("%s: the server never closed the connection", what)
	}
}

// awaitPending waits until the server counts want connections pending.
func (ts *testServer) awaitPending(t *testing.T, want int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		all, _ := ts.pendingCount("")
		if all == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server has %d connections pending, want %d:\n%s", all, want, ts.logs.String())
		}
		time.Sleep(time.Millisecond)
	}
}

// stallConn is a client's connection that stops sending after its first
// writes (the rest vanish), as a client that quits in the middle of the
// key exchange.
type stallConn struct {
	net.Conn
	mu     sync.Mutex
	writes int
}

func (c *stallConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	c.writes++
	n := c.writes
	c.mu.Unlock()
	if n > 2 { // the version line and the first key exchange message
		return len(p), nil
	}
	return c.Conn.Write(p)
}

// Connections that never reach a session are closed at their deadline:
// silent ones, ones that stop after the version line or in the middle of
// the key exchange (before logging in, LoginTimeout), and ones that log
// in but open nothing, open a session and never start it, try only a
// session the server refuses, or stay after their session ended
// (StartTimeout). The deadlines are on the test's clock.
func TestServeClosesConnectionsThatStartNoSession(t *testing.T) {
	ts := startServer(t, func(c *Config) {
		c.LoginTimeout, c.StartTimeout = time.Minute, 2*time.Minute
	})
	const each = 3
	type stale struct {
		what   string
		closed <-chan struct{}
	}
	var early, late []stale // closed at LoginTimeout, at StartTimeout
	for i := range each {
		early = append(early, stale{fmt.Sprintf("silent %d", i), watchClosed(rawDial(t, ts.addr, "127.0.0.1"))})
		v := rawDial(t, ts.addr, "127.0.0.1")
		if _, err := io.WriteString(v, "SSH-2.0-stale\r\n"); err != nil {
			t.Fatal(err)
		}
		early = append(early, stale{fmt.Sprintf("version line only %d", i), watchClosed(v)})

		half := &stallConn{Conn: rawDial(t, ts.addr, "127.0.0.1")}
		halfDone := make(chan struct{})
		go func() { // it returns when the server closes the connection
			_, _, _, _ = gossh.NewClientConn(half, ts.addr, &gossh.ClientConfig{
				User: "half", HostKeyCallback: gossh.InsecureIgnoreHostKey(),
			})
			close(halfDone)
		}()
		early = append(early, stale{fmt.Sprintf("half a key exchange %d", i), halfDone})

		idle, _, err := dial(t, ts.addr, visitOpts{user: "idle"})
		if err != nil {
			t.Fatal(err)
		}
		defer idle.Close()
		late = append(late, stale{fmt.Sprintf("logged in, no channel %d", i), clientClosed(idle)})

		unstarted, _, err := dial(t, ts.addr, visitOpts{user: "unstarted"})
		if err != nil {
			t.Fatal(err)
		}
		defer unstarted.Close()
		sess, err := unstarted.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.RequestPty("xterm", 24, 80, gossh.TerminalModes{}); err != nil {
			t.Fatal(err)
		}
		late = append(late, stale{fmt.Sprintf("a session never started %d", i), clientClosed(unstarted)})
	}
	// A visitor who quit and whose client keeps the connection.
	stayer := visit(t, ts.addr, visitOpts{user: "stayer"})
	stayer.await("Catch the Cat")
	stayer.send("q")
	stayer.waitClosed()
	late = append(late, stale{"stayed after the session", clientClosed(stayer.client)})
	// A visitor whose only session is refused (no terminal).
	refusedOnly, _, err := dial(t, ts.addr, visitOpts{user: "refused"})
	if err != nil {
		t.Fatal(err)
	}
	defer refusedOnly.Close()
	late = append(late, stale{"only a refused session", clientClosed(refusedOnly)})
	ts.awaitPending(t, 3*each+len(late))

	ts.clock.Advance(time.Minute)
	for _, c := range early {
		awaitClosed(t, c.what, c.closed)
	}
	ts.awaitPending(t, len(late))
	// A session refused at the door does not give the connection more time.
	sess, err := refusedOnly.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if out, _ := sess.CombinedOutput(""); !strings.Contains(string(out), "needs a terminal") {
		t.Fatalf("a session without a terminal: %q", out)
	}
	ts.clock.Advance(time.Minute)
	for _, c := range late {
		awaitClosed(t, c.what, c.closed)
	}
	ts.awaitPending(t, 0)

	logs := ts.logs.String()
	for want, n := range map[string]int{
		"connection from 127.0.0.1 closed: not logged in within 1 minute":                             3 * each,
		"connection from 127.0.0.1 closed: logged in but started no session within 2 minutes":         2*each + 1,
		"connection from 127.0.0.1 closed: started no session within 2 minutes of the last one's end": 1,
		`visitor "refused" from 127.0.0.1 refused: the game needs a terminal`:                         1,
		`session 1 "stayer" from 127.0.0.1 closed after 0s: quit`:                                     1,
	} {
		if got := strings.Count(logs, want); got != n {
			t.Errorf("the log says %q %d times, want %d:\n%s", want, got, n, logs)
		}
	}
}

// Connections not yet in a session are limited per address and in all:
// one beyond a limit is closed at once, and the refusal logged. Stale
// connections from one address keep no one from another out; when all
// the slots are taken, the next visitor gets in as soon as the stale
// ones' deadline passes.
func TestServeLimitsConnectionsNotInASession(t *testing.T) {
	ts := startServer(t, func(c *Config) {
		c.MaxPending, c.MaxPendingPerAddress = 6, 4
		c.LoginTimeout = time.Minute
	})
	// Twelve at once from 127.0.0.2: four are taken, eight closed at once.
	conns := make([]net.Conn, 12)
	for i := range conns {
		conns[i] = rawDial(t, ts.addr, "127.0.0.2")
	}
	greetings := make([]string, len(conns))
	var wg sync.WaitGroup
	for i, nc := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			greetings[i] = greeting(t, nc)
		}()
	}
	wg.Wait()
	taken := 0
	for _, g := range greetings {
		switch {
		case strings.HasPrefix(g, "SSH-2.0-cabezacat"):
			taken++
		case g != "":
			t.Fatalf("a connection was greeted with %q", g)
		}
	}
	if taken != 4 {
		t.Fatalf("%d of 12 connections at once from 127.0.0.2 were taken, want 4 (--max-pending-per-address)", taken)
	}
	ts.awaitLog(t, "connection from 127.0.0.2 refused: 4 connections from it not yet in a session (--max-pending-per-address 4)")

	// A visitor from elsewhere gets in while 127.0.0.2 holds its limit.
	v := visit(t, ts.addr, visitOpts{user: "real"})
	v.await("Catch the Cat")
	if all, from := ts.pendingCount("127.0.0.2"); all != 4 || from != 4 {
		t.Fatalf("pending: %d in all, %d from 127.0.0.2; want 4 and 4", all, from)
	}

	// Two more from 127.0.0.3 fill the server's limit: then no one gets in.
	for range 2 {
		if g := greeting(t, rawDial(t, ts.addr, "127.0.0.3")); !strings.HasPrefix(g, "SSH-2.0-cabezacat") {
			t.Fatalf("a connection within the limits was greeted with %q", g)
		}
	}
	if g := greeting(t, rawDial(t, ts.addr, "127.0.0.1")); g != "" {
		t.Fatalf("a connection beyond --max-pending was greeted with %q", g)
	}
	ts.awaitLog(t, "connection from 127.0.0.1 refused: 6 connections not yet in a session (--max-pending 6)")

	// Until the stale ones' deadline.
	ts.clock.Advance(time.Minute)
	ts.awaitPending(t, 0)
	w := visit(t, ts.addr, visitOpts{user: "later"})
	w.await("Catch the Cat")
}

// A flood of refused connections logs at most refusalBurst lines a
// minute, then one line that counts the rest.
func TestServeRefusalsLogIsRateLimited(t *testing.T) {
	ts := startServer(t, func(c *Config) {
		c.MaxPending, c.MaxPendingPerAddress = 1, 1
		c.LoginTimeout = 2 * refusalWindow // the one let in stays quiet
	})
	greeting(t, rawDial(t, ts.addr, "127.0.0.1"))
	const flood = 3 * refusalBurst
	for i := range flood {
		if g := greeting(t, rawDial(t, ts.addr, "127.0.0.1")); g != "" {
			t.Fatalf("connection %d beyond the limit was greeted with %q", i, g)
		}
	}
	if n := strings.Count(ts.logs.String(), "refused"); n != refusalBurst {
		t.Errorf("%d refusals logged, want %d:\n%s", n, refusalBurst, ts.logs.String())
	}
	ts.clock.Advance(refusalWindow)
	ts.awaitLog(t, fmt.Sprintf("%d more refusals not logged (at most %d a minute)", flood-refusalBurst, refusalBurst))
	if lines := strings.Count(ts.logs.String(), "\n"); lines != refusalBurst+1 {
		t.Errorf("%d log lines, want %d:\n%s", lines, refusalBurst+1, ts.logs.String())
	}
}

func TestServePendingConfigIsChecked(t *testing.T) {
	for _, c := range []struct {
		edit func(*Config)
		want string
	}{
		{func(c *Config) { c.LoginTimeout = 0 }, "--login-timeout 0s: at least 1s"},
		{func(c *Config) { c.StartTimeout = time.Millisecond }, "--start-timeout 1ms: at least 1s"},
		{func(c *Config) { c.MaxPending = 0 }, "--max-pending 0: at least 1"},
		{func(c *Config) { c.MaxPendingPerAddress = -1 }, "--max-pending-per-address -1: at least 1"},
	} {
		cfg := Defaults()
		cfg.HostKey, cfg.RecordDir = os.DevNull, t.TempDir()
		c.edit(&cfg)
		if _, err := New(cfg); err == nil || err.Error() != c.want {
			t.Errorf("New: %v, want %q", err, c.want)
		}
	}
}
