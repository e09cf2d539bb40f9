package common

import (
	"fmt"
	"path/filepath"
	"strings"

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
