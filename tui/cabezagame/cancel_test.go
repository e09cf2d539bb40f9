package cabezagame

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// An AI that thinks until it is cancelled and then answers anyway: the
// worst case of a late result. The screen must drop it.
func TestCabezaUndoCancelsTheSearchAndDropsItsLateResult(t *testing.T) {
	var answered atomic.Int32
	old := newCabezaSearcher
	t.Cleanup(func() { newCabezaSearcher = old })
	newCabezaSearcher = func(level, _ int) cabezaSearcher {
		return func(ctx context.Context, g cabeza.Game, _ aiRequest, progress func(enginepanel.Info)) (cabeza.Move, error) {
			progress(enginepanel.Info{Depth: 1, Score: "+0.10", PV: []string{"on"}})
			<-ctx.Done()
			answered.Add(1)
			return g.LegalMoves()[0], nil
		}
	}
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	final := runCabeza(t, s.(Model),
		tuitest.KeyRunes(":"), tuitest.KeyRunes("On"), tuitest.KeyEnter, // blue's AI starts thinking
		tuitest.UntilMsg(func(m tea.Model) bool { return m.(shell.Model).Screen().(Model).Job != nil }),
		tuitest.KeyRunes("z"), // undo: cancel, back to red's turn
		tuitest.UntilMsg(func(tea.Model) bool { return answered.Load() == 1 }),
		// The late result is on its way to the program now; a pause lets
		// it arrive before the quit (on a slow machine it may not, and the
		// test is weaker, never wrong).
		tuitest.SleepMsg(100*time.Millisecond),
	)
	if answered.Load() != 1 {
		t.Fatalf("the search answered %d times, want once (after its cancel)", answered.Load())
	}
	if got := moveTexts(final); got != "" {
		t.Fatalf("moves %q after undo: the late result was applied", got)
	}
	if final.Job != nil || !final.HumanToMove() {
		t.Fatal("after undo a search is still running or it is not red's turn")
	}
}
