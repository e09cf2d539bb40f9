package puzzle

import (
	"fmt"
	"hash/fnv"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// Near-duplicates are the same position up to the board's symmetries,
// which the rules keep:
//
// Cabeza: the mirror east↔west (rolls and slides are the same both
// ways), and the half turn with the colours swapped (the start is so
// symmetric; red's home row becomes blue's), and the two together (the
// mirror north↔south with the colours swapped). A puzzle's key is the
// least position string of the four images, at move 1.
//
// Catch the Cat: the mirror y → −y (it keeps every row's parity, since
// N/2 is even; the solver's table folds over the same mirror). The
// mirror x → −x is not one: odd rows are shifted half a cell east.

// CabezaKey is pos's key up to symmetry.
func CabezaKey(pos cabeza.Position) string {
	best := ""
	for _, img := range cabezaImages(pos) {
		if s := img.String(); best == "" || s < best {
			best = s
		}
	}
	return best
}

// cabezaImages is pos under the four symmetries (at move 1).
func cabezaImages(pos cabeza.Position) []cabeza.Position {
	var out []cabeza.Position
	for _, t := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		mirrorX, turn := t[0], t[1]
		var pl [2][cabeza.NumKinds]cabeza.Placement
		for s := cabeza.Red; s <= cabeza.Blue; s++ {
			for k := cabeza.Kind(0); k < cabeza.NumKinds; k++ {
				q := pos.Placement(s, k)
				to := s
				if mirrorX {
					q.X = cabeza.Files - q.X - q.W
				}
				if turn { // the half turn: both mirrors, colours swapped
					q.X = cabeza.Files - q.X - q.W
					q.Y = cabeza.Ranks - q.Y - q.D
					to = s.Opponent()
				}
				pl[to][k] = q
			}
		}
		side := pos.Side()
		if turn {
			side = side.Opponent()
		}
		if p, err := cabeza.NewPosition(pl, side, 1); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// CatcatKey is pos's key up to symmetry.
func CatcatKey(pos catcat.Position) string {
	a, b := pos.OneLine(), catcatMirror(pos).OneLine()
	return min(a, b)
}

// catcatMirror is pos mirrored y → −y.
func catcatMirror(pos catcat.Position) catcat.Position {
	var blocked []catcat.Cell
	for _, c := range pos.Blocked() {
		blocked = append(blocked, catcat.Cell{X: c.X, Y: -c.Y})
	}
	cat := pos.Cat()
	m, err := catcat.NewPosition(pos.Size(), catcat.Cell{X: cat.X, Y: -cat.Y}, pos.Turn(), blocked)
	if err != nil {
		return pos
	}
	return m
}

// KeyOf is the puzzle's position key up to symmetry.
func KeyOf(p *Puzzle) string {
	if p.Game == Catcat {
		return CatcatKey(p.cc)
	}
	return CabezaKey(p.cz)
}

// IDFor is a puzzle id from its key: the game's letters and 10 hex
// digits of a hash, so the same position always has the same id.
func IDFor(g Game, key string) string {
	h := fnv.New64a()
	h.Write([]byte(key))
	prefix := "cz"
	if g == Catcat {
		prefix = "cc"
	}
	return fmt.Sprintf("%s-%010x", prefix, h.Sum64()>>24)
}
