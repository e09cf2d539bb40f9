package cabezagame

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// engineDepths is a direct search of the Cabeza engine (cabezaengine) at a fixed depth,
// every finished depth as the panel would show it. A depth-limited search
// is deterministic (the table is cleared at every start).
func engineDepths(t *testing.T, g *cabeza.Game, depth int) []enginepanel.Info {
	t.Helper()
	e := cabezaengine.New(cabezaengine.Options{MultiPV: analysis.MultiPV})
	var out []enginepanel.Info
	e.Search(context.Background(), cabezaengine.CopyGame(g), search.Limits{Depth: depth}, func(in search.Info) {
		out = append(out, analysis.InfoOf(in))
	})
	if len(out) != depth {
		t.Fatalf("direct search gave %d depths, want %d", len(out), depth)
	}
	return out
}

func sameLines(a, b []enginepanel.Line) bool {
	return slices.EqualFunc(a, b, func(x, y enginepanel.Line) bool { return x.Score == y.Score && slices.Equal(x.PV, y.PV) })
}

// d from off searches one depth at a time; what the panel lists is what
// the engine finds at those depths.
func TestAnalysisStepsOneDepthAtATimeWithTheEnginesLines(t *testing.T) {
	// One thread: the node counts compared below are those of one search
	// (Lazy SMP's threads would add theirs, in an order of their own).
	s, err := New(common.Options{Threads: 1}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human(), Position: standingPosition})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(Model)
	depth := func(d int) tuitest.UntilMsg {
		return func(m tea.Model) bool {
			a := m.(shell.Model).Screen().(Model).Analysis
			return a.Job == nil && a.Depth() == d
		}
	}
	final := runCabeza(t, g, tuitest.KeyRunes("d"), depth(1), tuitest.KeyRunes("d"), depth(2), tuitest.KeyRunes("d"), depth(3))
	a := final.Analysis
	if !a.On || !a.Paused || a.Job != nil {
		t.Fatalf("after stepping: on %v paused %v job %v, want on, paused, no job", a.On, a.Paused, a.Job != nil)
	}
	d := a.Depth()
	if d != 3 {
		t.Fatalf("three steps reached depth %d", d)
	}
	want := engineDepths(t, g.Game, d)
	if len(a.Infos) != d {
		t.Fatalf("panel lists %d depths, want %d", len(a.Infos), d)
	}
	for i, in := range a.Infos {
		w := want[i]
		if in.Depth != w.Depth || in.Score != w.Score || in.Nodes != w.Nodes || !slices.Equal(in.PV, w.PV) || !sameLines(in.Lines, w.Lines) {
			t.Errorf("depth %d: panel %+v, engine %+v", i+1, in, w)
		}
	}
	if n := len(want[d-1].Lines); n != analysis.MultiPV {
		t.Fatalf("the engine gave %d lines, want %d", n, analysis.MultiPV)
	}
	v := final.View()
	for i, l := range want[d-1].Lines {
		row := fmt.Sprintf("#%d %6s %s", i+1, l.Score, l.PV[0])
		if !strings.Contains(v, row) {
			t.Errorf("view lacks the multi-PV row %q:\n%s", row, v)
		}
	}
}

