package cabeza

import (
	"math/rand"
	"strings"
	"testing"
)

// Properties that must hold in every position random play reaches, from
// the start and from random layouts.
func forRandomPositions(t *testing.T, seed int64, visit func(p *Position, m Move)) {
	rng := rand.New(rand.NewSource(seed))
	games := 300
	if testing.Short() {
		games = 60
	}
	for g := 0; g < games; g++ {
		start := Start()
		if g%2 == 1 {
			start = randomLayout(rng)
		}
		randomPlayout(rng, start, 400, visit)
	}
}

func TestEveryGeneratedMovePrintsAndParsesBackToItself(t *testing.T) {
	forRandomPositions(t, 10, func(p *Position, _ Move) {
		var list MoveList
		p.GenerateMoves(&list)
		for _, m := range list.Slice() {
			text := m.String()
			back, err := ParseMove(*p, text)
			if err != nil || back != m {
				t.Fatalf("%v: %s parses to %v, %v", p, text, back, err)
			}
			if m.Player() != p.Side() {
				t.Fatalf("%v: %s belongs to %v", p, text, m.Player())
			}
		}
	})
}

func TestEveryPositionStringRoundTrips(t *testing.T) {
	forRandomPositions(t, 11, func(p *Position, _ Move) {
		s := p.String()
		q, err := ParsePosition(s)
		if err != nil || q != *p {
			t.Fatalf("%s parses to %v, %v", s, q, err)
		}
	})
}

func TestIncrementalHashEqualsHashFromScratch(t *testing.T) {
	seen := map[uint64]string{}
	forRandomPositions(t, 12, func(p *Position, m Move) {
		if p.Hash() != p.ComputeHash() {
			t.Fatalf("%v: hash %x, from scratch %x", p, p.Hash(), p.ComputeHash())
		}
		f := strings.Fields(p.String())
		key := f[0] + " " + f[1] // ignore the move number
		if other, ok := seen[p.Hash()]; ok && other != key {
			t.Fatalf("hash collision: %s and %s", other, key)
		}
		seen[p.Hash()] = key
		q := p.Play(m)
		if q.Hash() != q.ComputeHash() {
			t.Fatalf("%v after %v: hash %x, from scratch %x", p, m, q.Hash(), q.ComputeHash())
		}
	})
}

func TestOccupiedByIsTheOccupancysWords(t *testing.T) {
	forRandomPositions(t, 13, func(p *Position, _ Move) {
		for pl := Red; pl <= Blue; pl++ {
			w0, w1 := p.OccupiedBy(pl)
			if b := p.Occupancy(pl); w0 != b[0] || w1 != b[1] {
				t.Fatalf("%v: %s's words %x %x, occupancy %x", p, pl, w0, w1, b)
			}
		}
	})
}

func TestPlayMatchesABuiltPosition(t *testing.T) {
	forRandomPositions(t, 13, func(p *Position, m Move) {
		q := p.Play(m)
		var at [2][NumKinds]Placement
		for pl := Red; pl <= Blue; pl++ {
			for k := Kind(0); k < NumKinds; k++ {
				at[pl][k] = p.Placement(pl, k)
			}
		}
		at[p.Side()][m.Kind()] = m.To()
		if m.IsWin() && m.Kind() != Cabeza {
			return // the crushed Cabeza lies under the block: no layout to build
		}
		want, err := NewPosition(at, p.Side().Opponent(), p.Fullmove()+int(p.Side()))
		if err != nil || q != want {
			t.Fatalf("%v then %v: Play gives %v, want %v (%v)", p, m, q, want, err)
		}
	})
}

func TestWinningMoveFindsAWinExactlyWhenThereIsOne(t *testing.T) {
	wins := 0
	forRandomPositions(t, 14, func(p *Position, _ Move) {
		var list MoveList
		p.GenerateMoves(&list)
		any := false
		for _, m := range list.Slice() {
			any = any || m.IsWin()
		}
		m, ok := p.WinningMove()
		if ok != any {
			t.Fatalf("%v: WinningMove says %v, the move list %v", p, ok, any)
		}
		if ok {
			wins++
			if !m.IsWin() || !list.Contains(m) {
				t.Fatalf("%v: WinningMove gives %v, not a listed win", p, m)
			}
		}
	})
	if wins == 0 {
		t.Fatal("no position with a win: the test saw nothing")
	}
}

func TestPathEndsWhereTheMoveEnds(t *testing.T) {
	forRandomPositions(t, 15, func(p *Position, m Move) {
		path := p.Path(m)
		if len(path) == 0 || len(path) > 2 || path[len(path)-1] != m.To() {
			t.Fatalf("%v: path of %v = %v, want it to end on %v", p, m, path, m.To())
		}
		if m.Kind() == Opa && len(path) != 1 {
			t.Fatalf("%v: Opa path %v", p, path)
		}
	})
	if Start().Path(NoMove) != nil {
		t.Error("a path for NoMove")
	}
}
