package review

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"cabezacat/cabeza"
)

// The marks of a quick Cabeza review on recorded games, counted the way
// the review measures a move's cost (the best and the played move from
// one search's depth and side, Eval.Played) and the way it did before
// (against the next position's own search), on the same evaluations:
//
//	go test ./ai/review -run TestMarkCounts -mark-counts -v
//
// It reviews the benchmark's level-3 game and the person-vs-level-4
// record in testdata and plays
// markCountGames level-4 self-play games (recording the first in
// testdata as level4-selfplay.cabeza for TestAQuietGameGetsFewMarks).
var markCounts = flag.Bool("mark-counts", false, "count the marks of quick reviews, measured both ways")

const markCountGames = 3

func TestMarkCounts(t *testing.T) {
	if !*markCounts {
		t.Skip("run with -mark-counts")
	}
	games := map[string]Game{"person-vs-level4.cabeza": recordGame(t, "person-vs-level4.cabeza"), "cabeza-60.cabeza": recordGame(t, "cabeza-60.cabeza")}
	names := []string{"cabeza-60.cabeza", "person-vs-level4.cabeza"}
	for seed := uint64(1); seed <= markCountGames; seed++ {
		g := selfPlayCabeza(seed, 4)
		name := "level-4 self-play seed " + string(rune('0'+seed))
		if seed == 1 {
			text, err := cabeza.RecordOf(g, cabeza.Tag{Name: "Red", Value: "ai:4"}, cabeza.Tag{Name: "Blue", Value: "ai:4"}).MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			writeFile(t, "level4-selfplay.cabeza", text)
		}
		games[name] = CabezaGame(g)
		names = append(names, name)
	}
	for _, name := range names {
		r := Whole(context.Background(), games[name], Quick, 1, nil)
		now, before := r.Summary(), withoutPlayed(games[name], r).Summary()
		t.Logf("%s, %d plies: against the next position %s (%.0f%%) | %s (%.0f%%); now %s (%.0f%%) | %s (%.0f%%)", name, r.Len(), before[0].Counts(), before[0].Accuracy, before[1].Counts(), before[1].Accuracy, now[0].Counts(), now[0].Accuracy, now[1].Counts(), now[1].Accuracy)
	}
}

// withoutPlayed is r with its evaluations' Played left out: the marks
// as the review gave them before it measured the played move itself.
func withoutPlayed(g Game, r *Review) *Review {
	old := New(g, r.Budget)
	for i := 0; i <= r.Len(); i++ {
		if e, ok := r.Eval(i); ok {
			e.HasPlayed = false
			old.Add(e)
		}
	}
	return old
}

func recordGame(t testing.TB, name string) Game {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cabeza.ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g, err := rec.Game()
	if err != nil {
		t.Fatal(err)
	}
	return CabezaGame(g)
}
