package catcatsolve

import "sync/atomic"

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
