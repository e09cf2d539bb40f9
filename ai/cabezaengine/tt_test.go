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
