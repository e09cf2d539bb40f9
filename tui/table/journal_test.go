package table

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeJournal keeps what the table stored, and refuses moves while
// broken.
type fakeJournal struct {
	mu     sync.Mutex
	broken bool
	moves  []string
	ends   []JournalEnd
	begun  int
	chat   []string // "who: line"
}

func (j *fakeJournal) Begin(g JournalGame) (int64, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.begun++
	j.moves = append([]string{}, g.Setup.Moves...)
	return 7, nil
}
func (j *fakeJournal) Move(id int64, ply int, mv string, _ [2]time.Duration, _ time.Time) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.broken {
		return errors.New("disk full")
	}
	if ply != len(j.moves)+1 {
		return errors.New("ply out of order")
	}
	j.moves = append(j.moves, mv)
	return nil
}
func (j *fakeJournal) TakeBack(id int64, plies int, _ [2]time.Duration) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.moves = j.moves[:plies]
	return nil
}
func (j *fakeJournal) Adjourn(int64, string, [2]time.Duration) error { return nil }
func (j *fakeJournal) Finish(id int64, f JournalEnd) (string, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.ends = append(j.ends, f)
	return "ratings: stored", nil
}
func (j *fakeJournal) Chat(id int64, who, line string) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.chat = append(j.chat, who+": "+line)
	return nil
}

func (j *fakeJournal) chatLines() string {
	j.mu.Lock()
	defer j.mu.Unlock()
	return strings.Join(j.chat, " | ")
}

// The chat is kept with the game: a line said before the first move
// waits for the game to be stored, and every line is stored once, in
// order.
func TestTableKeepsTheChatWithTheGame(t *testing.T) {
	clk := NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	j := &fakeJournal{}
	l := NewLobby(Config{Clock: clk, Grace: time.Minute, Journal: j})
	t.Cleanup(l.Shutdown)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	if err := a.Chat("good luck"); err != nil {
		t.Fatal(err)
	}
	mv := firstMove(t, nil)
	if err := a.Play(mv); err != nil {
		t.Fatal(err)
	}
	await(t, b, "the move", func(s Snapshot) bool { return len(s.Moves) == 1 })
	if err := b.Chat("thanks, you too"); err != nil {
		t.Fatal(err)
	}
	await(t, a, "the second line", func(s Snapshot) bool { return len(s.Chat) == 2 })
	want := "alice: good luck | bob: thanks, you too"
	if got := j.chatLines(); got != want {
		t.Fatalf("the journal kept %q, want %q", got, want)
	}
}

func TestTableShowsOnlyStoredMoves(t *testing.T) {
	clk := NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	j := &fakeJournal{}
	l := NewLobby(Config{Clock: clk, Grace: time.Minute, Journal: j})
	t.Cleanup(l.Shutdown)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	mv := firstMove(t, nil)
	if err := a.Play(mv); err != nil {
		t.Fatal(err)
	}
	await(t, b, "the stored move", func(s Snapshot) bool { return len(s.Moves) == 1 })

	// The store refuses the next: the table takes it back and says so.
	j.mu.Lock()
	j.broken = true
	j.mu.Unlock()
	mv2 := firstMove(t, []string{mv})
	err := b.Play(mv2)
	if err == nil || !strings.Contains(err.Error(), "not stored (disk full)") {
		t.Fatalf("a move the store refused: %v", err)
	}
	snap := await(t, a, "a snapshot", func(Snapshot) bool { return true })
	if len(snap.Moves) != 1 || snap.ToMove != 1 {
		t.Fatalf("after the refused move: moves %v, to move %d", snap.Moves, snap.ToMove)
	}
	j.mu.Lock()
	j.broken = false
	j.mu.Unlock()
	if err := b.Play(mv2); err != nil {
		t.Fatalf("the same move once the store works: %v", err)
	}
	await(t, a, "two moves", func(s Snapshot) bool { return len(s.Moves) == 2 })

	// A resignation is finished in the store with its winner, and the
	// store's words reach everyone.
	if err := a.Resign(); err != nil {
		t.Fatal(err)
	}
	end := await(t, b, "the end", func(s Snapshot) bool { return s.Over() })
	if end.Outcome != "ratings: stored" {
		t.Fatalf("outcome %q", end.Outcome)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.begun != 1 || strings.Join(j.moves, " ") != mv+" "+mv2 || len(j.ends) != 1 || j.ends[0].Winner != 1 {
		t.Fatalf("stored: begun %d, moves %v, ends %+v", j.begun, j.moves, j.ends)
	}
}

func TestRatedTableRefusesGuestsAndTakeBacks(t *testing.T) {
	clk := NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	l := NewLobby(Config{Clock: clk, Grace: time.Minute, Journal: &fakeJournal{}})
	t.Cleanup(l.Shutdown)
	if _, err := l.Open(Setup{Kind: Cabeza, Rated: true}, Identity{Name: "guest"}, 0); !errors.Is(err, ErrGuestRated) {
		t.Fatalf("a guest opening a rated table: %v", err)
	}
	a, err := l.Open(Setup{Kind: Cabeza, Rated: true}, Identity{Name: "alice", Player: 1}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := l.Find(a.Code())
	if _, err := tb.Join(Identity{Name: "guest"}, false, ""); !errors.Is(err, ErrGuestRated) {
		t.Fatalf("a guest sitting at a rated table: %v", err)
	}
	if _, err := tb.Join(Identity{Name: "guest"}, true, ""); err != nil {
		t.Fatalf("a guest watching a rated table: %v", err)
	}
	b, err := tb.Join(Identity{Name: "bob", Player: 2}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Play(firstMove(t, nil)); err != nil {
		t.Fatal(err)
	}
	if err := a.Undo(); !errors.Is(err, ErrRatedUndo) {
		t.Fatalf("undo at a rated table: %v", err)
	}
	_ = b
	m, err := l.Open(Setup{Kind: Catcat, Size: 13, Density: 0.05, Seed: 1, Rated: true}, Identity{Name: "alice", Player: 1}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Draw(); !errors.Is(err, ErrMatchDraw) {
		t.Fatalf("a draw offer in a rated Catch the Cat match: %v", err)
	}
}
