package table

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"cabezacat/cabeza"
)

// saver keeps the records a lobby saves.
type saver struct {
	mu    sync.Mutex
	saved []string
}

func (s *saver) save(k Kind, text []byte) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.saved = append(s.saved, string(text))
	return k.String() + "-record.txt", nil
}

func (s *saver) records() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.saved...)
}

func newTestLobby(t *testing.T) (*Lobby, *ManualClock, *saver) {
	t.Helper()
	clk := NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	sv := &saver{}
	l := NewLobby(Config{Clock: clk, Grace: time.Minute, Save: sv.save})
	t.Cleanup(l.Shutdown)
	return l, clk, sv
}

// await reads snapshots until one satisfies ok. The deadline only stops a
// broken test from hanging; nothing is timed.
func await(t *testing.T, sub *Sub, what string, ok func(Snapshot) bool) Snapshot {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		select {
		case snap, open := <-sub.Updates:
			if !open {
				t.Fatalf("updates closed while waiting for %s", what)
			}
			if ok(snap) {
				return snap
			}
		case <-deadline:
			t.Fatalf("no snapshot with %s", what)
		}
	}
}

func openPair(t *testing.T, l *Lobby, setup Setup) (a, b *Sub) {
	t.Helper()
	a, err := l.Open(setup, Identity{Name: "alice", Key: "SHA256:alice"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := l.Find(strings.ToLower(a.Code()))
	if err != nil {
		t.Fatal(err)
	}
	b, err = tb.Join(Identity{Name: "bob"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if a.Seat != 0 || b.Seat != 1 {
		t.Fatalf("seats %d %d, want 0 1", a.Seat, b.Seat)
	}
	return a, b
}

// firstMove is a legal Cabeza move from the position after moves.
func firstMove(t *testing.T, moves []string) string {
	t.Helper()
	g := cabeza.NewGame(cabeza.Start())
	for _, m := range moves {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	return g.LegalMoves()[0].String()
}

func TestTableEachSideMovesOnlyItsOwn(t *testing.T) {
	l, _, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	mv := firstMove(t, nil)
	if err := b.Play(mv); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("blue moving on red's turn: %v", err)
	}
	if err := a.Play("Zzz"); err == nil {
		t.Fatal("a move the notation does not know was taken")
	}
	if err := a.Play(mv); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Sub{a, b} {
		snap := await(t, s, "the move", func(s Snapshot) bool { return len(s.Moves) == 1 })
		if snap.Moves[0] != mv || snap.ToMove != 1 {
			t.Fatalf("snapshot %v to move %d", snap.Moves, snap.ToMove)
		}
	}
	w, err := l.Find(a.Code())
	if err != nil {
		t.Fatal(err)
	}
	spec, err := w.Join(Identity{Name: "carol"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := spec.Play(firstMove(t, []string{mv})); !errors.Is(err, ErrSpectator) {
		t.Fatalf("a spectator moved: %v", err)
	}
	if _, err := w.Join(Identity{Name: "dave"}, false, ""); !errors.Is(err, ErrFull) {
		t.Fatalf("a third player sat down: %v", err)
	}
	snap := await(t, spec, "the spectator counted", func(s Snapshot) bool { return s.Watch == 1 })
	if len(snap.Moves) != 1 {
		t.Fatalf("the spectator sees %v", snap.Moves)
	}
}

func TestTableUndoIsARequestTheOpponentAccepts(t *testing.T) {
	l, _, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	m1 := firstMove(t, nil)
	if err := a.Play(m1); err != nil {
		t.Fatal(err)
	}
	if err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	snap := await(t, b, "the request", func(s Snapshot) bool { return s.Request.Kind == "undo" })
	if snap.Request.From != 0 || len(snap.Moves) != 1 {
		t.Fatalf("request %+v, moves %v: the move must stay until blue agrees", snap.Request, snap.Moves)
	}
	if err := b.Decline(); err != nil {
		t.Fatal(err)
	}
	if err := a.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := b.Undo(); err != nil { // blue accepts
		t.Fatal(err)
	}
	snap = await(t, a, "the undo", func(s Snapshot) bool { return len(s.Moves) == 0 })
	if snap.ToMove != 0 || snap.Request.Kind != "" {
		t.Fatalf("after undo: to move %d, request %+v", snap.ToMove, snap.Request)
	}
}

func TestTableResignAndDrawEndTheGameAndSaveIt(t *testing.T) {
	l, _, sv := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	if err := a.Play(firstMove(t, nil)); err != nil {
		t.Fatal(err)
	}
	if err := b.Draw(); err != nil {
		t.Fatal(err)
	}
	if err := a.Draw(); err != nil {
		t.Fatal(err)
	}
	snap := await(t, b, "the draw", func(s Snapshot) bool { return s.Over() })
	if snap.Ended != "draw agreed" || snap.Saved == "" {
		t.Fatalf("ended %q saved %q", snap.Ended, snap.Saved)
	}
	if err := a.Play(firstMove(t, snap.Moves)); !errors.Is(err, ErrOver) {
		t.Fatalf("a move after the end: %v", err)
	}
	recs := sv.records()
	if len(recs) != 1 || !strings.Contains(recs[0], "draw agreed") {
		t.Fatalf("records %q", recs)
	}

	c, d := openPair(t, l, Setup{Kind: Cabeza})
	if err := d.Resign(); err != nil {
		t.Fatal(err)
	}
	snap = await(t, c, "the resignation", func(s Snapshot) bool { return s.Over() })
	if !strings.Contains(snap.Ended, "blue resigned") {
		t.Fatalf("ended %q", snap.Ended)
	}
}

func TestTableFlagFallLoses(t *testing.T) {
	l, clk, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza, Clock: TimeControl{Base: time.Minute, Inc: 5 * time.Second}})
	// Each side's first move is free (see TestTableClockStartsAtEachSidesFirstMove).
	mv := firstMove(t, nil)
	if err := a.Play(mv); err != nil {
		t.Fatal(err)
	}
	if err := b.Play(firstMove(t, []string{mv})); err != nil {
		t.Fatal(err)
	}
	clk.Advance(10 * time.Second)
	mv3 := firstMove(t, []string{mv, firstMove(t, []string{mv})})
	if err := a.Play(mv3); err != nil {
		t.Fatal(err)
	}
	snap := await(t, b, "red's clock charged", func(s Snapshot) bool { return len(s.Moves) == 3 })
	if snap.Clock[0] != 55*time.Second || snap.Running != 1 {
		t.Fatalf("red %v (want 60-10+5 = 55s), running %d", snap.Clock[0], snap.Running)
	}
	clk.Advance(59 * time.Second)
	if got := snap.Remaining(1, clk.Now()); got != time.Second {
		t.Fatalf("blue has %v, want 1s", got)
	}
	clk.Advance(time.Second)
	snap = await(t, a, "the flag", func(s Snapshot) bool { return s.Over() })
	if !strings.Contains(snap.Ended, "blue's flag fell") || snap.Clock[1] != 0 {
		t.Fatalf("ended %q, blue %v", snap.Ended, snap.Clock[1])
	}
}

func TestTableDropRejoinAndAdjourn(t *testing.T) {
	l, clk, sv := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza, Clock: TimeControl{Base: 10 * time.Minute}})
	// Three moves: blue has made its first, so its clock runs.
	var moves []string
	for i, s := range []*Sub{a, b, a} {
		mv := firstMove(t, moves)
		if err := s.Play(mv); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		moves = append(moves, mv)
	}
	token := b.Token
	b.Leave()
	await(t, a, "blue gone", func(s Snapshot) bool { return !s.Seats[1].Present })
	tb, _ := l.Find(a.Code())
	if _, err := tb.Join(Identity{Name: "mallory"}, false, "WRONG"); !errors.Is(err, ErrFull) {
		t.Fatalf("a stranger took the dropped seat: %v", err)
	}
	clk.Advance(30 * time.Second)
	b2, err := tb.Join(Identity{Name: "bob"}, false, token)
	if err != nil || b2.Seat != 1 {
		t.Fatalf("rejoin with the token: seat %v, %v", b2, err)
	}
	snap := await(t, b2, "blue back", func(s Snapshot) bool { return s.Seats[1].Present })
	if got := snap.Remaining(1, clk.Now()); got != 10*time.Minute-30*time.Second {
		t.Fatalf("blue's clock ran %v while away, want 30s", 10*time.Minute-got)
	}
	// Red drops and comes back by public key, without the token.
	a.Leave()
	a2, err := tb.Join(Identity{Name: "alice", Key: "SHA256:alice"}, false, "")
	if err != nil || a2.Seat != 0 {
		t.Fatalf("rejoin by key: %v %v", a2, err)
	}
	// Blue drops for good: after the grace period the game is adjourned.
	b2.Leave()
	clk.Advance(time.Minute)
	snap = await(t, a2, "the adjournment", func(s Snapshot) bool { return s.Over() })
	if !strings.HasPrefix(snap.Ended, "adjourned") || snap.Saved == "" {
		t.Fatalf("ended %q saved %q", snap.Ended, snap.Saved)
	}
	if recs := sv.records(); len(recs) != 1 || !strings.Contains(recs[0], "adjourned") {
		t.Fatalf("records %q", recs)
	}
}

func TestLobbyShutdownSavesGamesInProgress(t *testing.T) {
	l, _, sv := newTestLobby(t)
	a, _ := openPair(t, l, Setup{Kind: Cabeza})
	if err := a.Play(firstMove(t, nil)); err != nil {
		t.Fatal(err)
	}
	_, _ = openPair(t, l, Setup{Kind: Catcat, Size: 9, Density: 0.05, Seed: 1}) // no moves: nothing to save
	if n := len(l.List()); n != 2 {
		t.Fatalf("%d tables listed", n)
	}
	l.Shutdown()
	if recs := sv.records(); len(recs) != 1 || !strings.Contains(recs[0], "Cabeza") {
		t.Fatalf("records %q", recs)
	}
	if _, err := l.Open(Setup{Kind: Cabeza}, Identity{}, 0); !errors.Is(err, ErrShutdown) {
		t.Fatalf("a table opened after shutdown: %v", err)
	}
	if n := len(l.List()); n != 0 {
		t.Fatalf("%d tables left", n)
	}
}

func TestParseTimeControl(t *testing.T) {
	for _, c := range []struct {
		in   string
		want TimeControl
		bad  string
	}{
		{"5+3", TimeControl{5 * time.Minute, 3 * time.Second}, ""},
		{"none", TimeControl{}, ""},
		{"", TimeControl{}, ""},
		{"0.5", TimeControl{30 * time.Second, 0}, ""},
		{"x+3", TimeControl{}, "minutes"},
		{"5+x", TimeControl{}, "seconds"},
		{"0+3", TimeControl{}, "above 0"},
		{"999", TimeControl{}, "at most"},
		{"5+999", TimeControl{}, "at most"},
		{"NaN", TimeControl{}, "minutes"},
	} {
		got, err := ParseTimeControl(c.in)
		if c.bad != "" {
			if err == nil || !strings.Contains(err.Error(), c.bad) {
				t.Errorf("%q: error %v, want one saying %q", c.in, err, c.bad)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: %v %v, want %v", c.in, got, err, c.want)
		}
		if back, err := ParseTimeControl(got.String()); err != nil || back != got {
			t.Errorf("%q: %v does not read back (%v %v)", c.in, got, back, err)
		}
	}
}

func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"5+3", "none", "0.5", "1+", "+3", "3++3", "1e9", "-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := ParseTimeControl(s)
		if err != nil {
			return
		}
		if tc.Base < 0 || tc.Base > maxBase || tc.Inc < 0 || tc.Inc > maxInc || (tc.On() && tc.Base < time.Second) {
			t.Fatalf("%q read as %v", s, tc)
		}
	})
}

