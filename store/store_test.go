package store_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"cabezacat/internal/glicko2"
	"cabezacat/store"
	"cabezacat/store/storetest"
)

var ctx = context.Background()

func newKey(t testing.TB) store.Key {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	k, err := gossh.NewPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	return store.KeyOf(k)
}

func TestMigrationsApplyFromEmptyAndAreIdempotent(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			s := b.Open(t)
			v, err := s.Version(ctx)
			if err != nil || v < 1 {
				t.Fatalf("version after the first open = %d, %v", v, err)
			}
			p, err := s.Claim(ctx, "alice", newKey(t))
			if err != nil {
				t.Fatal(err)
			}
			// Opened again, as a restarted server does: nothing applied
			// twice (a second CREATE TABLE would fail), nothing lost.
			again := b.Open(t)
			if v2, err := again.Version(ctx); err != nil || v2 != v {
				t.Fatalf("version after reopening = %d, %v; want %d", v2, err, v)
			}
			if got, err := again.PlayerByHandle(ctx, "alice"); err != nil || got.ID != p.ID {
				t.Fatalf("alice after reopening: %+v, %v", got, err)
			}
		})
	}
}

func TestClaimRecogniseAndAddKey(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend, s *store.Store) {
		k1, k2 := newKey(t), newKey(t)
		p, err := s.Claim(ctx, "Alice", k1)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.PlayerByKey(ctx, k1.Fingerprint)
		if err != nil || got.ID != p.ID || got.Handle != "Alice" {
			t.Fatalf("by key: %+v, %v", got, err)
		}
		if _, err := s.PlayerByKey(ctx, k2.Fingerprint); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("an unknown key: %v, want ErrNotFound", err)
		}
		if err := s.AddKey(ctx, p.ID, k2); err != nil {
			t.Fatal(err)
		}
		if got, err := s.PlayerByKey(ctx, k2.Fingerprint); err != nil || got.ID != p.ID {
			t.Fatalf("the second key: %+v, %v", got, err)
		}
		keys, err := s.Keys(ctx, p.ID)
		if err != nil || len(keys) != 2 {
			t.Fatalf("keys: %v, %v", keys, err)
		}
		// A key is one player's.
		if _, err := s.Claim(ctx, "bob", k2); !errors.Is(err, store.ErrKeyTaken) {
			t.Fatalf("claiming with alice's key: %v, want ErrKeyTaken", err)
		}
		if err := s.AddKey(ctx, p.ID, k1); !errors.Is(err, store.ErrKeyTaken) {
			t.Fatalf("adding a key twice: %v, want ErrKeyTaken", err)
		}
		// No look-alike of Alice, whatever the case or the confusable.
		for _, h := range []string{"alice", "ALICE", "A1ice", "Al1ce", "al-ice"} {
			_, err := s.Claim(ctx, h, newKey(t))
			var la store.LookAlikeError
			if !errors.As(err, &la) || la.Existing != "Alice" || !errors.Is(err, store.ErrHandleTaken) {
				t.Errorf("claiming %q: %v, want it refused as Alice's look-alike", h, err)
			}
		}
		if _, err := s.Claim(ctx, "x", newKey(t)); err == nil {
			t.Error("a one-letter handle was taken")
		}
		if _, err := s.Claim(ctx, "bob", newKey(t)); err != nil {
			t.Errorf("bob: %v", err)
		}
	})
}

func TestSettingsPerAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend, s *store.Store) {
		a, _ := s.Claim(ctx, "alice", newKey(t))
		c, _ := s.Claim(ctx, "carol", newKey(t))
		if got, err := s.Settings(ctx, a.ID); err != nil || got != nil {
			t.Fatalf("settings never saved: %q, %v", got, err)
		}
		if err := s.SaveSettings(ctx, a.ID, []byte(`{"theme":"light"}`)); err != nil {
			t.Fatal(err)
		}
		if got, err := s.Settings(ctx, a.ID); err != nil || string(got) != `{"theme":"light"}` {
			t.Fatalf("alice's settings: %q, %v", got, err)
		}
		if got, _ := s.Settings(ctx, c.ID); got != nil {
			t.Fatalf("carol sees %q", got)
		}
		if err := s.SaveSettings(ctx, a.ID, make([]byte, store.MaxSettings+1)); err == nil {
			t.Fatal("oversized settings were saved")
		}
		if err := s.SaveSettings(ctx, 999999, []byte(`{}`)); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("settings of nobody: %v", err)
		}
	})
}

