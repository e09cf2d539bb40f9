package catcatsolve

import "sync/atomic"

// pnTable is the proof-number search's transposition table: buckets of
// four slots in a power-of-two array that starts small (most solves are
// a few thousand nodes: an analysis', a blunder check's) and doubles
// when a bucket overflows while it is less than pnTableMaxSlots; then a
// new entry replaces the
// bucket's entry that cost the least work to find (the nodes searched
// under it), so that the results of big subtrees, and proofs, which
// took work, stay. A dropped entry is searched again, never wrong.
//
// Memory: pnTableMaxSlots slots of 24 bytes, 96 MiB at most.
type pnTable struct {
	slots []pnSlot
	used  int
	max   int // slots at most (a power of two, a multiple of 4)
	// seen has a bit per key hash (four per slot) set by put: a clear
	// bit means the key is not in the table, which get then need not
	// read. A catcher node reads all its children, most of them never
	// searched, and each read of a bucket was a miss in the caches (a
	// quarter of a 13×13 solve's CPU); the bits take an eighth of the
	// table's memory.
	seen []uint64
}

// pnSlot is one slot; work 0 marks it empty.
type pnSlot struct {
	key  uint64
	e    pnEntry
	work uint32
	_    uint32
}

const (
	pnTableMinSlots = 1 << 12
	pnTableMaxSlots = 1 << 22
	pnBucket        = 4
)

// get returns the entry of key, if the table holds it.
func (t *pnTable) get(key uint64) (pnEntry, bool) {
	if t.slots == nil {
		return pnEntry{}, false
	}
	if h := t.seenBit(key); t.seen[h>>6]&(1<<(h&63)) == 0 {
		return pnEntry{}, false
	}
	b := t.bucket(key)
	for i := range b {
		if b[i].work != 0 && b[i].key == key {
			return b[i].e, true
		}
	}
	return pnEntry{}, false
}

func (t *pnTable) bucket(key uint64) []pnSlot {
	i := int(key) & (len(t.slots) - 1) &^ (pnBucket - 1)
	return t.slots[i : i+pnBucket : i+pnBucket]
}

// put stores key's entry, found with work nodes (at least 1).
func (t *pnTable) put(key uint64, e pnEntry, work uint32) {
	if t.slots == nil {
		if t.max == 0 {
			t.max = pnTableMaxSlots
		}
		t.slots = make([]pnSlot, min(pnTableMinSlots, t.max))
		t.seen = make([]uint64, len(t.slots)/16)
	}
	work = max(work, 1)
	b := t.bucket(key)
	victim := -1
	for i := range b {
		switch {
		case b[i].work != 0 && b[i].key == key:
			b[i].e, b[i].work = e, max(work, b[i].work)
			return
		case b[i].work == 0:
			if victim < 0 || b[victim].work != 0 {
				victim = i
			}
		case victim < 0 || b[victim].work != 0 && b[i].work < b[victim].work:
			victim = i
		}
	}
	if b[victim].work != 0 && len(t.slots) < t.max { // room to grow first
		t.grow()
		t.put(key, e, work)
		return
	}
	if b[victim].work == 0 {
		t.used++
	}
	b[victim] = pnSlot{key: key, e: e, work: work}
	t.markSeen(key)
	if t.used*4 > len(t.slots)*3 && len(t.slots) < t.max {
		t.grow()
	}
}

// grow doubles the table. Bucket i's entries go to bucket i or
// i+len(old), so none is dropped.
func (t *pnTable) grow() {
	old := t.slots
	t.slots = make([]pnSlot, 2*len(old))
	t.seen = make([]uint64, len(t.slots)/16)
	t.used = 0
	for _, s := range old {
		if s.work == 0 {
			continue
		}
		b := t.bucket(s.key)
		for i := range b {
			if b[i].work == 0 {
				b[i] = s
				t.used++
				t.markSeen(s.key)
				break
			}
		}
	}
}

// len is the entries held.
func (t *pnTable) len() int { return t.used }

