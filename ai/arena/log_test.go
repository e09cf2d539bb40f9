package arena

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"cabezacat/ai/catcatagent"
)

func logArena() (Config, []Player) {
	cfg := DefaultConfig()
	cfg.Size, cfg.States, cfg.K = 9, 3, 0 // no CPU part: the points are exact
	players := []Player{{Name: "builtin:easy", Spec: "builtin:easy", Level: catcatagent.Easy}, {Name: "builtin:medium", Spec: "builtin:medium", Level: catcatagent.Medium}}
	return cfg, players
}

// runLogged runs cfg logged into a new directory and returns it.
func runLogged(t *testing.T, cfg Config, players []Player) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "out")
	if err := MakeOutputDir(dir, false); err != nil {
		t.Fatal(err)
	}
	log, err := CreateLog(dir, cfg, players, false)
	if err != nil {
		t.Fatal(err)
	}
	cfg.OnGame = log.Append
	if _, err := Run(context.Background(), cfg, players); err != nil {
		t.Fatal(err)
	}
	if err := log.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

// sameArenaGames compares what decides the tables: every game's result,
// moves and failure (the CPU times differ from run to run).
func sameArenaGames(t *testing.T, got, want *Result) {
	t.Helper()
	if len(got.Games) != len(want.Games) || got.Played() != want.Played() {
		t.Fatalf("%d games (%d played), want %d (%d)", len(got.Games), got.Played(), len(want.Games), want.Played())
	}
	for k := range want.Games {
		g, w := got.Games[k], want.Games[k]
		if g.Cat != w.Cat || g.Catcher != w.Catcher || g.StartIndex != w.StartIndex || g.Start != w.Start ||
			g.Outcome != w.Outcome || !slices.Equal(g.Moves, w.Moves) || g.Failure != w.Failure || g.Reason != w.Reason ||
			g.CatPoints != w.CatPoints || g.CatcherPoints != w.CatcherPoints {
			t.Errorf("game %d: %+v, want %+v", k+1, g, w)
		}
	}
	noCPU := func(st []Standing) []Standing {
		for i := range st {
			st[i].CPU, st[i].CPUPerMove = 0, 0
		}
		return st
	}
	if !slices.Equal(noCPU(got.Leaderboard()), noCPU(want.Leaderboard())) {
		t.Errorf("leaderboard %+v, want %+v", got.Leaderboard(), want.Leaderboard())
	}
	if !slices.Equal(got.Pairings(), want.Pairings()) {
		t.Errorf("pairings %+v, want %+v", got.Pairings(), want.Pairings())
	}
}

// A run stopped after a few games and resumed plays only the others, and
// ends with the games and tables of a run never stopped; a line cut
// short by the stop is played again.
func TestArenaResumeSkipsFinishedGames(t *testing.T) {
	cfg, players := logArena()
	whole, err := Read(runLogged(t, cfg, players))
	if err != nil {
		t.Fatal(err)
	}

	dir := filepath.Join(t.TempDir(), "out")
	MakeOutputDir(dir, false)
	log, err := CreateLog(dir, cfg, players, false)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := cfg
	stopped.Workers = 1
	logged := 0
	stopped.OnGame = func(k int, g Game) error {
		logged++
		if logged == 5 {
			cancel()
		}
		return log.Append(k, g)
	}
	if _, err := Run(ctx, stopped, players); !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want the run stopped", err)
	}
	log.Close()
	// The stop cut the next line short.
	f, _ := os.OpenFile(filepath.Join(dir, GamesJSONL), os.O_WRONLY|os.O_APPEND, 0)
	f.WriteString(`{"game":7,"cat":"builtin:ea`)
	f.Close()

	finished, log, err := ResumeLog(dir, cfg, players)
	if err != nil {
		t.Fatal(err)
	}
	if len(finished) != 5 {
		t.Fatalf("%d finished games found, want the 5 logged", len(finished))
	}
	resumed := cfg
	resumed.Finished = finished
	played := map[int]bool{}
	resumed.OnGame = func(k int, g Game) error {
		if _, ok := finished[k]; ok {
			t.Errorf("game %d played again", k+1)
		}
		played[k] = true
		return log.Append(k, g)
	}
	if _, err := Run(context.Background(), resumed, players); err != nil {
		t.Fatal(err)
	}
	log.Close()
	if len(played) != len(whole.Games)-5 {
		t.Errorf("the resumed run played %d games, want %d", len(played), len(whole.Games)-5)
	}
	got, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	sameArenaGames(t, got, whole)

	// Resuming with other agents or another seed is refused.
	other := cfg
	other.Seed++
	if _, _, err := ResumeLog(dir, other, players); err == nil {
		t.Error("a run with another seed resumed this one")
	}
}

// The shards of a run, merged, are the run: the same games, the same
// leaderboard and pairs.
func TestArenaShardsMergeToTheSingleRun(t *testing.T) {
	cfg, players := logArena()
	whole, err := Read(runLogged(t, cfg, players))
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for i := 1; i <= 3; i++ {
		part := cfg
		part.Shard, part.Shards = i, 3
		dirs = append(dirs, runLogged(t, part, players))
		a, err := Read(dirs[i-1])
		if err != nil {
			t.Fatal(err)
		}
		if p := a.Played(); p != 4 { // 12 games in 3 shards
			t.Errorf("shard %d/3 played %d games, want 4", i, p)
		}
	}
	merged, err := Read(dirs...)
	if err != nil {
		t.Fatal(err)
	}
	sameArenaGames(t, merged, whole)
	// Two shards of three: the third's games are missing, not invented.
	if part, _ := Read(dirs[:2]...); part.Played() != 8 {
		t.Errorf("two shards of three give %d games, want 8", part.Played())
	}
	// A directory of another run is refused.
	other := cfg
	other.Seed = 99
	if _, err := Read(dirs[0], runLogged(t, other, players)); err == nil {
		t.Error("merged shards of two different runs")
	}
}
