package catcatagent

import (
	"testing"

	"cabezacat/catcat"
)

func TestParseCatcatLevel(t *testing.T) {
	for _, l := range Levels {
		got, err := ParseLevel(" " + l.String() + " ")
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
		if l.Doc() == "" || l.Doc() == "unknown level" {
			t.Errorf("%v has no one-line description", l)
		}
	}
	if _, err := ParseLevel("expert"); err == nil {
		t.Error("expert accepted")
	}
}

// catcatPlayedPositions plays easy against medium from random starts and
// collects every position met, both sides to move.
func catcatPlayedPositions(t *testing.T, size catcat.Size, games int) []catcat.Position {
	t.Helper()
	var out []catcat.Position
	for seed := uint64(1); seed <= uint64(games); seed++ {
		start, err := catcat.RandomStart(size, 0.1, seed)
		if err != nil {
			t.Fatal(err)
		}
		g := catcat.NewGame(start)
		for !g.Over() {
			p := g.Position()
			out = append(out, p)
			c := CatcherMove(p, Medium)
			if p.Turn() == catcat.CatToMove {
				c = CatMove(p, Easy)
			}
			if err := g.Play(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// Every level plays only legal moves, and the same position always gets
// the same move (the agents are stateless).
func TestCatcatAgentsPlayLegalStatelessMoves(t *testing.T) {
	for _, size := range []catcat.Size{5, 9, 13} {
		for _, p := range catcatPlayedPositions(t, size, 4) {
			for _, l := range Levels {
				var c catcat.Cell
				if p.Turn() == catcat.CatToMove {
					c = CatMove(p, l)
					if again := CatMove(p, l); again != c {
						t.Fatalf("%v cat: %v then %v in the same position", l, c, again)
					}
				} else {
					c = CatcherMove(p, l)
					if again := CatcherMove(p, l); again != c {
						t.Fatalf("%v catcher: %v then %v in the same position", l, c, again)
					}
				}
				if _, err := p.Play(c); err != nil {
					t.Fatalf("%v %v in\n%s: %v", l, p.Turn(), p.StateText(), err)
				}
			}
		}
	}
}

func mustCatcatPosition(t *testing.T, size catcat.Size, cat catcat.Cell, turn catcat.Turn, blocked ...catcat.Cell) catcat.Position {
	t.Helper()
	p, err := catcat.NewPosition(size, cat, turn, blocked)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A cat next to a free border cell escapes at once: the quickest win.
func TestCatcatCatTakesTheEscape(t *testing.T) {
	// Cat on 1,0 of a 5×5 board: 2,0 is a border cell.
	p := mustCatcatPosition(t, 5, catcat.Cell{X: 1, Y: 0}, catcat.CatToMove)
	for _, l := range Levels {
		c := CatMove(p, l)
		if !p.Size().IsBorder(c) {
			t.Errorf("%v cat moved to %v, not out", l, c)
		}
	}
}

// A catcher that can trap the cat now does so: the quickest win.
func TestCatcatCatcherTrapsWhenItCan(t *testing.T) {
	cat := catcat.Cell{X: 0, Y: 0}
	nb := cat.Neighbours()
	p := mustCatcatPosition(t, 9, cat, catcat.CatcherToMove, nb[0], nb[1], nb[2], nb[3], nb[5])
	for _, l := range Levels {
		if c := CatcherMove(p, l); c != nb[4] {
			t.Errorf("%v catcher blocked %v, not the last exit %v", l, c, nb[4])
		}
	}
}

// With one way out left (a corridor to the border), the searching
// catchers close it.
func TestCatcatCatcherClosesTheLastWayOut(t *testing.T) {
	// 5×5, cat on 0,0. Every inner cell around it blocked but 1,0,
	// which leads to the border cell 2,0.
	cat := catcat.Cell{}
	var blocked []catcat.Cell
	for _, n := range cat.Neighbours() {
		if n != (catcat.Cell{X: 1, Y: 0}) {
			blocked = append(blocked, n)
		}
	}
	p := mustCatcatPosition(t, 5, cat, catcat.CatcherToMove, blocked...)
	for _, l := range []Level{Medium, Hard} {
		if c := CatcherMove(p, l); c != (catcat.Cell{X: 1, Y: 0}) {
			t.Errorf("%v catcher blocked %v, not the way out 1,0", l, c)
		}
	}
}

// twoDistanceByDefinition iterates the definition to its fixed point:
// 0 on a free border cell, else 1 + the second smallest value among the
// free neighbours (none with fewer than two valued neighbours).
func twoDistanceByDefinition(p catcat.Position) []int {
	s := p.Size()
	val := make([]int, s.Cells())
	for i := range val {
		val[i] = catcatNoDistance
		if s.IsBorderIndex(i) && !p.IsBlockedIndex(i) {
			val[i] = 0
		}
	}
	for changed := true; changed; {
		changed = false
		for i := range val {
			if p.IsBlockedIndex(i) || s.IsBorderIndex(i) {
				continue
			}
			first, second := catcatNoDistance, catcatNoDistance
			for _, n := range s.NeighbourIndices(i) {
				if n < 0 || p.IsBlockedIndex(int(n)) {
					continue
				}
				switch v := val[n]; {
				case v < first:
					first, second = v, first
				case v < second:
					second = v
				}
			}
			if second != catcatNoDistance && second+1 < val[i] {
				val[i] = second + 1
				changed = true
			}
		}
	}
	return val
}

// The two-distance field matches its definition, on boards met in play.
func TestCatcatTwoDistance(t *testing.T) {
	for _, size := range []catcat.Size{5, 9, 21} {
		for k, p := range catcatPlayedPositions(t, size, 3) {
			if k%3 != 0 {
				continue
			}
			s := getCatSearch(p)
			s.twoDistance()
			want := twoDistanceByDefinition(p)
			for i := range want {
				if p.IsBlockedIndex(i) {
					continue
				}
				if got := s.twoOf(int16(i)); got != want[i] {
					t.Fatalf("size %d: two-distance of %v = %d, want %d in\n%s", size, p.Size().CellAt(i), got, want[i], p.StateText())
				}
			}
			putCatSearch(s)
		}
	}
	// On the empty 5×5 board the centre is 2 away: it has inner-ring
	// neighbours with two border neighbours each.
	p, _ := catcat.Start(5)
	s := getCatSearch(p)
	defer putCatSearch(s)
	s.twoDistance()
	if got := s.twoOf(int16(p.CatIndex())); got != 2 {
		t.Errorf("two-distance of the empty 5×5 centre = %d, want 2", got)
	}
	// A cell with a single free way on is not two-connected.
	cat := catcat.Cell{}
	nb := cat.Neighbours()
	q := mustCatcatPosition(t, 5, cat, catcat.CatcherToMove, nb[0], nb[1], nb[2], nb[3], nb[4])
	s.load(q)
	s.twoDistance()
	if got := s.twoOf(int16(q.CatIndex())); got != catcatNoDistance {
		t.Errorf("two-distance of the nearly shut-in centre = %d, want none", got)
	}
}

func TestAnalyseCatcat(t *testing.T) {
	// An open 9×9 board: the route runs from the cat to the border in
	// N/2 steps, each a neighbour of the one before.
	p, _ := catcat.Start(9)
	in := Analyse(p, Medium)
	if len(in.EscapeRoute) != 4 || !p.Size().IsBorder(in.EscapeRoute[3]) || in.ShutIn {
		t.Fatalf("open board: %+v", in)
	}
	prev := p.Cat()
	for _, c := range in.EscapeRoute {
		if !prev.IsNeighbour(c) || p.IsBlocked(c) {
			t.Fatalf("route %v: %v does not follow %v", in.EscapeRoute, c, prev)
		}
		prev = c
	}
	if _, err := p.Play(in.Move); err != nil {
		t.Errorf("the move %v is not legal: %v", in.Move, err)
	}
	if in.TwoDistance < 4 {
		t.Errorf("two-distance %d below the plain distance 4", in.TwoDistance)
	}
	// Shut in: the cat on the centre of 9×9 with a ring of blocks around
	// its neighbours: room is the cat's cell and its six neighbours.
	cat := catcat.Cell{}
	var ring []catcat.Cell
	inner := map[catcat.Cell]bool{cat: true}
	for _, n := range cat.Neighbours() {
		inner[n] = true
	}
	for c := range inner {
		for _, n := range c.Neighbours() {
			if !inner[n] {
				ring = append(ring, n)
			}
		}
	}
	q := mustCatcatPosition(t, 9, cat, catcat.CatToMove, ring...)
	in = Analyse(q, Hard)
	if !in.ShutIn || in.Room != 7 || in.EscapeRoute != nil || in.TwoDistance != -1 {
		t.Errorf("shut in: %+v, want shut in with room 7 and no route", in)
	}
}

// The cat in a walled room with one gap far from it: the searching
// catchers shut it in at once (at the gap or next to it), though the gap
// lies beyond the cells they search around the cat.
func TestCatcatCatcherClosesAFarGap(t *testing.T) {
	size := catcat.Size(21)
	// A wall on the ring of cells 7 steps from the centre, but one.
	var wall []catcat.Cell
	gap := catcat.Cell{}
	for i := range size.Cells() {
		c := size.CellAt(i)
		if hexSteps(catcat.Cell{}, c) == 7 {
			if gap == (catcat.Cell{}) {
				gap = c
				continue
			}
			wall = append(wall, c)
		}
	}
	p := mustCatcatPosition(t, size, catcat.Cell{}, catcat.CatcherToMove, wall...)
	var d catcat.Distances
	if d.CatToBorder(p) == catcat.Unreachable {
		t.Fatal("the test room has no gap")
	}
	for _, l := range []Level{Medium, Hard} {
		c := CatcherMove(p, l)
		next, err := p.Play(c)
		if err != nil {
			t.Fatal(err)
		}
		if d.CatToBorder(next) != catcat.Unreachable {
			t.Errorf("%v catcher blocked %v, which leaves the gap %v open", l, c, gap)
		}
	}
}

// hexSteps counts the steps between two cells over an empty board.
func hexSteps(a, b catcat.Cell) int {
	seen := map[catcat.Cell]int{a: 0}
	queue := []catcat.Cell{a}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == b {
			return seen[c]
		}
		for _, n := range c.Neighbours() {
			if _, ok := seen[n]; !ok && seen[c] < 12 {
				seen[n] = seen[c] + 1
				queue = append(queue, n)
			}
		}
	}
	return -1
}
