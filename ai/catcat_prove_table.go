package ai

// proveTable is the provers' transposition table: open addressing with
// linear probing in a power-of-two array, which grows (never drops an
// entry) past three quarters full, and is emptied in O(1) by a new
// generation. It holds exactly what a map would: every entry stored,
// up to the prover's cap, which the caller enforces with len.
type proveTable struct {
	slots []proveSlot
	count int
	gen   uint32 // a slot whose gen differs is empty
	// version changes whenever a slot's index may mean another key's
	// place (reset, grow): remembered indices of an older one are void.
	version uint32
}

type proveSlot struct {
	key uint64
	e   proveEntry
	gen uint32
}

// proveTableMin is a new table's size: more than a hard agent's move
// stores (two provers of proverNodes nodes each), so that it never grows.
const proveTableMin = 1 << 14

func (t *proveTable) len() int { return t.count }

// reset empties the table.
func (t *proveTable) reset() {
	t.count = 0
	t.gen++
	t.version++
	if t.gen == 0 { // wrapped: the slots' old generations could come back
		clear(t.slots)
		t.gen = 1
	}
}

// find returns the index of the slot that holds key, or, with false,
// of the empty slot where key goes (valid until the next add).
func (t *proveTable) find(key uint64) (uint32, bool) {
	if t.slots == nil {
		t.slots = make([]proveSlot, proveTableMin)
		t.gen, t.version = 1, 1
	}
	// The keys are Zobrist hashes: their low bits are already uniform.
	return t.findFrom(uint32(key&uint64(len(t.slots)-1)), key)
}

// findFrom is find from slot i of key's probe sequence on, every slot
// before it holding another key.
func (t *proveTable) findFrom(i uint32, key uint64) (uint32, bool) {
	mask := uint32(len(t.slots) - 1)
	for ; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return i, false
		}
		if s.key == key {
			return i, true
		}
	}
}

// add fills the empty slot i (from find) with key's entry.
func (t *proveTable) add(i uint32, key uint64, e proveEntry) {
	t.slots[i] = proveSlot{key: key, e: e, gen: t.gen}
	t.count++
	if t.count*4 > len(t.slots)*3 {
		t.grow()
	}
}

func (t *proveTable) grow() {
	old, gen := t.slots, t.gen
	t.slots = make([]proveSlot, 2*len(old))
	t.gen = 1
	t.version++
	mask := uint64(len(t.slots) - 1)
	for _, s := range old {
		if s.gen != gen {
			continue
		}
		i := s.key & mask
		for t.slots[i].gen == t.gen {
			i = (i + 1) & mask
		}
		t.slots[i] = proveSlot{key: s.key, e: s.e, gen: t.gen}
	}
}
