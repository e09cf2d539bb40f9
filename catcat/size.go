package catcat

import (
	"fmt"
	"strconv"
	"strings"
)

// Size is the side N of a board: 4k+1 with 5 ≤ N ≤ 45. A Size made by
// NewSize or ParseSize is always valid; the zero Size is not.
type Size uint8

// The range of supported sizes (RULES-catcat.md, decided).
const (
	MinSize     Size = 5
	MaxSize     Size = 45
	DefaultSize Size = 13
	// MaxCells is the number of cells of the largest board.
	MaxCells = int(MaxSize) * int(MaxSize)
)

// ErrBadSize is wrapped by every error about a board size.
var ErrBadSize = fmt.Errorf("board size must be one of %s", allowedSizesText())

// Sizes lists the allowed sizes, smallest first.
func Sizes() []Size {
	var out []Size
	for n := MinSize; n <= MaxSize; n += 4 {
		out = append(out, n)
	}
	return out
}

func allowedSizesText() string {
	var parts []string
	for n := MinSize; n <= MaxSize; n += 4 {
		parts = append(parts, strconv.Itoa(int(n)))
	}
	return strings.Join(parts, ", ")
}

// NewSize checks that n is an allowed side length.
func NewSize(n int) (Size, error) {
	if n < int(MinSize) || n > int(MaxSize) || n%4 != 1 {
		return 0, fmt.Errorf("size %d: %w", n, ErrBadSize)
	}
	return Size(n), nil
}

// ParseSize reads a size written in decimal.
func ParseSize(s string) (Size, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("size %q is not a number: %w", s, ErrBadSize)
	}
	return NewSize(n)
}

// Valid reports whether s is an allowed size (the zero Size is not).
func (s Size) Valid() bool { return s >= MinSize && s <= MaxSize && s%4 == 1 }

// N is the side length as an int.
func (s Size) N() int { return int(s) }

// Half is N/2: coordinates run from -Half to Half.
func (s Size) Half() int { return int(s) / 2 }

// Cells is the number of cells, N·N.
func (s Size) Cells() int { return int(s) * int(s) }

func (s Size) String() string { return strconv.Itoa(int(s)) }

// Contains reports whether c lies on the board.
func (s Size) Contains(c Cell) bool {
	h := s.Half()
	return c.X >= -h && c.X <= h && c.Y >= -h && c.Y <= h
}

// IsBorder reports whether c is a border cell (|x| = N/2 or |y| = N/2):
// the cat wins on reaching one.
func (s Size) IsBorder(c Cell) bool {
	h := s.Half()
	return s.Contains(c) && (c.X == -h || c.X == h || c.Y == -h || c.Y == h)
}

// Index is the IAgent linearisation of c: (y+N/2)·N + (x+N/2), row-major
// with the top row first; -1 if c is off the board.
func (s Size) Index(c Cell) int {
	if !s.Contains(c) {
		return -1
	}
	h := s.Half()
	return (c.Y+h)*int(s) + c.X + h
}

// CellAt is the inverse of Index; i must be in [0, N·N).
func (s Size) CellAt(i int) Cell {
	h := s.Half()
	return Cell{X: i%int(s) - h, Y: i/int(s) - h}
}

// Centre is the cat's start cell, {0,0}.
func (s Size) Centre() int { return s.Index(Cell{}) }
