package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hotSeatMove starts a hot-seat Cabeza game on the visitor's screen and
// plays one move.
func hotSeatMove(v *testVisitor) {
	v.await("Catch the Cat")
	v.send("\r")
	v.await("You vs AI")
	v.send("l")
	v.await("Hot-seat")
	v.send("\r")
	v.await("red to move")
	v.send("\t", "\t", "\r")
	v.await("1. ")
}

// A visitor's ctrl+c asks first; the second saves the game in the host's
// record folder and says where after the screen is gone.
func TestServeCtrlCTwiceSavesTheVisitorsGame(t *testing.T) {
	ts := startServer(t, nil)
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	hotSeatMove(v)
	v.send("\x03")
	v.await("quit? this game (1 move) is not saved")
	if saved := listFilesIfAny(ts.cfg.RecordDir); len(saved) > 0 {
		t.Fatalf("saved before the second ctrl+c: %v", saved)
	}
	v.send("\x03")
	v.waitClosed()
	files := listFiles(t, ts.cfg.RecordDir)
	if len(files) != 1 {
		t.Fatalf("records: %v", files)
	}
	if !strings.Contains(v.text(), "cabezacat: your game was saved as "+files[0]) {
		t.Errorf("the visitor was not told: %q", v.text()[max(0, len(v.text())-300):])
	}
}

// listFilesIfAny lists the saved games in dir, without a save still in
// progress (a hidden temporary file, renamed when written).
func listFilesIfAny(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}

// A dropped connection does not lose the visitor's game: it is saved as
// on shutdown.
func TestServeDroppedVisitorsGameIsSaved(t *testing.T) {
	ts := startServer(t, nil)
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	hotSeatMove(v)
	v.close()
	// Wait (however long a loaded machine takes) for the server to see
	// the drop; a hang is go test's timeout.
	saved := listFilesIfAny(ts.cfg.RecordDir)
	for ; len(saved) == 0; saved = listFilesIfAny(ts.cfg.RecordDir) {
		time.Sleep(5 * time.Millisecond)
	}
	text, err := os.ReadFile(saved[0])
	if err != nil || !strings.Contains(string(text), `[Game "Cabeza"]`) || !strings.Contains(string(text), "1. F") {
		t.Fatalf("the record (%v):\n%s", err, text)
	}
}

// At a table, a player's ctrl+c asks before leaving the game; the second
// leaves, the seat waits as after a drop, and the player is told how to
// come back.
func TestTableCtrlCAsksBeforeLeaving(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.Grace = time.Minute })
	alice := visit(t, ts.addr, visitOpts{user: "alice"})
	code, _ := openTable(alice, false, false, "")
	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob, code, "", false)
	m := tokenRe.FindAllStringSubmatch(bob.text(), -1)
	bobToken := m[len(m)-1][1]
	moves := quickCabezaGame(t)
	typeMove(alice, moves[0])
	bob.await("red played " + moves[0])
	bob.send("\x03")
	bob.await("leave table " + code + " and quit? your seat waits 1 minute")
	if info := lobbyInfo(t, ts, code); !info.Seats[1].Present {
		t.Fatal("the question left the seat")
	}
	bob.send("\x03")
	bob.waitClosed()
	alice.await("blue (bob) left; the seat waits 1 minute")
	if !strings.Contains(bob.text(), "cabezacat: you left table "+code+"; your seat waits 1 minute for you (seat token "+bobToken+")") {
		t.Errorf("bob was not told how to come back: %q", bob.text()[max(0, len(bob.text())-300):])
	}
}
