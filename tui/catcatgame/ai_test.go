package catcatgame

import (
	"bytes"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// replayCatcat checks a finished game move by move against the rules.
func replayCatcat(t *testing.T, g Model) {
	t.Helper()
	check := catcat.NewGame(g.Game.Start())
	for i, c := range g.Game.Moves() {
		if err := check.Play(c); err != nil {
			t.Fatalf("move %d (%v) is not legal: %v", i+1, c, err)
		}
	}
	if check.Result().Outcome != g.Game.Result().Outcome {
		t.Fatalf("replayed result %v, screen says %v", check.Result(), g.Game.Result())
	}
}

func TestCatcatAIvsAIPlaysToTheEnd(t *testing.T) {
	for _, lv := range []int{1, 3} {
		s, err := New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Computer(lv), Catcher: gamesetup.Computer(lv), Size: 9, Density: 0.05, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		g := s.(Model)
		g.Pace = time.Millisecond
		tm := teatest.NewTestModel(t, shell.New(common.Options{}, g), teatest.WithInitialTermSize(80, 24))
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(" wins")) },
			teatest.WithDuration(tuitest.HangTimeout), teatest.WithCheckInterval(20*time.Millisecond))
		tm.Send(common.QuitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
		tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
		final := tm.FinalModel(t).(shell.Model).Screen().(Model)
		if !final.Game.Over() {
			t.Fatalf("level %d: the game did not end", lv)
		}
		if final.Game.Result().Invalid != nil {
			t.Fatalf("level %d: an AI made an invalid move: %v", lv, final.Game.Result())
		}
		replayCatcat(t, final)
	}
}

// Against the AI, undo goes back to the person's previous turn: the AI's
// reply and the person's move both go.
func TestCatcatUndoAgainstTheAI(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(1), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(Model)
	tm := teatest.NewTestModel(t, shell.New(common.Options{}, g), teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.KeyRunes("U")) // the cat moves north-east; the catcher AI answers
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("2. catcher blocks")) },
		teatest.WithDuration(tuitest.HangTimeout))
	tm.Send(tuitest.KeyRunes("z"))
	tm.Send(common.QuitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	final := tm.FinalModel(t).(shell.Model).Screen().(Model)
	if n := len(final.Game.Moves()); n != 0 {
		t.Fatalf("%d moves left after undo against the AI, want 0", n)
	}
	if final.Game.Position().Turn() != catcat.CatToMove || final.Job != nil {
		t.Fatal("after undo it is not the person's (cat's) turn, or the AI still thinks")
	}
}

func TestCatcatPauseAndStep(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Computer(1), Catcher: gamesetup.Computer(1), Size: 13, Density: 0.05, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(Model)
	g.Pace = time.Hour // nothing moves unless stepped
	var m tea.Model = shell.New(common.Options{}, g)
	m = tuitest.Send(m, tuitest.KeyRunes("p"))
	if !m.(shell.Model).Screen().(Model).Paused {
		t.Fatal("p did not pause")
	}
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.KeyRunes("s"))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("1. cat")) },
		teatest.WithDuration(tuitest.HangTimeout))
	time.Sleep(100 * time.Millisecond)
	tm.Send(common.QuitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	final := tm.FinalModel(t).(shell.Model).Screen().(Model)
	if n := len(final.Game.Moves()); n != 1 {
		t.Fatalf("%d moves after one step while paused, want 1", n)
	}
}
