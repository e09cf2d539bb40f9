package catcatsolve

import (
	"math/rand/v2"
	"testing"
)

// The provers' table keeps every entry it is given, through its growth,
// as a map does, and a reset empties it: with small keys (long probe
// runs, and one tag for all, so that only the keys tell them apart) and
// with keys of every bit (the tags differ).
func TestProveTableKeepsEveryEntry(t *testing.T) {
	for _, keyBits := range []uint64{1<<20 - 1, ^uint64(0)} {
		testProveTableKeepsEveryEntry(t, keyBits)
	}
}

func testProveTableKeepsEveryEntry(t *testing.T, keyBits uint64) {
	var tab proveTable
	want := map[uint64]proveEntry{}
	r := rand.New(rand.NewPCG(3, 4))
	for round := range 3 {
		n := proveTableMin * 3 // past two growths in the first round
		if round > 0 {
			n = 1000
		}
		for len(want) < n {
			key := r.Uint64() & keyBits
			if len(want) == 0 {
				key = 0 // the key an empty slot has
			}
			// A proof may have its support at offset 0; no proof, none.
			e := proveEntry{win: int16(r.IntN(12)), fail: int16(r.IntN(12)), sup: -1}
			if e.win > 0 {
				e.sup = int32(r.IntN(3)) - 1
			}
			i, ok := tab.find(key)
			if _, had := want[key]; had != ok {
				t.Fatalf("round %d: key %x found %v, stored before %v", round, key, ok, had)
			}
			if ok {
				tab.slots[i].e = e
			} else {
				tab.add(i, key, e)
			}
			want[key] = e
		}
		if tab.len() != len(want) {
			t.Fatalf("round %d: %d entries, want %d", round, tab.len(), len(want))
		}
		for key, e := range want {
			i, ok := tab.find(key)
			if !ok || tab.slots[i].e != e {
				t.Fatalf("round %d: key %x holds %+v (found %v), want %+v", round, key, tab.slots[i].e, ok, e)
			}
		}
		tab.reset()
		for key := range want {
			if _, ok := tab.find(key); ok {
				t.Fatalf("round %d: key %x is still there after a reset", round, key)
			}
		}
		clear(want)
	}
}
