package tui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"cabezacat/tui/table"
)

// Host is what the SSH server gives the TUI of one visitor: the tables
// they may open or join, who they are, and the limits of the host. Its
// fields are set before the session starts and never changed, and the
// lobby is safe for many sessions, so every copy of Options may hold it.
type Host struct {
	Lobby   *table.Lobby
	Visitor table.Identity
	// The highest AI levels a visitor may start (0: the game's highest).
	MaxCabezaLevel, MaxCatcatLevel int
	// RecordDir is where the host keeps saved games (w, and on shutdown).
	RecordDir string
}

// recordDir is where the host's saves go for a visitor (never the
// server's working directory), and where w saves otherwise.
func (o Options) recordDir() string {
	if o.Host != nil && o.Host.RecordDir != "" {
		return o.Host.RecordDir
	}
	if dir, err := saveDir(); err == nil {
		return dir
	}
	return "."
}

// allowAI refuses an AI level above the host's cap, so that one visitor
// cannot take every core with the strongest search.
func (o Options) allowAI(p Player, cabezaGame bool) error {
	if o.Host == nil || !p.AI {
		return nil
	}
	if p.Engine != "" {
		// A visitor's command line would run on the host: never.
		return fmt.Errorf("engine programs do not run on this server: choose a built-in AI level")
	}
	limit, name := o.Host.MaxCabezaLevel, fmt.Sprint(p.Level)
	if !cabezaGame {
		limit, name = o.Host.MaxCatcatLevel, CatcatLevelName(p.Level)
	}
	if limit > 0 && p.Level > limit {
		top := fmt.Sprint(limit)
		if !cabezaGame {
			top = CatcatLevelName(limit)
		}
		return fmt.Errorf("this server allows AI levels up to %s (asked for %s)", top, name)
	}
	return nil
}

// searchSlots bounds the searches (AI moves and analysis) running at once
// in the process; nil is no bound. The server sets it before serving.
var searchSlots atomic.Pointer[chan struct{}]

// LimitSearches lets at most n searches run at once across every session
// of the process (n <= 0: no limit); a search waits for a slot, and a
// search cancelled while waiting never starts. Call it before any search.
func LimitSearches(n int) {
	if n <= 0 {
		searchSlots.Store(nil)
		return
	}
	ch := make(chan struct{}, n)
	searchSlots.Store(&ch)
}

// takeSearchSlot waits for a slot (or ctx's end) and returns its release.
func takeSearchSlot(ctx context.Context) func() {
	p := searchSlots.Load()
	if p == nil {
		return func() {}
	}
	select {
	case *p <- struct{}{}:
		return func() { <-*p }
	case <-ctx.Done():
		return func() {}
	}
}

// ShutdownMsg tells a visitor's TUI that the server is closing: it saves
// the game in progress and quits (see App.Farewell).
type ShutdownMsg struct{}

// saver is a screen with a game that can be written as a record.
type saver interface {
	recordInProgress(now time.Time) (prefix string, text []byte, ok bool, err error)
}

// SaveRecord writes a record as w does (a new file dir/PREFIX-DATE-TIME.txt
// that never replaces another) and returns its path; the server saves the
// tables' games with it.
func SaveRecord(dir, prefix string, now time.Time, text []byte) (string, error) {
	return saveRecord(dir, prefix, now, text)
}

// allowRecordPath refuses, for a visitor, a file outside the host's record
// folder: a visitor must not read the host's files by typing their path.
func (o Options) allowRecordPath(path string) error {
	if o.Host == nil {
		return nil
	}
	dir, err := filepath.EvalSymlinks(o.Host.RecordDir)
	if err == nil {
		var abs string
		if abs, err = filepath.EvalSymlinks(path); err == nil {
			if rel, rerr := filepath.Rel(dir, abs); rerr == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				return nil
			}
		}
	}
	return fmt.Errorf("on this server only the host's saved games open (in %s)", filepath.Base(o.Host.RecordDir))
}
