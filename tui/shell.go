package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// shell is the frame every screen runs in: it owns the current screen,
// routes messages to it and re-sends the last window size to a new screen
// so it can lay itself out at once. It also owns what every screen shares:
// the help page ('?'), the "terminal too small" notice, keys that arrived
// together, ctrl+c, and quitting with a farewell. It builds no screen:
// the root (App) does.
type shell struct {
	opts     Options
	st       styles
	screen   screen
	size     tea.WindowSizeMsg
	showHelp bool
	helpPage helpPage
	farewell string // set on shutdown (see shutdown.go) and on ctrl+c
}

func newShell(opts Options, s screen) shell {
	return shell{opts: opts, st: newStyles(opts), screen: s}
}

var helpToggle = key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help"))

func (a shell) Init() tea.Cmd { return a.screen.Init() }

func (a shell) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case quitMsg:
		a.farewell = msg.farewell
		return a, a.quit()
	case tea.KeyMsg:
		if several(msg) && (a.showHelp || !a.screen.typing()) {
			return a.eachRune(msg)
		}
		if msg.String() == "ctrl+c" {
			return a.interrupt()
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
		if key.Matches(msg, helpToggle) && !a.screen.typing() {
			a.showHelp = true
			a.helpPage = newHelpPage(a.st, a.opts.ASCII, a.screen.keyMap(), a.screen.rules(), a.size)
			return a, nil
		}
	case tea.MouseMsg:
		if a.showHelp {
			return a, nil
		}
	case tea.WindowSizeMsg:
		a.size = msg
		if a.showHelp {
			a.helpPage.resize(msg)
		}
	}
	next, cmd := a.screen.Update(msg)
	a.screen = next.(screen)
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
func (a shell) eachRune(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	var cmds []tea.Cmd
	var m tea.Model = a
	for i, r := range msg.Runes {
		cur := m.(shell)
		if !cur.showHelp && cur.screen.typing() {
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

// interrupt is ctrl+c: a screen with nothing to lose quits at once; one
// with a game asks first (the help page closes so the question shows).
func (a shell) interrupt() (tea.Model, tea.Cmd) {
	if s, ok := a.screen.(interrupter); ok {
		next, farewell, quit := s.interrupt()
		a.screen = next
		if !quit {
			a.showHelp = false
			return a, nil
		}
		a.farewell = farewell
	}
	return a, a.quit()
}

// quit cancels what the screen runs (a search) before the program ends.
func (a shell) quit() tea.Cmd {
	if c, ok := a.screen.(stopper); ok {
		c.stop()
	}
	return tea.Quit
}

func (a shell) View() string {
	if a.size.Width > 0 {
		w, h := a.screen.minSize()
		if a.showHelp {
			w, h = 40, 12
		}
		if a.size.Width < w || a.size.Height < h {
			return tooSmall(a.st, a.opts.ASCII, a.size, w, h)
		}
	}
	view := a.screen.View()
	if a.showHelp {
		view = a.helpPage.View()
	}
	if a.opts.ASCII {
		view = asciiPunctuation.Replace(view)
	}
	return view
}

// tooSmall is drawn instead of a screen that does not fit: a clipped board
// is worse than none, and the person learns how far to enlarge the window.
func tooSmall(st styles, ascii bool, have tea.WindowSizeMsg, w, h int) string {
	by := "×"
	if ascii {
		by = "x"
	}
	msg := strings.Join([]string{
		st.problem.Render("Terminal too small"),
		fmt.Sprintf("need %d%s%d", w, by, h),
		fmt.Sprintf("have %d%s%d", have.Width, by, have.Height),
		st.faint.Render("enlarge the window"),
	}, "\n")
	return lipgloss.Place(have.Width, have.Height, lipgloss.Center, lipgloss.Center, msg)
}

// resend replays the last known window size to the current screen.
func (a shell) resend() tea.Cmd {
	if a.size.Width == 0 {
		return nil
	}
	size := a.size
	return func() tea.Msg { return size }
}

// show puts s on screen, laid out at once for the last window size.
func (a shell) show(s screen) (shell, tea.Cmd) {
	a.screen = s
	a.showHelp = false
	return a, tea.Batch(a.screen.Init(), a.resend())
}

// Screen is the screen shown.
func (a shell) Screen() screen { return a.screen }

// ShowingHelp reports that the help page is shown over the screen.
func (a shell) ShowingHelp() bool { return a.showHelp }

// Farewell is the last word after the program ended, for the terminal it
// ran in (a visitor's over SSH): why it ended and where the game went
// (saved on shutdown or by a second ctrl+c), or "".
func (a shell) Farewell() string { return a.farewell }

// WithFarewell is the shell with the last word after the program set.
func (a shell) WithFarewell(farewell string) shell {
	a.farewell = farewell
	return a
}
