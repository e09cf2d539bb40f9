package table

import (
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// panicLog keeps the reports a lobby logs.
type panicLog struct {
	mu      sync.Mutex
	reports []string
}

func (p *panicLog) log(report string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.reports = append(p.reports, report)
}

func (p *panicLog) all() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.Join(p.reports, "\n")
}

// last reads a subscription's snapshots until the table closes it and
// returns the last one. The deadline only stops a broken test.
func last(t *testing.T, sub *Sub) Snapshot {
	t.Helper()
	deadline := time.After(20 * time.Second)
	var snap Snapshot
	for {
		select {
		case s, open := <-sub.Updates:
			if !open {
				return snap
			}
			snap = s
		case <-deadline:
			t.Fatalf("table %s never closed its updates (last: %+v)", sub.Code(), snap)
		}
	}
}

// A panic in one table's goroutine ends that table only: its game is
// saved with its clocks as at any end, the players and spectators get a
// last snapshot that says why and where the game went, the stack goes
// to the lobby's log, and another table of the lobby plays on.
func TestTablePanicSavesItsGameAndSparesTheOthers(t *testing.T) {
	clk := NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	sv, logs := &saver{}, &panicLog{}
	var armed atomic.Pointer[string]
	l := NewLobby(Config{Clock: clk, Grace: time.Minute, Save: sv.save, Log: logs.log,
		TestHook: func(code string) {
			if p := armed.Load(); p != nil && *p == code {
				panic("boom\x1b[2J at the table")
			}
		}})
	t.Cleanup(l.Shutdown)

	red, blue := openPair(t, l, Setup{Kind: Cabeza, Clock: TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}})
	tb, err := l.Find(red.Code())
	if err != nil {
		t.Fatal(err)
	}
	watcher, err := tb.Join(Identity{Name: "carol"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for i, s := range []*Sub{red, blue} {
		mv := firstMove(t, moves)
		clk.Advance(10 * time.Second)
		if err := s.Play(mv); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		moves = append(moves, mv)
	}
	otherRed, otherBlue := openPair(t, l, Setup{Kind: Cabeza})

	code := red.Code()
	armed.Store(&code)
	err = red.Draw()
	if err == nil || !strings.Contains(err.Error(), `adjourned: an error on the server ("boom\x1b[2J at the table"); saved to cabeza-record.txt`) {
		t.Fatalf("the request that met the panic was answered %v", err)
	}
	for _, s := range []*Sub{red, blue, watcher} {
		snap := last(t, s)
		if !snap.Over() || !strings.Contains(snap.Ended, "an error on the server") || !strings.Contains(snap.Event, "saved to cabeza-record.txt") {
			t.Fatalf("seat %d's last snapshot: ended %q, event %q", s.Seat, snap.Ended, snap.Event)
		}
		if len(snap.Moves) != 2 {
			t.Fatalf("seat %d's last snapshot has moves %v", s.Seat, snap.Moves)
		}
	}
	recs := sv.records()
	if len(recs) != 1 {
		t.Fatalf("%d records saved, want 1", len(recs))
	}
	for _, want := range append([]string{`[Clock "5+3`, "an error on the server"}, moves...) {
		if !strings.Contains(recs[0], want) {
			t.Fatalf("the record lacks %q:\n%s", want, recs[0])
		}
	}
	if log := logs.all(); !strings.Contains(log, "panic in table "+code+`: "boom\x1b[2J at the table"`) || !strings.Contains(log, "panic_test.go") {
		t.Fatalf("the log has no report with its stack:\n%s", log)
	}
	if _, err := l.Find(code); err == nil {
		t.Fatal("the table that failed is still in the lobby")
	}

	// The other table goes on.
	mv := firstMove(t, nil)
	if err := otherRed.Play(mv); err != nil {
		t.Fatalf("a move at the other table: %v", err)
	}
	if snap := await(t, otherBlue, "the move", func(s Snapshot) bool { return len(s.Moves) == 1 }); snap.Moves[0] != mv {
		t.Fatalf("the other table's moves: %v", snap.Moves)
	}
	if _, err := l.Find(otherRed.Code()); err != nil {
		t.Fatal(err)
	}
}

// A panic while the table serves its own timer's request (a flag fall
// here) ends it the same way: no one is waiting for that request's
// answer, and the process goes on.
func TestTablePanicOnATimersRequest(t *testing.T) {
	clk := NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	sv, logs := &saver{}, &panicLog{}
	var armed atomic.Bool
	l := NewLobby(Config{Clock: clk, Grace: time.Minute, Save: sv.save, Log: logs.log,
		TestHook: func(string) {
			if armed.Load() {
				panic("boom in the clock")
			}
		}})
	t.Cleanup(l.Shutdown)
	red, blue := openPair(t, l, Setup{Kind: Cabeza, Clock: TimeControl{Base: time.Minute}})
	// Three moves: blue has made its first, so its clock runs.
	playMoves(t, []*Sub{red, blue, red}, func(t *testing.T, p []string) string { return firstMove(t, p) }, nil)
	armed.Store(true)
	clk.Advance(2 * time.Minute) // blue's flag timer fires
	snap := last(t, blue)
	if !strings.Contains(snap.Event, `adjourned: an error on the server ("boom in the clock"); saved to`) {
		t.Fatalf("the last snapshot: %+v", snap)
	}
	if len(sv.records()) != 1 || !strings.Contains(logs.all(), "boom in the clock") {
		t.Fatalf("records %d, log:\n%s", len(sv.records()), logs.all())
	}
}
