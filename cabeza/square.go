package cabeza

import "fmt"

// Board size: 10 files (a–j, west→east) by 10 ranks (1–10, south→north).
const (
	Files      = 10
	Ranks      = 10
	NumSquares = Files * Ranks
)

// Square is a board square, numbered y*10 + x with x the file index and y
// the rank index, so a1 = 0, j1 = 9, a2 = 10, j10 = 99.
type Square int8

// NoSquare marks the absence of a square.
const NoSquare Square = -1

// SquareAt is the square of file index x and rank index y (both 0–9).
func SquareAt(x, y int) Square { return Square(y*Files + x) }

// X is the file index 0–9 (a–j).
func (s Square) X() int { return int(s) % Files }

// Y is the rank index 0–9 (rank 1–10).
func (s Square) Y() int { return int(s) / Files }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < NumSquares }

// String is the square's name, file letter then rank number: "a1", "j10".
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return fmt.Sprintf("%c%d", 'a'+s.X(), s.Y()+1)
}

// ParseSquare reads a square name such as "e1" or "j10".
func ParseSquare(text string) (Square, error) {
	if len(text) < 2 || len(text) > 3 {
		return NoSquare, fmt.Errorf("%q: a square is a file a–j and a rank 1–10", text)
	}
	f := text[0]
	if f < 'a' || f > 'j' {
		return NoSquare, fmt.Errorf("%q: unknown file %q (want a–j)", text, f)
	}
	r := 0
	for i := 1; i < len(text); i++ {
		c := text[i]
		if c < '0' || c > '9' || (i == 1 && c == '0') {
			return NoSquare, fmt.Errorf("%q: bad rank %q (want 1–10)", text, text[1:])
		}
		r = r*10 + int(c-'0')
	}
	if r < 1 || r > Ranks {
		return NoSquare, fmt.Errorf("%q: bad rank %q (want 1–10)", text, text[1:])
	}
	return SquareAt(int(f-'a'), r-1), nil
}
