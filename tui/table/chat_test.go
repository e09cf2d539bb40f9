package table

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// Players and spectators chat at a table; every line is kept, with who
// said it and when, as typed (the screens quote it).
func TestTableChatIsSeenByEveryone(t *testing.T) {
	l, clk, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	tb, _ := l.Find(a.Code())
	c, err := tb.Join(Identity{Name: "carol"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Chat("  good luck  "); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Second)
	evil := "\x1b[2J\x1b]52;c;cGF3bmVk\x07 hi"
	if err := c.Chat(evil); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Sub{a, b, c} {
		snap := await(t, s, "two chat lines", func(s Snapshot) bool { return len(s.Chat) == 2 })
		want := []ChatLine{
			{N: 1, At: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC), Seat: 0, Name: "alice", Text: "good luck"},
			{N: 2, At: time.Date(2026, 11, 23, 12, 0, 1, 0, time.UTC), Seat: Spectator, Name: "carol", Text: evil},
		}
		for i := range want {
			if snap.Chat[i] != want[i] {
				t.Errorf("line %d: %+v, want %+v", i, snap.Chat[i], want[i])
			}
		}
	}
}

// A line is one line, not empty, at most ChatMaxRunes characters; each
// refusal says why.
func TestTableChatRefusesBadLines(t *testing.T) {
	l, _, _ := newTestLobby(t)
	a, _ := openPair(t, l, Setup{Kind: Cabeza})
	for text, want := range map[string]string{
		"":                                     "nothing to say",
		"   \t ":                               "nothing to say",
		"two\nlines":                           "one line at a time",
		"a\rb":                                 "one line at a time",
		strings.Repeat("é", ChatMaxRunes+1):    fmt.Sprintf("too long: %d characters, at most %d a line", ChatMaxRunes+1, ChatMaxRunes),
		strings.Repeat("x", 10*ChatMaxRunes):   "too long: a line is at most 200 characters",
		strings.Repeat("\xff", ChatMaxRunes+1): "too long: 201 characters",
	} {
		err := a.Chat(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", clipToken(text), err, want)
		}
	}
	if err := a.Chat(strings.Repeat("é", ChatMaxRunes)); err != nil {
		t.Errorf("a line of exactly %d characters: %v", ChatMaxRunes, err)
	}
}

// A person says at most ChatBurst lines in any ChatWindow, counted by
// key (or name), so leaving and coming back does not reset it; others
// are not held up by it.
func TestTableChatRate(t *testing.T) {
	l, clk, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Cabeza})
	for i := range ChatBurst {
		if err := a.Chat(fmt.Sprint("line ", i)); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		clk.Advance(time.Second)
	}
	err := a.Chat("one too many")
	if err == nil || !strings.Contains(err.Error(), "slow down: at most 5 lines in 10 seconds; wait 5 seconds") {
		t.Fatalf("the sixth line in 5s: %v", err)
	}
	if err := b.Chat("bob is not limited by alice"); err != nil {
		t.Fatal(err)
	}
	// Alice comes back by her key: still counted.
	a.Leave()
	tb, _ := l.Find(b.Code())
	a2, err := tb.Join(Identity{Name: "alice", Key: "SHA256:alice"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := a2.Chat("again"); err == nil {
		t.Fatal("leaving and coming back reset the rate limit")
	}
	clk.Advance(ChatWindow - 5*time.Second) // the first line is now ChatWindow old
	if err := a2.Chat("now"); err != nil {
		t.Fatalf("after the window: %v", err)
	}
	snap := await(t, b, "the chat", func(s Snapshot) bool { return len(s.Chat) == ChatBurst+2 })
	if got := snap.Chat[len(snap.Chat)-1].Text; got != "now" {
		t.Fatalf("last line %q", got)
	}
}

// A table keeps at most ChatKept lines and a snapshot carries the last
// ChatShown.
func TestTableChatIsBounded(t *testing.T) {
	l, clk, _ := newTestLobby(t)
	a, _ := openPair(t, l, Setup{Kind: Cabeza})
	for i := range ChatKept {
		if err := a.Chat(fmt.Sprint(i)); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		clk.Advance(ChatWindow / ChatBurst)
	}
	if err := a.Chat("more"); !errors.Is(err, ErrChatFull) {
		t.Fatalf("line %d: %v", ChatKept+1, err)
	}
	snap := await(t, a, "the chat", func(s Snapshot) bool { return len(s.Chat) > 0 && s.Chat[len(s.Chat)-1].Text == fmt.Sprint(ChatKept-1) })
	if len(snap.Chat) != ChatShown || snap.Chat[0].Text != fmt.Sprint(ChatKept-ChatShown) {
		t.Fatalf("snapshot carries %d lines from %q", len(snap.Chat), snap.Chat[0].Text)
	}
}

// A player may mute the spectators: their lines leave that player's
// screens only; the other player and the spectators still see them.
func TestTableMuteSpectators(t *testing.T) {
	l, clk, _ := newTestLobby(t)
	a, b := openPair(t, l, Setup{Kind: Catcat, Size: 9, Density: 0.05, Seed: 3})
	tb, _ := l.Find(a.Code())
	c, err := tb.Join(Identity{Name: "carol"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := c.MuteSpectators(true); err == nil {
		t.Fatal("a spectator muted the spectators")
	}
	if err := a.MuteSpectators(true); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"from carol"} {
		if err := c.Chat(line); err != nil {
			t.Fatal(err)
		}
	}
	clk.Advance(time.Second)
	if err := b.Chat("from bob"); err != nil {
		t.Fatal(err)
	}
	texts := func(s Snapshot) string {
		var out []string
		for _, l := range s.Chat {
			out = append(out, l.Text)
		}
		return strings.Join(out, "|")
	}
	if got := texts(await(t, a, "bob's line", func(s Snapshot) bool { return len(s.Chat) > 0 })); got != "from bob" {
		t.Errorf("alice (muted) sees %q", got)
	}
	for _, s := range []*Sub{b, c} {
		if got := texts(await(t, s, "bob's line", func(s Snapshot) bool { return len(s.Chat) == 2 })); got != "from carol|from bob" {
			t.Errorf("seat %d sees %q", s.Seat, got)
		}
	}
	if err := a.MuteSpectators(false); err != nil {
		t.Fatal(err)
	}
	snap := await(t, a, "unmuted", func(s Snapshot) bool { return !s.Muted[0] })
	if got := texts(snap); got != "from carol|from bob" {
		t.Errorf("alice unmuted sees %q", got)
	}
}
