package menu

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
)

// setupForm is the second page of the menu: the game's mode and options,
// one row each. Choice rows change with ←/→, text rows take typing, and
// Enter on any row starts the game.
type setupForm struct {
	game   string
	rows   []formRow
	cursor int
	keys   formKeys
	rules  string
	status string
	// start is the message that asks the root for the game the form
	// describes, or says what is wrong.
	start func(f *setupForm) (tea.Msg, error)
	// describe says in words who plays whom.
	describe func(f *setupForm) string
	// enter says what enter does, before describe's words ("": "enter
	// starts: ").
	enter string
}

// formRow is one line of the form. A row shows only when visible says so
// (the AI level only against the AI, and so on).
type formRow struct {
	id      string
	label   string
	choices []string
	choice  int
	text    *textinput.Model // a text row when set
	typed   string           // what a text row takes, for its key line ("the seed"; default: its label)
	pick    bool             // a row to choose with enter (a file), not to change
	note    string
	noteFor func(choice int) string // a note that depends on the choice, if set
	visible func(f *setupForm) bool
}

type formKeys struct {
	Type, Up, Down, Prev, Next, Start, Back, Help key.Binding
}

func (k formKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Type, k.Up, k.Down, k.Prev, k.Start, k.Back, k.Help}
}

// narrowHelp is ShortHelp for a narrow screen: the row keys named
// together, so that enter, esc and ? still fit at 62 columns.
func (k formKeys) narrowHelp() []key.Binding {
	rows := key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑↓/kj", "row"))
	return []key.Binding{k.Type, rows, k.Prev, k.Start, k.Back, k.Help}
}

func (k formKeys) FullHelp() [][]key.Binding {
	// The key line names ← and → together ("←→/hl change"); the full
	// help gives each its own row.
	prev, next := k.Prev, k.Next
	prev.SetHelp("←/h", "previous choice")
	next.SetHelp("→/l/space", "next choice")
	return [][]key.Binding{{k.Up, k.Down}, {prev, next}, {k.Start, k.Back, k.Help}}
}

var defaultFormKeys = formKeys{
	Up:    key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "row up")),
	Down:  key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "row down")),
	Prev:  key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←→/hl", "change")),
	Next:  key.NewBinding(key.WithKeys("right", "l", " "), key.WithHelp("→/l", "change")),
	Start: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "start")),
	Back:  key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
	Help:  key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
}

// textRowKeys are the keys of text row r: letters are its text (j, k, h,
// l and space too, which move and change on the other rows), and the key
// line says so first; tab, the arrows, enter and esc still act.
func textRowKeys(r formRow) formKeys {
	what := r.typed
	if what == "" {
		what = "the " + strings.ToLower(r.label)
	}
	return formKeys{
		// Type is never matched: it only names what the letters do.
		Type:  key.NewBinding(key.WithKeys("letters"), key.WithHelp("type", what)),
		Up:    key.NewBinding(key.WithKeys("up", "shift+tab"), key.WithHelp("↑", "row up")),
		Down:  key.NewBinding(key.WithKeys("down", "tab"), key.WithHelp("tab/↓", "next row")),
		Start: defaultFormKeys.Start,
		Back:  defaultFormKeys.Back,
	}
}

func (f *setupForm) row(id string) *formRow {
	for i := range f.rows {
		if f.rows[i].id == id {
			return &f.rows[i]
		}
	}
	panic("setup form has no row " + id)
}

func (f *setupForm) value(id string) string {
	r := f.row(id)
	if r.text != nil {
		return strings.TrimSpace(r.text.Value())
	}
	return r.choices[r.choice]
}

func (f *setupForm) Shown(i int) bool {
	return f.rows[i].visible == nil || f.rows[i].visible(f)
}

func (f *setupForm) Typing() bool {
	return f.rows[f.cursor].text != nil
}

// update handles one key; back reports that the person left the form.
func (f *setupForm) update(msg tea.KeyMsg) (back bool, cmd tea.Cmd) {
	r := &f.rows[f.cursor]
	keys := f.keys
	if r.text != nil {
		keys = textRowKeys(*r)
	}
	switch {
	case key.Matches(msg, keys.Back):
		return true, nil
	case key.Matches(msg, keys.Up):
		return false, f.move(-1)
	case key.Matches(msg, keys.Down):
		return false, f.move(+1)
	case key.Matches(msg, keys.Start):
		return false, f.begin()
	case r.pick:
		return false, nil
	case r.text != nil:
		var edited bool
		if *r.text, cmd, edited = textfield.Edit(*r.text, msg); edited {
			f.status = ""
		}
		return false, cmd
	case key.Matches(msg, keys.Prev):
		r.choice = (r.choice + len(r.choices) - 1) % len(r.choices)
		f.status = ""
	case key.Matches(msg, keys.Next):
		r.choice = (r.choice + 1) % len(r.choices)
		f.status = ""
	}
	return false, nil
}

