package catcatsolve

import (
	"sync"
	"sync/atomic"
	"testing"
)

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
