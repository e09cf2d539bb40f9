package menu

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/table"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/internal/plural"
	"cabezacat/internal/quote"
	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/record"
)

// Where view draws the page: a blank line, the crumb and a blank line,
// then the table's title line at openTableTop and its rows, one a line;
// below them a blank line, the line of the order (or the filter), the
// selected file, the path row, and the status and keys. The table draws
// only the rows in view (from top): bubbles' table keeps its scrolling
// to itself, and a click must know which game is drawn on which line.
const (
	openTableTop = 3
	// openChrome is the page's lines besides the table's rows.
	openChrome = 12
)

// resize lays the page out for a screen of width × height.
func (p *openPage) resize(width, height int) {
	p.width, p.height = width, height
	p.refresh()
}

// rowsMax is how many rows the table has room for.
func (p *openPage) rowsMax() int {
	h := p.height
	if h == 0 {
		h = 24
	}
	return max(h-openChrome-(len(p.statusLines())-1), 1)
}

// openStatusRows is the most lines a problem takes below the path row;
// the table gives up its rows for them.
const openStatusRows = 3

// statusLines is the problem, wrapped to the page's width, or one line
// (empty, or what enter does).
func (p *openPage) statusLines() []string {
	if p.status == "" {
		return []string{""}
	}
	lines, _ := common.StatusLines(p.status, p.innerWidth(), openStatusRows, p.st.Ellipsis)
	return lines
}

// setStatus says a problem (or clears it, with ""), laying the table
// out again: a longer problem takes rows from it.
func (p *openPage) setStatus(s string) {
	p.status = s
	p.refresh()
}

// rowsShown is how many rows the table draws.
func (p *openPage) rowsShown() int { return min(p.rowsMax(), len(p.shown)-p.top) }

// pathRowY is the screen line of the path row.
func (p *openPage) pathRowY() int { return openTableTop + max(p.rowsShown(), 1) + 4 }

// innerWidth is the width inside the frame.
func (p *openPage) innerWidth() int {
	if p.width == 0 {
		return 78
	}
	return p.width - 2
}

// movesW is the width of the column of moves: its title and its mark.
const movesW = len("Moves") + 1

// columns are the table's columns for the width: the date (after the
// selection mark), the game, the players, the result, the moves; the
// players and the result share what is left.
func (p *openPage) columns() []table.Column {
	inner := p.innerWidth()
	gameW := 6
	if inner >= 98 {
		gameW = len("Catch the Cat")
	}
	const dateW = 18
	rest := max(inner-int(openColumns)-dateW-gameW-movesW, 10)
	widths := [openColumns]int{dateW, gameW, rest * 55 / 100, rest - rest*55/100, movesW}
	cols := make([]table.Column, openColumns)
	for c := range openColumns {
		title := openColumnTitles[c]
		if c == p.sortBy {
			title = p.sortMark() + title
		}
		if c == colDate {
			title = "  " + title
		}
		if c == colMoves {
			title = fmt.Sprintf("%*s", movesW, title)
		}
		cols[c] = table.Column{Title: common.Clip(title, widths[c], p.st.Ellipsis), Width: widths[c]}
	}
	return cols
}

// sortMark marks the title of the column the games are sorted by, in
// the way it goes: down its own order, or up.
func (p *openPage) sortMark() string {
	marks := [2]string{"↓", "↑"}
	if p.opts.ASCII {
		marks = [2]string{"v", "^"}
	}
	if p.reverse {
		return marks[1]
	}
	return marks[0]
}

// columnAt is the column whose title is drawn at screen column x.
func (p *openPage) columnAt(x int) (openColumn, bool) {
	left := formLeft
	for c, col := range p.columns() {
		if x >= left && x < left+col.Width+1 {
			return openColumn(c), true
		}
		left += col.Width + 1
	}
	return 0, false
}

// refresh puts the rows in view into the table, the selected one marked
// (a mark, not only a colour: NO_COLOR keeps it).
func (p *openPage) refresh() {
	p.top = min(max(p.top, p.cursor-p.rowsMax()+1), p.cursor)
	p.top = max(min(p.top, len(p.shown)-p.rowsMax()), 0)
	cols := p.columns()
	wide := cols[colGame].Width > 6
	var rows []table.Row
	for i := p.top; i < p.top+p.rowsShown(); i++ {
		g := p.games[p.shown[i]]
		mark := "  "
		if i == p.cursor && !p.onPath {
			mark = "> "
		}
		// A record is a stranger's file: its words are shown safe.
		players, result := quote.Text(g.Players(), 0), quote.Text(g.Result, 0)
		if g.Err != nil {
			players, result = quote.Text(g.Problem(), 0), "no record"
		}
		cells := [openColumns]string{
			mark + g.Mod.In(recordListZone).Format("2006-01-02 15:04"),
			gameWord(g, wide), players, result, fmt.Sprintf("%*d", movesW, g.Moves),
		}
		if g.Err != nil {
			cells[colMoves] = ""
		}
		row := make(table.Row, openColumns)
		for c := range cells {
			row[c] = common.Clip(cells[c], cols[c].Width, p.st.Ellipsis)
		}
		rows = append(rows, row)
	}
	cell := lipgloss.NewStyle().PaddingRight(1)
	styles := table.Styles{Header: p.st.Heading.PaddingRight(1), Cell: cell, Selected: p.st.Selected}
	if p.onPath {
		styles.Selected = lipgloss.NewStyle() // the keyboard is on the path row
	}
	p.table = table.New(table.WithColumns(cols), table.WithRows(rows), table.WithStyles(styles),
		table.WithHeight(len(rows)+1), table.WithWidth(p.innerWidth()))
	p.table.SetCursor(p.cursor - p.top)
}

