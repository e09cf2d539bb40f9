package puzzles

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/ai/puzzle"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/hexboard"
	"cabezacat/tui/internal/tuitest"
)

// at is where glyph stands on the board, left of the panel.
func at(t *testing.T, m Model, glyph string) (x, y int) {
	t.Helper()
	return tuitest.At(t, m.View(), 0, 44, glyph)
}

var click = tuitest.Click

func sized(m Model) Model {
	return tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
}

// The test puzzle (red to move, crush in one): the Mini on e3, then the
// square of blue's Cabeza on e5 — Mnn, solved and rated.
func TestPuzzleSolvedByClicks(t *testing.T) {
	m := sized(NewIn(common.Options{}, t.TempDir(), 1).WithPuzzle(testPuzzle(t)))
	mx, my := at(t, m, "M1")
	cx, cy := at(t, m, "○")
	m = tuitest.Send(m, click(mx, my)).(Model)
	if m.pick.Piece == 0 || !strings.Contains(m.status, "the Mini (Me Mee Mn Mne Mnn Mnw Ms Mse Mss Msw Mw Mww): click where it goes") {
		t.Fatalf("a click on the Mini did not pick it: %+v, %q", m.pick, m.status)
	}
	next, cmd := m.Update(click(cx, cy))
	m = next.(Model)
	if !m.solved || m.status != "solved! Mnn" || cmd == nil || m.change <= 0 {
		t.Fatalf("the Mini's click onto e5 did not solve: solved %v, %q", m.solved, m.status)
	}
	if !strings.Contains(m.View(), "solved! Mnn") {
		t.Fatalf("the screen does not say so:\n%s", ansi.Strip(m.View()))
	}
}

// A wrong move clicked is refuted on the board like a typed one: Mn
// stops short of the Cabeza.
func TestPuzzleWrongClickIsRefuted(t *testing.T) {
	m := sized(NewIn(common.Options{}, t.TempDir(), 1).WithPuzzle(testPuzzle(t)))
	mx, my := at(t, m, "M1")
	cx, cy := at(t, m, "○")
	refuted := tuitest.UntilMsg(func(mm tea.Model) bool { return mm.(Model).reply != "" })
	// e4 is the row between the Mini's e3 and the Cabeza's e5.
	final := tuitest.Run(t, m, 80, 24, tuitest.KeyRunes("q"), click(mx, my), click(cx, (my+cy)/2), refuted).(Model)
	if final.wrong != "Mn" || final.solved || !strings.Contains(final.View(), "not this: after Mn, blue plays") {
		t.Fatalf("wrong %q solved %v\n%s", final.wrong, final.solved, ansi.Strip(final.View()))
	}
	// The board takes no clicks on a refuted move: z first.
	after := tuitest.Send(final, click(mx, my)).(Model)
	if after.pick.Piece != 0 {
		t.Fatal("a click picked a piece on the refuted position")
	}
}

// Clicks that name no move say why and play nothing; esc drops a pick
// before it leaves the puzzle.
func TestPuzzleClicksThatNameNoMove(t *testing.T) {
	m := sized(NewIn(common.Options{}, t.TempDir(), 1).WithPuzzle(testPuzzle(t)))
	mx, my := at(t, m, "M1")
	cx, cy := at(t, m, "○")
	m = tuitest.Send(m, click(cx, cy)).(Model)
	if m.status != "choose one of red's pieces" || m.pick.Piece != 0 {
		t.Fatalf("a click on blue's Cabeza: %q", m.status)
	}
	m = tuitest.Send(m, click(mx, my), click(mx-16, my)).(Model) // a3
	if m.status != "the Mini cannot reach a3" || m.pick.Piece == 0 || m.step != 0 {
		t.Fatalf("a click out of the Mini's reach: %q", m.status)
	}
	m = tuitest.Send(m, tea.KeyMsg{Type: tea.KeyEsc}).(Model)
	if !m.solving || m.pick.Piece != 0 {
		t.Fatalf("esc with the Mini picked: solving %v, pick %+v", m.solving, m.pick)
	}
}

// The keyboard does what the mouse does: the cursor starts on the
// solver's Cabeza (a1); enter on the Mini picks it, enter on e5 plays.
func TestPuzzleSolvedWithTheCursor(t *testing.T) {
	m := sized(NewIn(common.Options{}, t.TempDir(), 1).WithPuzzle(testPuzzle(t)))
	right, up, enter := tea.KeyMsg{Type: tea.KeyRight}, tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeyEnter}
	m = tuitest.Send(m, right, right, right, right, up, up, enter).(Model)
	if m.pick.Piece == 0 || m.square.String() != "e3" {
		t.Fatalf("enter on e3 did not pick the Mini: cursor %v, %q", m.square, m.status)
	}
	if !strings.Contains(ansi.Strip(m.View()), "[*M1]") {
		t.Fatalf("the cursor is not drawn on the Mini:\n%s", ansi.Strip(m.View()))
	}
	m = tuitest.Send(m, up, up, enter).(Model)
	if !m.solved || m.status != "solved! Mnn" {
		t.Fatalf("enter on e5: solved %v, %q", m.solved, m.status)
	}
}

