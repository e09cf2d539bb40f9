package serve

import (
	"context"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"cabezacat/internal/glicko2"
	"cabezacat/store"
	"cabezacat/store/storetest"
)

// toAccount moves the menu's cursor to "Your account" (the last entry
// but Settings: one k from the top wraps to Settings, one more) and
// opens it.
func toAccount(v *testVisitor) {
	v.t.Helper()
	v.await("> Cabeza")
	v.send("k")
	v.await("> Settings")
	v.send("k")
	v.await("> Your account")
	v.send("\r")
	v.await("[Profile]")
}

func TestServePlayersClaimReturnAndAddKey(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) { testClaimReturnAndAddKey(t, b.DSN) })
	}
}

func testClaimReturnAndAddKey(t *testing.T, db string) {
	ts := startServer(t, func(c *Config) { c.Database = db })
	aliceKey, secondKey := newKey(t), newKey(t)

	// The first visit claims the SSH user name as the handle.
	alice := visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	alice.await("welcome, alice: this key is your account now")
	alice.send("q")
	alice.waitClosed()

	// The same key again: recognised, greeted by handle, whatever user
	// name it brings.
	back := visit(t, ts.addr, visitOpts{user: "someone", key: aliceKey})
	back.await("welcome back, alice")
	// It adds a second key by pasting its authorized_keys line.
	toAccount(back)
	for range 3 {
		back.send("\t")
	}
	back.await("[Add a key]")
	pub, err := gossh.NewPublicKey(secondKey.Public())
	if err != nil {
		t.Fatal(err)
	}
	line := strings.TrimSpace(string(gossh.MarshalAuthorizedKey(pub))) + " alice@laptop"
	back.send(line)
	back.send("\r")
	back.await("added key " + gossh.FingerprintSHA256(pub))
	back.close()

	second := visit(t, ts.addr, visitOpts{user: "other", key: secondKey})
	second.await("welcome back, alice")
	second.close()

	// A newcomer whose user name reads like alice's is asked for another.
	carol := visit(t, ts.addr, visitOpts{user: "A1ice", key: newKey(t)})
	carol.await(`the handle "A1ice" reads like "alice", a player's: choose another.`)
	carol.await("Choose your handle")
	carol.send("carol\r")
	carol.await("welcome, carol: this key is your account now")

	p, err := ts.Store().PlayerByHandle(context.Background(), "alice")
	if err != nil {
		t.Fatal(err)
	}
	if keys, _ := ts.Store().Keys(context.Background(), p.ID); len(keys) != 2 {
		t.Fatalf("alice has %d keys, want 2", len(keys))
	}
}

// playRatedCabeza opens a rated Cabeza table for alice, seats bob, and
// plays a short game to its end.
func playRatedCabeza(t *testing.T, ts *testServer, alice, bob *testVisitor) {
	t.Helper()
	code, _ := openTableWith(alice, tableForm{rated: true})
	joinTable(bob, code, "", false)
	bob.awaitEver("table " + code + " · rated")
	moves := quickCabezaGame(t)
	players := [2]*testVisitor{alice, bob}
	for i, mv := range moves {
		me, them := players[i%2], players[1-i%2]
		typeMove(me, mv)
		if i == len(moves)-1 {
			break
		}
		side := [2]string{"red", "blue"}[i%2]
		for _, v := range []*testVisitor{me, them} {
			v.await(side + " played " + mv)
		}
	}
	for _, v := range players {
		v.await("ratings: alice ")
	}
}

func TestServeRatedCabezaGameChangesBothRatings(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) { testRatedCabezaGame(t, b.DSN) })
	}
}

func testRatedCabezaGame(t *testing.T, db string) {
	ts := startServer(t, func(c *Config) { c.Database = db })
	aliceKey := newKey(t)
	alice := visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	bob := visit(t, ts.addr, visitOpts{user: "bob", key: newKey(t)})
	alice.await("welcome, alice")
	bob.await("welcome, bob")
	playRatedCabeza(t, ts, alice, bob)

	ctx := context.Background()
	a, _ := ts.Store().PlayerByHandle(ctx, "alice")
	b, _ := ts.Store().PlayerByHandle(ctx, "bob")
	games, err := ts.Store().Games(ctx, a.ID, store.Filter{})
	if err != nil || len(games) != 1 || games[0].Score == nil || !games[0].Rated {
		t.Fatalf("alice's games: %+v, %v", games, err)
	}
	pool := games[0].Pool
	if pool != "cabeza/correspondence" {
		t.Fatalf("pool %q", pool)
	}
	// Both started at 1500: the Glicko-2 formulas' result for one game.
	score := *games[0].Score
	wantA, _ := glicko2.Lichess.Update(glicko2.Initial(), []glicko2.Result{{Opponent: glicko2.Initial(), Score: score}})
	wantB, _ := glicko2.Lichess.Update(glicko2.Initial(), []glicko2.Result{{Opponent: glicko2.Initial(), Score: 1 - score}})
	sa, _ := ts.Store().Standing(ctx, a.ID, pool)
	sb, _ := ts.Store().Standing(ctx, b.ID, pool)
	if sa.Rating != wantA || sb.Rating != wantB || sa.Games != 1 || sb.Games != 1 {
		t.Fatalf("ratings alice %+v bob %+v; want %+v and %+v", sa, sb, wantA, wantB)
	}
	if sa.Rating.Rating == 1500 {
		t.Fatal("a decisive game left the rating at 1500")
	}
	if len(games[0].Moves) != 0 {
		t.Fatal("Games lists moves") // Game reads them
	}
	full, _ := ts.Store().Game(ctx, games[0].ID, a.ID)
	if len(full.Moves) != len(quickCabezaGame(t)) {
		t.Fatalf("the archive has %d moves, want %d", len(full.Moves), len(quickCabezaGame(t)))
	}

	// The profile and the leaderboard show it; another player's games
	// are not listed to eve.
	alice.close()
	alice = visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	alice.await("welcome back, alice")
	toAccount(alice)
	alice.await("cabeza/correspondence")
	alice.send("\t")
	alice.await("[My games]")
	alice.await(`vs "bob"`)
	eve := visit(t, ts.addr, visitOpts{user: "eve", key: newKey(t)})
	toAccount(eve)
	eve.await("no rated games yet")
	eve.send("\t")
	eve.await("[My games]")
	eve.await("no games")
	if strings.Contains(eve.text(), `vs "bob"`) {
		t.Fatal("eve sees alice's game")
	}
}

