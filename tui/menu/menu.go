package menu

import (
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
	"cabezacat/tui/table"
)

// openSavedGame is the entry of the open page: a player on a server opens
// their own games from the account page instead.
const openSavedGame = "Open a saved game"

// menuEntry is one entry of the main menu: its setup form, a message to
// the root for a screen of its own (start), a seat offered, the account
// page, or with none of them the open page.
type menuEntry struct {
	title, blurb string
	newForm      func(common.Options) setupForm
	start        tea.Msg       // asks the root for a screen of its own
	offer        *common.Offer // a seat or adjourned game waiting (offers.go)
	account      bool          // the account page (account.go)
}

var menuEntries = []menuEntry{
	{title: "Cabeza", blurb: "roll blocks on a 10×10 board; crush the other Cabeza or reach the far row", newForm: clocked(newCabezaForm, table.Cabeza)},
	{title: "Catch the Cat", blurb: "a cat escapes across a hex board while the catcher blocks cells", newForm: clocked(newCatcatForm, table.Catcat)},
	{title: openSavedGame, blurb: "a game saved with w, or an arena replay, to step through"},
	{title: "Learn", blurb: "short lessons for both games: a position, a sentence, a goal", start: common.StartLearnMsg{}},
	{title: "Puzzles", blurb: "find the one winning line, proven by the engines; a rating that follows you", start: common.OpenPuzzlesMsg{}},
}

type menuKeys struct {
	Up, Down, Choose, Help, Quit, Back key.Binding
}

func (k menuKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Choose, k.Help, k.Quit}
}
func (k menuKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

var defaultMenuKeys = menuKeys{
	Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
	Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
	Choose: key.NewBinding(key.WithKeys("enter", " ", "right", "l"), key.WithHelp("enter", "choose")),
	Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
	Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
	// Esc is "back" everywhere else; at the top there is nothing to go
	// back to, and a person pressing it once too often (esc twice leaves
	// a game for the menu) must not lose the program. Not in the key
	// line: it does nothing here but say so.
	Back: key.NewBinding(key.WithKeys("esc")),
}

// topNote is what esc at the top of the menu says.
const topNote = "this is the main menu: nothing to go back to (q quits)"

// Model is the main menu: first the game, then its setup form (mode,
// sides, AI level, board options), then the game starts.
type Model struct {
	opts   common.Options
	st     common.Styles
	keys   menuKeys
	help   help.Model
	cursor int
	form   *setupForm // nil while choosing the game
	open   *openPage  // the open page, when chosen
	acct   *accountPage
	offers []common.Offer // what waits for a returning player
	note   string         // a word about the last key (esc at the top), cleared by the next
	// problem is what the root says on coming back here after something
	// went wrong (see WithProblem), cleared by the next key.
	problem string
	width   int
	height  int
}

func New(opts common.Options) Model {
	st := common.NewStyles(opts)
	m := Model{opts: opts, st: st, keys: defaultMenuKeys, help: common.NewHelp(st)}
	if opts.Host != nil && opts.Host.Account != nil {
		m.offers = opts.Host.Account.Offers()
	}
	return m
}

// WithProblem is the menu showing a problem below its title until the
// next key: why the root brought the person here (a screen that failed,
// and where its game went).
func (m Model) WithProblem(text string) Model {
	m.problem = text
	return m
}

func (m Model) Init() tea.Cmd { return nil }

func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width - 2
		if m.open != nil {
			p := *m.open
			p.resize(msg.Width, msg.Height)
			m.open = &p
		}
	case common.StartFailedMsg:
		if m.acct != nil {
			p := *m.acct
			p.status = msg.Err.Error()
			m.acct = &p
		} else if m.open == nil && m.form == nil {
			m.problem = msg.Err.Error()
			m = m.refreshOffers() // the offer taken may have gone stale
		}
		if m.open != nil {
			p := *m.open
			p.setStatus(msg.Err.Error())
			m.open = &p
		}
		if m.form != nil {
			f := *m.form
			f.status = msg.Err.Error()
			m.form = &f
		}
	case tea.KeyMsg:
		var cmd tea.Cmd
		switch {
		case m.acct != nil:
			m.acct, cmd = keyTo(m.acct, msg)
			return m, cmd
		case m.open != nil:
			m.open, cmd = keyTo(m.open, msg)
			return m, cmd
		case m.form != nil:
			m.form, cmd = keyTo(m.form, msg)
			return m, cmd
		}
		m.note, m.problem = "", ""
		switch {
		case key.Matches(msg, m.keys.Quit):
			return m, tea.Quit
		case key.Matches(msg, m.keys.Back):
			m.note = topNote
		case key.Matches(msg, m.keys.Up):
			m.cursor = (m.cursor + len(m.entries()) - 1) % len(m.entries())
		case key.Matches(msg, m.keys.Down):
			m.cursor = (m.cursor + 1) % len(m.entries())
		case key.Matches(msg, m.keys.Choose):
			return m, m.choose(m.cursor)
		}
	case tea.MouseMsg:
		if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
			return m, nil
		}
		if m.open != nil {
			p := *m.open
			cmd := p.click(msg.X, msg.Y)
			m.open = &p
			return m, cmd
		}
		if m.form != nil {
			f := *m.form
			cmd := f.click(msg.X, msg.Y)
			m.form = &f
			return m, cmd
		}
		// Entries start under the header and take entryRows lines each.
		top := len(m.header())
		if i := (msg.Y - top) / m.entryRows(); msg.Y >= top && i < len(m.entries()) {
			m.cursor = i
			return m, m.choose(i)
		}
	default:
		if m.open != nil {
			p := *m.open
			cmd := p.blink(msg)
			m.open = &p
			return m, cmd
		}
		if m.form != nil {
			f := *m.form
			cmd := f.blink(msg)
			m.form = &f
			return m, cmd
		}
	}
	return m, nil
}