// When a join or a move returns, every seat's pending snapshot and the
// lobby's list already hold it: a screen made right after (a hot-seat
// game's, a player who comes back) never starts from the table before.
// Many tables, as a late publish shows only sometimes.
func TestTableJoinAndMoveArePublishedBeforeTheyReturn(t *testing.T) {
	l, _, _ := newTestLobby(t)
	for i := range 50 {
		a, b := openPair(t, l, Setup{Kind: Cabeza})
		// The one who sat first already holds the table with the
		// second seated (a hot-seat screen is made right then).
		select {
		case snap := <-a.Updates:
			if !snap.Seats[1].Present {
				t.Fatalf("table %d: the first seat's snapshot after the join has no one in the second", i)
			}
		default:
			t.Fatalf("table %d: no snapshot waiting for the first seat after the join", i)
		}
		if err := a.Play(firstMove(t, nil)); err != nil {
			t.Fatal(err)
		}
		select {
		case snap := <-b.Updates:
			if len(snap.Moves) != 1 {
				t.Fatalf("table %d: the other seat's snapshot after the move has %d moves", i, len(snap.Moves))
			}
		default:
			t.Fatalf("table %d: no snapshot waiting for the other seat after the move", i)
		}
		for _, info := range l.List() {
			if info.Code == a.Code() && info.Moves != 1 {
				t.Fatalf("table %d: the lobby lists %d moves", i, info.Moves)
			}
		}
		a.Leave()
		b.Leave()
	}
}

