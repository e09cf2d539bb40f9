package menu

import (
	"errors"
	"strings"
	"time"
	"unicode"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/table"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/record"
)

// recordListZone is the time zone of the open page's times (a test sets
// UTC for its golden file).
var recordListZone = time.Local

// openPage is the menu's "open a saved game" page: the records saved
// with w (and any left in the current folder by older versions) in a
// table, one game a row with who played, how it stands, its moves and
// its date, sorted by any column and filtered by words; under it a row to
// type the path of any other record or arena replay. The file's first
// line says which game it is (a Catch the Cat record or arena replay
// starts "catcat-replay", a Cabeza record with its tags).
type openPage struct {
	opts   common.Options
	st     common.Styles
	where  string // where the saved games are, in words
	games  []record.Summary
	more   int   // records found but not listed (over openListMax)
	shown  []int // the games in the table, in its order
	cursor int   // the selected row, in shown
	top    int   // the first row drawn
	sortBy openColumn
	// reverse turns the column's own order round.
	reverse   bool
	filter    textinput.Model
	filtering bool // the filter has the keyboard
	path      textinput.Model
	onPath    bool // the path row has the keyboard
	status    string
	keys      openKeys
	table     table.Model
	width     int
	height    int
}

type openKeys struct {
	Up, Down, PageUp, PageDown, First, Last, Open, Review, Path, Filter, Sort, Reverse, Back, Help key.Binding
}

var defaultOpenKeys = openKeys{
	Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "game up")),
	Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "game down; below the last: the path row")),
	PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "a page up")),
	PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "a page down")),
	First:    key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "the first game")),
	Last:     key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "the last game")),
	Open:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open")),
	Review:   key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "open into review: the engine over every move, the graph, learn from your mistakes")),
	Path:     key.NewBinding(key.WithKeys("tab", "shift+tab"), key.WithHelp("tab", "type a path / back to the list")),
	Filter:   key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "filter: show the games with these words (players, result, date, game, file)")),
	Sort:     key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "sort by the next column")),
	Reverse:  key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "reverse the order")),
	Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back (with a filter: clear it first)")),
	Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
}

// ShortHelp is the key line: each key in a word (? gives the rest).
func (k openKeys) ShortHelp() []key.Binding {
	return []key.Binding{openShortChoose, k.Open, openShort("R", "review"), openShort("tab", "path"), openShort("/", "filter"), openShort("s", "sort"),
		openShort("r", "reverse"), openShort("esc", "back"), k.Help}
}

func openShort(k, word string) key.Binding {
	return key.NewBinding(key.WithKeys(k), key.WithHelp(k, word))
}

func (k openKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.PageUp, k.PageDown, k.First, k.Last}, {k.Open, k.Review, k.Path}, {k.Filter, k.Sort, k.Reverse}, {k.Back, k.Help}}
}

// The key lines of the page's other states: the path row, the filter.
var (
	openShortList   = key.NewBinding(key.WithKeys("up"), key.WithHelp("↑/tab", "the list"))
	openShortFilter = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "done"))
	openShortClear  = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "clear"))
	openShortChoose = key.NewBinding(key.WithKeys("up"), key.WithHelp("↑↓", "choose"))
)

// newOpenPage reads the saved games (see readSummaries) for a screen of
// width × height.
func newOpenPage(opts common.Options, width, height int) openPage {
	dir, dirErr := record.Dir()
	where := "~/.local/share/cabezacat"
	if dirErr == nil {
		where = record.ShortPath(dir)
	}
	found := record.Find(dir, ".")
	if opts.Host != nil {
		// A visitor over SSH sees the host's record folder only, and
		// not where it lies on the host.
		where = "the server's saved games"
		found = record.Find(opts.RecordDir())
	}
	st := common.NewStyles(opts)
	p := openPage{opts: opts, st: st, where: where, keys: defaultOpenKeys}
	p.games, p.more = readSummaries(found)
	p.filter = textfield.New(st, "filter: ", "words of the games to show", 60, 30, unicode.IsPrint)
	p.path = textfield.New(st, "", "path of a record or an arena replay", 400, 36, unicode.IsPrint)
	if len(p.games) == 0 {
		p.onPath = true
		p.path.Focus() // the only row: typing goes straight into it
	}
	p.arrange()
	p.resize(width, height)
	return p
}