func TestMovesAdjournResumeAndPrivacy(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend, s *store.Store) {
		a, _ := s.Claim(ctx, "alice", newKey(t))
		c, _ := s.Claim(ctx, "carol", newKey(t))
		e, _ := s.Claim(ctx, "eve", newKey(t))
		start := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
		id, err := s.BeginGame(ctx, store.Game{Table: "ABCD", Kind: "cabeza", Setup: []byte(`{}`),
			Seats: [2]store.Seat{{a.ID, "alice"}, {c.ID, "carol"}}, Started: start, Left: [2]time.Duration{time.Minute, time.Minute}})
		if err != nil {
			t.Fatal(err)
		}
		for i, mv := range []string{"Fne", "Fsw", "Cn"} {
			left := [2]time.Duration{time.Minute - time.Duration(i)*time.Second, 50 * time.Second}
			if err := s.Move(ctx, id, store.Move{Ply: i + 1, Text: mv, Left: left, At: start.Add(time.Duration(i) * time.Second)}); err != nil {
				t.Fatal(err)
			}
		}
		// A ply stored twice is refused, not overwritten.
		if err := s.Move(ctx, id, store.Move{Ply: 3, Text: "On", At: start}); err == nil {
			t.Fatal("ply 3 stored twice")
		}
		if err := s.TakeBack(ctx, id, 2, [2]time.Duration{58 * time.Second, 50 * time.Second}); err != nil {
			t.Fatal(err)
		}
		// The server is killed here: at its next start it adjourns.
		again := b.Open(t)
		if n, err := again.AdjournAll(ctx, "the server stopped"); err != nil || n != 1 {
			t.Fatalf("AdjournAll = %d, %v", n, err)
		}
		adj, err := again.AdjournedGames(ctx, c.ID)
		if err != nil || len(adj) != 1 {
			t.Fatalf("carol's adjourned games: %v, %v", adj, err)
		}
		g := adj[0]
		if len(g.Moves) != 2 || g.Moves[0].Text != "Fne" || g.Moves[1].Text != "Fsw" || g.Left != [2]time.Duration{58 * time.Second, 50 * time.Second} {
			t.Fatalf("adjourned game: moves %+v, left %v", g.Moves, g.Left)
		}
		if none, _ := again.AdjournedGames(ctx, e.ID); len(none) != 0 {
			t.Fatalf("eve sees adjourned games: %v", none)
		}
		if err := again.Resume(ctx, id); err != nil {
			t.Fatal(err)
		}
		if err := again.Resume(ctx, id); err == nil {
			t.Fatal("a game resumed twice")
		}
		if err := again.AddChat(ctx, id, "alice", "good luck"); err != nil {
			t.Fatal(err)
		}
		one := 1.0
		if _, err := again.Finish(ctx, id, store.Ending{Score: &one, Reason: "blue resigned"}); err != nil {
			t.Fatal(err)
		}
		// Privacy: eve can read no game of alice's, nor list it.
		if _, err := again.Game(ctx, id, e.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("eve reading alice's game: %v", err)
		}
		if list, _ := again.Games(ctx, e.ID, store.Filter{}); len(list) != 0 {
			t.Fatalf("eve lists %d games", len(list))
		}
		got, err := again.Game(ctx, id, a.ID)
		if err != nil || len(got.Chat) != 1 || got.Chat[0].Line != "good luck" || got.State != store.Finished || got.Result(a.ID) != "win" || got.Result(c.ID) != "loss" {
			t.Fatalf("alice's game: %+v, %v", got, err)
		}
		for f, want := range map[store.Filter]int{
			{}: 1, {Kind: "catcat"}: 0, {Kind: "cabeza"}: 1, {Opponent: "CAROL"}: 1, {Opponent: "eve"}: 0,
			{Result: "win"}: 1, {Result: "loss"}: 0,
		} {
			if list, err := again.Games(ctx, a.ID, f); err != nil || len(list) != want {
				t.Errorf("alice's games by %+v: %d, %v; want %d", f, len(list), err, want)
			}
		}
		if list, _ := again.Games(ctx, c.ID, store.Filter{Result: "loss"}); len(list) != 1 {
			t.Errorf("carol's losses: %d, want 1", len(list))
		}
	})
}

