package ai

import (
	"context"
	"testing"
)

// Stronger levels score more points, in both roles, on the same starts
// (K = 0, so CPU time does not blur the comparison). The full 100-start
// table is in the closing note; a few starts keep the test quick.
func TestCatcatLevelsHardBeatsMediumBeatsEasy(t *testing.T) {
	if catcatRaceEnabled {
		t.Skip("plays full games: too slow under the race detector, and it tests no concurrency")
	}
	starts := 10
	if testing.Short() {
		starts = 2
	}
	for _, pair := range [][2]CatcatLevel{{CatcatHard, CatcatMedium}, {CatcatMedium, CatcatEasy}} {
		cfg := DefaultArenaConfig()
		cfg.States = starts
		cfg.K = 0
		players := []ArenaPlayer{{Name: pair[0].String(), Level: pair[0]}, {Name: pair[1].String(), Level: pair[1]}}
		a, err := RunArena(context.Background(), cfg, players)
		if err != nil {
			t.Fatal(err)
		}
		var strong, weak ArenaStanding
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
