package common

import (
	"io"
	"os"

	"github.com/aymanbagabas/go-osc52/v2"
	tea "github.com/charmbracelet/bubbletea"
)

// ClipboardMsg asks the root to write Seq, an OSC 52 sequence that puts
// text on the clipboard, to the terminal the program draws on (see
// Options.Terminal). The sequence is written by the root, not by a
// screen: over SSH it must reach that visitor's terminal, through the
// same locked writer as the frames (a frame cut in two by it would be
// garbage on the screen).
type ClipboardMsg struct{ Seq string }

// CopyToClipboard is the command that puts text on the clipboard of the
// person's terminal: OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`), which a
// terminal may refuse (some ask first, some need it allowed), and which
// crosses SSH since it is only output.
func CopyToClipboard(text string) tea.Cmd {
	seq := osc52.New(text).String()
	return func() tea.Msg { return ClipboardMsg{Seq: seq} }
}

// ClipboardNote is what the status line says after a copy: the program
// cannot know whether the terminal took it.
func ClipboardNote(what string) string {
	return what + " copied to the clipboard (OSC 52: your terminal must allow it)"
}

// WithTerminal returns the options with w as the terminal the program
// draws on: the writer of the program's frames (tea.WithOutput), which
// must be safe for a write from another goroutine than the renderer's.
func (o Options) WithTerminal(w io.Writer) Options {
	o.terminal = w
	return o
}

// Terminal is where the program draws: an SSH visitor's session, or the
// process's standard output (an *os.File, whose writes never interleave).
func (o Options) Terminal() io.Writer {
	if o.terminal != nil {
		return o.terminal
	}
	return os.Stdout
}
