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
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

// manualNow is a clock that moves only when the test says.
type manualNow struct{ t time.Time }

func (c *manualNow) now() time.Time { return c.t }

// clockedGame is a game of a person (red) against a stub AI (blue) that
// hands over the clock it was given and plays its first legal move, on a
// clock of 1 minute + 2 seconds that only the test moves.
func clockedGame(t *testing.T, clocks chan<- *search.Clock) (Model, *manualNow) {
	t.Helper()
	old := newCabezaSearcher
	t.Cleanup(func() { newCabezaSearcher = old })
	newCabezaSearcher = func(level, _ int) cabezaSearcher {
		return func(ctx context.Context, g cabeza.Game, req aiRequest, progress func(enginepanel.Info)) (cabeza.Move, error) {
			clocks <- req.clock
			return g.LegalMoves()[0], nil
		}
	}
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(3),
		Clock: table.TimeControl{Base: time.Minute, Inc: 2 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	m := s.(Model)
	now := &manualNow{t: time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)}
	m.clock.now, m.clock.since = now.now, now.t
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 100, Height: 30}).(Model)
	return m, now
}

func (m Model) tick() Model { return tuitest.Send(m, clockTickMsg{m.clock.id}).(Model) }

// The clocks stand beside the players; the side to move's runs; a move
// charges its time and adds the increment; the AI is given its clock.
func TestCabezaClockAgainstTheAI(t *testing.T) {
	clocks := make(chan *search.Clock, 1)
	m, now := clockedGame(t, clocks)
	if v := m.View(); !strings.Contains(v, "· 1:00") {
		t.Fatalf("no clock row at the start:\n%s", v)
	}
	now.t = now.t.Add(10 * time.Second)
	m = m.tick()
	if m.table.Clocks != [2]string{"0:50", "1:00"} {
		t.Fatalf("after 10 s of red's turn: %q", m.table.Clocks)
	}
	// Red plays after 15 s: 45 s + 2 s. Blue's turn starts, and its AI
	// is given its minute and increment.
	now.t = now.t.Add(5 * time.Second)
	m = tuitest.Send(m, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hn")).(Model)
	mm, cmd := m.Update(tuitest.KeyEnter)
	m = mm.(Model)
	if m.Game.Ply() != 1 || m.clock.left != [2]time.Duration{47 * time.Second, time.Minute} {
		t.Fatalf("after red's move at 15 s: ply %d, clocks %v", m.Game.Ply(), m.clock.left)
	}
	done, ok := tuitest.Message[analysis.DoneMsg](cmd)
	if !ok {
		t.Fatal("the AI did not start")
	}
	if c := <-clocks; c == nil || *c != (search.Clock{Left: time.Minute, Inc: 2 * time.Second}) {
		t.Fatalf("the AI was given the clock %+v", c)
	}
	// Blue answers after 3 s: 57 s + 2 s.
	now.t = now.t.Add(3 * time.Second)
	m = tuitest.Send(m, done).(Model)
	if m.Game.Ply() != 2 || m.clock.left != [2]time.Duration{47 * time.Second, 59 * time.Second} {
		t.Fatalf("after blue's move at 3 s: ply %d, clocks %v", m.Game.Ply(), m.clock.left)
	}
	if m.table.Clocks != [2]string{"0:47", "0:59"} {
		t.Fatalf("shown %q", m.table.Clocks)
	}
	// No take-backs on a clock.
	m = tuitest.Send(m, tuitest.KeyRunes("z")).(Model)
	if m.Game.Ply() != 2 || !strings.Contains(m.Status, "no take-backs on a clock") {
		t.Fatalf("z on a clock: ply %d, status %q", m.Game.Ply(), m.Status)
	}
}

// A side whose time runs out loses: the panel says so, the game is over
// and no move is taken any more; the ticks stop.
func TestCabezaClockFlagFalls(t *testing.T) {
	m, now := clockedGame(t, make(chan *search.Clock, 1))
	now.t = now.t.Add(59900 * time.Millisecond)
	m = m.tick()
	if m.Over() || m.table.Clocks[0] != "0:00.1" {
		t.Fatalf("at 59.9 s: over %v, clocks %q", m.Over(), m.table.Clocks)
	}
	now.t = now.t.Add(100 * time.Millisecond)
	mm, cmd := m.Update(clockTickMsg{m.clock.id})
	m = mm.(Model)
	if !m.Over() || m.HumanToMove() || m.table.Result != "Blue wins" || m.table.How != "Red's flag fell" || cmd != nil {
		t.Fatalf("at 60 s: over %v, person to move %v, %q %q, ticks on %v", m.Over(), m.HumanToMove(), m.table.Result, m.table.How, cmd != nil)
	}
	if v := m.View(); !strings.Contains(v, "Red's flag fell") {
		t.Fatalf("the flag is not shown:\n%s", v)
	}
	m = tuitest.Send(m, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hn"), tuitest.KeyEnter).(Model)
	if m.Game.Ply() != 0 {
		t.Fatal("a move was taken after the flag fell")
	}
	// A tick of another game (restarted) does nothing.
	if _, cmd := m.Update(clockTickMsg{m.clock.id + 1}); cmd != nil {
		t.Fatal("another game's tick ticked on")
	}
}
