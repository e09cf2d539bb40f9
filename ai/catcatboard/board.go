package catcatboard

import (
	"sync"

	"cabezacat/catcat"
)

// Tables are, per board size, the neighbour indices of every cell
// flattened (six per cell; off the board: the sentinel N·N) and the
// border flags: the search's inner loops read them as plain slices.
type Tables struct {
	Neighbours []int16
	Border     []bool
}

var (
	tablesOnce   [int(catcat.MaxSize)/4 + 1]sync.Once
	tablesBySize [int(catcat.MaxSize)/4 + 1]Tables
)

// TablesFor is the tables of size, made once per size.
func TablesFor(size catcat.Size) *Tables {
	k := int(size) / 4
	tablesOnce[k].Do(func() {
		n := size.Cells()
		t := Tables{Neighbours: make([]int16, 0, 6*n), Border: make([]bool, n+1)}
		for i := range n {
			for _, nb := range size.NeighbourIndices(i) {
				if nb < 0 {
					nb = int16(n)
				}
				t.Neighbours = append(t.Neighbours, nb)
			}
			t.Border[i] = size.IsBorderIndex(i)
		}
		tablesBySize[k] = t
	})
	return &tablesBySize[k]
}

// SortByKeys sorts cells by keys[cell], stable: an insertion sort, for
// the short lists of the search and the provers (a few dozen cells at
// most), without the standard library's call per comparison.
func SortByKeys(cells []int16, keys []int32) {
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
