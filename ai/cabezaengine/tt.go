package cabezaengine

import (
	"sync/atomic"
	"unsafe"

	"cabezacat/ai/search"
)

// ttEntry is what a transposition-table slot holds, unpacked: the move
// (a game's move as its own 32-bit code), the score, the depth and the
// bound with the table's generation.
type ttEntry struct {
	move  uint32
	score int16 // from this node's point of view, decided scores node-relative
	depth int8
	meta  uint8 // the bound in the low 2 bits, the table's generation above
}

func (e *ttEntry) bound() ttBound { return ttBound(e.meta & 3) }

// pack is e as one word: move in the low 32 bits, then score, depth and
// meta. An empty slot's word is 0 (bound none).
func (e ttEntry) pack() uint64 {
	return uint64(e.move) | uint64(uint16(e.score))<<32 | uint64(uint8(e.depth))<<48 | uint64(e.meta)<<56
}

func unpackEntry(d uint64) ttEntry {
	return ttEntry{move: uint32(d), score: int16(d >> 32), depth: int8(d >> 48), meta: uint8(d >> 56)}
}

// ttSlot is one slot: 16 bytes, a size a test pins so the table's memory
// is what its option says. The search threads of a Lazy SMP search
// (smp.go) read and write slots at once without a lock, so a read may
// meet a slot half written by another thread: one word of the old entry,
// one of the new. check is the whole hash xor the data word (Hyatt's
// lockless table), so a torn slot reads as a different position and is
// never used: a probe needs check ^ data == key. Keeping the whole hash
// also means a probe never trusts a different position on the same
// index. The words are atomics so the race detector sees the sharing as
// meant; on amd64 an atomic load is a plain load.
type ttSlot struct {
	check atomic.Uint64 // the position's hash ^ data
	data  atomic.Uint64 // ttEntry.pack
}

// ttBound says what the stored score is: exact, or a bound from a cutoff.
type ttBound uint8

const (
	boundNone  ttBound = iota // empty slot
	boundLower                // the score is at least this (a beta cutoff)
	boundUpper                // the score is at most this (nothing beat alpha)
	boundExact
)

// transTable is a fixed array of slots indexed by the low bits of the
// hash: one slot per index, replaced unless it holds a deeper result for
// the same position. Clearing it bumps a generation instead of wiping
// megabytes: entries of an older generation read as empty. Only every
// 63rd clear wipes the memory. clear runs only while no search does;
// probe and store may run on many threads at once.
type transTable struct {
	slots []ttSlot
	mask  uint64
	gen   uint8 // 1…63, shifted into meta
}

// ttSlotSize is the size of one slot in bytes.
const ttSlotSize = 16

// newTransTable makes a table of at most megabytes MiB (a power of two of
// slots, at least 1024).
func newTransTable(megabytes int) *transTable {
	if megabytes < 1 {
		megabytes = 1
	}
	n := uint64(1024)
	for n*2*ttSlotSize <= uint64(megabytes)<<20 {
		n *= 2
	}
	slots := make([]ttSlot, n)
	adviseHugePages(slots)
	return &transTable{slots: slots, mask: n - 1, gen: 1}
}

func (t *transTable) clear() {
	t.gen++
	if t.gen == 64 {
		clear(t.slots)
		t.gen = 1
	}
}

// live reports whether e holds a result of this generation.
func (t *transTable) live(e *ttEntry) bool { return e.meta>>2 == t.gen && e.meta&3 != 0 }

// read is the entry in key's slot, if the slot holds one for key whole
// (not torn by a write of another thread) and of this generation.
func (t *transTable) read(s *ttSlot, key uint64) (ttEntry, bool) {
	d := s.data.Load()
	if s.check.Load()^d != key {
		return ttEntry{}, false
	}
	e := unpackEntry(d)
	return e, t.live(&e)
}

// probe returns the entry for key, if the table holds one.
func (t *transTable) probe(key uint64) (ttEntry, bool) {
	return t.read(&t.slots[key&t.mask], key)
}

// prefetch starts loading key's slot, so that a probe a little later
// finds it in the cache: the search calls it when it makes a child that
// will probe, which first looks for wins on the move meanwhile.
func (t *transTable) prefetch(key uint64) { prefetch(unsafe.Pointer(&t.slots[key&t.mask])) }

// store keeps a result, unless the slot holds a deeper one for the same
// position (a shallower result of a re-search must not wipe it out).
func (t *transTable) store(key uint64, move uint32, score search.Score, depth int, bound ttBound) {
	s := &t.slots[key&t.mask]
	e, same := t.read(s, key)
	if same && int(e.depth) > depth && bound != boundExact {
		return
	}
	if move == 0 && same {
		move = e.move // keep the best move known for this position
	}
	d := ttEntry{move: move, score: int16(score), depth: int8(depth), meta: t.gen<<2 | uint8(bound)}.pack()
	s.data.Store(d)
	s.check.Store(key ^ d)
}
