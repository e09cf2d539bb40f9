package serve

import (
	"context"
	"math"
	"regexp"
	"testing"

	"cabezacat/catcat"
	"cabezacat/internal/glicko2"
	"cabezacat/store"
)

var matchRe = regexp.MustCompile(`game 2 of the match: table ([A-Z2-9]{4})`)

// catStep moves the cat one cell along its way out, by its key.
func catStep(t *testing.T, v *testVisitor, g *catcat.Game) string {
	t.Helper()
	pos := g.Position()
	next := escapePath(pos)[0]
	for d, k := range catKeys {
		if pos.Cat().Neighbour(d) == next {
			v.send(k)
		}
	}
	if err := g.Play(next); err != nil {
		t.Fatal(err)
	}
	return next.String()
}

// catcherBlock blocks a free cell off the cat's way out, typed as x,y.
func catcherBlock(t *testing.T, v *testVisitor, g *catcat.Game) string {
	t.Helper()
	pos := g.Position()
	onPath := map[catcat.Cell]bool{pos.Cat(): true}
	for _, c := range escapePath(pos) {
		onPath[c] = true
	}
	size := pos.Size()
	for y := -size.Half(); y <= size.Half(); y++ {
		for x := -size.Half(); x <= size.Half(); x++ {
			c := catcat.Cell{X: x, Y: y}
			if size.Contains(c) && !pos.IsBlocked(c) && !onPath[c] {
				typeMove(v, c.String())
				if err := g.Play(c); err != nil {
					t.Fatal(err)
				}
				return c.String()
			}
		}
	}
	t.Fatal("no cell to block")
	return ""
}

func resign(v *testVisitor) {
	v.t.Helper()
	v.send("R")
	v.await("R again resigns")
	v.send("R")
}

func TestServeRatedCatcatMatchOfTwoGames(t *testing.T) {
	ts := startServer(t, nil)
	aliceKey, bobKey := newKey(t), newKey(t)
	alice := visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	code, _ := openTableWith(alice, tableForm{catcat: true, rated: true})
	bob := visit(t, ts.addr, visitOpts{user: "bob", key: bobKey})
	joinTable(bob, code, "", false)
	s := lobbyInfo(t, ts, code).Setup
	size, _ := catcat.NewSize(s.Size)
	start, err := catcat.RandomStart(size, s.Density, s.Seed)
	if err != nil {
		t.Fatal(err)
	}

	// Game 1: alice is the cat; one step, then bob (catcher) resigns.
	g1 := catcat.NewGame(start)
	mv := catStep(t, alice, g1)
	bob.await("cat played " + mv)
	resign(bob)
	bob.await("game over: catcher resigned: cat wins")
	alice.await("game 2 of the match: table")
	m := matchRe.FindAllStringSubmatch(alice.text(), -1)
	if m == nil {
		t.Fatalf("no second table on alice's screen")
	}
	second := m[len(m)-1][1]

	// Both come back to the menu and find their seats kept there, the
	// roles swapped: bob is the cat.
	alice.close()
	bob.close()
	bob = visit(t, ts.addr, visitOpts{user: "bob", key: bobKey})
	bob.await("your seat at " + second + " is waiting")
	bob.send("\r")
	bob.await("you play cat")
	alice = visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	alice.await("your seat at " + second + " is waiting")
	alice.send("\r")
	alice.await("you play catcher")

	// Game 2 on the same board: bob steps, alice blocks, bob steps,
	// alice resigns.
	g2 := catcat.NewGame(start)
	mv = catStep(t, bob, g2)
	alice.await("cat played " + mv)
	mv = catcherBlock(t, alice, g2)
	bob.await("catcher played " + mv)
	mv = catStep(t, bob, g2)
	alice.await("cat played " + mv)
	resign(alice)
	alice.await("match points: bob")

	// The course's points (K 0): game 1, cat wins in 1 move: alice S−1,
	// bob 0; game 2, cat wins in 2 moves with 1 block: bob S−2, alice 1.
	// Alice has S, bob S−2: the match is alice's.
	S := float64(size.Cells() / 2)
	ctx := context.Background()
	a, _ := ts.Store().PlayerByHandle(ctx, "alice")
	b, _ := ts.Store().PlayerByHandle(ctx, "bob")
	sa, _ := ts.Store().Standing(ctx, a.ID, "catcat")
	sb, _ := ts.Store().Standing(ctx, b.ID, "catcat")
	wantA, _ := glicko2.Lichess.Update(glicko2.Initial(), []glicko2.Result{glicko2.Win(glicko2.Initial())})
	wantB, _ := glicko2.Lichess.Update(glicko2.Initial(), []glicko2.Result{glicko2.Loss(glicko2.Initial())})
	if sa.Rating != wantA || sb.Rating != wantB || sa.Games != 1 || sb.Games != 1 {
		t.Fatalf("after the match (S=%v): alice %+v, bob %+v; want %+v and %+v (one rated result each)", S, sa, sb, wantA, wantB)
	}
	games, _ := ts.Store().Games(ctx, a.ID, store.Filter{Kind: "catcat"})
	if len(games) != 2 || games[0].MatchFirst != games[1].ID {
		t.Fatalf("the match's games: %+v", games)
	}
	if p := games[1].Points; p == nil || p[0] != S-1 || p[1] != 0 {
		t.Fatalf("game 1's points %v, want [%v 0]", p, S-1)
	}
	if p := games[0].Points; p == nil || p[0] != S-2 || p[1] != 1 {
		t.Fatalf("game 2's points %v, want [%v 1]", p, S-2)
	}
	// My games says which game of the match each is; the match's change
	// stands on the second.
	line1, line2 := gameLine(games[1], a.ID), gameLine(games[0], a.ID)
	if line1.Match != 1 || line1.Change != nil || line2.Match != 2 || line2.Change == nil || *line2.Change != math.Round(wantA.Rating)-1500 {
		t.Fatalf("alice's lines: game 1 %+v, game 2 %+v (change %v)", line1, line2, line2.Change)
	}
}
