package tui

import (
	"testing"
	"time"

	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

// After a game, M on both players' screens: a new table with the colours
// (roles) swapped, and both screens, and the spectator's, sit down there
// by themselves. For both games.
func TestTableRematchOnTheScreens(t *testing.T) {
	for _, kind := range []table.Kind{table.Cabeza, table.Catcat} {
		t.Run(kind.String(), func(t *testing.T) {
			var saved string
			lobby, _, aliceSub, bobSub := tableOf(t, kind, &saved, time.Minute)
			tb, _ := lobby.Find(aliceSub.Code())
			daveSub, err := tb.Join(table.Identity{Name: "dave"}, true, "")
			if err != nil {
				t.Fatal(err)
			}
			alice := runSeated(t, lobby, aliceSub, "margarita")
			bob := runSeated(t, lobby, bobSub, "bartholomew")
			dave := runSeated(t, lobby, daveSub, "dave")
			red, blue := kind.SideName(0), kind.SideName(1)
			alice.wait("you play " + red)
			bob.wait("you play " + blue)
			if err := aliceSub.Play(firstMove(t, kind)); err != nil {
				t.Fatal(err)
			}
			alice.wait(red + " played")
			alice.keys("M")
			alice.wait("a rematch comes after the game (M then)")
			bob.keys("R")
			bob.keys("R")
			alice.wait("game over: " + blue + " resigned")
			alice.keys("M")
			alice.wait("rematch asked: waiting for bartholomew")
			bob.wait("margarita asks for a rematch (you play " + red + "): M accepts, X declines")
			bob.keys("M")
			// Both screens are at the new table, colours swapped; the
			// spectator watches it. (Bob's wait names the new table too:
			// in Catch the Cat his old screen's "you: catcher" holds
			// "you: cat".)
			alice.wait("you: " + blue)
			var code string
			for _, i := range lobby.List() {
				if i.Code != aliceSub.Code() {
					code = i.Code
				}
			}
			if code == "" {
				t.Fatalf("no rematch table in %+v", lobby.List())
			}
			dave.wait("table "+code, "you are watching")
			// Bob's screen joins off its event loop; his old screen shows
			// the new code too, and its "you: catcher" holds "you: cat":
			// the table says when he sits there.
			info := awaitInfo(t, lobby, code, func(i table.Info) bool { return i.Seats[0].Present })
			if info.Seats[0].Name != "bartholomew" || info.Seats[1].Name != "margarita" || !info.Seats[1].Present || info.Moves != 0 {
				t.Fatalf("the rematch's table: %+v", info)
			}
			bob.wait("you: " + red)
		})
	}
}

// awaitInfo waits until the lobby's entry for code satisfies ok, and
// returns it; the deadline only stops a broken test from hanging.
func awaitInfo(t *testing.T, lobby *table.Lobby, code string, ok func(table.Info) bool) table.Info {
	t.Helper()
	deadline := time.Now().Add(tuitest.HangTimeout)
	for {
		info := tableInfo(t, lobby, code)
		if ok(info) {
			return info
		}
		if time.Now().After(deadline) {
			t.Fatalf("table %s never came to be as wanted: %+v", code, info)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