// seenBit is key's bit in seen: from the key's high bits, which the
// buckets' index (its low bits) does not use.
func (t *pnTable) seenBit(key uint64) uint64 {
	return (key >> 20) & uint64(len(t.seen)*64-1)
}

func (t *pnTable) markSeen(key uint64) {
	h := t.seenBit(key)
	t.seen[h>>6] |= 1 << (h & 63)
}

// sharedPNTable is the df-pn table the workers of a parallel solve
// share (dfpn_parallel.go): pnTable's buckets and replacement, at its
// full size from the start (it never grows under the workers), with
// lock-free slots. A slot is three words written one by one: the entry,
// the work, and the key XOR both, so a read that meets a slot half
// written finds the key wrong and takes it for a miss (Hyatt and Mann's
// lockless hashing, as the Cabeza engine's table has it). A miss, or an
// entry another worker overwrote, is searched again, never wrong.
type sharedPNTable struct {
	slots []sharedSlot
	seen  []atomic.Uint64 // pnTable.seen, set with atomic ORs
}

type sharedSlot struct{ check, entry, work atomic.Uint64 }

func newSharedPNTable(slots int) *sharedPNTable {
	return &sharedPNTable{slots: make([]sharedSlot, slots), seen: make([]atomic.Uint64, slots/16)}
}

func packEntry(e pnEntry) uint64      { return uint64(e.pn) | uint64(e.dn)<<32 }
func unpackEntry(v uint64) pnEntry    { return pnEntry{pn: uint32(v), dn: uint32(v >> 32)} }
func (t *sharedPNTable) mask() uint64 { return uint64(len(t.slots)-1) &^ (pnBucket - 1) }

func (t *sharedPNTable) seenBit(key uint64) uint64 {
	return (key >> 20) & uint64(len(t.seen)*64-1)
}

// read is slot i's key, entry and work, the key 0 and work 0 if the
// slot is empty or half written.
func (t *sharedPNTable) read(i uint64) (key uint64, e pnEntry, work uint64) {
	s := &t.slots[i]
	v, w, c := s.entry.Load(), s.work.Load(), s.check.Load()
	if w == 0 {
		return 0, pnEntry{}, 0
	}
	return c ^ v ^ w, unpackEntry(v), w
}

func (t *sharedPNTable) write(i, key uint64, e pnEntry, work uint64) {
	s := &t.slots[i]
	v := packEntry(e)
	s.entry.Store(v)
	s.work.Store(work)
	s.check.Store(key ^ v ^ work)
}

func (t *sharedPNTable) get(key uint64) (pnEntry, bool) {
	if h := t.seenBit(key); t.seen[h>>6].Load()&(1<<(h&63)) == 0 {
		return pnEntry{}, false
	}
	b := key & t.mask()
	for i := b; i < b+pnBucket; i++ {
		if k, e, w := t.read(i); w != 0 && k == key {
			return e, true
		}
	}
	return pnEntry{}, false
}

// put is pnTable.put on the shared slots: key's own slot, else an empty
// one, else the one whose entry took the least work.
func (t *sharedPNTable) put(key uint64, e pnEntry, work uint32) {
	w := uint64(max(work, 1))
	b := key & t.mask()
	victim, victimWork := b, ^uint64(0)
	for i := b; i < b+pnBucket; i++ {
		k, _, sw := t.read(i)
		if sw != 0 && k == key {
			t.write(i, key, e, max(w, sw))
			return
		}
		if sw < victimWork {
			victim, victimWork = i, sw
		}
	}
	t.write(victim, key, e, w)
	h := t.seenBit(key)
	t.seen[h>>6].Or(1 << (h & 63))
}

// ttGet and ttPut are the search's table: its own, or the workers'.
func (s *pnSearch) ttGet(key uint64) (pnEntry, bool) {
	if s.stt != nil {
		return s.stt.get(key)
	}
	return s.tt.get(key)
}

func (s *pnSearch) ttPut(key uint64, e pnEntry, work uint32) {
	if s.stt != nil {
		s.stt.put(key, e, work)
		return
	}
	s.tt.put(key, e, work)
}
