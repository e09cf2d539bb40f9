package cabezamatch

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

func TestMatchEloFromScore(t *testing.T) {
	cases := []struct {
		r    Result
		want float64
	}{
		{Result{Wins: 75, Losses: 25}, 190.8},
		{Result{Wins: 25, Losses: 75}, -190.8},
		{Result{Wins: 40, Draws: 20, Losses: 40}, 0},
		{Result{Wins: 64, Losses: 36}, 100.0},
	}
	for _, c := range cases {
		elo, margin := c.r.Elo()
		if math.Abs(elo-c.want) > 0.5 {
			t.Errorf("%+v: Elo %.1f, want %.1f", c.r, elo, c.want)
		}
		if margin <= 0 || margin > 200 {
			t.Errorf("%+v: margin %.1f", c.r, margin)
		}
	}
	// More games, narrower margin.
	_, m100 := Result{Wins: 60, Losses: 40}.Elo()
	_, m400 := Result{Wins: 240, Losses: 160}.Elo()
	if math.Abs(m400-m100/2) > 2 {
		t.Errorf("margin 100 games %.1f, 400 games %.1f: want about half", m100, m400)
	}
}

// The summary line never claims a margin it cannot know: a match where
// every game ended alike has no spread to measure, so its margin is not
// "± 0"; and an even score is "+0", not "-0".
func TestMatchSummaryMarginAndSign(t *testing.T) {
	if _, m := (Result{Draws: 6}).Elo(); !math.IsInf(m, 1) {
		t.Errorf("six draws: margin %.1f, want unknown (+Inf)", m)
	}
	even := Result{Wins: 1, Losses: 1}.String()
	if !strings.Contains(even, "Elo +0 ") {
		t.Errorf("1-1: %q, want Elo +0", even)
	}
}

func TestMatchOpeningsAreOpenAndVaried(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		g := cabezaOpening(seed, 6)
		p := g.Position()
		if g.Ply() != 6 || g.Start() != cabeza.Start() || p.Fullmove() != 4 || p.Side() != cabeza.Red {
			t.Fatalf("seed %d: %s is not 6 plies in", seed, p.String())
		}
		if _, wins := p.WinningMove(); wins {
			t.Fatalf("seed %d: %s hands red a win on the move", seed, p.String())
		}
		if p != cabezaOpening(seed, 6).Position() {
			t.Fatalf("seed %d: opening not reproducible", seed)
		}
		seen[p.String()] = true
	}
	if len(seen) < 18 {
		t.Fatalf("20 seeds gave %d openings", len(seen))
	}
}

// A short match between depth 2 and depth 1: the counts add up, each
// opening is played with both colours, and the deeper search wins most.
func TestMatchDeeperSearchWins(t *testing.T) {
	a, _ := ParsePlayer("depth=2")
	b, _ := ParsePlayer("depth=1")
	m := Match{A: a, B: b, Games: 12, OpeningPlies: 4, Seed: 5, Workers: 2}
	calls := 0
	res := m.Run(context.Background(), func(Result) { calls++ })
	if res.Games() != 12 || calls != 12 || res.RedWins+res.BlueWins+res.Draws != 12 {
		t.Fatalf("result %+v after %d progress calls", res, calls)
	}
	if res.Wins <= res.Losses {
		t.Fatalf("depth 2 did not beat depth 1: %v", res)
	}
	if !strings.Contains(res.String(), "games 12: +") {
		t.Fatalf("summary %q", res.String())
	}
	if again := m.Run(context.Background(), nil); again != res {
		t.Fatalf("same match, different result: %v then %v", res, again)
	}
}

func TestMatchStopsOnCancel(t *testing.T) {
	a, _ := ParsePlayer("depth=3")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := Match{A: a, B: a, Games: 100, Workers: 2}.Run(ctx, nil)
	if res.Games() > 2 {
		t.Fatalf("a cancelled match played %d games", res.Games())
	}
}

