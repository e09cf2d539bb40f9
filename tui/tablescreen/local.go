package tablescreen

import (
	"fmt"
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/record"
	"cabezacat/tui/table"
)

// An adjourned clocked game (saved when the players quit a hot-seat game
// with a clock, or when a server's table was adjourned) keeps its clock
// in its record (see table.RecordClock). Opened again, it is not walked
// through as a finished game is: it resumes where it stopped, both sides
// at this keyboard, each side's clock at the time it had left.

// Resume opens the game of setup (its start and moves) at a
// table of its own with the record's clock text. A clock that does not
// read is an error naming the file and what is wrong.
func Resume(opts common.Options, path, clock string, setup table.Setup, newInner func(table.Setup) (game.Table, error)) (common.Screen, error) {
	tc, left, err := table.ParseRecordClock(setup.Kind, clock)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	setup.Clock, setup.Left = tc, left
	s, err := OpenLocal(opts, setup, table.WallClock{}, newInner)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if t, ok := s.(Model); ok {
		t.Say(false, "resumed with the clocks as they were: %s %s, %s %s",
			setup.Kind.SideName(0), table.FormatClock(left[0]), setup.Kind.SideName(1), table.FormatClock(left[1]))
		return t, nil
	}
	return s, nil
}

// OpenLocal seats both sides of a new table at this keyboard.
// The table's lobby is its own: a game left unfinished is adjourned and
// saved like a server's. newInner opens the game screen (see
// New).
func OpenLocal(opts common.Options, setup table.Setup, clock table.Clock, newInner func(table.Setup) (game.Table, error)) (common.Screen, error) {
	dir := opts.RecordDir()
	local := &localTable{}
	lobby := table.NewLobby(table.Config{Clock: clock, Grace: time.Second, MaxTables: 1,
		Save: func(k table.Kind, text []byte) (string, error) {
			local.saved, local.err = record.Save(dir, k.String(), time.Now(), text)
			return local.saved, local.err
		},
		Log: func(report string) { opts.Log(report) }, // not the terminal the game is drawn on
	})
	local.lobby = lobby
	first, err := lobby.Open(setup, table.Identity{}, 0)
	if err != nil {
		return nil, err
	}
	t, err := lobby.Find(first.Code())
	if err != nil {
		return nil, err
	}
	second, err := t.Join(table.Identity{}, false, "")
	if err != nil {
		first.Leave()
		return nil, err
	}
	s, err := New(opts, clock, newInner, first, second)
	if t, ok := s.(Model); ok {
		t.local = local
		return t, nil
	}
	return s, err
}

// localTable is the lobby of a clocked game at one keyboard. Its table's
// goroutine writes saved and err (the game's record), read only after
// lobby.Close has waited for that goroutine.
type localTable struct {
	lobby *table.Lobby
	saved string
	err   error
}

// oneKeyboardKeys are the game's own keys at one keyboard, but a new
// game (a clocked game is played out, or left with esc), and the two a
// clock adds: resigning, and a draw agreed.
type oneKeyboardKeys struct {
	game  help.KeyMap
	isNew func(tea.KeyMsg) bool
}

func (k oneKeyboardKeys) ShortHelp() []key.Binding { return k.game.ShortHelp() }

func (k oneKeyboardKeys) FullHelp() [][]key.Binding {
	var rows [][]key.Binding
	for _, row := range k.game.FullHelp() {
		rows = append(rows, slices.DeleteFunc(slices.Clone(row), func(b key.Binding) bool {
			return slices.ContainsFunc(b.Keys(), func(s string) bool {
				return k.isNew(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)})
			})
		}))
	}
	return append(rows, []key.Binding{oneKeyboardResign, oneKeyboardDraw})
}

var (
	oneKeyboardResign = key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "the side to move resigns (press twice)"))
	oneKeyboardDraw   = key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "a draw, agreed (press twice)"))
)

// rulesOneKeyboard is what the help page adds to the game's rules for a
// clocked game at one keyboard.
const rulesOneKeyboard = `With a clock, the side whose time runs out loses; each side's time is
in the panel. R twice resigns for the side to move; D twice agrees a
draw. q, ctrl+c or esc twice adjourn an unfinished game and save it with
its clocks: open it again (Open a saved game) to play on.`
