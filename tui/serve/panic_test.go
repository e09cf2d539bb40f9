package serve

import (
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/charmbracelet/ssh"

	"cabezacat/tui/table"
)

// A panic in one visitor's table (injected into its goroutine) ends that
// table only: its game is saved, the visitor seated there is told why and
// where the game went, the other player's subscription ends with the
// same word, the stack goes to the server's log; another visitor's own
// game goes on (a move is played and seen), and the server takes new
// visitors.
func TestServePanicAtATableSparesTheOtherVisitors(t *testing.T) {
	var armed atomic.Pointer[string]
	ts := startServer(t, func(c *Config) {
		c.testTableHook = func(code string) {
			if p := armed.Load(); p != nil && *p == code {
				panic("boom at the table")
			}
		}
	})
	alice := visit(t, ts.addr, visitOpts{user: "alice"})
	code, _ := openTable(alice, false, false, "")
	tb, err := ts.Lobby().Find(code)
	if err != nil {
		t.Fatal(err)
	}
	bot, err := tb.Join(table.Identity{Name: "bot"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	moves := quickCabezaGame(t)
	typeMove(alice, moves[0])
	alice.await("red played " + moves[0])
	if err := bot.Play(moves[1]); err != nil {
		t.Fatal(err)
	}
	alice.await("blue played " + moves[1])

	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	hotSeatMove(bob) // a game of bob's own, on his screen

	armed.Store(&code)
	alice.send("D") // offer a draw: the table panics serving it
	// Said by the answer to the offer or by the table's end, whichever
	// comes last (with where the game went, cut at 80 columns).
	alice.await(`adjourned: an error on the server ("boom at the`) // the status line; the panel has the rest
	files := listFiles(t, ts.cfg.RecordDir)
	if len(files) != 1 {
		t.Fatalf("records: %v", files)
	}
	text, _ := os.ReadFile(files[0])
	for _, want := range []string{`[Red "human (alice)"]`, moves[0], moves[1], "an error on the server"} {
		if !strings.Contains(string(text), want) {
			t.Fatalf("the record lacks %q:\n%s", want, text)
		}
	}
	var snap table.Snapshot
	deadline := time.After(90 * time.Second)
	for open := true; open; {
		select {
		case s, ok := <-bot.Updates:
			if open = ok; ok {
				snap = s
			}
		case <-deadline:
			t.Fatal("the other player's updates never closed")
		}
	}
	if !strings.Contains(snap.Event, `adjourned: an error on the server ("boom at the table"); it waits in the store for both players; saved to `+files[0]) {
		t.Fatalf("the other player's last snapshot: %+v", snap)
	}
	if log := ts.logs.String(); !strings.Contains(log, "panic in table "+code+`: "boom at the table"`) || !strings.Contains(log, "panic_test.go") {
		t.Fatalf("the server's log has no report with its stack:\n%s", log)
	}

	// Bob's own game goes on: blue moves, and he sees it (red's turn
	// again).
	bob.send("\t", "\t", "\r")
	bob.await("red to move: select a piece")
	// Alice goes back to the menu, and the server takes a new visitor.
	alice.send("\x1b", "\x1b")
	alice.await("Catch the Cat")
	carol := visit(t, ts.addr, visitOpts{user: "carol"})
	carol.await("Catch the Cat")
}

// A panic in a session's handler (injected where each session starts) is
// recovered by wish's recover middleware: that session ends, the stack
// goes to the server's log with the value quoted, and the server and
// every other session go on.
func TestServePanicInASessionEndsThatSessionOnly(t *testing.T) {
	ts := startServer(t, func(c *Config) {
		c.testSessionHook = func(sess ssh.Session) {
			if sess.User() == "mallory" {
				panic("boom\x1b[2J in a session")
			}
		}
	})
	alice := visit(t, ts.addr, visitOpts{user: "alice"})
	hotSeatMove(alice)
	mallory := visit(t, ts.addr, visitOpts{user: "mallory"})
	mallory.waitClosed()
	if log := ts.logs.String(); !strings.Contains(log, `panic in a session: "boom\x1b[2J in a session"`) || !strings.Contains(log, "panic_test.go") {
		t.Fatalf("the server's log has no report with its stack:\n%s", log)
	}
	alice.send("\t", "\t", "\r")
	alice.await("red to move: select a piece")
	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	bob.await("Catch the Cat")
}
