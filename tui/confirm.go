package tui

import (
	"fmt"
	"strings"
	"time"
)

// confirmAsk is a question a game screen asks before it throws a game
// away that has moves and is not saved (g new game, r restart, q quit):
// one key answers it, y to go on, w to save first and go on, anything
// else to keep playing.
type confirmAsk int

const (
	askNone confirmAsk = iota
	askNew
	askRestart
	askQuit
)

// question is the status line while the screen waits for the answer.
func (a confirmAsk) question(moves int) string {
	what, yes := "new game", "y new game"
	switch a {
	case askRestart:
		what, yes = "restart", "y restart"
	case askQuit:
		what, yes = "quit", "y quit"
	}
	return fmt.Sprintf("%s? this game (%d move%s) is not saved: %s · w save first · n keep playing", what, moves, plural(moves), yes)
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

// saveGameRecord saves a record under recordDir and returns the path to
// show (with ~ for the home folder).
func saveGameRecord(prefix string, now time.Time, text []byte) (string, error) {
	dir, err := saveDir()
	if err != nil {
		return "", err
	}
	path, err := saveRecord(dir, prefix, now, text)
	if err != nil {
		return "", err
	}
	return shortPath(path), nil
}
