package tui

// Options are the display settings chosen on the command line.
type Options struct {
	NoColor bool // draw without colour; shapes and letters carry meaning
	ASCII   bool // ASCII glyphs only, for fonts that draw symbols wide
}
