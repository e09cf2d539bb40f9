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
	if t.gen == 0 { // wrapped: the slots' old generations could come back
		clear(t.slots)
		t.gen = 1
	}
}

// find returns the slot that holds key, or, with false, the empty slot
// where key goes (valid until the next add).
func (t *proveTable) find(key uint64) (*proveSlot, bool) {
	if t.slots == nil {
		t.slots = make([]proveSlot, proveTableMin)
		t.gen = 1
	}
	// The keys are Zobrist hashes: their low bits are already uniform.
	mask := uint64(len(t.slots) - 1)
	for i := key & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return s, false
		}
		if s.key == key {
			return s, true
		}
	}
}

// add fills the empty slot s (from find) with key's entry.
func (t *proveTable) add(s *proveSlot, key uint64, e proveEntry) {
	s.key, s.e, s.gen = key, e, t.gen
	t.count++
	if t.count*4 > len(t.slots)*3 {
		t.grow()
	}
}

func (t *proveTable) grow() {
	old, gen := t.slots, t.gen
	t.slots = make([]proveSlot, 2*len(old))
	t.gen = 1
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
