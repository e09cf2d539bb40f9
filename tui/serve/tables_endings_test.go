package serve

import (
	"os"
	"strings"
	"testing"
	"time"
)

// Games at a table that end otherwise than by the rules: a resignation
// (after an undo declined, then granted, and a draw offer declined), a
// flag fall, an adjournment after drops, the server's shutdown.

func TestTableUndoDrawAndResignByKeys(t *testing.T) {
	ts := startServer(t, nil)
	alice, bob, code, moves := redHasPlayed(t, ts)
	alice.send("z")
	bob.await("red asks to take back a move: A accepts, X declines")
	bob.send("X")
	bob.await("declined")
	alice.await("blue declined the undo")
	alice.send("z")
	bob.await("red asks to take back a move")
	bob.send("A")
	alice.await("red took back a move (blue agreed)")
	if n := lobbyInfo(t, ts, code).Moves; n != 0 {
		t.Fatalf("%d moves after the undo", n)
	}
	typeMove(alice, moves[0])
	bob.await("red played " + moves[0])
	bob.send("D")
	alice.await("blue offers a draw: A accepts, X declines")
	alice.send("X")
	alice.await("declined")
	bob.await("red declined the draw offer")
	bob.send("R")
	bob.await("R again resigns")
	bob.send("R")
	alice.await("game over: blue resigned: red wins")
	bob.await("game over: blue resigned: red wins")
}

func TestTableClockRunsOutOnTheManualClock(t *testing.T) {
	ts := startServer(t, nil)
	alice := visit(t, ts.addr, visitOpts{user: "alice"})
	code, _ := openTable(alice, false, true, "1+2") // alice plays blue
	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob, code, "", false)
	// Each side's first move is free: a side's clock starts at its first move.
	ts.clock.Advance(20 * time.Second)
	moves := quickCabezaGame(t)
	typeMove(bob, moves[0])
	alice.await("red played " + moves[0])
	alice.awaitEver("red bob 1:00")
	typeMove(alice, moves[1])
	bob.await("blue played " + moves[1])
	ts.clock.Advance(20 * time.Second)
	typeMove(bob, moves[2])
	alice.await("red played " + moves[2])
	alice.awaitEver("red bob 0:42") // 60 - 20 + 2
	ts.clock.Advance(59 * time.Second)
	if lobbyInfo(t, ts, code).Ended {
		t.Fatal("blue's flag fell with a second left")
	}
	ts.clock.Advance(time.Second)
	for _, v := range []*testVisitor{alice, bob} {
		v.await("game over: blue's flag fell: red wins")
	}
}

func TestTableDropRejoinAndAdjourn(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Grace = time.Minute })
	aliceKey := newKey(t)
	alice := visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	code, _ := openTable(alice, false, false, "")
	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob, code, "", false)
	_, bobToken := func() (string, string) {
		m := tokenRe.FindAllStringSubmatch(bob.text(), -1)
		return "", m[len(m)-1][1]
	}()
	moves := quickCabezaGame(t)
	typeMove(alice, moves[0])
	bob.await("red played " + moves[0])

	// Bob's connection drops; he comes back with the code and his token.
	bob.close()
	alice.await("blue (bob) left; the seat waits 1 minute")
	ts.clock.Advance(30 * time.Second)
	bob2 := visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob2, code, bobToken, false)
	alice.await("blue (bob) is back")
	bob2.awaitEver("table " + code + ": you play blue")
	typeMove(bob2, moves[1])
	alice.await("blue played " + moves[1])

	// Alice drops and comes back by her public key alone.
	alice.close()
	bob2.await("red (alice) left")
	// The menu offers her seat first (a player's key: her account).
	alice2 := visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	alice2.await("> your seat at " + code + " is waiting")
	alice2.send("\r")
	bob2.await("red (alice) is back")
	alice2.awaitEver("table " + code + ": you play red")

	// Bob drops for good: after the grace period the game is adjourned
	// and saved, not lost.
	bob2.close()
	alice2.await("blue (bob) left")
	ts.clock.Advance(time.Minute)
	alice2.await("game over: adjourned: blue (bob) did not come back")
	files := listFiles(t, ts.cfg.RecordDir)
	if len(files) != 1 {
		t.Fatalf("records: %v", files)
	}
	text, _ := os.ReadFile(files[0])
	if !strings.Contains(string(text), "adjourned") || !strings.Contains(string(text), moves[1]) {
		t.Fatalf("the record:\n%s", text)
	}
}

func TestTableShutdownSavesTheTablesGame(t *testing.T) {
	ts := startServer(t, nil)
	alice := visit(t, ts.addr, visitOpts{user: "alice"})
	code, _ := openTable(alice, false, false, "5+3")
	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob, code, "", false)
	moves := quickCabezaGame(t)
	typeMove(alice, moves[0])
	bob.await("red played " + moves[0])
	if err := ts.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	alice.waitClosed()
	bob.waitClosed()
	files := listFiles(t, ts.cfg.RecordDir)
	if len(files) != 1 {
		t.Fatalf("records: %v", files)
	}
	text, _ := os.ReadFile(files[0])
	if !strings.Contains(string(text), "the server shut down") || !strings.Contains(string(text), moves[0]) {
		t.Fatalf("the record:\n%s", text)
	}
	if !strings.Contains(bob.text(), "the server is shutting down") {
		t.Errorf("bob was not told")
	}
}
