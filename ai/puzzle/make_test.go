package puzzle

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// A win in 1 with one winning move is kept, with its move and theme.
func TestCabezaUniqueWinInOneIsKept(t *testing.T) {
	pos := crushInOne(t)
	pr := newCzProver(0)
	p, ok := pr.cabezaPuzzle(pos, 5, true, 100_000)
	if !ok {
		t.Fatal("not kept")
	}
	if p.Theme != Crush || p.Count != 1 || strings.Join(p.Line, " ") != "Mnn" {
		t.Fatalf("kept %s in %d: %v", p.Theme, p.Count, p.Line)
	}
	if err := Check(&p, 0); err != nil {
		t.Fatalf("its check: %v", err)
	}
}

// The same position with a second crush (the Flaco on c5 rolls east
// onto e5) has two winning moves: dropped, and Check says why.
func TestCabezaWinWithTwoWinningMovesIsDropped(t *testing.T) {
	flaco := place{cabeza.Red, cabeza.Flaco, cabeza.Placement{X: 2, Y: 4, W: 1, D: 1, H: 2}}
	pos := crushInOne(t, flaco)
	pr := newCzProver(0)
	if ws := pr.WinningMoves(&pos, 1); len(ws) != 2 {
		t.Fatalf("winning moves %v: the position is not what the test means", ws)
	}
	if p, ok := pr.cabezaPuzzle(pos, 5, true, 100_000); ok {
		t.Fatalf("kept %v", p.Line)
	}
	p := Puzzle{Game: Cabeza, Theme: Crush, Count: 1, Line: []string{"Mnn"}, cz: pos}
	if err := Check(&p, 0); err == nil || !strings.Contains(err.Error(), "not the only move") {
		t.Fatalf("check: %v", err)
	}
}

// Every image of a position under the board's symmetries has the same
// key, and a position that is not an image has another.
func TestCabezaKeyIsTheSameUnderTheSymmetries(t *testing.T) {
	pos := crushInOne(t)
	imgs := cabezaImages(pos)
	if len(imgs) != 4 {
		t.Fatalf("%d images", len(imgs))
	}
	seen := map[string]bool{}
	for _, img := range imgs {
		seen[img.String()] = true
		if CabezaKey(img) != CabezaKey(pos) {
			t.Fatalf("image %s has another key", img)
		}
	}
	if len(seen) != 4 {
		t.Fatalf("the images are not four positions: %v", seen)
	}
	if CabezaKey(cabeza.Start()) == CabezaKey(pos) {
		t.Fatal("two positions share a key")
	}
}