func (p *openPage) view(h help.Model) string {
	st := p.st
	width := p.innerWidth()
	var b strings.Builder
	b.WriteString("\n")
	b.WriteString(st.Crumb.Render("cabezacat › ") + st.Title.Render("Open a saved game"))
	b.WriteString("\n\n")
	if len(p.shown) > 0 {
		b.WriteString(p.table.View())
	} else {
		titles, _, _ := strings.Cut(p.table.View(), "\n") // an empty table draws an empty line under them
		b.WriteString(titles + "\n" + common.ClipStatus(st.Faint.Render("  "+p.emptyWords()), width, st.Ellipsis))
	}
	b.WriteString("\n\n")
	b.WriteString(common.ClipStatus(p.orderLine(), width, st.Ellipsis) + "\n")
	b.WriteString(common.ClipStatus(p.fileLine(), width, st.Ellipsis) + "\n")
	mark, style := "  ", st.Item
	if p.onPath {
		mark, style = "> ", st.Selected
	}
	b.WriteString(common.ClipStatus(style.Render(mark+"Other file")+"  "+strings.TrimRight(textfield.View(p.path, st), " "), width, st.Ellipsis))
	b.WriteString("\n\n")
	if p.status != "" {
		for i, l := range p.statusLines() {
			if i > 0 {
				b.WriteString("\n")
			}
			b.WriteString(st.Problem.Render(l))
		}
	} else {
		b.WriteString(common.ClipStatus(st.Faint.Render(p.describe()), width, st.Ellipsis))
	}
	b.WriteString("\n\n")
	b.WriteString(common.KeyLine(h, p.shortHelp(), width))
	return st.Frame.Render(b.String())
}

// emptyWords stand in the table when it has no row.
func (p *openPage) emptyWords() string {
	if len(p.games) == 0 {
		return "no saved games in " + p.where + " yet"
	}
	return fmt.Sprintf("no game has the words %q (esc clears the filter)", p.filter.Value())
}

// describe says what enter does.
func (p *openPage) describe() string {
	if len(p.games) == 0 {
		return "no saved games in " + p.where + " yet: type a path"
	}
	return common.LongOrShort("enter opens it at its end (< steps back); an adjourned clocked game resumes",
		"enter opens it at its end; an adjourned clocked game resumes", p.innerWidth()) // < is in the help
}

// orderLine says how the games are listed: how many, in what order, and
// how many were left out; or the filter, while there is one.
func (p *openPage) orderLine() string {
	if p.filtering || p.filter.Value() != "" {
		return strings.TrimRight(textfield.View(p.filter, p.st), " ") + p.st.Faint.Render(fmt.Sprintf("  %d of %s", len(p.shown), plural.Count(len(p.games), "game")))
	}
	if len(p.games) == 0 {
		return ""
	}
	order := fmt.Sprintf("by %s, %s", strings.ToLower(openColumnTitles[p.sortBy]), openSortWords[p.sortBy][boolIndex(p.reverse)])
	if p.more > 0 {
		// Short enough for 80 columns: "type the path of an older one"
		// ran past the edge there.
		return p.st.Faint.Render(fmt.Sprintf("%d newest of %d records, %s (older: type a path)", len(p.games), len(p.games)+p.more, order))
	}
	games := plural.Count(len(p.games), "saved game")
	return p.st.Faint.Render(common.LongOrShort(fmt.Sprintf("%s in %s, %s", games, p.where, order),
		fmt.Sprintf("%s, %s", games, order), p.innerWidth())) // the path row names the folder
}

// fileLine names the selected game's file and who played which side, or
// in full why it is no record to open.
func (p *openPage) fileLine() string {
	g, ok := p.selected()
	if !ok {
		return p.st.Faint.Render("  saved games are in " + p.where)
	}
	name := record.ShortPath(g.Path)
	if p.opts.Host != nil {
		name = filepath.Base(g.Path) // not where the host keeps them
	}
	name = quote.Text(name, 0)
	if g.Err != nil {
		return p.st.Faint.Render("  "+name+": ") + p.st.Problem.Render(quote.Text(g.Problem(), 0))
	}
	return p.st.Faint.Render("  " + name + " · " + quote.Text(g.PlayersBySide(), 0))
}

// shortHelp is the key line of the page's state.
func (p *openPage) shortHelp() []key.Binding {
	switch {
	case p.filtering:
		return []key.Binding{openShortChoose, openShortFilter, openShortClear}
	case p.onPath && len(p.shown) > 0:
		return []key.Binding{p.keys.Open, openShortList, openShort("esc", "back")}
	case p.onPath:
		return []key.Binding{p.keys.Open, openShort("esc", "back")}
	}
	return p.keys.ShortHelp()
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}
