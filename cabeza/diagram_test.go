package cabeza

import (
	"fmt"
	"strings"
	"testing"
)

// The diagram: files above, ranks 10 to 1 down both sides, each Cabeza
// once, and a square for every square of the board.
func TestDiagramDrawsEverySquare(t *testing.T) {
	d := Diagram(Start())
	lines := strings.Split(strings.TrimSuffix(d, "\n"), "\n")
	if len(lines) != 1+Ranks {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), 1+Ranks, d)
	}
	if strings.Fields(lines[0])[0] != "a" || strings.Fields(lines[0])[Files-1] != "j" {
		t.Fatalf("header %q", lines[0])
	}
	for i, l := range lines[1:] {
		rank := Ranks - i
		if !strings.HasPrefix(l, fmt.Sprintf("%3d ", rank)) || !strings.HasSuffix(l, fmt.Sprintf(" %d", rank)) {
			t.Fatalf("rank %d's line %q", rank, l)
		}
		if n := len([]rune(l)) - len(fmt.Sprintf("%3d ", rank)) - len(fmt.Sprintf(" %d", rank)); n != 3*Files {
			t.Fatalf("rank %d draws %d cells' worth, want %d: %q", rank, n, 3*Files, l)
		}
	}
	if body := strings.Join(lines[1:], "\n"); strings.Count(body, "C") != 1 || strings.Count(body, "c") != 1 {
		t.Fatalf("the Cabezas are not drawn once each:\n%s", d)
	}
}
