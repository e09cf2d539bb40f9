package catcat

import "testing"

// naiveCatToBorder is a plain breadth-first search over Cells and maps,
// independent of the index tables, to check Distances against.
func naiveCatToBorder(p Position) int {
	s := p.Size()
	dist := map[Cell]int{p.Cat(): 0}
	queue := []Cell{p.Cat()}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if s.IsBorder(c) {
			return dist[c]
		}
		for _, n := range c.Neighbours() {
			if _, ok := dist[n]; ok || !s.Contains(n) || p.IsBlocked(n) {
				continue
			}
			dist[n] = dist[c] + 1
			queue = append(queue, n)
		}
	}
	return Unreachable
}

func TestCatToBorderSmallBoards(t *testing.T) {
	var d Distances
	p := mustState(t, rulesExample)
	if got := d.CatToBorder(p); got != 2 {
		t.Errorf("5×5 from the centre: %d, want 2", got)
	}
	// The cat shut in a pocket of two cells: no way out.
	f := readGameFile(t, "testdata/trap-9.game")
	q := mustPlay(t, mustPlay(t, mustState(t, f.start), Cell{1, 0}), Cell{3, 0})
	if got := d.CatToBorder(q); got != Unreachable {
		t.Errorf("pocket: %d, want unreachable", got)
	}
	// Before the catcher closed it: 1,0 → 2,0 → 3,0 → 4,0.
	q = mustPlay(t, mustState(t, f.start), Cell{1, 0})
	if got := d.CatToBorder(q); got != 3 {
		t.Errorf("pocket open at 3,0: %d, want 3", got)
	}
	e := readGameFile(t, "testdata/escape-9.game")
	if got := d.CatToBorder(mustState(t, e.final)); got != 0 {
		t.Errorf("cat on the border: %d, want 0", got)
	}
}

// Against an independent search, and against the border-side search read
// at the cat's cell (the distance is symmetric), on many boards.
func TestCatToBorderMatchesIndependentSearches(t *testing.T) {
	var d Distances
	for _, s := range Sizes() {
		for seed := range uint64(12) {
			p, err := RandomStart(s, 0.1+0.05*float64(seed%8), seed)
			if err != nil {
				t.Fatal(err)
			}
			want := naiveCatToBorder(p)
			if got := d.CatToBorder(p); got != want {
				t.Fatalf("size %d seed %d: CatToBorder %d, want %d\n%s", s, seed, got, want, p.StateText())
			}
			if got := int(d.FromBorder(p)[p.CatIndex()]); got != want {
				t.Fatalf("size %d seed %d: FromBorder at the cat %d, want %d", s, seed, got, want)
			}
		}
	}
}

func TestFromBorderEveryCell(t *testing.T) {
	var d Distances
	p := mustState(t, `C 9 0 0
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
 . . . # # # # . .
. . . # C . . . .
 . . . # # # # . .
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
`)
	dist := d.FromBorder(p)
	s := p.Size()
	for i, v := range dist {
		c := s.CellAt(i)
		switch {
		case p.IsBlocked(c):
			if v != Unreachable {
				t.Errorf("blocked %v has distance %d", c, v)
			}
		case s.IsBorder(c):
			if v != 0 {
				t.Errorf("border %v has distance %d", c, v)
			}
		default:
			// A free inner cell is one more than its nearest free neighbour.
			best := int16(-1)
			for _, n := range s.NeighbourIndices(i) {
				if dn := dist[n]; dn >= 0 && (best < 0 || dn < best) {
					best = dn
				}
			}
			if best < 0 || v != best+1 {
				t.Errorf("%v has distance %d, neighbours' best %d", c, v, best)
			}
		}
	}
	// Along the pocket: 0,0 → 1,0 → 2,0 → 3,0 → 4,0.
	for x, want := range []int16{4, 3, 2, 1, 0} {
		if got := dist[s.Index(Cell{x, 0})]; got != want {
			t.Errorf("%d,0: %d, want %d", x, got, want)
		}
	}
}

func TestDistancesAllocateNothingOnceGrown(t *testing.T) {
	p, _ := RandomStart(45, DefaultDensity, 1)
	var d Distances
	d.CatToBorder(p)
	if n := testing.AllocsPerRun(100, func() { d.CatToBorder(p); d.FromBorder(p) }); n != 0 {
		t.Errorf("%v allocations per call", n)
	}
}

// A start as the course draws them: the search from the centre covers
// most of the board before it meets the border.
func benchPosition(b *testing.B, s Size) Position {
	p, err := RandomStart(s, DefaultDensity, 1)
	if err != nil {
		b.Fatal(err)
	}
	return p
}

func benchCatToBorder(b *testing.B, s Size) {
	p := benchPosition(b, s)
	var d Distances
	b.ReportAllocs()
	for b.Loop() {
		d.CatToBorder(p)
	}
}

func benchFromBorder(b *testing.B, s Size) {
	p := benchPosition(b, s)
	var d Distances
	b.ReportAllocs()
	for b.Loop() {
		d.FromBorder(p)
	}
}

func BenchmarkCatToBorder21(b *testing.B) { benchCatToBorder(b, 21) }
func BenchmarkCatToBorder45(b *testing.B) { benchCatToBorder(b, 45) }
func BenchmarkFromBorder21(b *testing.B)  { benchFromBorder(b, 21) }
func BenchmarkFromBorder45(b *testing.B)  { benchFromBorder(b, 45) }

// Every catcher move of a 45×45 position, as a search's move loop does.
func BenchmarkCatcherMoves45(b *testing.B) {
	p := benchPosition(b, 45)
	p, _ = p.PlayIndex(int(p.AppendLegalIndices(nil)[0]))
	buf := make([]int16, 0, MaxCells)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range p.AppendLegalIndices(buf[:0]) {
			q, _ := p.PlayIndex(int(m))
			_ = q
		}
	}
}