// choose opens entry i: its form, the open page, or asks the root for
// its screen.
func (m *Model) choose(i int) tea.Cmd {
	e := m.entries()[i]
	if e.start != nil {
		return func() tea.Msg { return e.start }
	}
	if e.offer != nil {
		return m.take(*e.offer)
	}
	if e.account {
		p := newAccountPage(m.opts, m.opts.Host.Account, m.width, m.height)
		m.acct = &p
		return nil
	}
	if e.newForm == nil {
		p := newOpenPage(m.opts, m.width, m.height)
		m.open = &p
		return nil
	}
	f := e.newForm(m.opts)
	m.form = &f
	return nil
}

func (m Model) View() string {
	if m.acct != nil {
		return m.acct.view(m.help)
	}
	if m.open != nil {
		return m.open.view(m.help)
	}
	if m.form != nil {
		return m.form.view(m.st, m.help, m.width)
	}
	var b strings.Builder
	b.WriteString(strings.Join(m.header(), "\n") + "\n")
	rows := m.entryRows()
	for i, e := range m.entries() {
		line := "  " + e.title
		style := m.st.Item
		if i == m.cursor {
			line = "> " + e.title
			style = m.st.Selected
		}
		blurb := "    " + e.blurb
		if m.width > 0 {
			// Cut between words, marked, not by the terminal's edge. The
			// frame's left margin takes a cell; its right one is only
			// padding, which the terminal's edge may take.
			line = common.ClipWords(line, m.width-1, m.st.Ellipsis)
			blurb = common.ClipWords(blurb, m.width-1, m.st.Ellipsis)
		}
		b.WriteString(style.Render(line))
		b.WriteString("\n")
		if rows == 1 {
			continue // the chosen entry's blurb comes under the list
		}
		b.WriteString(m.st.Faint.Render(blurb))
		b.WriteString("\n")
		if rows == 3 {
			b.WriteString("\n")
		}
	}
	if es := m.entries(); rows == 1 && m.cursor < len(es) {
		b.WriteString(m.st.Faint.Render(common.ClipWords("  "+es[m.cursor].blurb, max(m.width-1, 20), m.st.Ellipsis)) + "\n")
	}
	if m.note != "" {
		note := m.note
		if m.width > 0 {
			note = common.ClipWords(note, m.width-1, m.st.Ellipsis) // as the entries: never past the edge
		}
		b.WriteString(m.st.Faint.Render(note) + "\n")
	}
	b.WriteString(common.HelpLine(m.help, m.keys.ShortHelp(), m.help.Width))
	return m.st.Frame.Render(lipgloss.JoinVertical(lipgloss.Left, b.String()))
}

