package puzzles

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/ai/puzzle"
	"cabezacat/internal/glicko2"
	"cabezacat/internal/statefile"
)

func testPuzzle(t *testing.T) puzzle.Puzzle {
	t.Helper()
	p, err := puzzle.ParseLine(1, "cabeza\tcz-test\tcrush\t1\t1400\t1\tooffhh4/oo2hh4/9m/10/10/4c4F/10/4M5/6HHOO/C5HHOO r 1\tMnn")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// An attempt is one rating period for both: the player's rating and the
// puzzle's move as glicko2.Lichess moves them, in opposite directions,
// and the puzzle's is kept as a delta over its shipped rating.
func TestRecordRatesPlayerAndPuzzle(t *testing.T) {
	p := testPuzzle(t)
	pr := newProgress()
	me, pz := glicko2.Initial(), glicko2.Rating{Rating: 1400, Deviation: glicko2.InitialDeviation, Volatility: glicko2.InitialVolatility}
	wantMe, _ := glicko2.Lichess.Update(me, []glicko2.Result{glicko2.Win(pz)})
	wantPz, _ := glicko2.Lichess.Update(pz, []glicko2.Result{glicko2.Loss(me)})
	change := pr.Record(&p, true)
	if got := pr.PlayerRating(puzzle.Cabeza); got != wantMe || math.Abs(change-(wantMe.Rating-1500)) > 1e-9 {
		t.Fatalf("player %+v (change %v), want %+v", got, change, wantMe)
	}
	if got := pr.PuzzleRating(&p); math.Abs(got.Rating-wantPz.Rating) > 1e-9 || pr.Puzzles["cz-test"].Delta != wantPz.Rating-1400 {
		t.Fatalf("puzzle %+v, want %+v", got, wantPz)
	}
	if change <= 0 || pr.Streak["cabeza"] != 1 || pr.Themes["cabeza/crush"].Solved != 1 {
		t.Fatalf("change %v, streak %v, themes %v", change, pr.Streak, pr.Themes)
	}
	if pr.Record(&p, false) >= 0 || pr.Streak["cabeza"] != 0 || pr.Best["cabeza"] != 1 || pr.Themes["cabeza/crush"].Failed != 1 {
		t.Fatalf("a miss: streak %v best %v themes %v", pr.Streak, pr.Best, pr.Themes)
	}
	if cc := pr.PlayerRating(puzzle.Catcat); cc != glicko2.Initial() {
		t.Fatal("a Cabeza attempt moved the Catch the Cat rating")
	}
}

func TestProgressSavesAndLoads(t *testing.T) {
	dir := t.TempDir()
	p := testPuzzle(t)
	pr := newProgress()
	pr.Record(&p, true)
	if err := pr.Save(dir); err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(dir)
	if err != nil {
		t.Fatal(err)
	}
	if back.PlayerRating(puzzle.Cabeza) != pr.PlayerRating(puzzle.Cabeza) || back.Puzzles["cz-test"] != pr.Puzzles["cz-test"] || back.Best["cabeza"] != 1 {
		t.Fatalf("read back %+v", back)
	}
}

// A damaged file is set aside, named in the error, and a fresh start
// is returned; so is a file whose numbers are not a rating.
func TestDamagedProgressIsSetAsideAndNamed(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	os.WriteFile(path, []byte(`{"version": 1, "player": {"cabeza": `), 0o600)
	pr, err := LoadProgress(dir)
	var de *statefile.DamagedError
	if !errors.As(err, &de) || de.Path != path || de.SetAside == "" {
		t.Fatalf("error %v", err)
	}
	if _, err := os.Stat(de.SetAside); err != nil {
		t.Fatalf("not set aside: %v", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatal("the damaged file is still in the way")
	}
	if pr.PlayerRating(puzzle.Cabeza) != glicko2.Initial() {
		t.Fatal("not a fresh start")
	}
	os.WriteFile(path, []byte(`{"version": 1, "player": {"cabeza": {"rating": 1500, "deviation": -3, "volatility": 0.06}}}`), 0o600)
	if _, err := LoadProgress(dir); err == nil || !strings.Contains(err.Error(), "the cabeza rating is not a rating") {
		t.Fatalf("a negative deviation: %v", err)
	}
}
