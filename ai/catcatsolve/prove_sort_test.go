package catcatsolve

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// takeFirstSmallest, taken m times, must give the moves of a node in
// the order of a stable sort by their keys, as the provers always tried
// them: every key pattern of up to six moves over six key values (so
// every order of distinct keys and every run of equal ones), and random
// keys over the range the provers use, negative ones included.
func TestTakeFirstSmallestIsAStableSort(t *testing.T) {
	check := func(keys [6]int16, m int) {
		t.Helper()
		want := make([]int, m)
		for i := range want {
			want[i] = i
		}
		slices.SortStableFunc(want, func(a, b int) int { return cmp.Compare(keys[a], keys[b]) })
		was, got := keys, make([]int, 0, m)
		for range m {
			got = append(got, takeFirstSmallest(&keys, m))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("keys %v: taken in the order %v, a stable sort gives %v", was[:m], got, want)
		}
	}
	for m := 1; m <= 6; m++ {
		n := 1
		for range m {
			n *= 6
		}
		for code := range n {
			var keys [6]int16
			for i, c := 0, code; i < m; i, c = i+1, c/6 {
				keys[i] = int16(c%6) - 2
			}
			check(keys, m)
		}
	}
	r := rand.New(rand.NewPCG(7, 7))
	for range 20000 {
		var keys [6]int16
		for i := range keys {
			keys[i] = int16(r.IntN(1<<15) - 1<<14)
		}
		check(keys, 1+r.IntN(6))
	}
}
