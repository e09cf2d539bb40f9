package analysis

import (
	"github.com/charmbracelet/bubbles/key"
)

// KeyMap are the keys of analysis, the PV preview and the history
// walk, shared by the game screens. None of them is a key of the screens'
// own maps, so the screens route them first.
type KeyMap struct {
	Toggle, Pause, Deepen, Preview                key.Binding
	Back, Forward, Start, End, PlayOn, Save       key.Binding
	PrevStep, NextStep, PrevLine, NextLine, Leave key.Binding
}

var Keys = KeyMap{
	Toggle:  key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "analysis on/off (the engine thinks about the shown position; stops while the AI moves)")),
	Pause:   key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "pause / resume the analysis")),
	Deepen:  key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "analysis: search one depth more, then pause (from off: depth 1)")),
	Preview: key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "preview: step through the analysis' lines on the board")),

	Back:    key.NewBinding(key.WithKeys("<", ","), key.WithHelp("</,", "history: one move back")),
	Forward: key.NewBinding(key.WithKeys(">"), key.WithHelp(">", "history: one move forward")),
	Start:   key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "history: the start")),
	End:     key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "history: end of the line shown; again: back to the game")),
	PlayOn:  key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "play on from the shown position (drops the moves after it)")),
	Save:    key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "save the game's record to GAME-DATE-TIME.txt in ~/.local/share/cabezacat (or $XDG_DATA_HOME/cabezacat)")),

	PrevStep: key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "preview: one move back")),
	NextStep: key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "preview: one move forward")),
	PrevLine: key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "preview: the line above")),
	NextLine: key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "preview: the line below")),
	Leave:    key.NewBinding(key.WithKeys("esc", "v"), key.WithHelp("esc/v", "leave the preview")),
}

// HelpRows are the analysis keys for a screen's full help.
func (k KeyMap) HelpRows() [][]key.Binding {
	return [][]key.Binding{
		{k.Toggle, k.Pause, k.Deepen, k.Preview},
		{k.PrevStep, k.NextStep, k.PrevLine, k.NextLine, k.Leave},
		{k.Back, k.Forward, k.Start, k.End, k.PlayOn, k.Save},
	}
}
