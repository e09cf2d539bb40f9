package tablescreen

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/table"
)

func (t Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := t.keys
	if t.chatting {
		return t.chatKeyPress(msg)
	}
	t.chatNews = "" // a passing word: the key answers it
	armed := t.armed
	t.armed = ""
	if armed == "quit" {
		t.status, t.problem = "", false // any key answers the question: it goes
	}
	if t.inner.Typing() && !key.Matches(msg, k.Leave) {
		return t.pass(msg)
	}
	player := !t.watching() && !t.closed
	switch {
	case key.Matches(msg, k.Leave) && t.inner.Busy():
		return t.pass(msg) // back out of a selection, a preview, a walk
	case key.Matches(msg, k.Leave):
		if armed != "leave" {
			t.armed = "leave"
			t.Say(false, "%s", t.escWords())
			return t, nil
		}
		if t.oneKeyboard() {
			t.Stop() // adjourned and saved now, not after a grace period
		} else {
			t.leave()
		}
		return t, common.ToMenu
	case armed == "quit" && (msg.String() == "y" || msg.String() == "Y" || t.inner.IsQuitKey(msg)):
		return t, common.QuitWith(t.quit())
	case armed == "quit" && (msg.String() == "n" || msg.String() == "N"):
		t.Say(false, "you stay: the game goes on") // n answers; it moves no cursor
		return t, nil
	case t.inner.IsQuitKey(msg):
		if t.nothingToLose() {
			return t, common.QuitWith(t.quit())
		}
		t.askQuit()
		return t, nil
	case t.inner.IsNewKey(msg) && t.oneKeyboard():
		t.Say(true, "one game per clock: esc twice for a new one%s", t.adjournNote())
		return t, nil
	case t.inner.IsNewKey(msg):
		t.Say(true, "a table plays one game: esc twice leaves it")
		return t, nil
	case t.inner.IsUndoKey(msg) && player && !t.inner.WalkingHistory() && t.oneKeyboard():
		return t.undoAtOnce()
	case t.inner.IsUndoKey(msg) && player && !t.inner.WalkingHistory():
		sub := t.mine(t.snap.Request.Kind == "undo")
		return t, ask("undo", "you asked to take back your move", sub.Undo)
	case key.Matches(msg, k.Chat) && !t.oneKeyboard():
		return t.openChat()
	case key.Matches(msg, k.Mute) && player && !t.oneKeyboard():
		return t.toggleMute()
	case key.Matches(msg, k.Rematch) && player && !t.oneKeyboard():
		return t.askRematch()
	case key.Matches(msg, k.Accept) && t.opponentAsksRematch():
		return t.askRematch()
	case key.Matches(msg, game.ReviewKey) && (t.closed || t.snap.Over()):
		return t.review()
	case key.Matches(msg, k.Resign) && player:
		if armed != "resign" {
			t.armed = "resign"
			t.Say(true, "R again resigns this game")
			return t, nil
		}
		return t, ask("resign", "", t.mine(true).Resign)
	case key.Matches(msg, k.Draw) && player:
		if t.snap.Request.Kind == "draw" {
			return t, ask("draw", "", t.answers().Draw)
		}
		return t, ask("draw", "draw offered", t.mine(true).Draw)
	case key.Matches(msg, k.Accept) && player:
		switch t.snap.Request.Kind {
		case "undo":
			return t, ask("undo", "", t.answers().Undo)
		case "draw":
			return t, ask("draw", "", t.answers().Draw)
		}
		t.Say(true, "nothing to accept")
		return t, nil
	case key.Matches(msg, k.Decline) && player:
		done := "you declined"
		if t.oneKeyboard() {
			done = "" // the table's word names the side ("red declined the draw offer")
		}
		return t, ask("decline", done, t.answers().Decline)
	}
	return t.pass(msg)
}

// answers is the seat that answers the request waiting: the player's, or
// at one keyboard the side that did not ask.
func (t Model) answers() *table.Sub {
	if t.oneKeyboard() {
		return t.subs[1-t.snap.Request.From]
	}
	return t.subs[0]
}

