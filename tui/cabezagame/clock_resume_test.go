package cabezagame

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/game"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

// reopen saves m as w does (RecordText), reads the record back as --load
// and the open page read it, and opens it an hour later on the clock
// now: the time the game was closed is charged to no one.
func reopen(t *testing.T, m Model, now *manualNow, clocks chan<- *search.Clock) (Model, string) {
	t.Helper()
	_, text, err := m.RecordText(m.Record(), now.t)
	if err != nil {
		t.Fatal(err)
	}
	s, err := record.CabezaSetupOf("game.txt", text)
	if err != nil {
		t.Fatalf("the saved record does not read: %v\n%s", err, text)
	}
	now.t = now.t.Add(time.Hour)
	old := clockNow
	t.Cleanup(func() { clockNow = old })
	clockNow = now.now
	newCabezaSearcher = func(level, _ int) cabezaSearcher {
		return func(ctx context.Context, g cabeza.Game, req aiRequest, progress func(enginepanel.Info)) (cabeza.Move, error) {
			clocks <- req.clock
			return g.LegalMoves()[0], nil
		}
	}
	o, err := New(common.Options{}, s)
	if err != nil {
		t.Fatal(err)
	}
	r := tuitest.Send(o.(Model), tea.WindowSizeMsg{Width: 100, Height: 30}).(Model)
	return r, string(text)
}

