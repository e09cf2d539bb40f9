package catcatagent

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cabezacat/catcat"
)

// The kept fields equal fresh ones, value for value (a cell without a
// value compared as none), after every step of random nested walks of
// blocks and unblocks, with the fields read at random moments: both are
// taken in lazily, several blocks at a time, and undone in any state.
func TestCatcatKeptFieldsMatchFreshOnes(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 17))
	for _, size := range []catcat.Size{5, 9, 21, 45} {
		for seed := uint64(1); seed <= 4; seed++ {
			p, err := catcat.RandomStart(size, catcat.DefaultDensity, seed)
			if err != nil {
				t.Fatal(err)
			}
			s := getCatSearch(p)
			var free []int16
			for i := range size.Cells() {
				if !s.blocked[i] && i != s.cat {
					free = append(free, int16(i))
				}
			}
			var blocked []int16
			for step := range 300 {
				switch {
				case len(blocked) > 0 && (rng.IntN(3) == 0 || len(blocked) > 12):
					c := blocked[len(blocked)-1]
					blocked = blocked[:len(blocked)-1]
					s.unblock(c)
				default:
					c := free[rng.IntN(len(free))]
					if s.blocked[c] {
						continue
					}
					blocked = append(blocked, c)
					s.block(c)
				}
				if rng.IntN(2) == 0 {
					continue // read the fields only now and then
				}
				s.twoDistance()
				s.syncField(&s.oneField)
				two := slices.Clone(s.two)
				one := slices.Clone(s.oneField.vals)
				s.freshField(&s.twoField)
				s.freshField(&s.oneField)
				for i := range size.Cells() {
					if s.blocked[i] {
						continue
					}
					if norm(two[i]) != norm(s.two[i]) || norm(one[i]) != norm(s.oneField.vals[i]) {
						t.Fatalf("size %d seed %d step %d: cell %v kept two %d one %d, fresh two %d one %d",
							size, seed, step, size.CellAt(i), norm(two[i]), norm(one[i]), norm(s.two[i]), norm(s.oneField.vals[i]))
					}
				}
				// Carry on from the kept fields, as the search does.
				copy(s.two, two)
				copy(s.oneField.vals, one)
			}
			putCatSearch(s)
		}
	}
}

func norm(v int16) int16 {
	if v >= catcatHalfReached {
		return catcatNoDistance
	}
	return v
}
