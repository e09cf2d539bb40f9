package game

import "github.com/charmbracelet/bubbles/key"

// Keys are the keys every game screen has; each game's key map embeds
// them, with its own words where its keys differ (what undo takes back,
// what a new game is).
type Keys struct {
	Undo, New                   key.Binding
	Pause, Step, Faster, Slower key.Binding
	Back, Help, Quit            key.Binding
}

// The keys that are the same in every game.
var (
	PauseKey  = key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause / resume AI vs AI"))
	StepKey   = key.NewBinding(key.WithKeys("s", "."), key.WithHelp("s", "step one AI move"))
	FasterKey = key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "AI vs AI faster"))
	SlowerKey = key.NewBinding(key.WithKeys("-"), key.WithHelp("-", "AI vs AI slower"))
	HelpKey   = key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help"))
	QuitKey   = key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit (asks first when the game is not saved: y quits, w saves and quits); ctrl+c too, and ctrl+c twice saves and quits"))
)

// The one-line help of AI vs AI: no cursor, no typing, the pace keys.
var (
	aiShortPause   = key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause"))
	aiShortStep    = key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "step"))
	aiShortPace    = key.NewBinding(key.WithKeys("+"), key.WithHelp("+/-", "pace"))
	aiShortHistory = key.NewBinding(key.WithKeys("<"), key.WithHelp("<", "history"))
	aiShortNew     = key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "new"))
	ShortQuit      = key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit"))
	ShortType      = key.NewBinding(key.WithKeys(":"), key.WithHelp(":", "type"))
)

// aiShortResume is p's word in the footer while AI vs AI is paused.
var aiShortResume = key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "resume"))

// AIVsAIShortHelp is the one-line help of a screen whose sides are both
// AI; once the game is over there is nothing to pause, step or pace.
func AIVsAIShortHelp(paused, over bool, undo, help, quit key.Binding) []key.Binding {
	if over {
		return []key.Binding{aiShortHistory, ShortReview, undo, aiShortNew, help, quit}
	}
	p := aiShortPause
	if paused {
		p = aiShortResume
	}
	return []key.Binding{p, aiShortStep, aiShortPace, aiShortHistory, undo, aiShortNew, help, quit}
}

// ReviewKey opens the review of the game (over, or so far): the engine
// over every position, the graph, the marks, learn from your mistakes.
var ReviewKey = key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "review the game: graph, every move marked, accuracy, learn from your mistakes"))

// ShortReview is R in a finished game's footer.
var ShortReview = key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "review"))