func (m Model) KeyMap() help.KeyMap {
	if m.acct != nil {
		return m.acct.keyMap()
	}
	if m.open != nil {
		return m.open.keyMap()
	}
	if m.form != nil {
		return m.form.keys
	}
	return m.keys
}

func (m Model) Rules() string {
	if m.open != nil {
		return common.RulesCabeza + "\n\n" + common.RulesCatcat
	}
	if m.form != nil {
		return m.form.rules
	}
	return "Cabeza:\n" + common.RulesCabeza + "\nCatch the Cat:\n" + common.RulesCatcat
}

// MinSize leaves room for every entry's title, one a line (entryRows):
// a player's server menu has nine entries, which with their blurbs do
// not fit a terminal of 20 rows.
func (m Model) MinSize() (int, int) { return 60, max(18, 6+len(m.entries())) }

// header is the menu's lines above its entries: the title, a problem if
// there is one, and blank lines. They give way, the top one first, where
// a problem of two or three lines would push the menu past the screen (a
// player's server menu, with an offer, fills 24 rows).
func (m Model) header() []string {
	subtitle := m.st.Faint.Render("  two board games in the terminal")
	if h := m.opts.Host; h != nil && h.Greeting != "" {
		subtitle = m.st.Item.Render("  " + h.Greeting)
	}
	header := []string{"", m.st.Title.Render("cabezacat") + subtitle, ""}
	if m.problem == "" {
		return header
	}
	w := m.width - 4
	if w < 20 {
		w = 76 // before the first size
	}
	for _, l := range common.WrapStyled(m.problem, w) {
		header = append(header, m.st.Problem.Render(l))
	}
	header = append(header, "")
	if over := len(header) + m.bodyRows() - m.height; m.height > 0 && over > 0 {
		// The top, the one after the problem, the one before it: taken
		// out from the last, so that the indexes hold.
		blanks := []int{0, len(header) - 1, 2}[:min(over, 3)]
		sort.Sort(sort.Reverse(sort.IntSlice(blanks)))
		for _, i := range blanks {
			header = append(header[:i], header[i+1:]...)
		}
	}
	return header
}

// bodyRows is how many rows the menu takes under its header: the
// entries, the chosen one's blurb where the entries go without theirs,
// the note and the key line.
func (m Model) bodyRows() int {
	n := len(m.entries())*m.entryRows() + 1
	if m.entryRows() == 1 {
		n++
	}
	if m.note != "" {
		n++
	}
	return n
}

// entryRows is how many lines an entry takes: its title, its blurb and a
// blank line where the terminal is tall enough for all of them (or its
// height is not known yet); the title and blurb alone where it is not;
// on a short terminal the title alone, the chosen entry's blurb under
// the list.
func (m Model) entryRows() int {
	n := len(m.entries())
	switch {
	case m.height == 0 || m.height >= 5+3*n:
		return 3
	case m.height >= 5+2*n:
		return 2
	}
	return 1
}

func (m Model) Typing() bool {
	return m.form != nil && m.form.Typing() || m.open != nil && m.open.Typing() || m.acct != nil && m.acct.Typing()
}

// subPage is a page the menu shows instead of its entries (the account
// page, the open page, a setup form): it takes keys and says when it is
// done (back).
type subPage[P any] interface {
	*P
	update(tea.KeyMsg) (back bool, cmd tea.Cmd)
}

// keyTo gives msg to a copy of page, so that the model this message came
// to keeps the page it had, and returns the copy, or nil once the page
// says back.
func keyTo[P any, PP subPage[P]](page *P, msg tea.KeyMsg) (*P, tea.Cmd) {
	p := *page
	back, cmd := PP(&p).update(msg)
	if back {
		return nil, nil
	}
	return &p, cmd
}
