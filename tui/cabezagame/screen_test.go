package cabezagame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

func hotSeatCabeza(t testing.TB, position string) Model {
	t.Helper()
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human(), Position: position})
	if err != nil {
		t.Fatal(err)
	}
	return s.(Model)
}

// runCabeza plays msgs through a real program of the shell at 80×24, quits
// (common.QuitMsg: ctrl+c would ask about the unsaved game) and returns
// the final game screen.
func runCabeza(t *testing.T, g Model, msgs ...tea.Msg) Model {
	t.Helper()
	final := tuitest.Run(t, shell.New(common.Options{}, g), 80, 24, common.QuitMsg{}, msgs...)
	return final.(shell.Model).Screen().(Model)
}

// clickSquare is a left click where square s is drawn (board not flipped).
func clickSquare(s string) tea.MouseMsg {
	sq, err := cabeza.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	dc, dr := sq.X(), 9-sq.Y()
	return tea.MouseMsg{X: cabezaboard.LabelW + cabezaboard.SquareW*dc + 2, Y: 2*dr + 1, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
}

func moveTexts(g Model) string {
	var s []string
	for _, m := range g.Game.Moves() {
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

func TestCabezaStartView(t *testing.T) {
	g := tuitest.Send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24})
	tuitest.Golden(t, "cabeza_start_80x24", g.View())
}

// Red's Flaco and Chato stand, blue's lie: the heights and the shapes of
// every piece.
const standingPosition = "2oocmhh2/2oo2hh2/4ff4/10/10/10/10/4F5/2OO6/2OOCMHH2 r 5"

func TestCabezaStandingAndLyingView(t *testing.T) {
	g := tuitest.Send(hotSeatCabeza(t, standingPosition), tea.WindowSizeMsg{Width: 80, Height: 24})
	v := g.View()
	for _, label := range []string{" F2", " H2", " f1", " h1", " O2", " o2", " M1", " m1"} {
		if !strings.Contains(v, label) {
			t.Errorf("view lacks the label %q", label)
		}
	}
	tuitest.Golden(t, "cabeza_standing_80x24", v)
	flipped := tuitest.Send(g, tuitest.KeyRunes("f"))
	tuitest.Golden(t, "cabeza_standing_flipped_80x24", flipped.View())
}

func TestCabezaMoveBySelectionAndDirectionKeys(t *testing.T) {
	// The cursor starts on red's Cabeza (f1); l goes to the Chato on g1,
	// enter selects it, k then l preview the rolls north and east, enter
	// plays them.
	final := runCabeza(t, hotSeatCabeza(t, ""), tuitest.KeyRunes("l"), tuitest.KeyEnter, tuitest.KeyRunes("k"), tuitest.KeyRunes("l"), tuitest.KeyEnter)
	if got := moveTexts(final); got != "Hne" {
		t.Fatalf("moves %q, want Hne", got)
	}
	if final.sel != 0 {
		t.Error("the piece is still selected after its move")
	}
}

func TestCabezaMoveByTypedNotation(t *testing.T) {
	final := runCabeza(t, hotSeatCabeza(t, ""), tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter, tuitest.KeyRunes("m"), tuitest.KeyRunes("hs"), tuitest.KeyEnter)
	if got := moveTexts(final); got != "Hne hs" {
		t.Fatalf("moves %q, want \"Hne hs\"", got)
	}
}

func TestCabezaIllegalTypedMoveIsExplainedAndKept(t *testing.T) {
	g := runCabeza(t, hotSeatCabeza(t, ""), tuitest.KeyRunes(":"), tuitest.KeyRunes("Hw"), tuitest.KeyEnter)
	if len(g.Game.Moves()) != 0 {
		t.Fatalf("an illegal move was played: %s", moveTexts(g))
	}
	if !g.Prompting || g.Prompt.Value() != "Hw" {
		t.Fatalf("prompt open %v with %q; want it open with the text kept", g.Prompting, g.Prompt.Value())
	}
	if !strings.Contains(g.Status, "e1 is occupied") {
		t.Fatalf("status %q does not explain the move", g.Status)
	}
	// Correct it in place: backspace, n, enter.
	final := runCabeza(t, g, tea.KeyMsg{Type: tea.KeyBackspace}, tuitest.KeyRunes("n"), tuitest.KeyEnter)
	if got := moveTexts(final); got != "Hn" {
		t.Fatalf("moves %q after correcting, want Hn", got)
	}
}

func TestCabezaMistypedMoveNamesTheProblem(t *testing.T) {
	g := runCabeza(t, hotSeatCabeza(t, ""), tuitest.KeyRunes(":"), tuitest.KeyRunes("fn"), tuitest.KeyEnter)
	if !strings.Contains(g.Status, "red's turn") || len(g.Game.Moves()) != 0 {
		t.Fatalf("status %q, moves %q", g.Status, moveTexts(g))
	}
}

func TestCabezaMoveByClicks(t *testing.T) {
	// Click the Opa (e2), then the highlighted e4: the only Opa move that
	// lands there is On. Then blue: click its Chato (d10) and d7: only hs
	// (standing on d7–d8) covers it.
	final := runCabeza(t, hotSeatCabeza(t, ""), clickSquare("e2"), clickSquare("e4"), clickSquare("d10"), clickSquare("d7"))
	if got := moveTexts(final); got != "On hs" {
		t.Fatalf("moves %q, want \"On hs\"", got)
	}
}

func TestCabezaIllegalStepIsRefused(t *testing.T) {
	// The Opa rolls once: a second step is refused with a reason.
	g := runCabeza(t, hotSeatCabeza(t, ""), clickSquare("e2"), tuitest.KeyRunes("k"), tuitest.KeyRunes("k"))
	if g.preview.String() != "On" || len(g.steps) != 1 {
		t.Fatalf("preview %v with %d steps, want On with 1", g.preview, len(g.steps))
	}
	if !strings.Contains(g.Status, "at most 1 step") {
		t.Fatalf("status %q", g.Status)
	}
}

func TestCabezaTabCyclesMovesWithPreview(t *testing.T) {
	// From the Cabeza on f1, h h goes to the Flaco on d1.
	g := tuitest.Send(hotSeatCabeza(t, ""), tuitest.KeyRunes("h"), tuitest.KeyRunes("h"), tuitest.KeyEnter, tea.KeyMsg{Type: tea.KeyTab}).(Model)
	if g.preview == cabeza.NoMove || g.preview.Kind() != cabeza.Flaco {
		t.Fatalf("tab on a selected Flaco previews %v", g.preview)
	}
	first := g.preview
	g = tuitest.Send(g, tea.KeyMsg{Type: tea.KeyTab}).(Model)
	if g.preview == first {
		t.Fatal("a second tab kept the same move")
	}
}

func TestCabezaHotSeatUndo(t *testing.T) {
	final := runCabeza(t, hotSeatCabeza(t, ""), tuitest.KeyRunes(":"), tuitest.KeyRunes("On"), tuitest.KeyEnter, tuitest.KeyRunes("z"))
	if len(final.Game.Moves()) != 0 {
		t.Fatalf("moves %q after undo", moveTexts(final))
	}
}

func TestCabezaFinishedGameView(t *testing.T) {
	// Red's Cabeza one slide from rank 10: Cn wins by the home row.
	pos := "2oo1mhh2/2ooC1hh2/4ff4/10/10/c9/10/4F5/2OO6/2OO1MHH2 r 30"
	final := runCabeza(t, hotSeatCabeza(t, pos), tuitest.KeyRunes(":"), tuitest.KeyRunes("Cn"), tuitest.KeyEnter)
	st := final.Game.Status()
	if !st.Over() || st.Reason != cabeza.HomeRow || st.Winner != cabeza.Red {
		t.Fatalf("status %v; screen says %q", st, final.Status)
	}
	v := final.View()
	if !strings.Contains(v, "Red wins") {
		t.Errorf("finished view does not name the winner:\n%s", v)
	}
	tuitest.Golden(t, "cabeza_finished_80x24", v)
}

func BenchmarkCabezaView(b *testing.B) {
	g := tuitest.Send(hotSeatCabeza(b, ""), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("k"), tuitest.KeyEnter, tuitest.KeyRunes("k")).(Model)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.View()
	}
}