// escWords say what a second esc does.
func (t Model) escWords() string {
	if t.oneKeyboard() {
		return "esc again: back to the menu" + t.adjournNote()
	}
	return "esc again: leave the table" + t.tokenNote()
}

// adjournNote says that leaving a clocked game at one keyboard keeps it.
func (t Model) adjournNote() string {
	if t.nothingToLose() {
		return ""
	}
	return " (this game is adjourned and saved)"
}

// undoAtOnce is z at one keyboard: the move is taken back at once, as in
// any game at one keyboard. The table knows only a request and its
// answer; both sides are here, so one asks and the other agrees.
func (t Model) undoAtOnce() (tea.Model, tea.Cmd) {
	if len(t.snap.Moves) == 0 {
		t.Say(true, "nothing to undo")
		return t, nil
	}
	asker, agrees := t.mine(false), t.mine(true)
	return t, ask("undo", "", func() error {
		if err := asker.Undo(); err != nil {
			return err
		}
		return agrees.Undo()
	})
}

// pass hands a message to the game screen, then sends the move it made
// to the table, or takes the move back if it was not this seat's.
func (t Model) pass(msg tea.Msg) (tea.Model, tea.Cmd) {
	before, _ := t.inner.StatusWord()
	next, cmd := t.inner.Update(msg)
	t.inner = next.(game.Table)
	now, problem := t.inner.StatusWord()
	if k, key := msg.(tea.KeyMsg); key && problem && (now != before || k.String() == "enter") {
		// The game screen just said what is wrong with the key (a move
		// typed wrong, entered again): that outranks the table's older
		// word, which would hide it.
		t.status, t.problem = "", false
	}
	if k, ok := msg.(tea.KeyMsg); ok && (key.Matches(k, game.CopyPositionKey) || key.Matches(k, game.CopyRecordKey)) {
		t.status, t.problem = "", false // "copied to the clipboard" answers the key
	}
	moves := t.inner.TableMoves()
	if sameMoves(moves, t.snap.Moves) || (t.sent != "" && sameMoves(moves, append(t.snap.Moves[:len(t.snap.Moves):len(t.snap.Moves)], t.sent))) {
		return t, cmd // in step with the table, or waiting for it
	}
	local := len(moves) == len(t.snap.Moves)+1 && sameMoves(moves[:len(t.snap.Moves)], t.snap.Moves)
	switch {
	case !local:
		t.Say(true, "the table's game cannot be cut or changed: walk the history with < and >")
	case t.closed || t.snap.Over():
		t.Say(true, "the game is over")
	case t.watching():
		t.Say(true, "you are watching: spectators do not move")
	case len(t.subs) == 1 && t.snap.ToMove != t.subs[0].Seat:
		t.Say(true, "it is %s's turn", t.snap.Setup.Kind.SideName(t.snap.ToMove))
	default:
		mv := moves[len(moves)-1]
		t.status, t.sent = "", mv
		sub := t.mine(true)
		return t, tea.Batch(cmd, ask("move "+mv, "", func() error { return sub.Play(mv) }))
	}
	inner, err := t.inner.WithTableMoves(t.snap.Moves)
	if err == nil {
		t.inner = inner
	}
	return t, cmd
}

// review is R once the game is over, for players and spectators alike:
// the review screen of the table's game (at the server's search limits:
// one worker, the quick budget), the table underneath.
func (t Model) review() (tea.Model, tea.Cmd) {
	r, ok := t.inner.(interface{ ReviewRecord() ([]byte, error) })
	if !ok {
		return t, nil
	}
	text, err := r.ReviewRecord()
	if err != nil {
		t.Say(true, "this game's record cannot be written: no review")
		return t, nil
	}
	n := len(t.snap.Moves)
	return t, func() tea.Msg { return common.StartReviewMsg{Record: text, Ply: n, Back: t} }
}
