package cabezagame

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// ponderGame is a person (red) against the built-in engine (blue) whose
// moves search to depth 3 (a line of at least two moves, however busy
// the machine) and whose searches on the person's time run within lim,
// pondering as opts says; the program runs at 100×30 and the test asks
// its model through the probe.
func ponderGame(t *testing.T, opts common.Options, lim search.Limits) *teatest.TestModel {
	t.Helper()
	s, err := New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(6)})
	if err != nil {
		t.Fatal(err)
	}
	m := s.(Model)
	e := cabezaengine.New(cabezaengine.Options{TTMegabytes: 2})
	move, ponder := builtinSearcher(e, search.Limits{Depth: 3}), builtinSearcher(e, lim)
	m.ais[cabeza.Blue] = func(ctx context.Context, g cabeza.Game, req aiRequest, progress func(enginepanel.Info)) (cabeza.Move, error) {
		if req.ponder != nil {
			return ponder(ctx, g, req, progress)
		}
		return move(ctx, g, req, progress)
	}
	return teatest.NewTestModel(t, tuitest.Probed{Model: shell.New(opts, m)}, teatest.WithInitialTermSize(100, 30))
}

// ask reads the running model (on the program's goroutine) once cond
// holds of it.
func ask(tm *teatest.TestModel, cond func(Model) bool) {
	tuitest.WaitUntil(tm, func(m tea.Model) bool { return cond(m.(shell.Model).Screen().(Model)) })
}

func typeMove(tm *teatest.TestModel, mv string) {
	tm.Send(tuitest.KeyRunes(":"))
	tm.Send(tuitest.KeyRunes(mv))
	tm.Send(tuitest.KeyEnter)
}

func finish(t *testing.T, tm *teatest.TestModel) Model {
	t.Helper()
	tm.Send(common.QuitMsg{})
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	return tm.FinalModel(t).(tuitest.Probed).Model.(shell.Model).Screen().(Model)
}

// After its move the AI thinks on the person's time about the reply its
// line expects, and says so; when the person plays that reply, the same
// search goes on as the AI's move (its ponder job becomes the AI's job)
// and the move's note says how deep it got on the person's time.
func TestCabezaPonderHit(t *testing.T) {
	// Depth 64 and 50 ms a move: the ponder runs until the hit (no bound
	// but a minute), and the move after it 50 ms from the hit (if a
	// decided score ends it before, the hit takes its result: the same
	// job either way).
	tm := ponderGame(t, common.Options{Ponder: time.Minute}, search.Limits{Depth: 64, Time: 50 * time.Millisecond})
	typeMove(tm, "Hn")
	var expect string
	var job any
	ask(tm, func(m Model) bool {
		if m.ponder == nil || m.ponder.depth < 3 {
			return false
		}
		expect, job = m.ponder.expect.String(), m.ponder.job
		return true
	})
	var note string
	ask(tm, func(m Model) bool { note = m.Panel.Note; return true })
	if !strings.Contains(note, "thinking on your time") {
		t.Fatalf("the panel's note while pondering: %q", note)
	}
	typeMove(tm, expect)
	var took any
	ask(tm, func(m Model) bool {
		if m.Game.Ply() == 3 && m.Job != nil {
			took = m.Job
		}
		return m.Game.Ply() == 4
	})
	final := finish(t, tm)
	if took != job {
		t.Fatal("the AI's move after the hit was not the ponder's search")
	}
	moves := final.Game.Moves()
	if moves[2].String() != expect || !strings.Contains(final.Panel.Note, "pondered: depth") {
		t.Fatalf("after a hit on %s: moves %v, note %q", expect, moves, final.Panel.Note)
	}
}

// Any other reply stops the search on the person's time; the AI searches
// afresh and says nothing of pondering.
func TestCabezaPonderMiss(t *testing.T) {
	tm := ponderGame(t, common.Options{Ponder: time.Minute}, search.Limits{Depth: 64, Time: 50 * time.Millisecond})
	typeMove(tm, "Hn")
	var other string
	var ponder *ponderState
	ask(tm, func(m Model) bool {
		if m.ponder == nil {
			return false
		}
		ponder = m.ponder
		for _, mv := range m.Game.LegalMoves() {
			if mv != m.ponder.expect && !mv.IsWin() {
				other = mv.String()
				break
			}
		}
		return true
	})
	typeMove(tm, other)
	ask(tm, func(m Model) bool { return m.Game.Ply() == 4 })
	final := finish(t, tm)
	if ponder.job.Err() == nil {
		t.Fatal("the ponder's search still runs after a miss")
	}
	if strings.Contains(final.Panel.Note, "pondered") {
		t.Fatalf("after a miss the note says %q", final.Panel.Note)
	}
}

// A search on the person's time that finished the level's depth answers
// at once when the person plays the reply it expected.
func TestCabezaPonderFinishedAnswersAtOnce(t *testing.T) {
	tm := ponderGame(t, common.Options{Ponder: time.Minute}, search.Limits{Depth: 3})
	typeMove(tm, "Hn")
	var expect string
	ask(tm, func(m Model) bool {
		if m.ponder == nil || m.ponder.done == nil {
			return false
		}
		expect = m.ponder.expect.String()
		return true
	})
	typeMove(tm, expect)
	ask(tm, func(m Model) bool { return m.Game.Ply() == 4 })
	final := finish(t, tm)
	if !strings.Contains(final.Panel.Note, "pondered: depth 3 reached on your time") {
		t.Fatalf("note %q", final.Panel.Note)
	}
}

// Pondering off (--ponder 0), or a server's visitor: the AI does not
// think on the person's time.
func TestCabezaPonderOff(t *testing.T) {
	for _, opts := range []common.Options{{}, {Ponder: time.Minute, Host: &common.Host{}}} {
		if opts.PonderFor() != 0 {
			t.Fatalf("%+v ponders for %v", opts, opts.PonderFor())
		}
	}
	tm := ponderGame(t, common.Options{}, search.Limits{Depth: 3})
	typeMove(tm, "Hn")
	ask(tm, func(m Model) bool { return m.Game.Ply() == 2 && m.Job == nil })
	final := finish(t, tm)
	if final.ponder != nil || strings.Contains(final.Panel.Note, "your time") {
		t.Fatalf("pondering off, yet: %+v, note %q", final.ponder, final.Panel.Note)
	}
}