// A clocked game against the AI, saved with red to move, reopens with
// each side's time left and the increment; red's clock runs, and after
// red's move the AI is given what blue had left.
func TestCabezaClockSavedAndReopened(t *testing.T) {
	clocks := make(chan *search.Clock, 1)
	m, now := clockedGame(t, clocks)
	now.t = now.t.Add(15 * time.Second) // red: 45 s + 2 s
	m = tuitest.Send(m, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hn")).(Model)
	mm, cmd := m.Update(tuitest.KeyEnter)
	m = mm.(Model)
	done, ok := tuitest.Message[analysis.DoneMsg](cmd)
	if !ok {
		t.Fatal("the AI did not start")
	}
	<-clocks
	now.t = now.t.Add(3 * time.Second) // blue: 57 s + 2 s
	m = tuitest.Send(m, done).(Model)
	now.t = now.t.Add(4500 * time.Millisecond) // red thinks 4.5 s, then saves
	m = m.tick()
	if m.table.Clocks != [2]string{"0:42", "0:59"} {
		t.Fatalf("before the save: %q", m.table.Clocks)
	}

	r, text := reopen(t, m, now, clocks)
	if !strings.Contains(text, `[Clock "1+2 red=42.5s blue=59s"]`) || strings.Contains(text, "Ending") {
		t.Fatalf("the record keeps no clock, or a wrong one:\n%s", text)
	}
	if r.Game.Ply() != 2 || r.Over() || !r.HumanToMove() {
		t.Fatalf("reopened at ply %d, over %v, red to move %v", r.Game.Ply(), r.Over(), r.HumanToMove())
	}
	if r.clock.tc != m.clock.tc || r.table.Clocks != [2]string{"0:42", "0:59"} {
		t.Fatalf("reopened on %v showing %q, want 1+2 showing 0:42 0:59 (the hour closed charged to no one)", r.clock.tc, r.table.Clocks)
	}
	if v := r.View(); !strings.Contains(v, "· 0:42") || !strings.Contains(v, "· 0:59") {
		t.Fatalf("no clock row on the reopened game:\n%s", v)
	}
	// Red's clock runs; blue's stands.
	now.t = now.t.Add(10 * time.Second)
	r = r.tick()
	if r.table.Clocks != [2]string{"0:32", "0:59"} {
		t.Fatalf("10 s into red's reopened turn: %q", r.table.Clocks)
	}
	// Red moves: 32.5 s + 2 s; the AI gets blue's 59 s and the increment.
	r = tuitest.Send(r, tuitest.KeyRunes(":"), tuitest.KeyRunes(r.Game.LegalMoves()[0].String())).(Model)
	rr, cmd := r.Update(tuitest.KeyEnter)
	r = rr.(Model)
	if _, ok := tuitest.Message[analysis.DoneMsg](cmd); !ok {
		t.Fatalf("the AI did not start after red's move (status %q)", r.Status)
	}
	if c := <-clocks; c == nil || *c != (search.Clock{Left: 59 * time.Second, Inc: 2 * time.Second}) {
		t.Fatalf("the AI was given %+v, want 59 s + 2 s", c)
	}
	if r.clock.left != [2]time.Duration{34500 * time.Millisecond, 59 * time.Second} {
		t.Fatalf("after red's move: %v", r.clock.left)
	}
	now.t = now.t.Add(3 * time.Second)
	r = r.tick()
	if r.table.Clocks != [2]string{"0:34", "0:56"} {
		t.Fatalf("3 s into blue's turn: %q", r.table.Clocks)
	}
}

// A game lost on time is saved as lost on time and reopens over: the
// flag shown, no move taken, no clock running.
func TestCabezaLostOnTimeReopensOver(t *testing.T) {
	clocks := make(chan *search.Clock, 1)
	m, now := clockedGame(t, clocks)
	now.t = now.t.Add(time.Minute)
	m = m.tick()
	if !m.Over() {
		t.Fatal("the flag did not fall")
	}
	r, text := reopen(t, m, now, clocks)
	if !strings.Contains(text, `[Clock "1+2 red=0s blue=1m0s"]`) || !strings.Contains(text, `[Ending "red's flag fell: blue wins"]`) {
		t.Fatalf("the record does not say the flag fell:\n%s", text)
	}
	if !r.Over() || r.HumanToMove() || r.table.How != "Red's flag fell" || r.table.Clocks != [2]string{"0:00.0", "1:00"} {
		t.Fatalf("reopened: over %v, red to move %v, %q, clocks %q", r.Over(), r.HumanToMove(), r.table.How, r.table.Clocks)
	}
	if !strings.Contains(r.Status, "red's flag fell: blue wins") {
		t.Fatalf("status %q", r.Status)
	}
	mm, cmd := r.Update(game.StartMsg{})
	if cmd != nil {
		t.Fatalf("a game over on time starts something: %T", mm)
	}
	r = tuitest.Send(r, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hn"), tuitest.KeyEnter).(Model)
	if r.Game.Ply() != 0 || !strings.Contains(r.Status, "the game is over: red's flag fell") {
		t.Fatalf("a move typed in a game lost on time: ply %d, status %q", r.Game.Ply(), r.Status)
	}
}

// A game saved while the AI thinks reopens with the AI to move on what
// it had left at the save: its search is given that clock.
func TestCabezaClockReopenedWithTheAIToMove(t *testing.T) {
	clocks := make(chan *search.Clock, 1)
	m, now := clockedGame(t, clocks)
	now.t = now.t.Add(15 * time.Second)
	m = tuitest.Send(m, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hn")).(Model)
	mm, cmd := m.Update(tuitest.KeyEnter)
	m = mm.(Model)
	if _, ok := tuitest.Message[analysis.DoneMsg](cmd); !ok { // its answer is never given: it is still thinking
		t.Fatal("the AI did not start")
	}
	<-clocks
	now.t = now.t.Add(1500 * time.Millisecond) // the AI thinks 1.5 s; the game is saved
	r, text := reopen(t, m, now, clocks)
	if !strings.Contains(text, `[Clock "1+2 red=47s blue=58.5s"]`) {
		t.Fatalf("saved while the AI thinks:\n%s", text)
	}
	if r.HumanToMove() || r.Over() {
		t.Fatal("reopened with the AI not to move")
	}
	_, cmd = r.Update(game.StartMsg{})
	if _, ok := tuitest.Message[analysis.DoneMsg](cmd); !ok {
		t.Fatal("the AI does not start on the reopened game")
	}
	if c := <-clocks; c == nil || *c != (search.Clock{Left: 58500 * time.Millisecond, Inc: 2 * time.Second}) {
		t.Fatalf("the AI was given %+v, want 58.5 s + 2 s", c)
	}
}
