package menu

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/record"
)

// The account page's sections.
const (
	secProfile = iota
	secGames
	secBoard
	secKey
	sections
)

var sectionNames = [sections]string{"Profile", "My games", "Leaderboard", "Add a key"}

// accountPage is a player's account on a server: their profile with its
// rating chart, their own games (filtered, one opened to step through),
// a leaderboard per pool, and adding a key. Everything it shows comes
// from common.Account, which answers for this player only.
type accountPage struct {
	acct    common.Account
	st      common.Styles
	section int
	status  string

	profile    common.Profile
	profileErr error

	games    []common.GameLine
	gamesErr error
	cursor   int
	filter   common.GameFilter
	opponent textinput.Model
	typing   bool // typing the opponent's handle

	pool     int
	board    []common.Standing
	boardErr error
	boardAt  int // the leaderboard's cursor: its rows scroll under it

	key textinput.Model

	width, height int
	ascii         bool // --ascii: the rating chart in ASCII (asciiChart)
}

type accountKeys struct {
	Next, Prev, Up, Down, Open, Kind, Result, Opponent, Pool, Back, Help key.Binding
}

func (k accountKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Up, k.Down, k.Open, k.Kind, k.Result, k.Opponent, k.Pool, k.Back}
}
func (k accountKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{k.ShortHelp(), {k.Prev, k.Help}}
}

var defaultAccountKeys = accountKeys{
	Next:     key.NewBinding(key.WithKeys("tab", "right"), key.WithHelp("tab", "next section")),
	Prev:     key.NewBinding(key.WithKeys("shift+tab", "left"), key.WithHelp("shift+tab", "previous section")),
	Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
	Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
	Open:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open / add")),
	Kind:     key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "game filter")),
	Result:   key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "result filter")),
	Opponent: key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "opponent filter")),
	Pool:     key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pool")),
	Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
	Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
}

func newAccountPage(opts common.Options, acct common.Account, w, h int) accountPage {
	st := common.NewStyles(opts)
	p := accountPage{acct: acct, st: st, width: w, height: h, ascii: opts.ASCII}
	p.opponent = textfield.New(st, "opponent: ", "any", 20, 22, nil)
	p.key = textfield.New(st, "> ", "ssh-ed25519 AAAA… you@host", 8<<10, 60, nil)
	p.profile, p.profileErr = acct.Profile()
	// The leaderboard opens on the pool the player played most.
	most := 0
	for _, s := range p.profile.Standings {
		for i, pool := range acct.Pools() {
			if pool == s.Pool && s.Games > most {
				p.pool, most = i, s.Games
			}
		}
	}
	p.loadGames()
	p.loadBoard()
	return p
}

func (p *accountPage) loadGames() {
	p.games, p.gamesErr = p.acct.Games(p.filter)
	p.cursor = min(p.cursor, max(len(p.games)-1, 0))
}

func (p *accountPage) loadBoard() {
	pools := p.acct.Pools()
	if len(pools) == 0 {
		return
	}
	p.board, p.boardErr = p.acct.Leaderboard(pools[p.pool%len(pools)])
	p.boardAt = 0
}

// cycle is the next of a filter's values.
func cycle(v string, values ...string) string {
	for i, x := range values {
		if x == v {
			return values[(i+1)%len(values)]
		}
	}
	return values[0]
}

