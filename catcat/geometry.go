package catcat

// geometry holds the index tables of one board size. They are built once
// at package initialisation and only read afterwards, so any number of
// goroutines may share them without locks.
type geometry struct {
	size       Size
	neighbours [][6]int16 // by cell index, rules' order, -1 off the board
	border     []bool     // by cell index
	borderList []int16    // every border cell index, in index order
}

// geometries is indexed by (N-1)/4.
var geometries = func() [int(MaxSize-1)/4 + 1]*geometry {
	var g [int(MaxSize-1)/4 + 1]*geometry
	for n := MinSize; n <= MaxSize; n += 4 {
		g[(n-1)/4] = buildGeometry(n)
	}
	return g
}()

func buildGeometry(s Size) *geometry {
	g := &geometry{
		size:       s,
		neighbours: make([][6]int16, s.Cells()),
		border:     make([]bool, s.Cells()),
	}
	for i := range s.Cells() {
		c := s.CellAt(i)
		for k, n := range c.Neighbours() {
			g.neighbours[i][k] = int16(s.Index(n))
		}
		if s.IsBorder(c) {
			g.border[i] = true
			g.borderList = append(g.borderList, int16(i))
		}
	}
	return g
}

func (s Size) geometry() *geometry { return geometries[(s-1)/4] }

// NeighbourIndices are the indices of the six neighbours of cell index
// i in the order W, E, NW, NE, SW, SE, -1 where a neighbour is off the
// board. The table is shared: this is a lookup, not a computation.
func (s Size) NeighbourIndices(i int) [6]int16 { return s.geometry().neighbours[i] }

// IsBorderIndex reports whether cell index i is a border cell.
func (s Size) IsBorderIndex(i int) bool { return s.geometry().border[i] }

// BorderIndices lists the border cells' indices. The slice is shared and
// must not be modified.
func (s Size) BorderIndices() []int16 { return s.geometry().borderList }
