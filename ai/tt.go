package ai

// ttEntry is one transposition-table slot: 16 bytes, a size a test pins
// so the table's memory is what its option says. The whole hash is kept
// (not just the bits the index does not imply) so a probe never trusts a
// different position. The move is a game's move as its own 32-bit code.
type ttEntry struct {
	key   uint64
	move  uint32
	score int16 // from this node's point of view, decided scores node-relative
	depth int8
	bound ttBound
}

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
// the same position.
type transTable struct {
	entries []ttEntry
	mask    uint64
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
	return &transTable{entries: make([]ttEntry, n), mask: n - 1}
}

func (t *transTable) clear() { clear(t.entries) }

// probe returns the entry for key, if the table holds one.
func (t *transTable) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.bound != boundNone && e.key == key
}

// store keeps a result, unless the slot holds a deeper one for the same
// position (a shallower result of a re-search must not wipe it out).
func (t *transTable) store(key uint64, move uint32, score Score, depth int, bound ttBound) {
	e := &t.entries[key&t.mask]
	if e.key == key && e.bound != boundNone && int(e.depth) > depth && bound != boundExact {
		return
	}
	if move == 0 && e.key == key {
		move = e.move // keep the best move known for this position
	}
	*e = ttEntry{key: key, move: move, score: int16(score), depth: int8(depth), bound: bound}
}
