package learn

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"

	"cabezacat/tui/analysis"
	"cabezacat/tui/game"
)

// keyMap is the keys of both pages. A step's page passes every other key
// to the game screen under it (the cursor, selecting, typing a move),
// except those that would leave the lesson's position: its analysis,
// history and AI keys (blocked).
type keyMap struct {
	Up, Down, Choose        key.Binding // the list
	Retry, Skip, Prev, Next key.Binding // a step
	Back, Help, Quit        key.Binding
	step                    bool            // the step's page is open
	board                   [][]key.Binding // the game screen's move keys, for the help page
}

var defaultKeys = keyMap{
	Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
	Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
	Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "start the lesson (at its first step not done)")),
	Retry:  key.NewBinding(key.WithKeys("r", "z"), key.WithHelp("r", "retry the step from its position (z too)")),
	Skip:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "skip to the next step (it stays not done)")),
	Prev:   key.NewBinding(key.WithKeys("<"), key.WithHelp("<", "back to the step before")),
	Next:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "next step, once this one is done")),
	Back:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back: the list of lessons; from there, the menu")),
	Help:   game.HelpKey,
	Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit (the steps done are saved as they are done)")),
}

// blocked are the game screen's keys a lesson does not pass: analysis,
// its preview and the history walk, saving, and the pace of AI games.
var blocked = []key.Binding{
	analysis.Keys.Toggle, analysis.Keys.Pause, analysis.Keys.Deepen, analysis.Keys.Preview,
	analysis.Keys.Back, analysis.Keys.Forward, analysis.Keys.Start, analysis.Keys.End,
	analysis.Keys.PlayOn, analysis.Keys.Save,
	game.PauseKey, game.StepKey, game.FasterKey, game.SlowerKey,
}

func (k keyMap) ShortHelp() []key.Binding {
	if k.step {
		return []key.Binding{shortRetry, shortSkip, shortNext, shortPrev, shortBack, k.Help, shortQuit}
	}
	return []key.Binding{k.Up, k.Down, shortChoose, shortMenu, k.Help, shortQuit}
}

func (k keyMap) FullHelp() [][]key.Binding {
	if k.step {
		return append([][]key.Binding{{k.Retry, k.Skip, k.Next, k.Prev}, {k.Back, k.Help, k.Quit}}, k.board...)
	}
	return [][]key.Binding{{k.Up, k.Down, k.Choose}, {k.Back, k.Help, k.Quit}}
}

// The key line's short words.
var (
	shortRetry  = key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "retry"))
	shortSkip   = key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "skip"))
	shortNext   = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "next"))
	shortPrev   = key.NewBinding(key.WithKeys("<"), key.WithHelp("<", "back a step"))
	shortBack   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "lessons"))
	shortMenu   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "menu"))
	shortChoose = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "start"))
	shortQuit   = key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit"))
)

var _ help.KeyMap = keyMap{}
