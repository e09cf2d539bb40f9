package puzzle

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"

	"cabezacat/assets"
	"cabezacat/cabeza"
)

// ParseMaybeGzip is Parse of a file that may be gzip-compressed (told
// by its first bytes).
func ParseMaybeGzip(r io.Reader) ([]Puzzle, error) {
	br := bufio.NewReader(r)
	if head, _ := br.Peek(2); len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, err
		}
		defer zr.Close()
		// Bound what a compressed file may unpack to (a zip bomb).
		return Parse(io.LimitReader(zr, 256<<20))
	}
	return Parse(br)
}

var shipped struct {
	once [3]sync.Once
	ps   [3][]Puzzle
	err  [3]error
}

// Shipped is the game's shipped puzzles (assets/puzzles), read once.
func Shipped(g Game) ([]Puzzle, error) {
	if g != Cabeza && g != Catcat {
		return nil, fmt.Errorf("no game %d", g)
	}
	shipped.once[g].Do(func() {
		data := assets.CabezaPuzzles
		if g == Catcat {
			data = assets.CatcatPuzzles
		}
		shipped.ps[g], shipped.err[g] = ParseMaybeGzip(bytes.NewReader(data))
		if shipped.err[g] != nil {
			shipped.err[g] = fmt.Errorf("the shipped %s puzzles: %w", g, shipped.err[g])
		}
	})
	return shipped.ps[g], shipped.err[g]
}

// pickNearest is how many of the puzzles nearest the rating Pick chooses
// among, so the same rating does not always give the same puzzle.
const pickNearest = 8

// Pick chooses a puzzle of theme (any if "") rated near target (any
// rating if target < 0), skipping the ids in done while others are left:
// one of the pickNearest nearest, at random. ratings, if not nil, gives
// a puzzle's current rating by id (the shipped one moved by results).
func Pick(ps []Puzzle, theme Theme, target int, done map[string]bool, rng *rand.Rand, ratings ...func(id string) int) (Puzzle, bool) {
	rating := func(p *Puzzle) int { return p.Rating }
	if len(ratings) > 0 && ratings[0] != nil {
		f := ratings[0]
		rating = func(p *Puzzle) int { return f(p.ID) }
	}
	var cands, fresh []int
	for i := range ps {
		if theme == "" || ps[i].Theme == theme {
			cands = append(cands, i)
			if !done[ps[i].ID] {
				fresh = append(fresh, i)
			}
		}
	}
	if len(fresh) > 0 {
		cands = fresh
	}
	if len(cands) == 0 {
		return Puzzle{}, false
	}
	if target >= 0 {
		sort.SliceStable(cands, func(a, b int) bool {
			return abs(rating(&ps[cands[a]])-target) < abs(rating(&ps[cands[b]])-target)
		})
		cands = cands[:min(len(cands), pickNearest)]
	}
	return ps[cands[rng.IntN(len(cands))]], true
}

// Describe is the puzzle for a shell: its header, the board, the goal,
// and the solution if asked.
func Describe(p *Puzzle, solution bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Puzzle %s · %s · %s · rating %d\n\n", p.ID, p.Game.Name(), p.Theme.Label(), p.Rating)
	if p.Game == Catcat {
		b.WriteString(p.cc.StateText())
	} else {
		b.WriteString(cabezaDiagram(p.cz))
	}
	fmt.Fprintf(&b, "\n%s\nPosition: %s\n", p.Goal(), p.Position)
	if solution {
		fmt.Fprintf(&b, "Solution: %s\n", strings.Join(p.Line, " "))
	}
	return b.String()
}

// cabezaDiagram draws the board as the engine console does: rank 10 on
// top, a piece's letter and, for a block, its height.
func cabezaDiagram(pos cabeza.Position) string {
	var b strings.Builder
	b.WriteString(cabeza.Diagram(pos))
	b.WriteString("C/c Cabeza, M/m Mini, F/f Flaco, H/h Chato, O/o Opa; upper case red, lower case blue; digit: height\n")
	return b.String()
}
