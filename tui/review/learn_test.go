package review

import (
	"context"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	airev "cabezacat/ai/review"
	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// crushInOne: red crushes blue's Cabeza with Mn; red played On instead.
const crushInOne = "2oo1mhh2/2ooffhh2/10/10/4c5/4M5/10/10/2OOFFHH2/2OOC1HH2 r 1"

func missedWin(t *testing.T) Model {
	t.Helper()
	p, _ := cabeza.ParsePosition(crushInOne)
	g := cabeza.NewGame(p)
	for _, s := range []string{"Hn", "cw"} {
		mv, err := cabeza.ParseMove(g.Position(), s)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(mv)
	}
	rec := cabeza.RecordOf(g, cabeza.Tag{Name: "Red", Value: "human"}, cabeza.Tag{Name: "Blue", Value: "ai:4"})
	text, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(common.Options{}, text, "", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := s.(Model)
	m.rev = airev.Whole(context.Background(), m.game, airev.Quick, 1, nil)
	if mv := m.rev.Move(0); mv.Mark != airev.Blunder || mv.Best != "Mn" {
		t.Fatalf("Hn is not the blunder this test is about: %+v", mv)
	}
	return send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
}

// try types move and enter, and runs the evaluation the screen asks for.
func try(t *testing.T, m Model, move string) Model {
	t.Helper()
	m = send(m, tuitest.KeyRunes(move))
	next, cmd := m.Update(tea.KeyMsg{Type: tea.KeyEnter})
	m = next.(Model)
	if cmd == nil {
		t.Fatalf("%s: no evaluation started; verdict %q", move, m.learn.verdict)
	}
	next, _ = m.Update(cmd())
	return next.(Model)
}

func TestLearnAcceptsTheWinningMove(t *testing.T) {
	m := send(missedWin(t), tuitest.KeyRunes("L"))
	if m.learn == nil || m.learn.side != 0 || m.learn.ply() != 0 {
		t.Fatalf("learning did not start at red's (the person's) blunder: %+v", m.learn)
	}
	m = try(t, m, "Mn")
	if !m.learn.good || !strings.Contains(m.learn.verdict, "Mn: good!") {
		t.Fatalf("the winning move was not accepted: %q", m.learn.verdict)
	}
	if !strings.Contains(m.View(), "Learn: red's mistake 1 of 1") {
		t.Errorf("view:\n%s", m.View())
	}
}

func TestLearnRefutesThenShowsTheSolution(t *testing.T) {
	m := send(missedWin(t), tuitest.KeyRunes("L"))
	m = try(t, m, "On")
	if m.learn.good || !strings.Contains(m.learn.verdict, "On: refuted by") || m.learn.line[0] != "On" || m.learn.steps != 2 {
		t.Fatalf("a losing try was not refuted on the board: %q, line %q, %d steps", m.learn.verdict, m.learn.line, m.learn.steps)
	}
	m = try(t, m, "Hn")
	if !strings.Contains(m.learn.verdict, "The solution: Mn") || m.learn.line[0] != "Mn" {
		t.Fatalf("after two tries the solution is not shown: %q", m.learn.verdict)
	}
	// Enter goes on; this was the only mistake.
	if m = send(m, tea.KeyMsg{Type: tea.KeyEnter}); m.learn != nil || m.status != "that was the last of them" {
		t.Errorf("learn %v, status %q", m.learn, m.status)
	}
}

// The heading, the move played with its mark, and the line the board
// steps through are shown whole, wrapped between words, however narrow
// the panel.
func TestLearnShowsTheWholeLine(t *testing.T) {
	m := send(missedWin(t), tuitest.KeyRunes("L"))
	m = try(t, m, "On")
	m.learn.line = strings.Fields("On Mnn Hw Oe Mss Fn Hee Ow Mnw Fs")
	for _, w := range []int{16, 24, 40} {
		var words []string
		for _, l := range m.learn.panel(m, w) {
			if lipgloss.Width(l) > w && !strings.HasPrefix(ansi.Strip(l), "your move") { // the field keeps its width
				t.Fatalf("width %d: a line of %d cells: %q", w, lipgloss.Width(l), l)
			}
			words = append(words, strings.Fields(ansi.Strip(l))...)
		}
		text := strings.Join(words, " ")
		for _, want := range []string{"Learn: red's mistake 1 of 1", "Played 1.Hn??: blunder", "line 2/10: " + strings.Join(m.learn.line, " ")} {
			if !strings.Contains(text, want) {
				t.Fatalf("width %d: the panel reads %q, without %q", w, text, want)
			}
		}
	}
}

// A game where neither side made a mistake says so, not that one side
// made none: the record's players are both the AI, so neither is "the
// person" learning.
func TestLearnWithNothingToLearnNamesBothSides(t *testing.T) {
	m := reviewed(t, "catcat-reviewed.catcat", common.Options{}, 100, 30)
	s := m.rev.Summary()
	if s[0].Mistakes+s[0].Blunders+s[1].Mistakes+s[1].Blunders != 0 {
		t.Fatalf("premise: a game with no mistake: %+v", s)
	}
	m = send(m, tuitest.KeyRunes("L"))
	if m.learn != nil || m.status != "neither side made a mistake or blunder: nothing to learn" {
		t.Fatalf("L: learning %v, status %q", m.learn != nil, m.status)
	}
}
