package catcatsolve

import (
	"testing"

	"cabezacat/catcat"
)

// The provers agree with the plain exhaustive search on hundreds of
// small positions, for every bound: escape within k exactly when the
// cat wins in k moves or fewer, trap within k exactly when the catcher
// wins in k blocks or fewer; and the move a proof names is one that
// keeps the proof (the cat's quickest escape, the catcher's trap, the
// catcher's longest stand, the cat's longest flight).
func TestProversAgreeWithExhaustiveSearch(t *testing.T) {
	positions := smallPositions(t)
	for _, pos := range positions {
		memo := newExhaustiveMemo()
		pr := GetProver(pos)
		// The corridors are narrow but long: their traps take more blocks.
		kmax := 4
		if pos.Size() == 9 {
			kmax = 8
		}
		for k := 1; k <= kmax; k++ {
			escapes := memo.escapesWithin(pos, k)
			r := pr.Escape(k)
			if (r == Proved) != escapes || r == Unknown {
				t.Fatalf("escape within %d = %v, exhaustive says %v in\n%s", k, r, escapes, pos.StateText())
			}
			if r == Proved && pos.Turn() == catcat.CatToMove {
				next := mustPlayIndex(t, pos, pr.Root)
				if !memo.escapesWithin(next, k-1) && next.Outcome() != catcat.CatEscaped {
					t.Fatalf("the escape's first move %v does not escape within %d in\n%s", pos.Size().CellAt(int(pr.Root)), k, pos.StateText())
				}
			}
			if r == Refuted && pos.Turn() == catcat.CatcherToMove && pr.Root >= 0 {
				if next := mustPlayIndex(t, pos, pr.Root); memo.escapesWithin(next, k) {
					t.Fatalf("the catcher's stand %v lets the cat out within %d in\n%s", pos.Size().CellAt(int(pr.Root)), k, pos.StateText())
				}
			}
			traps := memo.trapsWithin(pos, k)
			r = pr.Trap(k)
			if (r == Proved) != traps || r == Unknown {
				t.Fatalf("trap within %d = %v, exhaustive says %v in\n%s", k, r, traps, pos.StateText())
			}
			if r == Proved && pos.Turn() == catcat.CatcherToMove {
				next := mustPlayIndex(t, pos, pr.Root)
				if !memo.trapsWithin(next, k-1) && next.Outcome() != catcat.CatTrapped {
					t.Fatalf("the trap's first block %v does not trap within %d in\n%s", pos.Size().CellAt(int(pr.Root)), k, pos.StateText())
				}
			}
			if r == Refuted && pos.Turn() == catcat.CatToMove && pr.Root >= 0 {
				if next := mustPlayIndex(t, pos, pr.Root); memo.trapsWithin(next, k) {
					t.Fatalf("the cat's flight %v is trapped within %d in\n%s", pos.Size().CellAt(int(pr.Root)), k, pos.StateText())
				}
			}
		}
		PutProver(pr)
	}
}

func mustPlayIndex(t *testing.T, pos catcat.Position, i int16) catcat.Position {
	t.Helper()
	next, err := pos.PlayIndex(int(i))
	if err != nil {
		t.Fatalf("the proof's move %d is illegal: %v in\n%s", i, err, pos.StateText())
	}
	return next
}

// A prover whose table is full stops adding to it and still proves
// exactly what a prover with room proves: the table is a cache.
func TestProverTableStaysWithinItsCap(t *testing.T) {
	positions := smallPositions(t)
	grew := false
	for i, pos := range positions {
		if i%10 != 0 {
			continue
		}
		roomy, tight := GetProver(pos), GetProver(pos)
		tight.ttCap = 8
		for k := 1; k <= 4; k++ {
			if a, b := roomy.Escape(k), tight.Escape(k); a != b {
				t.Fatalf("escape within %d: %v with room, %v with a full table in\n%s", k, a, b, pos.StateText())
			}
			if a, b := roomy.Trap(k), tight.Trap(k); a != b {
				t.Fatalf("trap within %d: %v with room, %v with a full table in\n%s", k, a, b, pos.StateText())
			}
		}
		if tight.tt.len() > 8 {
			t.Fatalf("the table holds %d entries over its cap of 8", tight.tt.len())
		}
		grew = grew || roomy.tt.len() > 8
		PutProver(roomy)
		PutProver(tight)
	}
	if !grew {
		t.Fatal("no position needed more than 8 entries: the cap was never tested")
	}
}
