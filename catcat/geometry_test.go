package catcat

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// The 5×5 board of the seed, verbatim: cells are drawn as |x y| with each
// coordinate in two characters, odd rows shifted right.
const seedPicture = `
 /  \ /  \ /  \ /  \ /  \
|-2-2|-1-2| 0-2| 1-2| 2-2|
 \  / \  / \  / \  / \  / \
  |-2-1|-1-1| 0-1| 1-1| 2-1|
 /  \ /  \ /  \ /  \ /  \ /
|-2 0|-1 0| 0 0| 1 0| 2 0|
 \  / \  / \  / \  / \  / \
  |-2 1|-1 1| 0 1| 1 1| 2 1|
 /  \ /  \ /  \ /  \ /  \ /
|-2 2|-1 2| 0 2| 1 2| 2 2|
 \  / \  / \  / \  / \  /
`

type drawnCell struct {
	cell Cell
	row  int // picture line
	col  int // character column of the cell's left wall
}

// cellsOfPicture reads every labelled cell and where the picture draws it.
func cellsOfPicture(t *testing.T) []drawnCell {
	t.Helper()
	var out []drawnCell
	for row, line := range strings.Split(seedPicture, "\n") {
		for col := 0; col+5 < len(line); col++ {
			if line[col] != '|' || line[col+5] != '|' {
				continue
			}
			x, errx := strconv.Atoi(strings.TrimSpace(line[col+1 : col+3]))
			y, erry := strconv.Atoi(strings.TrimSpace(line[col+3 : col+5]))
			if errx != nil || erry != nil {
				continue
			}
			out = append(out, drawnCell{Cell{x, y}, row, col})
		}
	}
	if len(out) != 25 {
		t.Fatalf("read %d cells from the picture, want 25", len(out))
	}
	return out
}

// Neighbours of every cell of the seed's 5×5 board, negative odd rows
// included, read off the picture by where the cells are drawn: the same
// row five columns apart (W, E), or the next row up or down at most three
// columns apart (NW, NE, SW, SE, by the side).
func TestNeighboursMatchSeedPicture(t *testing.T) {
	drawn := cellsOfPicture(t)
	s := Size(5)
	for _, a := range drawn {
		var want [6]*Cell
		for _, b := range drawn {
			dr, dc := b.row-a.row, b.col-a.col
			var d Direction
			switch {
			case dr == 0 && dc == -5:
				d = West
			case dr == 0 && dc == 5:
				d = East
			case dr == -2 && dc < 0 && dc >= -3:
				d = NorthWest
			case dr == -2 && dc > 0 && dc <= 3:
				d = NorthEast
			case dr == 2 && dc < 0 && dc >= -3:
				d = SouthWest
			case dr == 2 && dc > 0 && dc <= 3:
				d = SouthEast
			default:
				continue
			}
			if want[d] != nil {
				t.Fatalf("picture gives %v two %v neighbours", a.cell, d)
			}
			want[d] = &b.cell
		}
		got := a.cell.Neighbours()
		idx := s.NeighbourIndices(s.Index(a.cell))
		for _, d := range Directions {
			if want[d] == nil { // off the board in the picture
				if s.Contains(got[d]) {
					t.Errorf("%v %v neighbour = %v, picture has none", a.cell, d, got[d])
				}
				if idx[d] != -1 {
					t.Errorf("%v %v neighbour index = %d, want -1", a.cell, d, idx[d])
				}
				continue
			}
			if got[d] != *want[d] {
				t.Errorf("%v %v neighbour = %v, picture says %v", a.cell, d, got[d], *want[d])
			}
			if got := a.cell.Neighbour(d); got != *want[d] {
				t.Errorf("%v.Neighbour(%v) = %v, picture says %v", a.cell, d, got, *want[d])
			}
			if int(idx[d]) != s.Index(*want[d]) {
				t.Errorf("%v %v neighbour index = %d, want %d", a.cell, d, idx[d], s.Index(*want[d]))
			}
		}
	}
}

// The picture's own layout, as the rules state it: the centre is {0,0},
// the top-left is {-N/2,-N/2}, odd rows are shifted right.
func TestRuleCellsCentreAndOddRowsShiftedRight(t *testing.T) {
	for _, d := range cellsOfPicture(t) {
		wantCol := 5*(d.cell.X+2) + 2*(d.cell.Y&1)
		if d.col != wantCol {
			t.Errorf("%v drawn at column %d, want %d", d.cell, d.col, wantCol)
		}
	}
	if got := Size(5).CellAt(0); got != (Cell{-2, -2}) {
		t.Errorf("top-left = %v, want -2,-2", got)
	}
	if got := Size(45).CellAt(Size(45).Centre()); got != (Cell{}) {
		t.Errorf("centre of 45 = %v, want 0,0", got)
	}
}

