package catcatsolve

import (
	"math/rand/v2"
	"testing"
)

// The proof-number table returns what was last put under a key while
// it has room (it grows up to its cap and drops nothing before), and
// once full keeps the entries that cost the most work.
func TestPNTableKeepsEntries(t *testing.T) {
	var tab pnTable
	tab.max = 1 << 18 // far from full: no bucket of four overflows
	r := rand.New(rand.NewPCG(1, 2))
	want := map[uint64]pnEntry{}
	for len(want) < 1<<12 { // within the cap: every entry stays
		k := r.Uint64()
		e := pnEntry{pn: r.Uint32N(100), dn: r.Uint32N(100)}
		tab.put(k, e, 1+r.Uint32N(5))
		want[k] = e
		if r.IntN(4) == 0 { // an update of an entry already in
			e.pn++
			tab.put(k, e, 1)
			want[k] = e
		}
	}
	for k, e := range want {
		if got, ok := tab.get(k); !ok || got != e {
			t.Fatalf("key %x: got %v %v, want %v", k, got, ok, e)
		}
	}
	if tab.len() != len(want) {
		t.Fatalf("len %d, want %d", tab.len(), len(want))
	}
}

func TestPNTableFullKeepsWork(t *testing.T) {
	tab := pnTable{max: 64}
	r := rand.New(rand.NewPCG(5, 6))
	heavy := map[uint64]pnEntry{}
	for range 16 {
		k := r.Uint64()
		heavy[k] = pnEntry{pn: 1, dn: 2}
		tab.put(k, heavy[k], 1000)
	}
	for range 10000 {
		k := r.Uint64()
		tab.put(k, pnEntry{pn: 3, dn: 4}, 1+r.Uint32N(999))
		if got, ok := tab.get(k); !ok || got != (pnEntry{pn: 3, dn: 4}) {
			t.Fatalf("a new entry is not found at once: %v %v", got, ok)
		}
	}
	if len(tab.slots) != 64 {
		t.Fatalf("%d slots, cap 64", len(tab.slots))
	}
	kept := 0
	for k, e := range heavy {
		if got, ok := tab.get(k); ok && got == e {
			kept++
		}
	}
	// A heavy entry goes only for a newer one when its bucket holds
	// four heavy ones already.
	if kept < 12 {
		t.Fatalf("%d of 16 heavy entries kept", kept)
	}
}

// get reads a bucket only for a key whose seen bit put has set: most
// keys never put are turned away by the bits alone, and a key whose bit
// is clear is not read (so the bits are what get trusts, and every put,
// through every growth, sets them: TestPNTableKeepsEntries).
func TestPNTableSeenBits(t *testing.T) {
	var tab pnTable
	r := rand.New(rand.NewPCG(7, 8))
	var keys []uint64
	for range 3000 {
		k := r.Uint64()
		tab.put(k, pnEntry{pn: 1, dn: 1}, 1)
		keys = append(keys, k)
	}
	away := 0
	for range 10000 {
		h := tab.seenBit(r.Uint64())
		if tab.seen[h>>6]&(1<<(h&63)) == 0 {
			away++
		}
	}
	if away < 5000 {
		t.Fatalf("only %d of 10000 absent keys have a clear bit", away)
	}
	h := tab.seenBit(keys[0])
	tab.seen[h>>6] &^= 1 << (h & 63)
	if _, ok := tab.get(keys[0]); ok {
		t.Fatal("a key whose seen bit is clear was read")
	}
}
