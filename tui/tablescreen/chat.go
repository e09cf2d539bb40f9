package tablescreen

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/internal/quote"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/table"
)

// The chat at a table (the table keeps it, with its limits: see
// table.ChatMaxRunes). T opens the chat: the last lines are drawn over the
// bottom of the game screen, above the status line, where the line being
// typed is; enter says it, esc closes the chat. With the chat closed, a
// line someone says shows on the status line until the next key. A
// player's S mutes the spectators' lines on their own screen, or lets
// them in again.

var (
	chatKey = key.NewBinding(key.WithKeys("T"), key.WithHelp("T", "talk: the table's chat (enter says a line, esc closes)"))
	muteKey = key.NewBinding(key.WithKeys("S"), key.WithHelp("S", "mute the spectators' chat on your screen, or hear them again"))
)

// chatName is who said a line, quoted (a name is the visitor's choice):
// "alice (red)", "carol (watching)".
func chatName(k table.Kind, l table.ChatLine) string {
	role := "watching"
	if l.Seat != table.Spectator {
		role = k.SideName(l.Seat)
	}
	name := quote.Text(l.Name, 16)
	if name == "" {
		name = "someone"
	}
	return name + " (" + role + ")"
}

// chatText is a line as the screen shows it: who, then the text with every
// control character quoted (an escape sequence stays text).
func chatText(k table.Kind, l table.ChatLine) string {
	return chatName(k, l) + ": " + quote.Text(l.Text, table.ChatMaxRunes)
}

// openChat gives the keyboard to the chat's line.
func (t Model) openChat() (tea.Model, tea.Cmd) {
	if t.closed {
		t.Say(true, "the table is closed: nobody reads the chat")
		return t, nil
	}
	t.chatting, t.chatNews = true, ""
	t.chatField = textfield.New(t.st, "say: ", "a line for the table", table.ChatMaxRunes, max(t.width-6, 10), nil)
	return t, t.chatField.Focus()
}

// chatKeyPress is a key while the chat is open.
func (t Model) chatKeyPress(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch msg.Type {
	case tea.KeyEsc:
		t.chatting = false
		return t, nil
	case tea.KeyEnter:
		text := t.chatField.Value()
		if strings.TrimSpace(text) == "" {
			t.chatting = false // enter on nothing closes, as esc
			return t, nil
		}
		// The field empties at once, so that what is typed next goes
		// into it while the table takes this line; a line the table
		// refuses comes back to the field (chatRefused). (It used to stay
		// until the table took it, and the emptying then ate what was
		// typed meanwhile: a quick typist's next line was lost, and the
		// enter after it, on an empty field, closed the chat.)
		sub := t.subs[0]
		t.chatField.SetValue("")
		return t, func() tea.Msg { return tableReplyMsg{what: "chat", text: text, err: sub.Chat(text)} }
	}
	var cmd tea.Cmd
	t.chatField, cmd, _ = textfield.Edit(t.chatField, msg)
	t.status, t.problem = "", false // a refusal answered: the line is being mended
	return t, cmd
}

// toggleMute mutes or lets in the spectators' lines on this player's
// screens.
func (t Model) toggleMute() (tea.Model, tea.Cmd) {
	on := !t.snap.Muted[t.subs[0].Seat]
	sub := t.subs[0]
	// The table's word says it to everyone ("red muted the spectators'
	// chat on their screen"), the spectators included.
	return t, ask("mute", "", func() error { return sub.MuteSpectators(on) })
}

// noteChat marks a line said since the last snapshot as news for the
// status line (not one's own: one saw it typed). Lines are numbered by
// the table: a mute that takes lines away is no news.
func (t *Model) noteChat(before, now table.Snapshot) {
	if len(now.Chat) == 0 {
		return
	}
	last := now.Chat[len(now.Chat)-1]
	if len(before.Chat) > 0 && before.Chat[len(before.Chat)-1].N >= last.N {
		return
	}
	if t.chatting || (last.Seat == t.subs[0].Seat && last.Seat != table.Spectator) {
		return
	}
	t.chatNews = chatText(now.Setup.Kind, last)
}

// chatLines is how many lines of chat the open chat draws over a game
// screen of height rows: a third of it, at least the line being typed.
func chatLines(height int) int { return max(height/3, 1) }

// withChat draws the open chat over the bottom of view (the game screen
// under the table's line): its last lines replace the rows just above
// the status line, which the line being typed replaces. The frame keeps
// its size, so nothing else moves.
func (t Model) withChat(view string) string {
	rows := strings.Split(view, "\n")
	if len(rows) < 2 {
		return view
	}
	width := t.width
	if width <= 0 {
		width = 80
	}
	fit := func(s string) string { return ansi.Truncate(s, width, t.st.Ellipsis) }
	rows[len(rows)-1] = fit(textfield.View(t.chatField, t.st))
	n := min(chatLines(len(rows)), len(rows)-1)
	// The heading, blank rows, then the last lines just above the line
	// being typed.
	lines := make([]string, 0, n)
	if t.problem && t.status != "" {
		// A refusal (too fast, too long) takes the heading's row: the
		// status line is the line being typed.
		lines = append(lines, fit(t.st.Problem.Render(t.status)))
	} else {
		lines = append(lines, fit(t.st.Faint.Render(t.chatHeading())))
	}
	shown := t.snap.Chat
	if len(shown) > n-1 {
		shown = shown[len(shown)-(n-1):]
	}
	for len(lines)+len(shown) < n {
		lines = append(lines, "")
	}
	for _, l := range shown {
		lines = append(lines, fit(chatText(t.snap.Setup.Kind, l)))
	}
	copy(rows[len(rows)-1-n:], lines[len(lines)-n:])
	return strings.Join(rows, "\n")
}

// chatHeading is the line above the chat: its limits, and a mute.
func (t Model) chatHeading() string {
	muted := ""
	if s := t.subs[0].Seat; s != table.Spectator && t.snap.Muted[s] {
		muted = ", spectators muted"
	}
	h := fmt.Sprintf("-- chat at %s%s (esc closes): a line up to %d characters, %d lines in %ds", t.snap.Code, muted, table.ChatMaxRunes, table.ChatBurst, int(table.ChatWindow.Seconds()))
	if len(t.snap.Chat) == 0 {
		h = fmt.Sprintf("-- chat at %s%s (esc closes): nothing said yet; a line up to %d characters", t.snap.Code, muted, table.ChatMaxRunes)
	}
	return h
}

// chatRefused puts a line the table refused back into the field, before
// what was typed since, to be mended or said later (while the chat is
// open: a chat closed meanwhile was left).
func (t *Model) chatRefused(msg tableReplyMsg) {
	if msg.what == "chat" && msg.err != nil && t.chatting {
		t.chatField.SetValue(msg.text + t.chatField.Value())
	}
}