func TestRatedGameMovesBothRatingsByGlicko2(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend, s *store.Store) {
		a, _ := s.Claim(ctx, "alice", newKey(t))
		c, _ := s.Claim(ctx, "carol", newKey(t))
		pool := "cabeza/blitz"
		play := func(score float64) store.Game {
			id, err := s.BeginGame(ctx, store.Game{Table: "ABCD", Kind: "cabeza", Setup: []byte(`{}`), Rated: true, Pool: pool,
				Seats: [2]store.Seat{{a.ID, "alice"}, {c.ID, "carol"}}, Started: time.Now()})
			if err != nil {
				t.Fatal(err)
			}
			g, err := s.Finish(ctx, id, store.Ending{Score: &score, Rate: true, RateScore: score})
			if err != nil {
				t.Fatal(err)
			}
			return g
		}
		g := play(1)
		// Both started at 1500/350/0.06: the formulas' own numbers.
		wantA, _ := glicko2.Lichess.Update(glicko2.Initial(), []glicko2.Result{glicko2.Win(glicko2.Initial())})
		wantC, _ := glicko2.Lichess.Update(glicko2.Initial(), []glicko2.Result{glicko2.Loss(glicko2.Initial())})
		sa, _ := s.Standing(ctx, a.ID, pool)
		sc, _ := s.Standing(ctx, c.ID, pool)
		if sa.Rating != wantA || sc.Rating != wantC {
			t.Fatalf("after one game: alice %+v carol %+v; want %+v and %+v", sa.Rating, sc.Rating, wantA, wantC)
		}
		if sa.Rating.Rating <= 1500 || sc.Rating.Rating >= 1500 || !sa.Provisional() || sa.Wins != 1 || sc.Losses != 1 {
			t.Fatalf("alice %+v carol %+v", sa, sc)
		}
		if *g.Before[0] != 1500 || *g.After[0] != wantA.Rating || *g.After[1] != wantC.Rating {
			t.Fatalf("the game's ratings: before %v after %v %v", *g.Before[0], *g.After[0], *g.After[1])
		}
		// The second game rates each against the other's new rating.
		play(0.5)
		wantA2, _ := glicko2.Lichess.Update(wantA, []glicko2.Result{glicko2.Draw(wantC)})
		sa, _ = s.Standing(ctx, a.ID, pool)
		if math.Abs(sa.Rating.Rating-wantA2.Rating) > 1e-9 || sa.Games != 2 || sa.Draws != 1 {
			t.Fatalf("after two: %+v, want %+v", sa, wantA2)
		}
		hist, _ := s.History(ctx, a.ID, pool)
		if len(hist) != 2 || hist[0].Rating != wantA.Rating {
			t.Fatalf("history %+v", hist)
		}
		board, err := s.Leaderboard(ctx, pool, 10)
		if err != nil || len(board) != 2 || board[0].Handle != "alice" {
			t.Fatalf("leaderboard %+v, %v", board, err)
		}
		if other, _ := s.Leaderboard(ctx, "cabeza/rapid", 10); len(other) != 0 {
			t.Fatalf("another pool lists %v", other)
		}
		// A guest is never rated.
		id, _ := s.BeginGame(ctx, store.Game{Table: "ABCD", Kind: "cabeza", Setup: []byte(`{}`), Rated: true, Pool: pool,
			Seats: [2]store.Seat{{a.ID, "alice"}, {0, "guest"}}, Started: time.Now()})
		one := 1.0
		if _, err := s.Finish(ctx, id, store.Ending{Score: &one, Rate: true, RateScore: 1}); err == nil {
			t.Fatal("a game with a guest was rated")
		}
	})
}

func TestBackupCopiesOnline(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend, s *store.Store) {
		a, _ := s.Claim(ctx, "alice", newKey(t))
		file := filepath.Join(t.TempDir(), "copy.db")
		err := s.Backup(ctx, file)
		if s.Backend() == store.Postgres {
			if err == nil {
				t.Fatal("PostgreSQL backup said it copied")
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		copyStore := storetest.Backend{Name: "copy", DSN: file}.Open(t)
		if p, err := copyStore.PlayerByHandle(ctx, "alice"); err != nil || p.ID != a.ID {
			t.Fatalf("alice in the copy: %+v, %v", p, err)
		}
		if err := s.Backup(ctx, file); err == nil {
			t.Fatal("a backup overwrote a file")
		}
		if _, err := os.Stat(file); err != nil {
			t.Fatal(err)
		}
	})
}

func TestProgressPerAccountAndTrainer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend, s *store.Store) {
		a, _ := s.Claim(ctx, "alice", newKey(t))
		c, _ := s.Claim(ctx, "carol", newKey(t))
		if got, err := s.Progress(ctx, a.ID, "puzzles"); err != nil || got != nil {
			t.Fatalf("progress never saved: %q, %v", got, err)
		}
		for _, v := range []string{`{"version":1}`, `{"version":2}`} { // saved, then replaced
			if err := s.SaveProgress(ctx, a.ID, "puzzles", []byte(v)); err != nil {
				t.Fatal(err)
			}
			if got, err := s.Progress(ctx, a.ID, "puzzles"); err != nil || string(got) != v {
				t.Fatalf("alice's puzzles: %q, %v; want %q", got, err, v)
			}
		}
		if got, _ := s.Progress(ctx, a.ID, "lessons"); got != nil {
			t.Fatalf("alice's lessons hold the puzzles' %q", got)
		}
		if got, _ := s.Progress(ctx, c.ID, "puzzles"); got != nil {
			t.Fatalf("carol sees %q", got)
		}
		if err := s.SaveProgress(ctx, a.ID, "puzzles", make([]byte, store.MaxProgress+1)); err == nil {
			t.Fatal("oversized progress was saved")
		}
		if err := s.SaveProgress(ctx, a.ID, "", []byte(`{}`)); err == nil {
			t.Fatal("progress of no trainer was saved")
		}
		if err := s.SaveProgress(ctx, 999999, "puzzles", []byte(`{}`)); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("progress of nobody: %v", err)
		}
	})
}
