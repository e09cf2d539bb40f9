package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// menuEntry is one line of the main menu.
type menuEntry struct {
	title, blurb string
}

var menuEntries = []menuEntry{
	{"Cabeza", "roll blocks across a 10x10 board; crush the other Cabeza or reach the far row"},
	{"Catch the Cat", "a cat escapes across a hex board while the catcher blocks cells"},
}

type menuKeys struct {
	Up, Down, Choose, Quit key.Binding
}

func (k menuKeys) ShortHelp() []key.Binding  { return []key.Binding{k.Up, k.Down, k.Choose, k.Quit} }
func (k menuKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

var defaultMenuKeys = menuKeys{
	Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
	Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
	Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "choose")),
	Quit:   key.NewBinding(key.WithKeys("q", "esc", "ctrl+c"), key.WithHelp("q", "quit")),
}

// menu is the main menu screen.
type menu struct {
	opts   Options
	st     styles
	keys   menuKeys
	help   help.Model
	cursor int
	status string
	width  int
}

func newMenu(opts Options) menu {
	return menu{opts: opts, st: newStyles(opts), keys: defaultMenuKeys, help: help.New()}
}

func (m menu) Init() tea.Cmd { return nil }

func (m menu) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width = msg.Width
		m.help.Width = msg.Width
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, m.keys.Quit):
			return m, tea.Quit
		case key.Matches(msg, m.keys.Up):
			m.cursor = (m.cursor + len(menuEntries) - 1) % len(menuEntries)
			m.status = ""
		case key.Matches(msg, m.keys.Down):
			m.cursor = (m.cursor + 1) % len(menuEntries)
			m.status = ""
		case key.Matches(msg, m.keys.Choose):
			m.status = menuEntries[m.cursor].title + " is not playable yet: it arrives with the game screens."
		}
	}
	return m, nil
}

func (m menu) View() string {
	var b strings.Builder
	b.WriteString(m.st.title.Render("cabezacat"))
	b.WriteString("\n\n")
	for i, e := range menuEntries {
		line := "  " + e.title
		style := m.st.item
		if i == m.cursor {
			line = "> " + e.title
			style = m.st.selected
		}
		b.WriteString(style.Render(line))
		b.WriteString("\n")
		b.WriteString(m.st.faint.Render("    " + e.blurb))
		b.WriteString("\n\n")
	}
	if m.status != "" {
		b.WriteString(m.st.status.Render(m.status))
		b.WriteString("\n\n")
	}
	b.WriteString(m.help.View(m.keys))
	return m.st.frame.Render(lipgloss.JoinVertical(lipgloss.Left, b.String()))
}
