package game

import (
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
)

// The keys that copy out of the program, to the clipboard of the
// person's terminal (OSC 52, which crosses SSH too): the position on the
// board and the game's record. Capitals, free in both games and at a
// table; w saves the record to a file, W copies it.
var (
	CopyPositionKey = key.NewBinding(key.WithKeys("C"), key.WithHelp("C", "copy the position shown to the clipboard (through the terminal: OSC 52)"))
	CopyRecordKey   = key.NewBinding(key.WithKeys("W"), key.WithHelp("W", "copy the game's record to the clipboard (w saves it to a file)"))
)

// CopyKey handles C and W: the position shown, in the text position
// writes, or the record of the game (the whole game while the history is
// walked, as w saves it) goes to the clipboard, and the status says so;
// ok is false for any other key.
func (b *Base[G, M, P, R]) CopyKey(s Hooks[G], msg tea.KeyMsg, position func(P) string) (cmd tea.Cmd, ok bool) {
	switch {
	case key.Matches(msg, CopyPositionKey):
		b.Say(false, "%s", common.ClipboardNote("position"))
		return common.CopyToClipboard(position(b.Game.Position())), true
	case key.Matches(msg, CopyRecordKey):
		_, text, err := s.RecordText(b.Record(), time.Now())
		if err != nil {
			b.Say(true, "the record cannot be written: %v", err)
			return nil, true
		}
		b.Say(false, "%s", common.ClipboardNote("record"))
		return common.CopyToClipboard(string(text)), true
	}
	return nil, false
}
