package tui

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/record"
	"cabezacat/tui/tablescreen"
)

// shutdown saves the game in progress on the current screen (nothing is
// lost when the host stops the server) and quits; Farewell then says what
// happened, for the server to print after the screen is gone.
func (a App) shutdown() (App, tea.Cmd) {
	farewell := "the server is shutting down"
	if _, ok := a.Screen().(tablescreen.Model); ok {
		farewell += "; the table's game is saved on the server"
	}
	if saved := a.SaveInProgress(); saved != "" {
		farewell += "; " + saved
	}
	a.Model = a.WithFarewell(farewell)
	return a, a.Quit()
}

// SaveInProgress saves the game in progress on the current screen, if it
// has one, and says where (or why not), else "": for a session that ends
// without its visitor quitting (the server's shutdown, a dropped
// connection, an idle timeout), so that no game is lost with it.
func (a App) SaveInProgress() string {
	s, ok := a.Screen().(common.Saver)
	if !ok {
		return ""
	}
	now := time.Now()
	prefix, text, ok, err := s.RecordInProgress(now)
	if err == nil && ok {
		var path string
		if path, err = record.Save(a.opts.RecordDir(), prefix, now, text); err == nil {
			return fmt.Sprintf("your game was saved as %s", path)
		}
	}
	if err != nil {
		return fmt.Sprintf("your game could NOT be saved: %v", err)
	}
	return ""
}

// Stop ends what the screen runs (a search, a seat at a table) after the
// program has ended without quitting itself: a dropped connection.
func (a App) Stop() { a.Quit() }
