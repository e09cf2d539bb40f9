package puzzle

import (
	"context"
	"flag"
	"testing"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

var allShipped = flag.Bool("all-puzzles", false, "re-prove every shipped puzzle (slow), not just the fixed sample")

// sampleEvery: the fixed sample of `go test ./...` is every puzzle whose
// place in its file is a multiple of this.
const sampleEvery = 40

// Every shipped puzzle is proven again: its first move wins within its
// count and no other first move does, and its line is a proof (Check).
// go test re-proves a fixed sample; -all-puzzles all of them.
func TestShippedPuzzlesHold(t *testing.T) {
	for _, g := range []Game{Cabeza, Catcat} {
		ps, err := Shipped(g)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i := range ps {
			if !*allShipped && i%sampleEvery != 0 {
				continue
			}
			n++
			if err := Check(&ps[i], 0); err != nil {
				t.Errorf("%s: %v", ps[i].ID, err)
			}
		}
		t.Logf("%s: %d of %d re-proven", g, n, len(ps))
	}
}

// What the issue asks to ship: 1,000 Cabeza puzzles and 500 of Catch the
// Cat on boards of 9 to 21, every theme there, ids unique, no two the
// same position up to symmetry.
func TestShippedPuzzlesAreEnoughAndVaried(t *testing.T) {
	for _, c := range []struct {
		g    Game
		want int
	}{{Cabeza, 1000}, {Catcat, 500}} {
		ps, err := Shipped(c.g)
		if err != nil {
			t.Fatal(err)
		}
		if len(ps) < c.want {
			t.Errorf("%s: %d puzzles shipped, want %d", c.g, len(ps), c.want)
		}
		themes := map[Theme]int{}
		keys := map[string]string{}
		for i := range ps {
			p := &ps[i]
			themes[p.Theme]++
			if other, dup := keys[KeyOf(p)]; dup {
				t.Errorf("%s and %s are the same position up to symmetry", other, p.ID)
			}
			keys[KeyOf(p)] = p.ID
			if p.Game == Catcat {
				if n := p.CatcatPosition().Size().N(); n < 9 || n > 21 {
					t.Errorf("%s: size %d", p.ID, n)
				}
			}
		}
		for _, th := range Themes(c.g) {
			if themes[th] == 0 {
				t.Errorf("%s: no %s puzzle", c.g, th)
			}
		}
		t.Logf("%s: %v", c.g, themes)
	}
}

// BenchmarkCheckShipped re-proves every shipped puzzle (the full set),
// for the CPU it takes.
func BenchmarkCheckShipped(b *testing.B) {
	b.ReportAllocs()
	for range b.N {
		for _, g := range []Game{Cabeza, Catcat} {
			ps, _ := Shipped(g)
			for i := range ps {
				if err := Check(&ps[i], 0); err != nil {
					b.Fatalf("%s: %v", ps[i].ID, err)
				}
			}
		}
	}
}

// The trainer's questions on a known puzzle: the line's move is right,
// another legal move is wrong and refuted with a reply that holds, an
// illegal one is an error, and the hint names the piece.
func TestJudgeRefuteAndHint(t *testing.T) {
	pos := crushInOne(t)
	p := Puzzle{Game: Cabeza, ID: "cz-test", Theme: Crush, Count: 1, Rating: 800, Position: pos.String(), Line: []string{"Mnn"}, cz: pos}
	if right, played, err := p.Judge(0, "Mnn"); !right || played != "Mnn" || err != nil {
		t.Fatalf("Mnn: %v %q %v", right, played, err)
	}
	if _, _, err := p.Judge(0, "Fnn"); err == nil {
		t.Fatal("an illegal move judged")
	}
	right, played, err := p.Judge(0, "Mn")
	if right || err != nil {
		t.Fatalf("Mn judged right (%v)", err)
	}
	r := p.Refute(context.Background(), 0, played)
	if r.Reply == "" {
		t.Fatal("no refutation")
	}
	after := pos.Play(mustMove(t, pos, "Mn"))
	reply := mustMove(t, after, r.Reply)
	if q := after.Play(reply); q.Side() != cabeza.Red {
		t.Fatal("the reply is not blue's")
	} else if _, wins := q.WinningMove(); wins {
		t.Fatalf("after Mn %s red still wins at once", r.Reply)
	}
	if h := p.Hint(0); h != "move your Mini" {
		t.Fatalf("hint %q", h)
	}

	cp := emptyCatcat(t, 9, catcat.Cell{X: 2, Y: -1}, catcat.CatToMove)
	cz, ok, _ := catcatPuzzle(cp, 8, 100_000)
	if !ok {
		t.Fatal("no catcat puzzle")
	}
	if right, _, _ := cz.Judge(0, "3,-1"); !right {
		t.Fatal("3,-1 judged wrong")
	}
	if right, _, _ := cz.Judge(2, cz.Line[2]); !right {
		t.Fatal("the last move judged wrong")
	}
	if right, played, _ := cz.Judge(0, "2,-2"); right {
		t.Fatal("2,-2 judged right")
	} else if r := cz.Refute(context.Background(), 0, played); r.Reply == "" {
		t.Fatal("no refutation of 2,-2")
	}
	if h := cz.Hint(0); h != "the way out is to the east" && h != "the way out is to the north-east" {
		t.Fatalf("hint %q", h)
	}
}

func mustMove(t *testing.T, pos cabeza.Position, text string) cabeza.Move {
	t.Helper()
	m, err := cabeza.ParseMove(pos, text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
