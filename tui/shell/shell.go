package shell

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
)

// Model is the frame every screen runs in: it owns the current screen,
// routes messages to it and re-sends the last window size to a new screen
// so it can lay itself out at once. It also owns what every screen shares:
// the help page ('?'), the "terminal too small" notice, keys that arrived
// together, ctrl+c, and quitting with a farewell. It builds no screen:
// the root (App) does.
type Model struct {
	opts     common.Options
	st       common.Styles
	screen   common.Screen
	size     tea.WindowSizeMsg
	showHelp bool
	helpPage helpPage
	farewell string // set on shutdown (by the root) and on ctrl+c
}

func New(opts common.Options, s common.Screen) Model {
	return Model{opts: opts, st: common.NewStyles(opts), screen: s}
}

var helpToggle = key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help"))

func (a Model) Init() tea.Cmd { return a.screen.Init() }

func (a Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		msg = common.BoundSize(size) // what every screen and the help page see
	}
	switch msg := msg.(type) {
	case common.QuitMsg:
		a.farewell = msg.Farewell
		return a, a.Quit()
	case tea.KeyMsg:
		if several(msg) && (a.showHelp || !a.screen.Typing()) {
			return a.eachRune(msg)
		}
		if msg.String() == "ctrl+c" {
			return a.ctrlC()
		}
		if a.showHelp {
			switch msg.String() {
			case "?", "esc", "q", "enter":
				a.showHelp = false
			default:
				a.helpPage.scroll(msg.String())
			}
			return a, nil
		}
		if key.Matches(msg, helpToggle) && !a.screen.Typing() {
			a.showHelp = true
			a.helpPage = newHelpPage(a.st, a.opts, a.screen.KeyMap(), a.screen.Rules(), a.size)
			return a, nil
		}
		if a.tooSmall() && !a.actsUnseen(msg) {
			return a, nil
		}
	case tea.MouseMsg:
		if a.showHelp || a.tooSmall() {
			return a, nil // a click on a board no one sees
		}
	case tea.WindowSizeMsg:
		a.size = msg
		if a.showHelp {
			a.helpPage.resize(msg)
		}
	}
	next, cmd := a.screen.Update(msg)
	a.screen = next.(common.Screen)
	return a, cmd
}

// several reports a message of more than one letter: keys that arrived
// in one read (key repeat over SSH or tmux, a paste). It matches no key
// binding as a whole.
func several(msg tea.KeyMsg) bool { return msg.Type == tea.KeyRunes && len(msg.Runes) > 1 }

// eachRune handles the letters of one message one by one, as if typed
// apart. Once a letter gives a text field the keyboard (':' opens the
// move prompt), the rest goes to it as typed text. A paste into a text
// field never comes here: it stays one message, a paste.
func (a Model) eachRune(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	var cmds []tea.Cmd
	var m tea.Model = a
	for i, r := range msg.Runes {
		cur := m.(Model)
		if !cur.showHelp && cur.screen.Typing() {
			rest := tea.KeyMsg{Type: tea.KeyRunes, Runes: msg.Runes[i:], Alt: msg.Alt, Paste: msg.Paste}
			var cmd tea.Cmd
			m, cmd = cur.Update(rest)
			cmds = append(cmds, cmd)
			break
		}
		var cmd tea.Cmd
		m, cmd = cur.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
		cmds = append(cmds, cmd)
	}
	return m, tea.Batch(cmds...)
}

// ctrlC is ctrl+c: a screen with nothing to lose quits at once; one
// with a game asks first (the help page closes so the question shows).
func (a Model) ctrlC() (tea.Model, tea.Cmd) {
	if s, ok := a.screen.(common.Interrupter); ok {
		next, farewell, quit := s.Interrupt()
		a.screen = next
		if !quit {
			a.showHelp = false
			return a, nil
		}
		a.farewell = farewell
	}
	return a, a.Quit()
}

// Quit cancels what the screen runs (a search) before the program ends.
func (a Model) Quit() tea.Cmd {
	if c, ok := a.screen.(common.Stopper); ok {
		c.Stop()
	}
	return tea.Quit
}

// need is the smallest terminal that what is shown (the screen, or the
// help page) can be drawn in.
func (a Model) need() (width, height int) {
	if a.showHelp {
		return 40, 12
	}
	return a.screen.MinSize()
}

