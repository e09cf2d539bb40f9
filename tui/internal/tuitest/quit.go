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
