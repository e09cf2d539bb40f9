package confirm

import (
	"fmt"
	"os"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/plural"
	"cabezacat/tui/record"
)

// Ask is a question a game screen asks before it throws a game
// away that has moves and is not saved (g new game, r restart, q quit,
// the second esc back to the menu):
// one key answers it, y to go on, w to save first and go on, anything
// else to keep playing.
type Ask int

const (
	AskNone Ask = iota
	AskNew
	AskRestart
	AskQuit
	AskMenu
)

// Guard is what a game screen keeps to ask before a game is lost: the
// question waiting for its answer and the moves last saved or opened.
type Guard struct {
	Ask        Ask    // a question waiting for its one-key answer
	SavedMoves string // the moves of the game last saved or opened (see MovesKey)
	savedPath  string // where the game was last saved, as shown
	saveErr    error  // why the last save failed, or nil
	asked      string // the question waiting, as the status line said it
}

// Guarded is what the guard needs of a game screen.
type Guarded interface {
	Say(problem bool, format string, a ...any)
	Save() bool
}

// Confirm asks s's question a about a game of moves moves.
func (g *Guard) Confirm(s Guarded, a Ask, moves int) {
	g.Ask, g.asked = a, a.question(moves)
	s.Say(true, "%s", g.asked)
}

// Question is the question waiting for its one-key answer, as the
// status line said it, or "" (see common.Asker).
func (g Guard) Question() string {
	if g.Ask == AskNone {
		return ""
	}
	return g.asked
}

// Answer reads the key after a question: ok reports that the question's
// action is to be done (y, or w once the game is saved, then saved is
// the status saying where); any other key keeps the game.
func (g *Guard) Answer(s Guarded, msg tea.KeyMsg, status func() string) (a Ask, saved string, ok bool) {
	a, g.Ask = g.Ask, AskNone
	switch msg.String() {
	case "y", "Y":
		return a, "", true
	case "w", "W":
		if !s.Save() {
			return a, "", false
		}
		return a, status(), true
	}
	s.Say(false, "kept: the game goes on")
	return a, "", false
}

// SaveWith saves text, the record made at now of a game whose MovesKey
// is moves (or err, why it could not be made), and says where, or why
// not; ok reports success.
func (g *Guard) SaveWith(s Guarded, dir, prefix, moves string, now time.Time, text []byte, err error) (ok bool) {
	if err == nil {
		var path string
		if path, err = saveGameRecord(dir, prefix, now, text); err == nil {
			g.SavedMoves, g.savedPath = moves, path
			s.Say(false, "saved to %s", path)
		}
	}
	g.saveErr = err
	if err != nil {
		s.Say(true, "not saved: %v", err)
	}
	return err == nil
}

// Interrupt is ctrl+c on a game screen whose game has moves moves. A
// game with nothing to lose quits at once. Otherwise the first ctrl+c asks
// as q does, and ctrl+c as the answer (two in a row, or q then ctrl+c)
// saves the game and quits; farewell then says where it went, for after
// the program. A save that fails quits nothing: the screen says why and
// asks again (y quits without saving).
func (g *Guard) Interrupt(s Guarded, unsaved bool, moves int) (farewell string, quit bool) {
	if !unsaved {
		return "", true
	}
	if g.Ask != AskQuit {
		g.Confirm(s, AskQuit, moves)
		return "", false
	}
	g.Ask = AskNone
	if s.Save() {
		return g.SavedNote(), true
	}
	g.Ask, g.asked = AskQuit, fmt.Sprintf("not saved: y quit without saving · w try again · n keep playing (%v)", g.saveErr)
	s.Say(true, "%s", g.asked)
	return "", false
}

// SavedNote says where the game was saved, after the program.
func (g *Guard) SavedNote() string { return "your game was saved as " + g.savedPath }

// Unsaved reports a game with moves (its MovesKey) that differs from the
// one last saved or opened.
func (g *Guard) Unsaved(moves string) bool { return moves != "" && moves != g.SavedMoves }

// question is the status line while the screen waits for the answer.
func (a Ask) question(moves int) string {
	what, yes := "new game", "y new game"
	switch a {
	case AskRestart:
		what, yes = "restart", "y restart"
	case AskQuit:
		// ctrl+c answers too: two in a row save and quit (see Interrupt).
		return fmt.Sprintf("quit? this game (%d move%s) is not saved: y quit · w or ctrl+c save first · n keep playing", moves, plural.S(moves))
	case AskMenu:
		what, yes = "back to the menu", "y menu"
	}
	return fmt.Sprintf("%s? this game (%d move%s) is not saved: %s · w save first · n keep playing", what, moves, plural.S(moves), yes)
}

// MovesKey tells move lists apart: the game last saved or opened is
// compared with the game now by it.
func MovesKey[M fmt.Stringer](moves []M) string {
	var b strings.Builder
	for _, m := range moves {
		b.WriteString(m.String())
		b.WriteByte(' ')
	}
	return b.String()
}

// saveGameRecord saves a record under dir (common.Options.RecordDir: the
// user's data folder, or the host's record folder for a visitor over SSH)
// and returns the path to show (with ~ for the home folder).
func saveGameRecord(dir, prefix string, now time.Time, text []byte) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path, err := record.Save(dir, prefix, now, text)
	if err != nil {
		return "", err
	}
	return record.ShortPath(path), nil
}
