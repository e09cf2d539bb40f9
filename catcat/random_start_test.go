package catcat

import (
	"errors"
	"math"
	"testing"
)

func TestRandomStartSameSeedSameBoard(t *testing.T) {
	for _, s := range Sizes() {
		a, err := RandomStart(s, DefaultDensity, 42)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := RandomStart(s, DefaultDensity, 42)
		if a != b {
			t.Errorf("size %d: seed 42 gave two boards", s)
		}
		c, _ := RandomStart(s, DefaultDensity, 43)
		if s >= 9 && a == c {
			t.Errorf("size %d: seeds 42 and 43 gave the same board", s)
		}
	}
}

// The generator is the project's own (PCG output and our own bounded
// draw), so these boards are the same on every machine and Go version.
// If this test fails, saved seeds no longer mean what they meant.
func TestRandomStartIsStableAcrossMachines(t *testing.T) {
	golden := map[uint64]string{
		1: "CAT 9 0 0 ..................#....................#C..........#............................#",
		7: "CAT 9 0 0 .......#....#......#....................C#.......................................",
	}
	for seed, want := range golden {
		p, err := RandomStart(9, DefaultDensity, seed)
		if err != nil || p.OneLine() != want {
			t.Errorf("seed %d: %q, %v\nwant %q", seed, p.OneLine(), err, want)
		}
	}
}

func TestRandomStartDensityRespected(t *testing.T) {
	for _, s := range Sizes() {
		for _, d := range []float64{0, 0.01, DefaultDensity, 0.1, 0.25} {
			want, err := StartBlocks(s, d)
			if err != nil {
				t.Fatal(err)
			}
			p, err := RandomStart(s, d, 5)
			if err != nil {
				t.Fatalf("size %d density %v: %v", s, d, err)
			}
			if got := p.BlockedCount(); got != want {
				t.Errorf("size %d density %v: %d blocked, want %d", s, d, got, want)
			}
		}
	}
	// round(0.05·169) = round(8.45) = 8; round(0.05·2025) = round(101.25) = 101.
	for _, c := range []struct {
		s    Size
		d    float64
		want int
	}{{13, 0.05, 8}, {45, 0.05, 101}, {5, 0.1, 3}, {5, 1, 24}} {
		if got, _ := StartBlocks(c.s, c.d); got != c.want {
			t.Errorf("StartBlocks(%d, %v) = %d, want %d", c.s, c.d, got, c.want)
		}
	}
}

func TestRandomStartCentreNeverBlocked(t *testing.T) {
	for seed := range uint64(300) {
		p, err := RandomStart(5, 0.6, seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if p.IsBlocked(Cell{}) || p.Cat() != (Cell{}) {
			t.Fatalf("seed %d: centre blocked or cat moved: %v", seed, p)
		}
		if !Playable(p) {
			t.Fatalf("seed %d: unplayable start %v", seed, p)
		}
	}
}

// The redraw rule: a draw that leaves the cat no move is rejected and
// the next draw from the same source is taken.
func TestRandomStartRedrawRule(t *testing.T) {
	const density = 0.75 // 19 of 25 cells: the cat is often shut in
	blocks, _ := StartBlocks(5, density)
	redrawn := 0
	for seed := range uint64(200) {
		got, redraws, err := RandomStartRedraws(5, density, seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		// Replay the draws by hand: the first `redraws` must be unplayable,
		// the next one is the start.
		src := StartSource(seed)
		for k := range redraws {
			if d := Draw(5, blocks, src); Playable(d) {
				t.Fatalf("seed %d: draw %d was playable but redrawn: %v", seed, k, d)
			}
		}
		if d := Draw(5, blocks, src); d != got {
			t.Fatalf("seed %d: start %v is not the first playable draw %v", seed, got, d)
		}
		if redraws > 0 {
			redrawn++
		}
	}
	if redrawn == 0 {
		t.Fatal("no seed needed a redraw: the rule was not exercised")
	}
}

func TestRandomStartRejectsBadInput(t *testing.T) {
	for _, d := range []float64{-0.1, 1.5, math.NaN()} {
		if _, err := RandomStart(13, d, 1); !errors.Is(err, ErrBadDensity) {
			t.Errorf("density %v: %v", d, err)
		}
	}
	if _, err := RandomStart(7, 0.05, 1); !errors.Is(err, ErrBadSize) {
		t.Errorf("size 7: %v", err)
	}
	if _, err := RandomStart(5, 1, 1); !errors.Is(err, ErrNoPlayableStart) {
		t.Errorf("density 1: %v", err)
	}
}
