package catcatsolve

import (
	"math/rand/v2"
	"sync"

	"cabezacat/catcat"
)

// proveTable is the provers' transposition table: open addressing with
// linear probing in a power-of-two array, which grows (never drops an
// entry) past three quarters full. It holds exactly what a map would:
// every entry stored, up to the prover's cap, which the caller enforces
// with len.
//
// Most probes are for a node never seen, and find only that a slot is
// empty; so beside the 16-byte slots a 2-byte tag per slot says whether
// it is empty and, if not, 15 bits of its key. A probe reads the tags
// (32 KiB for a hard agent's table: they stay in the core's nearest
// cache) and a slot only where the tag matches: the slot's line, a
// random one of 256 KiB, is fetched for hits, not for misses.
type proveTable struct {
	slots []proveSlot
	tags  []uint16 // per slot: 0 when empty, else tagOf its key
	used  []uint32 // the slots filled, so that reset clears only them
	// version changes whenever a slot's index may mean another key's
	// place (reset, grow): remembered indices of an older one are void.
	version uint32
}

// proveSlot is one filled slot (its tag says which are).
type proveSlot struct {
	key uint64
	e   proveEntry
}

// tagOf is the tag of a filled slot holding key: never 0, and from the
// key's high bits, which the index (its low bits) does not use.
func tagOf(key uint64) uint16 { return uint16(key>>48) | 1 }

// proveTableMin is a new table's size: more than a hard agent's move
// stores (two provers of proverNodes nodes each), so that it never grows.
const proveTableMin = 1 << 14

func (t *proveTable) len() int { return len(t.used) }

// reset empties the table.
func (t *proveTable) reset() {
	// Clearing all the tags streams 2 bytes a slot, 128 at a time, where
	// the used list costs a load and a scattered store per entry: past a
	// small fraction of the slots (a hard agent's move uses thousands of
	// its 16K), the clear is the cheaper.
	if len(t.used) > len(t.tags)/64 {
		clear(t.tags)
	} else {
		for _, i := range t.used {
			t.tags[i] = 0
		}
	}
	t.used = t.used[:0]
	t.version++
}

// find returns the index of the slot that holds key, or, with false,
// of the empty slot where key goes (valid until the next add).
func (t *proveTable) find(key uint64) (uint32, bool) {
	if t.slots == nil {
		t.slots, t.tags = make([]proveSlot, proveTableMin), make([]uint16, proveTableMin)
		t.version++
	}
	// The keys are Zobrist hashes: their low bits are already uniform.
	return t.findFrom(uint32(key&uint64(len(t.slots)-1)), key)
}

// findFrom is find from slot i of key's probe sequence on, every slot
// before it holding another key.
func (t *proveTable) findFrom(i uint32, key uint64) (uint32, bool) {
	mask := uint32(len(t.tags) - 1)
	tag := tagOf(key)
	for ; ; i = (i + 1) & mask {
		g := t.tags[i]
		if g == tag && t.slots[i].key == key {
			return i, true
		}
		if g == 0 {
			return i, false
		}
	}
}

// add fills the empty slot i (from find) with key's entry.
func (t *proveTable) add(i uint32, key uint64, e proveEntry) {
	t.slots[i] = proveSlot{key: key, e: e}
	t.tags[i] = tagOf(key)
	t.used = append(t.used, i)
	if len(t.used)*4 > len(t.slots)*3 {
		t.grow()
	}
}

func (t *proveTable) grow() {
	old, oldTags := t.slots, t.tags
	t.slots, t.tags = make([]proveSlot, 2*len(old)), make([]uint16, 2*len(old))
	t.used = t.used[:0]
	t.version++
	mask := uint32(len(t.slots) - 1)
	for j, s := range old {
		if oldTags[j] == 0 {
			continue
		}
		i := uint32(s.key) & mask
		for t.tags[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i], t.tags[i] = s, oldTags[j]
		t.used = append(t.used, i)
	}
}

// ResetTable empties the prover's table, for a question none of the
// entries can answer (another prover's: a key includes the question).
func (p *Prover) ResetTable() { p.tt.reset() }

// proverZobrist holds, per board size, the random keys of blocked cells
// and cat cells, and the mirror of every cell index.
type proverZobrist struct {
	block, cat []uint64
	mirror     []int16
	// Per cell, its key and its mirror image's, side by side: the board's
	// two hashes change together, so one read serves both.
	blockPair, catPair [][2]uint64
}

var (
	proverZobristOnce [int(catcat.MaxSize)/4 + 1]sync.Once
	proverZobristBy   [int(catcat.MaxSize)/4 + 1]proverZobrist
)

func proverZobristFor(size catcat.Size) *proverZobrist {
	k := int(size) / 4
	proverZobristOnce[k].Do(func() {
		n := size.Cells()
		r := rand.New(rand.NewPCG(0xCA7CA7, uint64(size)))
		z := proverZobrist{block: make([]uint64, n), cat: make([]uint64, n), mirror: make([]int16, n)}
		for i := range n {
			z.block[i], z.cat[i] = r.Uint64(), r.Uint64()
			c := size.CellAt(i)
			z.mirror[i] = int16(size.Index(catcat.Cell{X: c.X, Y: -c.Y}))
		}
		z.blockPair, z.catPair = make([][2]uint64, n), make([][2]uint64, n)
		for i := range n {
			m := z.mirror[i]
			z.blockPair[i] = [2]uint64{z.block[i], z.block[m]}
			z.catPair[i] = [2]uint64{z.cat[i], z.cat[m]}
		}
		proverZobristBy[k] = z
	})
	return &proverZobristBy[k]
}