// Typing reports that a field has the keyboard: letters are text.
func (p *openPage) Typing() bool { return p.onPath || p.filtering }

func (p *openPage) keyMap() help.KeyMap { return p.keys }

// update handles one key; back reports that the person left the page.
func (p *openPage) update(msg tea.KeyMsg) (back bool, cmd tea.Cmd) {
	switch {
	case p.filtering:
		return false, p.filterKey(msg)
	case p.onPath:
		return p.pathKey(msg)
	}
	k := p.keys
	p.setStatus("")
	switch {
	case key.Matches(msg, k.Back):
		if p.filter.Value() != "" {
			p.setFilter("")
			return false, nil
		}
		return true, nil
	case key.Matches(msg, k.Up):
		p.move(-1)
	case key.Matches(msg, k.Down):
		if p.cursor >= len(p.shown)-1 {
			return false, p.toPath()
		}
		p.move(+1)
	case key.Matches(msg, k.PageUp):
		p.move(-max(p.rowsShown(), 1))
	case key.Matches(msg, k.PageDown):
		p.move(max(p.rowsShown(), 1))
	case key.Matches(msg, k.First):
		p.move(-len(p.shown))
	case key.Matches(msg, k.Last):
		p.move(len(p.shown))
	case key.Matches(msg, k.Path):
		return false, p.toPath()
	case key.Matches(msg, k.Open):
		return false, p.open()
	case key.Matches(msg, k.Review):
		return false, p.openReview()
	case key.Matches(msg, k.Filter):
		p.filtering = true
		return false, p.filter.Focus()
	case key.Matches(msg, k.Sort):
		p.sortBy = (p.sortBy + 1) % openColumns
		p.reverse = false
		p.arrange()
	case key.Matches(msg, k.Reverse):
		p.reverse = !p.reverse
		p.arrange()
	}
	return false, nil
}

// filterKey edits the filter, which applies as it is typed: enter keeps
// it, esc clears it; ↑ and ↓ still choose a game.
func (p *openPage) filterKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEnter, tea.KeyTab:
		p.filtering = false
		p.filter.Blur()
		return nil
	case tea.KeyEsc:
		p.filtering = false
		p.filter.Blur()
		p.setFilter("")
		return nil
	case tea.KeyUp:
		p.move(-1)
		return nil
	case tea.KeyDown:
		p.move(+1)
		return nil
	}
	var cmd tea.Cmd
	var edited bool
	if p.filter, cmd, edited = textfield.Edit(p.filter, msg); edited {
		p.setStatus("")
		p.arrange()
	}
	return cmd
}

// setFilter sets the filter's words and shows the games they let through.
func (p *openPage) setFilter(words string) {
	p.filter.SetValue(words)
	p.arrange()
}

// pathKey edits the path row: enter opens the path, esc leaves the page,
// ↑ and tab go back to the list.
func (p *openPage) pathKey(msg tea.KeyMsg) (back bool, cmd tea.Cmd) {
	switch {
	case key.Matches(msg, p.keys.Back):
		return true, nil
	case key.Matches(msg, p.keys.Open):
		return false, p.open()
	case len(p.shown) > 0 && (msg.Type == tea.KeyUp || key.Matches(msg, p.keys.Path)):
		p.onPath = false
		p.path.Blur()
		p.setStatus("") // and lays the table out again
		return false, nil
	}
	var edited bool
	if p.path, cmd, edited = textfield.Edit(p.path, msg); edited {
		p.setStatus("")
	}
	return false, cmd
}

// toPath gives the path row the keyboard.
func (p *openPage) toPath() tea.Cmd {
	p.onPath = true
	p.refresh()
	return p.path.Focus()
}

// move moves the selection by d rows, keeping it in view.
func (p *openPage) move(d int) {
	if len(p.shown) == 0 {
		return
	}
	p.cursor = min(max(p.cursor+d, 0), len(p.shown)-1)
	p.refresh()
}