// begin asks the root for the game the form describes, or says what is
// wrong. What the root finds wrong in building it comes back as a
// common.StartFailedMsg (see Model.Update).
func (f *setupForm) begin() tea.Cmd {
	msg, err := f.start(f)
	if err != nil {
		f.status = err.Error()
		return nil
	}
	return func() tea.Msg { return msg }
}

// blink passes a message that is not a key (the cursor's blink) to the
// text row that has the keyboard.
func (f *setupForm) blink(msg tea.Msg) tea.Cmd {
	t := f.rows[f.cursor].text
	if t == nil {
		return nil
	}
	var cmd tea.Cmd
	*t, cmd = t.Update(msg)
	return cmd
}

// move steps the cursor to the next visible row, giving text rows focus
// (the Cmd starts the cursor blinking).
func (f *setupForm) move(d int) tea.Cmd {
	i := f.cursor
	for n := 0; n < len(f.rows); n++ {
		i = (i + d + len(f.rows)) % len(f.rows)
		if f.Shown(i) {
			break
		}
	}
	return f.focus(i)
}

// focus puts the cursor on row i, moving the keyboard from a text row
// that had it to one that gets it.
func (f *setupForm) focus(i int) tea.Cmd {
	if t := f.rows[f.cursor].text; t != nil {
		t.Blur()
	}
	f.cursor = i
	if t := f.rows[f.cursor].text; t != nil {
		return t.Focus()
	}
	return nil
}

func (f *setupForm) view(st common.Styles, h help.Model, width int) string {
	var b strings.Builder
	// Mouse clicks find the rows from this layout (formRowsTop, valueX).
	b.WriteString("\n")
	b.WriteString(st.Crumb.Render("cabezacat › ") + st.Title.Render(f.game))
	b.WriteString("\n\n")
	labelW := f.labelWidth()
	for i, r := range f.rows {
		if !f.Shown(i) {
			continue
		}
		mark, style := "  ", st.Item
		if i == f.cursor {
			mark, style = "> ", st.Selected
		}
		var val string
		if r.text != nil {
			// Without the field's padding the note follows the text.
			val = "  " + strings.TrimRight(textfield.View(*r.text, st), " ")
		} else if i == f.cursor && !r.pick {
			val = st.Faint.Render("‹ ") + st.Value.Render(r.choices[r.choice]) + st.Faint.Render(" ›")
		} else {
			val = "  " + r.choices[r.choice]
		}
		line := style.Render(mark+r.label+strings.Repeat(" ", labelW-len(r.label))) + "  " + val
		note := r.note
		if r.noteFor != nil {
			note = r.noteFor(r.choice)
		}
		if i == f.cursor && note != "" {
			line += "  " + st.Faint.Render(note)
		}
		b.WriteString(common.ClipStatus(line, width-2, st.Ellipsis))
		b.WriteString("\n")
	}
	b.WriteString("\n")
	if f.status != "" {
		// What is wrong ends with what was typed: it wraps, never cut.
		lines, _ := common.StatusLines(st.Problem.Render(f.status), width-2, 4, st.Ellipsis)
		b.WriteString(strings.Join(lines, "\n"))
	} else {
		enter := "enter starts: "
		if f.enter != "" {
			enter = f.enter
		}
		// What enter does may end with a path (where settings are
		// saved): it wraps to a second line rather than lose it.
		lines, _ := common.StatusLines(st.Faint.Render(enter+f.describe(f)), width-2, 2, st.Ellipsis)
		b.WriteString(strings.Join(lines, "\n"))
	}
	b.WriteString("\n\n")
	keys := f.keys
	if f.Typing() {
		keys = textRowKeys(f.rows[f.cursor])
	}
	line := keys.ShortHelp()
	if hw := h; !f.Typing() && h.Width > 0 {
		hw.Width = 0
		if lipgloss.Width(hw.ShortHelpView(line)) > h.Width {
			line = keys.narrowHelp()
		}
	}
	b.WriteString(common.HelpLine(h, line, h.Width))
	return st.Frame.Render(b.String())
}

func (f *setupForm) labelWidth() int {
	w := 0
	for _, r := range f.rows {
		w = max(w, len(r.label))
	}
	return w
}

const (
	modeVsAI    = "You vs AI"
	modeHotSeat = "Hot-seat"
	modeAIvsAI  = "AI vs AI"
)

var modes = []string{modeVsAI, modeHotSeat, modeAIvsAI}

func isMode(m string) func(f *setupForm) bool {
	return func(f *setupForm) bool { return f.value("mode") == m }
}

func levelChoices(lo, hi int, name func(int) string) []string {
	var c []string
	for l := lo; l <= hi; l++ {
		c = append(c, name(l))
	}
	return c
}