func TestServeGuestCannotPlayRated(t *testing.T) {
	ts := startServer(t, nil)
	alice := visit(t, ts.addr, visitOpts{user: "alice", key: newKey(t)})
	code, _ := openTableWith(alice, tableForm{rated: true})
	guest := visit(t, ts.addr, visitOpts{user: "guest"}) // no key
	menuTo(guest, 5, "> Join a table")
	guest.send("\r")
	guest.await("Seat token")
	guest.send("j")
	guest.await("> Code")
	guest.send(code)
	guest.send("\r")
	guest.await("rated tables are for players")
	// And a guest's open-table form has no Rated row.
	if strings.Contains(guest.text(), "Rated") && !strings.Contains(guest.text(), "rated tables are for players") {
		t.Fatal("the guest was offered a rated table")
	}
}

// aliceLeftHerSeat is a Cabeza table of two players, alice (red) and
// bob, one move played, that alice left: bob sits at it, and alice
// comes back with her key to the menu, which offers her seat.
func aliceLeftHerSeat(t *testing.T, grace time.Duration) (ts *testServer, code string, bob, again *testVisitor) {
	t.Helper()
	ts = startServer(t, func(c *Config) { c.Grace = grace })
	aliceKey := newKey(t)
	alice := visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	code, _ = openTable(alice, false, false, "")
	bob = visit(t, ts.addr, visitOpts{user: "bob", key: newKey(t)})
	joinTable(bob, code, "", false)
	moves := quickCabezaGame(t)
	typeMove(alice, moves[0])
	bob.await("red played " + moves[0])
	alice.close()
	bob.await("red (alice) left")
	again = visit(t, ts.addr, visitOpts{user: "alice", key: aliceKey})
	again.await("welcome back, alice")
	// One move was played: the offer counts it as one ("1 move").
	again.await("> your seat at " + code + " is waiting (Cabeza, 1 move)")
	return ts, code, bob, again
}

// A seat offered on the menu can go stale: the grace period ends while
// the menu is shown, and the game is adjourned. Taking the offer then
// says what happened, and the menu offers what waits now (the adjourned
// game), not the seat again.
func TestServeStaleSeatOfferIsReplaced(t *testing.T) {
	ts, code, bob, again := aliceLeftHerSeat(t, time.Minute)
	ts.clock.Advance(time.Minute)
	bob.await("adjourned: red (alice) did not come back")
	again.send("\r")
	again.await("the game at " + code + " has ended since you left")
	again.await("> your adjourned Cabeza game with bob")
	// The adjourned game's old table is still listed (bob sits at it,
	// reading its end); taking the offer resumes the game at a new one.
	again.send("\r")
	again.await("you play red")
	if strings.Contains(again.text(), "table "+code+":") {
		t.Fatalf("resumed at the ended table %s:\n%s", code, again.text())
	}
}

func TestServeSeatOfferOnReturn(t *testing.T) {
	_, code, bob, again := aliceLeftHerSeat(t, time.Hour)
	again.send("\r")
	again.await("table " + code + ": you play red")
	bob.await("red (alice) is back")
}

// An adjourned game offered to both players: the one who takes it first
// resumes it; the other, taking the offer after, is told the opponent
// resumed it (not only "not adjourned any more") and finds the seat at
// its new table offered instead.
func TestServeAdjournedOfferTakenByTheOpponentFirst(t *testing.T) {
	ts, _, bob, again := aliceLeftHerSeat(t, time.Minute)
	ts.clock.Advance(time.Minute)
	bob.await("adjourned: red (alice) did not come back")
	bob.send("\x1b")
	bob.await("esc again: leave the table") // two escapes read together would be one alt+esc
	bob.send("\x1b")
	bob.await("> your adjourned Cabeza game with alice")
	again.send("\r") // alice: her stale seat offer…
	again.await("> your adjourned Cabeza game with bob")
	again.send("\r") // …then the game, resumed at a new table
	again.await("you play red")
	bob.send("\r")
	bob.await("your opponent resumed that game first: the menu offers your seat")
	bob.await("> your seat at ")
	bob.send("\r")
	bob.await("you play blue")
}
