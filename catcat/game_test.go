package catcat

import (
	"os"
	"strings"
	"testing"
)

// A .game file in testdata: the start state, the moves one per line, the
// final state and the result, in sections separated by "--" lines.
type gameFile struct {
	start, final string
	moves        []string
	result       string
}

func readGameFile(t *testing.T, name string) gameFile {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(string(b), "--\n")
	if len(parts) != 4 {
		t.Fatalf("%s: %d sections, want 4", name, len(parts))
	}
	return gameFile{
		start:  parts[0],
		moves:  strings.Split(strings.TrimSpace(parts[1]), "\n"),
		final:  parts[2],
		result: strings.TrimSpace(parts[3]),
	}
}

// Full games played from state files: every move is read as move text
// and played through Game; the final board, the result and the move
// counts must be those recorded in the file.
func TestFullGamesFromStateFiles(t *testing.T) {
	cases := []struct {
		file                   string
		catMoves, catcherMoves int
		winner                 Turn
	}{
		{"testdata/trap-9.game", 4, 4, CatcherToMove},
		{"testdata/escape-9.game", 4, 3, CatToMove},
	}
	for _, c := range cases {
		f := readGameFile(t, c.file)
		g := NewGame(mustState(t, f.start))
		for k, m := range f.moves {
			if g.Over() {
				t.Fatalf("%s: game over before move %d (%s): %v", c.file, k+1, m, g.Result())
			}
			cell, err := ParseCell(m)
			if err != nil {
				t.Fatalf("%s move %d: %v", c.file, k+1, err)
			}
			if err := g.Play(cell); err != nil {
				t.Fatalf("%s move %d: %v", c.file, k+1, err)
			}
		}
		if got := g.Position().StateText(); got != f.final {
			t.Errorf("%s: final state\n%s\nwant\n%s", c.file, got, f.final)
		}
		if got := g.Result().String(); got != f.result {
			t.Errorf("%s: result %q, want %q", c.file, got, f.result)
		}
		if w, ok := g.Result().Outcome.Winner(); !ok || w != c.winner {
			t.Errorf("%s: winner %v, %v", c.file, w, ok)
		}
		if g.CatMoves() != c.catMoves || g.CatcherMoves() != c.catcherMoves {
			t.Errorf("%s: %d cat moves and %d catcher moves, want %d and %d",
				c.file, g.CatMoves(), g.CatcherMoves(), c.catMoves, c.catcherMoves)
		}
		if len(g.Moves()) != len(f.moves) || len(g.Positions()) != len(f.moves)+1 {
			t.Errorf("%s: record has %d moves, %d positions", c.file, len(g.Moves()), len(g.Positions()))
		}
	}
}

func TestGameUndo(t *testing.T) {
	f := readGameFile(t, "testdata/trap-9.game")
	start := mustState(t, f.start)
	g := NewGame(start)
	var seen []Position
	for _, m := range f.moves {
		seen = append(seen, g.Position())
		c, _ := ParseCell(m)
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	for k := len(seen) - 1; k >= 0; k-- {
		if !g.Undo() {
			t.Fatalf("undo %d refused", k)
		}
		if g.Position() != seen[k] || g.Over() {
			t.Fatalf("after undo back to %d: %v, over=%v", k, g.Position(), g.Over())
		}
	}
	if g.Undo() || g.Position() != start || g.Start() != start {
		t.Fatal("undo past the start")
	}
	// Undoing an invalid move gives the game back to the side that made it.
	if err := g.Play(Cell{0, 0}); err == nil || g.Result().Outcome != CatInvalidMove {
		t.Fatalf("stay put: %v, %v", err, g.Result())
	}
	if !g.Undo() || g.Over() || g.Position() != start {
		t.Fatalf("undo of an invalid move: %v", g.Result())
	}
	if err := g.Play(Cell{1, 0}); err != nil {
		t.Fatalf("play after undo: %v", err)
	}
}
