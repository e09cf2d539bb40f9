package catcatgame

import (
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/analysis"
	"cabezacat/tui/components/confirm"
	"cabezacat/tui/game"
)

// catcatKeys are the keys of the Catch the Cat screen. The six hex
// directions sit on the keyboard as they sit on the board:
//
//	 y u        NW NE
//	h   l      W     E
//	 b n        SW SE
//
// The arrows and j/k move the cursor straight up and down the screen (the
// rows zig-zag, so that alternates between the two upper or lower
// neighbours). With a capital letter the cat moves at once.
type catcatKeys struct {
	Left, Right, Up, Down      key.Binding
	NW, NE, SW, SE             key.Binding
	Act, Type                  key.Binding
	CatW, CatE                 key.Binding
	CatNW, CatNE, CatSW, CatSE key.Binding
	Restart                    key.Binding
	game.Keys
}

func (k catcatKeys) ShortHelp() []key.Binding {
	return []key.Binding{catcatShortMove, catcatShortAct, game.ShortType, k.Undo, catcatShortNew, k.Help, game.ShortQuit}
}

// shortHelp is the footer: the keys of the screen's mode.
func (m Model) shortHelp() []key.Binding {
	if m.AIVsAI() {
		return game.AIVsAIShortHelp(m.Paused, m.Over(), m.keys.Undo, m.keys.Help, game.ShortQuit)
	}
	if m.table.OneGame {
		return slices.DeleteFunc(m.keys.ShortHelp(), func(b key.Binding) bool { return b.Help() == catcatShortNew.Help() })
	}
	if m.Over() && !m.table.OneGame {
		// Nothing to play: the review comes first.
		return []key.Binding{game.ShortReview, catcatShortMove, m.keys.Undo, catcatShortNew, m.keys.Help, game.ShortQuit}
	}
	return m.keys.ShortHelp()
}

// The one-line help names keys in groups; '?' lists them one by one.
var (
	catcatShortMove = key.NewBinding(key.WithKeys("h"), key.WithHelp("hjkl yubn", "cursor"))
	catcatShortAct  = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play"))
	catcatShortNew  = key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "new"))
)

func (k catcatKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Left, k.Right, k.Up, k.Down, k.NW, k.NE, k.SW, k.SE, k.Act, k.Type},
		{k.CatW, k.CatE, k.CatNW, k.CatNE, k.CatSW, k.CatSE},
		{k.Undo, k.Restart, k.New, k.Pause, k.Step, k.Faster, k.Slower},
		{k.Back, k.Help, k.Quit, game.ReviewKey},
		{game.CopyPositionKey, game.CopyRecordKey},
		{overlayKeys.Heat, overlayKeys.Route, overlayKeys.Block},
		{analysis.Keys.Toggle, analysis.Keys.Pause, catcatDeepen, analysis.Keys.Preview},
		{analysis.Keys.PrevStep, analysis.Keys.NextStep, analysis.Keys.PrevLine, analysis.Keys.NextLine, analysis.Keys.Leave},
		{analysis.Keys.Back, analysis.Keys.Forward, analysis.Keys.Start, analysis.Keys.End, analysis.Keys.PlayOn, analysis.Keys.Save},
	}
}