// analysed is a hot-seat game whose analysis holds a direct search to
// depth, paused, as if stepped there.
func analysed(t *testing.T, position string, depth int) Model {
	t.Helper()
	g := tuitest.Send(hotSeatCabeza(t, position), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	g.Analysis.On, g.Analysis.Paused = true, true
	g.Analysis.Follow(keyOfGame(g.Game))
	g.Analysis.Infos = engineDepths(t, g.Game, depth)
	for i := range g.Analysis.Infos {
		g.Analysis.Infos[i].Time, g.Analysis.Infos[i].NPS = 0, 0 // the clock's: not for a golden file
	}
	return g
}

func TestAnalysisPreviewShowsThePositionsThePVLeadsTo(t *testing.T) {
	g := analysed(t, standingPosition, 3)
	before := g.View()
	tuitest.Golden(t, "cabeza_analysis_80x24", before)
	line := g.Analysis.Infos[2].Lines[0].PV
	if len(line) < 2 {
		t.Fatalf("the best line %v is too short for this test", line)
	}
	p := g.Game.Position()
	var want []cabeza.Position
	for _, text := range line {
		mv, err := cabeza.ParseMove(p, text)
		if err != nil {
			t.Fatalf("the engine's line %v: %v", line, err)
		}
		p = p.Play(mv)
		want = append(want, p)
	}
	v := tuitest.Send(g, tuitest.KeyRunes("v")).(Model)
	if v.Analysis.Preview == nil || v.ShownPosition() != want[0] {
		t.Fatal("v does not show the position after the line's first move")
	}
	if !strings.Contains(v.View(), fmt.Sprintf("PREVIEW 1/%d", len(line))) {
		t.Fatalf("no preview banner:\n%s", v.View())
	}
	v = tuitest.Send(v, tuitest.KeyRunes("l")).(Model)
	if v.ShownPosition() != want[1] {
		t.Fatal("→ does not show the position after the second move")
	}
	tuitest.Golden(t, "cabeza_preview_2_80x24", v.View())
	v = tuitest.Send(v, tuitest.KeyRunes("h"), tuitest.KeyRunes("h")).(Model)
	if v.ShownPosition() != g.Game.Position() {
		t.Fatal("← twice does not return to the root")
	}
	v = tuitest.Send(v, tuitest.KeyRunes("j")).(Model) // the second best root move
	if mv := v.Analysis.Preview.Moves[0].String(); mv != g.Analysis.Infos[2].Lines[1].PV[0] {
		t.Fatalf("↓ previews %s, want the second line's %s", mv, g.Analysis.Infos[2].Lines[1].PV[0])
	}
	left := tuitest.Send(v, tuitest.KeyEsc).(Model)
	if left.Analysis.Preview != nil || left.Game.Ply() != 0 || left.View() != before {
		t.Fatalf("esc did not return to the game as it was:\n%s", left.View())
	}
}

// play types moves at the move prompt.
func play(moves ...string) []tea.Msg {
	var msgs []tea.Msg
	for _, mv := range moves {
		msgs = append(msgs, tuitest.KeyRunes(":"), tuitest.KeyRunes(mv), tuitest.KeyEnter)
	}
	return msgs
}

// someMoves are n legal moves from the start, the first in notation
// order each time, and at ply n-1 another legal move (for a side line).
func someMoves(t *testing.T, n int) (line []string, other string) {
	t.Helper()
	g := cabeza.NewGame(cabeza.Start())
	for i := 0; i < n; i++ {
		legal := g.LegalMoves()
		slices.SortFunc(legal, func(a, b cabeza.Move) int { return strings.Compare(a.String(), b.String()) })
		if i == n-1 {
			other = legal[1].String()
		}
		line = append(line, legal[0].String())
		if err := g.Play(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	return line, other
}

func TestHistoryWalkBackForwardAndSideLine(t *testing.T) {
	line, other := someMoves(t, 4)
	g := tuitest.Send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24})
	g = tuitest.Send(g, play(line...)...)
	if got := moveTexts(g.(Model)); got != strings.Join(line, " ") {
		t.Fatalf("moves %q, want %q", got, strings.Join(line, " "))
	}
	w := tuitest.Send(g, tuitest.KeyRunes("<"), tuitest.KeyRunes("<")).(Model)
	if w.Game.Ply() != 2 || !w.Walk.Walking() || w.Walk.Line.Ply() != 4 {
		t.Fatalf("after < <: shown ply %d, walking %v", w.Game.Ply(), w.Walk.Walking())
	}
	if !strings.Contains(w.View(), "HISTORY 2/4") {
		t.Fatalf("no history banner:\n%s", w.View())
	}
	w = tuitest.Send(w, tuitest.KeyRunes(">")).(Model)
	if got := moveTexts(w); got != strings.Join(line[:3], " ") {
		t.Fatalf("after >: shown %q", got)
	}
	// A different move at ply 3 starts a side line; the original is kept.
	s := tuitest.Send(w, play(other)...).(Model)
	wantSide := strings.Join(append(slices.Clone(line[:3]), other), " ")
	if got := moveTexts(s); got != wantSide || !strings.Contains(s.View(), "SIDE LINE") {
		t.Fatalf("side line: shown %q, want %q", got, wantSide)
	}
	if s.Walk.Line.Ply() != 4 || s.Walk.Line.Moves()[3].String() != line[3] {
		t.Fatal("the original line was not kept")
	}
	// Back and forward walk the side line.
	s = tuitest.Send(s, tuitest.KeyRunes("<"), tuitest.KeyRunes(">")).(Model)
	if got := moveTexts(s); got != wantSide {
		t.Fatalf("< > on the side line shows %q, want %q", got, wantSide)
	}
	// end leaves the side line: the game is as it was.
	e := tuitest.Send(s, tea.KeyMsg{Type: tea.KeyEnd}).(Model)
	if got := moveTexts(e); got != strings.Join(line, " ") || e.Walk.Walking() {
		t.Fatalf("end: shows %q (walking %v), want the original game", got, e.Walk.Walking())
	}
	// o plays on from the side line: it becomes the game.
	o := tuitest.Send(s, tuitest.KeyRunes("o")).(Model)
	if got := moveTexts(o); got != wantSide || o.Walk.Walking() {
		t.Fatalf("o: game %q (walking %v), want the side line", got, o.Walk.Walking())
	}
	// home goes to the start; forward to the end leaves the walk.
	h := tuitest.Send(g, tea.KeyMsg{Type: tea.KeyHome}).(Model)
	if h.Game.Ply() != 0 || !h.Walk.Walking() {
		t.Fatal("home does not show the start")
	}
	h = tuitest.Send(h, tuitest.KeyRunes(">"), tuitest.KeyRunes(">"), tuitest.KeyRunes(">"), tuitest.KeyRunes(">")).(Model)
	if h.Walk.Walking() || moveTexts(h) != strings.Join(line, " ") {
		t.Fatal("forward to the end does not return to the game")
	}
}

// The analysis follows the shown position while keys walk the history,
// under -race: every step cancels a running search and starts another.
func TestAnalysisFollowsTheHistoryWalk(t *testing.T) {
	line, _ := someMoves(t, 4)
	msgs := append(play(line...), tuitest.KeyRunes("a"), tuitest.SleepMsg(50*time.Millisecond))
	for i := 0; i < 3; i++ {
		msgs = append(msgs, tuitest.KeyRunes("<"), tuitest.SleepMsg(20*time.Millisecond), tuitest.KeyRunes("<"), tuitest.KeyRunes(">"),
			tea.KeyMsg{Type: tea.KeyHome}, tuitest.SleepMsg(20*time.Millisecond), tea.KeyMsg{Type: tea.KeyEnd})
	}
	msgs = append(msgs, tuitest.KeyRunes("<"), tuitest.UntilMsg(func(m tea.Model) bool {
		g := m.(shell.Model).Screen().(Model)
		return g.Analysis.Of(keyOfGame(g.Game)) && len(g.Analysis.Infos) > 0
	}))
	final := runCabeza(t, hotSeatCabeza(t, ""), msgs...)
	if final.Game.Ply() != 3 || !final.Walk.Walking() {
		t.Fatalf("shown ply %d, want 3 while walking", final.Game.Ply())
	}
	a := final.Analysis
	if !final.Analysis.Of(keyOfGame(final.Game)) || len(a.Infos) == 0 {
		t.Fatalf("the analysis is not of the shown position (%d depths)", len(a.Infos))
	}
	want := engineDepths(t, final.Game, 1)
	if !slices.Equal(a.Infos[0].PV, want[0].PV) {
		t.Fatalf("depth 1 of the shown position: panel %v, engine %v", a.Infos[0].PV, want[0].PV)
	}
}

// The analysis never runs beside the AI's own search: the AI's turn
// cancels it, and it starts again on the position the AI's move leaves.
func TestAnalysisGivesWayToTheAI(t *testing.T) {
	line, _ := someMoves(t, 2)
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("a")).(Model)
	if g.Analysis.Job == nil {
		t.Fatal("a on the person's turn starts no analysis")
	}
	first := g.Analysis.Job
	g = tuitest.Send(g, play(line[0])...).(Model)
	t.Cleanup(func() { g.Stop() })
	if g.Job == nil || g.Analysis.Job != nil || first.Err() == nil {
		t.Fatalf("the AI's turn: AI search %v, analysis %v, first analysis cancelled %v", g.Job != nil, g.Analysis.Job != nil, first.Err() != nil)
	}
	if !strings.Contains(g.View(), "waits for the AI") {
		t.Fatalf("the panel does not say the analysis waits:\n%s", g.View())
	}
	reply, err := cabeza.ParseMove(g.Game.Position(), line[1])
	if err != nil {
		t.Fatal(err)
	}
	g = tuitest.Send(g, analysis.DoneMsg{ID: g.Job.ID, Result: cabezaAIMove{reply, nil}}).(Model)
	if g.Job != nil || g.Analysis.Job == nil || !g.Analysis.Of(keyOfGame(g.Game)) || g.Game.Ply() != 2 {
		t.Fatal("after the AI's move the analysis does not start on the new position")
	}
}

// Leaving for the menu ends the analysis for good: the root drops the
// screen without a word to it, so nothing of it may run on (the update
// that asks for the menu must not start the analysis again).
func TestAnalysisEndsWhenTheGameIsLeftForTheMenu(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("a")).(Model)
	first := g.Analysis.Job
	if first == nil {
		t.Fatal("a starts no analysis")
	}
	t.Cleanup(func() { g.Stop() })
	g = tuitest.Send(g, tea.KeyMsg{Type: tea.KeyEsc}).(Model)
	next, cmd := g.Update(tea.KeyMsg{Type: tea.KeyEsc})
	g = next.(Model)
	if !tuitest.Yields[common.ToMenuMsg](cmd) {
		t.Fatal("esc esc does not ask for the menu")
	}
	if g.Analysis.Job != nil || first.Err() == nil {
		t.Fatalf("after leaving: analysis running %v, the first cancelled %v", g.Analysis.Job != nil, first.Err() != nil)
	}
}
