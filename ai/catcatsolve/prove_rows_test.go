package catcatsolve

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// A step of a row set from one cell finds exactly the cell's neighbours
// on the board (catcat's W, E, NW, NE, SW, SE), for every cell of every
// size.
func TestProverRowStepIsTheNeighbours(t *testing.T) {
	for s := catcat.MinSize; s <= catcat.MaxSize; s += 4 {
		start, err := catcat.RandomStart(s, 0, 1)
		if err != nil {
			t.Fatal(err)
		}
		p := GetProver(start)
		rs := &p.rows
		for w := range rs.free { // every cell free, the cat's too
			rs.free[w] = 0
			if w >= 1 && w <= int(s) {
				rs.free[w] = 1<<uint(s) - 1
			}
		}
		for c := range s.Cells() {
			clear(rs.front)
			clear(rs.next)
			clear(rs.seen)
			w, b := p.rowBit(c)
			rs.front[w], rs.seen[w] = b, b
			found := rs.step(1, int(s))
			var want []int
			wantOut := false
			for _, n := range s.NeighbourIndices(c) {
				if n >= 0 {
					want = append(want, int(n))
					wantOut = wantOut || s.IsBorderIndex(int(n))
				}
			}
			got := rowSetCells(p, rs.front)
			out := false
			for _, n := range got {
				out = out || s.IsBorderIndex(n)
			}
			slices.Sort(want)
			if !slices.Equal(got, want) || (found != 0) != (len(want) > 0) || out != wantOut {
				t.Fatalf("size %d, cell %v: a step reaches %v (border %v), want %v (border %v)", s, s.CellAt(c), got, out, want, wantOut)
			}
		}
		PutProver(p)
	}
}

func rowSetCells(p *Prover, set []uint64) []int {
	var cells []int
	for c := range p.n {
		if w, b := p.rowBit(c); set[w]&b != 0 {
			cells = append(cells, c)
		}
	}
	return cells
}

// randomProverBoard loads a prover with a random board of size s: a
// random share of the cells blocked, the cat on a random free cell.
func randomProverBoard(t *testing.T, s catcat.Size, r *rand.Rand) *Prover {
	t.Helper()
	start, err := catcat.RandomStart(s, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := GetProver(start)
	density := r.Float64() * 0.6
	for c := range p.n {
		if r.Float64() < density {
			p.block(c)
		}
	}
	for {
		c := r.IntN(p.n)
		if !p.blocked[c] {
			p.cat = c
			return p
		}
	}
}

// plainDistances is the textbook breadth-first walk over free cells from
// the cells from: every cell's number of steps, -1 where none leads.
func plainDistances(p *Prover, from []int) []int {
	dist := make([]int, p.n)
	for i := range dist {
		dist[i] = -1
	}
	var queue []int
	for _, c := range from {
		dist[c] = 0
		queue = append(queue, c)
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range p.size.NeighbourIndices(c) {
			if n >= 0 && !p.blocked[n] && dist[n] < 0 {
				dist[n] = dist[c] + 1
				queue = append(queue, int(n))
			}
		}
	}
	return dist
}

// The word-parallel walks give the plain walk's distances, and the trap
// prover's layers are the queue's walk in its order, on random boards
// of every size.
func TestProverWalksAgreeWithThePlainWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 45))
	boards := 60
	if race.Enabled {
		boards = 8
	}
	for s := catcat.MinSize; s <= catcat.MaxSize; s += 4 {
		for range boards {
			p := randomProverBoard(t, s, r)
			checkProverWalks(t, p, r)
			PutProver(p)
		}
	}
}

