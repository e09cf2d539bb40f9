package tui

import (
	"testing"
	"time"

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
			// spectator watches it.
			alice.wait("you: " + blue)
			bob.wait("you: " + red)
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
			info := tableInfo(t, lobby, code)
			if info.Seats[0].Name != "bartholomew" || info.Seats[1].Name != "margarita" || !info.Seats[0].Present || !info.Seats[1].Present || info.Moves != 0 {
				t.Fatalf("the rematch's table: %+v", info)
			}
			// Bob (red or the cat now) moves first at the new table.
			bob.wait("table " + code)
		})
	}
}
