package catcatgame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
	"cabezacat/tui/shell"
)

// An arena replay of a game a program lost without a cell (a timeout, a
// crash, garbage) opens at the position where it failed, where the board
// alone says the game goes on: the panel and the status give the
// recorded end there, with the record's reason (its control characters
// blanked by the reader), and not before that position.
func TestCatcatReplayShowsTheRecordedFailure(t *testing.T) {
	text := "catcat-replay 2\ncat: ./slow\ncatcher: builtin:easy\nresult: cat-invalid\n" +
		"reason: timeout: no answer within 1s \x1b[2J\nstart:\nCAT 5 0 0\n" +
		". . . . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\nmoves: 2\n-1,0\n2,2\n"
	setup, err := record.CatcatSetupOf("slow.catcat", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	opts := common.Options{NoColor: true}
	s, err := New(opts, setup)
	if err != nil {
		t.Fatal(err)
	}
	size := tea.WindowSizeMsg{Width: 100, Height: 30}
	start := tuitest.Send(shell.New(opts, s), size, tea.KeyMsg{Type: tea.KeyHome}).View()
	if strings.Contains(start, "timeout") || strings.Contains(start, "wins") {
		t.Fatalf("the recorded end shows at the start:\n%s", start)
	}
	end := tuitest.Send(shell.New(opts, s), size).View()
	for _, want := range []string{"The catcher wins", "recorded", "timeout: no answer within 1s", "opened slow.catcat at its end (2 moves): the catcher wins (recorded)"} {
		if !strings.Contains(end, want) {
			t.Errorf("at the end the panel lacks %q:\n%s", want, end)
		}
	}
	if strings.Contains(end, "\x1b[2J") {
		t.Errorf("the record's escape sequence reached the screen raw")
	}
}

// A table's game that ended off the board (a resignation: the record
// keeps it after the cat's player) says so when opened, and that play
// may go on; the board alone would say only whose move it is.
func TestCatcatTableEndingIsSaidWhenOpened(t *testing.T) {
	text := "catcat-replay 2\ncat: human (alice) (the cat resigned: the catcher wins)\ncatcher: human (bob)\nresult: ongoing\n" +
		"start:\nCAT 5 0 0\n. . . . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\nmoves: 2\n-1,0\n2,2\n"
	setup, err := record.CatcatSetupOf("resigned.catcat", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(common.Options{NoColor: true}, setup)
	if err != nil {
		t.Fatal(err)
	}
	m := tuitest.Send(s, tea.WindowSizeMsg{Width: 100, Height: 30}).(Model)
	if want := "opened resigned.catcat at its end (2 moves): the cat resigned: the catcher wins (recorded); the cat to move, to play on"; m.Status != want {
		t.Errorf("status %q, want %q", m.Status, want)
	}
}
