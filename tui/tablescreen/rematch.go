package tablescreen

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/quote"
	"cabezacat/tui/common"
	"cabezacat/tui/table"
)

// After a game at a server's table: M asks for a rematch (colours, or
// roles, swapped), and M (or A) accepts the opponent's; X declines. Once
// both agreed, the table opens the new one and every screen at the old
// table, the players' and the spectators', sits down there by itself.

var rematchKey = key.NewBinding(key.WithKeys("M"), key.WithHelp("M", "after the game: ask for a rematch, colours swapped, or accept one"))

// rematchJoinedMsg: this screen's place at the rematch, or why not.
type rematchJoinedMsg struct {
	sub *table.Sub
	err error
}

// askRematch is M.
func (t Model) askRematch() (tea.Model, tea.Cmd) {
	if !t.snap.Over() {
		t.Say(true, "a rematch comes after the game (M then)")
		return t, nil
	}
	sub := t.subs[0]
	return t, ask("rematch", "", sub.Rematch)
}

// opponentAsksRematch: the other player asked and this one has not
// answered (A accepts it too).
func (t Model) opponentAsksRematch() bool {
	if t.oneKeyboard() || t.watching() || !t.snap.Over() {
		return false
	}
	me := t.subs[0].Seat
	r := t.snap.Rematch
	return r.Code == "" && r.Asked[1-me] && !r.Asked[me]
}

// rematchNotice is what the status line says of a rematch, if anything.
func (t Model) rematchNotice() (string, bool) {
	if t.oneKeyboard() || !t.snap.Over() {
		return "", false
	}
	r, k := t.snap.Rematch, t.snap.Setup.Kind
	switch {
	case r.Code != "":
		return "rematch agreed: to table " + r.Code, true
	case t.watching():
		return "", false
	case t.opponentAsksRematch():
		them := 1 - t.subs[0].Seat
		return t.playerName(them) + " asks for a rematch (you play " + k.SideName(them) + "): M accepts, X declines", true
	case r.Asked[t.subs[0].Seat]:
		return "rematch asked: waiting for " + t.playerName(1-t.subs[0].Seat), true
	}
	return "", false
}

// playerName is who sits in seat, quoted, or the side's name.
func (t Model) playerName(seat int) string {
	if n := t.snap.Seats[seat].Name; n != "" {
		return quote.Text(n, 16)
	}
	return t.snap.Setup.Kind.SideName(seat)
}

// followRematch sits down at the rematch the snapshot announces, once.
func (t *Model) followRematch() tea.Cmd {
	if t.following || t.oneKeyboard() || t.snap.Rematch.Code == "" {
		return nil
	}
	t.following = true
	sub, snap := t.subs[0], t.snap
	return func() tea.Msg {
		next, err := sub.JoinRematch(snap)
		return rematchJoinedMsg{next, err}
	}
}

// joinedRematch leaves this table for the rematch's screen. The place
// is taken from the Sub that found it (table.Sub.JoinRematch): if this
// screen left in between, leaving gave it up, and it is not sat in.
func (t Model) joinedRematch(msg rematchJoinedMsg) (tea.Model, tea.Cmd) {
	if msg.err != nil {
		t.Say(true, "the rematch: %v", msg.err)
		return t, nil
	}
	if !t.subs[0].TakeRematch(msg.sub) {
		return t, nil
	}
	t.inner.Stop()
	subs, clock := t.subs, t.clock
	return t, tea.Sequence(func() tea.Msg {
		for _, s := range subs {
			s.Leave()
		}
		return nil
	}, func() tea.Msg { return common.SitAtTableMsg{Clock: clock, Sub: msg.sub} })
}
