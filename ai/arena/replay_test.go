package arena

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"cabezacat/catcat"
)

// Every game of a small arena becomes a record that reads back to the
// same game, with the same result.
func TestArenaReplayIsARecordOfTheGame(t *testing.T) {
	a, err := Run(context.Background(), smallArena(9, 3), []Player{mustArenaPlayer(t, "builtin:easy"), mustArenaPlayer(t, "builtin:hard")})
	if err != nil {
		t.Fatal(err)
	}
	for k, g := range a.Games {
		text, err := a.Replay(g).MarshalText()
		if err != nil {
			t.Fatalf("game %d: %v", k, err)
		}
		if !strings.HasPrefix(string(text), "catcat-replay 2\ncat: "+a.Players[g.Cat].Name+"\ncatcher: "+a.Players[g.Catcher].Name+"\n") {
			t.Errorf("game %d written as\n%s", k, text)
		}
		r, err := catcat.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("game %d: %v\n%s", k, err, text)
		}
		if r.Start != g.Start || !reflect.DeepEqual(r.Moves, g.Moves) || r.Outcome != g.Outcome {
			t.Errorf("game %d read back as another game", k)
		}
		replayed, err := r.Game()
		if err != nil || replayed.Result().Outcome != g.Outcome || replayed.CatMoves() != g.CatMoves {
			t.Errorf("game %d replays to %v, %v; want %v", k, replayed.Result(), err, g.Outcome)
		}
	}
}

// A game lost by an invalid move keeps its cell and reason; a name with a
// line break stays on its line.
func TestArenaReplayOfAnInvalidMove(t *testing.T) {
	start, _ := catcat.RandomStart(5, 0, 1)
	bad := catcat.Cell{X: 9, Y: 9}
	a := &Result{Players: []Player{{Name: "a"}, {Name: "./b\nsecond line"}}}
	g := Game{Cat: 0, Catcher: 1, Start: start, Moves: []catcat.Cell{{X: 1, Y: 0}},
		Outcome: catcat.CatcherInvalidMove, Reason: "the catcher cannot block 9,9: the cell is off the board", InvalidMove: &bad}
	text, err := a.Replay(g).MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := catcat.ParseRecord(string(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if back.Catcher != "./b second line" || back.Reason != g.Reason || back.Invalid == nil || *back.Invalid != bad {
		t.Errorf("read back %+v", back)
	}
	// The same game lost by a crash: a reason and no cell.
	g.InvalidMove, g.Reason = nil, "crashed: exit status 2"
	text, err = a.Replay(g).MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if back, err := catcat.ParseRecord(string(text)); err != nil || back.Invalid != nil || back.Reason != g.Reason || back.Outcome != g.Outcome {
		t.Errorf("read back %+v, %v", back, err)
	}
}
