package cabeza

import (
	"sort"
	"strconv"
	"strings"
	"testing"
)

// board builds a position from a diagram, rank 10 first, '.' for empty,
// so a test shows the position it is about.
func board(t *testing.T, side string, rows ...string) Position {
	t.Helper()
	if len(rows) != Ranks {
		t.Fatalf("diagram has %d rows", len(rows))
	}
	var ranks []string
	for _, r := range rows {
		if len(r) != Files {
			t.Fatalf("diagram row %q is not 10 squares", r)
		}
		var b strings.Builder
		run := 0
		for i := 0; i < len(r); i++ {
			if r[i] == '.' {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(strconv.Itoa(run))
				run = 0
			}
			b.WriteByte(r[i])
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
		}
		ranks = append(ranks, b.String())
	}
	p, err := ParsePosition(strings.Join(ranks, "/") + " " + side)
	if err != nil {
		t.Fatalf("diagram: %v", err)
	}
	return p
}

// moveSet is the legal moves of p by name, with whether each wins.
func moveSet(p Position) map[string]bool {
	out := map[string]bool{}
	for _, m := range p.LegalMoves() {
		out[m.String()] = m.IsWin()
	}
	return out
}

// kindMoves lists the names of the legal moves of one piece, sorted.
func kindMoves(p Position, k Kind) []string {
	var out []string
	for _, m := range p.LegalMoves() {
		if m.Kind() == k {
			out = append(out, m.String())
		}
	}
	sort.Strings(out)
	return out
}

func sorted(names string) []string {
	f := strings.Fields(names)
	sort.Strings(f)
	return f
}

// expectMoves checks that each named move is legal (and wins exactly
// when listed in wins) and that each name in absent is not legal.
func expectMoves(t *testing.T, p Position, legal, wins, absent string) {
	t.Helper()
	set := moveSet(p)
	for _, n := range strings.Fields(legal) {
		if win, ok := set[n]; !ok {
			t.Errorf("%s should be legal in %v", n, p)
		} else if win {
			t.Errorf("%s should not win in %v", n, p)
		}
	}
	for _, n := range strings.Fields(wins) {
		if win, ok := set[n]; !ok || !win {
			t.Errorf("%s should be a legal win in %v (legal %v, win %v)", n, p, ok, win)
		}
	}
	for _, n := range strings.Fields(absent) {
		if _, ok := set[n]; ok {
			t.Errorf("%s should not be legal in %v", n, p)
		}
	}
}

func expectParseError(t *testing.T, p Position, text, want string) {
	t.Helper()
	m, err := ParseMove(p, text)
	if err == nil {
		t.Errorf("ParseMove(%q) = %v, want error %q", text, m, want)
		return
	}
	if err.Error() != want {
		t.Errorf("ParseMove(%q) error = %q, want %q", text, err.Error(), want)
	}
}

// nearHome is winFor's first test of a run home: within two ranks of
// the home row, by the plain rank arithmetic it replaces.
func TestNearHomeIsTwoRanksFromTheHomeRow(t *testing.T) {
	for p := Red; p <= Blue; p++ {
		for sq := Square(0); sq < NumSquares; sq++ {
			want := abs(sq.Y()-p.HomeRank()) <= 2
			if got := nearHome(p, uint16(sq)); got != want {
				t.Errorf("nearHome(%v, %v) = %v, want %v", p, sq, got, want)
			}
		}
	}
}
