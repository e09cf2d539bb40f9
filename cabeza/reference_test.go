package cabeza

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"
)

// A slow move generator written straight from the rules page, sharing
// nothing with the fast one but the Placement type: a 10×10 grid of
// pieces, the roll table re-typed, routes enumerated one by one. The fast
// generator must agree with it move for move on many positions.

type refLayout struct {
	at   [2][NumKinds]Placement
	side Player
}

type refCell struct {
	full bool
	pl   Player
	k    Kind
}

type refResult struct {
	win   bool
	after [2][NumKinds]Placement
}

func refFromPosition(p *Position) refLayout {
	var l refLayout
	for pl := Red; pl <= Blue; pl++ {
		for k := Kind(0); k < NumKinds; k++ {
			l.at[pl][k] = p.Placement(pl, k)
		}
	}
	l.side = p.Side()
	return l
}

func refCells(pl Placement) [][2]int {
	var out [][2]int
	for x := pl.X; x < pl.X+pl.W; x++ {
		for y := pl.Y; y < pl.Y+pl.D; y++ {
			out = append(out, [2]int{x, y})
		}
	}
	return out
}

func (l *refLayout) grid() [10][10]refCell {
	var g [10][10]refCell
	for pl := Red; pl <= Blue; pl++ {
		for k := Kind(0); k < NumKinds; k++ {
			for _, c := range refCells(l.at[pl][k]) {
				g[c[0]][c[1]] = refCell{true, pl, k}
			}
		}
	}
	return g
}

// refRoll is the table of the rules page, typed again.
func refRoll(p Placement, d byte) Placement {
	x, y, w, dd, h := p.X, p.Y, p.W, p.D, p.H
	switch d {
	case 'n':
		return Placement{x, y + dd, w, h, dd}
	case 's':
		return Placement{x, y - h, w, h, dd}
	case 'e':
		return Placement{x + w, y, h, dd, w}
	}
	return Placement{x - h, y, h, dd, w}
}

func refOnBoard(x, y int) bool { return x >= 0 && x < 10 && y >= 0 && y < 10 }

// refDisplacementName writes a displacement the way the rules page says:
// n/s letters, then e/w letters.
func refDisplacementName(letter byte, dx, dy int) string {
	s := string(letter)
	s += strings.Repeat("n", max(dy, 0)) + strings.Repeat("s", max(-dy, 0))
	s += strings.Repeat("e", max(dx, 0)) + strings.Repeat("w", max(-dx, 0))
	return s
}

// refMoves lists the legal moves of l by name with their outcome.
func refMoves(t testing.TB, l refLayout) map[string]refResult {
	out := map[string]refResult{}
	me, opp := l.side, 1-l.side
	g := l.grid()
	record := func(name string, r refResult) {
		if old, ok := out[name]; ok && old != r {
			t.Fatalf("reference: routes of %s disagree: %+v vs %+v", name, old, r)
		}
		out[name] = r
	}
	dirs := []byte{'n', 's', 'e', 'w'}
	for k := Mini; k <= Opa; k++ {
		letter := k.Letter(me)
		start := l.at[me][k]
		var seqs [][]byte
		for _, a := range dirs {
			seqs = append(seqs, []byte{a})
			if k == Opa {
				continue
			}
			for _, b := range dirs {
				seqs = append(seqs, []byte{a, b})
			}
		}
	seq:
		for _, sq := range seqs {
			cur := start
			win := false
			for _, d := range sq {
				cur = refRoll(cur, d)
				win = false // a move is judged where it ends
				for _, c := range refCells(cur) {
					if !refOnBoard(c[0], c[1]) {
						continue seq
					}
					cell := g[c[0]][c[1]]
					if !cell.full || cell.pl == me && cell.k == k {
						continue // empty, or where the moving block itself stood
					}
					if cell.pl == opp && cell.k == Cabeza {
						win = true // a step may cover the opponent's Cabeza
						continue
					}
					continue seq
				}
			}
			if cur == start {
				continue // null move
			}
			after := l.at
			after[me][k] = cur
			name := string(letter) + string(sq)
			if k == Mini {
				name = refDisplacementName(letter, cur.X-start.X, cur.Y-start.Y)
			}
			record(name, refResult{win, after})
		}
	}
	// The Cabeza: one or two of eight slides.
	type slide struct{ dx, dy int }
	var slides []slide
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			if dx != 0 || dy != 0 {
				slides = append(slides, slide{dx, dy})
			}
		}
	}
	// A piece is a block of either side or the other Cabeza; the moving
	// Cabeza has left its square.
	isPiece := func(x, y int) bool {
		c := g[x][y]
		return c.full && !(c.pl == me && c.k == Cabeza)
	}
	start := l.at[me][Cabeza]
	var routes [][]slide
	for _, a := range slides {
		routes = append(routes, []slide{a})
		for _, b := range slides {
			routes = append(routes, []slide{a, b})
		}
	}