// Parity must come from y&1: in Go, -1%2 is -1.
func TestRuleOddNegativeRowsUseParity(t *testing.T) {
	c := Cell{0, -1}
	want := [6]Cell{{-1, -1}, {1, -1}, {0, -2}, {1, -2}, {0, 0}, {1, 0}}
	if got := c.Neighbours(); got != want {
		t.Errorf("neighbours of 0,-1 = %v, want %v", got, want)
	}
	c = Cell{0, -2}
	want = [6]Cell{{-1, -2}, {1, -2}, {-1, -3}, {0, -3}, {-1, -1}, {0, -1}}
	if got := c.Neighbours(); got != want {
		t.Errorf("neighbours of 0,-2 = %v, want %v", got, want)
	}
}

func TestNeighbourIsSymmetric(t *testing.T) {
	for _, s := range Sizes() {
		for i := range s.Cells() {
			for _, n := range s.NeighbourIndices(i) {
				if n < 0 {
					continue
				}
				back := s.NeighbourIndices(int(n))
				found := false
				for _, m := range back {
					if int(m) == i {
						found = true
					}
				}
				if !found {
					t.Fatalf("size %d: %v is a neighbour of %v but not back", s, s.CellAt(int(n)), s.CellAt(i))
				}
			}
		}
	}
}

func TestRuleSizesAre4kPlus1From5To45(t *testing.T) {
	allowed := map[int]bool{}
	for _, s := range Sizes() {
		allowed[s.N()] = true
	}
	if len(allowed) != 11 || !allowed[5] || !allowed[45] || !allowed[13] {
		t.Fatalf("Sizes() = %v", Sizes())
	}
	for n := -3; n <= 60; n++ {
		s, err := NewSize(n)
		want := n >= 5 && n <= 45 && (n-1)%4 == 0
		if (err == nil) != want {
			t.Errorf("NewSize(%d) error = %v, want ok=%v", n, err, want)
		}
		if err != nil {
			if !errors.Is(err, ErrBadSize) || !strings.Contains(err.Error(), "5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45") {
				t.Errorf("NewSize(%d) error %q does not list the allowed sizes", n, err)
			}
		} else if s.N() != n {
			t.Errorf("NewSize(%d) = %d", n, s)
		}
	}
	if _, err := ParseSize("13x"); !errors.Is(err, ErrBadSize) {
		t.Errorf("ParseSize(13x) error = %v", err)
	}
	if Size(0).Valid() || Size(7).Valid() || !DefaultSize.Valid() || DefaultSize != 13 {
		t.Error("Valid is wrong for 0, 7 or 13")
	}
}

func TestRuleBorderCells(t *testing.T) {
	for _, s := range Sizes() {
		h := s.Half()
		count := 0
		for i := range s.Cells() {
			c := s.CellAt(i)
			want := c.X == -h || c.X == h || c.Y == -h || c.Y == h
			if s.IsBorder(c) != want || s.IsBorderIndex(i) != want {
				t.Fatalf("size %d: IsBorder(%v) = %v, want %v", s, c, s.IsBorder(c), want)
			}
			if want {
				count++
			}
		}
		if count != 4*s.N()-4 || len(s.BorderIndices()) != count {
			t.Errorf("size %d: %d border cells, list has %d, want %d", s, count, len(s.BorderIndices()), 4*s.N()-4)
		}
	}
	if Size(5).IsBorder(Cell{3, 0}) {
		t.Error("a cell off the board is not a border cell")
	}
}

// The IAgent linearisation: (y+N/2)·N + (x+N/2), top row first.
func TestRuleIAgentIndex(t *testing.T) {
	for _, s := range Sizes() {
		h := s.Half()
		for y := -h; y <= h; y++ {
			for x := -h; x <= h; x++ {
				c := Cell{x, y}
				i := s.Index(c)
				if i != (y+h)*s.N()+x+h {
					t.Fatalf("size %d: Index(%v) = %d", s, c, i)
				}
				if s.CellAt(i) != c {
					t.Fatalf("size %d: CellAt(%d) = %v, want %v", s, i, s.CellAt(i), c)
				}
			}
		}
		for _, off := range []Cell{{h + 1, 0}, {0, -h - 1}, {-h - 1, h}} {
			if s.Index(off) != -1 || s.Contains(off) {
				t.Errorf("size %d: %v counted on the board", s, off)
			}
		}
	}
}

func TestCellAndDirectionStrings(t *testing.T) {
	if got := (Cell{-1, 2}).String(); got != "-1,2" {
		t.Errorf("String = %q", got)
	}
	var names []string
	for _, d := range Directions {
		names = append(names, d.String())
	}
	if got := strings.Join(names, " "); got != "W E NW NE SW SE" {
		t.Errorf("directions = %q", got)
	}
	if !(Cell{0, 0}).IsNeighbour(Cell{-1, 1}) || (Cell{0, 0}).IsNeighbour(Cell{1, 1}) {
		t.Error("IsNeighbour wrong around 0,0")
	}
}