// arrange sorts and filters the games again, keeping the selected one
// selected when it is still shown.
func (p *openPage) arrange() {
	selected := -1
	if p.cursor < len(p.shown) {
		selected = p.shown[p.cursor]
	}
	p.shown = arrange(p.games, p.sortBy, p.reverse, p.filter.Value())
	p.cursor = 0
	for i, g := range p.shown {
		if g == selected {
			p.cursor = i
		}
	}
	p.refresh()
}

// selected is the game of the selected row.
func (p *openPage) selected() (record.Summary, bool) {
	if p.onPath || p.cursor >= len(p.shown) {
		return record.Summary{}, false
	}
	return p.games[p.shown[p.cursor]], true
}

// open asks the root for the selected game, or the one at the typed
// path, or says what is wrong.
func (p *openPage) open() tea.Cmd {
	path := strings.TrimSpace(p.path.Value())
	if g, ok := p.selected(); ok {
		path = g.Path
	}
	msg, err := openRecord(p.opts, path)
	if err != nil {
		p.setStatus(err.Error())
		return nil
	}
	return func() tea.Msg { return msg }
}

// openReview asks for the review screen of the selected record.
func (p *openPage) openReview() tea.Cmd {
	g, ok := p.selected()
	if !ok {
		return nil
	}
	path, text, err := readRecord(p.opts, g.Path)
	if err != nil {
		p.setStatus(err.Error())
		return nil
	}
	return func() tea.Msg { return common.StartReviewMsg{Record: text, Path: path} }
}

// blink passes a message that is not a key (the cursor's blink) to the
// field that has the keyboard.
func (p *openPage) blink(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	switch {
	case p.filtering:
		p.filter, cmd = p.filter.Update(msg)
	case p.onPath:
		p.path, cmd = p.path.Update(msg)
	}
	return cmd
}

// click handles a left click at (x, y): a row is selected, the selected
// one opens (as enter), the path row takes the keyboard, a column's
// title sorts by it (again: reverses).
func (p *openPage) click(x, y int) tea.Cmd {
	switch {
	case y == openTableTop && !p.onPath && !p.filtering:
		if c, ok := p.columnAt(x); ok {
			if c == p.sortBy {
				p.reverse = !p.reverse
			} else {
				p.sortBy, p.reverse = c, false
			}
			p.arrange()
		}
	case y > openTableTop && y <= openTableTop+p.rowsShown() && p.top+y-openTableTop-1 < len(p.shown):
		row := p.top + y - openTableTop - 1
		if p.filtering {
			p.filtering = false
			p.filter.Blur()
		}
		if !p.onPath && row == p.cursor {
			return p.open() // a second click opens the game
		}
		p.onPath = false
		p.path.Blur()
		p.cursor = row
		p.refresh()
	case y == p.pathRowY():
		if !p.onPath {
			return p.toPath()
		}
	}
	return nil
}

// readRecord reads a record file, where the options allow.
func readRecord(opts common.Options, path string) (string, []byte, error) {
	if path == "" {
		return "", nil, errors.New("type the path of a saved game or an arena replay")
	}
	if opts.Host == nil {
		path = record.ExpandHome(path) // the host's home is no visitor's business
	}
	if err := opts.AllowRecordPath(path); err != nil {
		return "", nil, err
	}
	text, err := record.Read(path)
	return path, text, err
}

// openRecord reads a record file of either game once (see record.Read)
// into the message that asks the root to open it. A damaged or foreign
// file is an error naming the file, the line and the problem.
func openRecord(opts common.Options, path string) (tea.Msg, error) {
	path, text, err := readRecord(opts, path)
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(strings.TrimPrefix(string(text), "\ufeff"), "catcat-replay") {
		s, err := record.CatcatSetupOf(path, text)
		if err != nil {
			return nil, err
		}
		return common.StartCatcatMsg{Path: path, Setup: s}, nil
	}
	s, err := record.CabezaSetupOf(path, text)
	if err != nil {
		return nil, err
	}
	return common.StartCabezaMsg{Path: path, Setup: s}, nil
}
