package catcatagent_test

import (
	"context"
	"testing"

	"cabezacat/ai/arena"
	"cabezacat/ai/catcatagent"
	"cabezacat/ai/internal/race"
)

// Stronger levels score more points, in both roles, on the same starts
// (K = 0, so CPU time does not blur the comparison). The full 100-start
// table is in the closing note; a few starts keep the test quick.
func TestCatcatLevelsHardBeatsMediumBeatsEasy(t *testing.T) {
	if race.Enabled {
		t.Skip("plays full games: too slow under the race detector, and it tests no concurrency")
	}
	starts := 10
	if testing.Short() {
		starts = 2
	}
	for _, pair := range [][2]catcatagent.Level{{catcatagent.Hard, catcatagent.Medium}, {catcatagent.Medium, catcatagent.Easy}} {
		cfg := arena.DefaultConfig()
		cfg.States = starts
		cfg.K = 0
		players := []arena.Player{{Name: pair[0].String(), Level: pair[0]}, {Name: pair[1].String(), Level: pair[1]}}
		a, err := arena.Run(context.Background(), cfg, players)
		if err != nil {
			t.Fatal(err)
		}
		var strong, weak arena.Standing
		for _, s := range a.Leaderboard() {
			if s.Player == pair[0].String() {
				strong = s
			} else {
				weak = s
			}
		}
		if strong.CatPoints <= weak.CatPoints || strong.CatcherPoints <= weak.CatcherPoints {
			t.Errorf("%v vs %v over %d starts: as cat %.0f vs %.0f, as catcher %.0f vs %.0f",
				pair[0], pair[1], starts, strong.CatPoints, weak.CatPoints, strong.CatcherPoints, weak.CatcherPoints)
		}
	}
}