func TestParseCabezaPlayer(t *testing.T) {
	p, err := ParsePlayer("level=4,no-guard, depth=6 ,time=150ms,nodes=9000,random=7,tt=2,no-race,no-threats,no-mobility,no-threat-search,no-reductions,null-move")
	if err != nil {
		t.Fatal(err)
	}
	want := cabezaengine.Options{NoRace: true, NoThreats: true, NoGuard: true, NoMobility: true, NoThreatSearch: true, NoReductions: true, NullMove: true, TTMegabytes: 2, Randomness: 7}
	if p.Options != want || p.Limits != (search.Limits{Depth: 6, Time: 150e6, Nodes: 9000}) {
		t.Fatalf("got %+v", p)
	}
	lim, opts := cabezaengine.Level(2)
	if p, err := ParsePlayer("level=2"); err != nil || p.Limits != lim || p.Options != opts {
		t.Fatalf("level=2: %+v %v", p, err)
	}
	if p, err := ParsePlayer("time=100ms,threads=2"); err != nil || p.Options != (cabezaengine.Options{Threads: 2}) {
		t.Fatalf("threads=2: %+v %v", p, err)
	}
	bad := map[string]string{
		"":                       "empty engine setting",
		"level=9":                `"level=9": want a whole number from 1 to 6`,
		"depth=x":                `"depth=x": want a whole number from 0 to 64`,
		"time=fast":              `"time=fast": want a duration`,
		"no-race=1":              `"no-race=1": no-race takes no value`,
		"colour=red":             `unknown setting "colour"`,
		"nonsense":               `"nonsense": unknown setting`,
		"depth=3,threads=0":      `"threads=0": want a whole number from 1 to 64`,
		"depth=3,threads=65":     `"threads=65": want a whole number from 1 to 64`,
		"no-guard":               "no depth, nodes or time limit",
		"level=3,depth=0,time=0": "no depth, nodes or time limit",
		"depth=3,weights=best":   `"weights=best": no weight set "best" (want hand`,
	}
	hand, _ := cabezaengine.NamedWeights("hand")
	if p, err := ParsePlayer("depth=3,weights=hand"); err != nil || p.Options.Weights == nil || *p.Options.Weights != hand {
		t.Fatalf("weights=hand: %+v %v", p, err)
	}
	for text, msg := range bad {
		if _, err := ParsePlayer(text); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: error %v, want it to say %q", text, err, msg)
		}
	}
}

func FuzzParseCabezaPlayer(f *testing.F) {
	for _, s := range []string{"level=3", "depth=4,no-race", "time=1s,nodes=5", "tt=0", ",,", "level=1,random=-1", "time=-5ms", "depth=2,weights=hand", "weights=", "time=100ms,threads=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePlayer(text)
		if err != nil {
			return
		}
		// An accepted setting always ends a move and stays in range.
		if p.Limits.Unlimited() || p.Limits.Depth < 0 || p.Limits.Depth > search.MaxDepth || p.Limits.Time < 0 || p.Limits.Nodes < 0 || p.Options.Randomness < 0 || p.Options.TTMegabytes < 0 || p.Options.Threads < 0 || p.Options.Threads > cabezaengine.MaxThreads {
			t.Fatalf("%q accepted as %+v", text, p)
		}
	})
}

// A one-sided result (A never lost, or never won) is worded as a bound,
// not as the clamped score's Elo with an unknown margin ("+1200 ± ∞"):
// a sweep of n bounds the score by p^n = 5 %, so 20 straight wins say
// Elo ≥ +317 and 4 say little (≥ −19); with draws the one-sided normal
// bound of the score holds.
func TestMatchOneSidedResultIsABound(t *testing.T) {
	cases := []struct {
		r    Result
		want string
	}{
		{Result{Wins: 20}, "Elo ≥ +317 (95 %)"},
		{Result{Losses: 20}, "Elo ≤ -317 (95 %)"},
		{Result{Wins: 4}, "Elo ≥ -19 (95 %)"},
		{Result{Wins: 200}, "Elo ≥ +729 (95 %)"},
		{Result{Wins: 10, Draws: 5}, "Elo ≥ +176 (95 %)"},
	}
	for _, c := range cases {
		if got := c.r.String(); !strings.Contains(got, "  "+c.want+"  ") || strings.Contains(got, "±") {
			t.Errorf("%+v: %q, want %q", c.r, got, c.want)
		}
	}
	// The sweep's bound is the score whose chance of n wins in a row is 5 %.
	bound, atLeast, ok := Result{Wins: 20}.EloBound()
	p := 1 / (1 + math.Pow(10, -bound/400))
	if !ok || !atLeast || math.Abs(math.Pow(p, 20)-0.05) > 1e-9 {
		t.Errorf("20 wins: bound %.1f (score %.4f, p^20 %.4f), want p^20 = 0.05", bound, p, math.Pow(p, 20))
	}
	// Two-sided results keep the estimate and its margin.
	for _, r := range []Result{{Wins: 60, Losses: 40}, {Wins: 3, Draws: 4, Losses: 1}, {Draws: 6}} {
		if _, _, ok := r.EloBound(); ok || !strings.Contains(r.String(), "±") {
			t.Errorf("%+v: %q, want an estimate ± a margin", r, r.String())
		}
	}
}

