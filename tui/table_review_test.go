package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/review"
	"cabezacat/tui/table"
)

// Once a table's game is over a spectator (as a player) reviews it with
// R: the root shows the review of the table's moves, and esc brings the
// table back.
func TestASpectatorReviewsAFinishedTableGame(t *testing.T) {
	lobby, red, tb := annsTable(t)
	blue := sitDown(t, tb, "bob", false)
	for _, mv := range []string{"On", "os"} {
		sub := red
		if mv == "os" {
			sub = blue
		}
		if err := sub.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if err := red.Resign(); err != nil {
		t.Fatal(err)
	}
	eve, err := tb.Join(table.Identity{Name: "eve"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	opts := common.Options{Host: &common.Host{Lobby: lobby}}
	s, err := newTableScreen(opts, lobby.Clock(), eve)
	if err != nil {
		t.Fatal(err)
	}
	app := newAppWith(opts, s)
	m := tuitest.Send(app, tea.WindowSizeMsg{Width: 100, Height: 30})
	next, cmd := m.Update(tuitest.KeyRunes("R"))
	msg, ok := tuitest.Message[common.StartReviewMsg](cmd)
	if !ok {
		t.Fatalf("R at a finished table asked for no review: %s", next.(App).Screen())
	}
	rec, err := cabeza.ParseRecord(string(msg.Record))
	if err != nil || len(rec.Moves) != 2 || msg.Ply != 2 {
		t.Fatalf("the review's record: %v, %d moves, ply %d", err, len(rec.Moves), msg.Ply)
	}
	next, _ = next.Update(msg)
	if _, ok := next.(App).Screen().(review.Model); !ok {
		t.Fatalf("the root shows %T, not the review", next.(App).Screen())
	}
	if v := next.(App).View(); !strings.Contains(v, "Review") {
		t.Errorf("the review screen:\n%s", v)
	}
}