// tooSmall reports that the terminal is too small for what is shown, so
// the "terminal too small" notice is drawn instead.
func (a Model) tooSmall() bool {
	w, h := a.need()
	return a.size.Width > 0 && (a.size.Width < w || a.size.Height < h)
}

// actsUnseen reports that a key acts on a screen too big to be drawn:
// the keys that answer the question on the notice, or else q (quit, which
// asks first where a game would be lost). Any other key would act on a
// board no one sees: a blind enter plays a move, a blind y answers a
// question no one read. While a text field has the keyboard, q is a
// letter, and only ctrl+c acts.
func (a Model) actsUnseen(msg tea.KeyMsg) bool {
	if a.question() != "" {
		switch msg.String() {
		case "y", "Y", "n", "N", "w", "W", "q", "esc":
			return true
		}
		return false
	}
	return msg.String() == "q" && !a.screen.Typing()
}

// question is the screen's question waiting for its answer, or "".
func (a Model) question() string {
	if s, ok := a.screen.(common.Asker); ok {
		return s.Question()
	}
	return ""
}

func (a Model) View() string {
	if a.tooSmall() {
		w, h := a.need()
		return tooSmall(a.st, a.opts.ASCII, a.size, w, h, a.question())
	}
	view := a.screen.View()
	if a.showHelp {
		view = a.helpPage.View()
	}
	if a.opts.ASCII {
		view = common.ASCIIPunctuation.Replace(view)
	}
	return view
}

// tooSmall is drawn instead of a screen that does not fit: a clipped board
// is worse than none, and the person learns how far to enlarge the window.
// A question waiting for its answer (quit without saving?) is shown
// under it, since the next key answers it.
func tooSmall(st common.Styles, ascii bool, have tea.WindowSizeMsg, w, h int, question string) string {
	by := "×"
	if ascii {
		by = "x"
	}
	lines := []string{
		st.Problem.Render("Terminal too small"),
		fmt.Sprintf("need %d%s%d", w, by, h),
		fmt.Sprintf("have %d%s%d", have.Width, by, have.Height),
		st.Faint.Render("enlarge the window"),
	}
	if question != "" {
		if ascii {
			question = common.ASCIIPunctuation.Replace(question)
		}
		asked, _ := common.StatusLines(question, have.Width-2, max(1, have.Height-len(lines)-1), st.Ellipsis)
		lines = append(lines, "")
		for _, l := range asked {
			lines = append(lines, st.Problem.Render(strings.TrimSpace(l)))
		}
	}
	return lipgloss.Place(have.Width, have.Height, lipgloss.Center, lipgloss.Center, strings.Join(lines, "\n"))
}

// resend replays the last known window size to the current screen.
func (a Model) resend() tea.Cmd {
	if a.size.Width == 0 {
		return nil
	}
	size := a.size
	return func() tea.Msg { return size }
}

// Show puts s on screen, laid out at once for the last window size.
func (a Model) Show(s common.Screen) (Model, tea.Cmd) {
	a.screen = s
	a.showHelp = false
	return a, tea.Batch(a.screen.Init(), a.resend())
}

// WithOptions is the shell drawing with opts (the settings changed).
func (a Model) WithOptions(opts common.Options) Model {
	a.opts, a.st = opts, common.NewStyles(opts)
	return a
}

// Resume puts back a screen shown before (the game under a review): its
// Init ran then and does not run again; it is laid out for the window.
func (a Model) Resume(s common.Screen) (Model, tea.Cmd) {
	a.screen = s
	a.showHelp = false
	return a, a.resend()
}

// Screen is the screen shown.
func (a Model) Screen() common.Screen { return a.screen }

// ShowingHelp reports that the help page is shown over the screen.
func (a Model) ShowingHelp() bool { return a.showHelp }

// Farewell is the last word after the program ended, for the terminal it
// ran in (a visitor's over SSH): why it ended and where the game went
// (saved on shutdown or by a second ctrl+c), or "".
func (a Model) Farewell() string { return a.farewell }

// WithFarewell is the shell with the last word after the program set.
func (a Model) WithFarewell(farewell string) Model {
	a.farewell = farewell
	return a
}
