package cabezamatch

import (
	"context"
	"math"
	"strings"
	"testing"

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
// every game ended alike (a 4-0 sweep) has no spread to measure, so its
// margin is not "± 0"; and an even score is "+0", not "-0".
func TestMatchSummaryMarginAndSign(t *testing.T) {
	sweep := Result{Wins: 4, RedWins: 2, BlueWins: 2}.String()
	if strings.Contains(sweep, "± 0 ") || !strings.Contains(sweep, "± ∞") {
		t.Errorf("4-0 sweep: %q, want an unknown (∞) margin", sweep)
	}
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
		p := cabezaOpening(seed, 6)
		if p.Fullmove() != 4 || p.Side() != cabeza.Red {
			t.Fatalf("seed %d: %s is not 6 plies in", seed, p.String())
		}
		if _, wins := p.WinningMove(); wins {
			t.Fatalf("seed %d: %s hands red a win on the move", seed, p.String())
		}
		if p != cabezaOpening(seed, 6) {
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
	bad := map[string]string{
		"":                       "empty engine setting",
		"level=9":                `"level=9": want a whole number from 1 to 6`,
		"depth=x":                `"depth=x": want a whole number from 0 to 64`,
		"time=fast":              `"time=fast": want a duration`,
		"no-race=1":              `"no-race=1": no-race takes no value`,
		"colour=red":             `unknown setting "colour"`,
		"nonsense":               `"nonsense": unknown setting`,
		"no-guard":               "no depth, nodes or time limit",
		"level=3,depth=0,time=0": "no depth, nodes or time limit",
	}
	for text, msg := range bad {
		if _, err := ParsePlayer(text); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: error %v, want it to say %q", text, err, msg)
		}
	}
}

func FuzzParseCabezaPlayer(f *testing.F) {
	for _, s := range []string{"level=3", "depth=4,no-race", "time=1s,nodes=5", "tt=0", ",,", "level=1,random=-1", "time=-5ms"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePlayer(text)
		if err != nil {
			return
		}
		// An accepted setting always ends a move and stays in range.
		if p.Limits.Unlimited() || p.Limits.Depth < 0 || p.Limits.Depth > search.MaxDepth || p.Limits.Time < 0 || p.Limits.Nodes < 0 || p.Options.Randomness < 0 || p.Options.TTMegabytes < 0 {
			t.Fatalf("%q accepted as %+v", text, p)
		}
	})
}
