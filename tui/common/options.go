package common

import (
	"io"
	"runtime"
	"time"

	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/settings"
)

// WithSettings is the options with s in effect: its display settings
// (colour, glyphs, theme) and the rest.
func (o Options) WithSettings(s settings.Settings) Options {
	o.Settings = s
	o.NoColor, o.ASCII = s.NoColor, s.ASCII
	o.Theme = ThemeDark
	if s.ThemeName() == "light" {
		o.Theme = ThemeLight
	}
	return o
}

// CurrentSettings are the settings as in effect now, the display ones
// read from the options (a flag may have changed them): what a settings
// screen starts from.
func (o Options) CurrentSettings() settings.Settings {
	s := o.Settings
	s.NoColor, s.ASCII, s.Theme = o.NoColor, o.ASCII, o.Theme.String()
	return s
}

// ProgressStore keeps a trainer's progress, the JSON the trainer writes
// and reads, in an account: LoadProgress is nil when nothing was saved.
// The trainers call it from commands, off the event loop.
type ProgressStore interface {
	LoadProgress(trainer string) ([]byte, error)
	SaveProgress(trainer string, data []byte) error
}

// Options are the display settings chosen on the command line.
type Options struct {
	NoColor bool  // draw without colour; shapes and letters carry meaning
	ASCII   bool  // ASCII glyphs only, for fonts that draw symbols wide
	Theme   Theme // the palette: for a dark or a light terminal background
	// Host is set when the TUI runs for a visitor of `cabezacat serve`.
	Host *Host
	// Settings are the player's settings in effect (the display ones
	// are NoColor, ASCII and Theme above, flags applied): the menu's
	// default levels, the board turned for blue. The zero value is the
	// defaults.
	Settings settings.Settings
	// SettingsStore is where the settings screen saves them (the config
	// file; an account's on a server); nil: they last this run only.
	SettingsStore settings.Store
	// SettingsProblem is why the saved settings could not be read (the
	// defaults are in effect): the menu says it when it first shows, as
	// standard error, written before the screen, is hidden under it.
	SettingsProblem string
	// ProgressStore keeps the trainers' progress (puzzles, lessons) in a
	// visitor's account on a server; nil: a local run keeps it in files
	// in the record folder, a server's guest for the visit only.
	ProgressStore ProgressStore
	// Threads is how many threads the Cabeza engine's analysis and its
	// strongest level search on (0: every core); see SearchThreads.
	Threads int
	// Ponder is how long the Cabeza AI may think on a person's time (the
	// reply it expects) while the person thinks: 0 never; see PonderFor.
	Ponder time.Duration

	// renderer is where the styles are built, which decides the colour
	// profile they render in: nil is lipgloss's default renderer (the
	// process's own terminal). An SSH session gives its own, so two
	// visitors' terminals never share one profile.
	renderer *lipgloss.Renderer
	// terminal is where the program's frames go, for what must reach the
	// terminal besides them (the clipboard): see WithTerminal.
	terminal io.Writer
}

// WithRenderer returns the options with styles built from r, the
// renderer of the terminal the program draws on (one per SSH session).
func (o Options) WithRenderer(r *lipgloss.Renderer) Options {
	o.renderer = r
	return o
}

// Renderer is the renderer the styles come from.
func (o Options) Renderer() *lipgloss.Renderer {
	if o.renderer != nil {
		return o.renderer
	}
	return lipgloss.DefaultRenderer()
}

// SearchThreads is how many threads the Cabeza engine's analysis and its
// strongest level search on: Threads, or every core. A visitor of a
// server gets one: the host's limit (--max-searches) counts searches
// that run at once, each worth a core, so one visitor must not take more.
func (o Options) SearchThreads() int {
	switch {
	case o.Host != nil:
		return 1
	case o.Threads > 0:
		return o.Threads
	}
	return runtime.NumCPU()
}

// PonderFor is how long the Cabeza AI may think on a person's time, 0
// for not at all: never for a server's visitor, since a search on a
// visitor's time would hold one of the host's search slots (its
// --max-searches) while other visitors' AIs wait for one.
func (o Options) PonderFor() time.Duration {
	if o.Host != nil {
		return 0
	}
	return max(o.Ponder, 0)
}
