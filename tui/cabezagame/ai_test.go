package cabezagame

import (
	"bytes"
	"regexp"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// replayCabeza checks a game move by move against the rules.
func replayCabeza(t *testing.T, g Model) {
	t.Helper()
	check := cabeza.NewGame(g.Game.Start())
	for i, mv := range g.Game.Moves() {
		if err := check.Play(mv); err != nil {
			t.Fatalf("move %d (%v) is not legal: %v", i+1, mv, err)
		}
	}
	if check.Status() != g.Game.Status() {
		t.Fatalf("replayed status %v, screen says %v", check.Status(), g.Game.Status())
	}
}

func TestCabezaAIvsAIPlaysToTheEnd(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Computer(1), Blue: gamesetup.Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(Model)
	g.Pace = time.Millisecond
	tm := teatest.NewTestModel(t, shell.New(common.Options{}, g), teatest.WithInitialTermSize(80, 24))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte(" wins")) || bytes.Contains(b, []byte("Draw"))
	}, teatest.WithDuration(tuitest.HangTimeout), teatest.WithCheckInterval(50*time.Millisecond))
	tm.Send(common.QuitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	final := tm.FinalModel(t).(shell.Model).Screen().(Model)
	if !final.Game.Status().Over() {
		t.Fatal("the game did not end")
	}
	replayCabeza(t, final)
	t.Logf("%d moves: %v", final.Game.Ply(), final.Game.Status())
}

// Against the AI, undo goes back to the person's previous turn.
func TestCabezaUndoAgainstTheAI(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, shell.New(common.Options{}, s), teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.KeyRunes(":"))
	tm.Send(tuitest.KeyRunes("Hn"))
	tm.Send(tuitest.KeyEnter)
	// The history shows blue's answer.
	answered := regexp.MustCompile(`1\. Hn +[a-z]`)
	teatest.WaitFor(t, tm.Output(), answered.Match, teatest.WithDuration(tuitest.HangTimeout))
	tm.Send(tuitest.KeyRunes("z"))
	tm.Send(common.QuitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	final := tm.FinalModel(t).(shell.Model).Screen().(Model)
	if n := final.Game.Ply(); n != 0 {
		t.Fatalf("%d moves left after undo against the AI, want 0", n)
	}
	if !final.HumanToMove() || final.Job != nil {
		t.Fatal("after undo it is not the person's turn, or the AI still thinks")
	}
}
