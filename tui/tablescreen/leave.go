package tablescreen

import (
	"fmt"

	"cabezacat/internal/plural"
	"cabezacat/tui/common"
	"cabezacat/tui/record"
)

// Leaving a table: ctrl+c and q ask before a game in progress is left,
// and the farewell says what became of it.

// Interrupt is ctrl+c: as q, it asks first when the program's end would
// leave a game in progress; ctrl+c as the answer quits.
func (t Model) Interrupt() (common.Screen, string, bool) {
	if t.nothingToLose() || t.armed == "quit" {
		return t, t.quit(), true
	}
	t.askQuit()
	return t, "", false
}

// nothingToLose: a spectator, or a game that is over or has no move.
func (t Model) nothingToLose() bool {
	return t.watching() || t.closed || t.snap.Over() || len(t.snap.Moves) == 0
}

func (t *Model) askQuit() {
	t.armed = "quit"
	t.Say(true, "%s", t.quitQuestion())
}

func (t Model) quitQuestion() string {
	if t.local != nil {
		return fmt.Sprintf("quit and adjourn this game (%d move%s, saved)? y or ctrl+c quit · n play on", len(t.snap.Moves), plural.S(len(t.snap.Moves)))
	}
	return fmt.Sprintf("leave table %s and quit? your seat waits %s: y/ctrl+c quit · n stay", t.snap.Code, t.grace())
}

// Question is the quit question while it waits for its answer, or "" (see
// common.Asker).
func (t Model) Question() string {
	if t.armed != "quit" {
		return ""
	}
	return t.quitQuestion()
}

// quit gives up the table before the program ends and says what became of
// the game: a clocked game at one keyboard is adjourned and saved; at a
// server's table the seat waits the grace period for its player.
func (t Model) quit() (farewell string) {
	lose := !t.nothingToLose()
	t.Stop()
	switch {
	case !lose:
		return ""
	case t.local != nil && t.local.err != nil:
		return fmt.Sprintf("your game could NOT be saved: %v", t.local.err)
	case t.local != nil && t.local.saved != "":
		return "your game was adjourned and saved as " + record.ShortPath(t.local.saved)
	case t.local != nil:
		return ""
	}
	back := ""
	if tok := t.subs[0].Token; tok != "" {
		back = " (seat token " + tok + ")"
	}
	return fmt.Sprintf("you left table %s; your seat waits %s for you%s, then the game is adjourned and saved on the server",
		t.snap.Code, t.grace(), back)
}

// grace is how long a seat waits for its player, in words.
func (t Model) grace() string {
	if t.opts.Host == nil || t.opts.Host.Lobby == nil {
		return "a while"
	}
	return plural.Duration(t.opts.Host.Lobby.Grace())
}

// leave gives up this screen's places (a player's seat waits the grace
// period). It waits for the table, which answers at once.
func (t Model) leave() {
	for _, s := range t.subs {
		s.Leave()
	}
}

// Stop is called when the program ends (quit, a dropped connection).
func (t Model) Stop() {
	t.inner.Stop()
	t.leave()
	if t.local != nil {
		t.local.lobby.Close("adjourned: the players quit")
	}
}

// Abandon gives the table up after something went wrong on this screen
// (the root goes to the menu) and says what became of the game, as
// quitting does: a clocked game at one keyboard is adjourned and saved; a
// server's seat waits the grace period for its player.
func (t Model) Abandon() string { return t.quit() }
