package serve

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"cabezacat/tui/table"
)

// Chat at a table between real SSH clients: players and a spectator say
// lines, a stranger's control character reaches the others quoted,
// a player mutes the spectators, and a sixth line within ten seconds (on
// the server's manual clock) is refused with the limit said.
func TestTableChatOverSSH(t *testing.T) {
	ts := startServer(t, nil)
	alice, bob, code, _ := redHasPlayed(t, ts)
	carol := visit(t, ts.addr, visitOpts{user: "carol"})
	joinTable(carol, code, "", true)
	alice.await("carol is watching")

	bob.send("T")
	bob.await("-- chat at " + code)
	bob.send("good luck")
	bob.send("\r")
	alice.await("bob (blue): good luck")
	carol.await("bob (blue): good luck")

	carol.send("T")
	carol.await("say: ")
	// A terminal's escape sequences typed are keys to the program, never
	// text; what a keyboard can send that would fool a screen is a
	// character like the right-to-left override: shown quoted.
	carol.send("\u202eevil hi")
	carol.send("\r")
	alice.await(`carol (watching): \u202eevil hi`)

	alice.send("S")
	alice.await("red muted the spectators' chat on their screen")
	carol.send("second line")
	carol.send("\r")
	bob.await("carol (watching): second line")
	alice.send("T")
	alice.await("-- chat at " + code + ", spectators muted")
	if txt := alice.text(); strings.Contains(txt[alice.seen:], "second line") {
		t.Fatalf("alice muted the spectators and still reads them:\n%s", txt[alice.seen:])
	}

	// Bob has said one line; four more pass, the sixth is refused.
	for i := range table.ChatBurst - 1 {
		bob.send(fmt.Sprint("line ", i))
		bob.send("\r")
		bob.await(fmt.Sprint("bob (blue): line ", i))
	}
	bob.send("one too many")
	bob.send("\r")
	bob.await("chat: slow down: at most 5 lines in 10 seconds; wait 10 seconds")
}

// After a game over SSH, M on both players' screens: both sit down at a
// new table with the colours swapped, where a new game begins; the
// spectator follows. Cabeza and Catch the Cat.
func TestTableRematchOverSSH(t *testing.T) {
	for _, catcatGame := range []bool{false, true} {
		name := map[bool]string{false: "cabeza", true: "catcat"}[catcatGame]
		t.Run(name, func(t *testing.T) {
			ts := startServer(t, nil)
			alice := visit(t, ts.addr, visitOpts{user: "alice"})
			code, _ := openTable(alice, catcatGame, false, "")
			bob := visit(t, ts.addr, visitOpts{user: "bob"})
			joinTable(bob, code, "", false)
			carol := visit(t, ts.addr, visitOpts{user: "carol"})
			joinTable(carol, code, "", true)
			alice.await("carol is watching")
			first, second := "red", "blue"
			if catcatGame {
				first, second = "cat", "catcher"
			}
			bob.send("R")
			bob.await("R again resigns")
			bob.send("R")
			alice.await("game over: " + second + " resigned")
			alice.send("M")
			alice.await("rematch asked: waiting for bob")
			bob.await("alice asks for a rematch (you play " + first + "): M accepts, X declines")
			bob.send("M")
			alice.await("you: " + second)
			bob.await("you: " + first)
			var rematch table.Info
			for _, i := range ts.Lobby().List() {
				if i.Code != code {
					rematch = i
				}
			}
			if rematch.Code == "" || rematch.Seats[0].Name != "bob" || rematch.Seats[1].Name != "alice" {
				t.Fatalf("the rematch's table: %+v", rematch)
			}
			carol.await("table " + rematch.Code)
			// Both sit there (in Catch the Cat bob's old "you: catcher"
			// holds "you: cat", so his screen's word alone proves little).
			for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(5 * time.Millisecond) {
				i := lobbyInfo(t, ts, rematch.Code)
				if i.Seats[0].Present && i.Seats[1].Present {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("the rematch's seats are not both sat in: %+v", i)
				}
			}
			// The new game: bob, now the first side, moves first.
			if !catcatGame {
				moves := quickCabezaGame(t)
				typeMove(alice, moves[0])
				alice.await("it is red's turn")
				typeMove(bob, moves[0])
				alice.await("red played " + moves[0])
			}
			if n := lobbyInfo(t, ts, rematch.Code).Moves; !catcatGame && n != 1 {
				t.Fatalf("%d moves at the rematch", n)
			}
		})
	}
}
