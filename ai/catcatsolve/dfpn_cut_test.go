package catcatsolve

import (
	"math/rand/v2"
	"testing"

	"cabezacat/catcat"
)

// The walls' paths are a maximum flow: for every r up to the cat's
// distance to the border, the paths found are vertex-disjoint paths of
// free cells outside S_r from next to S_r to the border, and the wall
// kept (minCutWall, and farCutWall's nearest the border) is a cut of as many cells; paths and a cut of the same
// size prove both the most and the least (Menger). On random boards of
// three sizes and many densities.
func TestCutPathsAreAMaximumFlow(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	checked := 0
	for range 400 {
		pos, ok := randomBoard(r)
		if !ok {
			continue
		}
		checked += checkCutFlow(t, pos)
	}
	if checked < 500 {
		t.Fatalf("only %d bounds checked", checked)
	}
}

// FuzzCutPaths checks the flow on boards drawn from the fuzzer's seed.
func FuzzCutPaths(f *testing.F) {
	for _, seed := range []uint64{1, 2, 3, 99, 12345} {
		f.Add(seed, seed*7)
	}
	f.Fuzz(func(t *testing.T, a, b uint64) {
		pos, ok := randomBoard(rand.New(rand.NewPCG(a, b)))
		if ok {
			checkCutFlow(t, pos)
		}
	})
}

// randomBoard is a board of 5, 9 or 13 cells a side, blocked at a
// random density up to 45%, the cat anywhere inside, either to move.
func randomBoard(r *rand.Rand) (catcat.Position, bool) {
	s := []catcat.Size{5, 9, 13}[r.IntN(3)]
	h := s.Half()
	cat := catcat.Cell{X: r.IntN(2*h-1) - h + 1, Y: r.IntN(2*h-1) - h + 1}
	density := r.Float64() * 0.45
	var blocked []catcat.Cell
	for i := range s.Cells() {
		if c := s.CellAt(i); c != cat && r.Float64() < density {
			blocked = append(blocked, c)
		}
	}
	p, err := catcat.NewPosition(s, cat, catcat.Turn(r.IntN(2)), blocked)
	if err != nil || p.Outcome().Over() || !p.CatHasMove() {
		return p, false
	}
	return p, true
}

// checkCutFlow runs the walls' flow with no cap for every r on pos and
// checks it (see TestCutPathsAreAMaximumFlow); it returns the bounds
// checked.
func checkCutFlow(t *testing.T, pos catcat.Position) int {
	t.Helper()
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr}
	reached, d := s.bfsToBorder()
	if d < 0 {
		return 0
	}
	s.cut.reset(pr.n)
	flow, lo := 0, 0
	for r := int16(1); r <= d; r++ {
		hi := lo
		for hi < reached && pr.distFromCat(pr.queue[hi]) == r-1 {
			hi++
		}
		ring := pr.queue[lo:hi]
		lo = hi
		s.cutPathsAt(ring, r)
		for s.augment(ring, r) {
			flow++
		}
		s.wall = s.minCutWall(s.wall)
		paths := checkPaths(t, &s, r, pos)
		if paths != flow || len(s.wall) != flow {
			t.Fatalf("r %d: flow %d, %d paths, wall of %d, in\n%s", r, flow, paths, len(s.wall), pos.StateText())
		}
		if !cutsOff(&s, r, s.wall) {
			t.Fatalf("r %d: the wall %v does not cut S_r off the border in\n%s", r, s.wall, pos.StateText())
		}
		far := s.farCutWall(r, nil)
		if len(far) != flow || !cutsOff(&s, r, far) {
			t.Fatalf("r %d: flow %d, the far wall %v (%d cells) is not a cut of S_r in\n%s", r, flow, far, len(far), pos.StateText())
		}
	}
	return int(d)
}

// checkPaths checks the paths of s.cut for S_r and returns how many.
func checkPaths(t *testing.T, s *pnSearch, r int16, pos catcat.Position) int {
	t.Helper()
	p, f := s.p, &s.cut
	on := make([]bool, p.n)
	paths := 0
	for c := range p.n {
		if f.prev[c] != cutSource {
			continue
		}
		paths++
		// It starts next to S_r.
		next := false
		for _, n := range p.neighbours(c) {
			if int(n) < p.n && s.inS(n, r) {
				next = true
			}
		}
		if !next {
			t.Fatalf("r %d: a path starts at %d, not next to S_r, in\n%s", r, c, pos.StateText())
		}
		x := int16(c)
		for {
			if p.blocked[x] || s.inS(x, r) || on[x] {
				t.Fatalf("r %d: a path crosses %d (blocked, in S_r or on another path) in\n%s", r, x, pos.StateText())
			}
			on[x] = true
			nx := f.next[x]
			if nx == cutSink {
				if !p.tab.Border[x] {
					t.Fatalf("r %d: a path ends off the border at %d in\n%s", r, x, pos.StateText())
				}
				break
			}
			adjacent := false
			for _, n := range p.neighbours(int(x)) {
				if n == nx {
					adjacent = true
				}
			}
			if nx < 0 || !adjacent || f.prev[nx] != x {
				t.Fatalf("r %d: a path's links are broken at %d in\n%s", r, x, pos.StateText())
			}
			x = nx
		}
	}
	for c := range p.n {
		if f.prev[c] != cutNone && !on[c] {
			t.Fatalf("r %d: cell %d has links but is on no path in\n%s", r, c, pos.StateText())
		}
	}
	return paths
}

// cutsOff reports whether no path of free cells outside wall leads from
// S_r to a border cell.
func cutsOff(s *pnSearch, r int16, wall []int16) bool {
	p := s.p
	out := make([]bool, p.n+1)
	for _, c := range wall {
		out[c] = true
	}
	seen := make([]bool, p.n+1)
	var queue []int16
	for c := range p.n {
		if s.inS(int16(c), r) {
			seen[c] = true
			queue = append(queue, int16(c))
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if p.tab.Border[c] {
			return false
		}
		for _, n := range p.neighbours(int(c)) {
			if int(n) < p.n && !p.blocked[n] && !out[n] && !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return true
}
