package catcat

import (
	"errors"
	"slices"
	"testing"
)

func TestIAgentWorldMatchesRulesExample(t *testing.T) {
	p := mustState(t, rulesExample)
	w := p.World()
	if len(w) != 25 {
		t.Fatalf("world has %d entries", len(w))
	}
	for i, b := range w {
		// 0,-2 → (−2+2)·5 + 0+2 = 2; −1,1 → (1+2)·5 + (−1+2) = 16.
		if want := i == 2 || i == 16; b != want {
			t.Errorf("world[%d] = %v, want %v", i, b, want)
		}
	}
}

func TestIAgentWorldRoundTrips(t *testing.T) {
	for _, s := range Sizes() {
		p, err := RandomStart(s, 0.3, uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		p = mustPlay(t, p, p.LegalMoves()[0])
		w := p.World()
		q, err := FromWorld(w, p.Cat(), s.N(), p.Turn())
		if err != nil || q != p {
			t.Fatalf("size %d: FromWorld(World()) = %v, %v", s, q, err)
		}
		if !slices.Equal(q.World(), w) {
			t.Fatalf("size %d: world changed on the way back", s)
		}
		// And from the bools' side: an arbitrary world comes back exactly.
		arbitrary := make([]bool, s.Cells())
		for i := range arbitrary {
			arbitrary[i] = (i*7+int(s))%3 == 0 && i != s.Centre()
		}
		r, err := FromWorld(arbitrary, Cell{}, s.N(), CatToMove)
		if err != nil || !slices.Equal(r.World(), arbitrary) {
			t.Fatalf("size %d: arbitrary world did not round-trip: %v", s, err)
		}
	}
}

func TestIAgentWorldRejectsBadInput(t *testing.T) {
	if _, err := FromWorld(make([]bool, 24), Cell{}, 5, CatToMove); !errors.Is(err, ErrWorldLength) {
		t.Errorf("short world: %v", err)
	}
	if _, err := FromWorld(make([]bool, 49), Cell{}, 7, CatToMove); !errors.Is(err, ErrBadSize) {
		t.Errorf("size 7: %v", err)
	}
	w := make([]bool, 25)
	w[12] = true
	if _, err := FromWorld(w, Cell{}, 5, CatToMove); !errors.Is(err, ErrCatBlocked) {
		t.Errorf("cat on a wall: %v", err)
	}
	if _, err := FromWorld(make([]bool, 25), Cell{0, 3}, 5, CatToMove); !errors.Is(err, ErrCatOffBoard) {
		t.Errorf("cat off the board: %v", err)
	}
}
