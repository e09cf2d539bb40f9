package catcat

import "math/bits"

// blocks is the set of blocked cells as a fixed bitset by cell index.
// 32 words cover the 45×45 board; a fixed array keeps Position a plain
// value that search can copy instead of allocating.
type blocks [(MaxCells + 63) / 64]uint64

func (b *blocks) has(i int) bool { return b[i>>6]>>(uint(i)&63)&1 != 0 }
func (b *blocks) set(i int)      { b[i>>6] |= 1 << (uint(i) & 63) }

func (b *blocks) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}
