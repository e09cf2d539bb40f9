package catcat

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
)

// DefaultDensity is the share of cells a random start blocks (the
// course's simulator blocks about 5% of the board).
const DefaultDensity = 0.05

// maxDraws bounds the redraws, so an impossible density fails instead of
// looping for ever.
const maxDraws = 10000

// ErrNoPlayableStart means no draw left the cat a move and the game
// undecided within the bound on redraws: the density is too high.
var ErrNoPlayableStart = errors.New("no playable start: the density leaves the cat no move")

// ErrBadDensity is wrapped by every error about a density.
var ErrBadDensity = errors.New("density must be a number from 0 to 1")

// StartBlocks is round(density·N²), the number of cells a random start
// blocks.
func StartBlocks(s Size, density float64) (int, error) {
	if !s.Valid() {
		return 0, fmt.Errorf("size %d: %w", int(s), ErrBadSize)
	}
	if math.IsNaN(density) || density < 0 || density > 1 {
		return 0, fmt.Errorf("density %v: %w", density, ErrBadDensity)
	}
	n := int(math.Round(density * float64(s.Cells())))
	if n > s.Cells()-1 { // the centre is never blocked
		n = s.Cells() - 1
	}
	return n, nil
}

// StartSource is the generator random starts draw from for a seed: PCG
// with the seed as both halves of its state. Its output is specified by
// the algorithm, and Draw uses only its raw 64-bit output, so a seed
// gives the same board on every machine and Go version.
func StartSource(seed uint64) *rand.PCG {
	return rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
}

// RandomStart is the start fully determined by (size, density, seed):
// blocks = round(density·N²) distinct cells other than the centre,
// drawn uniformly; a draw that leaves the cat no move or the game
// already decided is redrawn from the same source.
func RandomStart(s Size, density float64, seed uint64) (Position, error) {
	p, _, err := RandomStartRedraws(s, density, seed)
	return p, err
}

// RandomStartRedraws is RandomStart that also says how many draws were
// rejected before the one returned, so the redraw rule can be seen at
// work.
func RandomStartRedraws(s Size, density float64, seed uint64) (p Position, redraws int, err error) {
	n, err := StartBlocks(s, density)
	if err != nil {
		return Position{}, 0, err
	}
	if n >= s.Cells()-1 { // every cell but the cat's blocked
		return Position{}, 0, fmt.Errorf("size %d, density %v: %w", s, density, ErrNoPlayableStart)
	}
	src := StartSource(seed)
	for redraws = range maxDraws {
		p = Draw(s, n, src)
		if Playable(p) {
			return p, redraws, nil
		}
	}
	return Position{}, maxDraws, fmt.Errorf("size %d, density %v, seed %d: %w", s, density, seed, ErrNoPlayableStart)
}

// Playable reports whether a start may be played: the game is not
// already decided and the cat has a move.
func Playable(p Position) bool {
	return p.Outcome() == Ongoing && p.CatHasMove()
}

// Draw is one draw of a random start, without the redraw rule: the cat
// on the centre, cat to move, and blocks distinct cells other than the
// centre chosen uniformly (a partial Fisher–Yates shuffle). s must be
// valid and blocks in [0, N²-1].
func Draw(s Size, blocks int, src *rand.PCG) Position {
	p, _ := Start(s)
	var cells [MaxCells]int16
	m := 0
	for i := range s.Cells() {
		if i != int(p.cat) {
			cells[m] = int16(i)
			m++
		}
	}
	for k := range blocks {
		j := k + int(below(src, uint64(m-k)))
		cells[k], cells[j] = cells[j], cells[k]
		p.blocked.set(int(cells[k]))
	}
	return p
}

// below is a uniform number in [0, n) from src by rejection sampling;
// written here rather than taken from math/rand so that the sequence is
// the project's own and cannot change under it.
func below(src *rand.PCG, n uint64) uint64 {
	limit := math.MaxUint64 - math.MaxUint64%n // a multiple of n
	for {
		if v := src.Uint64(); v < limit {
			return v % n
		}
	}
}
