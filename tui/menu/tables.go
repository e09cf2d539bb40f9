package menu

import (
	"fmt"
	"strings"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/internal/plural"
	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/table"
)

// tableEntries are the menu's entries on a server: open a table, join or
// watch one.
var tableEntries = []menuEntry{
	{title: "Open a table", blurb: "play someone in another terminal: you get a code to give them", newForm: newOpenTableForm},
	{title: "Join a table", blurb: "sit down at a table by its code or from the list, or watch", newForm: newJoinTableForm},
}

// entries are the menu's entries: the tables only where there are any.
func (m Model) entries() []menuEntry {
	if m.opts.Host == nil || m.opts.Host.Lobby == nil {
		return append(menuEntries[:len(menuEntries):len(menuEntries)], settingsEntry)
	}
	// No "Open a saved game" on a server: the host's records folder holds
	// everyone's games, and a visitor sees only their own — a player in
	// My games (the account page), a guest none.
	var games []menuEntry
	for _, e := range menuEntries {
		if e.title != openSavedGame {
			games = append(games, e)
		}
	}
	entries := append(m.offerEntries(), games...)
	entries = append(entries, tableEntries...)
	entries = append(append(entries, m.accountEntries()...), settingsEntry)
	if m.opts.Host.Account == nil {
		guestWords(entries)
	}
	return entries
}

// guestWords tells a guest (a visitor without a key: no account) what
// the menu's blurbs promise a player: a puzzle rating and settings kept
// for next time; a guest's last for the visit.
func guestWords(entries []menuEntry) {
	for i, e := range entries {
		switch {
		case e.start == common.OpenPuzzlesMsg{}:
			entries[i].blurb = "find the one winning line, proven by the engines; a rating for this visit"
		case e.title == settingsEntry.title:
			entries[i].blurb = "theme, glyphs, colour, AI levels, the board for blue: for this visit"
		}
	}
}

func clockField(opts common.Options) *formRow {
	in := textfield.New(common.NewStyles(opts), "", "none", 9, 0, func(r rune) bool {
		return r < unicode.MaxASCII && (unicode.IsDigit(r) || r == '+' || r == '.')
	})
	return &formRow{id: "clock", label: "Clock", text: &in, note: "minutes+seconds a move, e.g. 5+3"}
}

func newOpenTableForm(opts common.Options) setupForm {
	isGame := func(name string) func(f *setupForm) bool {
		return func(f *setupForm) bool { return f.value("game") == name }
	}
	return setupForm{
		game: "Open a table",
		keys: defaultFormKeys,
		rows: append([]formRow{
			{id: "game", label: "Game", choices: []string{"Cabeza", "Catch the Cat"}},
			{id: "red", label: "You play", choices: []string{"Red (moves first)", "Blue"}, visible: isGame("Cabeza")},
			{id: "cat", label: "You play", choices: []string{"Cat (moves first)", "Catcher"}, visible: isGame("Catch the Cat")},
		}, append(catcatBoardRows(opts, isGame("Catch the Cat")), *clockField(opts), ratedRow(opts))...),
		rules: common.RulesTable,
		describe: func(f *setupForm) string {
			tc, err := table.ParseTimeControl(f.value("clock"))
			if err != nil {
				return err.Error()
			}
			game := f.value("game")
			if game == "Catch the Cat" {
				size, _, _, _ := f.catcatBoard()
				game = fmt.Sprintf("Catch the Cat on %d×%d", size, size)
			}
			return fmt.Sprintf("a %stable for %s, %s: you get its code", ratedWords(f), game, tc.Describe())
		},
		start: func(f *setupForm) (tea.Msg, error) {
			tc, err := table.ParseTimeControl(f.value("clock"))
			if err != nil {
				return nil, err
			}
			setup := table.Setup{Kind: table.Cabeza, Clock: tc}
			side := f.row("red").choice
			if f.value("game") == "Catch the Cat" {
				size, density, seed, err := f.catcatBoard()
				if err != nil {
					return nil, err
				}
				setup = table.Setup{Kind: table.Catcat, Clock: tc, Size: size, Density: density, Seed: seed}
				side = f.row("cat").choice
			}
			setup.Rated = f.value("rated") == "Rated"
			h := opts.Host
			sub, err := h.Lobby.Open(setup, h.Visitor, side)
			if err != nil {
				return nil, err
			}
			return common.SitAtTableMsg{Clock: h.Lobby.Clock(), Sub: sub}, nil
		},
	}
}

// byCode is the list's first choice: use the code typed below.
const byCode = "the code below"

func newJoinTableForm(opts common.Options) setupForm {
	st := common.NewStyles(opts)
	code := textfield.New(st, "", "ABCD", 8, 0, func(r rune) bool {
		return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))
	})
	token := textfield.New(st, "", "only to take your seat back", 12, 0, func(r rune) bool {
		return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))
	})
	tables := []string{byCode}
	for _, i := range opts.Host.Lobby.List() {
		tables = append(tables, describeTable(i))
	}
	fromList := func(f *setupForm) bool { return f.row("table").choice == 0 }
	return setupForm{
		game: "Join a table",
		keys: defaultFormKeys,
		rows: []formRow{
			{id: "table", label: "Table", choices: tables, note: plural.Count(len(tables)-1, "table") + " open or playing"},
			{id: "code", label: "Code", text: &code, visible: fromList},
			{id: "as", label: "As", choices: []string{"Player", "Spectator"}},
			{id: "token", label: "Seat token", text: &token, visible: func(f *setupForm) bool { return f.row("as").choice == 0 }},
		},
		rules: common.RulesTable,
		describe: func(f *setupForm) string {
			if f.row("as").choice == 1 {
				return "watch the game; your analysis is your own"
			}
			return "sit down in the open seat (or take yours back)"
		},
		start: func(f *setupForm) (tea.Msg, error) {
			c := f.value("code")
			if r := f.row("table"); r.choice > 0 {
				c, _, _ = strings.Cut(r.choices[r.choice], " ")
			}
			if strings.TrimSpace(c) == "" {
				return nil, fmt.Errorf("type the table's code, or choose a table from the list")
			}
			h := opts.Host
			t, err := h.Lobby.Find(c)
			if err != nil {
				return nil, err
			}
			sub, err := t.Join(h.Visitor, f.row("as").choice == 1, strings.ToUpper(f.value("token")))
			if err != nil {
				return nil, err
			}
			return common.SitAtTableMsg{Clock: h.Lobby.Clock(), Sub: sub}, nil
		},
	}
}

// describeTable is a table in the list: its code first (start reads it),
// then the game by its name, rated if it is (before sitting down: a
// rated game has no take-backs and moves a rating), and the clock in
// words ("ABCD Catch the Cat, no clock, cat alice, catcher open").
func describeTable(i table.Info) string {
	var seats []string
	for side, s := range i.Seats {
		name := i.Kind.SideName(side)
		switch {
		case !s.Taken:
			seats = append(seats, name+" open")
		case !s.Present:
			seats = append(seats, name+" "+common.NameOrSomeone(s.Name)+" away")
		default:
			seats = append(seats, name+" "+common.NameOrSomeone(s.Name))
		}
	}
	game := i.Kind.Title()
	if i.Setup.Rated {
		game += ", rated"
	}
	return fmt.Sprintf("%s %s, %s, %s", i.Code, game, i.Clock.Describe(), strings.Join(seats, ", "))
}
