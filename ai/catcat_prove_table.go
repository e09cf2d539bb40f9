package ai

// proveTable is the provers' transposition table: open addressing with
// linear probing in a power-of-two array, which grows (never drops an
// entry) past three quarters full. It holds exactly what a map would:
// every entry stored, up to the prover's cap, which the caller enforces
// with len. A slot is 16 bytes, so that a hard agent's table (a few
// thousand entries) stays in the core's cache.
type proveTable struct {
	slots []proveSlot
	used  []uint32 // the slots filled, so that reset clears only them
	// version changes whenever a slot's index may mean another key's
	// place (reset, grow): remembered indices of an older one are void.
	version uint32
}

// proveSlot is empty when it is all zero: a stored entry never is,
// since one without a proof (win 0) has no support (sup −1). So a slot
// is empty when its key, win and sup are 0.
type proveSlot struct {
	key uint64
	e   proveEntry
}

// proveTableMin is a new table's size: more than a hard agent's move
// stores (two provers of proverNodes nodes each), so that it never grows.
const proveTableMin = 1 << 14

func (t *proveTable) len() int { return len(t.used) }

// reset empties the table.
func (t *proveTable) reset() {
	if len(t.used) > len(t.slots)/4 {
		clear(t.slots)
	} else {
		for _, i := range t.used {
			t.slots[i] = proveSlot{}
		}
	}
	t.used = t.used[:0]
	t.version++
}

func (s *proveSlot) empty() bool { return s.key == 0 && s.e.win == 0 && s.e.sup == 0 }

// find returns the index of the slot that holds key, or, with false,
// of the empty slot where key goes (valid until the next add).
func (t *proveTable) find(key uint64) (uint32, bool) {
	if t.slots == nil {
		t.slots = make([]proveSlot, proveTableMin)
		t.version++
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
		if s.key != key {
			if s.key == 0 && s.e.win == 0 && s.e.sup == 0 {
				return i, false // empty
			}
			continue
		}
		// Only key 0 needs the entry to tell a slot holding it from an
		// empty one.
		return i, key != 0 || s.e.win != 0 || s.e.sup != 0
	}
}

// add fills the empty slot i (from find) with key's entry, which must
// not be all zero (see proveSlot).
func (t *proveTable) add(i uint32, key uint64, e proveEntry) {
	t.slots[i] = proveSlot{key: key, e: e}
	t.used = append(t.used, i)
	if len(t.used)*4 > len(t.slots)*3 {
		t.grow()
	}
}

func (t *proveTable) grow() {
	old := t.slots
	t.slots = make([]proveSlot, 2*len(old))
	t.used = t.used[:0]
	t.version++
	mask := uint32(len(t.slots) - 1)
	for _, s := range old {
		if s.empty() {
			continue
		}
		i := uint32(s.key) & mask
		for !t.slots[i].empty() {
			i = (i + 1) & mask
		}
		t.slots[i] = s
		t.used = append(t.used, i)
	}
}
