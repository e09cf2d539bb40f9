package cabezaengine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cabezacat/cabeza"
)

// randomPositions plays random games from the start (never a winning
// move, so every position is still open) and returns every position met,
// the same ones for the same seed.
func randomPositions(seed uint64, games, plies int) []cabeza.Position {
	rng := rand.New(rand.NewPCG(seed, 17))
	var out []cabeza.Position
	var list cabeza.MoveList
	for g := 0; g < games; g++ {
		p := cabeza.Start()
		for i := 0; i < plies; i++ {
			p.GenerateMoves(&list)
			var open []cabeza.Move
			for _, m := range list.Slice() {
				if !m.IsWin() {
					open = append(open, m)
				}
			}
			if len(open) == 0 {
				break
			}
			p = p.Play(open[rng.IntN(len(open))])
			out = append(out, p)
		}
	}
	return out
}

// mirrorNorthSouth swaps the colours and turns the board round the
// middle line: the same game seen from the other side.
func mirrorNorthSouth(t *testing.T, p cabeza.Position) cabeza.Position {
	t.Helper()
	f := strings.Fields(p.String())
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	side := "r"
	if f[1] == "r" {
		side = "b"
	}
	text := swapCase(strings.Join(ranks, "/")) + " " + side + " " + f[2]
	q, err := cabeza.ParsePosition(text)
	if err != nil {
		t.Fatalf("mirror of %s: %v", p.String(), err)
	}
	return q
}

// mirrorEastWest turns the board round its north-south middle line.
func mirrorEastWest(t *testing.T, p cabeza.Position) cabeza.Position {
	t.Helper()
	f := strings.Fields(p.String())
	ranks := strings.Split(f[0], "/")
	for i, r := range ranks {
		// Expand, reverse, compress.
		var cells []byte
		for j := 0; j < len(r); j++ {
			c := r[j]
			if c >= '0' && c <= '9' {
				n := int(c - '0')
				if c == '1' && j+1 < len(r) && r[j+1] == '0' {
					n, j = 10, j+1
				}
				for k := 0; k < n; k++ {
					cells = append(cells, '.')
				}
				continue
			}
			cells = append(cells, c)
		}
		var b strings.Builder
		empty := 0
		for k := len(cells) - 1; k >= 0; k-- {
			if cells[k] == '.' {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(itoa(empty))
				empty = 0
			}
			b.WriteByte(cells[k])
		}
		if empty > 0 {
			b.WriteString(itoa(empty))
		}
		ranks[i] = b.String()
	}
	q, err := cabeza.ParsePosition(strings.Join(ranks, "/") + " " + f[1] + " " + f[2])
	if err != nil {
		t.Fatalf("east-west mirror of %s: %v", p.String(), err)
	}
	return q
}

func itoa(n int) string {
	if n == 10 {
		return "10"
	}
	return string(rune('0' + n))
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = c - 'a' + 'A'
		case c >= 'A' && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}

func mustPosition(t testing.TB, text string) cabeza.Position {
	t.Helper()
	p, err := cabeza.ParsePosition(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return p
}
