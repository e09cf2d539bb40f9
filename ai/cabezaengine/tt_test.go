package cabezaengine

import (
	"testing"
	"unsafe"
)

func TestTTSlotIsSixteenBytes(t *testing.T) {
	if got := unsafe.Sizeof(ttSlot{}); got != ttSlotSize || ttSlotSize != 16 {
		t.Fatalf("ttSlot is %d bytes, want %d (16)", got, ttSlotSize)
	}
}

func TestTTSizeFollowsMegabytes(t *testing.T) {
	for _, mb := range []int{1, 4, 16} {
		tt := newTransTable(mb)
		if bytes := len(tt.slots) * ttSlotSize; bytes != mb<<20 {
			t.Errorf("%d MiB table holds %d bytes", mb, bytes)
		}
	}
}

func TestTTStoreProbeAndKeepDeeper(t *testing.T) {
	tt := newTransTable(1)
	const key = 0xDEADBEEF12345678
	if _, ok := tt.probe(key); ok {
		t.Fatal("empty table claims a hit")
	}
	tt.store(key, 77, -120, 6, boundLower)
	e, ok := tt.probe(key)
	if !ok || e.move != 77 || e.score != -120 || e.depth != 6 || e.bound() != boundLower {
		t.Fatalf("probe = %+v, %v", e, ok)
	}
	// Another key on the same slot is not a hit.
	if _, ok := tt.probe(key ^ 1<<60); ok {
		t.Fatal("a different position with the same index hits")
	}
	// A shallower bound for the same position does not replace it…
	tt.store(key, 0, 300, 2, boundUpper)
	if e, _ := tt.probe(key); e.depth != 6 || e.score != -120 {
		t.Fatalf("shallower result replaced a deeper one: %+v", e)
	}
	// …an exact result does, keeping the known move when it has none.
	tt.store(key, 0, 15, 3, boundExact)
	if e, _ := tt.probe(key); e.depth != 3 || e.bound() != boundExact || e.move != 77 {
		t.Fatalf("exact result not stored or move lost: %+v", e)
	}
	// Clearing hides every entry, through every generation and the wipe
	// at the end of them.
	for i := 0; i < 130; i++ {
		tt.clear()
		if _, ok := tt.probe(key); ok {
			t.Fatalf("hit after %d clears", i+1)
		}
		tt.store(key, 5, 1, 1, boundExact)
		if _, ok := tt.probe(key); !ok {
			t.Fatalf("no hit after storing in generation %d", tt.gen)
		}
	}
}

// A table of a search on several threads has buckets of two slots: the
// first keeps the deeper result, the second takes what does not replace
// it, and a newcomer at least as deep takes the first slot and moves its
// entry to the second. On one thread a table keeps one slot per index,
// as the pinned searches need.
func TestTTTwoSlotBuckets(t *testing.T) {
	if New(Options{Threads: 1}).s.tt.twoSlots || !New(Options{Threads: 2}).s.tt.twoSlots {
		t.Fatal("two-slot buckets are for searches on several threads only")
	}
	tt := newTransTable(1)
	tt.twoSlots = true
	const a uint64 = 0x0123456789ABC000
	b, c, d := a^1<<50, a^1<<51|1, a^1<<52 // one bucket: the index is the low bits but the last
	hits := func(want map[uint64]uint32) {
		t.Helper()
		for _, key := range []uint64{a, b, c, d} {
			e, ok := tt.probe(key)
			if w, in := want[key]; in != ok || (ok && e.move != w) {
				t.Errorf("probe(%#x) = %+v, %v; want move %d, %v", key, e, ok, w, in)
			}
		}
	}
	tt.store(a, 1, 10, 8, boundExact)
	tt.store(b, 2, 20, 3, boundLower)
	hits(map[uint64]uint32{a: 1, b: 2}) // one slot would have lost a
	tt.store(c, 3, 30, 2, boundUpper)
	hits(map[uint64]uint32{a: 1, c: 3}) // the second slot is always replaced
	tt.store(d, 4, 40, 9, boundExact)
	hits(map[uint64]uint32{d: 4, a: 1}) // the deeper newcomer moved a down
	tt.store(a, 0, 50, 2, boundUpper)
	if e, _ := tt.probe(a); e.depth != 8 || e.score != 10 {
		t.Errorf("a shallower bound replaced a deeper result of the same position: %+v", e)
	}
	tt.store(d, 0, 60, 5, boundExact)
	if e, _ := tt.probe(d); e.depth != 5 || e.move != 4 || e.score != 60 {
		t.Errorf("an exact result did not replace the entry, or lost its move: %+v", e)
	}
	hits(map[uint64]uint32{d: 4, a: 1})
}

// With two slots a bucket still never hands out a torn slot, in either
// slot, and a torn first slot does not hide the second.
func TestTTTwoSlotTornSlotIsNeverRead(t *testing.T) {
	one := newTransTable(1)
	const a uint64 = 0x0123456789ABC000
	b := a ^ 1<<50
	words := func(key uint64, move uint32) (check, data uint64) {
		one.store(key, move, 7, 4, boundExact)
		s := &one.slots[key&one.mask]
		return s.check.Load(), s.data.Load()
	}
	ac, ad := words(a, 11)
	bc, bd := words(b, 22)
	tt := newTransTable(1)
	tt.twoSlots = true
	s0, s1 := &tt.slots[a&tt.mask], &tt.slots[a&tt.mask+1]
	for _, slot := range []*ttSlot{s0, s1} {
		slot.check.Store(ac)
		slot.data.Store(bd)
		for _, key := range []uint64{a, b} {
			if e, ok := tt.probe(key); ok {
				t.Errorf("probe(%#x) used a torn slot: %+v", key, e)
			}
		}
		slot.check.Store(0)
		slot.data.Store(0)
	}
	s0.check.Store(bc)
	s0.data.Store(ad) // torn
	s1.check.Store(ac)
	s1.data.Store(ad) // whole
	if e, ok := tt.probe(a); !ok || e.move != 11 {
		t.Errorf("a whole second slot behind a torn first reads %+v, %v", e, ok)
	}
}