// A player who gives a seat token and is turned away is told why: a
// token that is none of this table's is named as wrong (not "give the
// seat token", which they did), and a seat still held by its owner's
// other connection (a drop the server has not noticed yet, a second
// terminal) is said to be in use, for the token and for the key alike.
func TestTableJoinRefusalSaysWhatIsWrongWithTheSeatToken(t *testing.T) {
	l, _, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	tb, _ := l.Find(a.Code())

	_, err := tb.Join(Identity{Name: "mallory"}, false, "WRONG")
	if !errors.Is(err, ErrBadToken) || !errors.Is(err, ErrFull) || !strings.Contains(err.Error(), `"WRONG"`) {
		t.Fatalf("wrong token: %v, want ErrBadToken (and ErrFull) naming the token", err)
	}
	if _, err := tb.Join(Identity{Name: "carol"}, false, ""); !errors.Is(err, ErrFull) || errors.Is(err, ErrBadToken) {
		t.Fatalf("no token: %v, want plain ErrFull", err)
	}
	// Blue is still connected: its token (and alice's key for red) find
	// a seat that is in use, not a wrong token.
	_, err = tb.Join(Identity{Name: "bob"}, false, b.Token)
	if !errors.Is(err, ErrSeatInUse) || errors.Is(err, ErrBadToken) || !strings.Contains(err.Error(), "blue") {
		t.Fatalf("live seat's token: %v, want ErrSeatInUse naming blue", err)
	}
	_, err = tb.Join(Identity{Name: "alice", Key: "SHA256:alice"}, false, "")
	if !errors.Is(err, ErrSeatInUse) || !strings.Contains(err.Error(), "red") {
		t.Fatalf("live seat's key: %v, want ErrSeatInUse naming red", err)
	}
	// Once blue has left, the same token takes the seat back.
	b.Leave()
	await(t, a, "blue gone", func(s Snapshot) bool { return !s.Seats[1].Present })
	if b2, err := tb.Join(Identity{Name: "bob"}, false, b.Token); err != nil || b2.Seat != 1 {
		t.Fatalf("rejoin after the drop: %v %v", b2, err)
	}
}
