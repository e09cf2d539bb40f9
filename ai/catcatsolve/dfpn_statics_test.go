package catcatsolve

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cabezacat/catcat"
)

// The statics cache answers for the position asked and no other: on
// random boards, the cached distance, spare count and wall are the ones
// computed afresh, for the board and for the same board with the other
// side to move (whose spare count can differ by the tempo).
func TestStaticsCacheAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	s := pnSearch{}
	hits, differ := 0, 0
	for range 400 {
		pos, ok := randomBoard(r)
		if !ok {
			continue
		}
		for _, turn := range []catcat.Turn{pos.Turn(), pos.Turn().Other()} {
			q, err := catcat.NewPosition(pos.Size(), pos.Cat(), turn, pos.Blocked())
			if err != nil || q.Outcome().Over() {
				continue
			}
			pr := GetProver(q)
			s.p = pr
			wantD, wantSpare := s.statics()
			wantWall := slices.Clone(s.wall)
			for range 2 {
				_, cached := s.stCache.at[s.staticsKey()]
				d, spare := s.nodeStatics()
				if d != wantD || spare != wantSpare || !slices.Equal(s.wall, wantWall) {
					t.Fatalf("cached %v: d %d spare %d wall %v; afresh d %d spare %d wall %v in\n%s",
						cached, d, spare, s.wall, wantD, wantSpare, wantWall, q.StateText())
				}
				if cached {
					hits++
				}
			}
			if turn != pos.Turn() {
				s.p = GetProver(pos)
				if _, other := s.nodeStatics(); other != wantSpare {
					differ++
				}
				PutProver(s.p)
			}
			PutProver(pr)
		}
	}
	if hits < 300 || differ < 20 {
		t.Fatalf("%d answers from the cache, %d boards whose spare count depends on the turn: too few to tell", hits, differ)
	}
}

// A catcher's block not searched yet starts as harder to win with the
// farther it is from the cat: on random boards, of two blocks neither on
// the least wall, the farther one's disproof estimate is the larger.
func TestFartherBlocksStartHarder(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	pairs := 0
	for range 200 {
		pos, ok := randomBoard(r)
		if !ok || pos.Turn() != catcat.CatcherToMove {
			continue
		}
		pr := GetProver(pos)
		s := pnSearch{p: pr}
		moves := s.genMoves(nil)
		est := s.estimates(nil, moves)
		onWall := map[int16]bool{}
		for _, c := range s.wall {
			onWall[c] = true
		}
		pr.bfsFromCat(pr.n)
		for i, a := range moves {
			for j, b := range moves {
				da, db := pr.distFromCat(a), pr.distFromCat(b)
				if onWall[a] || onWall[b] || da >= db {
					continue
				}
				pairs++
				if est[i].dn >= est[j].dn {
					t.Fatalf("%v at %d steps starts at %d, %v at %d steps at %d, in\n%s", pos.Size().CellAt(int(a)), da, est[i].dn,
						pos.Size().CellAt(int(b)), db, est[j].dn, pos.StateText())
				}
			}
		}
		PutProver(pr)
	}
	if pairs < 1000 {
		t.Fatalf("%d pairs of blocks compared: too few to tell", pairs)
	}
}