// The generator keeps a position once: of two games, one the other's
// mirror image, only the first gives a puzzle and the second counts as
// a duplicate.
func TestGeneratorDropsSymmetricDuplicates(t *testing.T) {
	pos := crushInOne(t)
	games := []*cabeza.Game{}
	for _, start := range []cabeza.Position{pos, cabezaImages(pos)[1]} {
		g := cabeza.NewGame(start)
		if _, err := g.PlayText(map[bool]string{true: "Mnn", false: "Mnn"}[true]); err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	ps, y := Generate(context.Background(), Config{Game: Cabeza, CabezaRecords: games, Workers: 2})
	if len(ps) != 1 || y.Kept != 1 || y.Duplicates != 1 || y.Games != 2 {
		t.Fatalf("kept %d, yield %+v", len(ps), y)
	}
	if ps[0].ID != IDFor(Cabeza, CabezaKey(pos)) || ps[0].Rating < 600 {
		t.Fatalf("id %s rating %d", ps[0].ID, ps[0].Rating)
	}
}

// Catch the Cat: from {2,-1} on an empty 9×9 board only {3,-1}, with
// three ways out, escapes in 2; from {2,-2} both {2,-3} and {1,-3} do.
func TestCatcatEscapeInTwoKeptOnlyWhenUnique(t *testing.T) {
	pos := emptyCatcat(t, 9, catcat.Cell{X: 2, Y: -1}, catcat.CatToMove)
	p, ok, _ := catcatPuzzle(pos, 8, 100_000)
	if !ok || p.Theme != Escape || p.Count != 2 || p.Line[0] != "3,-1" || len(p.Line) != 3 {
		t.Fatalf("kept %v: %+v", ok, p)
	}
	if err := Check(&p, 0); err != nil {
		t.Fatal(err)
	}
	two := emptyCatcat(t, 9, catcat.Cell{X: 2, Y: -2}, catcat.CatToMove)
	if p, ok, _ := catcatPuzzle(two, 8, 100_000); ok {
		t.Fatalf("kept %v", p.Line)
	}
}

// A trap in 2: the cat on {0,0} has two free neighbours, {-1,0} (open
// to the west) and {1,0} (a pocket). Blocking {-1,0} forces the cat into
// the pocket, and blocking {0,0} behind it shuts it in; blocking the
// pocket, or anything else, lets the cat out west.
func TestCatcatTrapInTwoIsKeptWithItsLine(t *testing.T) {
	blocked := []catcat.Cell{{X: -1, Y: -1}, {X: 0, Y: -1}, {X: -1, Y: 1}, {X: 0, Y: 1},
		{X: 2, Y: 0}, {X: 1, Y: -1}, {X: 1, Y: 1}}
	pos := emptyCatcat(t, 9, catcat.Cell{}, catcat.CatcherToMove, blocked...)
	p, ok, _ := catcatPuzzle(pos, 8, 1_000_000)
	if !ok || p.Theme != Trap || p.Count != 2 || strings.Join(p.Line, " ") != "-1,0 1,0 0,0" {
		t.Fatalf("kept %v: %+v", ok, p)
	}
	if err := Check(&p, 0); err != nil {
		t.Fatal(err)
	}
	p.Line = []string{"1,0", "-1,0", "-2,0"}
	if err := Check(&p, 0); err == nil {
		t.Fatal("a wrong first move passed the check")
	}
}

// The same Config makes the same puzzles on one worker or several.
func TestGeneratorIsTheSameOnAnyNumberOfWorkers(t *testing.T) {
	cfg := Config{Game: Catcat, Seed: 7, Games: 6, Sizes: []catcat.Size{9}}
	cfg.Workers = 1
	a, ya := Generate(context.Background(), cfg)
	cfg.Workers = 3
	b, yb := Generate(context.Background(), cfg)
	if len(a) == 0 {
		t.Fatal("six games gave no puzzle: nothing compared")
	}
	if !reflect.DeepEqual(ya, yb) || len(a) != len(b) {
		t.Fatalf("yields %+v and %+v", ya, yb)
	}
	for i := range a {
		if a[i].String() != b[i].String() {
			t.Fatalf("puzzle %d:\n%s\n%s", i, a[i].String(), b[i].String())
		}
	}
}

// A proof's nodes (and so a puzzle's first rating) do not depend on
// the games proved before it on the same worker: a shipped win in 3,
// mined from its own line, has the same effort alone and after the
// game of its last three moves (whose proofs read the same positions).
func TestCabezaEffortDoesNotDependOnTheGamesBefore(t *testing.T) {
	const start = "8HH/8mc/10/8oo/3hh2Moo/2f7/2f7/2FFOO4/4OO4/5C4 r 1"
	line := []string{"Mnn", "ms", "Mne", "cs", "Mse"}
	game := func(skip int) *cabeza.Game {
		pos, err := cabeza.ParsePosition(start)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range line[:skip] {
			mv, err := cabeza.ParseMove(pos, m)
			if err != nil {
				t.Fatal(err)
			}
			pos = pos.Play(mv)
		}
		g := cabeza.NewGame(pos)
		for _, m := range line[skip:] {
			if _, err := g.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	effort := func(games ...*cabeza.Game) int64 {
		ps, _ := Generate(context.Background(), Config{Game: Cabeza, CabezaRecords: games, Workers: 1})
		for _, p := range ps {
			if p.Position == start && p.Count == 3 {
				return p.Effort
			}
		}
		t.Fatal("the win in 3 was not kept")
		return 0
	}
	if alone, after := effort(game(0)), effort(game(2), game(0)); alone != after {
		t.Fatalf("effort %d alone, %d after another game", alone, after)
	}
}
