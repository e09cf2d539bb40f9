package common

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"cabezacat/tui/gamesetup"
	"cabezacat/tui/record"
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
	// Log writes a report to the host's log (the stack of a panic in
	// this visitor's screen or search); nil: as without a host (see
	// Options.Log).
	Log func(report string)
	// Greeting is the server's word to the visitor on arrival ("welcome
	// back, alice"); Account is their account (nil: a guest).
	Greeting string
	Account  Account
}

// PanicLog is the file a program without a host (a terminal of its own)
// appends the reports of panics to, in the record folder: a stack written
// to the terminal would garble the screen.
const PanicLog = "panics.log"

// Log writes a report (a panic's value and stack) where the person
// running the program can find it later: the host's log for a visitor,
// else PanicLog in the record folder. It says where the report went, for
// the person's notice ("the host's log", the file's path), or why it
// could not be written.
func (o Options) Log(report string) (where string) {
	if o.Host != nil && o.Host.Log != nil {
		o.Host.Log(report)
		return "the host's log"
	}
	dir := o.RecordDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Sprintf("nowhere (%v)", err)
	}
	path := filepath.Join(dir, PanicLog)
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err == nil {
		_, err = fmt.Fprintf(f, "%s %s\n\n", time.Now().Format(time.RFC3339), strings.TrimRight(report, "\n"))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return fmt.Sprintf("nowhere (%v)", err)
	}
	return record.ShortPath(path)
}

// RecordDir is where the host's saves go for a visitor (never the
// server's working directory), and where w saves otherwise.
func (o Options) RecordDir() string {
	if o.Host != nil && o.Host.RecordDir != "" {
		return o.Host.RecordDir
	}
	if dir, err := record.SaveDir(); err == nil {
		return dir
	}
	return "."
}

// AllowAI refuses an AI level above the host's cap, so that one visitor
// cannot take every core with the strongest search.
func (o Options) AllowAI(p gamesetup.Player, cabezaGame bool) error {
	if o.Host == nil || !p.AI {
		return nil
	}
	if p.Engine != "" {
		// A visitor's command line would run on the host: never.
		return fmt.Errorf("engine programs do not run on this server: choose a built-in AI level")
	}
	limit, name := o.Host.MaxCabezaLevel, fmt.Sprint(p.Level)
	if !cabezaGame {
		limit, name = o.Host.MaxCatcatLevel, gamesetup.CatcatLevelName(p.Level)
	}
	if limit > 0 && p.Level > limit {
		top := fmt.Sprint(limit)
		if !cabezaGame {
			top = gamesetup.CatcatLevelName(limit)
		}
		return fmt.Errorf("this server allows AI levels up to %s (asked for %s)", top, name)
	}
	return nil
}

// AllowRecordPath refuses, for a visitor, a file outside the host's record
// folder: a visitor must not read the host's files by typing their path.
func (o Options) AllowRecordPath(path string) error {
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
