package catcatgame

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/search"
	"cabezacat/catcat"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// catcatDepths is a direct analysis of the agents' search (catcatagent) to a fixed depth,
// every finished depth as the panel shows it (deterministic at a fixed
// depth).
func catcatDepths(t *testing.T, pos catcat.Position, depth int) []enginepanel.Info {
	t.Helper()
	var out []enginepanel.Info
	catcatagent.SearchAnalysis(context.Background(), pos, search.Limits{Depth: depth}, analysis.MultiPV, func(in search.Info) {
		out = append(out, analysis.InfoOf(in))
	})
	if len(out) != depth {
		t.Fatalf("direct analysis gave %d depths, want %d", len(out), depth)
	}
	return out
}

// runCatcatWaiting is runCatcat with pauses: a tuitest.SleepMsg waits
// instead of being sent.
func runCatcatWaiting(t *testing.T, g Model, msgs ...tea.Msg) Model {
	t.Helper()
	return runCatcat(t, g, 80, 24, msgs...)
}

// playFirstLegal plays n moves on a hot-seat game, the first legal cell
// each time.
func playFirstLegal(t *testing.T, g Model, n int) {
	t.Helper()
	for range n {
		if err := g.Game.Play(g.Game.Position().LegalMoves()[0]); err != nil || g.Game.Over() {
			t.Fatalf("setting up the game: %v (over %v)", err, g.Game.Over())
		}
	}
}

// f from off searches one ply at a time; what the panel lists is what
// the agents' search finds at those depths.
func TestCatcatAnalysisStepsOneDepthAtATimeWithTheEnginesLines(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	depth := func(d int) tuitest.UntilMsg {
		return func(m tea.Model) bool {
			a := m.(shell.Model).Screen().(Model).Analysis
			return a.Job == nil && a.Depth() == d
		}
	}
	final := runCatcatWaiting(t, g, tuitest.KeyRunes("f"), depth(1), tuitest.KeyRunes("f"), depth(2), tuitest.KeyRunes("f"), depth(3))
	a := final.Analysis
	if !a.On || !a.Paused || a.Job != nil {
		t.Fatalf("after stepping: on %v paused %v job %v, want on, paused, no job", a.On, a.Paused, a.Job != nil)
	}
	d := a.Depth()
	if d != 3 {
		t.Fatalf("three steps reached depth %d", d)
	}
	want := catcatDepths(t, final.Game.Position(), d)
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
		row := fmt.Sprintf("#%d %7s %s", i+1, l.Score, l.PV[0])
		if !strings.Contains(v, row) {
			t.Errorf("view lacks the multi-PV row %q:\n%s", row, v)
		}
	}
}

