package serve

import (
	"os"
	"strings"
	"testing"
	"time"
)

// keepaliveUntil moves the server's clock on one keepalive interval at a
// time until done holds. After each step it waits until the server has the
// answers of the healthy visitors (so none of them misses one however
// slowly the machine runs); the deadline only ends a broken test.
func (ts *testServer) keepaliveUntil(t *testing.T, healthy int, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for !done() {
		want := ts.keepalivesAnswered.Load() + int64(healthy)
		ts.clock.Advance(ts.cfg.Keepalive)
		for ts.keepalivesAnswered.Load() < want {
			if time.Now().After(deadline) {
				t.Fatalf("the server has %d keepalive answers, want %d", ts.keepalivesAnswered.Load(), want)
			}
			time.Sleep(time.Millisecond)
		}
		if healthy == 0 {
			time.Sleep(time.Millisecond) // nobody to wait for: let the server run
		}
		if time.Now().After(deadline) {
			t.Fatal("what the test waits for never came")
		}
	}
}

// awaitLog waits until the server's log says want.
func (ts *testServer) awaitLog(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for !strings.Contains(ts.logs.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("the log never said %q:\n%s", want, ts.logs.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// A seated player whose network dies without a reset is dropped by the
// keepalive: the seat waits for the grace period, the other player sees
// them away, and the lobby lists them so.
func TestKeepaliveDropsAFrozenPlayer(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Grace = time.Hour; c.Idle = 24 * time.Hour })
	alice, bob, code, moves := redHasPlayed(t, ts)

	bob.conn.freeze()
	left := "blue (bob) left; the seat waits 1 hour"
	ts.keepaliveUntil(t, 1, func() bool { return strings.Contains(alice.text(), left) })
	alice.awaitEver("bob (away)")
	if info := lobbyInfo(t, ts, code); info.Seats[1].Present || !info.Seats[0].Present || info.Ended {
		t.Errorf("the lobby after bob's drop: %+v", info)
	}
	ts.awaitLog(t, `"bob" from 127.0.0.1 closed after`)
	if want := `: dropped: no answer to keepalives for 45s`; !strings.Contains(ts.logs.String(), want) {
		t.Errorf("the log lacks %q:\n%s", want, ts.logs.String())
	}
	if strings.Contains(ts.logs.String(), `"alice" from 127.0.0.1 closed`) {
		t.Errorf("alice, who answered, was closed too:\n%s", ts.logs.String())
	}
	// Alice is still served: a move out of turn is answered.
	typeMove(alice, moves[1])
	alice.await("it is blue's turn")
}

// A lone visitor whose network dies keeps their game: it is saved as on
// any drop.
func TestKeepaliveSavesAFrozenVisitorsGame(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Idle = 24 * time.Hour })
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	hotSeatMove(v)
	v.conn.freeze()
	closed := `"alice" from 127.0.0.1 closed after`
	ts.keepaliveUntil(t, 0, func() bool { return strings.Contains(ts.logs.String(), closed) })
	files := listFiles(t, ts.cfg.RecordDir) // the log line comes after the save
	if len(files) != 1 {
		t.Fatalf("records: %v", files)
	}
	if want := "dropped: no answer to keepalives for 45s; your game was saved as " + files[0]; !strings.Contains(ts.logs.String(), want) {
		t.Errorf("the log lacks %q:\n%s", want, ts.logs.String())
	}
	text, err := os.ReadFile(files[0])
	if err != nil || !strings.Contains(string(text), `[Game "Cabeza"]`) || !strings.Contains(string(text), "1. F") {
		t.Fatalf("the record (%v):\n%s", err, text)
	}
}

// A client that answers is never closed, however many keepalives it is
// sent: each answer starts the count again.
func TestKeepaliveKeepsAVisitorWhoAnswers(t *testing.T) {
	ts := startServer(t, nil)
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	v.await("Catch the Cat")
	const rounds = 12 // four times the count that closes a silent one
	n := 0
	ts.keepaliveUntil(t, 1, func() bool { n++; return n > rounds })
	if got := v.conn.keepalives.Load(); got < rounds {
		t.Errorf("the client answered %d keepalives, want at least %d", got, rounds)
	}
	if got := ts.keepalivesAnswered.Load(); got < rounds {
		t.Errorf("the server saw %d answers, want at least %d", got, rounds)
	}
	v.send("j")
	v.await("> Catch the Cat")
	select {
	case <-v.done:
		t.Fatal("the session of a client that answered was closed")
	default:
	}
	if strings.Contains(ts.logs.String(), "closed") {
		t.Errorf("the log:\n%s", ts.logs.String())
	}
}

// A slow client that answers each keepalive only after two more
// intervals (of the three a silent one gets) is kept: its answer starts
// the count again.
func TestKeepaliveKeepsASlowVisitor(t *testing.T) {
	ts := startServer(t, nil)
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	v.await("Catch the Cat")
	v.conn.slow.Store(true)
	await := func(what string, cond func() bool) {
		t.Helper()
		for deadline := time.Now().Add(90 * time.Second); !cond(); time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("never: %s", what)
			}
		}
	}
	for round := int64(1); round <= 4; round++ {
		ts.clock.Advance(ts.cfg.Keepalive) // the request goes out
		await("the client is asked", func() bool { return v.conn.keepalives.Load() == round })
		for range 2 { // two intervals without the answer
			ts.clock.Advance(ts.cfg.Keepalive)
			time.Sleep(5 * time.Millisecond) // lets the server count the miss (the test holds without it)
		}
		select {
		case v.conn.release <- struct{}{}:
		case <-v.done:
			t.Fatalf("round %d: the slow client was closed:\n%s", round, ts.logs.String())
		}
		await("the server has the answer", func() bool { return ts.keepalivesAnswered.Load() == round })
	}
	v.send("j")
	v.await("> Catch the Cat")
	if strings.Contains(ts.logs.String(), "closed") {
		t.Errorf("the slow client was closed:\n%s", ts.logs.String())
	}
}

// --keepalive 0 asks nothing.
func TestKeepaliveZeroSendsNone(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Keepalive = 0 })
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	v.await("> Cabeza")
	for i := 0; i < 6; i++ {
		ts.clock.Advance(Defaults().Keepalive)
		// A round trip through the session: a request sent on the tick
		// would have had the time of one to arrive.
		key, want := "j", "> Catch the Cat"
		if i%2 == 1 {
			key, want = "k", "> Cabeza"
		}
		v.send(key)
		v.await(want)
	}
	if got := v.conn.keepalives.Load(); got != 0 {
		t.Errorf("with --keepalive 0 the client was sent %d keepalives", got)
	}
}

func TestKeepaliveConfigIsChecked(t *testing.T) {
	for _, c := range []struct {
		edit func(*Config)
		want string
	}{
		{func(c *Config) { c.Keepalive = -time.Second }, "--keepalive -1s: 0 (off) or at least 1s"},
		{func(c *Config) { c.Keepalive = 20 * time.Millisecond }, "--keepalive 20ms: 0 (off) or at least 1s"},
		{func(c *Config) { c.KeepaliveCount = 0 }, "--keepalive-count 0: at least 1"},
		{func(c *Config) { c.Keepalive, c.KeepaliveCount = 0, 0 }, ""},
	} {
		cfg := Defaults()
		c.edit(&cfg)
		got := ""
		if err := cfg.check(); err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("check = %q, want %q", got, c.want)
		}
	}
}