route:
	for _, r := range routes {
		x, y := start.X, start.Y
		for _, s := range r {
			nx, ny := x+s.dx, y+s.dy
			if !refOnBoard(nx, ny) {
				continue route
			}
			if isPiece(nx, ny) {
				continue route
			}
			if s.dx != 0 && s.dy != 0 && isPiece(nx, y) && isPiece(x, ny) {
				continue route // it would cut through the edges of two pieces
			}
			x, y = nx, ny
		}
		if x == start.X && y == start.Y {
			continue
		}
		win := y == opp.HomeRank() // judged where it ends
		after := l.at
		after[me][Cabeza] = Placement{x, y, 1, 1, 0}
		record(refDisplacementName(Cabeza.Letter(me), x-start.X, y-start.Y), refResult{win, after})
	}
	return out
}

// fastMoves lists the fast generator's moves in the reference's terms.
func fastMoves(t testing.TB, p *Position) map[string]refResult {
	out := map[string]refResult{}
	var list MoveList
	p.GenerateMoves(&list)
	for _, m := range list.Slice() {
		name := m.String()
		if _, dup := out[name]; dup {
			t.Fatalf("%v: move %s listed twice", p, name)
		}
		q := p.Play(m)
		out[name] = refResult{m.IsWin(), refFromPosition(&q).at}
	}
	return out
}

func compareWithReference(t *testing.T, p *Position) {
	t.Helper()
	want := refMoves(t, refFromPosition(p))
	got := fastMoves(t, p)
	var diffs []string
	for name, w := range want {
		g, ok := got[name]
		switch {
		case !ok:
			diffs = append(diffs, "missing "+name)
		case g != w:
			diffs = append(diffs, fmt.Sprintf("%s: got win=%v after %v, want win=%v after %v", name, g.win, g.after, w.win, w.after))
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			diffs = append(diffs, "extra "+name)
		}
	}
	if len(diffs) > 0 {
		sort.Strings(diffs)
		t.Fatalf("%v: fast generator differs from the reference:\n%s", p, strings.Join(diffs, "\n"))
	}
}

// randomLayout places the ten pieces at random in a w×d window of the
// board (a small window crowds them, which is where the rules bite).
func randomLayout(rng *rand.Rand) Position {
	for {
		w, d := 3+rng.Intn(8), 3+rng.Intn(8)
		ox, oy := rng.Intn(11-w), rng.Intn(11-d)
		var at [2][NumKinds]Placement
		var all Bitboard
		ok := true
		for pl := Red; pl <= Blue && ok; pl++ {
			for k := Kind(0); k < NumKinds && ok; k++ {
				placed := false
				for try := 0; try < 50 && !placed; try++ {
					spot := kindFirst[k] + rng.Intn(kindFirst[k+1]-kindFirst[k])
					q := spotPlacement[spot]
					if q.X < ox || q.Y < oy || q.X+q.W > ox+w || q.Y+q.D > oy+d || spotMask[spot].Meets(all) {
						continue
					}
					at[pl][k] = q
					all = all.Or(spotMask[spot])
					placed = true
				}
				ok = placed
			}
		}
		if !ok {
			continue
		}
		p, err := NewPosition(at, Player(rng.Intn(2)), 1+rng.Intn(300))
		if err != nil {
			panic(err)
		}
		return p
	}
}

// randomPlayout plays random moves from p until a win or n moves, calling
// visit on every position before a move is chosen.
func randomPlayout(rng *rand.Rand, p Position, n int, visit func(p *Position, m Move)) {
	var list MoveList
	for i := 0; i < n; i++ {
		p.GenerateMoves(&list)
		if list.N == 0 {
			return
		}
		m := list.Moves[rng.Intn(list.N)]
		visit(&p, m)
		if m.IsWin() {
			return
		}
		p = p.Play(m)
	}
}

func TestGeneratorMatchesReferenceOnRandomLayouts(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for i := 0; i < n; i++ {
		p := randomLayout(rng)
		compareWithReference(t, &p)
	}
}

func TestGeneratorMatchesReferenceInRandomPlayouts(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	games := 400
	if testing.Short() {
		games = 50
	}
	for g := 0; g < games; g++ {
		start := Start()
		if g%2 == 1 {
			start = randomLayout(rng)
		}
		randomPlayout(rng, start, 200, func(p *Position, _ Move) { compareWithReference(t, p) })
	}
}

// refPerft counts with the reference generator.
func refPerft(t testing.TB, l refLayout, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, r := range refMoves(t, l) {
		if depth == 1 {
			n++
			continue
		}
		if r.win {
			continue
		}
		n += refPerft(t, refLayout{r.after, 1 - l.side}, depth-1)
	}
	return n
}

func TestPerftMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	positions := []Position{Start()}
	for i := 0; i < 5; i++ {
		positions = append(positions, randomLayout(rng))
	}
	for _, p := range positions {
		for d := 1; d <= 3; d++ {
			if got, want := Perft(p, d), refPerft(t, refFromPosition(&p), d); got != want {
				t.Errorf("%v: perft %d = %d, reference %d", p, d, got, want)
			}
		}
	}
}