func checkProverWalks(t *testing.T, p *Prover, r *rand.Rand) {
	t.Helper()
	s := p.size
	var border []int
	for _, b := range s.BorderIndices() {
		if !p.blocked[b] {
			border = append(border, int(b))
		}
	}
	fromBorder, fromCat := plainDistances(p, border), plainDistances(p, []int{p.cat})
	limit := r.IntN(int(s) + 2)

	// movesToBorder, for the cat's free neighbours.
	moves := p.freeNeighbourList(nil, p.cat)
	keys := make([]int16, len(moves))
	checkMovesToBorder := func(ply, limit int) {
		t.Helper()
		p.movesToBorder(ply, moves, keys, limit)
		for i, n := range moves {
			want := fromBorder[n]
			if want > limit {
				want = -1
			}
			if int(keys[i]) != want {
				t.Fatalf("size %d, cat %v, ply %d: %v is %d from the border within %d, want %d", s, s.CellAt(p.cat), ply, s.CellAt(int(n)), keys[i], limit, want)
			}
		}
	}
	checkMovesToBorder(2, limit)
	// Two and four plies down, the cat a step and two on and the board
	// the same: the answer may come from the walk above (with any limit).
	cat := p.cat
	for ply := 4; ply <= 6 && len(moves) > 0; ply += 2 {
		p.cat = int(moves[r.IntN(len(moves))])
		moves = p.freeNeighbourList(nil, p.cat)
		keys = make([]int16, len(moves))
		checkMovesToBorder(ply, r.IntN(int(s)+2))
		checkMovesToBorder(ply, max(limit-(ply-2)/2, 0))
	}
	p.cat = cat
	moves = p.freeNeighbourList(nil, p.cat)
	keys = make([]int16, len(moves))

	// catDistancesOf, for a random set of cells other than the cat's.
	var cells []int16
	for c := range p.n {
		if c != p.cat && r.IntN(4) == 0 {
			cells = append(cells, int16(c))
		}
	}
	p.catDistancesOf(cells, limit)
	for _, c := range cells {
		want := int32(fromCat[c])
		if want < 0 || want > int32(limit) {
			want = 1 << 14
		}
		if p.keys[c] != want {
			t.Fatalf("size %d, cat %v: %v is %d from the cat within %d, want %d", s, s.CellAt(p.cat), s.CellAt(int(c)), p.keys[c], limit, want)
		}
	}
	if got := rowSetCells(p, p.rows.marks); len(got) != 0 {
		t.Fatalf("catDistancesOf left marks on %v", got)
	}

	// freeNeighbours, against counting.
	others := make([]int, p.n) // free neighbours other than the cat
	for c := range p.n {
		free := 0
		for _, n := range s.NeighbourIndices(c) {
			if n >= 0 && !p.blocked[n] {
				free++
				if int(n) != p.cat {
					others[c]++
				}
			}
		}
		if got := p.freeNeighbours(c); got != free {
			t.Fatalf("size %d: %v has %d free neighbours, counted %d", s, s.CellAt(c), got, free)
		}
	}

	// nearCellBlockedAround, against the plain walk and counting.
	within := r.IntN(nearWithin + 1)
	most := 0 // the most blocked neighbours of a cell within reach
	for c := range p.n {
		if d := fromCat[c]; d >= 0 && d <= within {
			blocked := 0
			for _, n := range s.NeighbourIndices(c) {
				if n < 0 || p.blocked[n] {
					blocked++
				}
			}
			most = max(most, blocked)
		}
	}
	for need := 1; need <= 6; need++ {
		if got := p.nearCellBlockedAround(within, need); got != (most >= need) {
			t.Fatalf("size %d, cat %v: a cell within %d steps with %d blocked neighbours: %v, but the most is %d", s, s.CellAt(p.cat), within, need, got, most)
		}
	}

	// The layers, against stepsFromCat's queue: the same cells in the
	// same order, each layer one distance.
	reached := p.bfsFromCat(limit)
	w := p.startLayers(3, limit)
	for d := 1; d <= limit && w.grow(p); d++ {
	}
	if !slices.Equal(w.cells, p.queue[:reached]) {
		t.Fatalf("size %d, cat %v, %d steps: layers %v, queue %v", s, s.CellAt(p.cat), limit, w.cells, p.queue[:reached])
	}
	for d := 1; d < len(w.starts); d++ {
		layer := w.cells[w.starts[d-1]:w.starts[d]]
		for _, c := range layer {
			if fromCat[c] != d {
				t.Fatalf("size %d: %v in layer %d is %d from the cat", s, s.CellAt(int(c)), d, fromCat[c])
			}
		}
		// byFreeAround is the stable sort by free neighbours but the cat.
		want := slices.Clone(layer)
		slices.SortStableFunc(want, func(a, b int16) int { return others[b] - others[a] })
		if got := p.byFreeAround(nil, layer, d == 1); !slices.Equal(got, want) {
			t.Fatalf("size %d, layer %d: by free neighbours %v, want %v", s, d, got, want)
		}
	}
}