var defaultCatcatKeys = catcatKeys{
	Left:    key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "cursor west")),
	Right:   key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "cursor east")),
	Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "cursor up (zig-zag)")),
	Down:    key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "cursor down (zig-zag)")),
	NW:      key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "cursor north-west")),
	NE:      key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "cursor north-east")),
	SW:      key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "cursor south-west")),
	SE:      key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "cursor south-east")),
	Act:     key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "move the cat / block the cell")),
	Type:    key.NewBinding(key.WithKeys(":", "m"), key.WithHelp(":/m", "type a move: the cell x,y (the centre is 0,0, x east, y south)")),
	CatW:    key.NewBinding(key.WithKeys("H"), key.WithHelp("H", "cat: move west at once")),
	CatE:    key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "cat: move east at once")),
	CatNW:   key.NewBinding(key.WithKeys("Y"), key.WithHelp("Y", "cat: move north-west at once")),
	CatNE:   key.NewBinding(key.WithKeys("U"), key.WithHelp("U", "cat: move north-east at once")),
	CatSW:   key.NewBinding(key.WithKeys("B"), key.WithHelp("B", "cat: move south-west at once")),
	CatSE:   key.NewBinding(key.WithKeys("N"), key.WithHelp("N", "cat: move south-east at once")),
	Restart: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "restart this board (asks first when the game is not saved)")),
	Keys: game.Keys{
		Undo:   key.NewBinding(key.WithKeys("z", "backspace"), key.WithHelp("z", "undo")),
		New:    key.NewBinding(key.WithKeys("ctrl+n", "g"), key.WithHelp("g", "new game on a new board (asks first when this one is not saved)")),
		Pause:  game.PauseKey,
		Step:   game.StepKey,
		Faster: game.FasterKey,
		Slower: game.SlowerKey,
		Back:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back out; twice: menu (asks first when the game is not saved)")),
		Help:   game.HelpKey,
		Quit:   game.QuitKey,
	},
}

// key handles the Catch the Cat screen's own keys and those every game
// has (see game.Base.PlayKey).
func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	if !key.Matches(msg, k.Back) {
		m.EscArmed = false
	}
	dirs := []struct {
		b key.Binding
		d catcat.Direction
	}{{k.Left, catcat.West}, {k.Right, catcat.East}, {k.NW, catcat.NorthWest}, {k.NE, catcat.NorthEast}, {k.SW, catcat.SouthWest}, {k.SE, catcat.SouthEast}}
	for _, d := range dirs {
		if key.Matches(msg, d.b) {
			m.moveCursor(m.cursor.Neighbour(d.d))
			return nil
		}
	}
	catDirs := []struct {
		b key.Binding
		d catcat.Direction
	}{{k.CatW, catcat.West}, {k.CatE, catcat.East}, {k.CatNW, catcat.NorthWest}, {k.CatNE, catcat.NorthEast}, {k.CatSW, catcat.SouthWest}, {k.CatSE, catcat.SouthEast}}
	for _, d := range catDirs {
		if key.Matches(msg, d.b) {
			if m.Game.Position().Turn() != catcat.CatToMove {
				m.Say(true, "it is the catcher's turn: move the cursor and press enter to block")
				return nil
			}
			return m.act(m.Game.Position().Cat().Neighbour(d.d))
		}
	}
	if cmd, ok := m.PlayKey(m, msg, k.Keys); ok {
		return cmd
	}
	switch {
	case key.Matches(msg, game.ReviewKey):
		return m.review()
	case key.Matches(msg, k.Up):
		m.moveVertical(-1)
	case key.Matches(msg, k.Down):
		m.moveVertical(+1)
	case key.Matches(msg, k.Act):
		return m.act(m.cursor)
	case key.Matches(msg, k.Type):
		if !m.HumanToMove() {
			m.act(m.cursor) // says why not
			return nil
		}
		return m.OpenPrompt()
	case key.Matches(msg, k.Undo):
		return m.undo()
	case key.Matches(msg, k.Restart):
		if m.Unsaved() {
			m.Confirm(m, confirm.AskRestart)
			return nil
		}
		return m.restart(m.setup)
	case key.Matches(msg, k.New):
		if m.Unsaved() {
			m.Confirm(m, confirm.AskNew)
			return nil
		}
		return m.newBoard()
	case key.Matches(msg, k.Back):
		return m.EscToMenu(m)
	}
	return nil
}

// review is R: the review of the game (or of the line walked), unless
// the game is at a table, which reviews its game itself.
func (m *Model) review() tea.Cmd {
	if m.table.OneGame {
		m.Say(false, "at a table, review the game when it is over: R on the table's screen")
		return nil
	}
	g := m.Record()
	_, text, err := m.RecordText(g, time.Now())
	n := len(g.Moves())
	return m.OpenReview(text, err, n, n, *m)
}

// ReviewRecord is the record text of the game (or of the line walked),
// for a table to open its review with (see tablescreen).
func (m Model) ReviewRecord() ([]byte, error) {
	_, text, err := m.RecordText(m.Record(), time.Now())
	return text, err
}
