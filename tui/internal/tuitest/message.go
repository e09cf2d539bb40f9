package tuitest

import tea "github.com/charmbracelet/bubbletea"

// Message is the first message of type T that cmd gives, run, looking
// inside batches. Each command is run, so give it only commands that
// answer at once (see Yields).
func Message[T tea.Msg](cmd tea.Cmd) (T, bool) {
	var zero T
	if cmd == nil {
		return zero, false
	}
	switch msg := cmd().(type) {
	case T:
		return msg, true
	case tea.BatchMsg:
		for _, c := range msg {
			if m, ok := Message[T](c); ok {
				return m, true
			}
		}
	}
	return zero, false
}