func TestCabezaFlippedBoardKeysFollowTheScreen(t *testing.T) {
	// Flipped, blue's side is at the bottom: "up" on the screen is south.
	g := tuitest.Send(hotSeatCabeza(t, ""), tuitest.KeyRunes("f")).(Model)
	start := g.cursor
	g = tuitest.Send(g, tuitest.KeyRunes("k")).(Model)
	if g.cursor.Y() != start.Y()-1 && start.Y() > 0 || start.Y() == 0 && g.cursor != start {
		t.Fatalf("k on a flipped board moved the cursor from %v to %v", start, g.cursor)
	}
	v := g.View()
	if !strings.HasPrefix(strings.Split(v, "\n")[1], " 1 ") {
		t.Fatalf("the flipped board does not start with rank 1 at the top:\n%s", v)
	}
}

func TestCabezaHistoryNumbersAndScrolls(t *testing.T) {
	g := hotSeatCabeza(t, "")
	// Fourteen moves typed at the prompt, each the first legal one that
	// does not end the game.
	var moves []string
	for len(moves) < 14 {
		pick := quietMove(g.Game)
		g = tuitest.Send(g, tuitest.KeyRunes(":"), tuitest.KeyRunes(pick), tuitest.KeyEnter).(Model)
		moves = append(moves, pick)
	}
	if got := len(g.Game.Moves()); got != len(moves) {
		t.Fatalf("%d moves played, want %d (status %q)", got, len(moves), g.Status)
	}
	rows, _ := g.historyRows(g.movesShown())
	if len(rows) != 7 || !strings.HasPrefix(strings.TrimSpace(rows[0]), "1. "+moves[0]) || !strings.Contains(rows[6], "7. "+moves[12]) {
		t.Fatalf("history rows %q", rows)
	}
	tail := g.panelLines(30, 12)
	g = tuitest.Send(g, tea.KeyMsg{Type: tea.KeyPgUp}).(Model)
	back := g.panelLines(30, 12)
	if strings.Join(tail, "\n") == strings.Join(back, "\n") {
		t.Fatal("pgup did not scroll the history")
	}
	if !strings.Contains(strings.Join(back, "\n"), "1. "+moves[0]) {
		t.Fatalf("scrolled back, the first move is not shown:\n%s", strings.Join(back, "\n"))
	}
}

