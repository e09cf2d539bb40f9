//go:build unix

package arena

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/forfeit"
	"cabezacat/catcat"
)

// Fake agent programs, one per way of misbehaving. Each plays both
// roles (one executable, as in the course). awk flips the turn letter in
// the header where a script means to answer with a state.
var misbehaving = []struct {
	name   string
	script string
	want   forfeit.Kind // in the games where it plays
}{
	{"crash", "echo 'Cat::move: segmentation fault' >&2\nexit 139\n", forfeit.Crash},
	{"hang", "sleep 30\n", forfeit.Timeout},
	{"garbage", "cat >/dev/null\necho 'I think the cat should go left'\n", forfeit.Garbage},
	// A valid header with the turn flipped, then only two board lines.
	{"wrong-format", "awk 'NR==1 { $1 = ($1 == \"C\") ? \"T\" : \"C\"; print; next } NR <= 3 { print }'\n", forfeit.WrongFormat},
	// The turn flipped and the first blocked cell unblocked.
	{"changes-cells", "awk 'NR==1 { $1 = ($1 == \"C\") ? \"T\" : \"C\"; print; next } !done && /#/ { sub(/#/, \".\"); done = 1 } { print }'\n", forfeit.ChangedCells},
	{"flood", "exec yes 'C C C C'\n", forfeit.Flood},
}

// The catcher that blocks two cells: the turn flipped and the first two
// free cells of the first board line blocked. (As a cat it changes cells.)
const twoMovesScript = "awk 'NR==1 { $1 = ($1 == \"C\") ? \"T\" : \"C\"; print; next } NR==2 { sub(/\\./, \"#\"); sub(/\\./, \"#\") } { print }'\n"

func smallArena(size catcat.Size, states int) Config {
	cfg := DefaultConfig()
	cfg.Size = size
	cfg.States = states
	// No limit a busy machine could reach: a quick script must never
	// time out; the tests of hanging programs set a short limit of their own.
	cfg.MoveCPU, cfg.MoveTimeout = relaxed, relaxed
	return cfg
}