// Every game is heard of as it ends, once, with its number, colours and
// a game from the start (the opening's plies, then the engines'), and
// its record reads back as that game; a record is never written over a
// file, nor a match started where its names are taken.
func TestMatchGamesAreReportedAndRecorded(t *testing.T) {
	a, _ := ParsePlayer("depth=2")
	b, _ := ParsePlayer("depth=1")
	dir := t.TempDir()
	var games []Game
	var written []string
	m := Match{A: a, B: b, Games: 4, OpeningPlies: 4, Seed: 2, Workers: 2, OnGame: func(g Game, _ Result) {
		games = append(games, g)
		path, err := WriteRecord(dir, g, 4, "depth=2", "depth=1", time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC))
		if err != nil {
			t.Errorf("game %d: %v", g.Number, err)
		}
		written = append(written, path)
	}}
	res := m.Run(context.Background(), nil)
	if len(games) != 4 || res.Games() != 4 {
		t.Fatalf("%d games heard of, result %v", len(games), res)
	}
	numbers := map[int]bool{}
	for i, g := range games {
		numbers[g.Number] = true
		if g.ARed != (g.Number%2 == 1) || g.Game.Start() != cabeza.Start() || g.Game.Ply() <= 4 || !g.Game.Status().Over() {
			t.Errorf("game %d: A red %v, start %s, %d plies, %s", g.Number, g.ARed, g.Game.Start().String(), g.Game.Ply(), g.Game.Status())
		}
		text, _ := os.ReadFile(written[i])
		r, err := cabeza.ParseRecord(string(text))
		if err != nil || filepath.Base(written[i]) != RecordName(g.Number, 4) {
			t.Fatalf("%s: %v", written[i], err)
		}
		if rg, _ := r.Game(); rg.Ply() != g.Game.Ply() || rg.Status() != g.Game.Status() {
			t.Errorf("game %d's record replays to %s", g.Number, rg.Status())
		}
		if !strings.Contains(g.String(), fmt.Sprintf("%d plies", g.Game.Ply())) || !strings.Contains(string(text), `[Result "`+g.Score()+`"]`) {
			t.Errorf("game %d: line %q, record\n%s", g.Number, g, text)
		}
	}
	if len(numbers) != 4 {
		t.Errorf("game numbers %v", numbers)
	}
	if _, err := WriteRecord(dir, games[0], 4, "x", "y", time.Now()); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("a record written over another: %v", err)
	}
	if err := CheckRecordsDir(dir, 4); err == nil || !strings.Contains(err.Error(), "game-0001.txt exists") {
		t.Errorf("a match into a directory of its own names: %v", err)
	}
	if err := CheckRecordsDir(filepath.Join(dir, "new", "deeper"), 4); err != nil {
		t.Errorf("a new directory: %v", err)
	}
	if RecordName(7, 20000) != "game-00007.txt" {
		t.Errorf("RecordName(7, 20000) = %s", RecordName(7, 20000))
	}
}

// A forfeit, which the rules do not know, is the other side's win in
// the game's line and an unfinished record with a Forfeit tag saying why.
func TestMatchForfeitLineAndRecord(t *testing.T) {
	g := Game{Number: 3, ARed: true, Game: cabezaOpening(1, 2), Forfeit: &Forfeit{Game: 3, Side: "A", Colour: cabeza.Red, Ply: 2, Reason: fmt.Errorf("illegal move %q", "Zz")}}
	if got, want := g.String(), `game 3 (A red): 0-1 B won: A (red) forfeits at ply 2: illegal move "Zz", 2 plies`; got != want {
		t.Errorf("line %q, want %q", got, want)
	}
	text, err := g.Record("time=1s,engine:./x", "level=2", time.Now()).MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[Red "A: time=1s,engine:./x"]`, `[Blue "B: level=2"]`, `[Forfeit "A (red) lost at ply 2: illegal move \"Zz\""]`, `[Result "*"]`} {
		if !strings.Contains(string(text), want) {
			t.Errorf("record lacks %s:\n%s", want, text)
		}
	}
}
