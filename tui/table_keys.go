package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

func (t tableScreen) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := t.keys
	armed := t.armed
	t.armed = ""
	if t.inner.typing() && !key.Matches(msg, k.Leave) {
		return t.pass(msg)
	}
	player := !t.watching() && !t.closed
	switch {
	case key.Matches(msg, k.Leave) && t.inner.busy():
		return t.pass(msg) // back out of a selection, a preview, a walk
	case key.Matches(msg, k.Leave):
		if armed != "leave" {
			t.armed = "leave"
			t.say(false, "esc again: leave the table%s", t.tokenNote())
			return t, nil
		}
		t.leave()
		return t, toMenu
	case armed == "quit" && (msg.String() == "y" || msg.String() == "Y" || t.inner.isQuitKey(msg)):
		return t, quitWith(t.quit())
	case t.inner.isQuitKey(msg):
		if t.nothingToLose() {
			return t, quitWith(t.quit())
		}
		t.askQuit()
		return t, nil
	case t.inner.isNewKey(msg):
		t.say(true, "a table plays one game: esc twice leaves it")
		return t, nil
	case t.inner.isUndoKey(msg) && player && !t.inner.walkingHistory():
		sub := t.mine(t.snap.Request.Kind == "undo")
		return t, ask("undo", "you asked to take back your move", sub.Undo)
	case key.Matches(msg, k.Resign) && player:
		if armed != "resign" {
			t.armed = "resign"
			t.say(true, "R again resigns this game")
			return t, nil
		}
		return t, ask("resign", "", t.mine(true).Resign)
	case key.Matches(msg, k.Draw) && player:
		return t, ask("draw", "draw offered", t.mine(t.snap.Request.Kind == "draw").Draw)
	case key.Matches(msg, k.Accept) && player:
		switch t.snap.Request.Kind {
		case "undo":
			return t, ask("undo", "", t.mine(true).Undo)
		case "draw":
			return t, ask("draw", "", t.mine(true).Draw)
		}
		t.say(true, "nothing to accept")
		return t, nil
	case key.Matches(msg, k.Decline) && player:
		return t, ask("decline", "you declined", t.mine(true).Decline)
	}
	return t.pass(msg)
}

// pass hands a message to the game screen, then sends the move it made
// to the table, or takes the move back if it was not this seat's.
func (t tableScreen) pass(msg tea.Msg) (tea.Model, tea.Cmd) {
	before, _ := t.inner.statusWord()
	next, cmd := t.inner.Update(msg)
	t.inner = next.(tableGame)
	now, problem := t.inner.statusWord()
	if k, key := msg.(tea.KeyMsg); key && problem && (now != before || k.String() == "enter") {
		// The game screen just said what is wrong with the key (a move
		// typed wrong, entered again): that outranks the table's older
		// word, which would hide it.
		t.status, t.problem = "", false
	}
	moves := t.inner.tableMoves()
	if sameMoves(moves, t.snap.Moves) || (t.sent != "" && sameMoves(moves, append(t.snap.Moves[:len(t.snap.Moves):len(t.snap.Moves)], t.sent))) {
		return t, cmd // in step with the table, or waiting for it
	}
	local := len(moves) == len(t.snap.Moves)+1 && sameMoves(moves[:len(t.snap.Moves)], t.snap.Moves)
	switch {
	case !local:
		t.say(true, "the table's game cannot be cut or changed: walk the history with < and >")
	case t.closed || t.snap.Over():
		t.say(true, "the game is over")
	case t.watching():
		t.say(true, "you are watching: spectators do not move")
	case len(t.subs) == 1 && t.snap.ToMove != t.subs[0].Seat:
		t.say(true, "it is %s's turn", t.snap.Setup.Kind.SideName(t.snap.ToMove))
	default:
		mv := moves[len(moves)-1]
		t.status, t.sent = "", mv
		sub := t.mine(true)
		return t, tea.Batch(cmd, ask("move "+mv, "", func() error { return sub.Play(mv) }))
	}
	inner, err := t.inner.withTableMoves(t.snap.Moves)
	if err == nil {
		t.inner = inner
	}
	return t, cmd
}
