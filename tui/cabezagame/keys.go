package cabezagame

import (
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/tui/analysis"
	"cabezacat/tui/components/confirm"
	"cabezacat/tui/game"
)

// cabezaKeys are the keys of the Cabeza screen. Directions are screen
// directions (up is north unless the board is flipped); y u b n are the
// diagonals, for the cursor and for the Cabeza's diagonal slides:
//
//	y k u
//	h   l
//	b j n
type cabezaKeys struct {
	Up, Down, Left, Right, NW, NE, SW, SE key.Binding
	Act, NextPiece, PrevPiece, BackStep   key.Binding
	Type, Flip                            key.Binding
	Older, Newer                          key.Binding
	game.Keys
}

func (k cabezaKeys) ShortHelp() []key.Binding {
	return []key.Binding{cabezaShortMove, cabezaShortAct, game.ShortType, cabezaShortUndo, cabezaShortFlip, k.Help, game.ShortQuit}
}

// shortHelp is the footer: the keys of the screen's mode.
func (m Model) shortHelp() []key.Binding {
	if m.AIVsAI() {
		return game.AIVsAIShortHelp(m.Paused, m.Over(), cabezaShortUndo, m.keys.Help, game.ShortQuit) // the short undo: the full one's long help would push q off
	}
	if m.Over() && !m.table.OneGame {
		// Nothing to pick or type: the review comes first.
		return []key.Binding{game.ShortReview, cabezaShortMove, cabezaShortUndo, cabezaShortFlip, m.keys.Help, game.ShortQuit}
	}
	return m.keys.ShortHelp()
}

var (
	cabezaShortMove = key.NewBinding(key.WithKeys("h"), key.WithHelp("hjkl yubn", "move"))
	cabezaShortAct  = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "pick/play"))
	cabezaShortUndo = key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "undo"))
	cabezaShortFlip = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip"))
)

func (k cabezaKeys) FullHelp() [][]key.Binding {
	return append([][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.NW, k.NE, k.SW, k.SE},
		{k.Act, k.NextPiece, k.PrevPiece, k.BackStep, k.Type},
		{k.Flip, k.Undo, k.New, k.Older, k.Newer},
		{k.Pause, k.Step, k.Faster, k.Slower},
		{k.Back, k.Help, k.Quit, game.ReviewKey},
		{game.CopyPositionKey, game.CopyRecordKey},
		{takeOverKeys.Human, takeOverKeys.AI},
	}, analysis.Keys.HelpRows()...)
}

var defaultCabezaKeys = cabezaKeys{
	Up:        key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "cursor up; with a piece selected: roll/slide up")),
	Down:      key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
	Left:      key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "left")),
	Right:     key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "right")),
	NW:        key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "up-left (the Cabeza slides diagonally)")),
	NE:        key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "up-right")),
	SW:        key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "down-left")),
	SE:        key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "down-right")),
	Act:       key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "select the piece under the cursor / play the previewed move")),
	NextPiece: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next piece; with a piece selected: its next legal move")),
	PrevPiece: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous piece / move")),
	BackStep:  key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", "take back the last step of the preview")),
	Type:      key.NewBinding(key.WithKeys(":", "m"), key.WithHelp(":/m", "type a move in notation (Fne, Cnne, On)")),
	Flip:      key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip the board")),
	Older:     key.NewBinding(key.WithKeys("pgup", "["), key.WithHelp("pgup/[", "scroll the move history back")),
	Newer:     key.NewBinding(key.WithKeys("pgdown", "]"), key.WithHelp("pgdn/]", "scroll the move history forward")),
	Keys: game.Keys{
		Undo:   key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "undo (against the AI: to your last turn)")),
		New:    key.NewBinding(key.WithKeys("g", "ctrl+n"), key.WithHelp("g", "new game (asks first when this one is not saved: y, w saves, n)")),
		Pause:  game.PauseKey,
		Step:   game.StepKey,
		Faster: game.FasterKey,
		Slower: game.SlowerKey,
		Back:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back out: step, selection; twice: menu (asks first when the game is not saved)")),
		Help:   game.HelpKey,
		Quit:   game.QuitKey,
	},
}

