package tui

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/ai"
	"cabezacat/catcat"
)

// catcatDepths is a direct analysis of the ai package to a fixed depth,
// every finished depth as the panel shows it (deterministic at a fixed
// depth).
func catcatDepths(t *testing.T, pos catcat.Position, depth int) []engineInfo {
	t.Helper()
	var out []engineInfo
	ai.SearchCatcatAnalysis(context.Background(), pos, ai.Limits{Depth: depth}, analysisMultiPV, func(in ai.Info) {
		out = append(out, analysisInfo(in))
	})
	if len(out) != depth {
		t.Fatalf("direct analysis gave %d depths, want %d", len(out), depth)
	}
	return out
}

// runCatcatWaiting is runCatcat with pauses: a sleepMsg waits instead of
// being sent.
func runCatcatWaiting(t *testing.T, g catcatGame, msgs ...tea.Msg) catcatGame {
	t.Helper()
	tm := teatest.NewTestModel(t, probed{newShell(Options{}, g)}, teatest.WithInitialTermSize(80, 24))
	for _, m := range msgs {
		switch m := m.(type) {
		case sleepMsg:
			time.Sleep(time.Duration(m))
		case untilMsg:
			waitUntil(tm, m)
		default:
			tm.Send(m)
		}
	}
	tm.Send(quitMsg{}) // ends the program whatever its game (ctrl+c and q ask first)
	tm.WaitFinished(t, teatest.WithFinalTimeout(hangTimeout))
	return tm.FinalModel(t).(probed).Model.(shell).Screen().(catcatGame)
}

// playFirstLegal plays n moves on a hot-seat game, the first legal cell
// each time.
func playFirstLegal(t *testing.T, g catcatGame, n int) {
	t.Helper()
	for range n {
		if err := g.game.Play(g.game.Position().LegalMoves()[0]); err != nil || g.game.Over() {
			t.Fatalf("setting up the game: %v (over %v)", err, g.game.Over())
		}
	}
}

// f from off searches one ply at a time; what the panel lists is what
// the ai package finds at those depths.
func TestCatcatAnalysisStepsOneDepthAtATimeWithTheEnginesLines(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	depth := func(d int) untilMsg {
		return func(m tea.Model) bool { a := m.(shell).Screen().(catcatGame).an; return a.job == nil && a.depth() == d }
	}
	final := runCatcatWaiting(t, g, keyRunes("f"), depth(1), keyRunes("f"), depth(2), keyRunes("f"), depth(3))
	a := final.an
	if !a.on || !a.paused || a.job != nil {
		t.Fatalf("after stepping: on %v paused %v job %v, want on, paused, no job", a.on, a.paused, a.job != nil)
	}
	d := a.depth()
	if d != 3 {
		t.Fatalf("three steps reached depth %d", d)
	}
	want := catcatDepths(t, final.game.Position(), d)
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
		row := fmt.Sprintf("#%d %7s %s", i+1, l.Score, l.PV[0])
		if !strings.Contains(v, row) {
			t.Errorf("view lacks the multi-PV row %q:\n%s", row, v)
		}
	}
}

