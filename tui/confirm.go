package tui

import (
	"fmt"
	"os"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/plural"
)

// confirmAsk is a question a game screen asks before it throws a game
// away that has moves and is not saved (g new game, r restart, q quit,
// the second esc back to the menu):
// one key answers it, y to go on, w to save first and go on, anything
// else to keep playing.
type confirmAsk int

const (
	askNone confirmAsk = iota
	askNew
	askRestart
	askQuit
	askMenu
)

// guard is what a game screen keeps to ask before a game is lost: the
// question waiting for its answer and the moves last saved or opened.
type guard struct {
	ask        confirmAsk // a question waiting for its one-key answer
	savedMoves string     // the moves of the game last saved or opened (see movesKey)
	savedPath  string     // where the game was last saved, as shown
	saveErr    error      // why the last save failed, or nil
}

// guarded is what the guard needs of a game screen.
type guarded interface {
	say(problem bool, format string, a ...any)
	save() bool
}

// confirm asks s's question a about a game of moves moves.
func (g *guard) confirm(s guarded, a confirmAsk, moves int) {
	g.ask = a
	s.say(true, "%s", a.question(moves))
}

// answer reads the key after a question: ok reports that the question's
// action is to be done (y, or w once the game is saved, then saved is
// the status saying where); any other key keeps the game.
func (g *guard) answer(s guarded, msg tea.KeyMsg, status func() string) (a confirmAsk, saved string, ok bool) {
	a, g.ask = g.ask, askNone
	switch msg.String() {
	case "y", "Y":
		return a, "", true
	case "w", "W":
		if !s.save() {
			return a, "", false
		}
		return a, status(), true
	}
	s.say(false, "kept: the game goes on")
	return a, "", false
}

// saveWith saves text, the record made at now of a game whose movesKey
// is moves (or err, why it could not be made), and says where, or why
// not; ok reports success.
func (g *guard) saveWith(s guarded, dir, prefix, moves string, now time.Time, text []byte, err error) (ok bool) {
	if err == nil {
		var path string
		if path, err = saveGameRecord(dir, prefix, now, text); err == nil {
			g.savedMoves, g.savedPath = moves, path
			s.say(false, "saved to %s", path)
		}
	}
	g.saveErr = err
	if err != nil {
		s.say(true, "not saved: %v", err)
	}
	return err == nil
}

// interrupt is ctrl+c on a game screen whose game has moves moves. A
// game with nothing to lose quits at once. Otherwise the first ctrl+c asks
// as q does, and ctrl+c as the answer (two in a row, or q then ctrl+c)
// saves the game and quits; farewell then says where it went, for after
// the program. A save that fails quits nothing: the screen says why and
// asks again (y quits without saving).
func (g *guard) interrupt(s guarded, unsaved bool, moves int) (farewell string, quit bool) {
	if !unsaved {
		return "", true
	}
	if g.ask != askQuit {
		g.confirm(s, askQuit, moves)
		return "", false
	}
	g.ask = askNone
	if s.save() {
		return g.savedNote(), true
	}
	g.ask = askQuit
	s.say(true, "not saved: y quit without saving · w try again · n keep playing (%v)", g.saveErr)
	return "", false
}

// savedNote says where the game was saved, after the program.
func (g *guard) savedNote() string { return "your game was saved as " + g.savedPath }

// unsaved reports a game with moves (its movesKey) that differs from the
// one last saved or opened.
func (g *guard) unsaved(moves string) bool { return moves != "" && moves != g.savedMoves }

// question is the status line while the screen waits for the answer.
func (a confirmAsk) question(moves int) string {
	what, yes := "new game", "y new game"
	switch a {
	case askRestart:
		what, yes = "restart", "y restart"
	case askQuit:
		// ctrl+c answers too: two in a row save and quit (see interrupt).
		return fmt.Sprintf("quit? this game (%d move%s) is not saved: y quit · w or ctrl+c save first · n keep playing", moves, plural.S(moves))
	case askMenu:
		what, yes = "back to the menu", "y menu"
	}
	return fmt.Sprintf("%s? this game (%d move%s) is not saved: %s · w save first · n keep playing", what, moves, plural.S(moves), yes)
}

// movesKey tells move lists apart: the game last saved or opened is
// compared with the game now by it.
func movesKey[M fmt.Stringer](moves []M) string {
	var b strings.Builder
	for _, m := range moves {
		b.WriteString(m.String())
		b.WriteByte(' ')
	}
	return b.String()
}

// saveGameRecord saves a record under dir (Options.recordDir: the user's
// data folder, or the host's record folder for a visitor over SSH) and
// returns the path to show (with ~ for the home folder).
func saveGameRecord(dir, prefix string, now time.Time, text []byte) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path, err := saveRecord(dir, prefix, now, text)
	if err != nil {
		return "", err
	}
	return shortPath(path), nil
}