// stepOf is the board step (dx east, dy north) of a direction key: the
// screen's direction, turned round when the board is flipped.
func (m Model) stepOf(msg tea.KeyMsg) (d [2]int, ok bool) {
	k := m.keys
	dirs := []struct {
		b key.Binding
		d [2]int
	}{{k.Up, [2]int{0, 1}}, {k.Down, [2]int{0, -1}}, {k.Left, [2]int{-1, 0}}, {k.Right, [2]int{1, 0}},
		{k.NW, [2]int{-1, 1}}, {k.NE, [2]int{1, 1}}, {k.SW, [2]int{-1, -1}}, {k.SE, [2]int{1, -1}}}
	for _, e := range dirs {
		if key.Matches(msg, e.b) {
			if m.flipped {
				e.d = [2]int{-e.d[0], -e.d[1]}
			}
			return e.d, true
		}
	}
	return d, false
}

// key handles the Cabeza screen's own keys and those every game has (see
// game.Base.PlayKey).
func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	if !key.Matches(msg, k.Back) {
		m.EscArmed = false
	}
	if d, ok := m.stepOf(msg); ok {
		if m.sel != 0 {
			m.addStep(d)
		} else {
			x, y := m.cursor.X()+d[0], m.cursor.Y()+d[1]
			if x >= 0 && x < 10 && y >= 0 && y < 10 {
				m.cursor = cabeza.SquareAt(x, y)
			}
		}
		return nil
	}
	if cmd, ok := m.PlayKey(m, msg, k.Keys); ok {
		return cmd
	}
	switch {
	case key.Matches(msg, game.ReviewKey):
		return m.review()
	case key.Matches(msg, k.Act):
		return m.act()
	case key.Matches(msg, k.NextPiece):
		m.cycle(+1)
	case key.Matches(msg, k.PrevPiece):
		m.cycle(-1)
	case key.Matches(msg, k.BackStep):
		if len(m.steps) > 0 {
			m.steps = m.steps[:len(m.steps)-1]
			m.preview = cabeza.NoMove
			if len(m.steps) > 0 {
				m.preview, _ = cabeza.ParseMove(m.Game.Position(), m.stepText(m.steps))
			}
			m.describe()
		} else if m.preview != cabeza.NoMove {
			m.preview = cabeza.NoMove
			m.describe()
		}
	case key.Matches(msg, k.Type):
		if !m.HumanToMove() {
			m.Say(true, "it is not your turn")
			return nil
		}
		return m.OpenPrompt()
	case key.Matches(msg, k.Older):
		m.histBack = min(m.histBack+5, max(len(m.Game.Moves())/2-1, 0))
	case key.Matches(msg, k.Newer):
		m.histBack = max(m.histBack-5, 0)
	case key.Matches(msg, k.Flip):
		m.flipped = !m.flipped
	case key.Matches(msg, k.Undo):
		if m.clock.on() {
			m.Say(true, "no take-backs on a clock: g starts a new game")
			return nil
		}
		return m.undo()
	case key.Matches(msg, k.New):
		if m.Unsaved() {
			m.Confirm(m, confirm.AskNew)
			return nil
		}
		return m.restart()
	case key.Matches(msg, k.Back):
		switch {
		case len(m.steps) > 0 || m.preview != cabeza.NoMove:
			m.steps, m.preview = nil, cabeza.NoMove
			m.describe()
		case m.sel != 0:
			m.deselect()
			m.Status = ""
		default:
			return m.EscToMenu(m)
		}
	case m.progs.lost != nil && (key.Matches(msg, takeOverKeys.Human) || key.Matches(msg, takeOverKeys.AI)):
		return m.takeOver(key.Matches(msg, takeOverKeys.Human))
	}
	return nil
}

// enterMove plays the move typed at the prompt; a mistyped or illegal
// move is explained while the text stays for correcting.
func (m *Model) enterMove(text string) tea.Cmd {
	text = strings.TrimSpace(text)
	if !m.HumanToMove() {
		m.Say(true, "it is not your turn")
		return nil
	}
	mv, err := cabeza.ParseMove(m.Game.Position(), text)
	if err != nil {
		m.Say(true, "%v", err)
		return nil
	}
	m.ClosePrompt()
	return m.Play(mv)
}

// undo takes moves back (see game.Base.UndoMoves), dropping the selection
// and the prompt.
func (m *Model) undo() tea.Cmd {
	m.stopPonder()
	m.pondered = pondered{}
	m.deselect()
	m.Prompting = false
	m.Prompt.Blur()
	return m.UndoMoves(m)
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