// analysedCatcat is a hot-seat game in ASCII whose analysis holds a direct
// search to depth, paused, as if stepped there.
func analysedCatcat(t *testing.T, depth int) catcatGame {
	t.Helper()
	s, err := newCatcatGame(Options{ASCII: true, NoColor: true}, CatcatSetup{Cat: Human(), Catcher: Human(), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := send(s, tea.WindowSizeMsg{Width: 80, Height: 24}).(catcatGame)
	g.an.on, g.an.paused = true, true
	g.anPos = g.game.Position()
	g.an.infos = catcatDepths(t, g.game.Position(), depth)
	for i := range g.an.infos {
		g.an.infos[i].Time, g.an.infos[i].NPS = 0, 0 // the clock's: not for a golden file
	}
	return g
}

func TestCatcatAnalysisPreviewShowsThePositionsThePVLeadsTo(t *testing.T) {
	g := analysedCatcat(t, 3)
	before := g.View()
	golden(t, "catcat_analysis_9_80x24", before)
	line := g.an.infos[2].Lines[0].PV
	if len(line) < 2 {
		t.Fatalf("the best line %v is too short for this test", line)
	}
	p := g.game.Position()
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
	v := send(g, keyRunes("v")).(catcatGame)
	if v.an.preview == nil || v.shownPosition() != want[0] {
		t.Fatal("v does not show the position after the line's first move")
	}
	if !strings.Contains(v.View(), fmt.Sprintf("PREVIEW 1/%d", len(line))) {
		t.Fatalf("no preview banner:\n%s", v.View())
	}
	v = send(v, keyRight).(catcatGame)
	if v.shownPosition() != want[1] {
		t.Fatal("→ does not show the position after the second move")
	}
	golden(t, "catcat_preview_2_9_80x24", v.View())
	v = send(v, keyLeft, keyLeft).(catcatGame)
	if v.shownPosition() != g.game.Position() {
		t.Fatal("← twice does not return to the root")
	}
	v = send(v, keyDown).(catcatGame) // the second best root move
	if mv := v.an.preview.moves[0].String(); mv != g.an.infos[2].Lines[1].PV[0] {
		t.Fatalf("↓ previews %s, want the second line's %s", mv, g.an.infos[2].Lines[1].PV[0])
	}
	left := send(v, keyEsc).(catcatGame)
	if left.an.preview != nil || len(left.game.Moves()) != 0 || left.View() != before {
		t.Fatalf("esc did not return to the game as it was:\n%s", left.View())
	}
}

// The analysis follows the shown position while keys walk the history,
// under -race: every step cancels a running search and starts another.
func TestCatcatAnalysisFollowsTheHistoryWalk(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	playFirstLegal(t, g, 4)
	msgs := []tea.Msg{keyRunes("a"), sleepMsg(50 * time.Millisecond)}
	for range 3 {
		msgs = append(msgs, keyRunes("<"), sleepMsg(20*time.Millisecond), keyRunes("<"), keyRunes(">"),
			tea.KeyMsg{Type: tea.KeyHome}, sleepMsg(20*time.Millisecond), tea.KeyMsg{Type: tea.KeyEnd})
	}
	msgs = append(msgs, keyRunes("<"), untilMsg(func(m tea.Model) bool {
		g := m.(shell).Screen().(catcatGame)
		return g.anPos == g.game.Position() && len(g.an.infos) > 0
	}))
	final := runCatcatWaiting(t, g, msgs...)
	if len(final.game.Moves()) != 3 || !final.walk.walking() {
		t.Fatalf("shown ply %d, want 3 while walking", len(final.game.Moves()))
	}
	a := final.an
	if final.anPos != final.game.Position() || len(a.infos) == 0 {
		t.Fatalf("the analysis is not of the shown position (%d depths)", len(a.infos))
	}
	want := catcatDepths(t, final.game.Position(), 1)
	if !slices.Equal(a.infos[0].PV, want[0].PV) || !sameLines(a.infos[0].Lines, want[0].Lines) {
		t.Fatalf("depth 1 of the shown position: panel %v, engine %v", a.infos[0].PV, want[0].PV)
	}
}

// The analysis never runs beside the AI's own search: the AI's turn
// cancels it, and it starts again on the position the AI's move leaves.
func TestCatcatAnalysisGivesWayToTheAI(t *testing.T) {
	s, err := newCatcatGame(Options{}, CatcatSetup{Cat: Human(), Catcher: Computer(int(ai.CatcatMedium)), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := send(s, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("a")).(catcatGame)
	if g.game.Position().Turn() != catcat.CatToMove {
		t.Skip("this start has the catcher to move")
	}
	if g.an.job == nil {
		t.Fatal("a on the person's turn starts no analysis")
	}
	first := g.an.job
	next, _ := g.game.Position().Play(g.game.Position().LegalMoves()[0])
	g = send(g, keyRunes(strings.ToUpper(dirKeyTo(t, g.game.Position(), next.Cat())))).(catcatGame)
	t.Cleanup(func() { g.stop() })
	if g.job == nil || g.an.job != nil || first.Err() == nil {
		t.Fatalf("the AI's turn: AI search %v, analysis %v, first analysis cancelled %v", g.job != nil, g.an.job != nil, first.Err() != nil)
	}
	if !strings.Contains(g.View(), "waits for the AI") {
		t.Fatalf("the panel does not say the analysis waits:\n%s", g.View())
	}
	block := g.game.Position().LegalMoves()[0]
	g = send(g, searchDoneMsg{id: g.job.id, result: catcatAIMove{cell: block}}).(catcatGame)
	if g.job != nil || g.an.job == nil || g.anPos != g.game.Position() || len(g.game.Moves()) != 2 {
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
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("a")).(catcatGame)
	old := g.an.job
	if old == nil {
		t.Fatal("a starts no analysis")
	}
	g = send(g, keyRunes("g")).(catcatGame)
	t.Cleanup(func() { g.stop() })
	if old.Err() == nil || !g.an.on || g.an.job == nil || g.an.job == old || g.anPos != g.game.Position() {
		t.Fatalf("after g: old cancelled %v, on %v, new job %v", old.Err() != nil, g.an.on, g.an.job != nil && g.an.job != old)
	}
}