// update handles a key; back reports esc out of the page.
func (p *accountPage) update(msg tea.KeyMsg) (back bool, cmd tea.Cmd) {
	k := defaultAccountKeys
	if p.typing {
		switch msg.Type {
		case tea.KeyEnter, tea.KeyEsc:
			p.typing = false
			p.opponent.Blur()
			p.filter.Opponent = p.opponent.Value()
			p.loadGames()
			return false, nil
		}
		p.opponent, cmd, _ = textfield.Edit(p.opponent, msg)
		return false, cmd
	}
	if p.section == secKey {
		switch {
		case key.Matches(msg, k.Back):
			return true, nil
		case msg.Type == tea.KeyTab || msg.Type == tea.KeyShiftTab:
		case msg.Type == tea.KeyEnter:
			words, err := p.acct.AddKey(p.key.Value())
			if err != nil {
				p.status = err.Error()
			} else {
				p.status = words
				p.key.SetValue("")
				p.profile, p.profileErr = p.acct.Profile()
			}
			return false, nil
		default:
			p.key, cmd, _ = textfield.Edit(p.key, msg)
			return false, cmd
		}
	}
	p.status = ""
	switch {
	case key.Matches(msg, k.Back):
		return true, nil
	case key.Matches(msg, k.Next):
		p.setSection((p.section + 1) % sections)
	case key.Matches(msg, k.Prev):
		p.setSection((p.section + sections - 1) % sections)
	case p.section == secGames && key.Matches(msg, k.Up):
		p.cursor = max(p.cursor-1, 0)
	case p.section == secGames && key.Matches(msg, k.Down):
		p.cursor = min(p.cursor+1, max(len(p.games)-1, 0))
	case p.section == secGames && key.Matches(msg, k.Kind):
		p.filter.Kind = cycle(p.filter.Kind, "", "cabeza", "catcat")
		p.loadGames()
	case p.section == secGames && key.Matches(msg, k.Result):
		p.filter.Result = cycle(p.filter.Result, "", "win", "loss", "draw")
		p.loadGames()
	case p.section == secGames && key.Matches(msg, k.Opponent):
		p.typing = true
		return false, p.opponent.Focus()
	case p.section == secGames && key.Matches(msg, k.Open):
		return false, p.open()
	case p.section == secBoard && key.Matches(msg, k.Up):
		p.boardAt = max(p.boardAt-1, 0)
	case p.section == secBoard && key.Matches(msg, k.Down):
		p.boardAt = min(p.boardAt+1, max(len(p.board)-1, 0))
	case p.section == secBoard && key.Matches(msg, k.Pool):
		p.pool = (p.pool + 1) % max(len(p.acct.Pools()), 1)
		p.loadBoard()
	}
	return false, nil
}

func (p *accountPage) setSection(s int) {
	p.section = s
	p.key.Blur()
	if s == secKey {
		p.key.Focus()
	}
}

// open steps through the game under the cursor: its record, as the open
// page opens a saved game.
func (p *accountPage) open() tea.Cmd {
	if len(p.games) == 0 {
		return nil
	}
	g := p.games[p.cursor]
	kind, text, err := p.acct.Record(g.ID)
	if err != nil {
		p.status = err.Error()
		return nil
	}
	name := "game " + itoa(g.ID)
	if kind == "catcat" {
		s, err := record.CatcatSetupOf(name, text)
		if err != nil {
			p.status = err.Error()
			return nil
		}
		return func() tea.Msg { return common.StartCatcatMsg{Path: name, Setup: s} }
	}
	s, err := record.CabezaSetupOf(name, text)
	if err != nil {
		p.status = err.Error()
		return nil
	}
	return func() tea.Msg { return common.StartCabezaMsg{Path: name, Setup: s} }
}

func (p accountPage) keyMap() help.KeyMap { return defaultAccountKeys }

// sectionKeys are the keys the key line names: the section's own (the
// leaderboard's p, the games' filters) and the way out. With every
// section's keys on one line, the leaderboard's p never showed at 80
// columns, and the profile's line offered filters it does not have.
func (p accountPage) sectionKeys() []key.Binding {
	k := defaultAccountKeys
	switch p.section {
	case secGames:
		open := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open"))
		return []key.Binding{k.Next, k.Up, k.Down, open, k.Kind, k.Result, k.Opponent, k.Back}
	case secBoard:
		return []key.Binding{k.Next, k.Up, k.Down, k.Pool, k.Back}
	case secKey:
		add := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "add the key"))
		return []key.Binding{k.Next, add, k.Back}
	}
	return []key.Binding{k.Next, k.Back}
}

func (p accountPage) Typing() bool { return p.typing || p.section == secKey }
