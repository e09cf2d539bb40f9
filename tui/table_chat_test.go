package tui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

// seatedApp is sub's table screen run by teatest at 80×24, with a wait
// for words on its screen.
type seatedApp struct {
	tm *teatest.TestModel
	t  *testing.T
}

func runSeated(t *testing.T, lobby *table.Lobby, sub *table.Sub, name string) seatedApp {
	t.Helper()
	opts := common.Options{Host: &common.Host{Lobby: lobby, RecordDir: t.TempDir(), Visitor: table.Identity{Name: name}}}
	s, err := newTableScreen(opts, lobby.Clock(), sub)
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, tuitest.Probed{Model: newAppWith(opts, s)}, teatest.WithInitialTermSize(80, 24))
	t.Cleanup(func() { tm.Quit() })
	return seatedApp{tm, t}
}

// wait asks the running program until its view holds every one of
// want; the deadline only stops a broken test from hanging.
func (a seatedApp) wait(want ...string) string {
	a.t.Helper()
	var v string
	done := make(chan struct{})
	go func() {
		defer close(done)
		tuitest.WaitUntil(a.tm, func(m tea.Model) bool {
			v = m.View()
			for _, w := range want {
				if !strings.Contains(v, w) {
					return false
				}
			}
			return true
		})
	}()
	select {
	case <-done:
		return v
	case <-time.After(tuitest.HangTimeout / 8):
		a.t.Fatalf("the screen never showed %q:\n%s", want, v)
		return ""
	}
}

func (a seatedApp) keys(s string) { a.tm.Send(tuitest.KeyRunes(s)) }
func (a seatedApp) enter()        { a.tm.Send(tea.KeyMsg{Type: tea.KeyEnter}) }

// say opens the chat (T), types a line and says it (enter).
func (a seatedApp) say(line string) {
	a.keys("T")
	a.keys(line)
	a.enter()
}

// Chat at a table on the players' screens: a line typed by one shows on
// the other's status line and in the chat drawn over the board; a
// stranger's escape sequences show quoted; a player mutes the spectators
// on their own screen; a sixth line within ten seconds is refused with
// the limit said.
func TestTableChatOnTheScreens(t *testing.T) {
	var saved string
	lobby, _, aliceSub, bobSub := tableOf(t, table.Cabeza, &saved, time.Minute)
	tb, _ := lobby.Find(aliceSub.Code())
	dave, err := tb.Join(table.Identity{Name: "dave"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	alice := runSeated(t, lobby, aliceSub, "margarita")
	bob := runSeated(t, lobby, bobSub, "bartholomew")
	alice.wait("you play red")
	bob.wait("you play blue")

	bob.say("good luck!")
	alice.wait("bartholomew (blue): good luck!") // on alice's status line
	bob.tm.Send(tea.KeyMsg{Type: tea.KeyEsc})    // bob closes his chat

	if err := dave.Chat("\x1b[2J\x1b]52;c;cHduZWQ=\x07 hi"); err != nil {
		t.Fatal(err)
	}
	// The escapes are shown as text: the view (drawn without colour in
	// tests) holds no escape character at all.
	if v := alice.wait(`dave (watching): \x1b[2J\x1b]52;c;cHduZWQ=\x07 hi`); strings.ContainsAny(v, "\x1b\x07") {
		t.Fatalf("a raw escape reached alice's screen: %q", v)
	}

	alice.keys("S")
	alice.wait("red muted the spectators' chat on their screen")
	if err := dave.Chat("second from dave"); err != nil {
		t.Fatal(err)
	}
	bob.wait("dave (watching): second from dave")
	alice.keys("T") // the chat drawn over the board: dave's second line is not there
	alice.wait("-- chat at "+aliceSub.Code(), "spectators muted", "say: ")
	v := alice.wait("say:")
	if strings.Contains(v, "second from dave") || !strings.Contains(v, "bartholomew (blue): good luck!") {
		t.Fatalf("alice's chat with the spectators muted:\n%s", v)
	}
	bob.keys("T")
	for i := range table.ChatBurst - 1 {
		bob.keys(fmt.Sprint("line ", i))
		bob.enter()
		bob.wait(fmt.Sprintf("bartholomew (blue): line %d", i), "say: a line for the table") // said, and the field emptied
	}
	bob.keys("one too many")
	bob.enter()
	// Refused, with the limit said; the line stays to be said later.
	bob.wait("chat: slow down: at most 5 lines in 10 seconds; wait 10 seconds", "say: one too many")
}

// A line typed while the table takes the one before is kept: the field
// empties when a line is said, not when the table's answer comes (which
// used to eat what was typed meanwhile, and the enter after it closed
// the chat). A refused line comes back before what was typed since.
// The screen is driven message by message, the table's answer held back
// until the next line is typed.
func TestChatKeepsWhatIsTypedWhileALineIsSaid(t *testing.T) {
	var saved string
	lobby, _, aliceSub, bobSub := tableOf(t, table.Cabeza, &saved, time.Minute)
	opts := common.Options{Host: &common.Host{Lobby: lobby, RecordDir: t.TempDir(), Visitor: table.Identity{Name: "margarita"}}}
	s, err := newTableScreen(opts, lobby.Clock(), aliceSub)
	if err != nil {
		t.Fatal(err)
	}
	var m tea.Model = s
	send := func(msg tea.Msg) tea.Cmd {
		var cmd tea.Cmd
		m, cmd = m.Update(msg)
		return cmd
	}
	send(tea.WindowSizeMsg{Width: 80, Height: 24})
	send(tuitest.KeyRunes("T"))
	said := func(line string) tea.Msg {
		t.Helper()
		send(tuitest.KeyRunes(line))
		cmd := send(tea.KeyMsg{Type: tea.KeyEnter})
		if cmd == nil {
			t.Fatalf("enter on %q asked the table nothing", line)
		}
		return cmd() // the table's answer, not yet given to the screen
	}
	answer := said("first")
	send(tuitest.KeyRunes("second"))
	send(answer)
	if v := m.View(); !strings.Contains(v, "say: second") {
		t.Fatalf("what was typed while the first line was said is gone:\n%s", v)
	}
	send(said("")) // "second" is in the field: enter says it
	chat := latestChat(bobSub)
	if !slices.Equal(chat, []string{"first", "second"}) {
		t.Fatalf("the table's chat: %q", chat)
	}
	// Refused (the sixth line within ten seconds), the line comes back.
	for i := range table.ChatBurst - 2 {
		send(said(fmt.Sprint("line ", i)))
	}
	answer = said("refused")
	send(tuitest.KeyRunes(" later"))
	send(answer)
	if v := m.View(); !strings.Contains(v, "say: refused later") || !strings.Contains(v, "slow down") {
		t.Fatalf("the refused line is not back in the field:\n%s", v)
	}
}

// latestChat is the texts of the chat in sub's latest snapshot (the
// table keeps only the latest one waiting), oldest first.
func latestChat(sub *table.Sub) []string {
	var snap table.Snapshot
	for more := true; more; {
		select {
		case s, ok := <-sub.Updates:
			snap, more = s, ok
		default:
			more = false
		}
	}
	var texts []string
	for _, l := range snap.Chat {
		texts = append(texts, l.Text)
	}
	return texts
}
