package tui

import "time"

// ShutdownMsg tells a visitor's TUI that the server is closing: it saves
// the game in progress and quits (see App.Farewell).
type ShutdownMsg struct{}

// SaveRecord writes a record as w does (a new file dir/PREFIX-DATE-TIME.txt
// that never replaces another) and returns its path; the server saves the
// tables' games with it.
func SaveRecord(dir, prefix string, now time.Time, text []byte) (string, error) {
	return saveRecord(dir, prefix, now, text)
}
