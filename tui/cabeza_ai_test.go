package tui

import (
	"bytes"
	"regexp"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/cabeza"
)

// replayCabeza checks a game move by move against the rules.
func replayCabeza(t *testing.T, g cabezaGame) {
	t.Helper()
	check := cabeza.NewGame(g.game.Start())
	for i, mv := range g.game.Moves() {
		if err := check.Play(mv); err != nil {
			t.Fatalf("move %d (%v) is not legal: %v", i+1, mv, err)
		}
	}
	if check.Status() != g.game.Status() {
		t.Fatalf("replayed status %v, screen says %v", check.Status(), g.game.Status())
	}
}

func TestCabezaAIvsAIPlaysToTheEnd(t *testing.T) {
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: Computer(1), Blue: Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(cabezaGame)
	g.pace = time.Millisecond
	tm := teatest.NewTestModel(t, newShell(Options{}, g), teatest.WithInitialTermSize(80, 24))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte(" wins")) || bytes.Contains(b, []byte("Draw"))
	}, teatest.WithDuration(hangTimeout), teatest.WithCheckInterval(50*time.Millisecond))
	tm.Send(quitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(hangTimeout))
	final := tm.FinalModel(t).(shell).Screen().(cabezaGame)
	if !final.game.Status().Over() {
		t.Fatal("the game did not end")
	}
	replayCabeza(t, final)
	t.Logf("%d moves: %v", final.game.Ply(), final.game.Status())
}

// Against the AI, undo goes back to the person's previous turn.
func TestCabezaUndoAgainstTheAI(t *testing.T) {
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: Human(), Blue: Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, newShell(Options{}, s), teatest.WithInitialTermSize(80, 24))
	tm.Send(keyRunes(":"))
	tm.Send(keyRunes("Hn"))
	tm.Send(keyEnter)
	// The history shows blue's answer.
	answered := regexp.MustCompile(`1\. Hn +[a-z]`)
	teatest.WaitFor(t, tm.Output(), answered.Match, teatest.WithDuration(hangTimeout))
	tm.Send(keyRunes("z"))
	tm.Send(quitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(hangTimeout))
	final := tm.FinalModel(t).(shell).Screen().(cabezaGame)
	if n := final.game.Ply(); n != 0 {
		t.Fatalf("%d moves left after undo against the AI, want 0", n)
	}
	if !final.humanToMove() || final.job != nil {
		t.Fatal("after undo it is not the person's turn, or the AI still thinks")
	}
}
