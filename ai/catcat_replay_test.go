package ai

import (
	"errors"
	"strings"
	"testing"

	"cabezacat/catcat"
)

// replayOf plays two easy agents from a random start and returns the
// game as a replay.
func replayOf(t *testing.T, size catcat.Size, seed uint64) CatcatReplay {
	t.Helper()
	start, err := catcat.RandomStart(size, catcat.DefaultDensity, seed)
	if err != nil {
		t.Fatal(err)
	}
	g := catcat.NewGame(start)
	for !g.Over() {
		p := g.Position()
		c := CatcherMove(p, CatcatEasy)
		if p.Turn() == catcat.CatToMove {
			c = CatMove(p, CatcatEasy)
		}
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	return CatcatReplay{Cat: "builtin:easy", Catcher: "builtin:easy", Start: start, Moves: g.Moves(), Outcome: g.Result().Outcome}
}

func TestCatcatReplayRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		r := replayOf(t, 9, seed)
		text, err := r.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseCatcatReplay(string(text))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		again, _ := back.MarshalText()
		if string(again) != string(text) {
			t.Fatalf("seed %d: round trip changed the text:\n%s\nvs\n%s", seed, text, again)
		}
		g, err := back.Game()
		if err != nil || g.Result().Outcome != r.Outcome {
			t.Fatalf("seed %d: replaying gives %v, %v; want %v", seed, g.Result(), err, r.Outcome)
		}
	}
}

func TestCatcatReplayInvalidEnding(t *testing.T) {
	start, _ := catcat.RandomStart(5, 0, 1)
	bad := catcat.Cell{X: 9, Y: 9}
	r := CatcatReplay{Cat: "a", Catcher: "./b\nsecond line", Start: start,
		Moves: []catcat.Cell{{X: 1, Y: 0}}, Outcome: catcat.CatcherInvalidMove,
		Reason: "illegal move: the catcher cannot block 9,9", Invalid: &bad}
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseCatcatReplay(string(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if back.Catcher != "./b second line" || back.Reason != r.Reason || back.Invalid == nil || *back.Invalid != bad {
		t.Errorf("read back %+v", back)
	}
}

func TestCatcatReplayRejects(t *testing.T) {
	good, _ := replayOf(t, 5, 3).MarshalText()
	text := string(good)
	cases := map[string]string{
		"no magic":       strings.Replace(text, replayMagic, "replay", 1),
		"unknown key":    strings.Replace(text, "cat: ", "dog: ", 1),
		"bad result":     strings.Replace(text, "result: cat-", "result: dog-", 1),
		"no start":       strings.Replace(text, "start:", "begin:", 1),
		"no moves line":  strings.Replace(text, "moves:", "steps:", 1),
		"bad move":       strings.TrimRight(text, "\n") + "\nx,y\n",
		"extra move":     text + "0,0\n",
		"wrong result":   strings.Replace(strings.Replace(text, "cat-escaped", "XX", 1), "cat-trapped", "cat-escaped", 1),
		"result twice":   strings.Replace(text, "start:", "result: cat-trapped\nstart:", 1),
		"short state":    strings.Join(strings.Split(text, "\n")[:8], "\n"),
		"invalid result": strings.Replace(strings.Replace(text, "cat-escaped", "cat-invalid", 1), "cat-trapped", "cat-invalid", 1),
	}
	for name, bad := range cases {
		if _, err := ParseCatcatReplay(bad); !errors.Is(err, ErrBadReplay) {
			t.Errorf("%s: err %v, want ErrBadReplay", name, err)
		}
	}
}

func FuzzParseCatcatReplay(f *testing.F) {
	for seed := uint64(1); seed <= 3; seed++ {
		start, _ := catcat.RandomStart(5, 0.1, seed)
		g := catcat.NewGame(start)
		for !g.Over() {
			p := g.Position()
			c := CatcherMove(p, CatcatEasy)
			if p.Turn() == catcat.CatToMove {
				c = CatMove(p, CatcatEasy)
			}
			g.Play(c)
		}
		text, _ := CatcatReplay{Cat: "x", Catcher: "y", Start: start, Moves: g.Moves(), Outcome: g.Result().Outcome, Reason: "r"}.MarshalText()
		f.Add(string(text))
	}
	f.Add("catcat-replay 1\nresult: cat-invalid\nstart:\nC 5 0 0\n")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseCatcatReplay(text)
		if err != nil {
			return
		}
		out, err := r.MarshalText()
		if err != nil {
			t.Fatalf("a parsed replay does not write: %v", err)
		}
		back, err := ParseCatcatReplay(string(out))
		if err != nil {
			t.Fatalf("written replay does not read back: %v\n%s", err, out)
		}
		again, _ := back.MarshalText()
		if string(again) != string(out) {
			t.Fatalf("round trip changed:\n%s\nvs\n%s", out, again)
		}
	})
}
