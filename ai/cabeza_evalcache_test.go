package ai

import "testing"

// The cache gives back what was put for the same hash, negative scores
// too, and nothing for another hash on the same slot or an empty slot.
func TestEvalCacheKeepsScoresByWholeHash(t *testing.T) {
	c := newEvalCache()
	h := uint64(0x9E3779B97F4A7C15)
	if _, ok := c.get(h); ok {
		t.Fatal("an empty cache had a score")
	}
	if _, ok := c.get(0); ok {
		t.Fatal("an empty slot matched hash 0")
	}
	for _, sc := range []Score{0, 1, -1, 12345, -32768, 32767} {
		c.put(h, sc)
		if got, ok := c.get(h); !ok || got != sc {
			t.Errorf("put %d, got %d %v", sc, got, ok)
		}
	}
	other := h ^ 1<<40 // same slot, another position
	if got, ok := c.get(other); ok {
		t.Errorf("another hash on the slot read %d", got)
	}
}
