package tui

import (
	"bytes"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/catcat"
)

// replayCatcat checks a finished game move by move against the rules.
func replayCatcat(t *testing.T, g catcatGame) {
	t.Helper()
	check := catcat.NewGame(g.game.Start())
	for i, c := range g.game.Moves() {
		if err := check.Play(c); err != nil {
			t.Fatalf("move %d (%v) is not legal: %v", i+1, c, err)
		}
	}
	if check.Result().Outcome != g.game.Result().Outcome {
		t.Fatalf("replayed result %v, screen says %v", check.Result(), g.game.Result())
	}
}

func TestCatcatAIvsAIPlaysToTheEnd(t *testing.T) {
	for _, lv := range []int{1, 3} {
		s, err := newCatcatGame(Options{}, CatcatSetup{Cat: Computer(lv), Catcher: Computer(lv), Size: 9, Density: 0.05, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		g := s.(catcatGame)
		g.pace = time.Millisecond
		tm := teatest.NewTestModel(t, newShell(Options{}, g), teatest.WithInitialTermSize(80, 24))
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(" wins")) },
			teatest.WithDuration(hangTimeout), teatest.WithCheckInterval(20*time.Millisecond))
		tm.Send(quitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
		tm.WaitFinished(t, teatest.WithFinalTimeout(hangTimeout))
		final := tm.FinalModel(t).(shell).Screen().(catcatGame)
		if !final.game.Over() {
			t.Fatalf("level %d: the game did not end", lv)
		}
		if final.game.Result().Invalid != nil {
			t.Fatalf("level %d: an AI made an invalid move: %v", lv, final.game.Result())
		}
		replayCatcat(t, final)
	}
}

// Against the AI, undo goes back to the person's previous turn: the AI's
// reply and the person's move both go.
func TestCatcatUndoAgainstTheAI(t *testing.T) {
	s, err := newCatcatGame(Options{}, CatcatSetup{Cat: Human(), Catcher: Computer(1), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(catcatGame)
	tm := teatest.NewTestModel(t, newShell(Options{}, g), teatest.WithInitialTermSize(80, 24))
	tm.Send(keyRunes("U")) // the cat moves north-east; the catcher AI answers
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("2. catcher blocks")) },
		teatest.WithDuration(hangTimeout))
	tm.Send(keyRunes("z"))
	tm.Send(quitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(hangTimeout))
	final := tm.FinalModel(t).(shell).Screen().(catcatGame)
	if n := len(final.game.Moves()); n != 0 {
		t.Fatalf("%d moves left after undo against the AI, want 0", n)
	}
	if final.game.Position().Turn() != catcat.CatToMove || final.job != nil {
		t.Fatal("after undo it is not the person's (cat's) turn, or the AI still thinks")
	}
}

func TestCatcatPauseAndStep(t *testing.T) {
	s, err := newCatcatGame(Options{}, CatcatSetup{Cat: Computer(1), Catcher: Computer(1), Size: 13, Density: 0.05, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(catcatGame)
	g.pace = time.Hour // nothing moves unless stepped
	var m tea.Model = newShell(Options{}, g)
	m = send(m, keyRunes("p"))
	if !m.(shell).Screen().(catcatGame).paused {
		t.Fatal("p did not pause")
	}
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(keyRunes("s"))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("1. cat")) },
		teatest.WithDuration(hangTimeout))
	time.Sleep(100 * time.Millisecond)
	tm.Send(quitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(hangTimeout))
	final := tm.FinalModel(t).(shell).Screen().(catcatGame)
	if n := len(final.game.Moves()); n != 1 {
		t.Fatalf("%d moves after one step while paused, want 1", n)
	}
}
