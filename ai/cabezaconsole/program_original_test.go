package cabezaconsole

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cabezacat/ai/sandbox/sandboxtest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The original as rebuilt from its last stored sources ends a search with
// "time: T" and no "best move:", and takes the side to move only from
// "turn": the client plays a legal move for either side.
func TestProgramPlaysTheRebuiltOriginal(t *testing.T) {
	p := newTestProgram(t, "original-2023")
	g := cabeza.NewGame(cabeza.Start())
	if infos := playProgramGame(t, p, p, g, 8); infos == 0 {
		t.Error("no depth reported")
	}
	if p.Dialect() != DialectOriginal {
		t.Errorf("dialect %v, want original", p.Dialect())
	}
}

// The rebuilt original's move is read when its search ends ("time: T"),
// not awaited in a "best move:" line that never comes.
func TestProgramTakesTheLastPVAtTheEndOfASearch(t *testing.T) {
	p := newTestProgram(t, "original-2023")
	g := cabeza.NewGame(cabeza.Start())
	if _, err := p.Move(context.Background(), *g, search.Limits{Time: generous, Depth: 1}, nil); err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(p.recent, func(s string) bool { return strings.HasPrefix(s, "time: ") }) {
		t.Errorf("the move was not read at the end of the search; last lines %q", p.recent)
	}
}

// Positions the original's parser refuses, in games that did not begin at
// the start: the client shows them mirrored or from the other side and
// turns the answer back.
func TestProgramShowsARefusedPositionInAnotherView(t *testing.T) {
	for _, c := range []struct{ fen, view string }{
		{"3hc2m2/3hoo4/4oo1ff1/10/10/9H/9H/4OO4/1F1MOO4/1F3C4,b", "fen 2m2ch3/4ooh3/1ff1oo4/10/10/H9/H9/4OO4/4OOM1F1/4C3F1,b"}, // file j: mirrored
		{"3hcm1ff1/3hoo4/4oo4/9F/10/10/10/4OO4/4OOH3/4MCH3,b", "turn red"},                                                     // rank 10: turned round
	} {
		ranks, side, _ := strings.Cut(c.fen, ",")
		start, err := cabeza.ParsePosition(ranks + " " + side)
		if err != nil {
			t.Fatal(err)
		}
		if !lyingAlongFarEdge(start) {
			t.Fatalf("%s: the original would take it", c.fen)
		}
		log := filepath.Join(sandboxtest.PassableDir(t, 0o777), "commands")
		p := newTestProgram(t, "original-2023", "log="+log)
		g := cabeza.NewGame(start)
		playProgramGame(t, p, p, g, 4)
		b, _ := os.ReadFile(log)
		if !strings.Contains(string(b), c.view) {
			t.Errorf("%s: want %q sent; sent:\n%s", c.fen, c.view, b)
		}
	}
}

// Every view shows a position the original reads as the same game: the
// moves of the view, turned back, are the moves of the position.
func TestOriginalViewsKeepTheMoves(t *testing.T) {
	positions := []string{
		"3hc2m2/3hoo4/4oo1ff1/10/10/9H/9H/4OO4/1F1MOO4/1F3C4,b",
		"3hcm1ff1/3hoo4/4oo4/9F/10/10/10/4OO4/4OOH3/4MCH3,b",
		"7m2/4oo4/4oo1ff1/5cH3/6H3/10/4hh4/3MOO4/1F2OO4/1F3C4,b",
		"3c6/2oo2fm2/2oo2f3/CHH7/1HH7/4OO4/1hh1OO4/10/1F8/1F2M5,r",
		originalFEN(cabeza.Start()),
	}
	for _, fen := range positions {
		p := parseOriginalFEN(t, fen)
		want := moveTexts(p.LegalMoves())
		for v := viewPlain; v < viewsAround; v++ {
			shown, ok := v.fen(fen)
			if !ok {
				t.Fatalf("%s: view %d refused", fen, v)
			}
			q := parseOriginalFEN(t, shown)
			var got []string
			for _, m := range q.LegalMoves() {
				got = append(got, normalizeMoveText(v.move(m.String()), p.Side()))
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s in view %d (%s):\n got %v\nwant %v", fen, v, shown, got, want)
			}
		}
	}
	if _, ok := viewMirror.fen("no comma"); ok {
		t.Error("a string without a side was taken")
	}
}

func parseOriginalFEN(t *testing.T, fen string) cabeza.Position {
	t.Helper()
	ranks, side, _ := strings.Cut(fen, ",")
	p, err := cabeza.ParsePosition(ranks + " " + side)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func moveTexts(ms []cabeza.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}
