package tui

import "github.com/charmbracelet/bubbles/key"

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
	Type, Flip, Undo, New                 key.Binding
	Older, Newer                          key.Binding
	Pause, Step, Faster, Slower           key.Binding
	Back, Help, Quit                      key.Binding
}

func (k cabezaKeys) ShortHelp() []key.Binding {
	return []key.Binding{cabezaShortMove, cabezaShortAct, cabezaShortType, cabezaShortUndo, cabezaShortFlip, k.Help, shortQuit}
}

// The one-line help of AI vs AI: no cursor, no typing, the pace keys.
var (
	aiShortPause   = key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause"))
	aiShortStep    = key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "step"))
	aiShortPace    = key.NewBinding(key.WithKeys("+"), key.WithHelp("+/-", "pace"))
	aiShortHistory = key.NewBinding(key.WithKeys("<"), key.WithHelp("<", "history"))
	aiShortNew     = key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "new"))
	shortQuit      = key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit"))
)

// aiShortResume is p's word in the footer while AI vs AI is paused.
var aiShortResume = key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "resume"))

// aiVsAIShortHelp is the one-line help of a screen whose sides are both AI.
func aiVsAIShortHelp(paused bool, undo, help, quit key.Binding) []key.Binding {
	p := aiShortPause
	if paused {
		p = aiShortResume
	}
	return []key.Binding{p, aiShortStep, aiShortPace, aiShortHistory, undo, aiShortNew, help, quit}
}

// shortHelp is the footer: the keys of the screen's mode.
func (m cabezaGame) shortHelp() []key.Binding {
	if m.aiVsAI() {
		return aiVsAIShortHelp(m.paused, cabezaShortUndo, m.keys.Help, shortQuit) // the short undo: the full one's long help would push q off
	}
	return m.keys.ShortHelp()
}

var (
	cabezaShortMove = key.NewBinding(key.WithKeys("h"), key.WithHelp("hjkl yubn", "move"))
	cabezaShortAct  = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "pick/play"))
	cabezaShortType = key.NewBinding(key.WithKeys(":"), key.WithHelp(":", "type"))
	cabezaShortUndo = key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "undo"))
	cabezaShortFlip = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip"))
)

func (k cabezaKeys) FullHelp() [][]key.Binding {
	return append([][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.NW, k.NE, k.SW, k.SE},
		{k.Act, k.NextPiece, k.PrevPiece, k.BackStep, k.Type},
		{k.Flip, k.Undo, k.New, k.Older, k.Newer},
		{k.Pause, k.Step, k.Faster, k.Slower},
		{k.Back, k.Help, k.Quit},
		{takeOverKeys.Human, takeOverKeys.AI},
	}, analysisKeys.helpRows()...)
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
	Undo:      key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "undo (against the AI: to your last turn)")),
	New:       key.NewBinding(key.WithKeys("g", "ctrl+n"), key.WithHelp("g", "new game (asks first when this one is not saved: y, w saves, n)")),
	Older:     key.NewBinding(key.WithKeys("pgup", "["), key.WithHelp("pgup/[", "scroll the move history back")),
	Newer:     key.NewBinding(key.WithKeys("pgdown", "]"), key.WithHelp("pgdn/]", "scroll the move history forward")),
	Pause:     key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause / resume AI vs AI")),
	Step:      key.NewBinding(key.WithKeys("s", "."), key.WithHelp("s", "step one AI move")),
	Faster:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "AI vs AI faster")),
	Slower:    key.NewBinding(key.WithKeys("-"), key.WithHelp("-", "AI vs AI slower")),
	Back:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back out: step, selection; twice: menu (asks first when the game is not saved)")),
	Help:      key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
	Quit:      key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit (asks first when the game is not saved: y quits, w saves and quits); ctrl+c too, and ctrl+c twice saves and quits")),
}
