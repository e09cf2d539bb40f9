// Package noquery stops the terminal from being asked for its background
// colour when the program starts. It imports nothing of the project
// (lipgloss alone, see below).
//
// Bubble Tea v1's package init asks lipgloss whether the background is
// dark, and termenv answers by writing OSC 11 and a cursor-position query
// (CSI 6n) to the terminal and waiting up to five seconds for the reply.
// A terminal or multiplexer that does not answer makes the first frame
// wait those five seconds, also with --no-color, and a late reply leaks
// into the game's input. cabezacat never needs the answer: the palette is
// chosen by --theme or CABEZACAT_THEME, and no style adapts to the
// background.
//
// The init here declares the background dark on lipgloss's default
// renderer, so the question is never put. It must run before Bubble
// Tea's: Go initialises packages in import-path order among those whose
// imports are ready, and this package imports only lipgloss, so
// "cabezacat/tui/noquery" runs before "github.com/charmbracelet/bubbletea".
// The tui package imports it; main_test.go checks the effect on a pty that
// answers nothing.
package noquery
