package puzzles

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
)

// keys are the trainer's keys; which are live depends on the stage.
type keys struct {
	Up, Down, Left, Right        key.Binding
	Choose, Type, Hint, Solution key.Binding
	TakeBack, Next, Back         key.Binding
	NextLanding                  key.Binding
	Help, Quit                   key.Binding
	solving, catcat, typing      bool
}

func newKeys() keys {
	return keys{
		Up:          key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑↓←→", "move")),
		Down:        key.NewBinding(key.WithKeys("down", "j")),
		Left:        key.NewBinding(key.WithKeys("left", "h")),
		Right:       key.NewBinding(key.WithKeys("right", "l")),
		Choose:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose")),
		NextLanding: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next move landing there")),
		Type:        key.NewBinding(key.WithKeys("m", ":"), key.WithHelp("m", "type a move")),
		Hint:        key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint")),
		Solution:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "solution")),
		TakeBack:    key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "take back")),
		Next:        key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next")),
		Back:        key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Help:        key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
		Quit:        key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
	}
}

// line is the key line of the stage.
func (k keys) line() []key.Binding {
	switch {
	case k.typing:
		return []key.Binding{key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play")), key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel"))}
	case !k.solving:
		return []key.Binding{k.Up, k.Choose, k.Back, k.Help, k.Quit}
	case k.catcat:
		play := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play the cell"))
		return []key.Binding{k.Up, play, k.Hint, k.Solution, k.TakeBack, k.Next, k.Back, k.Help, k.Quit}
	}
	// The cursor keys and m are in the full help (?): the line has room
	// for one way of moving.
	move := key.NewBinding(key.WithKeys("enter"), key.WithHelp("click/enter", "move"))
	return []key.Binding{move, k.Hint, k.Solution, k.TakeBack, k.Next, k.Back, k.Help, k.Quit}
}

func (k keys) ShortHelp() []key.Binding { return k.line() }

func (k keys) FullHelp() [][]key.Binding {
	if !k.solving {
		return [][]key.Binding{{k.Up, k.Choose, k.Back, k.Help, k.Quit}}
	}
	return [][]key.Binding{{k.Up, k.Choose, k.NextLanding, k.Type}, {k.Hint, k.Solution, k.TakeBack, k.Next}, {k.Back, k.Help, k.Quit}}
}

var _ help.KeyMap = keys{}