// A Catch the Cat puzzle takes a click on a cell: the cat's own cell is
// refused by the rules, the line's first cell is played.
func TestCatcatPuzzleTakesClicks(t *testing.T) {
	m := catcatPuzzle(t)
	if m.pz.Game != puzzle.Catcat {
		t.Fatalf("no Catch the Cat puzzle: %v", m.pz.Game)
	}
	pos := m.pz.CatcatPosition()
	hb := m.hexBoard(80, pos.Size().N())
	// The glyph of cell c, where the board draws it.
	where := func(c catcat.Cell) (int, int) {
		h := pos.Size().N() / 2
		return hexboard.GlyphCol(c.X+h, c.Y+h, hb.Pitch), (c.Y + h) * hb.RowH
	}
	x, y := where(pos.Cat())
	m = tuitest.Send(m, click(x, y)).(Model)
	if m.step != 0 || m.status == "" || m.wrong != "" {
		t.Fatalf("a click on the cat's cell: step %d, status %q, wrong %q", m.step, m.status, m.wrong)
	}
	first, err := catcat.ParseCell(m.pz.Line[0])
	if err != nil {
		t.Fatal(err)
	}
	x, y = where(first)
	m = tuitest.Send(m, click(x, y)).(Model)
	if m.step == 0 || m.wrong != "" || !strings.HasPrefix(m.status, "right: "+m.pz.Line[0]) && !m.solved {
		t.Fatalf("a click on %v: step %d, status %q, wrong %q", first, m.step, m.status, m.wrong)
	}
}

// Two of the Flaco's moves land on i6 (Fnw lying on i6–i7, Fwn lying on
// h6–i6): enter there names the first, tab the next, and enter on the
// named one plays it — here a wrong one, refuted.
func TestPuzzleCursorChoosesAmongMovesLandingTogether(t *testing.T) {
	m := sized(NewIn(common.Options{}, t.TempDir(), 1).WithPuzzle(testPuzzle(t)))
	r, l, u, enter := tea.KeyMsg{Type: tea.KeyRight}, tea.KeyMsg{Type: tea.KeyLeft}, tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeyEnter}
	m = tuitest.Send(m, r, r, r, r, r, r, r, r, r, u, u, u, u, enter).(Model) // j5
	if m.pick.Piece == 0 || !strings.HasPrefix(m.status, "the Flaco") {
		t.Fatalf("enter on j5 did not pick the Flaco: %v, %q", m.square, m.status)
	}
	m = tuitest.Send(m, l, u, enter).(Model) // i6
	if m.pick.Landing.String() != "Fnw" || !strings.HasPrefix(m.status, "2 moves land here (Fnw Fwn): Fnw") || m.wrong != "" {
		t.Fatalf("enter on i6: landing %v, %q", m.pick.Landing, m.status)
	}
	if !strings.Contains(ansi.Strip(m.View()), "2 moves land here") {
		t.Fatal("the panel does not show the choice")
	}
	m = tuitest.Send(m, tea.KeyMsg{Type: tea.KeyTab}).(Model)
	if m.pick.Landing.String() != "Fwn" {
		t.Fatalf("tab on i6: landing %v, %q", m.pick.Landing, m.status)
	}
	next, cmd := m.Update(enter)
	m = next.(Model)
	if m.wrong != "Fwn" || cmd == nil || m.pick.Piece != 0 {
		t.Fatalf("enter on the named Fwn: wrong %q, status %q", m.wrong, m.status)
	}
}

// A Catch the Cat puzzle's panel names the cursor's cell and the cat's,
// as a game's does: the solution and a typed move are written in cells.
func TestCatcatPuzzleNamesTheCursorsCell(t *testing.T) {
	m := catcatPuzzle(t)
	cat := m.pz.CatcatPosition().Cat()
	if v := m.View(); !strings.Contains(v, fmt.Sprintf("cursor %v · cat %v", cat, cat)) {
		t.Fatalf("the panel does not name the cells:\n%s", v)
	}
	m = tuitest.Send(m, tea.KeyMsg{Type: tea.KeyRight}).(Model)
	if v, east := m.View(), (catcat.Cell{X: cat.X + 1, Y: cat.Y}); !strings.Contains(v, fmt.Sprintf("cursor %v · cat %v", east, cat)) {
		t.Fatalf("after → the panel does not name %v:\n%s", east, v)
	}
}

// catcatPuzzle is the trainer at a Catch the Cat puzzle, chosen from the
// chooser (Game: Catch the Cat, Start).
func catcatPuzzle(t *testing.T) Model {
	t.Helper()
	var next tea.Model = sized(NewIn(common.Options{}, t.TempDir(), 1))
	for _, k := range []tea.Msg{tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeyRight},
		tea.KeyMsg{Type: tea.KeyDown}, tea.KeyMsg{Type: tea.KeyDown}, tea.KeyMsg{Type: tea.KeyEnter}} {
		next, _ = next.Update(k)
	}
	return next.(Model)
}
