package tuitest

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

func IsQuit(cmd tea.Cmd) bool {
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

// Quits reports whether cmd, run, ends the program.
func Quits(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

// SleepMsg is not a message: runCabeza sleeps when it meets one, so the
// program can work before the next key.
type SleepMsg time.Duration

var _ tea.Msg = SleepMsg(0)

// Yields reports whether cmd, run, gives a message of type T, looking
// inside batches. Each command is run, so give it only commands that
// answer at once (a search's wait answers when its search reports).
func Yields[T tea.Msg](cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	switch msg := cmd().(type) {
	case T:
		return true
	case tea.BatchMsg:
		for _, c := range msg {
			if Yields[T](c) {
				return true
			}
		}
	}
	return false
}
