package cabeza

import "fmt"

// Placement is where a piece stands: its footprint covers files X…X+W−1
// and ranks Y…Y+D−1 (W wide east-west, D deep north-south) and a block
// stands H high, so W·D·H is its volume. A Cabeza is a disk on one
// square: W = D = 1 and H = 0.
type Placement struct {
	X, Y, W, D, H int
}

// Dir is a direction of a roll, and of an orthogonal Cabeza slide.
// Directions are absolute: North is towards rank 10 for both players.
type Dir uint8

const (
	North Dir = iota
	South
	East
	West
)

// Opposite is the direction that undoes a roll in d.
func (d Dir) Opposite() Dir { return d ^ 1 }

// Letter is the direction's notation letter: n, s, e, w.
func (d Dir) Letter() byte { return "nsew"[d] }

func (d Dir) String() string { return string(d.Letter()) }

// Roll is the placement after rolling over the bottom edge of the
// footprint facing d, by the table of the rules page. It does not check
// the board's edge: see OnBoard.
func (p Placement) Roll(d Dir) Placement {
	switch d {
	case North:
		return Placement{p.X, p.Y + p.D, p.W, p.H, p.D}
	case South:
		return Placement{p.X, p.Y - p.H, p.W, p.H, p.D}
	case East:
		return Placement{p.X + p.W, p.Y, p.H, p.D, p.W}
	default:
		return Placement{p.X - p.H, p.Y, p.H, p.D, p.W}
	}
}

// OnBoard reports whether the whole footprint lies on the board.
func (p Placement) OnBoard() bool {
	return p.X >= 0 && p.Y >= 0 && p.W >= 1 && p.D >= 1 && p.X+p.W <= Files && p.Y+p.D <= Ranks
}

// Covers reports whether the footprint covers square s.
func (p Placement) Covers(s Square) bool {
	x, y := s.X(), s.Y()
	return x >= p.X && x < p.X+p.W && y >= p.Y && y < p.Y+p.D
}

// Footprint is the set of squares the placement covers (on the board).
func (p Placement) Footprint() Bitboard {
	var b Bitboard
	for y := p.Y; y < p.Y+p.D; y++ {
		for x := p.X; x < p.X+p.W; x++ {
			if x >= 0 && x < Files && y >= 0 && y < Ranks {
				b = b.Or(SquareSet(SquareAt(x, y)))
			}
		}
	}
	return b
}

// Corner is the south-west square of the footprint.
func (p Placement) Corner() Square { return SquareAt(p.X, p.Y) }

func (p Placement) String() string {
	return fmt.Sprintf("%v %dx%dx%d", p.Corner(), p.W, p.D, p.H)
}

// blockDims are the edge lengths of each block kind in ascending order; a
// placement of that kind is a permutation of them as (W, D, H).
var blockDims = [NumKinds][3]int{
	Mini:  {1, 1, 1},
	Flaco: {1, 1, 2},
	Chato: {1, 2, 2},
	Opa:   {2, 2, 2},
}

// fitsKind reports whether a footprint w×d is one this kind can stand
// on, and the height it then has.
func fitsKind(k Kind, w, d int) (h int, ok bool) {
	if k == Cabeza {
		return 0, w == 1 && d == 1
	}
	dims := blockDims[k]
	vol := dims[0] * dims[1] * dims[2]
	if w < 1 || d < 1 || vol%(w*d) != 0 {
		return 0, false
	}
	h = vol / (w * d)
	got := [3]int{w, d, h}
	for i := 0; i < 3; i++ { // sort both triples to compare as multisets
		for j := i + 1; j < 3; j++ {
			if got[j] < got[i] {
				got[i], got[j] = got[j], got[i]
			}
		}
	}
	return h, got == dims
}
