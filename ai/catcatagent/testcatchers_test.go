package catcatagent

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// Catchers unlike our own, for the level tests: a cat that only beats
// catchers built like ours is not robust. Each is deterministic for a
// given game (the random one draws from a generator seeded per game).

// testCatcher makes the catcher's block in pos; ply counts its blocks
// so far in this game.
type testCatcher struct {
	name string
	move func(pos catcat.Position, ply int, r *rand.Rand) catcat.Cell
}

var testCatchers = []testCatcher{
	{"border-first", borderFirstCatcher},
	{"path-end+corners", pathEndCatcher},
	{"random", randomCatcher},
}

// catDistances is the BFS distance of every cell from the cat over free
// cells (-1: not reached).
func catDistances(pos catcat.Position) []int {
	s := pos.Size()
	dist := make([]int, s.Cells())
	for i := range dist {
		dist[i] = -1
	}
	dist[pos.CatIndex()] = 0
	queue := []int{pos.CatIndex()}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if s.IsBorderIndex(c) && c != pos.CatIndex() {
			continue // the cat stops on the border
		}
		for _, n := range s.NeighbourIndices(c) {
			if n >= 0 && !pos.IsBlockedIndex(int(n)) && dist[n] < 0 {
				dist[n] = dist[c] + 1
				queue = append(queue, int(n))
			}
		}
	}
	return dist
}

// borderFirstCatcher walls the border where the cat is heading: it
// blocks the free border cell nearest the cat; with none reachable, the
// cat's neighbour with the most room.
func borderFirstCatcher(pos catcat.Position, _ int, _ *rand.Rand) catcat.Cell {
	s := pos.Size()
	dist := catDistances(pos)
	best := -1
	for _, b := range s.BorderIndices() {
		if d := dist[b]; d > 0 && (best < 0 || d < dist[best]) {
			best = int(b)
		}
	}
	if best < 0 {
		return easyCatcherMove(pos)
	}
	return s.CellAt(best)
}

// pathEndCatcher blocks the border end of the cat's shortest ways out
// (the nearest border cell that most shortest paths end on), and on its
// first blocks seals the corner nearest the cat (its two border cells
// next to the corner), the way a student's catcher did.
func pathEndCatcher(pos catcat.Position, ply int, _ *rand.Rand) catcat.Cell {
	s := pos.Size()
	dist := catDistances(pos)
	h := s.Half()
	if ply < 4 {
		cat := pos.Cat()
		cx, cy := h, h
		if cat.X < 0 {
			cx = -h
		}
		if cat.Y < 0 {
			cy = -h
		}
		sx, sy := -1, -1
		if cx < 0 {
			sx = 1
		}
		if cy < 0 {
			sy = 1
		}
		for _, c := range []catcat.Cell{{X: cx + sx, Y: cy}, {X: cx, Y: cy + sy}, {X: cx + 2*sx, Y: cy}, {X: cx, Y: cy + 2*sy}} {
			if i := s.Index(c); i >= 0 && i != pos.CatIndex() && !pos.IsBlockedIndex(i) {
				return c
			}
		}
	}
	// Count shortest paths from the cat to every cell, then pick the
	// nearest border cell with the most.
	paths := make([]int, s.Cells())
	paths[pos.CatIndex()] = 1
	order := make([]int, 0, s.Cells())
	for i, d := range dist {
		if d >= 0 {
			order = append(order, i)
		}
	}
	for d := 0; ; d++ {
		any := false
		for _, c := range order {
			if dist[c] != d {
				continue
			}
			any = true
			if s.IsBorderIndex(c) && c != pos.CatIndex() {
				continue
			}
			for _, n := range s.NeighbourIndices(c) {
				if n >= 0 && dist[n] == d+1 {
					paths[n] += paths[c]
				}
			}
		}
		if !any {
			break
		}
	}
	best := -1
	for _, b := range s.BorderIndices() {
		d := dist[b]
		if d <= 0 {
			continue
		}
		if best < 0 || d < dist[best] || d == dist[best] && paths[b] > paths[best] {
			best = int(b)
		}
	}
	if best < 0 {
		return easyCatcherMove(pos)
	}
	return s.CellAt(best)
}

// randomCatcher blocks a random free cell within two steps of the cat,
// or the cat's way out when it is one step from the border.
func randomCatcher(pos catcat.Position, _ int, r *rand.Rand) catcat.Cell {
	s := pos.Size()
	dist := catDistances(pos)
	var near []int
	for i, d := range dist {
		if d >= 1 && d <= 2 {
			near = append(near, i)
		}
		if d == 1 && s.IsBorderIndex(i) {
			return s.CellAt(i)
		}
	}
	if len(near) == 0 {
		return easyCatcherMove(pos)
	}
	return s.CellAt(near[r.IntN(len(near))])
}

// catEscapes plays one game from start and reports whether the cat got
// out. An invalid move by the test catcher (none is expected) fails.
func catEscapes(t testing.TB, start catcat.Position, level Level, c testCatcher, seed uint64) bool {
	g := catcat.NewGame(start)
	r := rand.New(rand.NewPCG(seed, 77))
	for ply := 0; !g.Over(); {
		p := g.Position()
		var m catcat.Cell
		if p.Turn() == catcat.CatToMove {
			m = CatMove(p, level)
		} else {
			m = c.move(p, ply, r)
			ply++
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s / %v: %v in\n%s", c.name, level, err, p.StateText())
		}
	}
	w, _ := g.Result().Outcome.Winner()
	return w == catcat.CatToMove
}

// escapeTable plays level's cat against every test catcher on starts
// seeds 1..starts of each size and returns the escapes by catcher and
// size.
func escapeTable(t testing.TB, level Level, sizes []catcat.Size, starts int) map[string]int {
	out := map[string]int{}
	for _, size := range sizes {
		for seed := uint64(1); seed <= uint64(starts); seed++ {
			start, err := catcat.RandomStart(size, catcat.DefaultDensity, seed)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range testCatchers {
				if catEscapes(t, start, level, c, seed) {
					out[fmt.Sprintf("%s/%d", c.name, size)]++
				}
			}
		}
	}
	return out
}

// The hard cat escapes at least as often as the medium cat against
// every test catcher, at 13×13 and 21×21, over 20 starts each (fixed
// seeds, so the counts are the same on every run). CATCAT_TABLE=1 also
// prints the table.
func TestCatcatHardCatRobustAgainstOtherCatchers(t *testing.T) {
	if race.Enabled {
		t.Skip("plays full games: too slow under the race detector, and it tests no concurrency")
	}
	if testing.Short() {
		t.Skip("plays 240 games")
	}
	sizes := []catcat.Size{13, 21}
	const starts = 20
	hard := escapeTable(t, Hard, sizes, starts)
	medium := escapeTable(t, Medium, sizes, starts)
	var table strings.Builder
	fmt.Fprintf(&table, "| catcher | size | hard cat escapes | medium cat escapes |\n|---|---|---|---|\n")
	for _, size := range sizes {
		for _, c := range testCatchers {
			key := fmt.Sprintf("%s/%d", c.name, size)
			fmt.Fprintf(&table, "| %s | %d | %d/%d | %d/%d |\n", c.name, size, hard[key], starts, medium[key], starts)
			if hard[key] < medium[key] {
				t.Errorf("%s at %d×%d: the hard cat escaped %d of %d, the medium cat %d", c.name, size, size, hard[key], starts, medium[key])
			}
		}
	}
	if os.Getenv("CATCAT_TABLE") != "" || t.Failed() {
		t.Log("\n" + table.String())
	}
}