// analysedCatcat is a hot-seat game in ASCII whose analysis holds a direct
// search to depth, paused, as if stepped there.
func analysedCatcat(t *testing.T, depth int) Model {
	t.Helper()
	s, err := New(common.Options{ASCII: true, NoColor: true}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	g.Analysis.On, g.Analysis.Paused = true, true
	g.Analysis.Follow(g.Game.Position())
	g.Analysis.Infos = catcatDepths(t, g.Game.Position(), depth)
	for i := range g.Analysis.Infos {
		g.Analysis.Infos[i].Time, g.Analysis.Infos[i].NPS = 0, 0 // the clock's: not for a golden file
	}
	return g
}

func TestCatcatAnalysisPreviewShowsThePositionsThePVLeadsTo(t *testing.T) {
	g := analysedCatcat(t, 3)
	before := g.View()
	tuitest.Golden(t, "catcat_analysis_9_80x24", before)
	line := g.Analysis.Infos[2].Lines[0].PV
	if len(line) < 2 {
		t.Fatalf("the best line %v is too short for this test", line)
	}
	p := g.Game.Position()
	var want []catcat.Position
	for _, text := range line {
		c, err := catcat.ParseCell(text)
		if err != nil {
			t.Fatalf("the engine's line %v: %v", line, err)
		}
		if p, err = p.Play(c); err != nil {
			t.Fatalf("the engine's line %v: %v", line, err)
		}
		want = append(want, p)
	}
	v := tuitest.Send(g, tuitest.KeyRunes("v")).(Model)
	if v.Analysis.Preview == nil || v.ShownPosition() != want[0] {
		t.Fatal("v does not show the position after the line's first move")
	}
	if !strings.Contains(v.View(), fmt.Sprintf("PREVIEW 1/%d", len(line))) {
		t.Fatalf("no preview banner:\n%s", v.View())
	}
	v = tuitest.Send(v, tuitest.KeyRight).(Model)
	if v.ShownPosition() != want[1] {
		t.Fatal("→ does not show the position after the second move")
	}
	tuitest.Golden(t, "catcat_preview_2_9_80x24", v.View())
	v = tuitest.Send(v, tuitest.KeyLeft, tuitest.KeyLeft).(Model)
	if v.ShownPosition() != g.Game.Position() {
		t.Fatal("← twice does not return to the root")
	}
	v = tuitest.Send(v, tuitest.KeyDown).(Model) // the second best root move
	if mv := v.Analysis.Preview.Moves[0].String(); mv != g.Analysis.Infos[2].Lines[1].PV[0] {
		t.Fatalf("↓ previews %s, want the second line's %s", mv, g.Analysis.Infos[2].Lines[1].PV[0])
	}
	left := tuitest.Send(v, tuitest.KeyEsc).(Model)
	if left.Analysis.Preview != nil || len(left.Game.Moves()) != 0 || left.View() != before {
		t.Fatalf("esc did not return to the game as it was:\n%s", left.View())
	}
}

// The analysis follows the shown position while keys walk the history,
// under -race: every step cancels a running search and starts another.
func TestCatcatAnalysisFollowsTheHistoryWalk(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	playFirstLegal(t, g, 4)
	msgs := []tea.Msg{tuitest.KeyRunes("a"), tuitest.SleepMsg(50 * time.Millisecond)}
	for range 3 {
		msgs = append(msgs, tuitest.KeyRunes("<"), tuitest.SleepMsg(20*time.Millisecond), tuitest.KeyRunes("<"), tuitest.KeyRunes(">"),
			tea.KeyMsg{Type: tea.KeyHome}, tuitest.SleepMsg(20*time.Millisecond), tea.KeyMsg{Type: tea.KeyEnd})
	}
	msgs = append(msgs, tuitest.KeyRunes("<"), tuitest.UntilMsg(func(m tea.Model) bool {
		g := m.(shell.Model).Screen().(Model)
		return g.Analysis.Of(g.Game.Position()) && len(g.Analysis.Infos) > 0
	}))
	final := runCatcatWaiting(t, g, msgs...)
	if len(final.Game.Moves()) != 3 || !final.Walk.Walking() {
		t.Fatalf("shown ply %d, want 3 while walking", len(final.Game.Moves()))
	}
	a := final.Analysis
	if !final.Analysis.Of(final.Game.Position()) || len(a.Infos) == 0 {
		t.Fatalf("the analysis is not of the shown position (%d depths)", len(a.Infos))
	}
	want := catcatDepths(t, final.Game.Position(), 1)
	if !slices.Equal(a.Infos[0].PV, want[0].PV) || !sameLines(a.Infos[0].Lines, want[0].Lines) {
		t.Fatalf("depth 1 of the shown position: panel %v, engine %v", a.Infos[0].PV, want[0].PV)
	}
}

// The analysis never runs beside the AI's own search: the AI's turn
// cancels it, and it starts again on the position the AI's move leaves.
func TestCatcatAnalysisGivesWayToTheAI(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(int(catcatagent.Medium)), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("a")).(Model)
	if g.Game.Position().Turn() != catcat.CatToMove {
		t.Skip("this start has the catcher to move")
	}
	if g.Analysis.Job == nil {
		t.Fatal("a on the person's turn starts no analysis")
	}
	first := g.Analysis.Job
	next, _ := g.Game.Position().Play(g.Game.Position().LegalMoves()[0])
	g = tuitest.Send(g, tuitest.KeyRunes(strings.ToUpper(dirKeyTo(t, g.Game.Position(), next.Cat())))).(Model)
	t.Cleanup(func() { g.Stop() })
	if g.Job == nil || g.Analysis.Job != nil || first.Err() == nil {
		t.Fatalf("the AI's turn: AI search %v, analysis %v, first analysis cancelled %v", g.Job != nil, g.Analysis.Job != nil, first.Err() != nil)
	}
	if !strings.Contains(g.View(), "waits for the AI") {
		t.Fatalf("the panel does not say the analysis waits:\n%s", g.View())
	}
	block := g.Game.Position().LegalMoves()[0]
	g = tuitest.Send(g, analysis.DoneMsg{ID: g.Job.ID, Result: catcatAIMove{cell: block}}).(Model)
	if g.Job != nil || g.Analysis.Job == nil || !g.Analysis.Of(g.Game.Position()) || len(g.Game.Moves()) != 2 {
		t.Fatal("after the AI's move the analysis does not start on the new position")
	}
}

// dirKeyTo is the key (y u h l b n) that moves the cursor or cat from
// pos's cat to its neighbour c.
func dirKeyTo(t *testing.T, pos catcat.Position, c catcat.Cell) string {
	t.Helper()
	keys := map[catcat.Direction]string{catcat.West: "h", catcat.East: "l", catcat.NorthWest: "y", catcat.NorthEast: "u", catcat.SouthWest: "b", catcat.SouthEast: "n"}
	for _, d := range catcat.Directions {
		if pos.Cat().Neighbour(d) == c {
			return keys[d]
		}
	}
	t.Fatalf("%v is no neighbour of the cat", c)
	return ""
}

// A new board keeps the analysis on, on the new position; the old search
// is cancelled.
func TestCatcatAnalysisStaysOnForANewBoard(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("a")).(Model)
	old := g.Analysis.Job
	if old == nil {
		t.Fatal("a starts no analysis")
	}
	g = tuitest.Send(g, tuitest.KeyRunes("g")).(Model)
	t.Cleanup(func() { g.Stop() })
	if old.Err() == nil || !g.Analysis.On || g.Analysis.Job == nil || g.Analysis.Job == old || !g.Analysis.Of(g.Game.Position()) {
		t.Fatalf("after g: old cancelled %v, on %v, new job %v", old.Err() != nil, g.Analysis.On, g.Analysis.Job != nil && g.Analysis.Job != old)
	}
}
