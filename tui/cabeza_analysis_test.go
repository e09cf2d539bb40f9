package tui

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai"
	"cabezacat/cabeza"
)

// engineDepths is a direct search of the ai package at a fixed depth,
// every finished depth as the panel would show it. A depth-limited search
// is deterministic (the table is cleared at every start).
func engineDepths(t *testing.T, g *cabeza.Game, depth int) []engineInfo {
	t.Helper()
	e := ai.NewCabezaEngine(ai.CabezaOptions{MultiPV: analysisMultiPV})
	var out []engineInfo
	e.Search(context.Background(), ai.CopyCabezaGame(g), ai.Limits{Depth: depth}, func(in ai.Info) {
		out = append(out, analysisInfo(in))
	})
	if len(out) != depth {
		t.Fatalf("direct search gave %d depths, want %d", len(out), depth)
	}
	return out
}

func sameLines(a, b []engineLine) bool {
	return slices.EqualFunc(a, b, func(x, y engineLine) bool { return x.Score == y.Score && slices.Equal(x.PV, y.PV) })
}

// d from off searches one depth at a time; what the panel lists is what
// the engine finds at those depths.
func TestAnalysisStepsOneDepthAtATimeWithTheEnginesLines(t *testing.T) {
	g := hotSeatCabeza(t, standingPosition)
	depth := func(d int) untilMsg {
		return func(m tea.Model) bool { a := m.(shell).Screen().(cabezaGame).an; return a.job == nil && a.depth() == d }
	}
	final := runCabeza(t, g, keyRunes("d"), depth(1), keyRunes("d"), depth(2), keyRunes("d"), depth(3))
	a := final.an
	if !a.on || !a.paused || a.job != nil {
		t.Fatalf("after stepping: on %v paused %v job %v, want on, paused, no job", a.on, a.paused, a.job != nil)
	}
	d := a.depth()
	if d != 3 {
		t.Fatalf("three steps reached depth %d", d)
	}
	want := engineDepths(t, g.game, d)
	if len(a.infos) != d {
		t.Fatalf("panel lists %d depths, want %d", len(a.infos), d)
	}
	for i, in := range a.infos {
		w := want[i]
		if in.Depth != w.Depth || in.Score != w.Score || in.Nodes != w.Nodes || !slices.Equal(in.PV, w.PV) || !sameLines(in.Lines, w.Lines) {
			t.Errorf("depth %d: panel %+v, engine %+v", i+1, in, w)
		}
	}
	if n := len(want[d-1].Lines); n != analysisMultiPV {
		t.Fatalf("the engine gave %d lines, want %d", n, analysisMultiPV)
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
func analysed(t *testing.T, position string, depth int) cabezaGame {
	t.Helper()
	g := send(hotSeatCabeza(t, position), tea.WindowSizeMsg{Width: 80, Height: 24}).(cabezaGame)
	g.an.on, g.an.paused = true, true
	g.anKey = keyOfGame(g.game)
	g.an.infos = engineDepths(t, g.game, depth)
	for i := range g.an.infos {
		g.an.infos[i].Time, g.an.infos[i].NPS = 0, 0 // the clock's: not for a golden file
	}
	return g
}

func TestAnalysisPreviewShowsThePositionsThePVLeadsTo(t *testing.T) {
	g := analysed(t, standingPosition, 3)
	before := g.View()
	golden(t, "cabeza_analysis_80x24", before)
	line := g.an.infos[2].Lines[0].PV
	if len(line) < 2 {
		t.Fatalf("the best line %v is too short for this test", line)
	}
	p := g.game.Position()
	var want []cabeza.Position
	for _, text := range line {
		mv, err := cabeza.ParseMove(p, text)
		if err != nil {
			t.Fatalf("the engine's line %v: %v", line, err)
		}
		p = p.Play(mv)
		want = append(want, p)
	}
	v := send(g, keyRunes("v")).(cabezaGame)
	if v.an.preview == nil || v.shownPosition() != want[0] {
		t.Fatal("v does not show the position after the line's first move")
	}
	if !strings.Contains(v.View(), fmt.Sprintf("PREVIEW 1/%d", len(line))) {
		t.Fatalf("no preview banner:\n%s", v.View())
	}
	v = send(v, keyRunes("l")).(cabezaGame)
	if v.shownPosition() != want[1] {
		t.Fatal("→ does not show the position after the second move")
	}
	golden(t, "cabeza_preview_2_80x24", v.View())
	v = send(v, keyRunes("h"), keyRunes("h")).(cabezaGame)
	if v.shownPosition() != g.game.Position() {
		t.Fatal("← twice does not return to the root")
	}
	v = send(v, keyRunes("j")).(cabezaGame) // the second best root move
	if mv := v.an.preview.moves[0].String(); mv != g.an.infos[2].Lines[1].PV[0] {
		t.Fatalf("↓ previews %s, want the second line's %s", mv, g.an.infos[2].Lines[1].PV[0])
	}
	left := send(v, keyEsc).(cabezaGame)
	if left.an.preview != nil || left.game.Ply() != 0 || left.View() != before {
		t.Fatalf("esc did not return to the game as it was:\n%s", left.View())
	}
}

// play types moves at the move prompt.
func play(moves ...string) []tea.Msg {
	var msgs []tea.Msg
	for _, mv := range moves {
		msgs = append(msgs, keyRunes(":"), keyRunes(mv), keyEnter)
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
	g := send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24})
	g = send(g, play(line...)...)
	if got := moveTexts(g.(cabezaGame)); got != strings.Join(line, " ") {
		t.Fatalf("moves %q, want %q", got, strings.Join(line, " "))
	}
	w := send(g, keyRunes("<"), keyRunes("<")).(cabezaGame)
	if w.game.Ply() != 2 || !w.walk.walking() || w.walk.line.Ply() != 4 {
		t.Fatalf("after < <: shown ply %d, walking %v", w.game.Ply(), w.walk.walking())
	}
	if !strings.Contains(w.View(), "HISTORY 2/4") {
		t.Fatalf("no history banner:\n%s", w.View())
	}
	w = send(w, keyRunes(">")).(cabezaGame)
	if got := moveTexts(w); got != strings.Join(line[:3], " ") {
		t.Fatalf("after >: shown %q", got)
	}
	// A different move at ply 3 starts a side line; the original is kept.
	s := send(w, play(other)...).(cabezaGame)
	wantSide := strings.Join(append(slices.Clone(line[:3]), other), " ")
	if got := moveTexts(s); got != wantSide || !strings.Contains(s.View(), "SIDE LINE") {
		t.Fatalf("side line: shown %q, want %q", got, wantSide)
	}
	if s.walk.line.Ply() != 4 || s.walk.line.Moves()[3].String() != line[3] {
		t.Fatal("the original line was not kept")
	}
	// Back and forward walk the side line.
	s = send(s, keyRunes("<"), keyRunes(">")).(cabezaGame)
	if got := moveTexts(s); got != wantSide {
		t.Fatalf("< > on the side line shows %q, want %q", got, wantSide)
	}
	// end leaves the side line: the game is as it was.
	e := send(s, tea.KeyMsg{Type: tea.KeyEnd}).(cabezaGame)
	if got := moveTexts(e); got != strings.Join(line, " ") || e.walk.walking() {
		t.Fatalf("end: shows %q (walking %v), want the original game", got, e.walk.walking())
	}
	// o plays on from the side line: it becomes the game.
	o := send(s, keyRunes("o")).(cabezaGame)
	if got := moveTexts(o); got != wantSide || o.walk.walking() {
		t.Fatalf("o: game %q (walking %v), want the side line", got, o.walk.walking())
	}
	// home goes to the start; forward to the end leaves the walk.
	h := send(g, tea.KeyMsg{Type: tea.KeyHome}).(cabezaGame)
	if h.game.Ply() != 0 || !h.walk.walking() {
		t.Fatal("home does not show the start")
	}
	h = send(h, keyRunes(">"), keyRunes(">"), keyRunes(">"), keyRunes(">")).(cabezaGame)
	if h.walk.walking() || moveTexts(h) != strings.Join(line, " ") {
		t.Fatal("forward to the end does not return to the game")
	}
}

// The analysis follows the shown position while keys walk the history,
// under -race: every step cancels a running search and starts another.
func TestAnalysisFollowsTheHistoryWalk(t *testing.T) {
	line, _ := someMoves(t, 4)
	msgs := append(play(line...), keyRunes("a"), sleepMsg(50*time.Millisecond))
	for i := 0; i < 3; i++ {
		msgs = append(msgs, keyRunes("<"), sleepMsg(20*time.Millisecond), keyRunes("<"), keyRunes(">"),
			tea.KeyMsg{Type: tea.KeyHome}, sleepMsg(20*time.Millisecond), tea.KeyMsg{Type: tea.KeyEnd})
	}
	msgs = append(msgs, keyRunes("<"), untilMsg(func(m tea.Model) bool {
		g := m.(shell).Screen().(cabezaGame)
		return g.anKey == keyOfGame(g.game) && len(g.an.infos) > 0
	}))
	final := runCabeza(t, hotSeatCabeza(t, ""), msgs...)
	if final.game.Ply() != 3 || !final.walk.walking() {
		t.Fatalf("shown ply %d, want 3 while walking", final.game.Ply())
	}
	a := final.an
	if final.anKey != keyOfGame(final.game) || len(a.infos) == 0 {
		t.Fatalf("the analysis is not of the shown position (%d depths)", len(a.infos))
	}
	want := engineDepths(t, final.game, 1)
	if !slices.Equal(a.infos[0].PV, want[0].PV) {
		t.Fatalf("depth 1 of the shown position: panel %v, engine %v", a.infos[0].PV, want[0].PV)
	}
}

// The analysis never runs beside the AI's own search: the AI's turn
// cancels it, and it starts again on the position the AI's move leaves.
func TestAnalysisGivesWayToTheAI(t *testing.T) {
	line, _ := someMoves(t, 2)
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: Human(), Blue: Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	g := send(s, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("a")).(cabezaGame)
	if g.an.job == nil {
		t.Fatal("a on the person's turn starts no analysis")
	}
	first := g.an.job
	g = send(g, play(line[0])...).(cabezaGame)
	t.Cleanup(func() { g.stop() })
	if g.job == nil || g.an.job != nil || first.Err() == nil {
		t.Fatalf("the AI's turn: AI search %v, analysis %v, first analysis cancelled %v", g.job != nil, g.an.job != nil, first.Err() != nil)
	}
	if !strings.Contains(g.View(), "waits for the AI") {
		t.Fatalf("the panel does not say the analysis waits:\n%s", g.View())
	}
	reply, err := cabeza.ParseMove(g.game.Position(), line[1])
	if err != nil {
		t.Fatal(err)
	}
	g = send(g, searchDoneMsg{id: g.job.id, result: cabezaAIMove{reply, nil}}).(cabezaGame)
	if g.job != nil || g.an.job == nil || g.anKey != keyOfGame(g.game) || g.game.Ply() != 2 {
		t.Fatal("after the AI's move the analysis does not start on the new position")
	}
}
