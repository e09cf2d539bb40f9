package review

import (
	"strings"
	"testing"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/internal/tuitest"
)

// at is where glyph stands on the board: below the title, left of the
// panel.
func at(t *testing.T, m Model, glyph string) (x, y int) {
	t.Helper()
	return tuitest.At(t, m.View(), 1, m.geometry().panelX, glyph)
}

var click = tuitest.Click

// Learning takes clicks on the board as the game screen does: the Mula,
// then the square of blue's Cabeza it crushes, tries Mn — accepted.
func TestLearnTakesAMoveClickedOnTheBoard(t *testing.T) {
	m := send(missedWin(t), tuitest.KeyRunes("L"))
	mx, my := at(t, m, "M1")
	cx, cy := at(t, m, "○") // blue's Cabeza, on e6
	m = send(m, click(mx, my))
	if m.learn.pick.Piece == 0 || !strings.Contains(m.learn.verdict, "click where it goes") {
		t.Fatalf("a click on the Mula did not pick it: %+v, %q", m.learn.pick, m.learn.verdict)
	}
	next, cmd := m.Update(click(cx, cy))
	m = next.(Model)
	if cmd == nil || !m.learn.pending || m.learn.verdict != "thinking about Mn…" {
		t.Fatalf("the Mula's click onto e6 did not try Mn: verdict %q", m.learn.verdict)
	}
	m = send(m, cmd())
	if !m.learn.good || !strings.Contains(m.learn.verdict, "Mn: good!") {
		t.Fatalf("the clicked winning move was not accepted: %q", m.learn.verdict)
	}
}

// A click where the picked piece cannot go says so and tries nothing; a
// click on no piece asks for one; a click off the board does nothing.
func TestLearnClicksThatNameNoMove(t *testing.T) {
	m := send(missedWin(t), tuitest.KeyRunes("L"))
	ex, ey := at(t, m, " 1 │")
	next, cmd := m.Update(click(ex+4, ey)) // a1: empty
	m = next.(Model)
	if cmd != nil || m.learn.verdict != "click one of red's pieces" {
		t.Fatalf("a click on an empty square: verdict %q", m.learn.verdict)
	}
	mx, my := at(t, m, "M1")
	m = send(m, click(mx, my))
	next, cmd = m.Update(click(ex+4, ey))
	m = next.(Model)
	if cmd != nil || !strings.Contains(m.learn.verdict, "cannot reach a1") {
		t.Fatalf("a click out of the Mula's reach: verdict %q", m.learn.verdict)
	}
	before := m.learn.verdict
	next, cmd = m.Update(click(70, 20)) // the panel
	if m = next.(Model); cmd != nil || m.learn.verdict != before {
		t.Errorf("a click off the board changed the lesson: %q", m.learn.verdict)
	}
}

// On a Catch the Cat board a click names its cell and tries it: a click
// on the cat's own cell is tried and refused by the rules, with the
// cell the position says the cat is on.
func TestLearnTakesACatcatCellClicked(t *testing.T) {
	m := reviewed(t, "catcat-reviewed.catcat", common.Options{}, 80, 24)
	// Neither side of this game made a mistake: the lesson is set at the
	// first move, as learnSide sets one.
	m.learn = &learning{side: m.rev.Mover(0), plies: []int{0}, field: textfield.New(m.st, "your move: ", "", 24, 30, nil)}
	cat := m.board.(*catcatBoard).positions[m.learn.ply()].Cat()
	x, y := at(t, m, "C")
	next, cmd := m.Update(click(x, y))
	m = next.(Model)
	if cmd != nil || !strings.HasPrefix(m.learn.verdict, cat.String()+":") {
		t.Fatalf("a click on the cat: verdict %q, want the rules' word on %v", m.learn.verdict, cat)
	}
	// The cell left of the cat, two columns on (the board's pitch).
	next, cmd = m.Update(click(x-2, y))
	m = next.(Model)
	left := cat
	left.X--
	if cmd == nil || m.learn.verdict != "thinking about "+left.String()+"…" {
		t.Fatalf("a click left of the cat: verdict %q, want %v tried", m.learn.verdict, left)
	}
}

// The learn panel at 80×24: a refuted try, the try and the engine's
// answer on the board, the line under the verdict.
func TestLearnViewGolden(t *testing.T) {
	m := send(missedWin(t), tuitest.KeyRunes("L"))
	m = try(t, m, "On")
	v := m.View()
	if lines := strings.Split(v, "\n"); len(lines) > 24 {
		t.Errorf("%d lines for a 24-line terminal", len(lines))
	}
	tuitest.Golden(t, "cabeza_learn_80x24", v)
}
