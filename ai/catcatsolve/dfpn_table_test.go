package catcatsolve

import (
	"math/rand/v2"
	"sync"
	"sync/atomic"
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

// The workers' table keeps entries as pnTable does: what is put is got
// back, an entry that took more work stays when its bucket is full, and
// a key never put is missing.
func TestSharedPNTableKeepsEntries(t *testing.T) {
	tt := newSharedPNTable(1 << 8)
	for k := uint64(1); k <= 100; k++ {
		tt.put(k*0x9E3779B97F4A7C15, pnEntry{pn: uint32(k), dn: uint32(2 * k)}, uint32(k))
	}
	found := 0
	for k := uint64(1); k <= 100; k++ {
		if e, ok := tt.get(k * 0x9E3779B97F4A7C15); ok {
			found++
			if e.pn != uint32(k) || e.dn != uint32(2*k) {
				t.Fatalf("key %d reads %v", k, e)
			}
		}
	}
	if found < 90 {
		t.Fatalf("%d of 100 entries kept in 256 slots", found)
	}
	if _, ok := tt.get(12345); ok {
		t.Fatal("a key never put is found")
	}
	// A full bucket (keys with the same low bits) keeps the most work.
	bucket := newSharedPNTable(1 << 4)
	for i := range 8 {
		bucket.put(uint64(i)<<32, pnEntry{pn: uint32(i)}, uint32(100-i))
	}
	for i := range 8 {
		_, ok := bucket.get(uint64(i) << 32)
		if want := i < 3 || i == 7; ok != want {
			t.Errorf("entry %d (work %d): kept %v, want %v", i, 100-i, ok, want)
		}
	}
}

// Workers writing the same keys at once never make a reader see an
// entry torn between two writes: a read checks its key against the
// entry's words, and a half-written slot reads as missing.
func TestSharedPNTableNeverTearsAReader(t *testing.T) {
	tt := newSharedPNTable(1 << 8)
	// Six keys in one bucket of four slots: writers keep putting one
	// key over another's slot.
	var keys []uint64
	for i := range uint64(6) {
		keys = append(keys, (i+1)*0x1111_0000_0000_0000|4)
	}
	// One whole entry per key before anyone starts, so that a reader has
	// something to hit whatever the scheduler does.
	for _, k := range keys {
		tt.put(k, pnEntry{pn: uint32(k >> 48), dn: 0}, 1)
	}
	const writes = 20000
	var writers, readers sync.WaitGroup
	var writing atomic.Bool
	writing.Store(true)
	for w := range 3 {
		writers.Add(1)
		go func() {
			defer writers.Done()
			for i := range writes {
				k := keys[(i+w)%len(keys)]
				n := uint32(i*3 + w)
				// dn says which write this is; pn checks it against the key.
				tt.put(k, pnEntry{pn: n ^ uint32(k>>48), dn: n}, n%7+1)
			}
		}()
	}
	var torn, hits atomic.Int64
	for range 2 {
		readers.Add(1)
		go func() {
			defer readers.Done()
			for i := 0; i < writes*3 || writing.Load(); i++ {
				k := keys[i%len(keys)]
				e, ok := tt.get(k)
				if !ok {
					continue
				}
				hits.Add(1)
				if e.pn^e.dn != uint32(k>>48) {
					torn.Add(1)
				}
			}
		}()
	}
	writers.Wait()
	writing.Store(false)
	readers.Wait()
	if torn.Load() > 0 {
		t.Fatalf("%d of %d hits were torn entries", torn.Load(), hits.Load())
	}
	if hits.Load() == 0 {
		t.Fatal("the readers never hit: the test tested nothing")
	}
}