func TestCabezaCrushIsMarked(t *testing.T) {
	pos := "2oo1mhh2/2oo2hh2/4ff4/10/10/10/10/4c5/2OOFFHH2/2OOCMHH2 r 12"
	final := runCabeza(t, hotSeatCabeza(t, pos), tuitest.KeyRunes(":"), tuitest.KeyRunes("Fn"), tuitest.KeyEnter)
	st := final.Game.Status()
	if st.Reason != cabeza.Crush || st.Winner != cabeza.Red {
		t.Fatalf("status %v, want red crushed blue's Cabeza", st)
	}
	v := final.View()
	if !strings.Contains(v, "Red wins") || !strings.Contains(v, "×F1") {
		t.Fatalf("the crush is not shown:\n%s", v)
	}
	tuitest.Golden(t, "cabeza_crush_80x24", v)
}

// Enter on a piece that cannot move says so and selects nothing: the
// direction keys go on moving the cursor, and a second enter does not
// claim the piece is selected with directions to choose.
func TestEnterOnAPieceWithNoMoveSelectsNothing(t *testing.T) {
	g := tuitest.Send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	if pl, k, ok := g.Game.Position().PieceAt(g.cursor); !ok || pl != cabeza.Red || k != cabeza.Cabeza {
		t.Fatalf("the cursor starts on %v, want red's Cabeza", g.cursor)
	}
	start := g.cursor
	g = tuitest.Send(g, tuitest.KeyEnter).(Model)
	if g.sel != 0 || !strings.Contains(g.Status, "no legal move") {
		t.Fatalf("enter on the blocked Cabeza: selection %d, status %q", g.sel, g.Status)
	}
	if up := tuitest.Send(g, tuitest.KeyRunes("k")).(Model); up.cursor == start {
		t.Fatalf("k after it did not move the cursor (status %q)", up.Status)
	}
	if again := tuitest.Send(g, tuitest.KeyEnter).(Model); again.sel != 0 || strings.Contains(again.Status, "selected") {
		t.Fatalf("a second enter: selection %d, status %q", again.sel, again.Status)
	}
}

// The board is turned for the side the person plays: blue's player
// against the AI has blue at the bottom; hot seat and AI vs AI do not
// turn it (at a table, the seat's side: see WithOwnSide).
func TestCabezaBoardTurnsToThePersonsSide(t *testing.T) {
	for _, c := range []struct {
		red, blue gamesetup.Player
		flipped   bool
	}{
		{gamesetup.Computer(1), gamesetup.Human(), true},
		{gamesetup.Computer(1), gamesetup.Player{Name: "bob"}, true},
		{gamesetup.Human(), gamesetup.Computer(1), false},
		{gamesetup.Human(), gamesetup.Human(), false},
		{gamesetup.Computer(1), gamesetup.Computer(1), false},
	} {
		s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: c.red, Blue: c.blue})
		if err != nil {
			t.Fatal(err)
		}
		if g := s.(Model); g.flipped != c.flipped {
			t.Errorf("red %+v, blue %+v: flipped %v, want %v", c.red, c.blue, g.flipped, c.flipped)
		}
	}
	if g := hotSeatCabeza(t, "").WithOwnSide(1).(Model); !g.flipped {
		t.Error("blue's seat at a table: the board is not turned")
	}
}
