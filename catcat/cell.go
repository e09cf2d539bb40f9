package catcat

import "strconv"

// Cell is a hex cell {x, y} with the centre of the board at {0,0}, x
// growing to the east and y to the south. Rows with odd y are shifted
// half a cell to the right ("pointy top, first line aligned left").
type Cell struct{ X, Y int }

// String writes the cell as a move is written: "x,y".
func (c Cell) String() string {
	return strconv.Itoa(c.X) + "," + strconv.Itoa(c.Y)
}

// Direction names one of the six neighbours, in the order the rules list
// them.
type Direction uint8

const (
	West Direction = iota
	East
	NorthWest
	NorthEast
	SouthWest
	SouthEast
)

// Directions in the rules' order: W, E, NW, NE, SW, SE.
var Directions = [6]Direction{West, East, NorthWest, NorthEast, SouthWest, SouthEast}

func (d Direction) String() string {
	switch d {
	case West:
		return "W"
	case East:
		return "E"
	case NorthWest:
		return "NW"
	case NorthEast:
		return "NE"
	case SouthWest:
		return "SW"
	case SouthEast:
		return "SE"
	}
	return "Direction(" + strconv.Itoa(int(d)) + ")"
}

// Neighbour is the adjacent cell in direction d, on the board or not.
// The diagonal steps depend on the row's parity; y&1 is the parity for
// negative rows too (y%2 is -1 there in Go).
func (c Cell) Neighbour(d Direction) Cell {
	odd := c.Y & 1
	switch d {
	case West:
		return Cell{c.X - 1, c.Y}
	case East:
		return Cell{c.X + 1, c.Y}
	case NorthWest:
		return Cell{c.X - 1 + odd, c.Y - 1}
	case NorthEast:
		return Cell{c.X + odd, c.Y - 1}
	case SouthWest:
		return Cell{c.X - 1 + odd, c.Y + 1}
	case SouthEast:
		return Cell{c.X + odd, c.Y + 1}
	}
	return c
}

// Neighbours are the six adjacent cells in the order W, E, NW, NE, SW,
// SE, whether on the board or not.
func (c Cell) Neighbours() [6]Cell {
	var out [6]Cell
	for i, d := range Directions {
		out[i] = c.Neighbour(d)
	}
	return out
}

// IsNeighbour reports whether a and b are adjacent.
func (c Cell) IsNeighbour(o Cell) bool {
	for _, n := range c.Neighbours() {
		if n == o {
			return true
		}
	}
	return false
}
