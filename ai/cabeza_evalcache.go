package ai

// evalCache remembers evaluations by position hash. The evaluation is a
// pure function of the position (flood fills and every block's reach:
// about a third of the search's time), and the search meets the same
// positions again: through transpositions, in re-searches of the
// principal variation search and of reductions, and from one iteration
// to the next. A slot is one word: the hash's bits above the index bits
// (so the whole hash is checked) and the score in the low 16 bits.
type evalCache struct {
	slots []uint64
}

// evalCacheBits sizes the cache: 2^16 words, half a megabyte, which
// stays in the processor's cache next to the transposition table's
// random reads.
const evalCacheBits = 16

const evalCacheIndex = 1<<evalCacheBits - 1

// The index bits must cover the score's 16 bits, or a score would be
// read as part of the hash: this fails to compile when they do not.
const _ = uint(evalCacheBits - 16)

// evalCacheSalt keeps an empty slot (0) from matching a position.
const evalCacheSalt = 0x5bd1e995 << evalCacheBits

func newEvalCache() *evalCache { return &evalCache{slots: make([]uint64, 1<<evalCacheBits)} }

func (c *evalCache) get(h uint64) (Score, bool) {
	w := c.slots[h&evalCacheIndex]
	if (w^h^evalCacheSalt)&^evalCacheIndex != 0 {
		return 0, false
	}
	return Score(int16(uint16(w))), true
}

func (c *evalCache) put(h uint64, sc Score) {
	c.slots[h&evalCacheIndex] = (h^evalCacheSalt)&^evalCacheIndex | uint64(uint16(int16(sc)))
}
