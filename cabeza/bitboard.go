package cabeza

import "math/bits"

func trailingZeros(v uint64) int { return bits.TrailingZeros64(v) }

// Bitboard is a set of squares: bit i of the 100-bit number stands for
// Square(i); squares 0–63 live in word 0, 64–99 in word 1. Two words keep
// every test of a step down to a couple of ANDs.
type Bitboard [2]uint64

// SquareSet is the one-square set {s}.
func SquareSet(s Square) Bitboard {
	// Without indexing: a shift by 64 or more is 0, so exactly one word
	// gets the bit (and the result stays in registers).
	u := uint(s)
	return Bitboard{1 << u, 1 << (u - 64)}
}

// Has reports whether s is in the set.
func (b Bitboard) Has(s Square) bool { return b[s>>6]>>(uint(s)&63)&1 != 0 }

// Count is the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) }

// Empty reports whether the set has no squares.
func (b Bitboard) Empty() bool { return b[0]|b[1] == 0 }

// Or, And and AndNot are the set union, intersection and difference.
func (b Bitboard) Or(c Bitboard) Bitboard     { return Bitboard{b[0] | c[0], b[1] | c[1]} }
func (b Bitboard) And(c Bitboard) Bitboard    { return Bitboard{b[0] & c[0], b[1] & c[1]} }
func (b Bitboard) AndNot(c Bitboard) Bitboard { return Bitboard{b[0] &^ c[0], b[1] &^ c[1]} }

// Meets reports whether the sets share a square.
func (b Bitboard) Meets(c Bitboard) bool { return b[0]&c[0]|b[1]&c[1] != 0 }

// Squares lists the set in square order (a1, b1, …, j10).
func (b Bitboard) Squares() []Square {
	var out []Square
	for w := 0; w < 2; w++ {
		for v := b[w]; v != 0; v &= v - 1 {
			out = append(out, Square(w*64+bits.TrailingZeros64(v)))
		}
	}
	return out
}

// First is the lowest square of the set, or NoSquare.
func (b Bitboard) First() Square {
	if b[0] != 0 {
		return Square(bits.TrailingZeros64(b[0]))
	}
	if b[1] != 0 {
		return Square(64 + bits.TrailingZeros64(b[1]))
	}
	return NoSquare
}
