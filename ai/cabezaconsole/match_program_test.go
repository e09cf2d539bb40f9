package cabezaconsole_test

import (
	"context"
	"strings"
	"testing"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/ai/cabezamatch"
	"cabezacat/ai/forfeit"
)

// Matches with engine programs (package cabezamatch) are tested here, in
// the external test package, because the fake engine programs are this
// package's test binary (program_fake_test.go): cabezamatch imports
// cabezaconsole, so its own tests cannot reach them.

// Our engine against itself through the console, in both dialects.
func TestMatchOfOurConsoleAgainstItselfInTheOriginalDialect(t *testing.T) {
	a, err := cabezamatch.ParsePlayer("time=20s,depth=2,engine:" + cabezaconsole.FakeCommand(t, "ours"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := cabezamatch.ParsePlayer("time=20s,depth=2,engine:" + cabezaconsole.FakeCommand(t, "ours-original"))
	if err != nil {
		t.Fatal(err)
	}
	var forfeits []cabezamatch.Forfeit
	m := cabezamatch.Match{A: a, B: b, Games: 2, OpeningPlies: 4, Seed: 3, Workers: 1, OnForfeit: func(f cabezamatch.Forfeit) { forfeits = append(forfeits, f) }}
	res := m.Run(context.Background(), nil)
	if res.Games() != 2 || len(forfeits) != 0 || res.AForfeits+res.BForfeits != 0 {
		t.Fatalf("result %v, forfeits %v", res, forfeits)
	}
}

func TestMatchMisbehavingProgramForfeitsWithItsReason(t *testing.T) {
	a, _ := cabezamatch.ParsePlayer("time=20s,engine:" + cabezaconsole.FakeCommand(t, "illegal"))
	b, _ := cabezamatch.ParsePlayer("depth=1")
	var forfeits []cabezamatch.Forfeit
	m := cabezamatch.Match{A: a, B: b, Games: 2, OpeningPlies: 2, Seed: 1, Workers: 1, OnForfeit: func(f cabezamatch.Forfeit) { forfeits = append(forfeits, f) }}
	res := m.Run(context.Background(), nil)
	if res.Losses != 2 || res.AForfeits != 2 || len(forfeits) != 2 {
		t.Fatalf("result %v, forfeits %v", res, forfeits)
	}
	for _, f := range forfeits {
		if f.Side != "A" || forfeit.KindOf(f.Reason) != forfeit.IllegalMove || !strings.Contains(f.String(), "illegal move") {
			t.Errorf("forfeit %v", f)
		}
	}
	if !strings.Contains(res.String(), "forfeits: A 2, B 0") {
		t.Errorf("summary %q", res)
	}
}
