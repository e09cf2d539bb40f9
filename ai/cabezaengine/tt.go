package cabezaengine

import (
	"unsafe"

	"cabezacat/ai/search"
)

// ttEntry is one transposition-table slot: 16 bytes, a size a test pins
// so the table's memory is what its option says. The whole hash is kept
// (not just the bits the index does not imply) so a probe never trusts a
// different position. The move is a game's move as its own 32-bit code.
type ttEntry struct {
	key   uint64
	move  uint32
	score int16 // from this node's point of view, decided scores node-relative
	depth int8
	meta  uint8 // the bound in the low 2 bits, the table's generation above
}

func (e *ttEntry) bound() ttBound { return ttBound(e.meta & 3) }

// ttBound says what the stored score is: exact, or a bound from a cutoff.
type ttBound uint8

const (
	boundNone  ttBound = iota // empty slot
	boundLower                // the score is at least this (a beta cutoff)
	boundUpper                // the score is at most this (nothing beat alpha)
	boundExact
)

// transTable is a fixed array of entries indexed by the low bits of the
// hash: one slot per index, replaced unless it holds a deeper result for
// the same position. Clearing it bumps a generation instead of wiping
// megabytes: entries of an older generation read as empty. Only every
// 63rd clear wipes the memory.
type transTable struct {
	entries []ttEntry
	mask    uint64
	gen     uint8 // 1…63, shifted into meta
}

// ttEntrySize is the size of one entry in bytes.
const ttEntrySize = 16

// newTransTable makes a table of at most megabytes MiB (a power of two of
// entries, at least 1024).
func newTransTable(megabytes int) *transTable {
	if megabytes < 1 {
		megabytes = 1
	}
	n := uint64(1024)
	for n*2*ttEntrySize <= uint64(megabytes)<<20 {
		n *= 2
	}
	entries := make([]ttEntry, n)
	adviseHugePages(entries)
	return &transTable{entries: entries, mask: n - 1, gen: 1}
}

func (t *transTable) clear() {
	t.gen++
	if t.gen == 64 {
		clear(t.entries)
		t.gen = 1
	}
}

// live reports whether e holds a result of this generation.
func (t *transTable) live(e *ttEntry) bool { return e.meta>>2 == t.gen && e.meta&3 != 0 }

// probe returns the entry for key, if the table holds one.
func (t *transTable) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key && t.live(&e)
}

// prefetch starts loading key's slot, so that a probe a little later
// finds it in the cache: the search calls it when it makes a child that
// will probe, which first looks for wins on the move meanwhile.
func (t *transTable) prefetch(key uint64) { prefetch(unsafe.Pointer(&t.entries[key&t.mask])) }

// store keeps a result, unless the slot holds a deeper one for the same
// position (a shallower result of a re-search must not wipe it out).
func (t *transTable) store(key uint64, move uint32, score search.Score, depth int, bound ttBound) {
	e := &t.entries[key&t.mask]
	same := e.key == key && t.live(e)
	if same && int(e.depth) > depth && bound != boundExact {
		return
	}
	if move == 0 && same {
		move = e.move // keep the best move known for this position
	}
	*e = ttEntry{key: key, move: move, score: int16(score), depth: int8(depth), meta: t.gen<<2 | uint8(bound)}
}
