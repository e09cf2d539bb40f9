package catcatsolve

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
