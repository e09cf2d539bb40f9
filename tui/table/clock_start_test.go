package table

import (
	"testing"
	"time"
)

// A table's clock starts for a side at its first move, not when the
// second player sits down: the time before each side's first move is
// nobody's, and from then on the side to move is charged. The manual
// clock moves only when told, so every duration here is exact.
func TestTableClockStartsAtEachSidesFirstMove(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup Setup
		moves func(t *testing.T, played []string) string
	}{
		{"cabeza", Setup{Kind: Cabeza, Clock: TimeControl{Base: 5 * time.Minute, Inc: 2 * time.Second}}, firstMove},
		{"catcat", Setup{Kind: Catcat, Size: 13, Density: 0.1, Seed: 3, Clock: TimeControl{Base: 5 * time.Minute, Inc: 2 * time.Second}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, clk, _ := newTestLobby(t)
			a, b := openPair(t, l, tc.setup)
			next := tc.moves
			if next == nil {
				next = catcatMoveFor(tc.setup)
			}
			snap := await(t, a, "both seated", func(s Snapshot) bool { return s.Seats[1].Taken })
			if snap.Running != -1 {
				t.Fatalf("a clock runs (%d) as soon as both sat down", snap.Running)
			}
			// Red (the cat) thinks for an hour over the first move: free.
			clk.Advance(time.Hour)
			var played []string
			play := func(s *Sub) Snapshot {
				t.Helper()
				mv := next(t, played)
				if err := s.Play(mv); err != nil {
					t.Fatalf("move %d %s: %v", len(played)+1, mv, err)
				}
				played = append(played, mv)
				n := len(played)
				return await(t, a, "the move", func(s Snapshot) bool { return len(s.Moves) == n })
			}
			snap = play(a)
			if snap.Clock[0] != 5*time.Minute || snap.Running != -1 {
				t.Fatalf("after side 0's first move: clock %v, running %d (want 5m0s, none: side 1 has not moved)", snap.Clock[0], snap.Running)
			}
			// Side 1 thinks two minutes over its first move: free too.
			clk.Advance(2 * time.Minute)
			snap = play(b)
			if snap.Clock != [2]time.Duration{5 * time.Minute, 5 * time.Minute} || snap.Running != 0 {
				t.Fatalf("after both first moves: clocks %v, running %d (want both full, side 0 running)", snap.Clock, snap.Running)
			}
			// From now on time counts: side 0 spends 30s and gains 2s.
			clk.Advance(30 * time.Second)
			snap = play(a)
			if snap.Clock[0] != 5*time.Minute-28*time.Second || snap.Running != 1 {
				t.Fatalf("side 0's second move: %v, running %d (want 4m32s, side 1)", snap.Clock[0], snap.Running)
			}
			clk.Advance(10 * time.Second)
			if got := snap.Remaining(1, clk.Now()); got != 5*time.Minute-10*time.Second {
				t.Fatalf("side 1's clock runs from side 0's move: %v left, want 4m50s", got)
			}
		})
	}
}

// catcatMoveFor picks a legal Catch the Cat move after played, on the
// board of setup (the first one the rules list, so the game stays the
// same from run to run).
func catcatMoveFor(setup Setup) func(t *testing.T, played []string) string {
	return func(t *testing.T, played []string) string {
		t.Helper()
		r, err := newRules(Setup{Kind: Catcat, Size: setup.Size, Density: setup.Density, Seed: setup.Seed, Moves: played})
		if err != nil {
			t.Fatal(err)
		}
		moves := r.(*catcatRules).g.Position().LegalMoves()
		if len(moves) == 0 {
			t.Fatalf("no move after %v", played)
		}
		return moves[0].String()
	}
}

// playMoves plays one move for each of subs in turn, each next's choice
// after played, and returns played with them.
func playMoves(t *testing.T, subs []*Sub, next func(*testing.T, []string) string, played []string) []string {
	t.Helper()
	for _, s := range subs {
		mv := next(t, played)
		if err := s.Play(mv); err != nil {
			t.Fatalf("move %d %s: %v", len(played)+1, mv, err)
		}
		played = append(played, mv)
	}
	return played
}