func mustArenaPlayer(t *testing.T, spec string) Player {
	t.Helper()
	p, err := ParsePlayer(spec)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Each misbehaving program loses every game it plays, in either role,
// with the right reason; the arena finishes and the built-in's games
// against itself are untouched.
func TestArenaMisbehavingProgramsLoseWithTheReason(t *testing.T) {
	for _, m := range misbehaving {
		t.Run(m.name, func(t *testing.T) {
			cfg := smallArena(5, 2)
			if m.want == forfeit.Timeout {
				cfg.MoveTimeout = 500 * time.Millisecond
			}
			fake := mustArenaPlayer(t, writeAgentScript(t, m.name+".sh", m.script))
			players := []Player{fake, mustArenaPlayer(t, "builtin:easy")}
			a, err := Run(context.Background(), cfg, players)
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range a.Games {
				if g.Cat != 0 && g.Catcher != 0 {
					if g.Failure != 0 {
						t.Errorf("builtin vs builtin failed: %s", g.Reason)
					}
					continue
				}
				// The fake moves first in every game where it is the
				// cat, so its failure decides those games.
				wantOutcome := catcat.CatInvalidMove
				if g.Cat != 0 {
					wantOutcome = catcat.CatcherInvalidMove
				}
				if g.Outcome != wantOutcome || g.Failure != m.want {
					t.Errorf("cat %d catcher %d: %v, %v (%s); want %v, %v", g.Cat, g.Catcher, g.Outcome, g.Failure, g.Reason, wantOutcome, m.want)
				}
				if g.Reason == "" {
					t.Errorf("cat %d catcher %d: no reason recorded", g.Cat, g.Catcher)
				}
			}
		})
	}
}

// A program that hangs, and starts a child that would hang too, is
// killed with its child: after the arena nothing of it is left running.
func TestArenaLeavesNoProcessBehind(t *testing.T) {
	needStrongContainment(t)
	marker := newMarker(t)
	cfg := smallArena(5, 2)
	cfg.MoveTimeout = 500 * time.Millisecond
	fake := mustArenaPlayer(t, writeAgentScript(t, "hang-with-child.sh", markedChild(marker)+" &\nsleep 30\n"))
	a, err := Run(context.Background(), cfg, []Player{fake, mustArenaPlayer(t, "builtin:easy")})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range a.Games {
		if (g.Cat == 0 || g.Catcher == 0) && g.Failure != forfeit.Timeout {
			t.Errorf("cat %d catcher %d: %v (%s), want a timeout", g.Cat, g.Catcher, g.Failure, g.Reason)
		}
	}
	noMarkedProcess(t, marker)
}

func TestArenaTwoMovesLoses(t *testing.T) {
	cfg := smallArena(5, 2)
	fake := mustArenaPlayer(t, writeAgentScript(t, "two.sh", twoMovesScript))
	a, err := Run(context.Background(), cfg, []Player{mustArenaPlayer(t, "builtin:easy"), fake})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range a.Games {
		if g.Cat == 0 && g.Catcher == 1 && (g.Outcome != catcat.CatcherInvalidMove || g.Failure != forfeit.TwoMoves) {
			t.Errorf("easy cat vs two-move catcher: %v, %v (%s)", g.Outcome, g.Failure, g.Reason)
		}
	}
}

// A program that breaks a rule (here the catcher blocking the cat's own
// cell... written as a cat move it stays put) loses with the rule named.
func TestArenaIllegalMoveNamesTheRule(t *testing.T) {
	cfg := smallArena(5, 1)
	// Flip the turn and change nothing: as the cat it stays put.
	stay := writeAgentScript(t, "stay.sh", "awk 'NR==1 { $1 = ($1 == \"C\") ? \"T\" : \"C\" } { print }'\n")
	a, err := Run(context.Background(), cfg, []Player{mustArenaPlayer(t, stay), mustArenaPlayer(t, "builtin:easy")})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Games[1] // stay as cat, easy as catcher
	if g.Outcome != catcat.CatInvalidMove || g.Failure != forfeit.IllegalMove || !strings.Contains(g.Reason, "stay put") {
		t.Errorf("staying put: %v, %v (%s)", g.Outcome, g.Failure, g.Reason)
	}
	g = a.Games[2] // easy as cat, stay as catcher: it blocks nothing
	if g.Outcome != catcat.CatcherInvalidMove || g.Failure != forfeit.NoMove {
		t.Errorf("blocking nothing: %v, %v (%s)", g.Outcome, g.Failure, g.Reason)
	}
}

// The same flags give the same games, whatever the number of workers;
// the points differ only by the CPU time.
func TestArenaIsDeterministic(t *testing.T) {
	cfg := smallArena(9, 6)
	players := []Player{mustArenaPlayer(t, "builtin:easy"), mustArenaPlayer(t, "builtin:medium")}
	cfg.Workers = 1
	a, err := Run(context.Background(), cfg, players)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 4
	b, err := Run(context.Background(), cfg, players)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Games) != 4*6 || len(b.Games) != len(a.Games) {
		t.Fatalf("%d and %d games, want 24", len(a.Games), len(b.Games))
	}
	for k := range a.Games {
		x, y := a.Games[k], b.Games[k]
		if x.Cat != y.Cat || x.Catcher != y.Catcher || x.Start != y.Start || x.Outcome != y.Outcome ||
			x.CatMoves != y.CatMoves || x.CatcherMoves != y.CatcherMoves || !slices.Equal(x.Moves, y.Moves) {
			t.Fatalf("game %d differs between runs", k)
		}
		// Points: the moves part is identical, the CPU part is small.
		if d := (x.CatPoints + x.CPUCat.Seconds()) - (y.CatPoints + y.CPUCat.Seconds()); d > 1e-9 || d < -1e-9 {
			t.Errorf("game %d: cat points differ beyond CPU time", k)
		}
	}
}

