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
// the same position; or, for a search on several threads, buckets of two
// slots (twoSlots). Clearing it bumps a generation instead of wiping
// megabytes: entries of an older generation read as empty. Only every
// 63rd clear wipes the memory. clear runs only while no search does;
// probe and store may run on many threads at once.
type transTable struct {
	slots []ttSlot
	mask  uint64
	gen   uint8 // 1…63, shifted into meta

	// twoSlots: buckets of two slots (an even index and the next, in one
	// cache line), the first kept for the deeper result, the second
	// always replaced (storeTwo). For a search on several threads only
	// (engine.go; smp.go's comment has the measurements): one thread
	// searches exactly the tree it always did, which the pins hold.
	twoSlots bool
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
	if t.twoSlots {
		i := key & t.mask &^ 1
		if e, ok := t.read(&t.slots[i], key); ok {
			return e, true
		}
		return t.read(&t.slots[i+1], key)
	}
	return t.read(&t.slots[key&t.mask], key)
}

// storeTwo is store with buckets of two slots: a position's result goes
// where the position already is (kept if deeper, as store does), else
// to the first slot if that holds a result no deeper (which moves to the
// second), else to the second. Each slot keeps its own check word, so a
// slot torn by two writers, or moved while being written, reads as empty
// as in store.
func (t *transTable) storeTwo(key uint64, move uint32, score search.Score, depth int, bound ttBound) {
	i := key & t.mask &^ 1
	s0, s1 := &t.slots[i], &t.slots[i+1]
	target := s1
	e, same := t.read(s0, key)
	if same {
		target = s0
	} else if e1, ok := t.read(s1, key); ok {
		e, same = e1, true
	}
	if same && int(e.depth) > depth && bound != boundExact {
		return
	}
	if move == 0 && same {
		move = e.move
	}
	d := ttEntry{move: move, score: int16(score), depth: int8(depth), meta: t.gen<<2 | uint8(bound)}.pack()
	if target == s1 {
		d0 := s0.data.Load()
		o := unpackEntry(d0)
		if !t.live(&o) || int(o.depth) <= depth {
			c0 := s0.check.Load()
			if t.live(&o) && c0^d0 != key {
				s1.data.Store(d0)
				s1.check.Store(c0)
			}
			target = s0
		}
	}
	target.data.Store(d)
	target.check.Store(key ^ d)
}

// prefetch starts loading key's slot (or bucket: its two slots share a
// cache line), so that a probe a little later finds it in the cache: the search calls it when it makes a child that
// will probe, which first looks for wins on the move meanwhile.
func (t *transTable) prefetch(key uint64) { prefetch(unsafe.Pointer(&t.slots[key&t.mask])) }

// store keeps a result, unless the slot holds a deeper one for the same
// position (a shallower result of a re-search must not wipe it out).
// With twoSlots, storeTwo does.
func (t *transTable) store(key uint64, move uint32, score search.Score, depth int, bound ttBound) {
	if t.twoSlots {
		t.storeTwo(key, move, score, depth, bound)
		return
	}
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
