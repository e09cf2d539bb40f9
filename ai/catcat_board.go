package ai

import (
	"sync"

	"cabezacat/catcat"
)

// catcatTables are, per board size, the neighbour indices of every cell
// flattened (six per cell; off the board: the sentinel N·N) and the
// border flags: the search's inner loops read them as plain slices.
type catcatTables struct {
	neighbours []int16
	border     []bool
}

var (
	catcatTablesOnce   [int(catcat.MaxSize)/4 + 1]sync.Once
	catcatTablesBySize [int(catcat.MaxSize)/4 + 1]catcatTables
)

func catcatTablesFor(size catcat.Size) *catcatTables {
	k := int(size) / 4
	catcatTablesOnce[k].Do(func() {
		n := size.Cells()
		t := catcatTables{neighbours: make([]int16, 0, 6*n), border: make([]bool, n+1)}
		for i := range n {
			for _, nb := range size.NeighbourIndices(i) {
				if nb < 0 {
					nb = int16(n)
				}
				t.neighbours = append(t.neighbours, nb)
			}
			t.border[i] = size.IsBorderIndex(i)
		}
		catcatTablesBySize[k] = t
	})
	return &catcatTablesBySize[k]
}

// sortByKeys sorts cells by keys[cell], stable: an insertion sort, for
// the short lists of the search and the provers (a few dozen cells at
// most), without the standard library's call per comparison.
func sortByKeys(cells []int16, keys []int32) {
	for i := 1; i < len(cells); i++ {
		c := cells[i]
		kc := keys[c]
		j := i
		for ; j > 0 && keys[cells[j-1]] > kc; j-- {
			cells[j] = cells[j-1]
		}
		cells[j] = c
	}
}