// Every pairing plays every start once, on the same starts; the totals
// add up; the scores follow the course's table.
func TestArenaPairingsAndScores(t *testing.T) {
	cfg := smallArena(9, 3)
	cfg.K = 0 // no CPU part: the points are exact
	players := []Player{mustArenaPlayer(t, "builtin:easy"), mustArenaPlayer(t, "builtin:hard")}
	a, err := Run(context.Background(), cfg, players)
	if err != nil {
		t.Fatal(err)
	}
	s := float64(9 * 9 / 2)
	seen := map[[3]int]bool{}
	for _, g := range a.Games {
		seen[[3]int{g.Cat, g.Catcher, g.StartIndex}] = true
		want, _ := catcat.RandomStart(9, cfg.Density, cfg.Seed+uint64(g.StartIndex))
		if g.Start != want {
			t.Errorf("game %v: not start %d", g.Cat, g.StartIndex)
		}
		if w, _ := g.Outcome.Winner(); w == catcat.CatToMove {
			if g.CatPoints != s-float64(g.CatMoves) || g.CatcherPoints != float64(g.CatcherMoves) {
				t.Errorf("cat won: points %v, %v for %d and %d moves", g.CatPoints, g.CatcherPoints, g.CatMoves, g.CatcherMoves)
			}
		} else if g.CatPoints != float64(g.CatMoves) || g.CatcherPoints != s-float64(g.CatcherMoves) {
			t.Errorf("catcher won: points %v, %v for %d and %d moves", g.CatPoints, g.CatcherPoints, g.CatMoves, g.CatcherMoves)
		}
	}
	if len(seen) != 2*2*3 {
		t.Errorf("%d distinct (cat, catcher, start), want 12", len(seen))
	}
	var total, fromGames float64
	for _, st := range a.Leaderboard() {
		total += st.Points
		if st.Games != 2*2*3 {
			t.Errorf("%s played %d games, want 12", st.Player, st.Games)
		}
	}
	for _, g := range a.Games {
		fromGames += g.CatPoints + g.CatcherPoints
	}
	if total != fromGames {
		t.Errorf("leaderboard total %v, games total %v", total, fromGames)
	}
	lb := a.Leaderboard()
	if lb[0].Points < lb[1].Points {
		t.Errorf("leaderboard not sorted: %v then %v", lb[0].Points, lb[1].Points)
	}
}

func TestArenaWriteFiles(t *testing.T) {
	cfg := smallArena(5, 2)
	a, err := Run(context.Background(), cfg, []Player{mustArenaPlayer(t, "builtin:easy"), mustArenaPlayer(t, "builtin:medium")})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := a.WriteFiles(dir, true); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, GamesCSV))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+len(a.Games) {
		t.Fatalf("%d CSV rows for %d games", len(rows), len(a.Games))
	}
	for k, row := range rows[1:] {
		text, err := os.ReadFile(filepath.Join(dir, row[len(row)-1]))
		if err != nil {
			t.Fatal(err)
		}
		r, err := catcat.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("replay %s: %v", row[len(row)-1], err)
		}
		if r.Start != a.Games[k].Start || len(r.Moves) != len(a.Games[k].Moves) || r.Outcome != a.Games[k].Outcome {
			t.Errorf("replay %d does not match its game", k)
		}
	}
	var doc struct {
		Leaderboard []Standing `json:"leaderboard"`
		Games       []struct {
			Result string `json:"result"`
		} `json:"games"`
	}
	b, err := os.ReadFile(filepath.Join(dir, ResultJSON))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Leaderboard) != 2 || len(doc.Games) != len(a.Games) {
		t.Errorf("JSON has %d standings and %d games", len(doc.Leaderboard), len(doc.Games))
	}
	for _, name := range []string{LeaderboardCSV, PairsCSV} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
}

func TestParseArenaPlayer(t *testing.T) {
	if p, err := ParsePlayer("builtin:HARD"); err != nil || p.Level != catcatagent.Hard || p.Name != "builtin:hard" {
		t.Errorf("builtin:HARD = %+v, %v", p, err)
	}
	for _, bad := range []string{"builtin:expert", filepath.Join(t.TempDir(), "missing"), t.TempDir()} {
		if _, err := ParsePlayer(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	notExec := filepath.Join(t.TempDir(), "plain")
	os.WriteFile(notExec, []byte("x"), 0o644)
	if _, err := ParsePlayer(notExec); err == nil {
		t.Error("a file that is not executable was accepted")
	}
}
