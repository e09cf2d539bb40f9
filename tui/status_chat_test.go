package tui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"cabezacat/tui/table"
)

// tableChatErrors are the chat's and the rematch's refusals, as a table
// says them (the widest of each kind), for the status width test.
func tableChatErrors(t *testing.T) []any {
	t.Helper()
	clk := table.NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	lobby := table.NewLobby(table.Config{Clock: clk, Grace: time.Minute})
	defer lobby.Close("test over")
	a, err := lobby.Open(table.Setup{Kind: table.Catcat, Size: 9, Density: 0.05, Seed: 3}, table.Identity{Name: strings.Repeat("w", 16)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := lobby.Find(a.Code())
	b, err := tb.Join(table.Identity{Name: strings.Repeat("m", 16)}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	var out []any
	add := func(err error) {
		t.Helper()
		if err == nil {
			t.Fatal("no refusal")
		}
		out = append(out, err.Error())
	}
	add(a.Rematch())
	add(a.Chat(strings.Repeat("x", 5*table.ChatMaxRunes)))
	add(a.Chat(strings.Repeat("é", table.ChatMaxRunes+99)))
	add(a.Chat("a\nb"))
	add(a.Chat(" "))
	for i := range table.ChatBurst {
		if err := a.Chat(fmt.Sprint(i)); err != nil {
			t.Fatal(err)
		}
	}
	add(a.Chat("too fast"))
	if err := b.Resign(); err != nil {
		t.Fatal(err)
	}
	add(a.Decline())
	b.Leave()
	add(a.Rematch())
	out = append(out, table.ErrChatFull.Error(), "the rematch is agreed: table ABCD", "only a player may mute the spectators")
	return out
}
